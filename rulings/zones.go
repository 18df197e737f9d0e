package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Zone is a place where objects can be during a game (217.1).
type Zone int

// The zones of the seed era. ZoneNone is the zero value; ZoneAny matches
// every zone in a trigger condition.
const (
	ZoneNone Zone = iota
	ZoneLibrary
	ZoneHand
	ZoneGraveyard
	ZoneInPlay
	ZoneStack
	ZoneRemoved
	// ZoneOutside holds the cards a player owns outside the game, his or
	// her sideboard: not a zone of the game (217.1e), but where an effect
	// that brings a card in from outside the game finds it.
	ZoneOutside
	ZoneAny
	// ZoneCommand is the command zone (408.1 of 2026), where dungeon
	// cards and emblems are: it comes after ZoneAny so the zones before
	// it keep their numbers (command_zone.go).
	ZoneCommand
)

var zoneNames = [...]string{"", "library", "hand", "graveyard", "in play", "stack", "removed from the game", "outside the game", "any zone", "command zone"}

// String returns the zone's name as the seed rules write it.
func (z Zone) String() string { return zoneNames[z] }

// ParseZone reads a zone name ("graveyard", "in play", "removed"), in the
// words of any edition: "battlefield" and "exile" are the names the rules
// gave in play and the removed-from-the-game zone in 2009 (M10Update).
func ParseZone(s string) (Zone, bool) {
	switch s {
	case "library":
		return ZoneLibrary, true
	case "hand":
		return ZoneHand, true
	case "graveyard":
		return ZoneGraveyard, true
	case "in play", "play", "battlefield", "the battlefield":
		return ZoneInPlay, true
	case "stack":
		return ZoneStack, true
	case "removed", "removed from the game", "exile", "exiled":
		return ZoneRemoved, true
	case "sideboard", "outside the game":
		return ZoneOutside, true
	case "command", "command zone":
		return ZoneCommand, true
	}
	return ZoneNone, false
}

// Event is something that happened in the game, matched against trigger
// conditions (410.2). Object is seen as it looked at the event: after it
// for most events, before it for leaves-play events (410.10d).
type Event struct {
	Kind   EventKind
	Object *view
	From   Zone
	To     Zone
	// NewID is the object's ID in the zone it moved to (217.1c).
	NewID  ObjectID
	Player PlayerID
	Amount int
	Source *view
	Mana   Mana
	// NoPlayer marks an event that names no player (damage dealt to an
	// object), so "that player" finds none rather than player 0.
	NoPlayer bool
	// Combat marks damage dealt as combat damage.
	Combat bool
	// Nth is, for a card drawn, which card its player drew this turn
	// (1 for the first).
	Nth int
	// Total is, for mana spent to cast a spell, all the mana its player
	// spent to cast spells this turn, this payment included.
	Total int
	// Action is, for a keyword action completed, the action's name.
	Action string
	// MeldedCard is, for a melded permanent that left the battlefield,
	// the ID of its other card in the zone both cards went to (712.21).
	MeldedCard ObjectID
	// CardOnly marks that other card's arrival: a card put into a zone,
	// not a permanent leaving the battlefield (712.21).
	CardOnly bool
	// Discarded marks a card moved from its owner's hand by being
	// discarded (701.9a), by an effect, a cost or the cleanup step.
	Discarded bool
}

// zoneList returns the list holding zone z for player p.
func (g *Game) zoneList(p PlayerID, z Zone) *[]ObjectID {
	switch z {
	case ZoneLibrary:
		return &g.players[p].Library
	case ZoneHand:
		return &g.players[p].Hand
	case ZoneGraveyard:
		return &g.players[p].Graveyard
	case ZoneInPlay:
		return &g.inPlay
	case ZoneStack:
		return &g.stack
	case ZoneRemoved:
		return &g.removed
	case ZoneOutside:
		return &g.players[p].Sideboard
	case ZoneCommand:
		return &g.command
	}
	panic(fmt.Sprintf("rulings: no list for zone %d", z))
}

// place gives o a new ID and puts it into zone z: on top of a library
// unless bottom is set, on top of a graveyard or the stack, at the end of
// other lists.
func (g *Game) place(o *Object, z Zone, bottom bool) {
	o.ID = g.nextID
	g.nextID++
	o.Zone = z
	o.Timestamp = g.newTimestamp()
	if z == ZoneInPlay {
		o.Arrived = g.turn
	}
	g.objects[o.ID] = o
	if z == ZoneInPlay {
		g.effectsChanged()
	}
	list := g.zoneList(o.Owner, z)
	if z == ZoneLibrary && !bottom {
		*list = slices.Insert(*list, 0, o.ID)
		return
	}
	*list = append(*list, o.ID)
	if z == ZoneStack && len(*list) > 1 {
		g.record("217.6b", "%s is put on the stack on top of %s", g.name(o.ID), g.name((*list)[len(*list)-2]))
	}
}

// remove takes o out of its zone list, keeping its last known information.
func (g *Game) remove(o *Object) *view {
	v := g.view(o.ID)
	g.lki[o.ID] = v
	if o.Zone == ZoneInPlay {
		g.effectsChanged()
	}
	list := g.zoneList(o.Owner, o.Zone)
	*list = slices.DeleteFunc(*list, func(id ObjectID) bool { return id == o.ID })
	delete(g.objects, o.ID)
	return v
}

// move puts an object into another zone as a new object (217.1c) and
// returns the event. Cards go to their owner's zones (217.1a). A token that
// leaves play still moves, then ceases to exist as a state-based effect
// (420.5f).
func (g *Game) move(id ObjectID, to Zone, controller PlayerID) Event {
	o := g.objects[id]
	from := o.Zone
	to = g.keywordsOnMove(o, to)
	to = g.flashbackDestination(o, to)
	to = g.exileIfDamagedThisWay(o, from, to)
	to, shuffle := g.replaceGraveyardMove(o, from, to)
	bottom := false
	if to2, shuffle2 := g.replaceZoneChange(o, to); to2 != to {
		g.noteMeldedReplaced(o, to2)
		to, shuffle, bottom = to2, shuffle2, g.toBottom
	}
	g.toBottom = false
	if to2 := g.astrotoriumDestination(o, to); to2 != to {
		to, shuffle = to2, false
	}
	if from == ZoneInPlay && o.Controller != o.Owner && (to == ZoneGraveyard || to == ZoneHand || to == ZoneLibrary) {
		g.record("217.1a", "%s goes to its owner's %s, %s's, not its controller's", o.Card.Name, to, g.playerName(o.Owner))
	}
	if o.Flipped && from == ZoneInPlay {
		g.record("508.4", "%s leaves play and retains no memory of its flipped status: it is %s again", g.name(o.ID), o.Card.Name)
	}
	if from != to {
		if kinds := counterKinds(o.Counters); kinds != "" {
			g.recordLater("122.2", "the %s on %s are not retained as it moves from the %s to the %s: they cease to exist", kinds, g.name(o.ID), g.rules.ZoneName(from), g.rules.ZoneName(to))
		}
	}
	g.noteLeavesTapped(o, from, to)
	if from == ZoneInPlay && to != ZoneInPlay {
		g.players[o.Controller].LeftBattlefieldThisTurn++
	}
	if to == ZoneInPlay {
		controller = g.enteringController(o, controller)
	}
	before := g.remove(o)
	n := &Object{Card: o.Card, Token: o.Token, Owner: o.Owner, Controller: o.Owner, Face: -1, Origin: o.Origin}
	if to == ZoneInPlay || to == ZoneStack {
		n.Controller = controller
	}
	switch {
	case o.FaceDown && from == ZoneStack && to == ZoneInPlay:
		n.FaceDown = true
	case o.FaceDown:
		g.record("504.6", "the face-down %s is revealed to all players as it moves from the %s to the %s", o.Card.Name, from, to)
	}
	if to == ZoneInPlay && g.faceDownEntry != "" {
		// Manifested or cloaked: the card enters face down.
		n.FaceDown, n.FaceDownBy = true, g.faceDownEntry
	}
	// A bestowed Aura spell becomes a bestowed Aura permanent (702.103e).
	n.Bestowed = o.Bestowed && from == ZoneStack && to == ZoneInPlay
	n.NameStickers = g.carriedStickers(o, from, to)
	if o.Copy {
		// A copy of a spell or card stays a copy wherever it goes, to
		// cease to exist outside the stack and the battlefield (704.5e);
		// the copy of a prepare spell remembers its permanent (722.3c).
		n.Copy, n.preparedFor = true, o.preparedFor
	}
	if from == ZoneStack && to == ZoneInPlay {
		n.KickedWith = o.KickedWith
	}
	g.noteLeftFace(o, from, to)
	if to == ZoneInPlay || to == ZoneStack {
		g.enterFace(o, n, from, to, o.entersTransformed)
	}
	g.place(n, to, bottom)
	if to == ZoneInPlay {
		g.noteEnteredFace(n, from, o.entersTransformed)
	}
	melded := g.unmeld(o, before, from, to, bottom)
	g.unmerge(o, before, from, to, bottom)
	if from == ZoneStack && to == ZoneInPlay {
		g.carryEffects(o.ID, n.ID)
	}
	if from == ZoneInPlay && to == ZoneGraveyard {
		g.graveyardDeaths++
	}
	switch b := g.movesBatch; {
	case shuffle && b != nil:
		b.shuffle(n.Owner)
	case shuffle:
		g.shuffleLibrary(n.Owner)
	case to == ZoneLibrary && b != nil:
		b.placed[n.Owner] = append(b.placed[n.Owner], n.ID)
	}
	return Event{Kind: ZoneChanged, Object: before, From: from, To: to, NewID: n.ID, Player: o.Owner, MeldedCard: melded}
}

// view computes how object id looks now: base characteristics plus every
// continuous effect (418.5a). A split card outside the stack has both
// halves' characteristics (505.2).
//
// view is small enough to inline, so a caller that only reads the view
// keeps it on its stack; computeView does the work.
func (g *Game) view(id ObjectID) *view {
	v := &view{}
	if !g.computeView(id, v) {
		return g.lki[id]
	}
	return v
}

// computeView fills v with how object id looks now (view), reporting
// false if the object no longer exists.
func (g *Game) computeView(id ObjectID, v *view) bool {
	o, effects := g.unaffectedView(id, v)
	if o == nil {
		return false
	}
	if effects {
		g.applyContinuousEffects(o, v)
	}
	stickerView(o, v)
	g.ringBearerView(o, v)
	if o.Zone != ZoneInPlay && o.Zone != ZoneNone && o.Ability == nil && o.Combat == nil {
		g.ownCDAView(o, v)
	}
	return true
}

// unaffectedView fills v with how object id looks before continuous effects
// apply, and reports whether they apply to it; o is nil if the object no
// longer exists.
func (g *Game) unaffectedView(id ObjectID, v *view) (o *Object, effects bool) {
	o = g.objects[id]
	if o == nil {
		return nil, false
	}
	*v = view{id: o.ID, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, haunting: o.Haunting, origin: o.Origin, chosen: g.chosenColor(o)}
	switch {
	case o.Combat != nil:
		v.faces = []Characteristics{{Name: "combat damage"}}
		v.combatDamage = true
		return o, false
	case o.Ability != nil:
		v.faces = []Characteristics{{Name: "ability of " + o.Source.name(), Abilities: []*Ability{o.Ability}}}
		v.isAbility = true
		return o, false
	case o.FaceDown:
		// A face-down object is a 2/2 creature with no name, text,
		// subtypes or mana cost (504).
		v.faces = faceDownFacesOf(o)
	case o.Zone == ZoneStack && o.Face >= 0:
		v.faces = o.Card.Faces[o.Face : o.Face+1 : o.Face+1]
	default:
		v.faces = withIntrinsicMana(underlyingFaces(o))
	}
	// The faces are shared with the card definition until something
	// changes them (ownFaces); the slices inside them stay shared, and
	// effects that change those copy first (ContinuousEffect.apply).
	v.sharedFaces = true
	devoidView(v)
	g.bestowedView(o, v)
	g.prototypedView(o, v)
	g.cipherView(o, v)
	g.reconfiguredView(o, v)
	g.adventureView(o, v)
	fusedView(o, v)
	doubleFacedView(o, v)
	meldedView(o, v)
	return o, o.Zone == ZoneInPlay || o.Zone == ZoneGraveyard && g.graveyardEffects()
}

// viewThrough is view(id) with the continuous effects of the layers up to
// last only, for a caller that reads only what those layers settle: the
// supertypes are final after the copy layer (LayerCopy: only a copy
// effect changes them), the name after the text-changing layer (LayerText:
// a copy effect or one that sets it), the card types and subtypes after
// the type-changing layer (LayerType), and the abilities after LayerOther.
// Each trace line naming a permanent, and each state-based check looking
// for one type, would otherwise apply every layer.
//
// Like view it is small enough to inline, keeping the view on its
// caller's stack; computeViewThrough does the work.
func (g *Game) viewThrough(id ObjectID, last Layer) *view {
	v := &view{}
	if !g.computeViewThrough(id, last, v) {
		return g.lki[id]
	}
	return v
}

// computeViewThrough fills v as viewThrough sees object id, reporting
// false if the object no longer exists.
func (g *Game) computeViewThrough(id ObjectID, last Layer, v *view) bool {
	o, effects := g.unaffectedView(id, v)
	if o == nil {
		return false
	}
	if effects {
		g.applyLayers(o, v, last)
	}
	stickerView(o, v)
	return true
}

// name returns an object's name, for the trace; a face-down object is
// named by what it is, with the card in brackets for the judge reading.
func (g *Game) name(id ObjectID) string {
	if o := g.objects[id]; o != nil && o.FaceDown {
		return "face-down creature [" + o.Card.Name + "]"
	}
	if o := g.objects[id]; o != nil && o.Copy {
		return "copy of " + g.viewThrough(id, LayerText).name()
	}
	if v := g.viewThrough(id, LayerText); v != nil {
		if o := g.objects[id]; o != nil && o.CopyOf != nil && v.name() == "" {
			// A copy of a face-down permanent has no name (503.2).
			return "nameless copy [" + o.Card.Name + "]"
		}
		return v.name()
	}
	return "object " + strconv.Itoa(int(id))
}

// objectsIn lists the objects of player p in zone z (every player's for the
// shared zones).
func (g *Game) objectsIn(p PlayerID, z Zone) []ObjectID {
	return slices.Clone(*g.zoneList(p, z))
}

// Zone lists the IDs of the objects in zone z of player p. For the shared
// in-play zone it lists the permanents p controls.
func (g *Game) Zone(p PlayerID, z Zone) []ObjectID {
	if z == ZoneInPlay {
		var out []ObjectID
		for _, id := range g.inPlay {
			if g.view(id).controller == p {
				out = append(out, id)
			}
		}
		return out
	}
	if z == ZoneStack || z == ZoneRemoved || z == ZoneCommand {
		var out []ObjectID
		for _, id := range *g.zoneList(p, z) {
			if g.objects[id].Owner == p {
				out = append(out, id)
			}
		}
		return out
	}
	return g.objectsIn(p, z)
}

// Name returns the object's name as it is now ("Assault/Battery" for a split
// card outside the stack, "face-down creature" for a face-down one).
func (g *Game) Name(id ObjectID) string {
	if o := g.objects[id]; o != nil && o.FaceDown {
		return "face-down creature"
	}
	return g.name(id)
}

// CardName returns the name of the card an object is, even face down.
func (g *Game) CardName(id ObjectID) string {
	if o := g.objects[id]; o != nil && o.Card != nil {
		return o.Card.Name
	}
	return g.name(id)
}

// Power and Toughness return a permanent's computed power and toughness.
func (g *Game) PowerToughness(id ObjectID) (int, int) {
	v := g.view(id)
	if v == nil {
		return 0, 0
	}
	return v.chars().Power, v.chars().Toughness
}

// IsTapped reports whether a permanent is tapped.
func (g *Game) IsTapped(id ObjectID) bool {
	o := g.objects[id]
	return o != nil && o.Tapped
}

// Counters returns the number of counters of a kind on an object.
func (g *Game) Counters(id ObjectID, kind string) int {
	if o := g.objects[id]; o != nil {
		return o.Counters[kind]
	}
	return 0
}

// Colors returns an object's computed colors.
func (g *Game) Colors(id ObjectID) ColorSet {
	if v := g.view(id); v != nil {
		return v.chars().Colors
	}
	return 0
}

// Types returns an object's computed card types.
func (g *Game) Types(id ObjectID) []string {
	if v := g.view(id); v != nil {
		return slices.Clone(v.chars().Types)
	}
	return nil
}

// Subtypes returns an object's computed subtypes.
func (g *Game) Subtypes(id ObjectID) []string {
	if v := g.view(id); v != nil {
		return slices.Clone(v.chars().Subtypes)
	}
	return nil
}

// counterKinds names the counters in counters for the trace ("2 +1/+1
// counters and 1 charge counter"), in a fixed order; "" if there are none.
func counterKinds(counters map[string]int) string {
	var parts []string
	for _, kind := range slices.Sorted(maps.Keys(counters)) {
		if n := counters[kind]; n > 0 {
			parts = append(parts, count(n, kind+" counter"))
		}
	}
	return strings.Join(parts, " and ")
}
