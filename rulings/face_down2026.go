package rulings

// Under the 2026 numbering, when a face-down object is turned face down
// and by what it may be turned face up (708 of 2026), as the engine casts
// one with morph or disguise (play.go), puts one onto the battlefield
// (action_manifest.go) and turns one face up (keyword_morph.go). The 2006
// edition says so in the rules of morph the steps beside these cite.

// noteCastFaceDown records that a spell cast face down was turned face
// down before it was put on the stack: what looks at the spell sees only
// the face-down spell (708.4).
func (g *Game) noteCastFaceDown(name string) {
	g.recordLater("708.4", "%s is turned face down before it is put onto the stack: effects that care about the spell's characteristics see only the face-down spell's", name)
}

// noteEntersFaceDown records that a card put onto the battlefield face
// down was turned face down before it entered: its own enters abilities
// neither trigger nor apply (708.3).
func (g *Game) noteEntersFaceDown(name string) {
	g.recordLater("708.3", "%s is turned face down before it enters the battlefield: its enters abilities don't trigger or have any effect", name)
}

// noteTurnedUpBy records that the ability that let a permanent be face
// down is what lets its controller turn it face up (708.7).
func (g *Game) noteTurnedUpBy(name, by string) {
	g.recordLater("708.7", "%s, which let %s be face down, lets its controller turn it face up", by, name)
}
