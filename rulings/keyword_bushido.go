package rulings

import "fmt"

// bushido N: "Whenever this creature blocks or becomes blocked, it gets
// +N/+N until end of turn" (502.38): two triggered abilities.
var bushido = Keyword{separateRule: "502.38b", Name: "bushido", Rule: "502.38", Form: "bushido N", arg: argNumber, triggerRule: "502.38a",
	build: func(text string, v keywordValue) *Ability { return bushidoTrigger(text, v.n, Blocks) },
	more: func(text string, v keywordValue) []*Ability {
		return []*Ability{bushidoTrigger(text, v.n, BecomesBlocked)}
	}}

// bushidoTrigger is bushido's ability triggering on event.
func bushidoTrigger(text string, n int, event EventKind) *Ability {
	when := "blocks"
	if event == BecomesBlocked {
		when = "becomes blocked"
	}
	pump := fmt.Sprintf("this gets +%d/+%d until end of turn", n, n)
	return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("%s: whenever this %s, %s", text, when, pump),
		Trigger: &Trigger{Kind: OnEvent, Event: event, Self: true},
		Effect:  []Instruction{{Op: "pump", Object: Ref{Kind: RefThis}, Power: n, Toughness: n, Duration: UntilEndOfTurn, Text: pump}}}
}

// flanking: "Whenever a creature without flanking blocks this creature,
// the blocking creature gets -1/-1 until end of turn" (502.3a); each of
// several instances triggers separately (502.3b).
var flanking = Keyword{separateRule: "502.3b", Name: "flanking", Rule: "502.3", Form: "flanking", triggerRule: "502.3a",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: "flanking: whenever a creature without flanking blocks this, the blocking creature gets -1/-1 until end of turn",
			Trigger: &Trigger{Kind: OnEvent, Event: BlockedBy, Self: true, SourceLacks: "flanking"},
			Effect:  []Instruction{{Op: "pump", Object: Ref{Kind: RefEventSource}, Power: -1, Toughness: -1, Duration: UntilEndOfTurn, Text: "the blocking creature gets -1/-1 until end of turn"}}}
	}}
