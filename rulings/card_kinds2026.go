package rulings

import "strings"

// Under the 2026 numbering, what the rules for special kinds of cards
// (710-719 of 2026) say about the steps the engine takes with them: a
// flip card's two halves, a meld pair, an
// adventurer card and a Case. The 2006 edition has no such rules, or says
// so in the rules the steps beside these cite; recordLater records
// nothing under it.

// noteFlipCardHalves records, as a flip card flips, where its two sets of
// characteristics were: the top half, right side up, held its normal
// characteristics and the ability that flipped it (710.1, 710.1a).
func (g *Game) noteFlipCardHalves(o *Object) {
	if o.Card == nil || o.Card.Flipped == nil || o.CopyOf != nil {
		return
	}
	g.recordLater("710.1", "%s is a flip card: its normal characteristics are those right side up, %s; the alternative ones, upside down, are %s's", o.Card.Name, o.Card.Faces[0].Name, o.Card.Flipped.Name)
	g.recordLater("710.1a", "the top half of %s held its normal name, text box, type line, power and toughness, %d/%d, and the ability that flipped it", o.Card.Name, o.Card.Faces[0].Power, o.Card.Faces[0].Toughness)
}

// noteMeldPair records that the melded cards a and b are a meld pair, each
// with a face on one side and half of an oversized face on the other
// (712.4), and that they entered as a single permanent with their back
// faces up (712.14c).
func (g *Game) noteMeldPair(a, b *Object, melded string) {
	g.recordLater("712.4", "%s and %s are meld cards: each has a face on one side and half of the oversized face of %s on the other", a.Card.Name, b.Card.Name, melded)
	g.recordLater("712.14c", "%s is melded with its counterpart %s: the two enter the battlefield as a single permanent, %s, with their back faces up", a.Card.Name, b.Card.Name, melded)
}

// noteMeldCardCast records that a meld card cast as a spell has only the
// characteristics of its front face, chars, on the stack (712.8b): the
// half of the melded face on its back is used only by a melded permanent.
func (g *Game) noteMeldCardCast(c *CardDefinition, chars *Characteristics) {
	if c.Meld == nil {
		return
	}
	g.recordLater("712.8b", "%s is a meld card: on the stack it has only the characteristics of its front face, %s, a %d/%d %s", c.Name, chars.Name, chars.Power, chars.Toughness, chars.TypeLine())
}

// noteSagaCreature records, as a Saga that is also a creature enters, that
// its abilities other than chapter abilities, printed below its type line,
// are independent of its chapter symbols (714.1a): they work as any
// creature's do, whatever its lore counters.
func (g *Game) noteSagaCreature(v *view) {
	c := v.chars()
	if !c.HasType("creature") {
		return
	}
	var other []string
	for _, a := range c.Abilities {
		if a.Chapter == 0 {
			other = append(other, "\""+a.Text+"\"")
		}
	}
	if len(other) == 0 {
		return
	}
	g.recordLater("714.1a", "%s is a Saga creature, a %d/%d: its abilities outside its chapter abilities, %s, are independent of its chapter symbols", v.name(), c.Power, c.Toughness, strings.Join(other, ", "))
}

// noteAdventurerCard records, as an adventurer card is cast as an
// Adventure, that its inset frame holds the Adventure (715.1), whose
// characteristics are alternative ones it has as a spell (715.2), and that
// it is only one card: one card leaves its owner's hand (715.2c).
func (g *Game) noteAdventurerCard(c *CardDefinition) {
	g.recordLater("715.1", "%s is an adventurer card: the frame inset in its text box holds its Adventure, %s", c.Name, c.Adventure.Name)
	g.recordLater("715.2", "%s, the inset frame, defines alternative characteristics %s has while a spell; its normal ones are %s's", c.Adventure.Name, c.Name, c.Faces[0].Name)
	g.recordLater("715.2c", "printed with two sets of characteristics, %s is only one card: casting %s moves one card", c.Name, c.Adventure.Name)
}

// noteCaseKeywords records, as a Case's "to solve" ability is about to
// trigger, that a Case has two special keyword abilities before a long
// dash (719.3).
func (g *Game) noteCaseKeywords(name string) {
	g.recordLater("719.3", "%s is a Case: \"%s\" and \"solved\" are its two special keyword abilities, written before a long dash", name, toSolve)
}

// noteSolvedAbilityWorks records that a solved Case's "solved" ability
// works: it may trigger or be activated (719.3c).
func (g *Game) noteSolvedAbilityWorks(name string, a *Ability) {
	how := "it may trigger, being a triggered ability"
	if a.Kind == ActivatedAbility {
		how = "it can be activated, being an activated ability"
	}
	g.recordLater("719.3c", "%s has the solved designation: its ability \"%s\" may affect the game: %s", name, a.Text, how)
}
