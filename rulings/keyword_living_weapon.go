package rulings

// living weapon: "When this Equipment enters, create a 0/0 black
// Phyrexian Germ creature token, then attach this Equipment to it"
// (702.92a of 2026). The Germ lives on what the Equipment gives it: with
// the Equipment moved away, it is a 0/0 and dies as state-based actions
// are checked. A keyword from Mirrodin Besieged, dated by that set's
// release.
var livingWeapon = Keyword{Name: "living weapon", Rule: "702.92", Form: "living weapon", Since: "2011-02-04", triggerRule: "702.92a",
	build: func(text string, _ keywordValue) *Ability {
		what := "create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it"
		return &Ability{Kind: TriggeredAbility, Text: "living weapon: when this Equipment enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Effect:  []Instruction{{Op: "living-weapon", Text: what}}}
	}}

// opLivingWeapon creates the Germ and attaches the Equipment to it, if
// the Equipment is still on the battlefield.
func opLivingWeapon(g *Game, r *resolution, _ Instruction) error {
	def, err := keywordToken(ColorSet(0).With(Black), []string{"creature"}, []string{"Phyrexian", "Germ"}, 0, 0)
	if err != nil {
		return err
	}
	germs := g.createKeywordTokens(r.controller, 1, def, false, "702.92a", "living weapon")
	src := g.objects[r.source.id]
	if len(germs) == 0 || src == nil || src.Zone != ZoneInPlay {
		g.record("702.92a", "%s is no longer on the battlefield: it can't be attached to the Germ", r.source.name())
		return nil
	}
	germ := g.objects[germs[0]]
	if germ == nil || germ.Zone != ZoneInPlay {
		return nil
	}
	g.attachAnew(src, germ.ID, func() {
		g.record("702.92a", "living weapon: %s is attached to the %s token", g.name(src.ID), g.name(germ.ID))
	})
	return nil
}
