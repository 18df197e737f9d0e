package rulings

// A reflexive triggered ability is created by a resolving spell or ability
// that lets a player take an action: "you may sacrifice another creature.
// When you do, ..." It triggers only if the action was taken during that
// resolution, and follows the rules for delayed triggered abilities: its
// targets are chosen as it is put on the stack (603.12 of 2026).

// opReflexive triggers the reflexive ability ins.Ability if the "may"
// instruction before it in this resolution was acted on. The object the
// action was taken on, as it last existed, is the trigger event's object
// ("that creature's power").
func opReflexive(g *Game, r *resolution, ins Instruction) error {
	if len(r.did) == 0 {
		g.record("603.12", "%s didn't take the action, so the reflexive triggered ability \"%s\" doesn't trigger", g.playerName(r.controller), ins.Ability.Text)
		return nil
	}
	did := r.did[len(r.did)-1]
	ev := &Event{Kind: DelayedTime, Object: did, Player: r.controller, NoPlayer: true}
	g.pending = append(g.pending, &pendingTrigger{ability: ins.Ability, source: r.source, controller: r.controller, event: ev})
	g.record("603.12", "%s took the action (%s) during the resolution: the reflexive triggered ability \"%s\" triggers", g.playerName(r.controller), did.name(), ins.Ability.Text)
	return nil
}

// eventCreaturePower is "that creature's power": the power of the trigger
// event's creature as it last existed on the battlefield.
func (r *resolution) eventCreaturePower() int {
	if r.event == nil || r.event.Object == nil {
		return 0
	}
	v := r.event.Object
	if o := r.g.objects[v.id]; o != nil && o.Zone == v.zone {
		v = r.g.view(v.id)
	}
	return v.chars().Power
}

// sourcePower is "this creature's power" as an amount: the power of the
// ability's source, or of the spell, now; a calculation that would yield
// a negative number uses zero (107.1b of 2026).
func (r *resolution) sourcePower() int {
	if r.source == nil {
		return 0
	}
	v := r.source
	if o := r.g.objects[v.id]; o != nil {
		v = r.g.view(v.id)
	}
	n := v.chars().Power
	if n < 0 {
		r.g.record("107.1b", "%s has power %d: the amount that depends on it is a calculation yielding a negative number, so zero is used", v.name(), n)
		return 0
	}
	return n
}
