package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// opShuffleObjectIntoLibrary performs "shuffle NAME into its owner's
// library". The owner's library is shuffled even if the object isn't in
// the zone the instruction expects, or an effect moves it elsewhere
// instead (701.24c of 2026): the shuffle is part of the instruction, not
// of the move.
func opShuffleObjectIntoLibrary(g *Game, r *resolution, ins Instruction) error {
	owner, known := PlayerID(0), false
	switch ins.Object.Kind {
	case RefThis:
		if r.source != nil {
			owner, known = r.source.owner, true
		}
	case RefIt:
		if r.event != nil && r.event.Object != nil {
			owner, known = r.event.Object.owner, true
		}
	}
	if !known {
		return fmt.Errorf("%q: no object whose owner's library to shuffle: %w", ins.Text, ErrNoEffect)
	}
	before := g.snapshotInPlay()
	var events []Event
	moved := false
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		name := g.name(id)
		ev := g.move(id, ZoneLibrary, o.Owner)
		events = append(events, ev)
		if ev.To == ZoneLibrary {
			moved = true
		} else {
			g.record("701.24c", "%s is moved to the %s zone instead of its owner's library: the library is shuffled all the same", name, g.rules.ZoneName(ev.To))
		}
	}
	lib := g.players[owner].Library
	g.shuffleIDs(lib)
	if len(events) == 0 {
		g.record("701.24c", "the object to shuffle into %s's library isn't where the instruction expects it: %s shuffles their library all the same", g.playerName(owner), g.playerName(owner))
	} else if moved {
		g.record("413.2b", "%s shuffles %s into their library", g.playerName(owner), count(len(events), "object"))
	} else {
		g.record("701.24c", "%s shuffles their library", g.playerName(owner))
	}
	g.afterEvents(events, before)
	return nil
}

// opShuffleCardsIntoLibrary performs "P shuffles C into their library":
// the player puts the cards C, those still in their graveyard, into
// their library and shuffles it. The library is shuffled even if the set
// of cards is empty (701.24d of 2026).
func opShuffleCardsIntoLibrary(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		before := g.snapshotInPlay()
		var events []Event
		for _, id := range r.objectsOf(ins) {
			if o := g.objects[id]; o != nil && o.Zone == ZoneGraveyard && o.Owner == p {
				events = append(events, g.move(id, ZoneLibrary, o.Owner))
			}
		}
		lib := g.players[p].Library
		g.shuffleIDs(lib)
		if len(events) == 0 {
			g.record("701.24d", "the set of cards to shuffle into %s's library is empty: %s shuffles their library all the same", g.playerName(p), g.playerName(p))
		} else {
			g.record("413.2b", "%s shuffles %s into their library", g.playerName(p), count(len(events), "card"))
		}
		g.afterEvents(events, before)
	}
	return nil
}

// simultaneousMoves is what objects moving at the same time do to the
// libraries: which are shuffled, and which objects are put on top of one.
type simultaneousMoves struct {
	shuffles []PlayerID
	placed   map[PlayerID][]ObjectID
}

func (b *simultaneousMoves) shuffle(p PlayerID) {
	if !slices.Contains(b.shuffles, p) {
		b.shuffles = append(b.shuffles, p)
	}
}

// endSimultaneousMoves shuffles the libraries the moves shuffle once all
// the objects have moved. An object put on top of a library at the same
// time as that library is shuffled stays on top: the library is
// randomized except for it (701.24g of 2026).
func (g *Game) endSimultaneousMoves() {
	b := g.movesBatch
	g.movesBatch = nil
	if b == nil {
		return
	}
	for _, p := range b.shuffles {
		lib := g.players[p].Library
		var top []ObjectID
		for _, id := range lib {
			if slices.Contains(b.placed[p], id) {
				top = append(top, id)
			}
		}
		if len(top) == 0 {
			g.shuffleLibrary(p)
			continue
		}
		rest := slices.DeleteFunc(slices.Clone(lib), func(id ObjectID) bool { return slices.Contains(top, id) })
		g.shuffleIDs(rest)
		copy(lib, append(top, rest...))
		names := g.nameList(top)
		g.record("701.24g", "%s's library is shuffled at the same time as %s is put on top of it: the library is randomized except that %s is on top", g.playerName(p), strings.Join(names, " and "), strings.Join(names, " and "))
	}
}

// shuffleIDs puts ids in a random order, drawn from the game's source of
// randomness: every shuffle and "in a random order" of the engine.
func (g *Game) shuffleIDs(ids []ObjectID) {
	g.rng.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
}
