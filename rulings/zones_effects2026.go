package rulings

import "strings"

// Steps of zones and effects (400-616 of 2026) that the 2026 rules state
// on their own beside the rule the engine's step already cites: each is
// cited by its 2026 number only (recordLater).

// noteExiledWithLinked records, as the ability referring to cards
// "exiled with" an object looks for them, whether a card in exile was put
// there by an instance of the ability linked to it: only such a card is
// one it refers to (406.6 of 2026).
func (g *Game) noteExiledWithLinked(card string, linked bool, referring string) {
	if linked {
		g.recordLater("406.6", "%s is in exile as the result of the ability linked to \"%s\": that ability refers to it", card, referring)
		return
	}
	g.recordLater("406.6", "%s is in exile, but not as the result of the ability linked to \"%s\": that ability doesn't refer to it", card, referring)
}

// notePTFromPrinted records, for an effect modifying power and toughness,
// that those of the objects it applies to are found by starting from the
// printed numbers and applying the continuous effects (302.4c of 2026).
func (g *Game) notePTFromPrinted(e *ContinuousEffect, names []string) {
	g.recordLater("302.4c", "the power and toughness of %s start from the numbers printed on it, then %q and any other applicable continuous effects apply", strings.Join(names, " and "), e.Text)
}

// noteAnyNumberZero records that an instruction to choose "any number"
// allowed zero, and zero was chosen (107.1c of 2026).
func (g *Game) noteAnyNumberZero(text string) {
	if !strings.Contains(text, "any number") {
		return
	}
	g.recordLater("107.1c", "%q lets its controller choose any number, which may be zero: zero is chosen", text)
}

// noteStackObject records what goes on the stack: a spell is the physical
// card, put there as it is cast; an activated ability goes on top of the
// stack with no card associated with it (405.1 of 2026). A spell has the
// characteristics of its card, an ability only its text, and each is
// controlled by the player who cast or activated it (405.4).
func (g *Game) noteStackObject(player, name string, spell bool) {
	if spell {
		g.recordLater("405.1", "as %s is cast, the physical card is put on the stack", name)
		g.recordLater("405.4", "the spell %s has all the characteristics of its card, and %s, who cast it, controls it", name, player)
		return
	}
	g.recordLater("405.1", "the ability of %s is activated: it goes on top of the stack without any card associated with it", name)
	g.recordLater("405.4", "the ability of %s on the stack has the text of the ability that created it and no other characteristics, and %s, who activated it, controls it", name, player)
}

// noteNontokenCharacteristics records, for a continuous effect beginning
// to apply to nontoken permanents, that their characteristics are those
// printed on their cards as modified by such effects (110.3 of 2026).
func (g *Game) noteNontokenCharacteristics(e *ContinuousEffect) {
	var names []string
	for _, id := range e.Objects {
		if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay && !o.Token && o.Ability == nil {
			names = append(names, g.name(id))
		}
	}
	if len(names) == 0 {
		return
	}
	g.recordLater("110.3", "%s, a nontoken permanent, has the characteristics printed on its card as modified by continuous effects, %q among them", strings.Join(names, " and "), e.Text)
}

// noteTokenCardTypes records that a token has card types though it isn't
// a card (205.2c of 2026): what counts or affects objects of a card type
// counts or affects it.
func (g *Game) noteTokenCardTypes(kind string, types []string) {
	if len(types) == 0 {
		return
	}
	g.recordLater("205.2c", "the %s token has the card type %s even though it isn't a card", kind, strings.Join(types, " and "))
}
