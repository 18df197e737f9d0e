package rulings

// Modal spells and abilities under the modern rules (700.2 of 2026): the
// 2006 rules describe choosing a mode as a step of playing a spell
// (409.1b) and of putting a triggered ability on the stack (410.4); from
// 2009 a rule of its own says what a mode is, when a triggered ability's
// mode is chosen (700.2b) and who chooses it when the card says another
// player does (700.2e).

// noteModeChosen records, under the modern rules, that obj, following
// ability a, is modal and that chooser chose the mode answer.
func (g *Game) noteModeChosen(obj *Object, a *Ability, chooser PlayerID, answer string) {
	if g.rules.Numbers == nil || len(a.Modes) < 2 {
		return
	}
	g.record("700.2", "%s is modal: %d options follow an instruction to choose one of them, and each is a mode; \"%s\" is chosen", g.name(obj.ID), len(a.Modes), answer)
	if obj.Ability != nil && obj.Ability.Kind == TriggeredAbility && !a.OpponentChooses {
		g.record("700.2b", "%s, the controller of the modal triggered ability, chooses its mode as part of putting it on the stack", g.playerName(chooser))
	}
	if a.OpponentChooses {
		g.record("700.2e", "%s, not the controller of %s, chooses its mode when its controller normally would", g.playerName(chooser), g.name(obj.ID))
	}
}
