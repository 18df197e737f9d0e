package rulings

import "fmt"

// For Mirrodin!: "When this Equipment enters, create a 2/2 red Rebel
// creature token, then attach this Equipment to it" (702.163a of 2026). A
// keyword from Phyrexia: All Will Be One, dated by that set's release.
var forMirrodin = Keyword{Name: "for mirrodin!", Rule: "702.163", Form: "for mirrodin!", Since: "2023-02-10", triggerRule: "702.163a",
	build: func(text string, _ keywordValue) *Ability {
		return equipmentTokenTrigger(text, "702.163a", ColorSet(0).With(Red), "Rebel", 2)
	}}

// job select: "When this Equipment enters, create a 1/1 colorless Hero
// creature token, then attach this Equipment to it" (702.182a of 2026). A
// keyword from Final Fantasy, dated by that set's release.
var jobSelect = Keyword{Name: "job select", Rule: "702.182", Form: "job select", Since: "2025-06-13", triggerRule: "702.182a",
	build: func(text string, _ keywordValue) *Ability {
		return equipmentTokenTrigger(text, "702.182a", 0, "Hero", 1)
	}}

// equipmentTokenTrigger is the enters trigger of For Mirrodin! and job
// select: create an N/N creature token of a subtype, then attach the
// Equipment to it.
func equipmentTokenTrigger(name, rule string, colors ColorSet, subtype string, n int) *Ability {
	what := fmt.Sprintf("create a %d/%d %s creature token, then attach this Equipment to it", n, n, subtype)
	return &Ability{Kind: TriggeredAbility, Text: name + ": when this Equipment enters, " + what,
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
		Effect:  []Instruction{{Op: "equipment-token", Name: rule, Colors: colors, Subtypes: []string{subtype}, Power: n, Toughness: n, Text: what}}}
}

// opEquipmentToken creates the token and attaches the Equipment to it,
// if the Equipment is still on the battlefield.
func opEquipmentToken(g *Game, r *resolution, ins Instruction) error {
	def, err := keywordToken(ins.Colors, []string{"creature"}, ins.Subtypes, ins.Power, ins.Toughness)
	if err != nil {
		return err
	}
	ids := g.createKeywordTokens(r.controller, 1, def, false, ins.Name, r.source.name())
	src := g.objects[r.source.id]
	if src == nil || src.Zone != ZoneInPlay || len(ids) == 0 {
		g.record(ins.Name, "%s is no longer on the battlefield: it isn't attached to the token", r.source.name())
		return nil
	}
	src.AttachedTo = ids[0]
	src.Timestamp = g.newTimestamp()
	g.effectsChanged()
	g.record(ins.Name, "%s is attached to %s", g.name(src.ID), g.name(ids[0]))
	g.record("212.2j", "%s is the equipped creature: %s equips it", g.name(ids[0]), g.name(src.ID))
	return nil
}
