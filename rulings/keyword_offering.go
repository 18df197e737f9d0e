package rulings

import (
	"regexp"
	"strings"
	"sync"
)

// TYPE offering ("Goblin offering"): "You may play this card any time you
// could play an instant by sacrificing a TYPE permanent. If you do, the
// total cost to play this card is reduced by the sacrificed permanent's
// mana cost" (502.42).
var offering = Keyword{Name: "offering", Rule: "502.42", Form: "TYPE offering",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		m := offeringLine().FindStringSubmatch(text)
		if m == nil {
			return keywordValue{}, false, nil
		}
		subtype := strings.ToUpper(m[1][:1]) + m[1][1:]
		return keywordValue{filter: Filter{Subtypes: []string{subtype}, Text: subtype + " permanent"}}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	}}

// offeringLine reads "TYPE offering".
var offeringLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^([A-Za-z]+) offering$`) })

// offeringTiming reports whether the play offers a permanent for the
// card's offering ability, which lets it be played any time an instant
// could (502.42a).
func (g *Game) offeringTiming(req PlayRequest, c *Characteristics) bool {
	a := keywordAbility(c, "offering")
	if req.Offering == 0 || a == nil {
		return false
	}
	g.record("502.42a", "%s is %s by its %s any time an instant could be", c.Name, g.rules.Words.spell(participle), a.Text)
	return true
}

// applyOffering sacrifices the offered permanent as the spell is
// announced and reduces the total cost by its mana cost: generic by
// generic, each color by the same color, and colored mana the card's cost
// lacks by generic (502.42b-c).
func (g *Game) applyOffering(s *stackSpell, req PlayRequest, total *ManaCost) error {
	if req.Offering == 0 || !s.isSpell {
		return nil
	}
	spell := g.view(s.obj.ID)
	a := keywordAbility(spell.chars(), "offering")
	if a == nil {
		return g.illegal("502.42a", "%s doesn't have offering", spell.name())
	}
	o := g.objects[req.Offering]
	v := g.view(req.Offering)
	f := a.Static.Filter
	if o == nil || o.Zone != ZoneInPlay || v.controller != req.Player || !g.matches(&f, v, req.Player, nil) {
		return g.illegal("502.42a", "%s's %s needs a %s %s controls to sacrifice", spell.name(), a.Text, f.Text, g.playerName(req.Player))
	}
	offered := v.chars().ManaCost
	g.moveAll([]ObjectID{o.ID}, ZoneGraveyard, "502.42b", "sacrificed for offering as the spell is announced")
	excess := reduceGeneric(total, offered.Generic)
	excess = offered.Generic - excess
	for _, c := range allColors {
		same := min(total.Colored[c], offered.Colored[c])
		total.Colored[c] -= same
		excess += offered.Colored[c] - same
	}
	reduceGeneric(total, excess)
	g.noteKeyword(spell.name(), offering)
	g.record("502.42c", "the cost of %s is reduced by %s's mana cost %s: %s", spell.name(), v.name(), offered, *total)
	return nil
}
