package rulings

import (
	"slices"
	"strings"
)

// Choosing a card name with certain characteristics ("choose an artifact
// card name"): the name must be that of a card whose Oracle text has
// them, wherever that card is and whatever it is now; a permanent an
// effect has turned into an artifact doesn't make its name one (201.4a of
// 2026). The game looks names up in the card reference it is given
// (SetCardReference), then among the cards it holds.

// SetCardReference gives the game the cards it may look names up in, by
// name: their printed (Oracle) characteristics.
func (g *Game) SetCardReference(cards map[string]*CardDefinition) {
	g.cardReference = cards
}

// cardNamed is the definition of the card named name: from the reference,
// or a card in the game. ok is false for a name the game doesn't know.
func (g *Game) cardNamed(name string) (*CardDefinition, bool) {
	for n, d := range g.cardReference {
		if strings.EqualFold(n, name) {
			return d, true
		}
	}
	for _, o := range g.objects {
		if o.Card != nil && strings.EqualFold(o.Card.Name, name) {
			return o.Card, true
		}
	}
	return nil, false
}

// refuseCardNames takes player p's next answer naming a card whose
// printed card types include those of f, refusing each answer before it
// that doesn't; ok is false when none is left.
func (g *Game) refuseCardNames(p PlayerID, f *Filter) (string, bool) {
	for {
		answer, ok := g.nextAnswer(p)
		if !ok {
			return "", false
		}
		d, known := g.cardNamed(answer)
		why := ""
		switch {
		case !known:
			why = "no card of that name is known"
		case !slices.ContainsFunc(d.Faces, func(c Characteristics) bool {
			return !slices.ContainsFunc(f.Types, func(t string) bool { return !c.HasType(t) })
		}):
			why = "the Oracle text of " + d.Name + " isn't that of " + articleFor(f.Text) + " " + f.Text + " card"
			if g.permanentNamedIs(d.Name, f) {
				why += ", though a permanent named " + d.Name + " is one now"
			}
		}
		if why == "" {
			g.record("201.4a", "%s chooses the name %s: its Oracle text is that of %s %s card, which is all the choice asks, wherever the card is", g.playerName(p), d.Name, articleFor(f.Text), f.Text)
			return answer, true
		}
		g.takeAnswer(p)
		err := g.illegal("201.4a", "%s can't choose the name %s for %s %s card name: %s", g.playerName(p), answer, articleFor(f.Text), f.Text, why)
		g.refused = append(g.refused, RefusedAnswer{Player: p, Left: len(g.choices[p]), Err: err.(*IllegalError)})
	}
}

// permanentNamedIs reports whether a permanent named name has the card
// types of f now.
func (g *Game) permanentNamedIs(name string, f *Filter) bool {
	for _, id := range g.inPlay {
		v := g.view(id)
		if strings.EqualFold(v.name(), name) && !slices.ContainsFunc(f.Types, func(t string) bool { return !v.chars().HasType(t) }) {
			return true
		}
	}
	return false
}
