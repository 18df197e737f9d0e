package rulings

// noteCastCard records, under the modern numbering, what an effect that
// has a player cast a card does: to cast a card is to cast it as a spell
// (701.5b of 2026), put on the stack and cast by the rules of 601.
func (g *Game) noteCastCard(p PlayerID, card string) {
	if g.rules.Numbers == nil {
		return
	}
	g.record("701.5b", "to cast a card is to cast it as a spell: %s casts %s as a spell", g.playerName(p), card)
}
