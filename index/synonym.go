package index

import "strings"

// synonyms pairs phrases judges say with the phrase the rules use for the
// same thing. Unlike jargon, the judge's words are real words the rules
// also use elsewhere ("empty", "beats"), so they stay in the query and the
// rules' phrase is searched beside them: a record holding that phrase is
// what the judge meant, even when it shares few of the judge's words.
var synonyms = []struct {
	said  []string
	rules []string
}{
	{[]string{"empty library"}, []string{"library with no cards in it"}},
	{[]string{"0 toughness", "zero toughness", "no toughness"}, []string{"toughness 0 or less"}},
	{[]string{"0 loyalty", "zero loyalty", "no loyalty"}, []string{"loyalty 0"}},
	{[]string{"0 life", "zero life", "no life"}, []string{"0 or less life"}},
	{[]string{"beats", "beat", "trumps", "overrides", "wins over"}, []string{"takes precedence", "effect wins"}},
	{[]string{"fizzle", "fizzles", "fizzled"}, []string{"doesn't resolve"}},
	{[]string{"use the stack", "uses the stack", "using the stack"}, []string{"go on the stack"}},
	{[]string{"go on the stack", "goes on the stack", "put on the stack"}, []string{"use the stack"}},
}

// synonym is one judge's phrase found in a query.
type synonym struct {
	// said is the judge's phrase as typed.
	said string
	// rules are the rules' phrases for it, of any edition.
	rules []string
}

// findSynonyms lists the judge's phrases in words, longest first at each
// position, with the rules' phrase for each. Words are compared folded and
// lower-cased, without surrounding punctuation.
func findSynonyms(words []string) []synonym {
	normal := make([]string, len(words))
	for i, w := range words {
		normal[i] = strings.ToLower(string(fold([]byte(strings.Trim(w, `.,;:!?()"'“”‘’`)))))
	}
	var found []synonym
	for i := 0; i < len(normal); {
		var best []string
		bestLength := 0
		for _, s := range synonyms {
			for _, said := range s.said {
				phrase := strings.Fields(said)
				if len(phrase) > bestLength && i+len(phrase) <= len(normal) &&
					equalWords(normal[i:i+len(phrase)], phrase) {
					best, bestLength = s.rules, len(phrase)
				}
			}
		}
		if bestLength == 0 {
			i++
			continue
		}
		found = append(found, synonym{said: strings.Join(words[i:i+bestLength], " "), rules: best})
		i += bestLength
	}
	return found
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
