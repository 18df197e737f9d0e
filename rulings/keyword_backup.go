package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// backup N: "When this creature enters, put N +1/+1 counters on target
// creature. If that's another creature, it also gains the non-backup
// abilities of this creature printed below this one until end of turn"
// (702.165a of 2026). Only abilities printed on the object are granted,
// not ones it gained (702.165c), as they were when the ability was put on
// the stack (702.165d). A keyword from March of the Machine, dated by
// that set's release.
var backup = Keyword{Name: "backup", Rule: "702.165", Form: "backup N", arg: argNumber, Since: "2023-04-21", triggerRule: "702.165a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("put %s on target creature; if that's another creature, it also gains the non-backup abilities of this creature printed below this one until end of turn", count(v.n, "+1/+1 counter"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this creature enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
			Effect:  []Instruction{{Op: "backup", Object: Ref{Kind: RefTarget, Name: "T"}, Amount: Value{N: v.n}, Text: what}}}
	}}

// opBackup puts the counters on the target and grants it the abilities
// printed below the backup ability, if it is another creature.
func opBackup(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	id := ids[0]
	g.record("702.165a", "backup %d: %s puts %s on %s", ins.Amount.N, g.playerName(r.controller), count(ins.Amount.N, "+1/+1 counter"), g.name(id))
	g.putCountersOn(g.objects[id], "+1/+1", ins.Amount.N, false)
	if r.source != nil && id == r.source.id {
		g.record("702.165a", "%s is the creature with backup itself, not another creature: it gains no abilities", g.name(id))
		return nil
	}
	granted := g.backupAbilities(r)
	if len(granted) == 0 {
		g.record("702.165a", "%s has no non-backup ability printed below its backup ability: %s gains nothing", r.source.name(), g.name(id))
		return nil
	}
	texts := make([]string, len(granted))
	for i, a := range granted {
		texts[i] = a.Text
	}
	g.record("702.165c", "only the abilities printed on %s are granted: %s", r.source.name(), strings.Join(texts, "; "))
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: granted, Duration: UntilEndOfTurn, Text: "gains " + strings.Join(texts, " and ") + " until end of turn"})
	return nil
}

// backupAbilities are the non-backup abilities printed on the source of
// the resolving backup ability below that ability.
func (g *Game) backupAbilities(r *resolution) []*Ability {
	var printed []*Ability
	if o := g.objects[r.source.id]; o != nil && o.Card != nil && len(o.Card.Faces) > 0 {
		printed = o.Card.Faces[0].Abilities
	} else {
		printed = r.source.chars().Abilities
	}
	i := slices.IndexFunc(printed, func(a *Ability) bool { return a.Keyword == backup.Name && a.Text == r.ability.Text })
	if i < 0 {
		return nil
	}
	var out []*Ability
	for _, a := range printed[i+1:] {
		if a.Keyword != backup.Name {
			out = append(out, a)
		}
	}
	return out
}
