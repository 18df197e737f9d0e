package rulings

// Steps of zones and effects (400-616 of 2026) that the 2026 rules state
// on their own beside the rule the engine's step already cites: each is
// cited by its 2026 number only (recordLater).

// noteExiledWithLinked records, as the ability referring to cards
// "exiled with" an object looks for them, whether a card in exile was put
// there by an instance of the ability linked to it: only such a card is
// one it refers to (406.6 of 2026).
func (g *Game) noteExiledWithLinked(card string, linked bool, referring string) {
	if linked {
		g.recordLater("406.6", "%s is in exile as the result of the ability linked to \"%s\": that ability refers to it", card, referring)
		return
	}
	g.recordLater("406.6", "%s is in exile, but not as the result of the ability linked to \"%s\": that ability doesn't refer to it", card, referring)
}
