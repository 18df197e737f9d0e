package rulings

// buyback {COST}: an optional additional cost; if it was paid, the spell
// is put into its owner's hand instead of the graveyard as it resolves
// (502.16).
var buyback = Keyword{Name: buybackName, Rule: "502.16", Form: "buyback {COST}", arg: argCost,
	build: costKeyword, additional: true,
	announce: func(g *Game, s *stackSpell, req PlayRequest, a *Ability, times int, cost ManaCost) (ManaCost, error) {
		g.record("502.16a", "%s announces paying the buyback cost %s of %s, an additional cost", g.playerName(req.Player), a.Cost.Mana, g.name(s.obj.ID))
		return cost, nil
	}}

const buybackName = "buyback"

// resolvedSpellZone is where an instant or sorcery goes as the last step
// of its resolution: its owner's hand if its buyback cost was paid
// (502.16a), otherwise the graveyard (413.2h).
func (g *Game) resolvedSpellZone(o *Object) Zone {
	if g.paidKeyword(o.ID, buybackName) > 0 {
		g.record("502.16a", "the buyback cost was paid for %s: it is put into its owner's hand instead of the graveyard", g.name(o.ID))
		return ZoneHand
	}
	return ZoneGraveyard
}
