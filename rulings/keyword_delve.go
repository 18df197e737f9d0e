package rulings

// delve: "For each generic mana in this spell's total cost, you may exile
// a card from your graveyard rather than pay that mana" (702.66a of 2026),
// a static ability that functions while the spell is on the stack. It
// isn't an additional or alternative cost and applies only after the
// total cost is determined (702.66b); several instances on one spell are
// redundant (702.66c). The cards are named with the clause "delving
// Forest x2". A keyword from Future Sight, dated by that set's release.
var delve = Keyword{redundantRule: "702.66c", Name: "delve", Rule: "702.66", Form: "delve", Since: "2007-05-04", build: staticKeyword(PlayRule)}

// applyDelve exiles the cards req names from the caster's graveyard, each
// paying one generic mana of the locked-in total cost.
func (g *Game) applyDelve(s *stackSpell, req PlayRequest, total *ManaCost) error {
	if len(req.Delve) == 0 {
		return nil
	}
	spell := g.view(s.obj.ID)
	if !s.isSpell || !hasKeyword(spell.chars(), delve.Name) {
		return g.illegal("702.66a", "%s doesn't have delve: no card can be exiled for it", spell.name())
	}
	g.recordRedundant(spell, delve.Name)
	g.record("702.66b", "delve isn't an additional or alternative cost: it applies only now that the total cost of %s is determined", spell.name())
	p := req.Player
	for _, id := range req.Delve {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneGraveyard || o.Owner != p {
			return g.illegal("702.66a", "delve exiles only cards from %s's graveyard", g.playerName(p))
		}
		if total.Generic == 0 {
			return g.illegal("702.66a", "no generic mana is left in the total cost of %s for %s to pay", spell.name(), g.name(id))
		}
		total.Generic--
		g.record("702.66a", "%s exiles %s from their graveyard for delve rather than pay {1} of the total cost", g.playerName(p), g.name(id))
		g.moveAll([]ObjectID{id}, ZoneRemoved, "702.66a", "exiled for delve")
	}
	return nil
}
