package rulings

import "fmt"

// frenzy N: "Whenever this creature attacks and isn't blocked, it gets
// +N/+0 until end of turn" (702.68a of 2026); each instance triggers
// separately (702.68b). A keyword from Future Sight (2007-05-04), first
// printed in the rules update of that set.
var frenzy = Keyword{separateRule: "702.68b", Name: "frenzy", Rule: "702.68", Form: "frenzy N", arg: argNumber, Since: "2007-05-04", triggerRule: "702.68a",
	build: func(text string, v keywordValue) *Ability {
		pump := fmt.Sprintf("it gets +%d/+0 until end of turn", v.n)
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this creature attacks and isn't blocked, " + pump,
			Trigger: &Trigger{Kind: OnEvent, Event: AttacksUnblocked, Self: true},
			Effect:  []Instruction{{Op: "pump", Object: Ref{Kind: RefThis}, Power: v.n, Duration: UntilEndOfTurn, Text: pump}}}
	}}
