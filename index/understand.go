package index

import (
	"fmt"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2"
	bleveindex "github.com/blevesearch/bleve_index_api"
)

// broadShare is the share of records above which a concept's name is too
// common to tell rules apart ("creature", "spell"): such a name counts as
// plain words, not as a concept the answer must hold.
const broadShare = 0.05

// broadLeast is the fewest records a broad name is in: in a small edition
// (a fragment, a test) every name is in a large share of few records.
const broadLeast = 25

// queryConcept is one thing a query asks about, for weighing how much of
// the query a record holds.
type queryConcept struct {
	// Name says what it is: a concept's name, a judge's phrase, a word.
	Name string
	// Source is "concept" (of the edition's table), "slang" (a judge's
	// phrase and the rules' phrases for it) or "word".
	Source string
	// alts are the ways a record holds it, each a list of terms the
	// record must all hold: a concept's name; a judge's word, or any of
	// the rules' phrases for it.
	alts [][]string
	// rules are the concept's home rules: a record within them holds it.
	rules []string
	// signature are the words its home rules keep using: a record within
	// another concept's home that holds signatureLeast of them is where
	// the two meet.
	signature []string
}

// salient says the concept is one of the things the query is about, not a
// lone word.
func (c queryConcept) salient() bool { return c.Source != "word" }

// conceptTable is the edition's concept table, read from the index once.
func (ix *Index) conceptTable() (*concepts, error) {
	ix.conceptsOnce.Do(func() { ix.known, ix.knownErr = loadConcepts(ix.bleve) })
	return ix.known, ix.knownErr
}

// loadConcepts reads the concept table saved with the index; an index
// without one (built before there were tables) has an empty table.
func loadConcepts(b bleve.Index) (*concepts, error) {
	data, err := b.GetInternal(conceptsKey)
	if err != nil {
		return nil, fmt.Errorf("read concept table: %w", err)
	}
	return decodeConcepts(data)
}

// knownWording is the first of wordings the edition knows: the name of a
// concept of its table, or words its text all holds.
func (ix *Index) knownWording(known *concepts, wordings []string) string {
	for _, w := range wordings {
		if _, ok := known.exactly(analyzeTerms(ix.analyzer, w)); ok {
			return w
		}
	}
	// A wording the text prints as a phrase is the edition's own; one
	// whose words are only scattered about it is a guess.
	if len(wordings) > 1 {
		for _, w := range wordings {
			if ix.hasPhrase(w) {
				return w
			}
		}
	}
	reader, err := ix.reader()
	if err != nil {
		return wordings[0]
	}
	defer reader.Close()
	for _, w := range wordings {
		all := true
		for _, tok := range ix.words.Analyze([]byte(w)) {
			if !isWord(reader, string(tok.Term)) {
				all = false
				break
			}
		}
		if all {
			return w
		}
	}
	return wordings[0]
}

// hasPhrase reports whether some record's text holds words as a phrase.
func (ix *Index) hasPhrase(words string) bool {
	q := bleve.NewMatchPhraseQuery(words)
	q.SetField(fieldText)
	res, err := ix.bleve.Search(bleve.NewSearchRequestOptions(q, 0, 0, false))
	return err == nil && res.Total > 0
}

// inText reports whether the edition's text holds every word of form.
func (ix *Index) inText(form string) bool {
	reader, err := ix.reader()
	if err != nil {
		return false
	}
	defer reader.Close()
	tokens := ix.words.Analyze([]byte(form))
	for _, tok := range tokens {
		// Letters a form splits into ("p/t") are words of no meaning.
		if len(tok.Term) < 3 || !isWord(reader, string(tok.Term)) {
			return false
		}
	}
	return len(tokens) > 0
}

// reader opens a reader of the index; the caller closes it.
func (ix *Index) reader() (bleveindex.IndexReader, error) {
	advanced, err := ix.bleve.Advanced()
	if err != nil {
		return nil, err
	}
	return advanced.Reader()
}

// understand finds what the query asks about: the edition's concepts it
// names (a rare enough name, matched on analyzed terms, longest first),
// the judges' phrases it holds, and its other words; which variants it
// names; and whether it asks more than a concept's name.
func (p *plan) understand(ix *Index, terms []string, kept []synonym) {
	grouped := map[string]bool{}
	broad := func([]string) bool { return false }
	if reader, err := ix.reader(); err == nil {
		defer reader.Close()
		broad = broadness(reader)
	}
	whole := len(uniqueTerms(terms))
	for _, k := range p.known.match(terms) {
		c := &p.known.list[k]
		terms := c.terms()
		// A broad name is the concept still when it is all the query
		// asks about ("what counts as a permanent").
		if broad(terms) && len(uniqueTerms(terms)) < whole {
			continue
		}
		for _, t := range terms {
			grouped[t] = true
		}
		p.found = append(p.found, k)
		p.concepts = append(p.concepts, queryConcept{Name: c.Name, Source: "concept", alts: [][]string{terms}, rules: c.rules(), signature: c.signature()})
	}
	for _, s := range kept {
		said := ix.terms(s.said)
		var group [][]string
		for _, t := range said {
			group = append(group, []string{t})
		}
		var home []string
		for _, rules := range s.rules {
			sense := analyzeTerms(ix.analyzer, rules)
			// A sense that names a concept brings the concept's home.
			if k, ok := p.known.exactly(sense); ok && !broad(p.known.list[k].terms()) {
				home = append(home, p.known.list[k].rules()...)
				if !containsInt(p.found, k) {
					p.found = append(p.found, k)
				}
			}
			if len(sense) > 0 {
				group = append(group, uniqueTerms(sense))
			}
		}
		if len(said) == 0 {
			continue
		}
		// A judge's word that is also a concept's name ("flip") may mean
		// either: the concept is held by the judge's sense too.
		if i := conceptHolding(p.concepts, said); i >= 0 {
			p.concepts[i].alts = append(p.concepts[i].alts, group...)
			p.concepts[i].rules = append(p.concepts[i].rules, home...)
			p.concepts[i].Name += " or " + s.said
			// The phrase's other words are the judge's phrase too, not
			// words asking a detail beside it.
			for _, t := range said {
				grouped[t] = true
			}
			continue
		}
		for _, t := range said {
			grouped[t] = true
		}
		p.concepts = append(p.concepts, queryConcept{Name: s.said, Source: "slang", alts: group, rules: home})
	}
	words := 0
	for _, t := range uniqueTerms(terms) {
		if !grouped[t] {
			p.concepts = append(p.concepts, queryConcept{Name: t, Source: "word", alts: [][]string{{t}}})
			words++
		}
	}
	salient := 0
	for _, c := range p.concepts {
		if c.salient() {
			salient++
		}
	}
	p.detail = words > 0 || salient > 1
	p.named = p.known.named(terms)
}

// broadness returns a test of whether a name's rarest term is in more
// than broadShare of the records the reader reads.
func broadness(reader bleveindex.IndexReader) func(terms []string) bool {
	total, err := reader.DocCount()
	if err != nil || total == 0 {
		return func([]string) bool { return false }
	}
	counts := map[string]uint64{}
	return func(terms []string) bool {
		rarest := total
		for _, t := range terms {
			n, ok := counts[t]
			if !ok {
				n = fieldCount(reader, fieldText, t)
				counts[t] = n
			}
			rarest = min(rarest, n)
		}
		return rarest >= broadLeast && float64(rarest) > broadShare*float64(total)
	}
}

// fieldCount is how many records hold term in field.
func fieldCount(reader bleveindex.IndexReader, field, term string) uint64 {
	dict, err := reader.FieldDictRange(field, []byte(term), []byte(term))
	if err != nil {
		return 0
	}
	defer dict.Close()
	entry, err := dict.Next()
	if err != nil || entry == nil || entry.Term != term {
		return 0
	}
	return entry.Count
}

// conceptHolding is the index of the first concept whose name holds any
// of terms, -1 when none does.
func conceptHolding(concepts []queryConcept, terms []string) int {
	for i, c := range concepts {
		for _, alt := range c.alts {
			for _, t := range terms {
				if slices.Contains(alt, t) {
					return i
				}
			}
		}
	}
	return -1
}

func containsInt(list []int, n int) bool {
	for _, x := range list {
		if x == n {
			return true
		}
	}
	return false
}

// uniqueTerms are terms without repeats, in order.
func uniqueTerms(terms []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range terms {
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// describe is the concept for the explanation: its name and source, and
// its home rules.
func (c queryConcept) describe() string {
	s := c.Source + " " + c.Name
	if len(c.rules) > 0 {
		s += " (" + strings.Join(c.rules, ", ") + ")"
	}
	if len(c.signature) > 0 {
		s += " [its words: " + strings.Join(c.signature, ", ") + "]"
	}
	return s
}
