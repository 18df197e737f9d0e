package rulings

import "fmt"

// afflict N: "Whenever this creature becomes blocked, defending player
// loses N life" (702.130a of 2026); several instances each trigger
// (702.130b). A keyword from Hour of Devastation, dated by that set's
// release, with whose rules update it came.
var afflict = Keyword{separateRule: "702.130b", Name: "afflict", Rule: "702.130", Form: "afflict N", arg: argNumber, Since: "2017-07-14", triggerRule: "702.130a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("defending player loses %d life", v.n)
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this becomes blocked, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: BecomesBlocked, Self: true},
			Effect:  []Instruction{{Op: "lose-life", Player: Ref{Kind: RefDefendingPlayer}, Amount: Value{N: v.n}, Text: what}}}
	}}
