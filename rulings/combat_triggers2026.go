package rulings

import "strings"

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

// noteTriggerTerm2026 records, under the 2026 numbering, what the word of
// a trigger condition that the 2026 rules define as a term means, as the
// ability triggers on it: "dies" is being put into a graveyard from the
// battlefield (700.4); "enters" is short for entering the battlefield
// (700.15).
func (g *Game) noteTriggerTerm2026(t *pendingTrigger, ev *Event) {
	if g.rules.Numbers == nil || ev.Kind != ZoneChanged {
		return
	}
	text := strings.ToLower(t.ability.Text)
	switch {
	case ev.From == ZoneInPlay && ev.To == ZoneGraveyard && strings.Contains(text, "dies"):
		g.record("700.4", "%s was put into a graveyard from the battlefield: it died, as %s says", ev.Object.name(), t.describe())
	case ev.To == ZoneInPlay && strings.Contains(text, "enters") && !strings.Contains(text, "enters the battlefield"):
		g.record("700.15", "\"enters\" in %s is short for \"enters the battlefield\": %s entered the battlefield", t.describe(), ev.Object.name())
	}
}
