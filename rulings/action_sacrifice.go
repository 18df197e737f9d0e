package rulings

// sacrificeAction: to sacrifice a permanent, its controller moves it from
// the battlefield directly to its owner's graveyard; sacrificing doesn't
// destroy it, so regeneration and other effects that replace destruction
// can't affect it (701.21a).
var sacrificeAction = KeywordAction{
	Name:   "sacrifice",
	Rule:   "701.21",
	Oracle: []string{"each player sacrifices a FILTER", "TARGET sacrifices a FILTER", "you may sacrifice a FILTER", "sacrifice this"},
	Ops:    []string{"each-sacrifice", "may-sacrifice", "sacrifice-enchanted", "sacrifice-this"},
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

// OpponentsOfThatPlayer is the Name of a RefEachOpponent reference to
// "each of that player's opponents": the opponents of the player the
// trigger event names, not of the ability's controller.
const OpponentsOfThatPlayer = "that player"

// opSacrificeThis performs "sacrifice this" as a spell or ability
// resolves, then, for "Sacrifice this. If you do, EFFECT", the
// instructions in Else. The sacrifice is a cost paid on resolution: "if
// you do" asks whether the player paid it, and it can't be paid if the
// object is no longer on the battlefield under their control, whatever
// became of it (118.12 of 2026).
func opSacrificeThis(g *Game, r *resolution, ins Instruction) error {
	ids := r.objects(ins.Object)
	var id ObjectID
	if len(ids) > 0 {
		id = ids[0]
	}
	o := g.objects[id]
	if len(ids) == 0 || o == nil || o.Zone != ZoneInPlay || o.Controller != r.controller {
		if len(ins.Else) > 0 {
			g.record("118.12", "%s can't sacrifice %s: it isn't on the battlefield under their control, so they can't pay that cost, and the \"if you do\" part does nothing", g.playerName(r.controller), r.source.name())
		}
		return nil
	}
	g.sacrificeAll([]ObjectID{id})
	if len(ins.Else) == 0 {
		return nil
	}
	g.record("118.12", "%s paid the cost \"sacrifice %s\" as the ability resolved, so the \"if you do\" part happens", g.playerName(r.controller), r.source.name())
	for _, e := range ins.Else {
		if err := g.perform(r, e); err != nil {
			return err
		}
	}
	return nil
}
