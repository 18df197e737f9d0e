package rulings

// destroyAction: to destroy a permanent is to move it from the battlefield
// to its owner's graveyard (701.8a); a regeneration shield replaces the
// destruction (701.8c). The reference edition uses the word with that
// meaning and numbers no rule for it: the move cites its graveyard rule.
var destroyAction = KeywordAction{
	Name:   "destroy",
	Rule:   "701.8",
	Oracle: []string{"destroy TARGET", "destroy all FILTER", "destroy TARGET. It can't be regenerated."},
	Ops:    []string{"destroy", "destroy-all"},
	cites: map[string]string{
		"217.4a#destroy":     "701.8a",
		"419.6b#replaces":    "701.8c",
		"420.5b#undestroyed": "701.8b",
	},
}

// recordRegenerationReplaces records, under the 2026 numbering, that the
// regeneration of id replaced its destruction (701.8c); the reference
// edition says as much in the regeneration rule the engine cites beside it.
func (g *Game) recordRegenerationReplaces(id ObjectID) {
	if g.rules.Numbers == nil {
		return
	}
	g.record("419.6b#replaces", "a regeneration effect replaces the destruction event: %s is not destroyed", g.name(id))
}

// recordNotDestroyed records, under the 2026 numbering, that a permanent
// put into its owner's graveyard by the state-based action for zero
// toughness hasn't been destroyed (701.8b): only "destroy" and lethal or
// deathtouch damage destroy.
func (g *Game) recordNotDestroyed(id ObjectID) {
	if g.rules.Numbers == nil {
		return
	}
	g.record("420.5b#undestroyed", "%s is put into its owner's graveyard for its toughness of 0 or less: it hasn't been destroyed", g.name(id))
}
