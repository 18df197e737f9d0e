package corpus

import (
	"strings"
	"sync"
	"unicode"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// termWords are a glossary term's words as an inflection-blind lookup
// compares them: lower case, without the obsolete and informal markers and
// without possessive "s" ("player's" is the word "player").
func termWords(term string) []string {
	for _, marker := range [...]string{obsoleteMarker, informalMarker} {
		if rest, ok := cutSuffixFold(strings.TrimSpace(term), marker); ok {
			term = rest
		}
	}
	words := strings.FieldsFunc(strings.ToLower(term), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	out := words[:0]
	for i, word := range words {
		if word == "s" && i > 0 {
			continue
		}
		out = append(out, word)
	}
	return out
}

// stemKey folds a glossary term's words for a lookup that ignores
// inflection: each word reduced to its English stem (Snowball), so "mana
// pools" and "Mana Pool" share a key. Words are kept apart, unlike
// termKey, because a stem is a word's. Snowball also gives words of other
// meanings one stem ("planeswalker" and "planeswalk", "commander" and
// "command"): a key only finds candidates, which sameWords then checks.
func stemKey(words []string, env *snowballstem.Env) string {
	stems := make([]string, len(words))
	for i, word := range words {
		env.SetCurrent(word)
		english.Stem(env)
		stems[i] = env.Current()
	}
	return strings.Join(stems, " ")
}

// stemmed is one name a glossary entry is found by, with its words.
type stemmed struct {
	words []string
	entry *GlossaryEntry
}

// stemIndex is an edition's inflection-blind glossary lookup, built once,
// on first use: stemming every term costs about half a parse, and most
// lookups match a term as printed.
type stemIndex struct {
	once    sync.Once
	entries map[string][]stemmed
}

// build indexes every entry's whole term, then its names (as
// termAliasKeys splits them), each under its stemKey, in that order.
func (s *stemIndex) build(glossary []*GlossaryEntry) {
	env := snowballstem.NewEnv("")
	s.entries = make(map[string][]stemmed, len(glossary))
	index := func(name string, entry *GlossaryEntry) {
		words := termWords(name)
		if len(words) == 0 {
			return
		}
		key := stemKey(words, env)
		s.entries[key] = append(s.entries[key], stemmed{words: words, entry: entry})
	}
	for _, entry := range glossary {
		index(entry.Term, entry)
	}
	for _, entry := range glossary {
		for name := range strings.SplitSeq(entry.Term, ",") {
			index(name, entry)
			index(dropPlaceholders(name), entry)
		}
	}
}

// inflected finds the entry whose term is term inflected otherwise: a
// plural, a possessive, a verb form. Of the names sharing term's stems, it
// takes only one whose every word is the query's word or a regular
// inflection of the same word (sameWord), so "planeswalkers" finds
// "Planeswalker" and never "Planeswalk"; the one with the most words as
// typed comes first ("blocking creatures" is "Blocking Creature", not
// "Blocked Creature"), then the first indexed.
func (e *Edition) inflected(term string) (*GlossaryEntry, bool) {
	words := termWords(term)
	if len(words) == 0 {
		return nil, false
	}
	index := e.stems
	if index == nil {
		// An edition built by hand, without indexes.
		index = &stemIndex{}
	}
	index.once.Do(func() { index.build(e.Glossary) })
	var best *GlossaryEntry
	bestSame := -1
	for _, c := range index.entries[stemKey(words, snowballstem.NewEnv(""))] {
		same, ok := sameWords(words, c.words)
		if ok && same > bestSame {
			best, bestSame = c.entry, same
		}
	}
	return best, best != nil
}

// sameWords reports whether each word of a is the word of b at its place
// or an inflection of it, and how many are the same as written.
func sameWords(a, b []string) (int, bool) {
	if len(a) != len(b) {
		return 0, false
	}
	same := 0
	for i := range a {
		switch {
		case a[i] == b[i]:
			same++
		case !sameWord(a[i], b[i]):
			return 0, false
		}
	}
	return same, true
}

// sameWord reports whether a and b are forms of one word by the regular
// English endings: a plural or third person ("tokens", "abilities",
// "passes"), a past ("tapped", "fizzled", "copied") or a present
// participle ("casting", "exiling"). Derivations are other words: "-er"
// and "-ment" are never taken off ("commander" is not "command").
func sameWord(a, b string) bool {
	for _, x := range BaseForms(a) {
		for _, y := range BaseForms(b) {
			if x == y {
				return true
			}
		}
	}
	return false
}

// BaseForms are the words w may be a regular inflection of, w itself
// first: "tokens" may be "token", "tapped" "tapp", "tappe" or "tap". Only
// the regular English endings are taken off (see sameWord), and a form
// need not be a word: a caller looks each up in its own vocabulary.
func BaseForms(w string) []string {
	forms := []string{w}
	add := func(stem string) {
		if len([]rune(stem)) >= 2 {
			forms = append(forms, stem)
		}
	}
	// verbForms adds what a stem left by "-ed" or "-ing" may have been:
	// itself ("cast"), with a silent e ("exil" of "exile"), or with its
	// last consonant undoubled ("tapp" of "tap").
	verbForms := func(stem string) {
		add(stem)
		add(stem + "e")
		if n := len(stem); n >= 2 && stem[n-1] == stem[n-2] && !strings.ContainsRune("aeiou", rune(stem[n-1])) {
			add(stem[:n-1])
		}
	}
	switch {
	case strings.HasSuffix(w, "ies"):
		add(strings.TrimSuffix(w, "ies") + "y")
		add(strings.TrimSuffix(w, "s"))
	case strings.HasSuffix(w, "es"):
		add(strings.TrimSuffix(w, "s"))
		// "-es" is a plural of its own only after a hiss or an o:
		// "passes", "boxes", "heroes"; "blockes" is no "block".
		if stem := strings.TrimSuffix(w, "es"); hasAnySuffix(stem, "s", "x", "z", "ch", "sh", "o") {
			add(stem)
		}
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		add(strings.TrimSuffix(w, "s"))
	case strings.HasSuffix(w, "ied"):
		add(strings.TrimSuffix(w, "ied") + "y")
	case strings.HasSuffix(w, "ed"):
		verbForms(strings.TrimSuffix(w, "ed"))
	case strings.HasSuffix(w, "ing"):
		verbForms(strings.TrimSuffix(w, "ing"))
	}
	return forms
}

// hasAnySuffix reports whether s ends with any of suffixes.
func hasAnySuffix(s string, suffixes ...string) bool {
	for _, suffix := range suffixes {
		if strings.HasSuffix(s, suffix) {
			return true
		}
	}
	return false
}
