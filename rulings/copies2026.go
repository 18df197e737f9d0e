package rulings

import "fmt"

// Under the 2026 numbering, what a copy effect takes from the object it
// copies (707 of 2026), as the engine copies it in becomeCopyOf and
// copySpell. The 2006 edition says so in the rules the steps beside these
// cite (503).

// noteCopyValues records what the permanent named name took from orig as
// it became a copy of it: it is a copy (707.1); it has orig's color and
// abilities because they come from its mana cost and rules text (707.2a,
// unless the copy effect keeps its own color); the values are taken once,
// so later changes to orig's copiable values don't change it (707.2b); and
// a double-faced original is copied as the face that is up (707.8).
func (g *Game) noteCopyValues(name string, orig *Object, faces []Characteristics, exceptColor bool) {
	if g.rules.Edition != Edition2026 || orig.FaceDown || len(faces) == 0 {
		return
	}
	of := g.name(orig.ID)
	g.recordLater("707.1", "%s becomes a copy of %s", name, of)
	abilities := "none"
	switch n := len(faces[0].Abilities); {
	case n == 1:
		abilities = "1 ability"
	case n > 1:
		abilities = fmt.Sprintf("%d abilities", n)
	}
	if !exceptColor {
		g.recordLater("707.2a", "%s acquires %s's color, %s, derived from its mana cost or color indicator, and the abilities its rules text gives: %s", name, of, faces[0].Colors, abilities)
	}
	g.recordLater("707.2b", "%s's copiable values are taken as it becomes the copy: a later change to the copiable values of %s won't change %s", name, of, name)
	if orig.Card != nil && orig.Card.Back != nil && orig.CopyOf == nil {
		face := "front"
		if backFaceUp(orig) {
			face = "back"
		}
		g.recordLater("707.8", "%s is a double-faced permanent: %s copies the face that's up, its %s face, %s", of, name, face, faces[0].Name)
	}
}

// noteCopiedAdventure records that a copy of a spell cast as an Adventure
// is an Adventure too, with only the Adventure's characteristics (715.3c).
func (g *Game) noteCopiedAdventure(orig *Object) {
	if orig.Face != adventureFace || orig.Card.Adventure == nil {
		return
	}
	g.recordLater("715.3c", "%s was cast as an Adventure: the copy is an Adventure too, %s, with only the Adventure's characteristics", orig.Card.Name, orig.Card.Adventure.Name)
}

// noteCopyModeKept records that choosing new targets for the copy of a modal
// spell leaves its mode as it was: a target changed can't change a mode
// (700.2f). a is the mode chosen, base the spell's ability.
func (g *Game) noteCopyModeKept(orig *Object, a, base *Ability) {
	if a == base {
		return
	}
	g.recordLater("700.2f", "new targets are chosen for the copy of %s: its mode stays \"%s\", as changing a target can't change a mode", g.name(orig.ID), a.Text)
}
