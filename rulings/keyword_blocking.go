package rulings

import "strings"

// keywordsForbidBlock returns the IllegalError of the first keyword whose
// rule stops blocker from blocking attacker (evasion abilities, 309.2a),
// or nil. An attacker with several evasion abilities can be blocked only
// by a creature that satisfies every one of them (501.2).
func (g *Game) keywordsForbidBlock(attacker, blocker *view) error {
	var evasion []string
	for _, k := range Keywords() {
		if k.restrictsBlock != nil && hasKeyword(attacker.chars(), k.Name) {
			evasion = append(evasion, k.Name)
		}
	}
	if len(evasion) > 1 {
		g.record("501.2", "evasion abilities are cumulative: %s has %s, and %s must satisfy each to block it", attacker.name(), strings.Join(evasion, " and "), blocker.name())
	}
	for _, k := range Keywords() {
		if k.restrictsBlock == nil {
			continue
		}
		if err := k.restrictsBlock(g, attacker, blocker); err != nil {
			return err
		}
	}
	return nil
}
