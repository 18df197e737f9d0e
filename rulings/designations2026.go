package rulings

// noteDesignationsNotCopied records, under the modern numbering, that a
// permanent copying a suspected one isn't suspected: suspected is a
// designation, neither an ability nor part of the copiable values
// (701.60b of 2026), so the copy has neither the designation nor the
// menace and "can't block" it brings.
func (g *Game) noteDesignationsNotCopied(copyName string, orig *Object) {
	if g.rules.Numbers == nil || !orig.Suspected {
		return
	}
	g.record("701.60b", "%s is suspected, a designation that is no ability and no copiable value: %s, copying it, isn't suspected", g.name(orig.ID), copyName)
}
