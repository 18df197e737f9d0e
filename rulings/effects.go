package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// operation carries out one kind of instruction as a spell or ability
// resolves (413.2b).
type operation func(g *Game, r *resolution, ins Instruction) error

// operationNames lists the instruction verbs the engine knows; lookup
// maps each to its implementation. Adding a verb means adding it to both.
var operationNames = []string{"destroy", "destroy-all", "lose-life", "gain-life", "draw", "tap", "untap", "damage", "pump", "set-color", "discard-hand", "mill", "create-tokens", "choose-number", "discard-matching", "may-sacrifice", "add-mana"}

// lookup is the instruction table: each verb of the ability vocabulary and
// the function implementing it, which records the rule it applies. (A
// switch rather than a map: the table refers to perform, which refers to
// the table.)
func lookup(op string) (operation, bool) {
	switch op {
	case "destroy":
		return opDestroy, true
	case "destroy-all":
		return opDestroyAll, true
	case "lose-life":
		return opLoseLife, true
	case "gain-life":
		return opGainLife, true
	case "draw":
		return opDraw, true
	case "tap":
		return opTap, true
	case "untap":
		return opUntap, true
	case "damage":
		return opDamage, true
	case "pump":
		return opPump, true
	case "set-color":
		return opSetColor, true
	case "discard-hand":
		return opDiscardHand, true
	case "mill":
		return opMill, true
	case "create-tokens":
		return opCreateTokens, true
	case "choose-number":
		return opChooseNumber, true
	case "discard-matching":
		return opDiscardMatching, true
	case "may-sacrifice":
		return opMaySacrifice, true
	case "add-mana":
		return opAddMana, true
	}
	return nil, false
}

// Operations lists the instruction verbs the engine knows.
func Operations() []string { return slices.Clone(operationNames) }

// perform carries out one instruction.
func (g *Game) perform(r *resolution, ins Instruction) error {
	op, ok := lookup(ins.Op)
	if !ok {
		return fmt.Errorf("unknown instruction %q", ins.Op)
	}
	return op(g, r, ins)
}

// objects resolves an object reference. A target that became illegal is
// left out: the spell can't perform actions on it (413.2a).
func (r *resolution) objects(ref Ref) []ObjectID {
	var out []ObjectID
	switch ref.Kind {
	case RefTarget:
		for _, t := range r.legal[ref.Name] {
			if !t.IsPlayer && r.g.objects[t.Object] != nil {
				out = append(out, t.Object)
			}
		}
	case RefThis:
		if r.source != nil && r.g.objects[r.source.id] != nil {
			out = append(out, r.source.id)
		}
	case RefThatCard:
		if r.thatCard != nil && r.g.objects[r.thatCard.id] != nil {
			out = append(out, r.thatCard.id)
		}
	}
	return out
}

// objectsOf resolves every object an instruction acts on, each once.
func (r *resolution) objectsOf(ins Instruction) []ObjectID {
	out := r.objects(ins.Object)
	for _, ref := range ins.Objects {
		for _, id := range r.objects(ref) {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// players resolves a player reference. The controller of an illegal target
// comes from its last known information (413.2a).
func (r *resolution) players(ref Ref) []PlayerID {
	switch ref.Kind {
	case RefYou:
		return []PlayerID{r.controller}
	case RefThatPlayer:
		if r.hasThatPlayer {
			return []PlayerID{r.thatPlayer}
		}
	case RefTarget:
		var out []PlayerID
		for _, t := range r.legal[ref.Name] {
			if t.IsPlayer {
				out = append(out, t.Player)
			}
		}
		return out
	case RefControllerOf:
		for _, t := range r.targets[ref.Name] {
			if t.IsPlayer {
				return []PlayerID{t.Player}
			}
			if v := r.g.view(t.Object); v != nil {
				return []PlayerID{v.controller}
			}
		}
	}
	return nil
}

func (g *Game) moveAll(ids []ObjectID, to Zone, rule, verb string) []Event {
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range ids {
		g.trace.record(rule, "%s is %s", g.name(id), verb)
		events = append(events, g.move(id, to, g.objects[id].Owner))
	}
	g.afterEvents(events, before)
	return events
}

func opDestroy(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	g.moveAll(ids, ZoneGraveyard, "217.4a", "destroyed: it is put into its owner's graveyard")
	if ins.NoRegeneration && len(ids) > 0 {
		g.trace.record("419.6b", "it can't be regenerated, so no regeneration shield could replace the destruction")
	}
	return nil
}

func opDestroyAll(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	for _, id := range g.InPlay {
		if g.matches(&ins.Filter, g.view(id), r.controller, r) {
			ids = append(ids, id)
		}
	}
	g.trace.record("413.2g", "%s destroys all %s: %d permanent(s) match", r.source.name(), ins.Filter, len(ids))
	g.moveAll(ids, ZoneGraveyard, "217.4a", "destroyed: it is put into its owner's graveyard")
	return nil
}

func opLoseLife(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		g.Players[p].Life -= n
		g.trace.record("413.2b", "%s loses %d life (now %d)", g.playerName(p), n, g.Players[p].Life)
	}
	return nil
}

func opGainLife(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		g.Players[p].Life += n
		g.trace.record("413.2b", "%s gains %d life (now %d)", g.playerName(p), n, g.Players[p].Life)
	}
	return nil
}

// draw has a player draw n cards one at a time (423.2).
func (g *Game) draw(p PlayerID, n int) []Event {
	var events []Event
	pl := g.Players[p]
	for range n {
		if len(pl.Library) == 0 {
			pl.DrewFromEmpty = true
			g.trace.record("423.4", "%s attempts to draw from an empty library", pl.Name)
			continue
		}
		ev := g.move(pl.Library[0], ZoneHand, p)
		g.trace.record("423.1", "%s draws %s", pl.Name, g.name(ev.NewID))
		events = append(events, ev)
	}
	return events
}

func opDraw(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		g.afterEvents(g.draw(p, n), nil)
	}
	return nil
}

func opTap(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.objects[id].Tapped = true
		g.trace.record("413.2b", "%s becomes tapped", g.name(id))
	}
	return nil
}

func opUntap(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.objects[id].Tapped = false
		g.trace.record("413.2b", "%s becomes untapped", g.name(id))
	}
	return nil
}

func opDamage(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, id := range r.objects(ins.Object) {
		g.dealDamage(r.source, n, Target{Object: id})
	}
	for _, p := range r.players(ins.Player) {
		g.dealDamage(r.source, n, Target{Player: p, IsPlayer: true})
	}
	return nil
}

// addEffect starts a continuous effect from a resolving spell or ability;
// the set of objects it affects is locked in now (418.3b).
func (g *Game) addEffect(r *resolution, ids []ObjectID, e ContinuousEffect) {
	if len(ids) == 0 {
		return
	}
	e.Objects = ids
	e.Timestamp = g.newTimestamp()
	e.Controller = r.controller
	g.effects = append(g.effects, &e)
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.name(id)
	}
	g.trace.record("418.3b", "%s: the affected set is locked in as %s", e.Text, strings.Join(names, ", "))
}

func opPump(g *Game, r *resolution, ins Instruction) error {
	g.addEffect(r, r.objectsOf(ins), ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: ins.Power, ToughnessDelta: ins.Toughness, Duration: ins.Duration, Text: ins.Text})
	return nil
}

func opSetColor(g *Game, r *resolution, ins Instruction) error {
	g.addEffect(r, r.objectsOf(ins), ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: ins.Colors, Duration: ins.Duration, Text: ins.Text})
	return nil
}

func opDiscardHand(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		hand := g.objectsIn(p, ZoneHand)
		r.vars["that many"] = len(hand)
		g.trace.record("413.2b", "%s discards his or her hand (%d cards)", g.playerName(p), len(hand))
		g.moveAll(hand, ZoneGraveyard, "217.4a", "discarded: it is put into its owner's graveyard")
	}
	return nil
}

func opMill(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		for range n {
			lib := g.Players[p].Library
			if len(lib) == 0 {
				g.trace.record("416.3", "%s's library is empty: the effect does only as much as possible", g.playerName(p))
				break
			}
			ev := g.moveAll(lib[:1], ZoneGraveyard, "413.2b", "put from the top of its owner's library into the graveyard")
			r.thatCard = g.view(ev[0].NewID)
		}
	}
	return nil
}

func opCreateTokens(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		name := strings.Join(ins.Subtypes, " ")
		def := &CardDefinition{Name: name, Faces: []Characteristics{{
			Name: name, Colors: ins.Colors, Types: ins.Types, Subtypes: ins.Subtypes, Power: ins.Power, Toughness: ins.Toughness,
		}}}
		g.trace.record("216.1", "%s puts %d %d/%d %s %s token(s) into play", g.playerName(p), n, ins.Power, ins.Toughness, ins.Colors, name)
		var events []Event
		for range n {
			o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1}
			g.place(o, ZoneInPlay, false)
			events = append(events, Event{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p})
		}
		g.afterEvents(events, nil)
	}
	return nil
}

func opChooseNumber(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		n, err := g.chooseNumber(p, "413.2c", "a number for "+r.source.name())
		if err != nil {
			return err
		}
		r.vars["the chosen number"] = n
	}
	return nil
}

func opDiscardMatching(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneHand
	for _, p := range r.players(ins.Player) {
		g.trace.record("413.2b", "%s reveals his or her hand", g.playerName(p))
		var ids []ObjectID
		for _, id := range g.objectsIn(p, ZoneHand) {
			v := g.view(id)
			ok := g.matches(&f, v, r.controller, r)
			if len(v.faces) > 1 {
				g.recordSplitComparison(v, &f, r, ok)
			}
			if ok {
				ids = append(ids, id)
			}
		}
		g.moveAll(ids, ZoneGraveyard, "217.4a", "discarded: it is put into its owner's graveyard")
	}
	return nil
}

// recordSplitComparison explains the one answer a comparison gets for a
// split card outside the stack (505.6).
func (g *Game) recordSplitComparison(v *view, f *Filter, r *resolution, ok bool) {
	costs := make([]string, len(v.faces))
	for i := range v.faces {
		costs[i] = fmt.Sprint(v.faces[i].ManaCost.ConvertedCost())
	}
	answer := "no: neither half matches"
	if ok {
		answer = "yes: either half matching is enough"
	}
	g.trace.record("505.6", "%s (converted mana costs %s) compared with \"%s\" gets one answer, %s", v.name(), strings.Join(costs, " and "), f, answer)
}

func opMaySacrifice(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var options []string
		var ids []ObjectID
		for _, id := range g.InPlay {
			v := g.view(id)
			if v.controller == p && g.matches(&ins.Filter, v, p, r) {
				options = append(options, "sacrifice "+v.name())
				ids = append(ids, id)
			}
		}
		if len(options) == 0 {
			g.trace.record("413.2c", "%s can't choose to sacrifice %s: he or she controls none", g.playerName(p), ins.Filter)
		}
		options = append(options, "don't")
		answer, err := g.choose(p, "413.2c", "whether to sacrifice "+ins.Filter.Text, options)
		if err != nil {
			return err
		}
		if answer != "don't" {
			id := ids[indexFold(options, answer)]
			g.moveAll([]ObjectID{id}, ZoneGraveyard, "217.4a", "sacrificed: it is put into its owner's graveyard")
			continue
		}
		sub := *r
		sub.controller = p
		for _, e := range ins.Else {
			if err := g.perform(&sub, e); err != nil {
				return err
			}
		}
	}
	return nil
}

func indexFold(list []string, s string) int {
	for i, x := range list {
		if strings.EqualFold(x, s) {
			return i
		}
	}
	return -1
}

func opAddMana(g *Game, r *resolution, ins Instruction) error {
	var kinds []Mana
	if ins.Name == "that type" {
		if r.event == nil {
			return fmt.Errorf("\"that type\" of mana without a mana event")
		}
		kinds = append(kinds, r.event.Mana)
	} else {
		for _, c := range ins.Colors.Colors() {
			for range max(1, ins.Amount.N) {
				kinds = append(kinds, Mana{Color: c})
			}
		}
		if ins.Colors == 0 {
			for range max(1, ins.Amount.N) {
				kinds = append(kinds, Mana{Colorless: true})
			}
		}
	}
	players := r.players(ins.Player)
	if len(players) == 0 {
		players = []PlayerID{r.controller}
	}
	for _, p := range players {
		for _, m := range kinds {
			g.Players[p].Pool.add(m, 1)
			r.manaKinds = append(r.manaKinds, m)
			g.trace.record("406.1", "%s is added to %s's mana pool (now %s)", m, g.playerName(p), g.Players[p].Pool)
		}
	}
	return nil
}
