package rulings

// exalted: "Whenever a creature you control attacks alone, that creature
// gets +1/+1 until end of turn" (702.83a of 2026). A keyword from Shards
// of Alara. A creature attacks alone if it is the only creature declared
// as an attacker in the combat phase (702.83b); each instance on each
// permanent triggers.
var exalted = Keyword{Name: "exalted", Rule: "702.83", Form: "exalted", Since: "2008-10-03", triggerRule: "702.83a",
	build: func(text string, _ keywordValue) *Ability {
		pump := "that creature gets +1/+1 until end of turn"
		return &Ability{Kind: TriggeredAbility, Text: "exalted: whenever a creature you control attacks alone, " + pump,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Filter: Filter{Types: []string{"creature"}, Controller: "you"}, Condition: attacksAlone},
			Effect:  []Instruction{{Op: "pump", Object: Ref{Kind: RefIt}, Power: 1, Toughness: 1, Duration: UntilEndOfTurn, Text: pump}}}
	}}

// attacksAlone is the rest of exalted's trigger condition: the attacker
// is the only creature declared as an attacker (702.83b).
func attacksAlone(g *Game, ev *Event, src *view) bool {
	if g.combat == nil || ev.Object == nil || ev.Object.controller != src.controller {
		// Another player's attacker isn't "a creature you control".
		return false
	}
	n := len(g.combat.attackers)
	if n == 1 {
		g.recordLater("506.5", "%s attacks alone: it is the only creature declared as an attacker during the declare attackers step", ev.Object.name())
		g.record("702.83b", "%s attacks alone: it is the only creature declared as an attacker this combat", ev.Object.name())
		return true
	}
	g.recordLater("506.5", "%s doesn't attack alone: %d creatures were declared as attackers during the declare attackers step", ev.Object.name(), n)
	g.record("702.83b", "%s doesn't attack alone (%d creatures declared as attackers): %s's exalted doesn't trigger", ev.Object.name(), n, src.name())
	return false
}
