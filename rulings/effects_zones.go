package rulings

import (
	"fmt"
	"slices"
	"strings"
)

func (g *Game) moveAll(ids []ObjectID, to Zone, rule, verb string) []Event {
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range ids {
		g.record(rule, "%s is %s", g.name(id), verb)
		events = append(events, g.move(id, to, g.objects[id].Owner))
	}
	g.afterEvents(events, before)
	return events
}

func opDestroy(g *Game, r *resolution, ins Instruction) error {
	g.noteOneShot(r, ins)
	ids := r.objectsOf(ins)
	g.destroy(ids, ins.NoRegeneration)

	return nil
}

func opDestroyAll(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		g.noteColorFromCost(&ins.Filter, v)
		g.noteSubtypes(&ins.Filter, v)
		if g.matches(&ins.Filter, v, r.controller, r) {
			ids = append(ids, id)
			if ins.Filter.CMC != nil && len(v.faces) == 1 {
				g.recordManaValue(v)
			}
		}
	}
	g.record("413.2g", "%s destroys all %s: %s match", r.source.name(), ins.Filter, count(len(ids), "permanent"))
	g.recordLater("115.10", "%s affects permanents it doesn't target: which ones, %s, is determined as it resolves", r.source.name(), count(len(ids), "permanent"))
	g.noteInPlayOnly(r, &ins.Filter)
	g.destroy(ids, ins.NoRegeneration)
	return nil
}

// noteInPlayOnly records, when cards outside play match what an effect
// names, that it checks only the in-play zone (217.5b): it names no other
// zone, and permanents exist only in play.
func (g *Game) noteInPlayOnly(r *resolution, f *Filter) {
	if f.Zone != ZoneNone && f.Zone != ZoneInPlay {
		return
	}
	var names []string
	for _, p := range g.players {
		for _, z := range []Zone{ZoneHand, ZoneGraveyard} {
			out := *f
			out.Zone = z
			for _, id := range g.objectsIn(p.ID, z) {
				if g.matches(&out, g.view(id), r.controller, r) {
					names = append(names, g.name(id))
				}
			}
		}
	}
	if len(names) > 0 {
		g.record("217.5b", "%s affects only the in-play zone, mentioning no other: %s, outside play, %s untouched", r.source.name(), strings.Join(names, " and "), map[bool]string{true: "is", false: "are"}[len(names) == 1])
	}
}

// noteColorFromCost records, for a filter that compares colors, how an
// object of the filter's types gets its colors from its mana cost (203.2c).
func (g *Game) noteColorFromCost(f *Filter, v *view) {
	if len(f.Colors) == 0 && len(f.NotColors) == 0 || len(v.faces) != 1 {
		return
	}
	c := v.chars()
	if !c.HasCost || c.Colors != c.ManaCost.Colors() || !slices.ContainsFunc(f.Types, c.HasType) {
		return
	}
	colors := c.Colors.Colors()
	if len(colors) == 0 {
		g.record("203.2a", "%s's mana cost %s has no colored mana symbols: it is colorless", v.name(), c.ManaCost)
		return
	}
	symbols := make([]string, len(colors))
	for i, col := range colors {
		symbols[i] = fmt.Sprintf("{%s} is %s", col.Symbol(), col)
	}
	g.record("203.2c", "%s's mana cost %s: %s", v.name(), c.ManaCost, strings.Join(symbols, ", "))
	if len(colors) > 1 {
		g.record("203.2b", "%s has two different colored mana symbols in its mana cost: it is each of their colors", v.name())
	}
}

// noteSubtypes records, for a filter that names subtypes, how a
// creature's type line gives it several creature types, each matched on
// its own (205.3c, 212.3c), and an artifact's or enchantment's subtypes
// are its artifact or enchantment types (212.2c, 212.4c).
func (g *Game) noteSubtypes(f *Filter, v *view) {
	if len(f.Subtypes) == 0 || len(v.faces) != 1 {
		return
	}
	c := v.chars()
	land, other := splitSubtypes(c)
	if len(land) > 0 && slices.ContainsFunc(f.Subtypes, func(s string) bool { return slices.Contains(land, s) }) {
		g.record("212.6c", "%s's land types are the single words after the long dash: %s", v.name(), strings.Join(land, " and "))
		if !c.HasType("creature") || len(other) == 0 {
			return
		}
	}
	if !c.HasType("creature") && slices.ContainsFunc(f.Subtypes, func(s string) bool { return slices.Contains(other, s) }) {
		for _, k := range []struct{ typ, rule, words string }{{"artifact", "212.2c", "artifact"}, {"enchantment", "212.4c", "enchantment"}} {
			if c.HasType(k.typ) {
				g.record(k.rule, "%s's %s types are the single words after the long dash: %s", v.name(), k.words, strings.Join(other, " and "))
			}
		}
	}
	if !c.HasType("creature") || len(other) == 0 {
		return
	}
	g.record("212.3c", "%s's creature types are the single words after the dash: %s", v.name(), strings.Join(other, " and "))
	g.recordLater("302.3", "%s's creature subtypes, its creature types, are listed after the long dash: %s", v.name(), strings.Join(other, " and "))
	if len(land) > 0 {
		g.recordLater("205.3c", "%s has more than one card type: each subtype goes with its own, %s with land and %s with creature", v.name(), strings.Join(land, " and "), strings.Join(other, " and "))
	}
	if len(other) > 1 {
		g.record("205.3c", "%s has %d subtypes, its creature types; each one counts on its own", v.name(), len(other))
	}
}

func opDiscardHand(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		hand := g.objectsIn(p, ZoneHand)
		r.vars["that many"] = len(hand)
		g.record("413.2b", "%s discards his or her hand (%d cards)", g.playerName(p), len(hand))
		g.discardAll(hand)
	}
	return nil
}

func opMill(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if held := len(g.players[p].Library); n > 0 && held > 0 {
			g.recordAction("413.2b#mill", "%s mills %s: they put that many cards from the top of their library into their graveyard", g.playerName(p), count(min(n, held), "card"))
		}
		if held := len(g.players[p].Library); held < n {
			g.recordAction("416.3#mill", "%s can't mill %d cards with %s in their library: instructed to, they mill as many as possible", g.playerName(p), n, count(held, "card"))
		}
		for range n {
			lib := g.players[p].Library
			if len(lib) == 0 {
				g.record("416.3", "%s's library is empty: the effect does only as much as possible", g.playerName(p))
				g.recordLater("701.17b", "%s can't mill more cards than their library holds: they mill as many as possible, and don't lose the game for it", g.playerName(p))
				break
			}
			ev := g.moveAll(lib[:1], ZoneGraveyard, "413.2b", "put from the top of its owner's library into the graveyard")
			r.thatCard, r.milled = g.view(ev[0].NewID), true
		}
	}
	return nil
}

func opDiscardMatching(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneHand
	for _, p := range r.players(ins.Player) {
		g.record("413.2b", "%s reveals his or her hand", g.playerName(p))
		g.recordAction("413.2b#reveal", "%s reveals their hand: its cards are shown to all players", g.playerName(p))
		g.recordAction("413.2b#revealed", "revealing the cards doesn't make them leave %s's hand", g.playerName(p))
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
		g.discardAll(ids)
	}
	return nil
}

// recordSplitComparison explains the one answer a comparison gets for a
// split card outside the stack (505.6).
func (g *Game) recordSplitComparison(v *view, f *Filter, r *resolution, ok bool) {
	if cost, combined := g.combinedCost(v); combined {
		g.noteSplitCombined(v)
		answer := "no"
		if ok {
			answer = "yes"
		}
		g.record("505.5", "%s's mana cost is its halves' combined, %s, and its mana value %d: compared with \"%s\" it answers %s", v.name(), cost, cost.ConvertedCost(), f, answer)
		return
	}
	costs := make([]string, len(v.faces))
	for i := range v.faces {
		costs[i] = fmt.Sprint(v.faces[i].ManaCost.ConvertedCost())
	}
	answer := "no: neither half matches"
	if ok {
		answer = "yes: either half matching is enough"
	}
	g.record("505.6", "%s (converted mana costs %s) compared with \"%s\" gets one answer, %s", v.name(), strings.Join(costs, " and "), f, answer)
}

func opCounter(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		if o := g.objects[id]; o != nil && o.Zone == ZoneStack && ins.UnlessPays != nil {
			paid, err := g.payInstead(o.Controller, *ins.UnlessPays, fmt.Sprintf("%s is countered by %s", g.name(id), r.source.name()), g.name(id)+" isn't countered")
			if err != nil {
				return err
			}
			if paid {
				continue
			}
		}
		if o := g.objects[id]; o != nil && o.Zone == ZoneStack && g.counterByEffect(id) {
			g.record("414.2", "the player who %s %s gets no refund of the costs paid", g.rules.Words.spell(participle), g.name(id))
		}
	}
	return nil
}

// destroy destroys permanents at once as the result of an effect. A
// regeneration shield replaces the destruction unless the effect says it
// can't be regenerated (419.6b).
func (g *Game) destroy(ids []ObjectID, noRegeneration bool) {
	g.destroyBy(ids, noRegeneration, true)
}

// destroyBy is destroy; byEffect is false for the state-based action,
// which shield counters don't replace (122.1c of 2026).
func (g *Game) destroyBy(ids []ObjectID, noRegeneration, byEffect bool) {
	var destroyed []ObjectID
	for _, id := range ids {
		o := g.objects[id]
		if g.survivesDestruction(g.view(id), true) || g.umbraArmorSaves(id) {
			continue
		}
		if byEffect && g.shieldCounterSaves(o) {
			continue
		}
		if o.Shields > 0 && !noRegeneration && !o.CantRegenerate {
			o.Shields--
			o.Tapped, o.Damage = true, 0
			g.removeFromCombat(id)
			g.record("419.6b", "%s regenerates: instead of being destroyed it is tapped, its damage is removed and it is removed from combat", g.name(id))
			g.recordLater("614.8", "regeneration is a destruction-replacement effect, its \"instead\" implicit: the destruction of %s is replaced and never happens", g.name(id))
			g.recordRegenerationReplaces(id)
			continue
		}
		if o.Shields > 0 && o.CantRegenerate && !noRegeneration {
			g.record("419.6b#cant", "%s can't be regenerated this turn: its regeneration shield doesn't apply, and it is destroyed", g.name(id))
		} else if o.Shields > 0 {
			g.record("413.2b", "%s can't be regenerated: the later text modifies the destruction, so its regeneration shield doesn't apply", g.name(id))
		}
		destroyed = append(destroyed, id)
	}
	for _, id := range destroyed {
		g.recordAction("217.4a#destroy", "%s is destroyed: it is moved from the battlefield to its owner's graveyard", g.name(id))
		if o := g.objects[id]; o != nil && o.Token {
			g.recordLater("111.6", "%s is a token: what affects permanents in general affects it, and it is destroyed as any permanent is", g.name(id))
		}
	}
	g.moveAll(destroyed, ZoneGraveyard, "217.4a", "destroyed: it is put into its owner's graveyard")
}

func opRegenerate(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.objects[id].Shields++
		g.record("419.6b", "the next time %s would be destroyed this turn, it regenerates instead", g.name(id))
		// A shield made in response exists before the destruction it
		// answers, so it can replace it (419.4).
		for _, waiting := range slices.Backward(g.stack) {
			if waiting != r.obj.ID && g.objects[waiting] != nil && g.objects[waiting].Combat == nil {
				g.record("419.4", "the shield on %s exists before %s, still on the stack, resolves: it can replace what that would do", g.name(id), g.name(waiting))
				break
			}
		}
	}
	return nil
}

// opMove moves objects to another zone: "return it to its owner's hand".
func opMove(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if ins.From != ZoneNone && o.Zone != ins.From {
			g.record("413.2b", "%s is no longer in its owner's %s: the ability can't move it from there", g.name(id), g.rules.ZoneName(ins.From))
			continue
		}
		if ins.Zone == ZoneInPlay && g.cantComeIntoPlay(id) {
			continue
		}
		if ins.Zone == ZoneInPlay {
			controller := r.controller
			if ins.UnderOwner {
				controller = o.Owner
			}
			g.record("413.2b", "%s is put into play under %s's control", g.name(id), g.playerName(controller))
			if !ins.UnderOwner {
				g.recordLater("110.2a", "the effect instructs %s to put %s onto the battlefield and states no other controller: it enters under %s's control", g.playerName(controller), g.name(id), g.playerName(controller))
			}
			g.record("217.5c", "%s enters the in-play zone as a brand-new permanent, with no relationship to any previous permanent the same card represented", g.name(id))
			g.recordLater("403.4", "%s enters the battlefield: it becomes a new object, with no relationship to any previous permanent represented by the same card", g.name(id))
			g.recordLater("403.3", "%s is on the battlefield, where every object is a permanent: it is one", g.name(id))
			if o.Owner != controller {
				g.record("214.4", "%s is controlled by %s, the player who put it into play, not by its owner, %s", g.name(id), g.playerName(controller), g.playerName(o.Owner))
			}
			g.entryCounter = ins.EnterCounter
			n := g.enterPlay(id, controller)
			g.entryCounter = ""
			r.noteMoved(n)
			continue
		}
		before := g.snapshotInPlay()
		from := "the " + o.Zone.String()
		if o.Zone == ZoneInPlay {
			from = "play"
		}
		to := "its owner's " + ins.Zone.String()
		if ins.Zone == ZoneRemoved {
			to = "the removed-from-the-game zone"
		}
		g.record("413.2b", "%s moves from %s to %s", g.name(id), from, to)
		if ins.Zone == ZoneRemoved {
			g.recordAction("217.7a#exile", "%s is exiled: it is moved to the exile zone from %s", g.name(id), from)
			g.recordLater("406.2", "to exile an object is to put it into the exile zone from whatever zone it's in: %s goes there from %s", g.name(id), from)
		}
		ev := g.move(id, ins.Zone, o.Owner)
		r.noteMoved(ev.NewID)
		r.noteMeldedMoved(ev)
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}

// noteMoved keeps the object an instruction just moved for the rest of
// the effect: it is a new object (217.1c; 400.7 of 2026), which the
// effect's other instructions ("it", "that card") can find if the zone it
// moved to is public (400.7j), and can't otherwise.
func (r *resolution) noteMoved(id ObjectID) {
	r.moved, r.thatCard, r.milled, r.thatMelded = true, nil, false, 0
	if o := r.g.objects[id]; o != nil && o.Zone != ZoneHand && o.Zone != ZoneLibrary {
		r.thatCard = r.g.view(id)
	}
}

// movedIt resolves "it" in an instruction after another of the same
// effect moved an object: the new object that one became, found in the
// public zone it moved to, or nothing.
func (r *resolution) movedIt() []ObjectID {
	g := r.g
	if r.thatCard == nil {
		g.record("217.1c", "the object the effect moved went to a hidden zone, where it is a new object the effect can't find: the instruction does nothing to it")
		return nil
	}
	o := g.objects[r.thatCard.id]
	if o == nil || o.Zone != r.thatCard.zone {
		g.record("217.1c", "%s is no longer in the %s, where the effect put it: the instruction can't find it", r.thatCard.name(), g.rules.ZoneName(r.thatCard.zone))
		return nil
	}
	if g.rules.Numbers == nil {
		g.record("217.1c", "%s, put into the %s by this effect, is a new object: \"it\" is that new object, which the effect finds there", r.thatCard.name(), g.rules.ZoneName(o.Zone))
	} else {
		g.record("400.7j", "%s, put into %s by this effect, is a new object: another part of the effect can find it, as it moved to a public zone", r.thatCard.name(), g.rules.ZoneName(o.Zone))
	}
	return []ObjectID{o.ID}
}

// SearchPutsTapped, as the Name of a search-library instruction that puts
// the card found onto the battlefield, puts it there tapped ("put that
// card onto the battlefield tapped", Path to Exile).
const SearchPutsTapped = "tapped"

// opSearchLibrary has a player search his or her library for a card
// matching the filter, reveal it, put it into his or her hand (or, with
// Zone ZoneInPlay, onto the battlefield), and shuffle.
// A search for a card with a stated quality may find nothing.
func opSearchLibrary(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneLibrary
	for _, p := range r.players(ins.Player) {
		ids, options := g.candidates(p, &f, r)
		ids, options = g.searchTopOnly(p, ids, options)
		g.recordAction("413.2b#search", "%s searches their library: they look at all its cards and find a card that matches %q", g.playerName(p), f.Text)
		if len(ids) == 0 {
			g.record("413.2b", "%s searches his or her library for a %s and finds none", g.playerName(p), f)
		} else {
			if !g.mustFindAny(p, f) {
				options = append(options, "nothing")
			}
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "413.2c", About: "which " + f.Text + " to find", Options: options})
			if err != nil {
				return err
			}
			if i := indexFold(options, answer); i < len(ids) && ins.Zone == ZoneInPlay {
				g.record("413.2b", "%s finds %s and puts it into play", g.playerName(p), answer)
				ev := g.move(ids[i], ZoneInPlay, p)
				if o := g.objects[ev.NewID]; ins.Name == SearchPutsTapped && o != nil && o.Zone == ZoneInPlay {
					// It enters tapped: it never becomes tapped (603.2e
					// of 2026).
					o.Tapped = true
					g.record("413.2b", "%s enters the battlefield tapped, as the effect says", answer)
				}
				g.afterEvents([]Event{ev}, nil)
				if g.view(ids[i]).chars().HasType("land") {
					g.recordLater("305.4", "%s puts %s onto the battlefield: putting a land onto the battlefield isn't playing a land, and doesn't count as %s's land for the turn", g.playerName(p), answer, g.playerName(p))
				}
			} else if i < len(ids) {
				g.record("413.2b", "%s finds and reveals %s and puts it into his or her hand", g.playerName(p), answer)
				g.record("423.5", "%s moved %s from library to hand without the word \"draw\": he or she hasn't drawn it", g.playerName(p), answer)
				g.afterEvents([]Event{g.move(ids[i], ZoneHand, p)}, nil)
			} else {
				g.recordAction("413.2c#search", "%s searches a hidden zone for a card with a stated quality (%s): they aren't required to find one, and find none", g.playerName(p), f.Text)
			}
		}
		lib := g.players[p].Library
		g.shuffleIDs(lib)
		g.record("413.2b", "%s shuffles his or her library", g.playerName(p))
		g.recordAction("413.2b#shuffle", "%s shuffles their library: its cards are randomized so that no player knows their order", g.playerName(p))
		g.shuffled(p, len(lib))
	}
	return nil
}

// cantComeIntoPlay reports whether an instant or sorcery card would come
// into play: it can't, and it remains in its zone instead (212.5d,
// 212.7d).
func (g *Game) cantComeIntoPlay(id ObjectID) bool {
	c := g.view(id).chars()
	for _, kind := range []struct{ typ, rule string }{{"an instant", "212.5d"}, {"a sorcery", "212.7d"}} {
		if c.HasType(kind.typ[strings.Index(kind.typ, " ")+1:]) {
			g.record(kind.rule, "%s is %s card and can't come into play: it remains in the %s", g.name(id), kind.typ, g.objects[id].Zone)
			return true
		}
	}
	return false
}
