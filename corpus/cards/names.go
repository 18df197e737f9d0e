package cards

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// foldName is the form names are matched in: accents dropped ("Jötun"
// is "jotun"), letters lower-cased and ligatures spelled out ("Æther" is
// "aether"), apostrophes dropped ("Ertai's" is "ertais") and every other
// run of punctuation and space one space, so "Fire // Ice", "fire/ice"
// and "fire ice" are one name, and so are "Borborygmos, Enraged" and
// "borborygmos enraged".
func foldName(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for _, r := range norm.NFKD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case r == '\'' || r == '’' || r == 'ʼ':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			if spelled, ok := ligatures[unicode.ToLower(r)]; ok {
				b.WriteString(spelled)
			} else {
				b.WriteRune(unicode.ToLower(r))
			}
		default:
			space = true
		}
	}
	return b.String()
}

// ligatures are the letters of card names that decomposition leaves
// whole, spelled as a judge types them.
var ligatures = map[rune]string{
	'æ': "ae", 'œ': "oe", 'ø': "o", 'ß': "ss", 'ð': "d", 'þ': "th", 'ł': "l", 'đ': "d", 'ı': "i",
}

// nameKeys are the folded names a card is found by: its whole name and
// each face's, each once.
func nameKeys(card *Card) []string {
	keys := []string{foldName(card.Name)}
	for _, face := range card.Faces {
		key := foldName(face.Name)
		if key != "" && !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	}
	return keys
}
