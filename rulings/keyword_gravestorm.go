package rulings

import "fmt"

// gravestorm: "When you cast this spell, copy it for each permanent that
// was put into a graveyard from the battlefield this turn. If the spell
// has any targets, you may choose new targets for any of the copies"
// (702.69a of 2026), a triggered ability that functions on the stack;
// several instances each trigger (702.69b). The permanents are counted as
// the ability resolves, tokens among them: a permanent that dies in
// response adds a copy. A keyword from Future Sight, dated by that set's
// release.
var gravestorm = Keyword{separateRule: "702.69b", Name: "gravestorm", Rule: "702.69", Form: "gravestorm", Since: "2007-05-04", build: staticKeyword(PlayRule)}

// noteGravestorm triggers each gravestorm ability of the spell s, cast by
// p, as it becomes cast.
func (g *Game) noteGravestorm(s *stackSpell, v *view, p PlayerID) {
	for _, k := range v.chars().Abilities {
		if k.Keyword != gravestorm.Name {
			continue
		}
		what := "copy this spell for each permanent that was put into a graveyard from the battlefield this turn"
		a := &Ability{Kind: TriggeredAbility, Keyword: gravestorm.Name, Text: "gravestorm: " + what,
			Effect: []Instruction{{Op: "gravestorm-copy", Text: what}}}
		g.pending = append(g.pending, &pendingTrigger{ability: a, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p}})
		g.storms = append(g.storms, &stormRecord{trigger: a, card: s.obj.Card, face: max(s.obj.Face, 0), targets: cloneTargets(s.obj.Targets)})
		g.noteKeyword(v.name(), gravestorm)
		g.record("702.69a", "%s has gravestorm: it triggers as it is cast", v.name())
		g.recordSeparateInstance(v, k, "triggers")
	}
}

// opGravestormCopy counts the permanents put into a graveyard from the
// battlefield this turn and puts that many copies of the spell on the
// stack, its controller choosing new targets for each or keeping them
// (702.69a).
func opGravestormCopy(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil {
		return nil
	}
	n := g.graveyardDeaths
	g.record("702.69a", "permanents put into a graveyard from the battlefield this turn: %d; gravestorm copies %s %s", n, r.event.Object.name(), times(n))
	ev := *r.event
	ev.Amount = n
	r.event = &ev
	return g.putSpellCopies(r, g.storms, "702.69a")
}

// times says how many times: "once", "twice", "3 times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}
