package rulings

import "fmt"

// beholdAction: "behold a [quality]" means "reveal a [quality] card from
// your hand or choose a [quality] permanent you control on the
// battlefield" (701.4a). Played here as an instruction of an effect, "you
// may behold a QUALITY. If you do, ..."; beholding as an additional cost
// to cast a spell, and "if a [quality] was beheld" (701.4b), are not. A
// keyword action from Lorwyn Eclipsed.
var beholdAction = KeywordAction{
	Name:   "behold",
	Rule:   "701.4",
	Since:  Edition2026,
	Oracle: []string{"you may behold a FILTER. If you do, EFFECT"},
	Ops:    []string{"behold"},
}

// opBehold has each player of the instruction behold a card of the
// instruction's filter, if they have one to reveal or choose and, for
// "you may", choose to; then follows the "if you do" instructions (Else)
// for each who did.
func opBehold(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		name := g.playerName(p)
		var ids []ObjectID
		var options []string
		hand := ins.Filter
		hand.Zone = ZoneHand
		for _, id := range g.objectsIn(p, ZoneHand) {
			if g.matches(&hand, g.view(id), p, r) {
				ids = append(ids, id)
				options = append(options, "reveal "+g.name(id))
			}
		}
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && g.matches(&ins.Filter, v, p, r) {
				ids = append(ids, id)
				options = append(options, "choose "+v.name())
			}
		}
		if len(ids) == 0 {
			g.record("701.4a", "%s can't behold a %s: no such card in their hand and no such permanent they control", name, ins.Filter.Text)
			continue
		}
		if ins.Name == MayAct {
			options = append(options, "don't")
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.4a", About: fmt.Sprintf("the %s %s beholds", ins.Filter.Text, name), Options: options})
		if err != nil {
			return err
		}
		i := pick(options, answer)
		if i < 0 || i >= len(ids) {
			g.record("701.4a", "%s chooses not to behold a %s", name, ins.Filter.Text)
			continue
		}
		id := ids[i]
		if g.objects[id].Zone == ZoneHand {
			g.record("701.4a", "%s beholds a %s: they reveal %s from their hand", name, ins.Filter.Text, g.name(id))
		} else {
			g.record("701.4a", "%s beholds a %s: they choose %s, a permanent they control", name, ins.Filter.Text, g.name(id))
		}
		if err := g.performAs(r, p, ins.Else); err != nil {
			return err
		}
	}
	return nil
}
