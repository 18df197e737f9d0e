package rulings

// Status (510): tapped or untapped, flipped or unflipped, face up or face
// down. Flipping is in flip.go, face-down play in keyword_morph.go.

// noteStatusOnEntry records that a permanent comes into play tapped only
// because a spell or ability says so (510.3).
func (g *Game) noteStatusOnEntry(name string) {
	g.record("510.3", "permanents come into play untapped, unflipped and face up unless a spell or ability says otherwise: %s is tapped because one does", name)
}
