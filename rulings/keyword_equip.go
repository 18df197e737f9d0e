package rulings

import (
	"fmt"
	"strings"
)

// equip {COST}: "{COST}: Attach this Equipment to target creature you
// control. Play this ability only any time you could play a sorcery"
// (502.33).
// "Equip [quality] {COST}" or "equip [quality] creature {COST}" may
// target only a creature of that quality its controller controls
// (702.6c of 2026); the quality is the filter's text before "creature you
// control" ("legendary").
var equip = Keyword{Name: equipName, Rule: "502.33", Form: "equip {COST}", match: matchEquip,
	build: func(text string, v keywordValue) *Ability {
		f := Filter{Types: []string{"creature"}, Controller: "you", Text: "creature you control"}
		if v.text != "" {
			f = v.filter
		}
		return &Ability{Kind: ActivatedAbility, Text: text, SorceryTiming: true,
			Cost:    Cost{Mana: v.cost, HasMana: true},
			Targets: []TargetSpec{{Names: []string{"E"}, Filter: f}},
			Effect:  []Instruction{{Op: "equip", Object: Ref{Kind: RefTarget, Name: "E"}, Name: v.text, Text: "attach this Equipment to target " + f.Text}}}
	}}

// matchEquip reads "equip {COST}" and its variant with a quality, "equip
// QUALITY [creature] {COST}", whose target is read by filter as
// "QUALITY creature you control".
func matchEquip(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	rest, ok := strings.CutPrefix(strings.ToLower(text), equipName+" ")
	if !ok {
		return v, false, nil
	}
	i := strings.Index(rest, "{")
	if i < 0 {
		return v, false, nil
	}
	quality := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest[:i]), "creature"))
	var err error
	if v.cost, err = ParseManaCost(strings.ToUpper(strings.TrimSpace(rest[i:]))); err != nil {
		return v, true, err
	}
	if quality == "" {
		return v, true, nil
	}
	if quality == "planeswalker" {
		return v, true, fmt.Errorf("equip planeswalker (702.6e of 2026) attaches to a planeswalker as though it were a creature, which the engine doesn't play")
	}
	if filter == nil {
		return v, true, fmt.Errorf("no filter reader for %q", quality)
	}
	if v.filter, err = filter(quality + " creature you control"); err != nil {
		return v, true, err
	}
	v.text = quality
	return v, true, nil
}

const equipName = "equip"

// opEquip attaches the Equipment to the target creature, moving it from
// any creature it equipped (502.33a, 212.2).
func opEquip(g *Game, r *resolution, ins Instruction) error {
	targets := r.objects(ins.Object)
	src := g.objects[r.source.id]
	if len(targets) == 0 || src == nil || src.Zone != ZoneInPlay {
		return nil
	}
	if g.alreadyAttached(src, targets[0]) {
		return nil
	}
	if from := g.objects[src.AttachedTo]; from != nil && from.Zone == ZoneInPlay && from.ID != targets[0] {
		g.record("502.33a", "%s moves from %s", g.name(src.ID), g.name(from.ID))
	}
	src.AttachedTo = targets[0]
	old := src.Timestamp
	src.Timestamp = g.newTimestamp()
	g.effectsChanged()
	shifts := g.settleControl()
	g.noteKeyword(g.name(src.ID), equip)
	g.record("502.33a", "%s is attached to %s", g.name(src.ID), g.name(targets[0]))
	g.recordAction("502.33a#attach", "to attach %s to %s is to take it from where it is and put it onto %s", g.name(src.ID), g.name(targets[0]), g.name(targets[0]))
	g.record("418.5e", "%s receives a new timestamp as it becomes attached to %s: its effects now follow those with earlier timestamps", g.name(src.ID), g.name(targets[0]))
	g.recordAction("418.5e#attach", "attaching %s to a different object gives it a new timestamp", g.name(src.ID))
	g.noteGrantedRetimestamped(src.ID, old)
	g.recordShifts(shifts)
	g.record("212.2j", "%s is the equipped creature: %s equips it", g.name(targets[0]), g.name(src.ID))
	if ins.Name != "" {
		g.recordLater("702.6c", "%s's \"%s\" may target only a %s creature its controller controls: %s is one", g.name(src.ID), r.ability.Text, ins.Name, g.name(targets[0]))
	}
	if countKeyword(r.source, equipName) > 1 {
		g.record("502.33c", "%s has more than one equip ability: any of them may be used", g.name(src.ID))
	}
	return nil
}

// sorceryTimingRule is the rule that restricts an activated ability to
// sorcery timing: a keyword's own (equip 502.33a, transmute 502.48a), or
// 403.5 for an ability that reads "Play this ability only any time you
// could play a sorcery".
func sorceryTimingRule(a *Ability) string {
	if k, ok := KeywordNamed(a.Keyword); ok {
		return k.Rule + "a"
	}
	return "403.5"
}
