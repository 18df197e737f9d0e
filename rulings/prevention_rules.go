package rulings

import "slices"

// Prevention effects of resolved spells that don't modify any object's
// characteristics modify the rules of the game: "prevent all damage
// creatures would deal this turn" applies to every creature that deals
// damage this turn, even one that wasn't in play, or wasn't a creature,
// when the effect began (418.3b).

// preventionEffect prevents all damage its sources would deal until end
// of turn.
type preventionEffect struct {
	filter Filter
	text   string
	// controller is the effect's controller; before lists the objects the
	// filter matched as the effect began.
	controller PlayerID
	before     []ObjectID
	// combat limits the effect to combat damage ("prevent all combat
	// damage that would be dealt this turn").
	combat bool
	// next, when set, makes the effect a one-time one for that object:
	// "the next time target creature would deal damage this turn, prevent
	// that damage" (615.1a of 2026). It is used up by the first damage
	// event in which that object would deal damage; usedIn is that event's
	// batch, within which it goes on preventing the object's damage.
	next   ObjectID
	used   bool
	usedIn *lifelinkGains
	// gainLife has the effect's controller gain life equal to the damage
	// prevented, as part of the damage event ("You gain life equal to the
	// damage prevented this way", 120.4d of 2026).
	gainLife bool
	// from names the spell or ability that created the effect.
	from string
}

// opPreventAllFrom starts "prevent all damage FILTER would deal this
// turn".
func opPreventAllFrom(g *Game, r *resolution, ins Instruction) error {
	e := preventionEffect{filter: ins.Filter, text: ins.Text, controller: r.controller, combat: ins.Name == PreventCombat}
	for _, id := range g.inPlay {
		if g.matches(&e.filter, g.view(id), r.controller, nil) {
			e.before = append(e.before, id)
		}
	}
	g.preventions = append(g.preventions, e)
	g.record("413.2b", "until end of turn, %s", ins.Text)
	return nil
}

// preventFromSource applies the prevention effects to n damage source
// would deal to recipient and returns what is left.
func (g *Game) preventFromSource(source *view, n int, recipient string, combat bool) int {
	for i := range g.preventions {
		e := &g.preventions[i]
		if n <= 0 {
			return n
		}
		if e.combat && !combat {
			continue
		}
		if e.next != 0 {
			n = g.preventNextFrom(e, source, n, recipient)
			continue
		}
		f := e.filter
		f.Zone = source.zone
		if !g.matches(&f, source, e.controller, nil) {
			if slices.Contains(e.before, source.id) {
				g.record("419.8b", "\"%s\" rechecks %s's properties as it would deal damage: it is no longer among the %s, so its damage isn't prevented", e.text, source.name(), e.filter.Text)
			}
			continue
		}
		g.record("419.7a", "\"%s\" prevents all %d damage %s would deal to %s", e.text, n, source.name(), recipient)
		if !slices.Contains(e.before, source.id) {
			g.record("418.3b", "\"%s\" modifies the rules rather than any object's characteristics, so it applies to %s, which wasn't among the %s when the effect began", e.text, source.name(), e.filter.Text)
		}
		n = 0
	}
	return n
}

// opPreventNextFrom starts "the next time T would deal damage this turn,
// prevent that damage", with Name "gain life" when its controller gains
// life equal to the damage prevented this way.
func opPreventNextFrom(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.preventions = append(g.preventions, preventionEffect{next: id, text: ins.Text, controller: r.controller, gainLife: ins.Name == PreventGainLife, from: r.source.name()})
		g.record("615.1a", "the next time %s would deal damage this turn, that damage will be prevented", g.name(id))
	}
	return nil
}

// PreventGainLife, as the Name of a "prevent-next-from" instruction, has
// its controller gain life equal to the damage it prevents.
const PreventGainLife = "gain life"

// preventNextFrom applies a one-time prevention effect for one object to
// n damage source would deal to recipient (615.1a of 2026): all of it,
// in the first damage event in which that object deals damage. The life
// its controller gains is a result of the same damage event (120.4d).
func (g *Game) preventNextFrom(e *preventionEffect, source *view, n int, recipient string) int {
	if source.id != e.next || e.used && (e.usedIn == nil || e.usedIn != g.lifelinkBatch) {
		return n
	}
	e.used, e.usedIn = true, g.lifelinkBatch
	g.record("615.1a", "%s's effect prevents the %d damage %s would deal to %s, the next time it would deal damage this turn", e.from, n, source.name(), recipient)
	if e.gainLife {
		p := e.controller
		if b := g.lifelinkBatch; b != nil {
			b.preventedGains = append(b.preventedGains, preventedGain{player: p, n: n, text: e.text})
			g.record("120.4d", "the %d damage prevented makes the damage event include %s gaining %d life", n, g.playerName(p), n)
		} else {
			g.gainPreventedLife(p, n)
		}
	}
	return 0
}

// preventedGain is life a prevention effect has its controller gain as a
// result of the damage event it modified.
type preventedGain struct {
	player PlayerID
	n      int
	text   string
}

// gainPreventedLife has p gain n life, the damage a prevention effect
// prevented; replacement effects on gaining life apply to it.
func (g *Game) gainPreventedLife(p PlayerID, n int) {
	replaced, n, err := g.replaceLifeGainOrdered(p, n)
	if err != nil {
		g.deferError(err)
	}
	if replaced || err != nil || g.noLifeGain(p, n) {
		return
	}
	g.players[p].Life += n
	g.record("119.3", "%s gains %d life, equal to the damage prevented (life now %d)", g.playerName(p), n, g.players[p].Life)
	g.gainedLife(p, n)
}
