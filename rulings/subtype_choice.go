package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Choosing a subtype: one, and only one, existing subtype of the
// appropriate type (212.1e). "Merfolk Wizard" is two creature types, not
// one; "artifact" is a card type; "Swamp" is a land type; "truck" is no
// subtype at all.

// otherSubtypes are subtypes of the 2006 rules that aren't creature types:
// land types (212.6c), artifact, enchantment, instant and sorcery types.
var otherSubtypes = []string{
	"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Lair", "Locus", "Mine", "Power-Plant", "Tower", "Urza's",
	"Equipment", "Aura", "Shrine", "Arcane",
}

// cardTypeWords are the card types, supertypes and other game words that
// can't be chosen as a creature type.
var cardTypeWords = []string{"artifact", "creature", "enchantment", "instant", "land", "sorcery", "tribal", "planeswalker", "basic", "legendary", "snow", "world", "player", "opponent", "card", "spell", "permanent"}

// CreatureTypeError says why word can't be chosen as a creature type, or
// is nil when it can. Without the edition's list of creature types, any
// other capitalized single word is accepted.
func CreatureTypeError(word string) error {
	switch {
	case strings.ContainsAny(strings.TrimSpace(word), " \t"):
		return fmt.Errorf("it is more than one word: one, and only one, creature type is chosen, and each is a single word")
	case slices.Contains(cardTypeWords, strings.ToLower(word)):
		return fmt.Errorf("it is a card type, supertype or game word, not a creature type")
	case slices.Contains(otherSubtypes, word) || planeswalkerTypeNames[word]:
		return fmt.Errorf("it is a subtype of another card type, not a creature type")
	case word == "" || word[0] < 'A' || word[0] > 'Z':
		return fmt.Errorf("it isn't a creature type")
	}
	return nil
}

// opChooseCreatureType has the player choose a creature type as the
// spell or ability resolves; each scripted answer that isn't one is
// refused in turn, saying why (212.1e).
func opChooseCreatureType(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		q := Question{Kind: ChooseOption, Player: p, Rule: "212.1e", About: "a creature type for " + r.source.name(), Options: []string{"a creature type"}}
		for {
			answer, ok := g.nextAnswer(p)
			if !ok {
				return g.unanswered(q, "")
			}
			g.takeAnswer(p)
			if err := CreatureTypeError(answer); err != nil {
				g.record("212.1e", "%s can't choose \"%s\": %v; he or she must choose again", g.playerName(p), answer, err)
				continue
			}
			g.playerActed()
			r.chosenType = answer
			g.record("212.1e", "%s chooses the creature type %s", g.playerName(p), answer)
			break
		}
	}
	return nil
}
