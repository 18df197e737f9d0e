package index

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// MaxQueryBytes bounds a query's length. Judges type a few words; a longer
// input is a paste gone wrong, and every word adds fuzzy work.
const MaxQueryBytes = 1024

// weights are the boosts of the plain-words query and the reweighting of
// hits by kind.
type weights struct {
	Number, NumberPrefix       float64
	Title, TitleWord, Context  float64
	Text, Phrase               float64
	Fuzzy, Prefix              float64
	Glossary, Example, Section float64
}

// defaultWeights were tuned on testdata/relevance.json. A typed rule number
// is an exact request and outranks any text match; a title holding every
// word names what the query is about; fuzzy and prefix matches only break
// ties and rescue typos.
func defaultWeights() weights {
	return weights{
		Number: 200, NumberPrefix: 4,
		Title: 12, TitleWord: 0, Context: 3, Text: 9, Phrase: 0.5,
		Fuzzy: 0.1, Prefix: 0.5,
		Glossary: 0.25, Example: 0.5, Section: 0.5,
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

// plainQuery builds the query for words as a judge types them. It returns
// nil when the input holds nothing searchable (only stop words).
func (ix *Index) plainQuery(input string) query.Query {
	var numbers, words []string
	for _, field := range strings.Fields(input) {
		trimmed := strings.Trim(field, `,;:()[]"'“”‘’`)
		if id := strings.ToLower(trimmed); ruleNumber.MatchString(id) {
			numbers = append(numbers, strings.TrimSuffix(id, "."))
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
	text := strings.Join(words, " ")
	terms := ix.terms(text)
	if len(terms) > 0 {
		should = append(should, ix.textQueries(text, terms)...)
	}
	if last := lastWord(input); last != "" {
		for _, f := range []string{fieldTitle, fieldText} {
			p := bleve.NewPrefixQuery(last)
			p.SetField(f)
			p.SetBoost(ix.weights.Prefix)
			should = append(should, p)
		}
	}
	if len(should) == 0 {
		return nil
	}
	return bleve.NewDisjunctionQuery(should...)
}

// textQueries are the clauses for the words of a query: each word in the
// title, text and context, all words together, the words as a phrase, and
// each word spelled within one or two edits.
func (ix *Index) textQueries(text string, terms []string) []query.Query {
	// Every word in any field: the core score, where matching more of the
	// words counts most.
	any := bleve.NewMatchQuery(text)
	any.SetBoost(ix.weights.Text)
	qs := []query.Query{any}
	// A title that holds every word names what the query is about
	// ("first strike", "state-based actions"); a title holding one word of
	// several ("damage" in "commander damage") says much less.
	// The same holds for the titles of a rule's ancestors and the glossary
	// terms that cite it.
	for _, c := range []struct {
		field    string
		operator query.MatchQueryOperator
		boost    float64
	}{
		{fieldTitle, query.MatchQueryOperatorAnd, ix.weights.Title},
		{fieldTitle, query.MatchQueryOperatorOr, ix.weights.TitleWord},
		{fieldContext, query.MatchQueryOperatorAnd, ix.weights.Context},
	} {
		if c.boost == 0 {
			continue
		}
		m := bleve.NewMatchQuery(text)
		m.SetField(c.field)
		m.SetOperator(c.operator)
		m.SetBoost(c.boost)
		qs = append(qs, m)
	}
	if len(terms) > 1 {
		for _, f := range []string{fieldTitle, fieldText} {
			p := bleve.NewMatchPhraseQuery(text)
			p.SetField(f)
			p.SetBoost(ix.weights.Phrase)
			qs = append(qs, p)
		}
	}
	for _, t := range terms {
		fuzziness := editsAllowed(t)
		if fuzziness == 0 {
			continue
		}
		for _, f := range []string{fieldTitle, fieldText} {
			fz := bleve.NewFuzzyQuery(t)
			fz.SetField(f)
			fz.SetFuzziness(fuzziness)
			// The first letter is rarely the typo; fixing it keeps fuzzy
			// expansion small and fast.
			fz.SetPrefix(1)
			fz.SetBoost(ix.weights.Fuzzy)
			qs = append(qs, fz)
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

// lastWord is the word being typed: the input's last word, lower-cased,
// when the input does not end in a space and the word is long enough that
// its completions are few.
func lastWord(input string) string {
	if input == "" || unicode.IsSpace(rune(input[len(input)-1])) {
		return ""
	}
	fields := strings.Fields(input)
	w := strings.ToLower(strings.TrimFunc(fields[len(fields)-1], func(r rune) bool {
		return !unicode.IsLetter(r)
	}))
	if utf8.RuneCountInString(w) < 3 || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return ""
	}
	return w
}
