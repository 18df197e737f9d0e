package rulings

// mentor: "Whenever this creature attacks, put a +1/+1 counter on target
// attacking creature with power less than this creature's power"
// (702.134a of 2026); several instances each trigger (702.134b). A
// keyword from Guilds of Ravnica, dated by that set's release. The power
// of both is compared as the target is chosen and again as the ability
// resolves (608.2b), the mentor's as it last existed if it has left.
var mentor = Keyword{separateRule: "702.134b", Name: "mentor", Rule: "702.134", Form: "mentor", Since: "2018-10-05", triggerRule: "702.134a",
	build: func(text string, _ keywordValue) *Ability {
		what := "put a +1/+1 counter on T"
		return &Ability{Kind: TriggeredAbility, Text: "mentor: whenever this attacks, put a +1/+1 counter on target attacking creature with power less than this creature's power",
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Types: []string{"creature"}, Combat: "attacking", LessPowerThanSource: true,
				Text: "attacking creature with power less than this creature's power"}}},
			Effect: []Instruction{{Op: "put-counters", Object: Ref{Kind: RefTarget, Name: "T"}, Name: "+1/+1", Amount: Value{N: 1}, Text: what}}}
	}}

// lessPowerThanSource reports whether creature id fits a filter's "with
// power less than this creature's power", when the filter asks it,
// source being the spell's or ability's source (mentor, 702.134a).
func (g *Game) lessPowerThanSource(f *Filter, source, id ObjectID) bool {
	if !f.LessPowerThanSource {
		return true
	}
	src, v := g.view(source), g.view(id)
	if src == nil || v == nil {
		return false
	}
	return v.chars().Power < src.chars().Power
}

// notePowerNotLess records, as a mentor ability resolves, that its target
// no longer has power less than its source's.
func (g *Game) notePowerNotLess(source, id ObjectID) {
	src, v := g.view(source), g.view(id)
	if src == nil || v == nil {
		return
	}
	g.record("702.134a", "%s has power %d, not less than the %d of %s: it is no longer a creature the ability can target", v.name(), v.chars().Power, src.chars().Power, src.name())
}
