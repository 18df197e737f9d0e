package rulings

import "fmt"

// fabricate N: "When this permanent enters, you may put N +1/+1 counters on
// it. If you don't, create N 1/1 colorless Servo artifact creature tokens"
// (702.123a of 2026); several instances each trigger (702.123b). A keyword
// from Kaladesh, dated by that set's release. The choice is made as the
// ability resolves (`alice chooses counters` or `servos`); a permanent no
// longer on the battlefield can't get the counters, so its controller
// creates the Servos.
var fabricate = Keyword{separateRule: "702.123b", Name: "fabricate", Rule: "702.123", Form: "fabricate N", arg: argNumber, Since: "2016-09-30", triggerRule: "702.123a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("you may put %s on it; if you don't, create %s", count(v.n, "+1/+1 counter"), count(v.n, "1/1 colorless Servo artifact creature token"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Effect:  []Instruction{{Op: "fabricate", Object: Ref{Kind: RefThis}, Amount: Value{N: v.n}, Text: what}}}
	}}

// opFabricate puts the counters on the permanent, or creates the Servos.
func opFabricate(g *Game, r *resolution, ins Instruction) error {
	n := ins.Amount.N
	ids := r.objectsOf(ins)
	answer := "servos"
	if len(ids) == 0 {
		g.record("702.123a", "%s is no longer on the battlefield: the counters can't be put on it, so %s creates the Servos", r.source.name(), g.playerName(r.controller))
	} else {
		var err error
		answer, err = g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "702.123a", About: fmt.Sprintf("whether fabricate %d puts %s on %s or creates %s", n, count(n, "+1/+1 counter"), g.name(ids[0]), count(n, "Servo")), Options: []string{"counters", "servos"}})
		if err != nil {
			return err
		}
	}
	if answer == "counters" {
		g.record("702.123a", "fabricate %d: %s puts %s on %s", n, g.playerName(r.controller), count(n, "+1/+1 counter"), g.name(ids[0]))
		g.putCountersOn(g.objects[ids[0]], "+1/+1", n, false)
		return nil
	}
	def, err := keywordToken(0, []string{"artifact", "creature"}, []string{"Servo"}, 1, 1)
	if err != nil {
		return err
	}
	g.createKeywordTokens(r.controller, n, def, false, "702.123a", fmt.Sprintf("fabricate %d: %s doesn't put the counters", n, g.playerName(r.controller)))
	return nil
}
