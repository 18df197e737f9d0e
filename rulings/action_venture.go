package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// ventureAction: to venture into the dungeon is to bring a dungeon card
// into the command zone with the venture marker on its topmost room if
// the player has none there (701.49a), to move the marker along an arrow
// to an adjacent room otherwise (701.49b), and, from the bottommost room,
// to complete the dungeon and start another (701.49c). "Venture into
// [quality]" chooses the new dungeon among those with that quality, a
// name such as Undercity (701.49d). The dungeon cards a player owns
// outside the game are the dungeon cards the game knows, one of each for
// every player (309.2): a dungeon isn't part of a deck or sideboard. Each
// room is a triggered ability, "When you move your venture marker into
// this room, [effect]" (309.4c), which triggers from the command zone on
// the marker's move (VentureMarkerMoved). A dungeon whose marker is on
// its bottommost room, and which is the source of no room ability waiting
// to resolve, is removed from the game as a state-based action (704.5t),
// which completes it (309.7). A keyword action from Adventures in the
// Forgotten Realms, dated by that set's release.
var ventureAction = KeywordAction{
	Name:   "venture into the dungeon",
	Rule:   "701.49",
	Since:  DungeonSince,
	Oracle: []string{"venture into the dungeon", "venture into QUALITY"},
	Ops:    []string{"venture"},
}

// DungeonSince is the effective date of the first rules with dungeons:
// Adventures in the Forgotten Realms.
const DungeonSince = "2021-07-23"

// ventureMarker is where a player's venture marker is: on a room of the
// dungeon card they own in the command zone (309.4). A zero dungeon is
// no marker in any dungeon.
type ventureMarker struct {
	dungeon ObjectID
	room    int
}

// RoomAbility makes a dungeon card's room ability from the ability its
// effect reads as: a triggered ability whose trigger condition, not
// printed, is "When you move your venture marker into this room"
// (309.4c). index is the room's place among the card's rooms, top first;
// next names the rooms its arrows point to.
func RoomAbility(name string, index int, next []string, text string, read []*Ability) (*Ability, error) {
	if len(read) != 1 || read[0].Kind != TriggeredAbility {
		return nil, fmt.Errorf("%q: expected one effect after the room's name", text)
	}
	a := *read[0]
	a.Text, a.Keyword, a.Room, a.Next = text, "", name, slices.Clone(next)
	a.Trigger = &Trigger{Kind: OnEvent, Event: VentureMarkerMoved, Self: true, Condition: func(g *Game, ev *Event, src *view) bool { return ev.Amount == index }}
	return &a, nil
}

// CheckDungeon checks a dungeon card's rooms: it has at least one, their
// names differ, and each arrow points to a room below it, so the marker
// always reaches a bottommost room, one with no arrow (309.4, 309.6).
func CheckDungeon(c *Characteristics) error {
	rooms := rooms(c)
	if len(rooms) == 0 {
		return fmt.Errorf("dungeon %q has no room: write each room as \"NAME — EFFECT (→ NEXT or NEXT)\" (309.4)", c.Name)
	}
	for i, r := range rooms {
		if slices.IndexFunc(rooms[:i], func(o *Ability) bool { return strings.EqualFold(o.Room, r.Room) }) >= 0 {
			return fmt.Errorf("dungeon %q has two rooms named %q", c.Name, r.Room)
		}
	}
	for i, r := range rooms {
		for _, n := range r.Next {
			j := roomIndex(c, n)
			if j < 0 {
				return fmt.Errorf("dungeon %q: room %q has an arrow to %q, which is no room of it", c.Name, r.Room, n)
			}
			if j <= i {
				return fmt.Errorf("dungeon %q: room %q has an arrow to %q, which is not below it", c.Name, r.Room, n)
			}
		}
	}
	if len(rooms[len(rooms)-1].Next) > 0 {
		return fmt.Errorf("dungeon %q: its last room %q has an arrow, but the bottommost room has none (309.6)", c.Name, rooms[len(rooms)-1].Room)
	}
	return nil
}

// rooms returns a dungeon's room abilities, top first.
func rooms(c *Characteristics) []*Ability {
	var out []*Ability
	for _, a := range c.Abilities {
		if a.Room != "" {
			out = append(out, a)
		}
	}
	return out
}

// roomIndex is the place of the room named name among c's rooms, -1 if
// it has none by that name.
func roomIndex(c *Characteristics, name string) int {
	return slices.IndexFunc(rooms(c), func(a *Ability) bool { return strings.EqualFold(a.Room, name) })
}

// roomName is the name of the room at index i of c's rooms.
func roomName(c *Characteristics, i int) string {
	if r := rooms(c); i >= 0 && i < len(r) {
		return r[i].Room
	}
	return "a room"
}

// bottommost reports whether the room at index i of c is a bottommost
// room: no arrow points away from it (309.6).
func bottommost(c *Characteristics, i int) bool {
	r := rooms(c)
	return i >= 0 && i < len(r) && len(r[i].Next) == 0
}

// opVenture has each player of the instruction venture into the dungeon,
// or into the dungeon of the instruction's quality (ins.Name).
func opVenture(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		if err := g.venture(p, ins.Name); err != nil {
			return err
		}
	}
	return nil
}

// venture is player p venturing into the dungeon, or into quality when
// it is not empty (701.49).
func (g *Game) venture(p PlayerID, quality string) error {
	pl := g.players[p]
	name := g.playerName(p)
	m := pl.venture
	if o := g.objects[m.dungeon]; m.dungeon != 0 && o != nil && o.Zone == ZoneCommand {
		c := &o.Card.Faces[0]
		if quality != "" {
			g.record("701.49d", "%s already owns %s in the command zone: venturing into %s follows the normal procedure", name, c.Name, quality)
		}
		if !bottommost(c, m.room) {
			g.record("309.3#dungeon", "%s owns %s in the command zone: they can't bring another dungeon card into the game", name, c.Name)
			return g.moveVentureMarker(p, o, c)
		}
		g.record("701.49c", "%s's venture marker is on %s, the bottommost room of %s: they remove that dungeon card from the game", name, roomName(c, m.room), c.Name)
		if g.roomWaiting(m.dungeon) {
			g.record("309.5b", "a room ability of %s hasn't left the stack, so the state-based action hasn't removed it: venturing from its bottommost room removes it, then brings in another dungeon", c.Name)
		}
		g.completeDungeon(p, m.dungeon)
	}
	return g.enterDungeon(p, quality)
}

// moveVentureMarker moves p's marker from its room of dungeon o to an
// adjacent room, the player choosing among the arrows pointing away from
// it (701.49b, 309.5a).
func (g *Game) moveVentureMarker(p PlayerID, o *Object, c *Characteristics) error {
	m := &g.players[p].venture
	from := rooms(c)[m.room]
	next := from.Next[0]
	if len(from.Next) > 1 {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.49b", About: fmt.Sprintf("the room of %s to move the venture marker into from %s", c.Name, from.Room), Options: slices.Clone(from.Next)})
		if err != nil {
			return err
		}
		next = answer
	}
	to := roomIndex(c, next)
	g.record("309.5", "venturing into the dungeon moves %s's venture marker down the rooms of %s", g.playerName(p), c.Name)
	g.record("701.49b", "%s ventures into the dungeon: they move their venture marker from %s to %s, following an arrow pointing away from it", g.playerName(p), from.Room, roomName(c, to))
	if len(from.Next) > 1 {
		g.record("309.5a", "several arrows point away from %s: %s chose the one to follow", from.Room, g.playerName(p))
	}
	m.room = to
	g.markerMoved(p, o.ID, to)
	return nil
}

// markerMoved is p's venture marker moving into the room at index room
// of the dungeon card id: the room's ability triggers from the command
// zone, controlled by the card's owner (309.4c).
func (g *Game) markerMoved(p PlayerID, id ObjectID, room int) {
	v := g.view(id)
	g.afterEvents([]Event{{Kind: VentureMarkerMoved, Object: v, Player: p, Amount: room}}, nil)
	for _, t := range g.pending {
		if t.ability.Room != "" && t.source != nil && t.source.id == id {
			_, effect, _ := strings.Cut(t.ability.Text, " — ")
			g.record("309.4c", "the room ability of %s is \"When you move your venture marker into this room, %s\": it triggers from the command zone, controlled by %s, who owns %s", t.ability.Room, lowerInitial(effect), g.playerName(t.controller), v.name())
		}
	}
}

// enterDungeon has p choose a dungeon card they own from outside the
// game, of the quality given if any, put it into the command zone and put
// their venture marker on its topmost room (701.49a, 309.2a, 309.4a).
func (g *Game) enterDungeon(p PlayerID, quality string) error {
	name := g.playerName(p)
	var options []string
	defs := map[string]*CardDefinition{}
	for _, d := range g.dungeonCards() {
		n := d.Faces[0].Name
		if quality != "" && !strings.EqualFold(n, quality) && !slices.ContainsFunc(d.Faces[0].Subtypes, func(s string) bool { return strings.EqualFold(s, quality) }) {
			continue
		}
		options = append(options, n)
		defs[n] = d
	}
	if len(options) == 0 {
		what := "no dungeon card"
		if quality != "" {
			what = "no dungeon card with the quality " + quality
		}
		g.record("701.49a", "%s owns %s outside the game: they can't bring one into the command zone, and their venture marker stays out of any dungeon", name, what)
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.49a", About: "the dungeon card to put into the command zone", Options: options})
	if err != nil {
		return err
	}
	def := defs[answer]
	c := &def.Faces[0]
	id := g.putIntoCommand(&Object{Card: def, Owner: p})
	if quality != "" {
		g.record("701.49d", "%s ventures into %s: they choose %s, a dungeon card they own from outside the game with that quality", name, quality, c.Name)
	}
	g.record("701.49a", "%s ventures into the dungeon with no dungeon card in the command zone: they choose %s from outside the game and put it into the command zone", name, c.Name)
	g.record("309.2a#dungeon", "%s owns no dungeon card in the command zone, so they choose one they own from outside the game", name)
	g.record("309.2b#dungeon", "%s is in the command zone until it leaves the game: it is not a permanent", c.Name)
	g.record("309.4#dungeon", "the rooms of %s are connected by arrows; %s's venture marker on it shows the room they are in", c.Name, name)
	g.record("309.4a", "%s puts their venture marker on %s, the topmost room of %s", name, roomName(c, 0), c.Name)
	g.record("309.4b", "the name %s is flavor text: only the room's ability and arrows affect the game", roomName(c, 0))
	g.players[p].venture = ventureMarker{dungeon: id, room: 0}
	g.markerMoved(p, id, 0)
	return nil
}

// dungeonCards returns the dungeon cards the game knows, by name: each
// player owns one of each outside the game (309.2).
func (g *Game) dungeonCards() []*CardDefinition {
	var out []*CardDefinition
	for _, d := range g.cardReference {
		if len(d.Faces) > 0 && d.Faces[0].HasType("dungeon") {
			out = append(out, d)
		}
	}
	slices.SortFunc(out, func(a, b *CardDefinition) int { return strings.Compare(a.Faces[0].Name, b.Faces[0].Name) })
	return out
}

// completeDungeon removes p's dungeon card from the game, which completes
// it (309.7), and takes their venture marker off it.
func (g *Game) completeDungeon(p PlayerID, id ObjectID) {
	v := g.removeFromCommand(id)
	g.players[p].venture = ventureMarker{}
	g.players[p].dungeonsCompleted++
	if v != nil {
		g.record("309.7", "%s completes %s as the dungeon card leaves the game (%s completed)", g.playerName(p), v.name(), count(g.players[p].dungeonsCompleted, "dungeon"))
	}
}

// completedDungeons is the state-based action of 704.5t (309.6): a
// dungeon card whose owner's venture marker is on its bottommost room,
// and which is the source of no room ability that has triggered and not
// left the stack, is removed from the game by its owner. It reports
// whether any was.
func (g *Game) completedDungeons() bool {
	acted := false
	for _, p := range g.players {
		m := p.venture
		o := g.objects[m.dungeon]
		if m.dungeon == 0 || o == nil || o.Zone != ZoneCommand {
			continue
		}
		c := &o.Card.Faces[0]
		if !bottommost(c, m.room) || g.roomWaiting(m.dungeon) {
			continue
		}
		g.record("704.5t", "%s's venture marker is on %s, the bottommost room of %s, and no room ability of it waits on the stack: %s removes it from the game", p.Name, roomName(c, m.room), c.Name, p.Name)
		g.record("309.6", "removing %s from the game is a state-based action: it doesn't use the stack", c.Name)
		g.completeDungeon(p.ID, m.dungeon)
		acted = true
	}
	return acted
}

// roomWaiting reports whether a room ability of the dungeon card has
// triggered and not yet left the stack.
func (g *Game) roomWaiting(id ObjectID) bool {
	for _, t := range g.pending {
		if t.ability.Room != "" && t.source != nil && t.source.id == id {
			return true
		}
	}
	for _, sid := range g.stack {
		if o := g.objects[sid]; o != nil && o.Ability != nil && o.Ability.Room != "" && o.Source != nil && o.Source.id == id {
			return true
		}
	}
	return false
}

// lowerInitial returns s with its first letter in lower case, as an
// effect reads after the trigger condition that precedes it.
func lowerInitial(s string) string {
	if s == "" {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}
