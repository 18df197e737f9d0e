package rulings

// evolve: "Whenever a creature you control enters, if that creature's
// power is greater than this creature's power and/or that creature's
// toughness is greater than this creature's toughness, put a +1/+1 counter
// on this creature" (702.100a of 2026). The "if" is checked as it triggers
// and again as it resolves (603.4), with the entered creature's last known
// information if it has left (g.view). A creature evolves when counters
// are put on it by its evolve ability (702.100b); a noncreature has no
// power or toughness to compare (702.100c); each instance triggers
// separately (702.100d). A keyword from Gatecrash.
var evolve = Keyword{separateRule: "702.100d", Name: "evolve", Rule: "702.100", Form: "evolve", Since: "2013-02-01", triggerRule: "702.100a",
	build: func(text string, _ keywordValue) *Ability {
		what := "if that creature's power is greater than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter on this creature"
		return &Ability{Kind: TriggeredAbility, Text: "evolve: whenever a creature you control enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneAny, To: ZoneInPlay,
				Filter: Filter{Types: []string{"creature"}, Controller: "you", Text: "creature you control"}, Condition: evolveTriggers},
			Effect: []Instruction{{Op: "evolve", Object: Ref{Kind: RefThis}, Text: what}}}
	}}

// evolveTriggers is the intervening "if" as the creature enters (603.4).
func evolveTriggers(g *Game, ev *Event, src *view) bool {
	if ev.NewID == src.id {
		return false // A creature isn't greater than itself.
	}
	return g.evolveCompares(ev.NewID, src.id, "as it enters")
}

// evolveCompares reports whether the creature entered is greater in power
// or toughness than the creature with evolve, both as they are now (the
// entered one as it last existed if it has left), recording why.
func (g *Game) evolveCompares(entered, evolver ObjectID, when string) bool {
	e, s := g.view(entered), g.view(evolver)
	if e == nil || s == nil {
		return false
	}
	if !s.chars().HasType("creature") || !e.chars().HasType("creature") {
		g.record("702.100c", "%s or %s isn't a creature %s: a noncreature has no power or toughness to compare, and evolve does nothing", e.name(), s.name(), when)
		return false
	}
	ec, sc := e.chars(), s.chars()
	if ec.Power > sc.Power || ec.Toughness > sc.Toughness {
		g.record("702.100a", "%s (%d/%d) has greater power and/or toughness than %s (%d/%d) %s", e.name(), ec.Power, ec.Toughness, s.name(), sc.Power, sc.Toughness, when)
		return true
	}
	g.record("702.100a", "%s (%d/%d) has neither greater power nor greater toughness than %s (%d/%d) %s: evolve doesn't apply", e.name(), ec.Power, ec.Toughness, s.name(), sc.Power, sc.Toughness, when)
	return false
}

// opEvolve checks the "if" again (603.4) and puts the counter on the
// creature with evolve: it evolves (702.100b).
func opEvolve(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay || r.event == nil {
			continue
		}
		if !g.evolveCompares(r.event.NewID, id, "as the ability resolves") {
			g.record("603.4", "the \"if\" of evolve is false as it resolves: the ability does nothing")
			continue
		}
		g.putCountersOn(o, "+1/+1", 1, false)
		g.record("702.100b", "%s gets a +1/+1 counter from its evolve ability: it evolves", g.name(id))
	}
	return nil
}
