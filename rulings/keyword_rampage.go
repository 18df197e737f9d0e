package rulings

import "fmt"

// rampage N: "Whenever this creature becomes blocked, it gets +N/+N until
// end of turn for each creature blocking it beyond the first" (502.12).
var rampage = Keyword{Name: "rampage", Rule: "502.12", Form: "rampage N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: BecomesBlocked, Self: true},
			Effect: []Instruction{{Op: "rampage", Object: Ref{Kind: RefThis}, Amount: Value{N: v.n}, Duration: UntilEndOfTurn,
				Text: fmt.Sprintf("gets +%d/+%d until end of turn for each creature blocking it beyond the first", v.n, v.n)}},
		}
	}}

// opRampage counts the creatures blocking the creature as the ability
// resolves; the bonus is fixed then, whatever blocks later (502.12b).
func opRampage(g *Game, r *resolution, ins Instruction) error {
	id := r.source.id
	blockers := 0
	if g.combat != nil {
		for _, b := range g.combat.blockers[id] {
			if g.inCombat(b) {
				blockers++
			}
		}
	}
	n := ins.Amount.N
	bonus := n * max(blockers-1, 0)
	g.record("502.12a", "rampage %d resolves: %d creature(s) block %s, so it gets +%d/+%d until end of turn", n, blockers, r.source.name(), bonus, bonus)
	g.record("502.12b", "the rampage bonus is calculated once, as the ability resolves: blockers added or removed later don't change it")
	if bonus == 0 || g.objects[id] == nil || g.objects[id].Zone != ZoneInPlay {
		return nil
	}
	ins.Power, ins.Toughness = bonus, bonus
	ins.Text = fmt.Sprintf("gets +%d/+%d until end of turn", bonus, bonus)
	return opPump(g, r, ins)
}
