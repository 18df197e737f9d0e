package rulings

import "strings"

// verbForm is a form of the verb an edition uses for putting a spell on
// the stack or activating an ability: 2006 plays both ("play", "played",
// "playing"), 2026 casts spells and activates abilities.
type verbForm int

const (
	// baseForm is the infinitive: "to play", "to cast".
	baseForm verbForm = iota
	// participle is the past participle: "played", "cast".
	participle
	// gerund is the -ing form: "playing", "casting".
	gerund
)

// verbForms lists the forms of each third-person verb Words name.
var verbForms = map[string][3]string{
	"plays":     {"play", "played", "playing"},
	"casts":     {"cast", "cast", "casting"},
	"activates": {"activate", "activated", "activating"},
}

// spell is form f of the edition's verb for a spell.
func (w *Words) spell(f verbForm) string {
	return verbForms[w.PlaysSpell][f]
}

// ability is form f of the edition's verb for an activated ability.
func (w *Words) ability(f verbForm) string {
	return verbForms[w.PlaysAbility][f]
}

// typesWithArticle is card types in a row with "a" or "an" before them:
// "an artifact creature".
func typesWithArticle(types []string) string {
	joined := strings.Join(types, " ")
	return articleFor(joined) + " " + joined
}

// Verbs are the forms of the edition's verbs for playing spells and
// abilities, the third person ("plays", "casts") then the other forms of
// each: a comparison of two editions' traces sets them all aside.
func (w *Words) Verbs() []string {
	var verbs []string
	for _, v := range []string{w.PlaysSpell, w.PlaysAbility} {
		verbs = append(verbs, v)
		if forms, ok := verbForms[v]; ok {
			verbs = append(verbs, forms[:]...)
		}
	}
	return verbs
}

// removes is the edition's words for a player putting x into the
// removed-from-the-game zone, third person: "removes x from the game",
// from 2009 "exiles x".
func (w *Words) removes(x string) string {
	if w.Zones[ZoneRemoved] == "exile" {
		return "exiles " + x
	}
	return "removes " + x + " from the game"
}
