package rulings

// Counters the 2026 rules give an effect of their own (122.1c-h): each
// kind makes one replacement effect, however many of them a permanent has.

// stunned applies the replacement effect the stun counters on tapped
// permanent o create, "If a permanent with a stun counter on it would
// become untapped, instead remove a stun counter from it" (122.1d of
// 2026): one effect however many counters it has, so each untapping it
// replaces removes one. It reports whether the untapping was replaced.
func (g *Game) stunned(o *Object) bool {
	return g.counterReplaces(o, "stun", "122.1d", "would become untapped", ", and it stays tapped")
}

// finalityDestination applies the replacement effect the finality
// counters on permanent o create, "If this permanent would be put into a
// graveyard from the battlefield, exile it instead" (122.1h of 2026): one
// effect however many counters it has.
func (g *Game) finalityDestination(o *Object, to Zone) Zone {
	if o.Zone != ZoneInPlay || to != ZoneGraveyard || o.Counters["finality"] <= 0 {
		return to
	}
	g.recordLater("122.1h", "%s has %s and would be put into a graveyard from the battlefield: it is exiled instead", g.name(o.ID), count(o.Counters["finality"], "finality counter"))
	return ZoneRemoved
}

// removeCounter removes one counter of kind from o.
func removeCounter(o *Object, kind string) {
	if o.Counters[kind]--; o.Counters[kind] <= 0 {
		delete(o.Counters, kind)
	}
}

// shieldCounterSaves applies the replacement effect the shield counters
// on permanent o create, "If this permanent would be destroyed as the
// result of an effect, instead remove a shield counter from it" (122.1c
// of 2026), and reports whether it did.
func (g *Game) shieldCounterSaves(o *Object) bool {
	return g.counterReplaces(o, "shield", "122.1c", "would be destroyed by an effect", "")
}

// counterReplaces applies a replacement effect that counters of kind on o
// create, "instead remove a KIND counter from it" (122.1c-d of 2026): one
// effect however many counters o has, so each event it replaces removes
// one. event says what o would undergo, after what follows from the
// removal. It reports whether o had such a counter.
func (g *Game) counterReplaces(o *Object, kind, rule, event, after string) bool {
	n := o.Counters[kind]
	if n <= 0 {
		return false
	}
	removeCounter(o, kind)
	g.recordLater(rule, "%s has %s and %s: instead a %s counter is removed from it%s", g.name(o.ID), count(n, kind+" counter"), event, kind, after)
	return true
}

// shieldCounterPrevents applies the prevention effect the shield counters
// on permanent o create, "If damage would be dealt to this permanent,
// prevent that damage and remove a shield counter from it" (122.1c of
// 2026), to the n damage source would deal to it, and reports whether it
// prevented it.
func (g *Game) shieldCounterPrevents(o *Object, n int, source string) bool {
	if o == nil || o.Counters["shield"] <= 0 {
		return false
	}
	k := o.Counters["shield"]
	removeCounter(o, "shield")
	g.recordLater("122.1c", "%s has %s: the %d damage %s would deal to it is prevented, and a shield counter is removed from it", g.name(o.ID), count(k, "shield counter"), n, source)
	return true
}
