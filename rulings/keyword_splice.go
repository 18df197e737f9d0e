package rulings

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// splice onto SUBTYPE {COST}: "You may reveal this card from your hand as
// you play a SUBTYPE spell. If you do, copy this card's text box onto that
// spell and pay COST as an additional cost to play that spell" (502.40).
var splice = Keyword{Name: "splice", Rule: "502.40", Form: "splice onto Arcane {COST}",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		if !strings.HasPrefix(text, "splice") {
			return keywordValue{}, false, nil
		}
		m := spliceLine().FindStringSubmatch(text)
		if m == nil {
			return keywordValue{}, true, fmt.Errorf("%q is not \"splice onto SUBTYPE {COST}\" (\"splice onto Arcane {1}{R}\")", text)
		}
		// A printed line read in lower case ("splice onto arcane {1}{r}")
		// names the same subtype and cost.
		sub := strings.ToUpper(m[1][:1]) + strings.ToLower(m[1][1:])
		cost, err := ParseManaCost(strings.ToUpper(m[2]))
		return keywordValue{cost: cost, filter: Filter{Subtypes: []string{sub}, Text: sub}}, true, err
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	}}

// spliceLine reads "splice onto Arcane {1}{R}", or the same in lower case.
var spliceLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^splice onto ([A-Za-z][a-z]+) (\{.*\})$`) })

// splice copies the text boxes of the cards revealed for splice onto the
// spell being played: the main spell's instructions first, then each
// card's in the order announced; the spell keeps its own characteristics
// (502.40a-c). The cards stay in their owner's hand.
func (g *Game) splice(s *stackSpell, req PlayRequest) error {
	if len(req.Splice) == 0 {
		return nil
	}
	spell := g.view(s.obj.ID)
	if !s.isSpell || s.ability == nil {
		return g.illegal("502.40a", "only a spell can have cards spliced onto it")
	}
	combined := &Ability{Kind: SpellAbility, Text: s.ability.Text, Targets: slices.Clone(s.ability.Targets), Effect: slices.Clone(s.ability.Effect)}
	var cost ManaCost
	for i, id := range req.Splice {
		card := g.objects[id]
		if card == nil || card.Zone != ZoneHand || card.Owner != req.Player {
			return g.illegal("502.40a", "%s can splice only cards from his or her hand", g.playerName(req.Player))
		}
		if slices.Contains(req.Splice[:i], id) {
			return g.illegal("502.40b", "%s can't be spliced onto the same spell more than once", g.name(id))
		}
		c := &card.Card.Faces[0]
		a := keywordAbility(c, "splice")
		if a == nil {
			return g.illegal("502.40a", "%s doesn't have splice", c.Name)
		}
		onto := a.Static.Filter.Subtypes[0]
		if !spell.chars().HasSubtype(onto) {
			return g.illegal("502.40a", "%s can be spliced only onto %s spells; %s isn't one", c.Name, onto, spell.name())
		}
		sc := spell.chars()
		for _, k := range []struct{ typ, rule string }{{"instant", "212.5c"}, {"sorcery", "212.7c"}} {
			if sc.HasType(k.typ) {
				g.record(k.rule, "%s has the %s type %s, the word after the long dash: it is an %s spell", spell.name(), k.typ, onto, onto)
			}
		}
		text := spellAbility(c)
		if text == nil {
			continue
		}
		if len(text.Targets) > 0 {
			g.record("502.40d", "%s's text adds %s to %s, chosen normally like the spell's own", c.Name, count(len(text.Targets), "target"), spell.name())
		}
		combined.Targets = append(combined.Targets, text.Targets...)
		combined.Effect = append(combined.Effect, text.Effect...)
		combined.Text = combined.Text + "; " + text.Text
		cost = cost.plus(a.Cost.Mana)
		g.noteKeyword(c.Name, splice)
		g.record("502.40a", "%s reveals %s from his or her hand and splices it onto %s: its text is copied onto the spell, for %s more", g.playerName(req.Player), c.Name, spell.name(), a.Cost.Mana)
		if named := nameIn(text.Text, c.Name); named != "" || selfWord().MatchString(text.Text) {
			// Oracle text names the card itself; read into the language
			// that name is "this", the object the text is on.
			g.record("202.2#gained", "the spliced text \"%s\" refers to %s by name: on %s, %s's name is treated as %s's, so it refers to %s", text.Text, c.Name, spell.name(), c.Name, spell.name(), spell.name())
		}
	}
	g.record("502.40c", "%s keeps its own characteristics; only the text boxes of the spliced cards are added, followed after its own", spell.name())
	s.ability = combined
	k := g.keywordsState()
	if k.spliced == nil {
		k.spliced, k.spliceCost = map[ObjectID]*Ability{}, map[ObjectID]ManaCost{}
	}
	k.spliced[s.obj.ID] = combined
	k.spliceCost[s.obj.ID] = cost
	return nil
}

// addSpliceCosts adds the splice costs of the cards spliced onto a spell
// to its total cost, additional costs (502.40a, 409.1f).
func (g *Game) addSpliceCosts(s *stackSpell, total ManaCost) ManaCost {
	if g.keywords == nil {
		return total
	}
	cost, ok := g.keywords.spliceCost[s.obj.ID]
	if !ok || cost.IsZero() {
		return total
	}
	total = total.plus(cost)
	g.record("409.1f", "the splice costs %s are added: %s", cost, total)
	return total
}

// splicedAbility returns what a spell on the stack follows with the text
// spliced onto it, or nil; the spell loses it once it leaves the stack
// (502.40e).
func (g *Game) splicedAbility(id ObjectID) *Ability {
	if g.keywords == nil {
		return nil
	}
	return g.keywords.spliced[id]
}

// selfWord finds "this", the word the language reads a card's own name as.
var selfWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)\bthis\b`) })
