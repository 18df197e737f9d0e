package rulings

// noteLookedAt records, under the modern numbering, that player p looks
// at cards of owner's library: looking follows the rules for revealing,
// but the cards are shown to p only (701.20e of 2026), so the owner of
// the library doesn't see them when p is another player.
func (g *Game) noteLookedAt(p, owner PlayerID, cards []ObjectID) {
	if g.rules.Numbers == nil || len(cards) == 0 {
		return
	}
	to := g.playerName(p) + " only"
	if owner != p {
		to += ", not to " + g.playerName(owner) + ", whose library they are in"
	}
	g.record("701.20e", "%s looks at %s: as when a card is revealed, but shown to %s", g.playerName(p), g.names(cards), to)
}
