package rulings

// The command zone (408.1 of 2026) holds objects that are not permanents
// yet have abilities that function there: dungeon cards brought into the
// game by venturing into the dungeon (309.2b, action_venture.go) and
// emblems such as the Ring (114.4, action_ring_tempts.go). Its objects
// are in one list, as exiled cards are; each belongs to its owner, and
// their triggered abilities trigger from the command zone (113.6p,
// 309.4c) as a permanent's do from the battlefield.

// putIntoCommand puts o, owned and controlled by its owner, into the
// command zone as a new object.
func (g *Game) putIntoCommand(o *Object) ObjectID {
	o.Controller = o.Owner
	o.Face = -1
	g.place(o, ZoneCommand, false)
	return o.ID
}

// commandObject returns the object in the command zone that p owns and
// that has the card type or name given, 0 if there is none.
func (g *Game) commandObject(p PlayerID, match func(*Object) bool) ObjectID {
	for _, id := range g.command {
		if o := g.objects[id]; o != nil && o.Owner == p && match(o) {
			return id
		}
	}
	return 0
}

// removeFromCommand removes an object in the command zone from the game: it
// goes to no zone of the game (309.2c), and only its last known
// information remains.
func (g *Game) removeFromCommand(id ObjectID) *view {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneCommand {
		return nil
	}
	return g.remove(o)
}

// abilitiesWorkInCommand reports whether the abilities of object id, in
// the command zone, work there (113.6p): a face-down conspiracy card has
// none (315.5b), and a card of a Contraption deck, a face-down scheme of a
// scheme deck (314.4) or a face-down card of a planar deck (901.7) is no
// object whose abilities work there.
func (g *Game) abilitiesWorkInCommand(id ObjectID) bool {
	return !g.faceDownConspiracy(id) && !g.inContraptionDeck(id) && !g.inSchemeDeck(id) && !g.inPlanarDeck(id)
}

// commandTriggerSources lists the objects in the command zone with an
// ability that triggers on events, as they look now: their abilities
// trigger from there (113.6p).
func (g *Game) commandTriggerSources() []*view {
	var out []*view
	for _, id := range g.command {
		if !g.abilitiesWorkInCommand(id) {
			continue
		}
		if v := g.view(id); v != nil && hasEventTrigger(v) {
			out = append(out, v)
		}
	}
	return out
}
