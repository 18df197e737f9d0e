package rulings

// noteCombatTrigger2026 records, under the 2026 numbering, which trigger
// condition of 508.3 and 509.3 a combat trigger met: "whenever [a
// creature] attacks" triggers when the creature is declared as an
// attacker (508.3a); "whenever [a creature] attacks and isn't blocked"
// triggers in the declare blockers step (508.3f), when no creature is
// declared as a blocker for it (509.3g). The 2006 edition says so in the
// rules the steps beside these cite.
func (g *Game) noteCombatTrigger2026(t *pendingTrigger, ev *Event) {
	if g.rules.Numbers == nil {
		return
	}
	switch ev.Kind {
	case Attacks:
		g.record("508.3a", "%s is a \"whenever [a creature] attacks\" ability: it triggers because %s is declared as an attacker", t.describe(), ev.Object.name())
	case AttacksUnblocked:
		g.record("508.3f", "%s is a \"whenever [a creature] attacks and isn't blocked\" ability: it triggers during the declare blockers step, not the declare attackers step", t.describe())
		g.record("509.3g", "no creatures are declared as blockers for %s: %s triggers", ev.Object.name(), t.describe())
	}
}

// noteDeclarationTriggers records, under the 2026 numbering, that the
// abilities triggering on a declaration of attackers (rule "508.1m") or of
// blockers ("509.1i") triggered as the last part of that turn-based
// action: n is how many did.
func (g *Game) noteDeclarationTriggers(rule, declared string, n int) {
	if g.rules.Numbers == nil || n == 0 {
		return
	}
	what := "1 ability triggers"
	if n > 1 {
		what = count(n, "ability")
		what = what[:len(what)-len("abilitys")] + "abilities trigger"
	}
	g.record(rule, "%s on %s being declared", what, declared)
}
