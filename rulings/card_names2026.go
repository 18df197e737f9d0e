package rulings

import "strings"

// noteAlternativeName records, under the 2026 numbering, that a name
// chosen for a "choose a card name" instruction is the alternative name
// of a card of the game: the name of a double-faced card's back face
// (712.19), of an adventurer card's Adventure (715.5) or of a flip card's
// flipped half (710.5). The player may choose it; an object has the name
// only while it has those characteristics.
func (g *Game) noteAlternativeName(player, answer string) {
	if g.rules.Edition != Edition2026 {
		return
	}
	for _, o := range g.objects {
		d := o.Card
		if d == nil {
			continue
		}
		switch {
		case d.Back != nil && strings.EqualFold(d.Back.Name, answer):
			g.recordLater("712.19", "%s chooses %s, the name of the back face of the double-faced card %s: a player may choose the name of either face, not both", player, d.Back.Name, d.Faces[0].Name)
		case d.Adventure != nil && strings.EqualFold(d.Adventure.Name, answer):
			g.recordLater("715.5", "%s chooses %s, the alternative name of the adventurer card %s: a player may choose it", player, d.Adventure.Name, d.Faces[0].Name)
		case d.Flipped != nil && strings.EqualFold(d.Flipped.Name, answer):
			g.recordLater("710.5", "%s chooses %s, the alternative name of the flip card %s: a player may choose it", player, d.Flipped.Name, d.Faces[0].Name)
		default:
			continue
		}
		return
	}
}
