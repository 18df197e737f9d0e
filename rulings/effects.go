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
var operationNames = []string{"destroy", "destroy-all", "lose-life", "gain-life", "draw", "tap", "untap", "damage", "pump", "set-color", "discard-hand", "mill", "create-tokens", "choose-number", "discard-matching", "may-sacrifice", "add-mana", "counter", "gain-ability", "may", "regenerate", "move", "search-library", "each-sacrifice", "change-target", "damage-divided", "ninjutsu", "haunt"}

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
	case "counter":
		return opCounter, true
	case "gain-ability":
		return opGainAbility, true
	case "may":
		return opMay, true
	case "regenerate":
		return opRegenerate, true
	case "move":
		return opMove, true
	case "search-library":
		return opSearchLibrary, true
	case "each-sacrifice":
		return opEachSacrifice, true
	case "change-target":
		return opChangeTarget, true
	case "damage-divided":
		return opDamageDivided, true
	case "ninjutsu":
		return opNinjutsu, true
	case "haunt":
		return opHaunt, true
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
	if ins.If == "kicked" && (r.obj == nil || !r.obj.Kicked) {
		g.trace.record("413.2b", "%s wasn't kicked: \"%s\" is skipped", r.source.name(), ins.Text)
		return nil
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
	case RefIt:
		ev := r.event
		if ev == nil || ev.Object == nil {
			return nil
		}
		if o := r.g.objects[ev.NewID]; o != nil && o.Zone == ev.To {
			out = append(out, ev.NewID)
		} else {
			r.g.trace.record("410.10", "%s is no longer in the %s, the zone it moved to: the ability can't find it and does nothing to it", ev.Object.name(), ev.To)
			if ev.From == ZoneInPlay {
				r.g.trace.record("410.10c", "a leaves-play ability checks for the card only in the first zone it went to, the %s", ev.To)
			}
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
	g.destroy(ids, ins.NoRegeneration)

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
	g.destroy(ids, ins.NoRegeneration)
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
func (g *Game) draw(p PlayerID, n int) ([]Event, error) {
	var events []Event
	pl := g.Players[p]
	for range n {
		replaced, dredged, err := g.dredge(p)
		if err != nil {
			return events, err
		}
		if dredged {
			events = append(events, replaced...)
			continue
		}
		if len(pl.Library) == 0 {
			pl.DrewFromEmpty = true
			g.trace.record("423.4", "%s attempts to draw from an empty library", pl.Name)
			continue
		}
		ev := g.move(pl.Library[0], ZoneHand, p)
		g.trace.record("423.1", "%s draws %s", pl.Name, g.name(ev.NewID))
		if o := g.objects[ev.NewID]; o.Card.IsSplit() {
			g.trace.record("505.4", "%s is a split card, but only one card: %s has drawn one card", o.Card.Name, pl.Name)
		}
		events = append(events, ev)
	}
	return events, nil
}

func opDraw(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		events, err := g.draw(p, n)
		g.afterEvents(events, nil)
		if err != nil {
			return err
		}
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
		g.dealDamage("413.2b", r.source, n, Target{Object: id})
	}
	for _, p := range r.players(ins.Player) {
		g.dealDamage("413.2b", r.source, n, Target{Player: p, IsPlayer: true})
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
	g.trace.record("418.3b", "%s %s; the set of affected objects is locked in", strings.Join(names, " and "), e.Text)
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
			g.applyEntryStatics(o)
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
			g.trace.record("413.2c", "%s can't choose to sacrifice a %s: he or she controls none", g.playerName(p), ins.Filter)
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

func opCounter(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		if o := g.objects[id]; o != nil && o.Zone == ZoneStack {
			g.counter(id)
			g.trace.record("414.2", "the player who played %s gets no refund of the costs paid", g.name(id))
		}
	}
	return nil
}

func opGainAbility(g *Game, r *resolution, ins Instruction) error {
	g.addEffect(r, r.objectsOf(ins), ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{ins.Ability}, Duration: ins.Duration, Text: ins.Text})
	return nil
}

// opMay offers an optional action; the choice is made as the ability
// resolves (410.5, 413.2c).
func opMay(g *Game, r *resolution, ins Instruction) error {
	rule := "413.2c"
	if r.ability != nil && r.ability.Kind == TriggeredAbility {
		rule = "410.5"
	}
	for _, p := range r.players(ins.Player) {
		answer, err := g.choose(p, rule, fmt.Sprintf("whether to %s (yes or no)", ins.Text), []string{"yes", "no"})
		if err != nil {
			return err
		}
		if answer != "yes" {
			g.trace.record(rule, "%s chooses not to %s", g.playerName(p), ins.Text)
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

// destroy destroys permanents at once. A regeneration shield replaces the
// destruction unless the effect says it can't be regenerated (419.6b).
func (g *Game) destroy(ids []ObjectID, noRegeneration bool) {
	var destroyed []ObjectID
	for _, id := range ids {
		o := g.objects[id]
		if o.Shields > 0 && !noRegeneration {
			o.Shields--
			o.Tapped, o.Damage = true, 0
			g.removeFromCombat(id)
			g.trace.record("419.6b", "%s regenerates: instead of being destroyed it is tapped, its damage is removed and it is removed from combat", g.name(id))
			continue
		}
		if o.Shields > 0 {
			g.trace.record("413.2b", "%s can't be regenerated: the later text modifies the destruction, so its regeneration shield doesn't apply", g.name(id))
		}
		destroyed = append(destroyed, id)
	}
	g.moveAll(destroyed, ZoneGraveyard, "217.4a", "destroyed: it is put into its owner's graveyard")
}

func opRegenerate(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.objects[id].Shields++
		g.trace.record("419.6b", "the next time %s would be destroyed this turn, it regenerates instead", g.name(id))
	}
	return nil
}

// opMove moves objects to another zone: "return it to its owner's hand".
func opMove(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if ins.Zone == ZoneInPlay {
			g.trace.record("413.2b", "%s is put into play under %s's control", g.name(id), g.playerName(r.controller))
			g.enterPlay(id, r.controller)
			continue
		}
		before := g.snapshotInPlay()
		g.trace.record("413.2b", "%s moves from the %s to its owner's %s", g.name(id), o.Zone, ins.Zone)
		g.afterEvents([]Event{g.move(id, ins.Zone, o.Owner)}, before)
	}
	return nil
}

// opSearchLibrary has a player search his or her library for a card
// matching the filter, reveal it, put it into his or her hand, and shuffle.
// A search for a card with a stated quality may find nothing.
func opSearchLibrary(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneLibrary
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		var options []string
		for _, id := range g.objectsIn(p, ZoneLibrary) {
			if g.matches(&f, g.view(id), p, r) {
				ids = append(ids, id)
				options = append(options, g.name(id))
			}
		}
		if len(ids) == 0 {
			g.trace.record("413.2b", "%s searches his or her library for a %s and finds none", g.playerName(p), f)
		} else {
			options = append(options, "nothing")
			answer, err := g.choose(p, "413.2c", "which "+f.Text+" to find", options)
			if err != nil {
				return err
			}
			if i := indexFold(options, answer); i < len(ids) {
				g.trace.record("413.2b", "%s finds and reveals %s and puts it into his or her hand", g.playerName(p), answer)
				g.afterEvents([]Event{g.move(ids[i], ZoneHand, p)}, nil)
			}
		}
		lib := g.Players[p].Library
		g.rng.Shuffle(len(lib), func(i, j int) { lib[i], lib[j] = lib[j], lib[i] })
		g.trace.record("413.2b", "%s shuffles his or her library", g.playerName(p))
	}
	return nil
}

// dredge offers to replace one draw with a dredge ability of a card in the
// player's graveyard (502.47a); a card whose number exceeds the library
// can't be dredged (502.47b). It reports whether the draw was replaced.
func (g *Game) dredge(p PlayerID) ([]Event, bool, error) {
	pl := g.Players[p]
	options := []string{"draw"}
	var cards []ObjectID
	var counts []int
	for _, id := range g.objectsIn(p, ZoneGraveyard) {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Dredge {
				continue
			}
			n := a.Static.Amount.N
			if n > len(pl.Library) {
				g.trace.record("502.47b", "%s can't dredge %s: the library has fewer than %d cards", pl.Name, v.name(), n)
				continue
			}
			options = append(options, "dredge "+v.name())
			cards = append(cards, id)
			counts = append(counts, n)
		}
	}
	if len(cards) == 0 {
		return nil, false, nil
	}
	answer, err := g.choose(p, "502.47a", "whether to draw or to dredge instead", options)
	if err != nil {
		return nil, false, err
	}
	i := indexFold(options, answer)
	if i == 0 {
		return nil, false, nil
	}
	id, n := cards[i-1], counts[i-1]
	g.trace.record("502.47a", "%s dredges %s instead of drawing: %d cards go from the top of the library to the graveyard and %s returns to hand", pl.Name, g.name(id), n, g.name(id))
	events := g.moveAll(slices.Clone(pl.Library[:n]), ZoneGraveyard, "502.47a", "put from the top of the library into the graveyard")
	return append(events, g.move(id, ZoneHand, p)), true, nil
}

// opEachSacrifice has each player sacrifice a permanent: the choices are
// made in APNAP order, then all are sacrificed at once (413.2d).
func opEachSacrifice(g *Game, r *resolution, ins Instruction) error {
	var chosen []ObjectID
	for _, p := range g.apnap() {
		var ids []ObjectID
		var options []string
		for _, id := range g.InPlay {
			if v := g.view(id); v.controller == p && g.matches(&ins.Filter, v, p, r) {
				ids = append(ids, id)
				options = append(options, v.name())
			}
		}
		if len(ids) == 0 {
			g.trace.record("413.2d", "%s controls no %s to sacrifice", g.playerName(p), ins.Filter)
			continue
		}
		answer, err := g.choose(p, "413.2d", "which "+ins.Filter.Text+" to sacrifice", options)
		if err != nil {
			return err
		}
		id := ids[indexFold(options, answer)]
		g.trace.record("413.2d", "%s chooses %s to sacrifice (choices are made in APNAP order)", g.playerName(p), g.name(id))
		chosen = append(chosen, id)
	}
	g.trace.record("413.2d", "the sacrifices happen simultaneously")
	g.moveAll(chosen, ZoneGraveyard, "217.4a", "sacrificed: it is put into its owner's graveyard")
	return nil
}

// opChangeTarget changes the target of a spell or ability on the stack to
// another legal target; with none, the target is unchanged (415.7a).
func opChangeTarget(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		a := o.Ability
		if a == nil && o.Card != nil {
			face := max(o.Face, 0)
			a = spellAbilityOf(&o.Card.Faces[face])
		}
		a = o.effective(a)
		if a == nil || len(o.Targets) == 0 || len(o.Targets[0]) != 1 || len(a.Targets) == 0 {
			g.trace.record("415.7a", "%s has no single target to change", g.name(id))
			continue
		}
		current := o.Targets[0][0]
		var legal []Target
		var options []string
		for _, t := range g.legalTargets(o, a.Targets[0], o.Controller) {
			if t != current {
				legal = append(legal, t)
				options = append(options, g.targetName(t))
			}
		}
		if len(legal) == 0 {
			g.trace.record("415.7a", "there is no other legal target for %s: its target %s is unchanged", g.name(id), g.targetName(current))
			continue
		}
		answer, err := g.choose(r.controller, "415.7a", "the new target of "+g.name(id), options)
		if err != nil {
			return err
		}
		o.Targets[0][0] = legal[indexFold(options, answer)]
		g.trace.record("415.7a", "the target of %s changes from %s to %s", g.name(id), g.targetName(current), answer)
	}
	return nil
}

// opDamageDivided deals damage as divided when the spell was played
// (409.1e); the share of a target that became illegal isn't dealt
// (413.2a).
func opDamageDivided(g *Game, r *resolution, ins Instruction) error {
	all := r.targets[ins.Object.Name]
	for i, t := range all {
		if i >= len(r.obj.Division) {
			break
		}
		if !slices.Contains(r.legal[ins.Object.Name], t) {
			g.trace.record("413.2a", "%s is an illegal target: its %d damage isn't dealt", g.targetName(t), r.obj.Division[i])
			continue
		}
		g.dealDamage("413.2b", r.source, r.obj.Division[i], t)
	}
	return nil
}

// opNinjutsu puts the card with ninjutsu into play from its owner's hand,
// tapped, attacking and unblocked (502.43a, 502.43c).
func opNinjutsu(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneHand || g.combat == nil {
		g.trace.record("502.43a", "%s is no longer in its owner's hand: it can't be put into play", r.source.name())
		return nil
	}
	id := g.enterPlay(o.ID, r.controller)
	g.objects[id].Tapped = true
	g.combat.attackers = append(g.combat.attackers, id)
	g.trace.record("502.43c", "%s is put into play tapped, attacking %s and unblocked", g.name(id), g.playerName(g.defendingPlayer()))
	return nil
}

// opHaunt removes the card a haunt trigger found from the game, haunting
// its target (502.51a-b).
func opHaunt(g *Game, r *resolution, ins Instruction) error {
	targets := r.legal[ins.Object.Name]
	for _, id := range r.objects(Ref{Kind: RefIt}) {
		if len(targets) == 0 {
			continue
		}
		before := g.snapshotInPlay()
		ev := g.move(id, ZoneRemoved, g.objects[id].Owner)
		g.objects[ev.NewID].Haunting = targets[0].Object
		g.trace.record("502.51b", "%s is removed from the game haunting %s", g.name(ev.NewID), g.name(targets[0].Object))
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}
