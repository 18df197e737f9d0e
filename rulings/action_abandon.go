package rulings

// abandonAction: to abandon a scheme is to turn it face down and put it
// on the bottom of its owner's scheme deck (701.33b); only a face-up
// ongoing scheme card may be abandoned, and only during an Archenemy game
// (701.33a). Card text writes it "abandon this scheme", an ongoing
// scheme's own ability ending it: "this scheme" is the scheme card in the
// command zone that is the ability's source (314.7). A scheme that is no
// longer face up as the ability resolves, abandoned already, stays where
// it is. A keyword action from Archenemy, dated by that set's release.
var abandonAction = KeywordAction{
	Name:   "abandon",
	Rule:   "701.33",
	Since:  SchemeSince,
	Oracle: []string{"abandon this scheme"},
	Ops:    []string{"abandon"},
}

// opAbandon abandons the scheme that is the source of the ability
// resolving (314.7), if it is a face-up ongoing scheme (701.33a).
func opAbandon(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil {
		return nil
	}
	id := r.source.id
	o := g.objects[id]
	if o == nil || !isSchemeCard(o.Card) {
		g.record("701.33a", "%s is not a scheme card: only a face-up ongoing scheme may be abandoned, and nothing happens", r.source.name())
		return nil
	}
	g.record("314.7", "\"this scheme\" in the ability of %s means the scheme card in the command zone that is its source", o.Card.Name)
	switch {
	case !g.faceUpScheme(id):
		g.record("701.33a", "%s is no longer face up: only a face-up ongoing scheme may be abandoned, and nothing happens", o.Card.Name)
		return nil
	case !isOngoing(&o.Card.Faces[0]):
		g.record("701.33a", "%s is not an ongoing scheme: only a face-up ongoing scheme may be abandoned, and nothing happens", o.Card.Name)
		return nil
	}
	g.record("904.11", "%s, an ongoing scheme, has remained face up since it was set in motion: an ability now causes it to be abandoned", o.Card.Name)
	pl := g.players[o.Owner]
	pl.schemes = append(pl.schemes, id)
	g.effectsChanged()
	g.record("701.33b", "%s abandons %s: they turn it face down and put it on the bottom of their scheme deck", pl.Name, o.Card.Name)
	return nil
}
