package rulings

import "fmt"

// bushido N: "Whenever this creature blocks or becomes blocked, it gets
// +N/+N until end of turn" (502.38).
var bushido = Keyword{Name: bushidoName, Rule: "502.38", Form: "bushido N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: Blocks, Also: []EventKind{BecomesBlocked}, Self: true},
			Effect: []Instruction{{Op: "bushido", Object: Ref{Kind: RefThis}, Power: v.n, Toughness: v.n, Duration: UntilEndOfTurn,
				Text: fmt.Sprintf("gets +%d/+%d until end of turn", v.n, v.n)}},
		}
	}}

const bushidoName = "bushido"

// opBushido gives the creature its bonus as the ability resolves; each
// instance of bushido triggers and resolves separately (502.38b).
func opBushido(g *Game, r *resolution, ins Instruction) error {
	if n := countKeyword(r.source, bushidoName); n > 1 {
		g.record("502.38b", "%s has %d instances of bushido: each triggers and resolves separately", r.source.name(), n)
	}
	g.record("502.38a", "bushido %d resolves: %s gets +%d/+%d until end of turn", ins.Power, r.source.name(), ins.Power, ins.Toughness)
	return opPump(g, r, ins)
}
