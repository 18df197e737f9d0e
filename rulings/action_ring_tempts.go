package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// ringTemptsAction: each time the Ring tempts a player, they choose a
// creature they control, which becomes their Ring-bearer until another
// creature does or another player gains control of it (701.54a); being a
// Ring-bearer is a designation, not a copiable value (701.54b). A player
// the Ring tempts for the first time first gets an emblem named The Ring
// in the command zone, whose abilities grow with the number of times the
// Ring has tempted them (701.54c): its static ability makes the
// Ring-bearer legendary and unblockable by creatures with greater power
// (here, in the view of the permanent and in the blocking rules), its
// triggered abilities trigger from the command zone on the Ring-bearer's
// attacking, becoming blocked and dealing combat damage to a player. The
// Ring tempts a player even when they control no creature (701.54d); a
// creature is "your Ring-bearer" only while on the battlefield under
// your control (701.54e). A keyword action from The Lord of the Rings:
// Tales of Middle-earth, dated by that set's release.
var ringTemptsAction = KeywordAction{
	Name:   "the ring tempts you",
	Rule:   "701.54",
	Since:  "2023-06-23",
	Oracle: []string{"the Ring tempts you"},
	Ops:    []string{"ring-tempts", "ring-sacrifice"},
}

// theRing is the name of the emblem (701.54c).
const theRing = "The Ring"

// ringAbilityTexts are the abilities of The Ring, the first always, each
// other once the Ring has tempted its owner as many times as its place
// in the list, counting from one (701.54c).
var ringAbilityTexts = []string{
	"Your Ring-bearer is legendary and can't be blocked by creatures with greater power",
	"Whenever your Ring-bearer attacks, draw a card, then discard a card",
	"Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at end of combat",
	"Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life",
}

// ringDefinition is The Ring as it is once the Ring has tempted its
// owner n times: the abilities of 701.54c it has by then.
func ringDefinition(n int) *CardDefinition {
	bearer := func(g *Game, ev *Event, src *view) bool {
		return ev.Object != nil && g.isRingBearer(ev.Object.id, src.controller)
	}
	abilities := []*Ability{{Kind: StaticAbility, Text: ringAbilityTexts[0], Static: &Static{Kind: PlayRule}}}
	if n >= 2 {
		abilities = append(abilities, &Ability{Kind: TriggeredAbility, Text: ringAbilityTexts[1],
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, From: ZoneAny, To: ZoneAny, Condition: bearer},
			Effect: []Instruction{
				{Op: "draw", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "draw a card"},
				{Op: "discard-n", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "discard a card"},
			}})
	}
	if n >= 3 {
		sacrifice := Instruction{Op: "ring-sacrifice", Object: Ref{Kind: RefEventSource}, Text: "that creature's controller sacrifices it"}
		abilities = append(abilities, &Ability{Kind: TriggeredAbility, Text: ringAbilityTexts[2],
			Trigger: &Trigger{Kind: OnEvent, Event: BlockedBy, From: ZoneAny, To: ZoneAny, Condition: bearer},
			Effect:  []Instruction{{Op: "delayed", Name: DelayedAtEndOfCombat, Else: []Instruction{sacrifice}, Text: "that creature's controller sacrifices it at end of combat"}}})
	}
	if n >= 4 {
		abilities = append(abilities, &Ability{Kind: TriggeredAbility, Text: ringAbilityTexts[3],
			Trigger: &Trigger{Kind: OnEvent, Event: DealsDamage, From: ZoneAny, To: ZoneAny, Condition: func(g *Game, ev *Event, src *view) bool {
				return bearer(g, ev, src) && combatDamageToPlayer(g, ev, src)
			}},
			Effect: []Instruction{{Op: "lose-life", Player: Ref{Kind: RefEachOpponent}, Amount: Value{N: 3}, Text: "each opponent loses 3 life"}}})
	}
	return &CardDefinition{Name: theRing, Faces: []Characteristics{{Name: theRing, Abilities: abilities}}}
}

// opRingTempts has the Ring tempt each player of the instruction.
func opRingTempts(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		if err := g.ringTempts(p); err != nil {
			return err
		}
	}
	return nil
}

// ringTempts is the Ring tempting player p (701.54a, c, d).
func (g *Game) ringTempts(p PlayerID) error {
	pl := g.players[p]
	name := g.playerName(p)
	if o := g.objects[pl.ring]; pl.ring == 0 || o == nil || o.Zone != ZoneCommand {
		pl.ring = g.putIntoCommand(&Object{Card: ringDefinition(0), Owner: p})
		g.record("701.54c", "%s has no emblem named The Ring as the Ring tempts them: they get one in the command zone, with \"%s\"", name, ringAbilityTexts[0])
	}
	var creatures []ObjectID
	var options []string
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && v.chars().HasType("creature") {
			creatures = append(creatures, id)
			options = append(options, g.name(id))
		}
	}
	if len(creatures) == 0 {
		g.record("701.54d", "%s controls no creature to choose as their Ring-bearer: the Ring tempts them all the same", name)
	} else {
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.54a", About: "the creature to become " + name + "'s Ring-bearer", Options: options})
		if err != nil {
			return err
		}
		chosen := creatures[max(indexFold(options, answer), 0)]
		if old := pl.ringBearer; old != 0 && old != chosen && !g.isRingBearer(old, p) {
			g.record("701.54e", "%s's last Ring-bearer is no longer on the battlefield under their control: it isn't their Ring-bearer", name)
		}
		if old := pl.ringBearer; old != 0 && old != chosen && g.isRingBearer(old, p) {
			g.record("701.54a", "%s becomes %s's Ring-bearer, so %s no longer is", g.name(chosen), name, g.name(old))
		}
		pl.ringBearer = chosen
		g.record("701.54a", "the Ring tempts %s: they choose %s, which becomes their Ring-bearer", name, g.name(chosen))
		g.record("701.54b", "Ring-bearer is a designation %s has, not a copiable value", g.name(chosen))
		g.effectsChanged()
	}
	pl.tempted++
	if o := g.objects[pl.ring]; o != nil {
		o.Card = ringDefinition(pl.tempted)
		var has []string
		for _, a := range o.Card.Faces[0].Abilities {
			has = append(has, fmt.Sprintf("%q", a.Text))
		}
		g.record("701.54c", "the Ring has tempted %s %s: The Ring has %s", name, times(pl.tempted), strings.Join(has, ", "))
	}
	return nil
}

// isRingBearer reports whether id is p's Ring-bearer: the creature p
// last chose, on the battlefield under p's control (701.54e). A
// Ring-bearer another player gained control of has stopped being one
// (701.54a).
func (g *Game) isRingBearer(id ObjectID, p PlayerID) bool {
	if id == 0 || int(p) >= len(g.players) || g.players[p].ringBearer != id {
		return false
	}
	o := g.objects[id]
	return o != nil && o.Zone == ZoneInPlay && o.Controller == p
}

// ringBearerView makes the Ring-bearer legendary, by the static ability
// of its controller's Ring (701.54c).
func (g *Game) ringBearerView(o *Object, v *view) {
	if o.Zone != ZoneInPlay || !g.isRingBearer(o.ID, v.controller) {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		if !slices.Contains(v.faces[i].Supertypes, "legendary") {
			v.faces[i].Supertypes = append(slices.Clone(v.faces[i].Supertypes), "legendary")
		}
	}
}

// ringForbidsBlock applies the rest of the Ring's static ability: the
// Ring-bearer can't be blocked by creatures with greater power (701.54c).
func (g *Game) ringForbidsBlock(attacker, blocker *view) error {
	if !g.isRingBearer(attacker.id, attacker.controller) {
		return nil
	}
	ap, _ := g.PowerToughness(attacker.id)
	bp, _ := g.PowerToughness(blocker.id)
	if bp > ap {
		return g.illegal("701.54c", "%s is %s's Ring-bearer and can't be blocked by creatures with greater power; %s has power %d, greater than its %d, and can't block it", attacker.name(), g.playerName(attacker.controller), blocker.name(), bp, ap)
	}
	g.record("701.54c", "%s is %s's Ring-bearer, but %s has power %d, not greater than its %d, and can block it", attacker.name(), g.playerName(attacker.controller), blocker.name(), bp, ap)
	return nil
}

// opRingSacrifice has the controller of each object of the instruction
// sacrifice it: the delayed ability of The Ring's third ability, whose
// controller is the Ring's owner, not the blocking creature's.
func opRingSacrifice(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.record("701.54c", "%s's controller, %s, sacrifices it at end of combat", g.name(id), g.playerName(o.Controller))
		g.sacrificeAll([]ObjectID{id})
	}
	return nil
}
