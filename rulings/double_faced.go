package rulings

import "slices"

// Double-faced cards (712 of 2026). A transforming double-faced card has a
// Magic card face on each side (712.2); its definition holds the front
// face as its one face and the other as Back. Outside the battlefield and
// the stack it has only its front face's characteristics (712.8a); there,
// only those of the face that is up (712.8c-712.8e), its mana value always
// coming from the front face's mana cost (712.8e). Turning it over
// (transform, convert: action_transform.go) doesn't make it a new object
// (712.18). Double-faced cards came with Innistrad (InnistradUpdate).

// backFaceUp reports whether the object shows its back face: a
// double-faced card or token turned over on the battlefield or the stack,
// not face down and not copying something else (712.8c, 712.8e). A copy
// effect replaces the values of both faces with the copied ones, so a
// transformed copy keeps looking like what it copies (712.9, its second
// Example).
func backFaceUp(o *Object) bool {
	return o.Transformed && o.Card.Back != nil && o.CopyOf == nil && !o.FaceDown &&
		(o.Zone == ZoneInPlay || o.Zone == ZoneStack)
}

// backFaces are the characteristics of the back face alone.
func backFaces(o *Object) []Characteristics {
	return []Characteristics{*o.Card.Back}
}

// doubleFacedView gives an object with its back face up that face's mana
// value rule: the mana cost of its front face counts (712.8e).
func doubleFacedView(o *Object, v *view) {
	if backFaceUp(o) {
		v.frontCost = &o.Card.Faces[0].ManaCost
	}
}

// recordBackFaceManaValue records, for an object showing the back face of
// a double-faced card, that its mana value is its front face's mana
// cost's, and for a copy of such a back face, that it is 0 (202.3b): the
// copy has only the back face's values, which have no mana cost. It
// reports whether v was either.
func (g *Game) recordBackFaceManaValue(v *view) bool {
	if v.frontCost != nil {
		g.record("202.3b", "%s shows the back face of a nonmodal double-faced card: its mana value is calculated as though it had its front face's mana cost %s: %d", v.name(), *v.frontCost, v.frontCost.ConvertedCost())
		return true
	}
	if o := g.objects[v.id]; o != nil && o.CopyOf != nil && o.CopyOf.backFace && v.zone == ZoneInPlay {
		g.record("202.3b", "%s is a copy of the back face of a nonmodal double-faced object: its mana value is 0", v.name())
		return true
	}
	return false
}

// tokenCopyFaces gives a token created as a copy of orig the faces of a
// double-faced original: a copy of a double-faced permanent or card is a
// double-faced token with both faces, and it enters with the same face up
// as the permanent it copies (707.8a). A token created as a copy of a
// single-faced object stays single-faced, even if a replacement effect
// then has it enter as a copy of a double-faced one.
func (g *Game) tokenCopyFaces(token, orig *Object) {
	if orig.Card == nil || orig.Card.Back == nil || orig.CopyOf != nil || orig.FaceDown {
		return
	}
	token.Transformed = backFaceUp(orig)
	face := "front"
	if token.Transformed {
		face = "back"
	}
	g.record("707.8a", "the token is a copy of the double-faced %s: it is a double-faced token with both of its faces, %s and %s, and it enters with its %s face up, as %s", g.name(orig.ID), orig.Card.Faces[0].Name, orig.Card.Back.Name, face, g.name(orig.ID))
}

// enterFace sets the face a double-faced card entering the battlefield
// or the stack shows: on the battlefield, the one up on the stack for a
// resolving spell (712.13), the front face from any other zone (712.14);
// on the stack, the front face (712.11). Either way, the back face if
// what puts it there says "transformed" (712.11a, 712.14a).
func (g *Game) enterFace(old, n *Object, from, to Zone, transformed bool) {
	if n.Card == nil || n.Card.Back == nil {
		return
	}
	n.Transformed = transformed || from == ZoneStack && old.Transformed || to == ZoneInPlay && g.entersAtNight(n)
}

// noteEnteredFace records which face of a double-faced card came up as it
// entered the battlefield.
func (g *Game) noteEnteredFace(n *Object, from Zone, transformed bool) {
	if n.Card == nil || n.Card.Back == nil {
		return
	}
	switch {
	case n.Transformed && !transformed && g.entersAtNight(n):
		g.record("702.145b", "it is night and %s has daybound: it enters transformed, as %s", n.Card.Name, g.name(n.ID))
	case from == ZoneStack:
		g.noteDisturbed(n)
		g.record("712.13", "%s resolves and becomes a permanent with the same face up that was up on the stack: %s", g.name(n.ID), faceWord(n.Transformed))
	case transformed:
		g.record("712.14a", "%s is put onto the battlefield transformed: it enters with its back face up, as %s", n.Card.Name, g.name(n.ID))
	default:
		g.record("712.14", "%s is put onto the battlefield from the %s: a double-faced card enters with its front face up", g.name(n.ID), g.rules.ZoneName(from))
	}
}

// noteLeftFace records that a double-faced card leaving the battlefield or
// the stack has only its front face's characteristics again (712.8a).
func (g *Game) noteLeftFace(o *Object, from, to Zone) {
	if !o.Transformed || o.Card.Back == nil || to == ZoneInPlay || to == ZoneStack || from != ZoneInPlay && from != ZoneStack {
		return
	}
	g.record("712.8a", "%s leaves the %s: in the %s it has only the characteristics of its front face, %s", g.name(o.ID), g.rules.ZoneName(from), g.rules.ZoneName(to), o.Card.Faces[0].Name)
}

// faceWord names the face a double-faced object shows.
func faceWord(back bool) string {
	if back {
		return "its back face"
	}
	return "its front face"
}

// permanentFace reports whether c is a face a permanent can show: not an
// instant or sorcery face (701.27d, 712.10).
func permanentFace(c *Characteristics) bool {
	return !slices.ContainsFunc(c.Types, func(t string) bool { return t == "instant" || t == "sorcery" })
}

// castTransformed puts a spell cast with a keyword that casts it
// transformed or converted on the stack with its back face up (712.11a),
// returning the back face's characteristics, nil for any other spell. A
// card without a back face can't be cast so.
func (g *Game) castTransformed(req PlayRequest, obj *Object, chars *Characteristics) (*Characteristics, error) {
	way, ok := castWays[req.KeywordCost]
	if !req.Transformed && (req.KeywordCost == "" || !ok || !way.transformed) {
		return nil, nil
	}
	if obj.Card.Back == nil {
		return nil, g.illegal("712.11a", "%s isn't a double-faced card: it can't be cast with its back face up", chars.Name)
	}
	obj.Transformed = true
	g.effectsChanged()
	back := obj.Card.Back
	how := "with " + req.KeywordCost
	if req.Transformed {
		how = "transformed"
	}
	g.record("712.11a", "%s is cast %s, so it is put on the stack with its back face up: it is %s", chars.Name, how, back.Name)
	front := chars.ManaCost
	g.record("712.8c", "on the stack, %s has only the characteristics of its back face, and its mana value comes from its front face's mana cost %s: %d", back.Name, front, front.ConvertedCost())
	return back, nil
}
