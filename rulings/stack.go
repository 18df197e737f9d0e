package rulings

import (
	"slices"
	"strconv"
	"strings"
)

// resolution is the context of a spell or ability resolving: who controls
// it, its legal targets, and the values fixed as it resolves (413.2f).
type resolution struct {
	g          *Game
	obj        *Object
	ability    *Ability
	controller PlayerID
	source     *view
	// targets maps a target's name to its chosen targets; legal maps it to
	// those still legal for that instance of "target" (413.2a).
	targets map[string][]Target
	legal   map[string][]Target
	vars    map[string]int
	// thatPlayer is the player the trigger event or step is about.
	thatPlayer    PlayerID
	hasThatPlayer bool
	event         *Event
	// thatCard is the object the last instruction moved.
	thatCard  *view
	manaKinds []Mana
}

// value evaluates an amount; variables were fixed earlier in the
// resolution.
func (r *resolution) value(v Value) int {
	if v.Var == "" || r == nil {
		return v.N
	}
	switch v.Var {
	case "X":
		if r.obj != nil {
			return r.obj.X
		}
	case "the converted mana cost of that card":
		return r.thatCardCost()
	}
	return r.vars[v.Var]
}

// resolveTop resolves the object on top of the stack (413.1).
func (g *Game) resolveTop() error {
	id := g.Stack[len(g.Stack)-1]
	o := g.objects[id]
	name := g.name(id)
	g.trace.record("413.1", "all players pass in succession: %s resolves", name)
	r := &resolution{g: g, obj: o, controller: o.Controller, targets: map[string][]Target{}, legal: map[string][]Target{}, vars: map[string]int{}, event: o.Event}
	if o.Ability != nil {
		r.ability, r.source = o.Ability, o.Source
	} else {
		face := 0
		if o.Face >= 0 {
			face = o.Face
		}
		r.ability = spellAbility(&o.Card.Faces[face])
		r.source = g.view(id)
	}
	if o.Event != nil {
		r.thatPlayer, r.hasThatPlayer = o.Event.Player, true
	}
	if r.ability != nil && len(r.ability.Targets) > 0 {
		if !g.checkTargetsOnResolution(r) {
			g.trace.record("413.2a", "every target of %s, for every instance of the word \"target\", is illegal: it is countered", name)
			g.counter(id)
			return nil
		}
	}
	if r.ability != nil {
		for _, ins := range r.ability.Effect {
			if err := g.perform(r, ins); err != nil {
				return err
			}
		}
	}
	if g.objects[id] == nil {
		return nil
	}
	if o.Ability != nil {
		g.removeAbilityFromStack(o)
		return nil
	}
	c := g.view(id).chars()
	if c.HasType("instant") || c.HasType("sorcery") {
		g.trace.record("413.2h", "%s is put into its owner's graveyard as the final step of its resolution", name)
		ev := g.move(id, ZoneGraveyard, o.Owner)
		g.afterEvents([]Event{ev}, nil)
		return nil
	}
	g.trace.record("413.2h", "%s is put into play under %s's control", name, g.playerName(o.Controller))
	g.enterPlay(id, o.Controller)
	return nil
}

// enterPlay moves an object into play and checks comes-into-play triggers
// against the permanent as continuous effects make it look (410.10a-b).
func (g *Game) enterPlay(id ObjectID, controller PlayerID) ObjectID {
	ev := g.move(id, ZoneInPlay, controller)
	ev.Object = g.view(ev.NewID)
	g.afterEvents([]Event{ev}, nil)
	return ev.NewID
}

// checkTargetsOnResolution rechecks every target (413.2a) and reports
// whether any is still legal.
func (g *Game) checkTargetsOnResolution(r *resolution) bool {
	any := false
	for i, spec := range r.ability.Targets {
		if i >= len(r.obj.Targets) {
			break
		}
		for j, t := range r.obj.Targets[i] {
			tname := spec.Names[min(j, len(spec.Names)-1)]
			r.targets[tname] = append(r.targets[tname], t)
			ok := g.stillLegal(r, spec, t)
			if ok {
				r.legal[tname] = append(r.legal[tname], t)
				any = true
				g.trace.record("413.2a", "%s is still a legal target as %s (%s)", g.targetName(t), tname, spec.Filter)
			} else {
				g.trace.record("413.2a", "%s is no longer a legal target as %s (%s)%s", g.targetName(t), tname, spec.Filter, g.illegalReason(t))
			}
		}
	}
	return any
}

// stillLegal reports whether a target is legal as the spell resolves. A
// legal target for one instance of "target" keeps that target for every
// instruction that refers to it by another instance, so legality is kept
// per target and per instance.
func (g *Game) stillLegal(r *resolution, spec TargetSpec, t Target) bool {
	if t.IsPlayer {
		return !g.Players[t.Player].Lost && g.matchesPlayer(&spec.Filter, t.Player, r.controller)
	}
	if g.objects[t.Object] == nil {
		return false
	}
	return g.matches(&spec.Filter, g.view(t.Object), r.controller, r)
}

func (g *Game) illegalReason(t Target) string {
	if t.IsPlayer {
		return ""
	}
	if g.objects[t.Object] == nil {
		return ": it left the zone it was in"
	}
	return ": its characteristics changed"
}

// counter moves a countered spell to its owner's graveyard or removes a
// countered ability from the stack (414.1).
func (g *Game) counter(id ObjectID) {
	o := g.objects[id]
	if o.Ability != nil {
		g.trace.record("414.1", "%s is removed from the stack; none of its effects occur", g.name(id))
		g.removeAbilityFromStack(o)
		return
	}
	g.trace.record("414.1", "%s is countered: it moves to its owner's graveyard and none of its effects occur", g.name(id))
	ev := g.move(id, ZoneGraveyard, o.Owner)
	g.afterEvents([]Event{ev}, nil)
}

// removeAbilityFromStack takes an ability off the stack; a state trigger
// may trigger again afterwards (410.11).
func (g *Game) removeAbilityFromStack(o *Object) {
	g.Stack = slices.DeleteFunc(g.Stack, func(id ObjectID) bool { return id == o.ID })
	g.lki[o.ID] = g.view(o.ID)
	delete(g.objects, o.ID)
	if o.stateKey != "" {
		delete(g.stateTriggered, o.stateKey)
	}
	g.checkStateTriggers()
}

// StackNames lists the names of the objects on the stack, top first.
func (g *Game) StackNames() []string {
	out := make([]string, 0, len(g.Stack))
	for i := len(g.Stack) - 1; i >= 0; i-- {
		out = append(out, g.name(g.Stack[i]))
	}
	return out
}

// thatCardCost is the converted mana cost of the card the last instruction
// moved. A split card outside the stack gives two answers, and an amount
// counts both (505.5).
func (r *resolution) thatCardCost() int {
	if r.thatCard == nil {
		return 0
	}
	total := 0
	costs := make([]string, len(r.thatCard.faces))
	for i := range r.thatCard.faces {
		n := r.thatCard.faces[i].ManaCost.ConvertedCost()
		costs[i] = strconv.Itoa(n)
		total += n
	}
	if len(costs) > 1 {
		r.g.trace.record("505.5", "%s is a split card: its converted mana cost is %s, so the amount is %d", r.thatCard.name(), strings.Join(costs, " and "), total)
	}
	return total
}
