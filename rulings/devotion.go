package rulings

import (
	"fmt"
	"strings"
)

// Devotion (700.5 of 2026): a player's devotion to a color is the number
// of mana symbols of that color among the mana costs of permanents they
// control, as increased by effects that modify devotion ("Your devotion to
// each color and each combination of colors is increased by one", Altar of
// the Pantheon). It is counted from the permanents' copiable values, after
// copy effects, and before any other effect that modifies characteristics:
// a God whose type-changing effect depends on devotion can't change the
// devotion that decides it (700.5a, an exception to 613.10).

// DevotionBonus is "your devotion to each color and each combination of
// colors is increased by Amount".
const DevotionBonus StaticKind = 160

// NotCreatureBelowDevotion is "as long as your devotion to Colors is less
// than Amount, this isn't a creature", a type-changing effect (layer 4).
const NotCreatureBelowDevotion StaticKind = 161

// devotion is player p's devotion to color c, and the parts that make it
// up, for the trace.
func (g *Game) devotion(p PlayerID, c Color) (int, []string) {
	n := 0
	var parts []string
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.Controller != p || o.FaceDown {
			// A face-down permanent has no mana cost (708.2).
			continue
		}
		symbols, bonus := 0, 0
		for _, face := range underlyingFaces(o) {
			symbols += symbolsOfColor(face.ManaCost, c)
			for _, a := range face.Abilities {
				if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == DevotionBonus {
					bonus += a.Static.Amount.N
				}
			}
		}
		if symbols > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", o.Card.Name, symbols))
		}
		if bonus > 0 {
			parts = append(parts, fmt.Sprintf("%d from %s's effect", bonus, o.Card.Name))
		}
		n += symbols + bonus
	}
	return n, parts
}

// symbolsOfColor counts the mana symbols of color c in m: colored, hybrid
// ones including c, monocolored hybrid and Phyrexian ones of c.
func symbolsOfColor(m ManaCost, c Color) int {
	n := m.Colored[c] + m.TwoHybrid[c] + m.Phyrexian[c]
	for i, pair := range hybridPairs {
		if pair[0] == c || pair[1] == c {
			n += m.Hybrid[i]
		}
	}
	return n
}

// appendDevotionCondition appends the type-changing effect of a God's
// "as long as your devotion to COLOR is less than N, this isn't a
// creature" while the condition holds; the effects are worked out anew
// whenever the permanents in play change (continuousEffects).
func (g *Game) appendDevotionCondition(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	if a.Static.Kind != NotCreatureBelowDevotion {
		return out
	}
	colors := a.Static.Colors.Colors()
	if len(colors) == 0 {
		return out
	}
	n, parts := g.devotion(o.Controller, colors[0])
	below := n < a.Static.Amount.N
	if g.devotionNoted == nil {
		g.devotionNoted = map[ObjectID]bool{}
	}
	if noted, seen := g.devotionNoted[o.ID]; !seen || noted != below {
		g.devotionNoted[o.ID] = below
		verdict := fmt.Sprintf("at least %d, so %s is a creature", a.Static.Amount.N, o.Card.Name)
		if below {
			verdict = fmt.Sprintf("less than %d, so %s isn't a creature", a.Static.Amount.N, o.Card.Name)
		}
		from := "no mana symbols of that color"
		if len(parts) > 0 {
			from = strings.Join(parts, ", ")
		}
		g.recordLater("700.5", "%s's devotion to %s counts the %s mana symbols among the mana costs of the permanents %s controls, with any increase by effects: %d", g.playerName(o.Controller), colors[0], colors[0], g.playerName(o.Controller), n)
		g.record("700.5a", "%s's devotion to %s is %d (%s), counted before %s's type-changing effect applies: %s", g.playerName(o.Controller), colors[0], n, from, o.Card.Name, verdict)
	}
	if !below {
		return out
	}
	e := base
	e.Layer, e.RemoveTypes, e.Filter, e.Objects = LayerType, []string{"creature"}, nil, []ObjectID{o.ID}
	return append(out, &e)
}
