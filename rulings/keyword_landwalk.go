package rulings

import (
	"regexp"
	"strings"
	"sync"
)

// landwalk, written with a land type or supertype in place of "land"
// ("forestwalk", "snow swampwalk", "legendary landwalk"): the creature is
// unblockable as long as the defending player controls such a land
// (502.6).
var landwalk = Keyword{evasion: true, redundantRule: "502.6e", Name: landwalkName, Rule: "502.6", natureRule: "502.6a", nature: "landwalk is a generic term: the card's rules text gives the specific subtype or supertype of land", Form: "TYPEwalk",
	match: matchLandwalk,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	},
	restrictsBlock: (*Game).landwalkForbidsBlock}

const landwalkName = "landwalk"

// landwalkLine reads "[snow|legendary ]TYPEwalk".
var landwalkLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:(snow|legendary) )?([a-z]+)walk$`) })

// matchLandwalk reads a landwalk line: the land it names becomes a filter
// on the lands the defending player controls (502.6a).
func matchLandwalk(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	m := landwalkLine().FindStringSubmatch(text)
	if m == nil || (m[2] == "land" && m[1] == "") {
		return keywordValue{}, false, nil
	}
	if _, verb := KeywordActionNamed(text); verb {
		// "Planeswalk." is the keyword action (701.31), not a landwalk
		// for a land type "Planes".
		return keywordValue{}, false, nil
	}
	f := Filter{Types: []string{"land"}, Text: text}
	if m[1] != "" {
		f.Supertypes = []string{m[1]}
	}
	if m[2] != "land" {
		f.Subtypes = []string{strings.ToUpper(m[2][:1]) + m[2][1:]}
	}
	return keywordValue{filter: f}, true, nil
}

// landDescription says which land a landwalk ability looks for.
func landDescription(f Filter) string {
	words := append([]string{}, f.Supertypes...)
	if len(f.Subtypes) > 0 {
		words = append(words, f.Subtypes...)
	} else {
		words = append(words, "land")
	}
	return strings.Join(words, " ")
}

// landwalkForbidsBlock applies each landwalk ability of the attacker: it
// can't be blocked while the defending player controls a land it names
// (502.6b-c), landwalk being an evasion ability (502.6b; 702.14b of 2026,
// which gives that its own subrule); the blocker's own landwalk doesn't
// cancel it (502.6d).
func (g *Game) landwalkForbidsBlock(attacker, blocker *view) error {
	seen := map[string]bool{}
	for _, a := range attacker.chars().Abilities {
		if a.Keyword != landwalkName {
			continue
		}
		if seen[a.Text] {
			g.record("502.6e", "%s has more than one instance of %s: they are redundant", attacker.name(), a.Text)
			continue
		}
		seen[a.Text] = true
		rule := "502.6b"
		if containsFold(a.Static.Filter.Supertypes, "snow") {
			rule = "502.6c"
		}
		land := landDescription(a.Static.Filter)
		// The keyword as rules prose writes it, whatever case its card
		// prints it in ("Swampwalk" starts a line of Oracle text).
		keyword := strings.ToLower(a.Text)
		g.record("502.6b#evasion", "%s is an evasion ability: it restricts what can block %s", keyword, attacker.name())
		g.noteOneDefender(attacker, keyword)
		if rule == "502.6c" {
			g.noteSnow(blocker.controller, a.Static.Filter)
		}
		if id, ok := g.controlsLand(blocker.controller, a.Static.Filter); ok {
			if hasKeywordText(blocker.chars(), a.Text) {
				g.record("502.6d", "%s also has %s, but landwalk abilities don't cancel one another", blocker.name(), keyword)
			}
			return g.illegal(rule, "%s has %s and the defending player controls a %s (%s): it is unblockable", attacker.name(), keyword, land, g.name(id))
		}
		g.record(rule, "%s has %s, but %s controls no %s: it can be blocked", attacker.name(), keyword, g.playerName(blocker.controller), land)
	}
	return nil
}

// controlsLand returns a land player p controls matching f.
func (g *Game) controlsLand(p PlayerID, f Filter) (ObjectID, bool) {
	for _, id := range g.inPlay {
		v := g.view(id)
		c := v.chars()
		if v.controller != p || !c.HasType("land") {
			continue
		}
		if !containsAll(c.Subtypes, f.Subtypes) || !containsAll(c.Supertypes, f.Supertypes) {
			continue
		}
		return id, true
	}
	return 0, false
}

// hasKeywordText reports whether an object has an ability written text.
func hasKeywordText(c *Characteristics, text string) bool {
	for _, a := range c.Abilities {
		if a.Text == text {
			return true
		}
	}
	return false
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		if !containsFold(have, w) {
			return false
		}
	}
	return true
}

// noteSnow records, for snow landwalk, whether each land of the type it
// names that player p controls is a snow permanent: only one with the
// supertype "snow" is, whatever its name (205.4e).
func (g *Game) noteSnow(p PlayerID, f Filter) {
	for _, id := range g.inPlay {
		v := g.view(id)
		c := v.chars()
		if v.controller != p || !c.HasType("land") || !containsAll(c.Subtypes, f.Subtypes) {
			continue
		}
		if c.HasSupertype("snow") {
			g.record("205.4e", "%s has the supertype \"snow\": it is a snow permanent", v.name())
		} else {
			g.record("205.4e", "%s doesn't have the supertype \"snow\": it is a nonsnow permanent", v.name())
		}
	}
}
