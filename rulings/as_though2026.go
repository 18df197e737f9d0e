package rulings

// "As though" effects (609.4 of 2026): "You may play lands and cast spells
// from other players' graveyards this turn as though those cards were in
// your graveyard" (Shaman's Trance). For that permission only, a card in
// another player's graveyard is treated as in the player's own graveyard,
// so flashback lets the player cast it; another "as though" effect (a
// spell cast as though it had flash) applies to the same casting as well
// (609.4a).

// GraveyardsAsOwnClause is the instruction's text.
const GraveyardsAsOwnClause = "you may play lands and cast spells from other players' graveyards this turn as though those cards were in your graveyard"

func asThoughOperation(op string) (operation, bool) {
	if op == "graveyards-as-own" {
		return opGraveyardsAsOwn, true
	}
	return linkedOperation(op)
}

// opGraveyardsAsOwn gives each player the instruction names the
// permission until the turn ends.
func opGraveyardsAsOwn(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.players[p].othersGraveyardsTurn = g.turn
		g.recordLater("609.4", "%s may play lands and cast spells from other players' graveyards this turn as though those cards were in his or her graveyard: for that purpose only", g.playerName(p))
	}
	return nil
}

// graveyardAsOwn reports whether player p may treat card, in another
// player's graveyard, as though it were in p's own (609.4).
func (g *Game) graveyardAsOwn(p PlayerID, card *Object) bool {
	return card.Zone == ZoneGraveyard && card.Owner != p && g.players[p].othersGraveyardsTurn == g.turn && g.turn > 0
}

// noteGraveyardAsOwn records that p casts card from another player's
// graveyard as though it were in p's own.
func (g *Game) noteGraveyardAsOwn(p PlayerID, card *Object, c *Characteristics) {
	g.recordLater("609.4", "%s is in %s's graveyard, and %s may cast it as though it were in his or her own: its flashback applies", c.Name, g.playerName(card.Owner), g.playerName(p))
}

// noteBothAsThough records two "as though" effects applying to one
// casting: the second's requirement is met by the first (609.4a).
func (g *Game) noteBothAsThough(p PlayerID, c *Characteristics, flash string) {
	g.recordLater("609.4a", "two \"as though\" effects apply to casting %s: as though it were in %s's graveyard, and as though it had flash (%s)", c.Name, g.playerName(p), flash)
}
