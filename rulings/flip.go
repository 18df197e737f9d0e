package rulings

import "slices"

// Flip cards (508). A flip card has its normal characteristics in every
// zone, and in play until it flips; once flipped, its alternative name,
// text box, type line, power and toughness apply instead, its mana cost
// and color staying the normal ones (508.2). Flipping is a status: it
// can't be undone, and a permanent that leaves play forgets it (508.4); a
// copy effect leaves it alone (510.4).

// flippedFaces returns faces with the alternative characteristics alt in
// place of the normal ones (508.2).
func flippedFaces(faces []Characteristics, alt *Characteristics) []Characteristics {
	out := slices.Clone(faces)
	f := &out[0]
	f.Name, f.Abilities = alt.Name, alt.Abilities
	f.Supertypes, f.Types, f.Subtypes = alt.Supertypes, alt.Types, alt.Subtypes
	f.Power, f.Toughness = alt.Power, alt.Toughness
	return out
}

// copiedFlip returns the alternative characteristics a copy of orig takes
// with its copiable values: those of a flip card, whether or not orig is
// flipped (503.3), with the ability the copy effect gives.
func copiedFlip(orig *Object, gained *Ability) *Characteristics {
	alt := orig.Card.Flipped
	if orig.CopyOf != nil {
		alt = orig.CopyOf.flipped
	}
	if alt == nil || orig.FaceDown {
		return nil
	}
	c := *alt
	if gained != nil {
		c.Abilities = append(slices.Clip(c.Abilities), gained)
	}
	return &c
}

// opFlip flips a permanent (508.2): "flip this".
func opFlip(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		name := g.name(id)
		if o.Flipped {
			g.record("508.4", "%s is already flipped: flipping is a one-way process", name)
			continue
		}
		o.Flipped = true
		g.effectsChanged()
		if o.Card.Flipped == nil && (o.CopyOf == nil || o.CopyOf.flipped == nil) {
			g.record("510.4", "%s becomes flipped, though it isn't a flip card: the status has no relevance to it, but it keeps it", name)
			continue
		}
		g.record("508.2", "%s flips: its normal name, text box, type line, power and toughness no longer apply, and %s's do", name, g.name(id))
		g.record("508.1b", "%s is in play and flipped: the alternative characteristics of the bottom half of the card are used", g.name(id))
		c := g.view(id).chars()
		g.record("508.1c", "%s keeps the card's color and mana cost (%s, %s), and the effects that changed it still apply", g.name(id), c.Colors, c.ManaCost)
		g.noteFlipCardHalves(o)
	}
	return nil
}

// noteFlippedCopy records what a flipped permanent that has just become a
// copy is: it keeps its status (510.4), and the status modifies the values
// it copied from a flip card (503.3).
func (g *Game) noteFlippedCopy(o *Object, name string) {
	if !o.Flipped || o.CopyOf == nil {
		return
	}
	if o.CopyOf.flipped == nil {
		g.record("510.4", "%s keeps its flipped status as it becomes a copy of %s, though the status has no relevance to %s", name, o.CopyOf.of, o.CopyOf.of)
		return
	}
	g.record("510.4", "%s keeps its flipped status as it becomes a copy of %s", name, o.CopyOf.of)
	g.record("503.3", "%s's copiable values become those of %s as modified by its status: it is flipped, so it has the characteristics of %s, the flipped version", name, o.CopyOf.of, o.CopyOf.flipped.Name)
}
