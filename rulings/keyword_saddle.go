package rulings

import "fmt"

// saddle N: "Tap any number of other untapped creatures you control with
// total power N or greater: This permanent becomes saddled until end of
// turn. Activate only as a sorcery" (702.171a of 2026). Saddled is a
// designation (702.171b), and a creature tapped to pay the cost saddles
// the permanent (702.171c); the creatures are chosen as for crew. A
// keyword from Outlaws of Thunder Junction, dated by that set's release.
var saddle = Keyword{Name: "saddle", Rule: "702.171", Form: "saddle N", arg: argNumber, Since: "2024-04-19",
	build: func(text string, v keywordValue) *Ability {
		pay := fmt.Sprintf("tap any number of other untapped creatures you control with total power %d or greater", v.n)
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + pay + ": this permanent becomes saddled until end of turn; activate only as a sorcery", SorceryTiming: true,
			Cost:   Cost{Parts: []CostPart{{Action: CrewTap, Count: v.n, Counter: "saddle", Text: pay}}},
			Effect: []Instruction{{Op: "saddle", Object: Ref{Kind: RefThis}, Text: "becomes saddled until end of turn"}}}
	}}

// opSaddle makes the permanent saddled until end of turn, a designation
// that stays until then or until it leaves the battlefield (702.171b).
func opSaddle(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		g.record("702.171b", "%s has left the battlefield: only a permanent can become saddled", r.source.name())
		return nil
	}
	g.laterState().saddled[ids[0]] = g.turn
	g.record("702.171b", "%s becomes saddled: it stays saddled until the end of the turn or until it leaves the battlefield", g.name(ids[0]))
	return nil
}

// saddled reports whether permanent id is saddled (702.171b): it became
// saddled this turn, as the same object.
func (g *Game) saddled(id ObjectID) bool {
	if g.keywords == nil || g.keywords.later == nil {
		return false
	}
	t, ok := g.keywords.later.saddled[id]
	return ok && t == g.turn
}
