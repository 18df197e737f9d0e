package rulings

// sacrificeAction: to sacrifice a permanent, its controller moves it from
// the battlefield directly to its owner's graveyard; sacrificing doesn't
// destroy it, so regeneration and other effects that replace destruction
// can't affect it (701.21a).
var sacrificeAction = KeywordAction{
	Name:   "sacrifice",
	Rule:   "701.21",
	Oracle: []string{"each player sacrifices a FILTER", "TARGET sacrifices a FILTER", "you may sacrifice a FILTER", "sacrifice this"},
	Ops:    []string{"each-sacrifice", "may-sacrifice", "sacrifice-enchanted"},
	cites: map[string]string{
		"217.4a#sacrifice": "701.21a",
	},
}

// sacrificeAll moves the sacrificed permanents to their owners'
// graveyards at once (701.21a), noting any regeneration shield that
// can't apply: sacrificing a permanent doesn't destroy it.
func (g *Game) sacrificeAll(ids []ObjectID) {
	for _, id := range ids {
		o := g.objects[id]
		if o == nil {
			continue
		}
		g.recordAction("217.4a#sacrifice", "%s sacrifices %s: it is moved from the battlefield directly to its owner's graveyard", g.playerName(o.Controller), g.name(id))
		if o.Shields > 0 {
			g.recordAction("217.4a#sacrifice", "sacrificing %s doesn't destroy it: its regeneration shield can't apply", g.name(id))
		}
	}
	g.moveAll(ids, ZoneGraveyard, "217.4a", "sacrificed: it is put into its owner's graveyard")
}
