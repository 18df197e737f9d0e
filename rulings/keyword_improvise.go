package rulings

// improvise: "For each generic mana in this spell's total cost, you may
// tap an untapped artifact you control rather than pay that mana"
// (702.126a of 2026), applying only once the total cost is determined; it
// isn't an additional or alternative cost (702.126b), and several
// instances are redundant (702.126c). The artifacts are named with the
// clause "improvising Ornithopter x2". A keyword from Aether Revolt, dated
// by that set's release.
var improvise = Keyword{redundantRule: "702.126c", Name: "improvise", Rule: "702.126", Form: "improvise", Since: "2017-01-20", build: staticKeyword(PlayRule)}

// applyImprovise taps the artifacts req names for improvise, each paying
// one generic mana of the locked-in total cost.
func (g *Game) applyImprovise(s *stackSpell, req PlayRequest, total *ManaCost) error {
	if len(req.Improvise) == 0 {
		return nil
	}
	spell := g.view(s.obj.ID)
	if !s.isSpell || !hasKeyword(spell.chars(), improvise.Name) {
		return g.illegal("702.126a", "%s doesn't have improvise: no artifact can be tapped for it", spell.name())
	}
	g.noteKeyword(spell.name(), improvise)
	g.recordRedundant(spell, improvise.Name)
	g.record("702.126b", "improvise isn't an additional or alternative cost: it applies only now that the total cost of %s is determined", spell.name())
	p := req.Player
	for _, id := range req.Improvise {
		v := g.view(id)
		if v == nil || v.zone != ZoneInPlay || v.controller != p || !v.chars().HasType("artifact") || v.tapped {
			return g.illegal("702.126a", "improvise taps only untapped artifacts %s controls", g.playerName(p))
		}
		if total.Generic == 0 {
			return g.illegal("702.126a", "no generic mana is left in the total cost of %s for %s to pay", spell.name(), v.name())
		}
		total.Generic--
		g.objects[id].Tapped = true
		g.becameTapped(id)
		g.record("702.126a", "%s taps %s for improvise rather than pay {1} of the total cost", g.playerName(p), v.name())
	}
	return nil
}
