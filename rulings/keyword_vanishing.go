package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// vanishing N: three abilities, "This permanent enters with N time
// counters on it," "At the beginning of your upkeep, if this permanent has
// a time counter on it, remove a time counter from it," and "When the last
// time counter is removed from this permanent, sacrifice it" (702.63a of
// 2026); without a number, the last two only (702.63b). A keyword from
// Prophecy, written as a keyword from Planar Chaos. Several instances each
// work separately (702.63c). The last counter's trigger watches the
// removals vanishing's own upkeep ability makes.
var vanishing = Keyword{separateRule: "702.63c", Name: vanishingName, Rule: "702.63", Form: "vanishing N", Since: "2007-02-02", triggerRule: "702.63a",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		rest, ok := strings.CutPrefix(text, "vanishing")
		if !ok || rest != "" && rest[0] != ' ' {
			return keywordValue{}, false, nil
		}
		if rest = strings.TrimSpace(rest); rest == "" {
			return keywordValue{}, true, nil
		}
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			return keywordValue{}, true, fmt.Errorf("%q is not a number at least 1", rest)
		}
		return keywordValue{n: n}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		if v.n == 0 {
			// 702.63b: no counters as it enters.
			return vanishingUpkeep(text, 0)
		}
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: EntersWithCounters, Amount: Value{N: v.n}, Counter: "time"}}
	},
	more: func(text string, v keywordValue) []*Ability {
		last := &Ability{Kind: TriggeredAbility, Text: text + ": when the last time counter is removed from this, sacrifice it",
			Trigger: &Trigger{Kind: OnEvent, Event: LastTimeCounterRemoved, Self: true},
			Effect:  []Instruction{{Op: "vanishing-sacrifice", Object: Ref{Kind: RefThis}, Text: "sacrifice it"}}}
		if v.n == 0 {
			return []*Ability{last}
		}
		return []*Ability{vanishingUpkeep(text, v.n), last}
	}}

// vanishingUpkeep is vanishing's upkeep ability, with its intervening
// "if": it triggers only while the permanent has a time counter. Its
// instruction keeps n, vanishing's number, 0 for vanishing without one
// (702.63b), whose time counters come from elsewhere.
func vanishingUpkeep(text string, n int) *Ability {
	return &Ability{Kind: TriggeredAbility, Text: text + ": at the beginning of your upkeep, if this has a time counter on it, remove a time counter from it",
		Trigger: &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your", Condition: hasTimeCounter},
		Effect:  []Instruction{{Op: "vanishing", Object: Ref{Kind: RefThis}, Amount: Value{N: n}, Text: "remove a time counter from it"}}}
}

// hasTimeCounter is the intervening "if" of vanishing's upkeep ability,
// checked as it would trigger.
func hasTimeCounter(g *Game, _ *Event, src *view) bool {
	if o := g.objects[src.id]; o != nil && o.Counters["time"] > 0 {
		n := 0
		for _, a := range src.chars().Abilities {
			if a.Keyword == vanishingName && a.Trigger != nil && a.Trigger.Kind == AtBeginning {
				n++
			}
		}
		if n > 1 {
			g.record("702.63c", "%s has vanishing %d times, and each instance works separately: this upkeep ability is one of them", src.name(), n)
		}
		return true
	}
	g.record("702.63a", "%s has no time counter on it: its vanishing upkeep ability doesn't trigger", src.name())
	return false
}

// opVanishing removes a time counter from the permanent, if it still has
// one as the ability resolves (603.4); removing the last triggers the
// sacrifice.
func opVanishing(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		left, ok := g.takeTimeCounter(id)
		if !ok {
			continue
		}
		if ins.Amount.N == 0 {
			g.record("702.63b", "%s has vanishing without a number: it entered with no time counters from it, and its upkeep ability removes one it got otherwise", g.name(id))
		}
		g.record("702.63a", "a time counter is removed from %s (%s left)", g.name(id), count(left, "time counter"))
		if left == 0 {
			g.afterEvents([]Event{{Kind: LastTimeCounterRemoved, Object: g.view(id), NoPlayer: true}}, nil)
		}
	}
	return nil
}

// opVanishingSacrifice has the permanent's controller sacrifice it, if it
// is still on the battlefield.
func opVanishingSacrifice(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.record("702.63a", "the last time counter was removed from %s: %s sacrifices it", g.name(id), g.playerName(o.Controller))
		g.sacrificeAll([]ObjectID{id})
	}
	return nil
}

// vanishingName names the keyword where its own abilities look for it.
const vanishingName = "vanishing"

// takeTimeCounter removes a time counter from permanent id as an ability
// resolves (vanishing, impending) and returns how many are left; false,
// recorded, when it is gone or has none left to remove (603.4).
func (g *Game) takeTimeCounter(id ObjectID) (int, bool) {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || o.Counters["time"] == 0 {
		g.record("603.4", "%s has no time counter on it as the ability resolves: it does nothing", g.name(id))
		return 0, false
	}
	o.Counters["time"]--
	return o.Counters["time"], true
}
