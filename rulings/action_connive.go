package rulings

import "fmt"

// conniveAction: to have a permanent connive, its controller draws a card,
// then discards a card; a nonland card discarded puts a +1/+1 counter on
// the conniving permanent (701.50a); connive N draws and discards N, one
// counter for each nonland card discarded (701.50e). It has connived even
// if some of that was impossible (701.50b); one gone from the battlefield
// is seen as it last existed (701.50c). A keyword action from Streets of
// New Capenna.
var conniveAction = KeywordAction{
	Name:   "connive",
	Rule:   "701.50",
	Since:  "2022-04-29",
	Oracle: []string{"it connives", "this connives", "TARGET connives", "TARGET connives N"},
	Ops:    []string{"connive"},
}

// opConnive has each permanent of the instruction connive N (1 when the
// text gives no number).
func opConnive(g *Game, r *resolution, ins Instruction) error {
	n := max(1, r.value(ins.Amount))
	return g.oneAtATime(r.actingPermanents(ins), "connive", "701.50d", func(v *view) error {
		id := v.id
		p := v.controller
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			g.record("701.50c", "%s left the battlefield before it connives: its last known information says %s controlled it", v.name(), g.playerName(p))
		}
		rule := "701.50a"
		if n > 1 {
			rule = "701.50e"
		}
		g.record(rule, "%s connives: %s draws %s, then discards %s", v.name(), g.playerName(p), count(n, "card"), count(n, "card"))
		events, err := g.draw(p, n)
		g.afterEvents(events, nil)
		if err != nil {
			return err
		}
		var chosen []ObjectID
		for range n {
			var ids []ObjectID
			var options []string
			for _, c := range g.objectsIn(p, ZoneHand) {
				if !containsID(chosen, c) {
					ids = append(ids, c)
					options = append(options, g.name(c))
				}
			}
			if len(ids) == 0 {
				break
			}
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: rule, About: fmt.Sprintf("a card to discard as %s connives", v.name()), Options: options})
			if err != nil {
				return err
			}
			chosen = append(chosen, ids[pick(options, answer)])
		}
		nonland := 0
		for _, c := range chosen {
			if !g.view(c).chars().HasType("land") {
				nonland++
			}
		}
		g.discardAll(chosen)
		if nonland == 0 {
			g.record(rule, "%s discarded no nonland card: no +1/+1 counter is put on %s", g.playerName(p), v.name())
			return nil
		}
		if o == nil || o.Zone != ZoneInPlay {
			g.record("701.50b", "%s isn't on the battlefield to get +1/+1 counters: it has connived all the same", v.name())
			return nil
		}
		put := g.putCountersOn(o, "+1/+1", nonland, false)
		g.record(rule, "%s discarded %s: %s gets %s", g.playerName(p), count(nonland, "nonland card"), v.name(), count(put, "+1/+1 counter"))
		return nil
	})
}
