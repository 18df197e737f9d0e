package rulings

import (
	"slices"
	"strings"
)

// keywordsForbidBlock returns the IllegalError of the first keyword whose
// rule stops blocker from blocking attacker (evasion abilities, 309.2a),
// or nil. An attacker with several evasion abilities can be blocked only
// by a creature that satisfies every one of them (501.2).
func (g *Game) keywordsForbidBlock(attacker, blocker *view) error {
	var evasion []string
	for _, k := range keywordTable() {
		if k.restrictsBlock != nil && hasKeyword(attacker.chars(), k.Name) {
			g.noteKeyword(attacker.name(), k)
			evasion = append(evasion, k.Name)
		}
	}
	for _, a := range attacker.chars().Abilities {
		k, ok := KeywordNamed(a.Keyword)
		if !ok || k.redundantRule == "" || k.restrictsBlock == nil || slices.IndexFunc(attacker.chars().Abilities, func(b *Ability) bool { return b.Keyword == a.Keyword && b.Text == a.Text }) != slices.Index(attacker.chars().Abilities, a) {
			continue
		}
		if n := instances(attacker.chars(), a); n > 1 {
			g.record(k.redundantRule, "%s has %s %d times: the instances are redundant, and %s is checked against it once", attacker.name(), a.Text, n, blocker.name())
		}
	}
	if len(evasion) > 1 {
		g.record("501.2", "evasion abilities are cumulative: %s has %s, and %s must satisfy each to block it", attacker.name(), strings.Join(evasion, " and "), blocker.name())
	}
	for _, k := range keywordTable() {
		if k.restrictsBlock == nil {
			continue
		}
		if err := k.restrictsBlock(g, attacker, blocker); err != nil {
			if k.evasion {
				g.record("501.1", "%s is an evasion ability: it restricts what can block %s, modifying the declare blockers step", k.Name, attacker.name())
			}
			return err
		}
	}
	return g.ringForbidsBlock(attacker, blocker)
}
