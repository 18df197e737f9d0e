package rulings

// battle cry: "Whenever this creature attacks, each other attacking
// creature gets +1/+0 until end of turn" (702.91a of 2026); each instance
// triggers separately (702.91b). A keyword from Mirrodin Besieged.
var battleCry = Keyword{separateRule: "702.91b", Name: "battle cry", Rule: "702.91", Form: "battle cry", Since: "2011-02-04", triggerRule: "702.91a",
	build: func(text string, _ keywordValue) *Ability {
		pump := "each other attacking creature gets +1/+0 until end of turn"
		return &Ability{Kind: TriggeredAbility, Text: "battle cry: whenever this creature attacks, " + pump,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "battle-cry", Power: 1, Duration: UntilEndOfTurn, Text: pump}}}
	}}

// opBattleCry gives +1/+0 until end of turn to each creature attacking as
// the ability resolves, other than its source (702.91a).
func opBattleCry(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	if g.combat != nil {
		for _, id := range g.combat.attackers {
			if r.source == nil || id != r.source.id {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		g.record("702.91a", "no other creature is attacking: battle cry gives +1/+0 to none")
		return nil
	}
	for _, id := range ids {
		g.record("702.91a", "battle cry: %s, another attacking creature, gets +1/+0 until end of turn", g.name(id))
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: ins.Power, Duration: ins.Duration, Text: ins.Text})
	return nil
}
