package index

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"

	"github.com/judgekit/judge/corpus"
)

// MaxQueryBytes bounds a query's length. Judges type a few words; a longer
// input is a paste gone wrong, and every word adds fuzzy work.
const MaxQueryBytes = 1024

// weights are the boosts of the plain-words query and the reweighting of
// hits by kind.
type weights struct {
	Number, NumberPrefix float64
	Title, Context       float64
	Text, Phrase         float64
	// Synonym boosts a record holding the rules' phrase for a judge's
	// phrase in the query.
	Synonym float64
	// SynonymWords boosts a record holding every word of the rules'
	// phrase, in any order.
	SynonymWords               float64
	Prefix                     float64
	Glossary, Example, Section float64
	// Coverage is the power of the share of query terms a hit holds.
	Coverage float64
	// Meet scales a record holding every concept of a query naming
	// several; Heading a bare heading when the query asks a detail;
	// Variant a rule of a variant the query does not name.
	Meet, Heading, Variant float64
	// Home scales a record within the home rules of a concept the query
	// names.
	Home float64
	// Definition scales the first rule under a concept's bare heading
	// when the query names only concepts: the rule that says what the
	// concept is.
	Definition float64
	// SignatureClause boosts, in the search, records holding a signature
	// word of a concept the query names beside another.
	SignatureClause float64
	// HomeClause boosts, in the search itself, records within the home
	// rules of a concept the query names, so those rules are among the
	// candidates reranking weighs even when their text words it otherwise.
	HomeClause float64
	// DefinitionClause boosts, in the search itself, the rule that opens
	// a concept's bare heading when the question asks what the concept
	// is, so it is among the candidates when many rules word it alike.
	DefinitionClause float64
}

// defaultWeights were tuned on testdata/relevance.json. A typed rule number
// is an exact request and outranks any text match; a title holding every
// word names what the query is about; completing the word being typed only
// breaks ties.
func defaultWeights() weights {
	return weights{
		Number: 200, NumberPrefix: 4,
		Title: 3, Context: 6, Text: 9, Phrase: 0.5, Synonym: 4, SynonymWords: 1,
		Prefix:   0.5,
		Glossary: 0.25, Example: 1.2, Section: 0.5,
		Coverage: 1,
		Meet:     1.5, Heading: 0.5, Variant: 0.5, Home: 1.5,
		Definition: 2, HomeClause: 0.15, DefinitionClause: 0.5,
		SignatureClause: 0.1,
	}
}

// QueryError is a query the index cannot run: empty, too long, or not
// valid query-string syntax. Callers report it as bad input (exit status 1,
// HTTP 400), never as an internal failure.
type QueryError struct {
	// Query is the input as given.
	Query string
	// Offset is the 0-based byte offset of the problem in Query, or -1
	// when the problem has no single place.
	Offset int
	// Reason says what is wrong.
	Reason string
}

// Error says what is wrong with the query and, where there is one place,
// its 1-based position.
func (e *QueryError) Error() string {
	if e.Offset < 0 {
		return "bad query: " + e.Reason
	}
	return fmt.Sprintf("bad query at position %d: %s", e.Offset+1, e.Reason)
}

// ruleNumber matches what a judge types for a rule: "601", "601.2",
// "601.2f", with an optional trailing period and case as typed.
var ruleNumber = regexp.MustCompile(`^(\d{3})(\.\d{1,3}([a-z])?)?\.?$`)

// sectionNumber matches a lone section number ("6"), taken as one only when
// it is the whole query: elsewhere a digit is card text ("+1/+1").
var sectionNumber = regexp.MustCompile(`^\d\.?$`)

// typedRuleNumber is the rule a field typed otherwise than the CR prints a
// number means ("702,19", "70219", "7O2.19b", "CR702.19"): the first of
// its readings (corpus.RuleNumberReadings) that the edition has; "" when
// none is, so a number the edition lacks stays a word of the query.
func (ix *Index) typedRuleNumber(field string) string {
	readings := corpus.RuleNumberReadings(field)
	if len(readings) == 0 {
		return ""
	}
	reader, err := ix.reader()
	if err != nil {
		return ""
	}
	defer reader.Close()
	for _, id := range readings {
		// A lone digit is card text ("scry 2"), a section only when it
		// is the whole query (sectionNumber).
		if len(id) > 1 && fieldCount(reader, fieldNumber, id) > 0 {
			return id
		}
	}
	return ""
}

// isRuleNumber reports whether a field is a rule number, as the CR prints
// it or as typedRuleNumber reads it.
func (ix *Index) isRuleNumber(field string) bool {
	return ruleNumber.MatchString(strings.ToLower(field)) || ix.typedRuleNumber(field) != ""
}

// citesRule reports whether a word only says that a rule number follows:
// "CR", "C.R.".
func citesRule(word string) bool {
	switch strings.ToLower(strings.TrimSuffix(word, ":")) {
	case "cr", "c.r.", "c.r", "§":
		return true
	}
	return false
}

// checkLength rejects empty and oversized input.
func checkLength(input string) error {
	switch {
	case strings.TrimSpace(input) == "":
		return &QueryError{Query: input, Offset: -1, Reason: "the query is empty"}
	case len(input) > MaxQueryBytes:
		return &QueryError{Query: input, Offset: MaxQueryBytes,
			Reason: fmt.Sprintf("the query is %d bytes long; the limit is %d", len(input), MaxQueryBytes)}
	case !utf8.ValidString(input):
		return &QueryError{Query: input, Offset: invalidUTF8Offset(input), Reason: "the query is not valid UTF-8"}
	}
	return nil
}

func invalidUTF8Offset(s string) int {
	for i, r := range s {
		if r == utf8.RuneError {
			if _, size := utf8.DecodeRuneInString(s[i:]); size == 1 {
				return i
			}
		}
	}
	return -1
}

// plan is a query ready to run, with what reranking needs to know of it.
type plan struct {
	query query.Query
	// corrected is the input as read when a typo was corrected or a rule
	// number read otherwise than typed.
	corrected string
	// expanded are the judges' shorthand spelled out.
	expanded []Expansion
	// concepts are what the query asks about, each held by a record that
	// holds its terms (see queryConcept); coverage is the share held.
	concepts []queryConcept
	// known is the edition's concept table; found are the concepts of it
	// the query names (indexes into known.list).
	known *concepts
	found []int
	// named are the variants the query names (indexes into
	// known.variants): rules about them are not demoted.
	named map[int]bool
	// detail says the query asks more than a concept's name, so a bare
	// heading is not the answer.
	detail bool
	// what says the question is framed as asking what its concept is
	// ("what counts as a permanent"): the rule that says so answers, not
	// the heading that only names it.
	what bool
	// slang and corrections say how the words were read, for the
	// explanation.
	slang, corrections []string
}

// plainQuery builds the query for words as a judge types them. Its query is
// nil when the input holds nothing searchable (only stop words).
func (ix *Index) plainQuery(input string) (plan, error) {
	var numbers, words []string
	// misread says a number was typed otherwise than the CR prints it
	// ("702,19", "7O2.19"): the query as searched says which.
	misread := false
	fields := strings.Fields(input)
	for i, field := range fields {
		trimmed := strings.Trim(field, `,;:()[]"'“”‘’`)
		if id := strings.ToLower(trimmed); ruleNumber.MatchString(id) {
			numbers = append(numbers, strings.TrimSuffix(id, "."))
			continue
		}
		if id := ix.typedRuleNumber(trimmed); id != "" {
			numbers = append(numbers, id)
			misread = true
			continue
		}
		if citesRule(trimmed) && i+1 < len(fields) && ix.isRuleNumber(strings.Trim(fields[i+1], `,;:()[]"'“”‘’`)) {
			// "CR 702.19": the "CR" only says what the number is.
			continue
		}
		words = append(words, field)
	}
	if len(numbers) == 0 && len(words) == 1 && sectionNumber.MatchString(words[0]) {
		numbers, words = []string{strings.TrimSuffix(words[0], ".")}, nil
	}

	var should []query.Query
	for _, n := range numbers {
		exact := bleve.NewTermQuery(n)
		exact.SetField(fieldNumber)
		exact.SetBoost(ix.weights.Number)
		// Subrules of a typed rule come next ("601.2" lists 601.2a-i).
		children := bleve.NewPrefixQuery(n)
		children.SetField(fieldNumber)
		children.SetBoost(ix.weights.NumberPrefix)
		should = append(should, exact, children)
	}
	typing := input != "" && !unicode.IsSpace(rune(input[len(input)-1]))
	table, err := slangTable()
	if err != nil {
		return plan{}, err
	}
	known, err := ix.conceptTable()
	if err != nil {
		return plan{}, err
	}
	typed := findSlang(table, words)
	if len(typed) > 0 && typed[len(typed)-1].end == len(words) {
		// A slang word last is finished, not a prefix to complete.
		typing = false
	}
	choose := func(wordings []string) string { return ix.knownWording(known, wordings) }
	sp := spellSlang(table, words, choose, ix.inText)
	read, err := ix.read(sp.words, typing, keptTerms(ix, sp.kept))
	if err != nil {
		return plan{}, err
	}
	if read.corrected {
		// A judge's phrase with a typo in it ("legendery rule") is read
		// once the typo is corrected, when that finds every phrase the
		// words as typed did and more.
		fixed := correctedWords(words, read)
		if moreSlang(typed, findSlang(table, fixed)) {
			sp = spellSlang(table, fixed, choose, ix.inText)
			corrections := read.corrections
			// A word corrected once is not corrected again.
			keep := keptTerms(ix, sp.kept)
			for _, to := range read.fixed {
				keep[to] = true
			}
			if read, err = ix.read(sp.words, typing, keep); err != nil {
				return plan{}, err
			}
			read.corrected, read.corrections = true, append(corrections, read.corrections...)
		}
	}
	found := sp.kept
	terms := ix.terms(read.text)
	if len(terms) > 0 {
		should = append(should, ix.textQueries(read.text, terms)...)
		for _, s := range found {
			for _, rules := range s.rules {
				if terms := analyzeTerms(ix.analyzer, rules); len(terms) > 1 {
					if _, ok := known.exactly(terms); ok {
						// A heading's name, found in a text, is a
						// cross-reference; the concept's home is
						// weighed in reranking instead.
						continue
					}
				}
				p := bleve.NewMatchPhraseQuery(rules)
				p.SetField(fieldText)
				p.SetBoost(ix.weights.Synonym)
				// The rules' words in another order count too, less:
				// "if all its targets are illegal" for "targets illegal".
				all := bleve.NewMatchQuery(rules)
				all.SetField(fieldText)
				all.SetOperator(query.MatchQueryOperatorAnd)
				all.SetBoost(ix.weights.SynonymWords)
				should = append(should, p, all)
			}
		}
	}
	if read.prefix != "" {
		p := bleve.NewPrefixQuery(read.prefix)
		p.SetField(fieldWords)
		p.SetBoost(ix.weights.Prefix)
		should = append(should, p)
	}
	if len(should) == 0 {
		return plan{}, nil
	}
	p := plan{query: bleve.NewDisjunctionQuery(should...), known: known, slang: sp.read, corrections: read.corrections, what: len(sp.framed) > 0}
	p.understand(ix, analyzeTerms(ix.analyzer, read.text), found)
	homes := append(p.homeQueries(ix.weights.HomeClause), p.signatureQueries(ix.weights.SignatureClause)...)
	homes = append(homes, p.definitionQueries(ix.weights.DefinitionClause)...)
	if len(homes) > 0 {
		// The homes add to the score of a record the words match; as a
		// clause beside the words they would also count as a match of
		// their own and double a home record's score.
		b := bleve.NewBooleanQuery()
		b.AddMust(p.query)
		b.AddShould(homes...)
		p.query = b
	}
	if read.corrected || misread {
		p.corrected = strings.TrimSpace(strings.Join(append(numbers, read.text), " "))
	}
	p.expanded = sp.expanded
	return p, nil
}

// signatureQueries are clauses on the text for the signature words of the
// concepts a query naming several names, so a record's matches show
// whether it holds them; they add little to its score.
func (p plan) signatureQueries(boost float64) []query.Query {
	salient := 0
	for _, c := range p.concepts {
		if c.salient() {
			salient++
		}
	}
	if boost == 0 || salient < 2 {
		return nil
	}
	var qs []query.Query
	seen := map[string]bool{}
	for _, c := range p.concepts {
		for _, t := range c.signature {
			if !seen[t] {
				seen[t] = true
				q := bleve.NewTermQuery(t)
				q.SetField(fieldText)
				q.SetBoost(boost)
				qs = append(qs, q)
			}
		}
	}
	return qs
}

// definitionQueries are clauses on the rule number for the rule that
// opens each bare heading of a concept the query asks what it is.
func (p plan) definitionQueries(boost float64) []query.Query {
	if boost == 0 || !p.what || p.known == nil {
		return nil
	}
	var qs []query.Query
	for _, c := range p.concepts {
		if !c.salient() {
			continue
		}
		for _, home := range c.rules {
			if p.known.headings[home] {
				q := bleve.NewTermQuery(firstRuleUnder(home))
				q.SetField(fieldNumber)
				q.SetBoost(boost)
				qs = append(qs, q)
			}
		}
	}
	return qs
}

// homeQueries are clauses on the rule number for the home rules of the
// concepts the query names: each home and the rules within it (see
// within), not its numeric neighbours ("702.2" holds "702.2c", not
// "702.21"). They are dictionary lookups and ranges, no patterns, so a
// question costs little more for them.
func (p plan) homeQueries(boost float64) []query.Query {
	if boost == 0 {
		return nil
	}
	var qs []query.Query
	seen := map[string]bool{}
	add := func(q interface {
		query.Query
		SetField(string)
		SetBoost(float64)
	}) {
		q.SetField(fieldNumber)
		q.SetBoost(boost)
		qs = append(qs, q)
	}
	for _, c := range p.concepts {
		if !c.salient() {
			continue
		}
		for _, home := range c.rules {
			if seen[home] {
				continue
			}
			seen[home] = true
			switch last := home[len(home)-1]; {
			case len(home) == 1:
				// A section holds the rules numbered from it.
				add(bleve.NewPrefixQuery(home))
			case !strings.Contains(home, "."):
				add(bleve.NewTermQuery(home))
				add(bleve.NewPrefixQuery(home + "."))
			case last >= '0' && last <= '9':
				add(bleve.NewTermQuery(home))
				inclusive := true
				add(bleve.NewTermRangeInclusiveQuery(home+"a", home+"z", &inclusive, &inclusive))
			default:
				add(bleve.NewTermQuery(home))
			}
		}
	}
	return qs
}

// textQueries are the clauses for the words of a query: each word in any
// field, all words in the title or in the titles and glossary terms that
// frame a rule, and the words as a phrase.
func (ix *Index) textQueries(text string, terms []string) []query.Query {
	// Every word in any field: the core score, where matching more of the
	// words counts most.
	any := bleve.NewMatchQuery(text)
	any.SetBoost(ix.weights.Text)
	qs := []query.Query{any}
	// A title that holds every word names what the query is about
	// ("first strike", "state-based actions"); a title holding one word of
	// several ("damage" in "commander damage") says much less. The same
	// holds for the titles of a rule's ancestors and the glossary terms
	// that cite it.
	for _, c := range []struct {
		field    string
		operator query.MatchQueryOperator
		boost    float64
	}{
		{fieldTitle, query.MatchQueryOperatorAnd, ix.weights.Title},
		{fieldContext, query.MatchQueryOperatorAnd, ix.weights.Context},
	} {
		m := bleve.NewMatchQuery(text)
		m.SetField(c.field)
		m.SetOperator(c.operator)
		m.SetBoost(c.boost)
		qs = append(qs, m)
	}
	// Card text such as "-1/-1" is one term twice: a phrase still.
	if len(ix.analyzer.Analyze([]byte(text))) > 1 {
		for _, f := range []string{fieldTitle, fieldText} {
			p := bleve.NewMatchPhraseQuery(text)
			p.SetField(f)
			p.SetBoost(ix.weights.Phrase)
			qs = append(qs, p)
		}
	}
	return qs
}

// editsAllowed is how many typing mistakes a term may hold: none in short
// words, where one edit makes another real word, two in long ones.
func editsAllowed(term string) int {
	switch n := utf8.RuneCountInString(term); {
	case n < 4 || strings.IndexFunc(term, unicode.IsDigit) >= 0:
		return 0
	case n < 7:
		return 1
	default:
		return 2
	}
}

// terms are the distinct analyzed terms of text, as the index stores them.
func (ix *Index) terms(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, tok := range ix.analyzer.Analyze([]byte(text)) {
		t := string(tok.Term)
		if !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// keptTerms are the analyzed words of the judges' phrases the query holds,
// which spelling never replaces.
func keptTerms(ix *Index, kept []synonym) map[string]bool {
	keep := map[string]bool{}
	for _, s := range kept {
		for _, tok := range ix.words.Analyze([]byte(s.said)) {
			keep[string(tok.Term)] = true
		}
	}
	return keep
}

// correctedWords are the query's words with the corrections read made
// put in: each word as typed, or the word it was corrected to.
func correctedWords(words []string, read reading) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if to, ok := read.fixed[normalWord(w)]; ok {
			out[i] = to
		}
	}
	return out
}

// moreSlang reports whether after holds every entry before does, and more.
func moreSlang(before, after []slangMatch) bool {
	if len(after) <= len(before) {
		return false
	}
	for _, b := range before {
		if !slices.ContainsFunc(after, func(a slangMatch) bool { return a.entry == b.entry }) {
			return false
		}
	}
	return true
}
