package rulings

import (
	"fmt"
	"strings"
)

// An effect that changes characteristics in several layers applies each
// part in its own layer (418.5b): "gets +1/+1 and becomes the color of
// your choice until end of turn" sets the color in layer 5, then adds
// +1/+1 in layer 6.

// opPumpAndColor performs "NAME gets +N/+N and becomes the color of your
// choice until end of turn": its controller chooses the color as it
// resolves.
func opPumpAndColor(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	c, err := g.askColor(r.controller, "413.2c", "the color of "+g.name(ids[0]))
	if err != nil {
		return err
	}
	answer := c.String()
	g.record("413.2c", "%s chooses %s", g.playerName(r.controller), answer)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: ColorSet(0).With(c), Duration: ins.Duration, Text: fmt.Sprintf("becomes %s until end of turn", answer)})
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: ins.Power, ToughnessDelta: ins.Toughness, Duration: ins.Duration, Text: fmt.Sprintf("gets %+d/%+d until end of turn", ins.Power, ins.Toughness)})
	p, t := g.PowerToughness(ids[0])
	g.record("418.5b", "\"%s\" applies in two layers: the color part in layer 5, then the power and toughness part in layer 6; %s is %s and %d/%d", ins.Text, g.name(ids[0]), answer, p, t)
	return nil
}

// opSetPT sets the objects' power and toughness until end of turn, in
// sublayer 6b: counters (6c), static abilities that modify power and
// toughness (6d) and switches (6e) still apply after it (418.5a).
func opSetPT(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: ins.Power, Toughness: ins.Toughness, Duration: ins.Duration, Text: ins.Text})
	if len(ids) == 0 {
		return nil
	}
	added := g.effects[len(g.effects)-1]
	for _, id := range ids {
		g.noteSetPT(id, added, ins.Power, ins.Toughness)
	}
	return nil
}

// noteSetPT records, for permanent id whose power and toughness the
// effect set has just set to power/toughness, the earlier effects it
// overrides and, when counters or modifying effects make the result
// differ, that those still apply after it (418.5a; 613.4b-c of 2026).
func (g *Game) noteSetPT(id ObjectID, set *ContinuousEffect, power, toughness int) {
	g.noteSetOverridesEarlierSet(id, set)
	g.noteSetOverridesEarlier(id, set)
	p, t := g.PowerToughness(id)
	switch {
	case p == power && t == toughness:
	case g.rules.SetPTFirst:
		g.record("418.5a#set", "%s is set to %d/%d in layer 7b, before every effect of layer 7c that modifies its power and toughness, whatever their timestamps (counters, \"gets\" effects, static abilities): it is %d/%d", g.name(id), power, toughness, p, t)
		g.recordLater("613.1", "%s's power and toughness are found by starting with the object and applying the continuous effects layer by layer, not in the order they began: it is %d/%d", g.name(id), p, t)
	default:
		g.record("418.5a", "%s is set to %d/%d in sublayer 6b, and its counters (6c) and the static abilities that modify power and toughness (6d) still apply after that: it is %d/%d", g.name(id), power, toughness, p, t)
	}
}

// opPutCounters puts counters of one kind on the objects.
func opPutCounters(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, id := range r.objectsOf(ins) {
		g.record("413.2b", "%s puts %s on %s", r.source.name(), count(n, ins.Name+" counter"), g.name(id))
		g.putCountersOn(g.objects[id], ins.Name, n, false)
		g.recordLater("122.1", "the %s counters on %s are markers, not objects: counters of one name are interchangeable", ins.Name, g.name(id))
	}
	return nil
}

// noteSetOverridesEarlier records, under rules where effects that set
// power and toughness share sublayer 6b with those that modify them
// (418.5a of 2006, no SetPTFirst), the earlier modifiers of permanent id
// that the newer setting effect set overrides: they apply first, in
// timestamp order, and the setting effect replaces their result.
func (g *Game) noteSetOverridesEarlier(id ObjectID, set *ContinuousEffect) {
	if g.rules.SetPTFirst {
		return
	}
	l := g.layersOf(id)
	if l == nil || !l.view.chars().HasType("creature") {
		return
	}
	var earlier []string
	for _, e := range l.applied {
		if e.Layer == LayerPowerToughnessSet && !e.SetsPT && (e.PowerDelta != 0 || e.ToughnessDelta != 0) && e.Timestamp < set.Timestamp {
			earlier = append(earlier, fmt.Sprintf("%q", e.Text))
		}
	}
	if len(earlier) == 0 {
		return
	}
	c := l.view.chars()
	g.record("418.5a", "effects that set power and toughness and effects that modify them apply together in sublayer 6b, in timestamp order: %s, applied earlier, is overridden by the later %q; %s is %d/%d", strings.Join(earlier, " and "), set.Text, g.name(id), c.Power, c.Toughness)
}

// noteSetOverridesEarlierSet records, in every era, the earlier effects
// setting permanent id's power and toughness that the newer one set
// overrides: effects in one sublayer apply in timestamp order, so the
// later value is the one left (418.5h of 2006, 613.7 of 2026).
func (g *Game) noteSetOverridesEarlierSet(id ObjectID, set *ContinuousEffect) {
	l := g.layersOf(id)
	if l == nil || !l.view.chars().HasType("creature") {
		return
	}
	var earlier, defining []string
	for _, e := range l.applied {
		if e.Layer == LayerPowerToughnessSet && e.SetsPT && e != set && e.Timestamp < set.Timestamp {
			if g.rules.SetPTFirst && definesPT(e) {
				defining = append(defining, fmt.Sprintf("%q", e.Text))
				continue
			}
			earlier = append(earlier, fmt.Sprintf("%q", e.Text))
		}
	}
	c := l.view.chars()
	if len(defining) > 0 {
		// A characteristic-defining ability applies in its own sublayer,
		// before any other effect setting power and toughness, whatever
		// the timestamps (613.4a of 2026, 613.3a of 2009).
		g.recordLater("613.1g", "%s's power and toughness are worked out in layer 7, the layer of power- and toughness-changing effects", g.name(id))
		g.recordLater("613.4", "within layer 7, %s's effects apply sublayer by sublayer, 7a before 7b, and in timestamp order within each", g.name(id))
		g.recordLater("208.2", "%s's power and toughness are defined by %s, a characteristic-defining ability, rather than a fixed number", g.name(id), strings.Join(defining, " and "))
		g.record("613.4a", "%s, a characteristic-defining ability of %s, applies first, in layer 7a; %q sets its power and toughness after it, in layer 7b: %s is %d/%d", strings.Join(defining, " and "), g.name(id), set.Text, g.name(id), c.Power, c.Toughness)
	}
	if len(earlier) == 0 {
		return
	}
	g.record("418.5h#timestamp", "%s, setting %s's power and toughness earlier, is overridden by the later %q: effects in one sublayer apply in timestamp order, the latest last; %s is %d/%d", strings.Join(earlier, " and "), g.name(id), set.Text, g.name(id), c.Power, c.Toughness)
}

// definesPT reports whether e comes from a characteristic-defining
// ability that defines power and toughness (604.3 of 2026): the engine
// gives those effects timestamp 0, so they apply before every other
// effect setting power and toughness.
func definesPT(e *ContinuousEffect) bool {
	if e.ability == nil || e.ability.Static == nil {
		return false
	}
	switch e.ability.Static.Kind {
	case PTFromCount, PTFromCounters, PTFromManaValue:
		return true
	}
	return false
}
