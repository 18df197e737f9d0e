package rulings

import "fmt"

// freerunning {COST}: "You may pay [cost] rather than pay this spell's
// mana cost if a player was dealt combat damage this turn by a creature
// that, at the time it dealt that damage, was an Assassin creature or a
// commander under your control" (702.173a of 2026), an alternative cost
// cast with the clause "paying the freerunning cost". The engine plays no
// commanders: only Assassin creatures count. A keyword from Assassin's
// Creed, dated by that set's release.
var freerunning = Keyword{Name: "freerunning", Rule: "702.173", Form: "freerunning {COST}", arg: argCost, Since: "2024-07-05",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[freerunning.Name] = castWay{rule: "702.173a", alternative: true, allowed: assassinDealtCombatDamage}
}

// noteAssassinDamage remembers, as source deals combat damage to player
// to, that source's controller had an Assassin creature deal it, if
// source is one as it deals the damage.
func (g *Game) noteAssassinDamage(source *view, to PlayerID) {
	if c := source.chars(); c.HasType("creature") && c.HasSubtype("Assassin") {
		g.laterState().assassinHit[source.controller] = g.turn
		g.record("702.173a", "%s, an Assassin creature %s controls, deals combat damage to %s", source.name(), g.playerName(source.controller), g.playerName(to))
	}
}

// assassinDealtCombatDamage is freerunning's condition: an Assassin
// creature p controlled dealt combat damage to a player this turn; it
// says why not, or "" when one did.
func assassinDealtCombatDamage(g *Game, p PlayerID, _ *Object, chars *Characteristics) string {
	if t, ok := g.laterState().assassinHit[p]; !ok || t != g.turn {
		return fmt.Sprintf("no Assassin creature %s controlled dealt combat damage to a player this turn", g.playerName(p))
	}
	g.record("702.173a", "an Assassin creature %s controlled dealt combat damage to a player this turn: the freerunning cost of %s may be paid", g.playerName(p), chars.Name)
	return ""
}
