package rulings

// An effect may let a player cast spells with certain qualities from the
// top of his or her library ("You may cast creature spells from the top of
// your library"). Whether a card qualifies is decided by the
// characteristics it would have as the spell it would become: a card cast
// face down is a 2/2 creature spell, whatever the card is (601.3e of
// 2026).

// faceDownSpell is the characteristics of a face-down spell: a 2/2
// creature with no name, text, subtypes or mana cost (708.2 of 2026).
var faceDownSpell = Characteristics{Types: []string{"creature"}, Power: 2, Toughness: 2}

// castFromLibraryTop checks that card, in p's library, may be cast: it is
// the top card and an effect of a permanent p controls allows a spell
// with the characteristics it would have.
func (g *Game) castFromLibraryTop(p PlayerID, card *Object, req PlayRequest) error {
	lib := g.players[p].Library
	if len(lib) == 0 || lib[0] != card.ID {
		return g.illegal("217.3a", "%s has no such card in hand, where cards are held until they are played (%s is in the library, not on top of it)", g.playerName(p), g.name(card.ID))
	}
	as := g.view(card.ID)
	as.zone = ZoneStack
	how := "as " + card.Card.Name + " is"
	if req.FaceDown {
		as.faces = []Characteristics{faceDownSpell}
		how = "face down, as a 2/2 creature spell with no name or text"
	}
	if card.Card.isAdventure(req.Face) {
		as.faces = []Characteristics{*card.Card.Adventure}
		how = "as its Adventure, " + card.Card.Adventure.Name
	}
	if _, ok := bestowCost(&card.Card.Faces[0]); ok && req.Bestow {
		as.faces = []Characteristics{*bestowed(&card.Card.Faces[0])}
		how = "bestowed, as an Aura spell"
	}
	allowing := 0
	for src, a := range g.staticsInPlay(CastFromLibraryTop) {
		if src.controller != p {
			continue
		}
		allowing++
		f := a.Static.Filter
		f.Zone = ZoneStack
		if g.matches(&f, as, p, nil) {
			g.record("601.3e", "%s's ability \"%s\" is checked against %s %s: it allows casting it from the top of the library", src.name(), a.Text, card.Card.Name, how)
			return nil
		}
		g.record("601.3e", "%s's ability \"%s\" is checked against %s %s: it doesn't allow it", src.name(), a.Text, card.Card.Name, how)
	}
	if allowing == 0 {
		return g.illegal("217.3a", "%s has no such card in hand, where cards are held until they are played", g.playerName(p))
	}
	return g.illegal("601.3e", "no effect allows %s to cast %s from the top of the library %s", g.playerName(p), card.Card.Name, how)
}
