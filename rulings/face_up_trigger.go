package rulings

// "When this creature is turned face up": a face-down permanent has no
// abilities, so such an ability can't trigger while it is face down; once
// it is turned face up it has the ability, and the ability triggers on
// that event. Turning a permanent face up doesn't use the
// stack; the ability waits until a player would receive priority (603.2,
// 603.3 of 2026).

// turnedFaceUp reports face-down permanent o, just turned face up, to the
// abilities that trigger on it.
func (g *Game) turnedFaceUp(o *Object) {
	if !g.watches(TurnedFaceUp) {
		return
	}
	v := g.view(o.ID)
	for _, a := range v.chars().Abilities {
		if t := a.triggerCondition(); t != nil && t.Kind == OnEvent && t.Event == TurnedFaceUp && t.Self {
			g.recordLater("603.2", "%s is turned face up: it now has its ability \"%s\", whose trigger event, its being turned face up, has occurred", v.name(), a.Text)
		}
	}
	g.afterEvents([]Event{{Kind: TurnedFaceUp, Object: v.kept(), Player: o.Controller}}, nil)
}
