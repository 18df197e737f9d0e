package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// fuse, on a split card (written under either half, or both, as its
// Oracle text has it): "If a player casts a split card with fuse from their hand, the
// player may choose to cast both halves of that split card rather than
// choose one half" (702.102a of 2026), with the clause `fused`. The
// resulting fused split spell has the combined characteristics of its two
// halves (702.102b, 709.4d), its total cost includes the mana cost of each
// half (702.102c), and as it resolves its controller follows the
// instructions of the left half, then those of the right (702.102d): the
// targets of the left half are named first. A keyword from Dragon's Maze,
// dated by that set's release.
var fuse = Keyword{Name: "fuse", Rule: "702.102", Form: "fuse", Since: "2013-05-03", build: staticKeyword(PlayRule)}

// fusedFace is the Face of a fused split spell: both halves at once.
const fusedFace = -3

// fusedCharacteristics are the combined characteristics of the two halves
// of split card d cast fused (702.102b): both names, the combined mana
// cost, every color, type and subtype of either half, and their abilities,
// whose spell abilities become one that follows the left half's
// instructions, then the right's (702.102d).
func fusedCharacteristics(d *CardDefinition) *Characteristics {
	c := &Characteristics{Name: d.Name, HasCost: true}
	spell := &Ability{Kind: SpellAbility}
	var texts []string
	for i := range d.Faces {
		f := &d.Faces[i]
		c.ManaCost = c.ManaCost.plus(f.ManaCost)
		c.Colors |= f.Colors
		for _, t := range f.Types {
			if !slices.Contains(c.Types, t) {
				c.Types = append(c.Types, t)
			}
		}
		for _, t := range f.Subtypes {
			if !slices.Contains(c.Subtypes, t) {
				c.Subtypes = append(c.Subtypes, t)
			}
		}
		for _, a := range f.Abilities {
			if a.Kind != SpellAbility {
				c.Abilities = append(c.Abilities, a)
				continue
			}
			texts = append(texts, a.Text)
			spell.Targets = append(spell.Targets, a.Targets...)
			spell.Effect = append(spell.Effect, a.Effect...)
		}
	}
	spell.Text = strings.Join(texts, "; then ")
	c.Abilities = append([]*Ability{spell}, c.Abilities...)
	return c
}

// fusedTargetClash returns the name of a target both halves of d use, which
// a fused spell couldn't tell apart, or "".
func fusedTargetClash(d *CardDefinition) string {
	seen := map[string]bool{}
	for i := range d.Faces {
		names := map[string]bool{}
		if a := spellAbility(&d.Faces[i]); a != nil {
			for _, t := range a.Targets {
				for _, n := range t.Names {
					names[n] = true
				}
			}
		}
		for n := range names {
			if seen[n] {
				return n
			}
		}
		for n := range names {
			seen[n] = true
		}
	}
	return ""
}

// fusedCast checks that player p may cast both halves of card fused, and
// returns the characteristics the fused split spell has.
func (g *Game) fusedCast(p PlayerID, card *Object) (*Characteristics, error) {
	d := card.Card
	if !d.IsSplit() || !slices.ContainsFunc(d.Faces, func(f Characteristics) bool { return hasKeyword(&f, fuse.Name) }) {
		return nil, g.illegal("702.102a", "%s is not a split card with fuse: both halves can't be cast together", d.Name)
	}
	if card.Zone != ZoneHand {
		return nil, g.illegal("702.102a", "%s is cast from the %s: only a split card with fuse cast from its owner's hand may be cast fused", d.Name, g.rules.ZoneName(card.Zone))
	}
	if n := fusedTargetClash(d); n != "" {
		return nil, fmt.Errorf("%s: both halves name a target %s; name them apart to cast the card fused", d.Name, n)
	}
	g.noteKeyword(d.Name, fuse)
	g.record("702.102a", "%s casts both halves of %s from the hand rather than choosing one: a fused split spell", g.playerName(p), d.Name)
	return fusedCharacteristics(d), nil
}

// noteFusedSpell records what a fused split spell is as it goes on the
// stack: the halves' combined characteristics and mana costs.
func (g *Game) noteFusedSpell(d *CardDefinition, c *Characteristics) {
	g.record("702.102b", "the fused split spell %s has the combined characteristics of its two halves: %s, mana cost %s", d.Name, c.Colors, c.ManaCost)
	g.record("709.4d", "on the stack, the characteristics of the fused split spell %s are those of its two halves combined", d.Name)
	var costs []string
	for i := range d.Faces {
		costs = append(costs, fmt.Sprintf("%s %s", d.Faces[i].Name, d.Faces[i].ManaCost))
	}
	g.record("702.102c", "the total cost of %s includes the mana cost of each half (%s): %s", d.Name, strings.Join(costs, ", "), c.ManaCost)
}

// fusedView gives a fused split spell on the stack its halves' combined
// characteristics (709.4d).
func fusedView(o *Object, v *view) {
	if o.Zone == ZoneStack && o.Face == fusedFace && o.Card != nil && o.Card.IsSplit() {
		v.faces = []Characteristics{*fusedCharacteristics(o.Card)}
	}
}

// noteFusedResolving records the order a fused split spell's instructions
// are followed in (702.102d).
func (g *Game) noteFusedResolving(o *Object) {
	if o.Face != fusedFace || o.Card == nil || !o.Card.IsSplit() {
		return
	}
	g.record("702.102d", "%s resolves as a fused split spell: its controller follows the instructions of %s, then those of %s", o.Card.Name, o.Card.Faces[0].Name, o.Card.Faces[1].Name)
}
