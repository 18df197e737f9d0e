package corpus

import (
	"strings"
	"sync"
	"unicode"

	"github.com/blevesearch/snowballstem"
	"github.com/blevesearch/snowballstem/english"
)

// stemKey folds a glossary term for a lookup that ignores inflection: each
// word lower-cased and reduced to its English stem (Snowball), so "mana
// pools" finds "Mana Pool", "attacking creatures" "Attacking Creature" and
// "exiled" "Exile". Words are kept apart, unlike termKey, because a stem
// is a word's.
func stemKey(term string, env *snowballstem.Env) string {
	for _, marker := range [...]string{obsoleteMarker, informalMarker} {
		if rest, ok := cutSuffixFold(strings.TrimSpace(term), marker); ok {
			term = rest
		}
	}
	words := strings.FieldsFunc(strings.ToLower(term), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	for i, word := range words {
		// Possessives: "player's" is the word "player".
		if word == "s" && i > 0 {
			words[i] = ""
			continue
		}
		env.SetCurrent(word)
		english.Stem(env)
		words[i] = env.Current()
	}
	return strings.Join(strings.Fields(strings.Join(words, " ")), " ")
}

// stemIndex is an edition's inflection-blind glossary lookup, built once,
// on first use: stemming every term costs about half a parse, and most
// lookups match a term as printed.
type stemIndex struct {
	once    sync.Once
	entries map[string]*GlossaryEntry
}

// build indexes every entry's whole term, then its names (as
// termAliasKeys splits them), first entry winning.
func (s *stemIndex) build(glossary []*GlossaryEntry) {
	env := snowballstem.NewEnv("")
	s.entries = make(map[string]*GlossaryEntry, len(glossary))
	index := func(name string, entry *GlossaryEntry) {
		if key := stemKey(name, env); key != "" {
			if _, duplicate := s.entries[key]; !duplicate {
				s.entries[key] = entry
			}
		}
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
// plural, a possessive, a verb form.
func (e *Edition) inflected(term string) (*GlossaryEntry, bool) {
	key := stemKey(term, snowballstem.NewEnv(""))
	if key == "" {
		return nil, false
	}
	index := e.stems
	if index == nil {
		// An edition built by hand, without indexes.
		index = &stemIndex{}
	}
	index.once.Do(func() { index.build(e.Glossary) })
	entry, ok := index.entries[key]
	return entry, ok
}
