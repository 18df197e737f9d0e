package rulings

import (
	"slices"
	"strings"
)

// costEffect is a cost increase created by a resolving spell or ability,
// lasting until end of turn.
type costEffect struct {
	filter     Filter
	mana       ManaCost
	controller PlayerID
	text       string
}

// opCostIncrease starts a cost increase. Spells and abilities already on
// the stack keep the total cost they locked in (409.3).
func opCostIncrease(g *Game, r *resolution, ins Instruction) error {
	m, _ := ParseManaCost(ins.Name)
	g.costEffects = append(g.costEffects, costEffect{filter: ins.Filter, mana: m, controller: r.controller, text: ins.Text})
	g.record("413.2b", "until end of turn, %s", ins.Text)
	var waiting []string
	for _, id := range g.stack {
		if id != r.obj.ID {
			waiting = append(waiting, g.name(id))
		}
	}
	if len(waiting) > 0 {
		g.record("409.3", "the cost change does nothing to what is already on the stack (%s): its cost was locked in", strings.Join(waiting, ", "))
	}
	return nil
}

// opPreventNext sets up a prevention shield: the next N damage that would
// be dealt to the object or player this turn is prevented (419.7b).
func opPreventNext(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, id := range r.objectsOf(ins) {
		g.objects[id].Prevention += n
		g.record("419.7b", "the next %d damage that would be dealt to %s this turn will be prevented", n, g.name(id))
	}
	for _, p := range r.players(ins.Player) {
		g.players[p].Prevention += n
		g.record("419.7b", "the next %d damage that would be dealt to %s this turn will be prevented", n, g.playerName(p))
	}
	return nil
}

// opPreventAllTo prevents all damage that would be dealt to the objects
// and players this turn: not a shield, it is never used up (419.7a).
func opPreventAllTo(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.objects[id].PreventAll = true
		g.record("419.7a", "all damage that would be dealt to %s this turn will be prevented", g.name(id))
	}
	for _, p := range r.players(ins.Player) {
		g.players[p].PreventAll = true
		g.record("419.7a", "all damage that would be dealt to %s this turn will be prevented", g.playerName(p))
	}
	return nil
}

// playWindow says why a card with a "play this only ..." ability can't be
// played now, or "" (412.4).
func (g *Game) playWindow(p PlayerID, c *Characteristics) string {
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != PlayOnly {
			continue
		}
		g.record("402.8d", "%s's ability \"%s\" restricts how it can be %s: it functions in the %s, a zone it could be %s from", c.Name, a.Text, g.rules.Words.spell(participle), g.rules.ZoneName(ZoneHand), g.rules.Words.spell(participle))
		g.record("401.5", "a restriction on %s %s is a static ability that applies while the card is in a zone it can be %s from", g.rules.Words.spell(gerund), c.Name, g.rules.Words.spell(participle))
		if !slices.Contains(a.Static.Steps, g.step) || (a.Static.Whose == "your" && g.active != p) {
			return a.Text
		}
		g.record("412.4", "%s's ability \"%s\" applies from the hand, where the card is played from: it may be played now", c.Name, a.Text)
	}
	return ""
}

// asTurnedFaceUp applies "As this is turned face up" abilities while the
// permanent is turned face up, not afterwards (504.8).
func (g *Game) asTurnedFaceUp(o *Object) error {
	v := g.view(o.ID)
	for _, a := range v.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != AsTurnedFaceUp {
			continue
		}
		g.record("504.8", "%s's ability \"%s\" applies while it is turned face up", v.name(), a.Text)
		g.record("419.1e", "\"%s\" is a replacement effect: it modifies the event of turning %s face up instead of triggering on it, so nothing goes on the stack", a.Text, v.name())
		r := &resolution{g: g, controller: o.Controller, source: v, vars: map[string]int{}}
		for _, ins := range a.Static.Effect {
			if err := g.perform(r, ins); err != nil {
				return err
			}
		}
	}
	return nil
}
