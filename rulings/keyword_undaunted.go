package rulings

import "fmt"

// undaunted: "This spell costs {1} less to cast for each opponent you
// have" (702.125a of 2026), a static ability working while the spell is on
// the stack. Players who have left the game aren't counted (702.125b), and
// each of several instances applies (702.125c). A keyword from Commander
// 2016, dated by that set's release.
var undaunted = Keyword{separateRule: "702.125c", Name: "undaunted", Rule: "702.125", Form: "undaunted", Since: "2016-11-11",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "undaunted: this spell costs {1} less to cast for each opponent you have", Static: &Static{Kind: PlayRule}}
	}}

// applyUndaunted takes {1} off the total cost of the spell for each
// opponent its caster p has, once for each instance of undaunted.
func (g *Game) applyUndaunted(spell *view, p PlayerID, total *ManaCost) {
	for _, a := range spell.chars().Abilities {
		if a.Keyword != undaunted.Name {
			continue
		}
		g.noteKeyword(spell.name(), undaunted)
		g.recordSeparateInstance(spell, a, "applies")
		n, left := 0, 0
		for _, q := range g.players {
			switch {
			case q.ID == p:
			case q.Lost:
				left++
			default:
				n++
			}
		}
		if left > 0 {
			g.record("702.125b", "%s who left the game %s not counted among %s's opponents", count(left, "player"), map[bool]string{true: "is", false: "are"}[left == 1], g.playerName(p))
		}
		reduced := reduceGeneric(total, n)
		g.record("702.125a", "%s has %s: undaunted makes %s cost {%d} less%s", g.playerName(p), count(n, "opponent"), spell.name(), reduced, map[bool]string{true: fmt.Sprintf(" (only {%d} of generic mana was left to reduce)", reduced), false: ""}[reduced < n])
	}
}
