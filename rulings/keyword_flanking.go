package rulings

// flanking: "Whenever this creature becomes blocked by a creature without
// flanking, the blocking creature gets -1/-1 until end of turn" (502.3).
var flanking = Keyword{Name: flankingName, Rule: "502.3", Form: "flanking",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: BlockedBy, Self: true, Condition: blockerLacksFlanking},
			Effect:  []Instruction{{Op: "flanking", Power: -1, Toughness: -1, Duration: UntilEndOfTurn, Text: "gets -1/-1 until end of turn"}},
		}
	}}

const flankingName = "flanking"

// blockerLacksFlanking is the rest of flanking's trigger condition: the
// blocking creature (the event's source) has no flanking (502.3a).
func blockerLacksFlanking(g *Game, ev *Event, src *view) bool {
	if ev.Source != nil && hasKeyword(ev.Source.chars(), flankingName) {
		g.record("502.3a", "%s blocks %s but has flanking itself: flanking doesn't trigger", ev.Source.name(), src.name())
		return false
	}
	return true
}

// opFlanking gives the blocking creature -1/-1 until end of turn; each
// instance of flanking triggers separately (502.3b).
func opFlanking(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil || r.event.Source == nil {
		return nil
	}
	blocker := r.event.Source.id
	if o := g.objects[blocker]; o == nil || o.Zone != ZoneInPlay {
		g.record("502.3a", "%s is no longer in play: flanking does nothing", r.event.Source.name())
		return nil
	}
	g.record("502.3a", "flanking resolves: %s, which blocked %s, gets -1/-1 until end of turn", g.name(blocker), r.source.name())
	g.addEffect(r, []ObjectID{blocker}, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: ins.Power, ToughnessDelta: ins.Toughness, Duration: ins.Duration, Text: ins.Text})
	return nil
}
