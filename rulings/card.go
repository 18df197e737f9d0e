package rulings

import (
	"slices"
	"strings"
)

// Characteristics are the printed or computed values of an object
// (rule 200 of the seed era): name, mana cost, color, types, power and
// toughness, and abilities.
type Characteristics struct {
	// Name is the English name; a face-down object has none.
	Name string
	// ManaCost is the printed mana cost; HasCost is false for cards
	// without one (lands, tokens).
	ManaCost ManaCost
	HasCost  bool
	// Colors are the object's colors.
	Colors ColorSet
	// Supertypes, Types and Subtypes make up the type line.
	Supertypes []string
	Types      []string
	Subtypes   []string
	// Power and Toughness matter for creatures.
	Power     int
	Toughness int
	// Abilities are the object's abilities, in printed order.
	Abilities []*Ability
}

// HasType reports whether the object has the card type t ("creature").
func (c *Characteristics) HasType(t string) bool { return slices.Contains(c.Types, t) }

// HasSubtype reports whether the object has the subtype t ("Forest").
func (c *Characteristics) HasSubtype(t string) bool {
	return slices.Contains(c.Subtypes, t) || c.everyCreatureType(t)
}

// HasSupertype reports whether the object has the supertype t ("basic").
func (c *Characteristics) HasSupertype(t string) bool { return slices.Contains(c.Supertypes, t) }

// TypeLine renders the types as "basic land — Swamp".
func (c *Characteristics) TypeLine() string {
	words := append(append([]string{}, c.Supertypes...), c.Types...)
	line := strings.Join(words, " ")
	if len(c.Subtypes) > 0 {
		line += " — " + strings.Join(c.Subtypes, " ")
	}
	return line
}

// clone copies the slices so effects can change the copy.
func (c Characteristics) clone() Characteristics {
	c.Supertypes = slices.Clone(c.Supertypes)
	c.Types = slices.Clone(c.Types)
	c.Subtypes = slices.Clone(c.Subtypes)
	c.Abilities = slices.Clone(c.Abilities)
	return c
}

// CardDefinition is a card as printed. A split card (rule 505) has two
// faces; every other card has one.
type CardDefinition struct {
	// Name is the card's English name; a split card's is "Assault/Battery".
	Name string
	// Faces holds the card's characteristics, one per face.
	Faces []Characteristics
	// Flipped, for a flip card, holds the alternative characteristics
	// that apply once the permanent is flipped: name, text box, type line,
	// power and toughness (508.1-508.2, flip.go).
	Flipped *Characteristics
	// Adventure, for an adventurer card, is the alternative
	// characteristics of its Adventure, which it has only while it is a
	// spell cast as an Adventure (715 of 2026, adventure.go).
	Adventure *Characteristics
	// Prepare, for a preparation card, is its prepare spell: alternative
	// characteristics the card never has itself, which define the copy
	// cast once a permanent with it becomes prepared (722 of 2026,
	// preparation.go).
	Prepare *Characteristics
	// Back, for a transforming double-faced card, is the face on its
	// other side (712.2 of 2026): the characteristics it has while that
	// face is up on the battlefield or the stack (712.8, double_faced.go).
	Back *Characteristics
	// Meld, for a meld card, names its meld pair and, on the card of the
	// pair that holds it, the melded permanent's combined face (712.4 of
	// 2026, action_meld.go).
	Meld *MeldPair
	// Lights, for an Attraction card, are the numbers lit up on it (717.1
	// of 2026): they are printed on the card, not characteristics, and
	// two cards with one name may light different numbers (attractions.go).
	Lights []int
}

// IsDoubleFaced reports whether the card has a back face it can turn to
// (712.1 of 2026).
func (d *CardDefinition) IsDoubleFaced() bool { return d.Back != nil }

// IsSplit reports whether the card is a split card (505.1).
func (d *CardDefinition) IsSplit() bool { return len(d.Faces) > 1 }

// Face returns the face named name, or -1.
func (d *CardDefinition) Face(name string) int {
	for i := range d.Faces {
		if strings.EqualFold(d.Faces[i].Name, name) {
			return i
		}
	}
	return -1
}
