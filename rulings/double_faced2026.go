package rulings

// Under the 2026 numbering, what a transforming double-faced card is
// (712.1-712.2) and that each of its faces has characteristics of its own
// (712.8), as the engine casts and turns one over (play.go,
// action_transform.go).

// noteDoubleFacedCast records that the card cast is a double-faced card:
// a Magic card face on each side and no Magic card back (712.1).
func (g *Game) noteDoubleFacedCast(d *CardDefinition) {
	g.recordLater("712.1", "%s is a double-faced card: it has a Magic card face on each side, %s and %s, and no Magic card back", d.Faces[0].Name, d.Faces[0].Name, d.Back.Name)
}

// noteTurnedFace records that a double-faced permanent turned over by an
// instruction to transform or convert is a nonmodal double-faced card
// (712.2), and that the face now up has its own set of characteristics
// (712.8).
func (g *Game) noteTurnedFace(o *Object, rules turnRules) {
	if o.Card == nil || o.Card.Back == nil || o.CopyOf != nil {
		return
	}
	g.recordLater("712.2", "%s is a nonmodal double-faced card: an ability lets it %s, turning over to its other face", o.Card.Faces[0].Name, rules.verb)
	up := &o.Card.Faces[0]
	if o.Transformed {
		up = o.Card.Back
	}
	g.recordLater("712.8", "each face of %s has its own set of characteristics: the face now up is %s, a %d/%d %s", o.Card.Faces[0].Name, up.Name, up.Power, up.Toughness, up.TypeLine())
}

// noteNotPermanentFace records, beside 701.27d and 701.28d, that a
// double-faced permanent doesn't turn into an instant or sorcery face
// (712.10).
func (g *Game) noteNotPermanentFace(name string, to *Characteristics, rules turnRules) {
	g.recordLater("712.10", "%s would %s into %s, an instant or sorcery face: it doesn't, and nothing happens", name, rules.verb, to.Name)
}
