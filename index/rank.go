package index

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/blevesearch/bleve/v2/search"
)

// Explanation says why a hit ranked where it did: the text score Bleve
// gave it, which query terms it matched in which fields, the query's
// concepts it holds, and each factor reranking multiplied that score by.
type Explanation struct {
	// Text is Bleve's score of the query's clauses (words in any field,
	// in titles, as a phrase, a rule number, and, for a record the words
	// match, lying within the home rules of a concept the query names and
	// holding the signature words of one named beside another).
	Text float64 `json:"text"`
	// Fields maps each field the record matched in to the query terms it
	// matched there, sorted; "number" lists the home rules it lies
	// within.
	Fields map[string][]string `json:"fields"`
	// Concepts are the query's concepts the record holds, by name, by
	// place, or "by its words": the concept's signature words, in a rule
	// within another concept's home.
	Concepts []string `json:"concepts,omitempty"`
	// Boosts are the factors applied, in order; the hit's score is Text
	// times all of them.
	Boosts []Boost `json:"boosts,omitempty"`
}

// Boost is one factor of a hit's score.
type Boost struct {
	Name   string  `json:"name"`
	Factor float64 `json:"factor"`
	Why    string  `json:"why"`
}

// Understanding says how a query was read: what it was found to ask about
// and how its words were spelled out or corrected.
type Understanding struct {
	// Concepts are what the query asks about: "concept Trample (702.19)"
	// names a concept of the edition's table and its home rules, "slang"
	// a judge's phrase, "word" any other word.
	Concepts []string `json:"concepts"`
	// Slang lists each judge's word or abbreviation and what it was read
	// as.
	Slang []string `json:"slang,omitempty"`
	// Corrections lists each word corrected as a typo.
	Corrections []string `json:"corrections,omitempty"`
	// Variants are the game variants the query names, whose rules are
	// therefore not ranked below the core rules.
	Variants []string `json:"variants,omitempty"`
	// Detail says the query asks more than a concept's name, so bare
	// headings rank below the rules that say something.
	Detail bool `json:"detail"`
	// What says the question asks what a thing is ("what counts as a
	// permanent"), so the rule that says so ranks above its bare heading.
	What bool `json:"what,omitempty"`
}

// understanding is the plan's reading of the query, for the explanation.
func (p plan) understanding() *Understanding {
	u := &Understanding{Concepts: []string{}, Slang: p.slang, Corrections: p.corrections, Detail: p.detail, What: p.what}
	for _, c := range p.concepts {
		u.Concepts = append(u.Concepts, c.describe())
	}
	if p.known != nil {
		for i := range p.known.variants {
			if p.named[i] {
				u.Variants = append(u.Variants, p.known.variants[i].Name)
			}
		}
	}
	return u
}

// ruleOfID is the rule a record belongs to, read from its ID; "" for a
// glossary entry.
func ruleOfID(id string) string {
	if kindOfID(id) == KindGlossary {
		return ""
	}
	rule, _, _ := strings.Cut(id, "/")
	return rule
}

// rerank multiplies a match's text score by what Bleve cannot weigh: its
// kind, how much of the query it holds, whether it is where two concepts
// meet, a bare heading when the query asks a detail, or a variant's rule
// the query does not name. With explain it returns why.
func (ix *Index) rerank(m *search.DocumentMatch, p plan, explain bool) *Explanation {
	var e *Explanation
	if explain {
		e = &Explanation{Text: m.Score, Fields: matchedFields(m)}
		if homes := homesHolding(ruleOfID(m.ID), p.concepts); len(homes) > 0 && ix.weights.HomeClause > 0 {
			e.Fields[fieldNumber] = homes
		}
	}
	apply := func(name string, factor float64, why string) {
		if factor == 1 {
			return
		}
		m.Score *= factor
		if e != nil {
			e.Boosts = append(e.Boosts, Boost{Name: name, Factor: round(factor), Why: why})
		}
	}
	kind := kindOfID(m.ID)
	switch kind {
	case KindGlossary:
		apply("kind", ix.weights.kind(kind), "a glossary entry leads to the rule")
	case KindExample:
		apply("kind", ix.weights.kind(kind), "an example illustrates a rule")
	case KindSection:
		apply("kind", ix.weights.kind(kind), "a section title")
	}
	rule := ruleOfID(m.ID)
	held, salient, salientHeld := 0, 0, 0
	for i, c := range p.concepts {
		ok := holds(m, rule, c)
		if ok {
			held++
			if e != nil {
				e.Concepts = append(e.Concepts, c.Source+" "+c.Name)
			}
		} else if words := bySignature(m, rule, p.concepts, i); words != nil {
			ok = true
			held++
			if e != nil {
				e.Concepts = append(e.Concepts, c.Source+" "+c.Name+" by its words "+strings.Join(words, ", "))
			}
		}
		if c.salient() {
			salient++
			if ok {
				salientHeld++
			}
		}
	}
	if len(p.concepts) > 1 {
		apply("coverage", math.Pow(float64(held)/float64(len(p.concepts)), ix.weights.Coverage),
			"holds "+itoa(held)+" of the query's "+itoa(len(p.concepts))+" concepts and words")
	}
	// Where the query's concepts meet is a rule within one's home that
	// holds the others (a bare heading says nothing of them); short of
	// that, any rule within a home.
	bare := p.known != nil && kind != KindExample && p.known.headings[rule]
	switch {
	case salient > 1 && salientHeld == salient && inAnyHome(rule, p.concepts) && !bare:
		apply("meet", ix.weights.Meet, "within one concept the query names and holding the others: where they meet")
	default:
		for _, c := range p.concepts {
			if c.salient() && inHome(rule, c) {
				apply("home", ix.weights.Home, "within "+c.Name+", the home of a concept the query names")
				break
			}
		}
	}
	if p.known == nil || rule == "" {
		return e
	}
	switch {
	case p.detail && bare:
		apply("heading", ix.weights.Heading, "a bare heading, and the query asks a detail")
	case p.what && bare:
		apply("heading", ix.weights.Heading, "a bare heading, and the query asks what the thing is")
	}
	if !p.detail && kind == KindRule {
		if c, _, ok := definedBy(rule, p); ok {
			apply("definition", ix.weights.Definition, "the first rule under the heading of "+c.Name+": what it is")
		}
	}
	if v := p.known.variantOf(rule); v >= 0 && !p.named[v] {
		apply("variant", ix.weights.Variant, "a rule of "+p.known.variants[v].Name+", which the query does not name")
	}
	return e
}

// bySignature lists the signature words of concept i the record holds
// when it holds enough of them and lies within the home of another of the
// query's concepts; nil otherwise.
func bySignature(m *search.DocumentMatch, rule string, concepts []queryConcept, i int) []string {
	c := concepts[i]
	if len(c.signature) < signatureLeast || !c.salient() {
		return nil
	}
	other := false
	for j, d := range concepts {
		if j != i && d.salient() && inHome(rule, d) {
			other = true
		}
	}
	if !other {
		return nil
	}
	var words []string
	for _, t := range c.signature {
		if _, ok := m.Locations[fieldText][t]; ok {
			words = append(words, t)
		}
	}
	if len(words) < signatureLeast {
		return nil
	}
	return words
}

// definedBy is the concept the query names whose bare heading rule opens:
// a keyword's or action's heading's first subrule ("702.19a" under
// "702.19. Trample"), or a section's first rule ("705.1" under "705.
// Flipping a Coin"), which says what the concept is where the heading only
// names it.
func definedBy(rule string, p plan) (c queryConcept, heading string, ok bool) {
	for _, c := range p.concepts {
		if !c.salient() {
			continue
		}
		for _, home := range c.rules {
			if p.known.headings[home] && rule == firstRuleUnder(home) {
				return c, home, true
			}
		}
	}
	return queryConcept{}, "", false
}

// firstRuleUnder is the rule that opens a heading's content: "702.19a"
// under "702.19", "705.1" under "705", and "400.1" under section "4",
// whose first rule "400" is a heading too.
func firstRuleUnder(heading string) string {
	switch {
	case strings.Contains(heading, "."):
		return heading + "a"
	case len(heading) == 1:
		return heading + "00.1"
	default:
		return heading + ".1"
	}
}

// holds reports whether the record holds the concept: all the terms of
// one of its alternatives in any field, or a place within its home rules.
func holds(m *search.DocumentMatch, rule string, c queryConcept) bool {
	if inHome(rule, c) {
		return true
	}
	for _, alt := range c.alts {
		all := true
		for _, t := range alt {
			all = all && holdsAny(m, []string{t})
		}
		if all {
			return true
		}
	}
	return false
}

// inAnyHome reports whether rule lies within the home of any of the
// concepts.
func inAnyHome(rule string, concepts []queryConcept) bool {
	for _, c := range concepts {
		if c.salient() && inHome(rule, c) {
			return true
		}
	}
	return false
}

// homesHolding are the home rules of the query's concepts that rule lies
// within, as the search's home clauses matched them.
func homesHolding(rule string, concepts []queryConcept) []string {
	var out []string
	for _, c := range concepts {
		for _, home := range c.rules {
			if c.salient() && rule != "" && within(rule, home) && !slices.Contains(out, home) {
				out = append(out, home)
			}
		}
	}
	sort.Strings(out)
	return out
}

// inHome reports whether rule lies within the concept's home rules.
func inHome(rule string, c queryConcept) bool {
	for _, home := range c.rules {
		if rule != "" && within(rule, home) {
			return true
		}
	}
	return false
}

// holdsAny reports whether the record holds any of the terms in any field.
func holdsAny(m *search.DocumentMatch, terms []string) bool {
	for _, t := range terms {
		for _, byTerm := range m.Locations {
			if _, ok := byTerm[t]; ok {
				return true
			}
		}
	}
	return false
}

// matchedFields maps each field of the match to the terms found there.
func matchedFields(m *search.DocumentMatch) map[string][]string {
	out := map[string][]string{}
	for field, byTerm := range m.Locations {
		for term := range byTerm {
			out[field] = append(out[field], term)
		}
		sort.Strings(out[field])
	}
	return out
}

// round keeps a factor readable and stable in JSON.
func round(f float64) float64 { return math.Round(f*1000) / 1000 }

func itoa(n int) string {
	const digits = "0123456789"
	if n < 10 {
		return digits[n : n+1]
	}
	return itoa(n/10) + digits[n%10:n%10+1]
}
