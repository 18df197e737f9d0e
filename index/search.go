package index

import (
	"context"
	"fmt"
	"html"
	"sort"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	bleveindex "github.com/blevesearch/bleve_index_api"
)

// DefaultLimit is how many hits a search returns when the request does not
// say.
const DefaultLimit = 10

// MaxLimit bounds the hits of one search.
const MaxLimit = 1000

// snippetRunes bounds a snippet built from stored text when the
// highlighter found nothing to mark (a hit by rule number).
const snippetRunes = 200

// rerankPool is how many candidates, in the order the search scored
// them, are reranked together: reranking moves hits within a pool, never
// across pools, so the first hits of a search do not depend on how many
// are asked for (--limit 3 lists the first three of --limit 10). A search
// scores the pools its limit reaches into. It is the default limit and
// the ten candidates beyond it that reranking was tuned with.
const rerankPool = DefaultLimit + 10

// kind scales a record's text score by its kind. A glossary entry is
// short, so text-length normalization ranks it above the longer rule that
// says the same thing; an example illustrates a rule rather than states it.
// Both still appear, below the rules they point to.
func (w weights) kind(k Kind) float64 {
	switch k {
	case KindGlossary:
		return w.Glossary
	case KindExample:
		return w.Example
	case KindSection:
		return w.Section
	}
	return 1
}

// Request is one search.
type Request struct {
	// Query is the input: plain words by default.
	Query string
	// Syntax reads Query as bleve query-string syntax instead of plain
	// words.
	Syntax bool
	// Limit is the most hits to return; 0 means DefaultLimit.
	Limit int
	// Explain adds to the result how the query was read and to each hit
	// why it ranked where it did.
	Explain bool
}

// Result is the outcome of a search.
type Result struct {
	// Total counts every matching record, not only the returned hits.
	Total uint64 `json:"total"`
	// Corrected is the query as searched when a typo was corrected
	// ("trample" for "trampel") or a rule number read otherwise than typed
	// ("702.19" for "702,19"); empty otherwise. Judges' shorthand spelled
	// out is no correction: it is in Slang.
	Corrected string `json:"corrected,omitempty"`
	// Slang lists the judges' shorthand the query held that was searched
	// as what it means ("sba", "state-based actions"); empty otherwise.
	Slang []Expansion `json:"slang,omitempty"`
	Hits  []Hit       `json:"hits"`
	// Explain says how the query was read; only on request.
	Explain *Understanding `json:"explain,omitempty"`
}

// Expansion is one piece of judges' shorthand in a query and what it was
// searched as: the edition's own words for it.
type Expansion struct {
	// Said is the shorthand, as the slang table writes it ("sba").
	Said string `json:"said"`
	// Meaning is what was searched in its place ("state-based actions");
	// senses of a shorthand with several are joined by "; ".
	Meaning string `json:"meaning"`
}

// Hit is one matching record.
type Hit struct {
	// ID names the record: a rule number, "601.2f/example/1", or
	// "glossary:Term".
	ID   string `json:"id"`
	Kind Kind   `json:"kind"`
	// Rule is the rule the record belongs to or cites; empty for a
	// glossary entry that cites no rule of the edition.
	Rule string `json:"rule"`
	// Title is the record's own title or, for a rule without one, the
	// title of the nearest titled ancestor.
	Title string  `json:"title,omitempty"`
	Score float64 `json:"score"`
	// Snippet is HTML-escaped text with matches wrapped in <mark></mark>.
	Snippet string `json:"snippet"`
	// Explain says why the hit ranked where it did; only on request.
	Explain *Explanation `json:"explain,omitempty"`
}

// Check returns the *QueryError that Search would return for the request
// without looking at any index: an empty, oversized or invalid-UTF-8
// query, a limit out of range, or query-string syntax that does not parse.
// Callers that must first open an index, which may mean building it, check
// the request with it, so bad input is refused at once rather than after
// the build.
func (req Request) Check() error {
	if err := checkLength(req.Query); err != nil {
		return err
	}
	if req.Limit < 0 || req.Limit > MaxLimit {
		return &QueryError{Query: req.Query, Offset: -1,
			Reason: fmt.Sprintf("the limit %d is outside 1..%d", req.Limit, MaxLimit)}
	}
	if req.Syntax {
		if _, err := syntaxQuery(req.Query); err != nil {
			return err
		}
	}
	return nil
}

// search runs a request; the caller holds ix.mu for reading.
func (ix *Index) search(ctx context.Context, req Request) (*Result, error) {
	if err := req.Check(); err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit == 0 {
		limit = DefaultLimit
	}
	var (
		p   plan
		err error
	)
	if req.Syntax {
		p.query, err = syntaxQuery(req.Query)
	} else {
		p, err = ix.plainQuery(req.Query)
	}
	if err != nil {
		return nil, err
	}
	if p.query == nil {
		return &Result{Hits: []Hit{}}, nil
	}
	// Whole pools of candidates, so reweighting by kind can promote a
	// rule from just below the cut, and the same one whatever the limit.
	// Term locations feed both the coverage weight and, for the hits kept,
	// the highlighter.
	pools := (limit + rerankPool - 1) / rerankPool
	sr := bleve.NewSearchRequestOptions(p.query, pools*rerankPool, 0, false)
	sr.IncludeLocations = true
	if !req.Syntax {
		stats, err := ix.bm25Stats()
		if err != nil {
			return nil, fmt.Errorf("search %q: %w", req.Query, err)
		}
		sr.PreSearchData = map[string]interface{}{search.BM25PreSearchDataKey: stats}
	}
	res, err := ix.bleve.SearchInContext(ctx, sr)
	if err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("search %q: %w", req.Query, ctx.Err())
		}
		if req.Syntax {
			// Query-string queries fail at search time for reasons the
			// parser lets through (a malformed regular expression).
			return nil, &QueryError{Query: req.Query, Offset: -1, Reason: err.Error()}
		}
		return nil, fmt.Errorf("search %q: %w", req.Query, err)
	}
	why := map[*search.DocumentMatch]*Explanation{}
	matches := make(search.DocumentMatchCollection, 0, len(res.Hits))
	for start := 0; start < len(res.Hits); start += rerankPool {
		pool := res.Hits[start:min(start+rerankPool, len(res.Hits))]
		matches = append(matches, ix.rerankPool(pool, p, why, req.Explain)...)
	}
	if len(matches) > limit {
		matches = matches[:limit]
	}
	// Only the hits shown are loaded and highlighted.
	if err := ix.highlight(matches); err != nil {
		return nil, fmt.Errorf("search %q: %w", req.Query, err)
	}
	out := &Result{Total: res.Total, Corrected: p.corrected, Slang: p.expanded, Hits: make([]Hit, 0, len(matches))}
	if req.Explain {
		out.Explain = p.understanding()
	}
	for _, m := range matches {
		h := hit(m)
		if e := why[m]; e != nil {
			e.Text = round(e.Text)
			h.Explain = e
		}
		out.Hits = append(out.Hits, h)
	}
	return out, nil
}

// rerankPool reweighs one pool of candidates and puts them in their final
// order; why receives each one's explanation.
func (ix *Index) rerankPool(matches search.DocumentMatchCollection, p plan, why map[*search.DocumentMatch]*Explanation, explain bool) search.DocumentMatchCollection {
	for _, m := range matches {
		why[m] = ix.rerank(m, p, explain)
	}
	definitionsOverHeadings(matches, p, why)
	// At equal scores a rule comes before an example or glossary entry
	// (the judge wants the rule, the others lead to it), then IDs in
	// order, so the order does not depend on how the index was built.
	sort.SliceStable(matches, func(i, j int) bool {
		if matches[i].Score != matches[j].Score {
			return matches[i].Score > matches[j].Score
		}
		ri, rj := kindOfID(matches[i].ID) == KindRule, kindOfID(matches[j].ID) == KindRule
		if ri != rj {
			return ri
		}
		return matches[i].ID < matches[j].ID
	})
	matches = rulesBeforeExamples(matches, why)
	return examplesAfterOtherRules(matches, why)
}

// normLength is the field length, in terms, that BM25 weighs a record's
// length against in each field: a record this long is neither lifted nor
// lowered for its length. Bleve would estimate it from the field's count
// of distinct terms over its records, which depends on how the index was
// built (one segment in memory counts a term once per segment, a merged
// index on disk once), so the same edition ranked differently in a test
// and at the command line, and one edition differently from another. These
// are the lengths the ranking was tuned with, given the same everywhere.
var normLength = map[string]int{
	fieldAll: 2, fieldText: 2, fieldWords: 3,
	fieldTitle: 1, fieldContext: 1, fieldNumber: 1, fieldKind: 1, fieldRule: 1,
}

// bm25Stats are the statistics BM25 scores a plain query with: the
// index's record count and, per field, a total length that gives
// normLength as the average.
func (ix *Index) bm25Stats() (*search.BM25Stats, error) {
	n, err := ix.bleve.DocCount()
	if err != nil {
		return nil, err
	}
	card := make(map[string]int, len(normLength))
	for field, length := range normLength {
		card[field] = int(n) * length
	}
	return &search.BM25Stats{DocCount: float64(n), FieldCardinality: card}, nil
}

// rulesBeforeExamples moves each rule that ranks below one of its own
// examples to just above that example, with its score: an example that
// matches well says its rule is what the judge wants, and the rule states
// what the example only illustrates.
func rulesBeforeExamples(matches search.DocumentMatchCollection, why map[*search.DocumentMatch]*Explanation) search.DocumentMatchCollection {
	for i := 0; i < len(matches); i++ {
		if kindOfID(matches[i].ID) != KindExample {
			continue
		}
		rule := ruleOfID(matches[i].ID)
		for j := i + 1; j < len(matches); j++ {
			if matches[j].ID != rule {
				continue
			}
			moved := matches[j]
			if e := why[moved]; e != nil {
				e.Boosts = append(e.Boosts, Boost{Name: "example", Factor: round(matches[i].Score / moved.Score),
					Why: "its example " + matches[i].ID + " ranked here; the rule comes first"})
			}
			moved.Score = matches[i].Score
			copy(matches[i+1:j+1], matches[i:j])
			matches[i] = moved
			i++
			break
		}
	}
	return matches
}

// definitionsOverHeadings puts a keyword's or section's defining first
// rule above its heading wherever the heading outranks it: the heading
// only names the thing, the rule under it says what it is. A query naming
// only the keyword or section asks what it is: the definition takes the
// heading's place and the heading comes right after it. A question about
// a detail wants the heading no more than any rule that holds the same
// words, so the two change places.
func definitionsOverHeadings(matches search.DocumentMatchCollection, p plan, why map[*search.DocumentMatch]*Explanation) {
	if p.known == nil {
		return
	}
	byID := map[string]*search.DocumentMatch{}
	for _, m := range matches {
		if k := kindOfID(m.ID); k == KindRule || k == KindSection {
			byID[m.ID] = m
		}
	}
	for _, m := range matches {
		if kindOfID(m.ID) != KindRule {
			continue
		}
		c, heading, ok := definedBy(m.ID, p)
		if !ok {
			continue
		}
		h, ok := byID[heading]
		if !ok || m.Score >= h.Score {
			continue
		}
		lifted, why1 := h.Score*(1+1e-9), "put just above "+heading+", the heading that only names "+c.Name+": the query names only it"
		if p.detail {
			lifted, why1 = h.Score, "changed places with "+heading+", the heading that only names "+c.Name
			if e := why[h]; e != nil {
				e.Boosts = append(e.Boosts, Boost{Name: "under its definition", Factor: round(m.Score / h.Score),
					Why: "changed places with " + m.ID + ", the rule under it that says what " + c.Name + " is"})
			}
			h.Score = m.Score
		}
		if e := why[m]; e != nil {
			e.Boosts = append(e.Boosts, Boost{Name: "over its heading", Factor: round(lifted / m.Score), Why: why1})
		}
		m.Score = lifted
	}
}

// exampleStepDown is how many other rules an example passes down to when
// its own rule already ranks above it.
const exampleStepDown = 3

// examplesAfterOtherRules moves each example whose own rule ranks above it
// below the next exampleStepDown hits: the judge has the rule already, and
// the places just under it are better spent on other rules that may be
// the answer. The example keeps a place in the list, with the score of the
// hit it now follows.
func examplesAfterOtherRules(matches search.DocumentMatchCollection, why map[*search.DocumentMatch]*Explanation) search.DocumentMatchCollection {
	type waiting struct {
		m    *search.DocumentMatch
		left int
	}
	out := make(search.DocumentMatchCollection, 0, len(matches))
	shown := map[string]bool{}
	var queue []waiting
	place := func(m *search.DocumentMatch) {
		out = append(out, m)
		shown[ruleOfID(m.ID)] = true
	}
	for _, m := range matches {
		if kindOfID(m.ID) == KindExample && shown[ruleOfID(m.ID)] {
			queue = append(queue, waiting{m, exampleStepDown})
			continue
		}
		place(m)
		kept := queue[:0]
		for _, w := range queue {
			if w.left--; w.left > 0 {
				kept = append(kept, w)
				continue
			}
			stepDown(w.m, m.Score, why)
			out = append(out, w.m)
		}
		queue = kept
	}
	for _, w := range queue {
		out = append(out, w.m)
	}
	return out
}

// stepDown lowers a moved example's score to that of the hit it now
// follows, and says why.
func stepDown(m *search.DocumentMatch, score float64, why map[*search.DocumentMatch]*Explanation) {
	if score >= m.Score {
		return
	}
	if e := why[m]; e != nil {
		e.Boosts = append(e.Boosts, Boost{Name: "example", Factor: round(score / m.Score),
			Why: "its rule " + ruleOfID(m.ID) + " ranks above; other rules come first"})
	}
	m.Score = score
}

// highlight loads the stored fields of the matches and marks the matched
// terms of the text, or of the title for a record without text: a hit shows
// one passage, so only that field is highlighted, and each record's stored
// fields are read in one pass.
func (ix *Index) highlight(matches search.DocumentMatchCollection) error {
	if len(matches) == 0 {
		return nil
	}
	advanced, err := ix.bleve.Advanced()
	if err != nil {
		return err
	}
	reader, err := advanced.Reader()
	if err != nil {
		return err
	}
	defer reader.Close()
	for _, m := range matches {
		doc, err := reader.Document(m.ID)
		if err != nil {
			return fmt.Errorf("record %s: %w", m.ID, err)
		}
		if doc == nil {
			return fmt.Errorf("record %s: %w", m.ID, bleve.ErrorIndexReadInconsistency)
		}
		passage := fieldTitle
		doc.VisitFields(func(f bleveindex.Field) {
			text, ok := f.(bleveindex.TextField)
			if !ok {
				return
			}
			switch f.Name() {
			case fieldText:
				if text.Text() != "" {
					passage = fieldText
				}
				m.AddFieldValue(fieldText, text.Text())
			case fieldKind, fieldRule, fieldTitle, fieldContext:
				m.AddFieldValue(f.Name(), text.Text())
			}
		})
		ix.highlighter.BestFragmentsInField(m, doc, passage, 1)
	}
	return nil
}

// hit converts a bleve match into a Hit.
func hit(m *search.DocumentMatch) Hit {
	h := Hit{
		ID:    m.ID,
		Kind:  Kind(storedString(m.Fields[fieldKind])),
		Rule:  storedString(m.Fields[fieldRule]),
		Title: storedString(m.Fields[fieldTitle]),
		Score: m.Score,
	}
	if h.Title == "" {
		h.Title = storedString(m.Fields[fieldContext])
	}
	text := storedString(m.Fields[fieldText])
	switch {
	case firstFragment(m, fieldText) != "":
		h.Snippet = firstFragment(m, fieldText)
	case text == "" && firstFragment(m, fieldTitle) != "":
		h.Snippet = firstFragment(m, fieldTitle)
	case text != "":
		h.Snippet = html.EscapeString(truncate(text, snippetRunes))
	default:
		h.Snippet = html.EscapeString(h.Title)
	}
	return h
}

// firstFragment is the first non-empty highlighted fragment of a field.
func firstFragment(m *search.DocumentMatch, field string) string {
	for _, f := range m.Fragments[field] {
		if strings.TrimSpace(f) != "" {
			return f
		}
	}
	return ""
}

// storedString reads a stored field: a string, or the first of several.
func storedString(v interface{}) string {
	switch v := v.(type) {
	case string:
		return v
	case []interface{}:
		if len(v) > 0 {
			s, _ := v[0].(string)
			return s
		}
	}
	return ""
}

// truncate cuts s to at most n runes at a word boundary, marking the cut.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := string(r[:n])
	if i := strings.LastIndexAny(cut, " \n"); i > n/2 {
		cut = cut[:i]
	}
	return cut + "…"
}

// PlainSnippet turns a snippet into plain text, with each marked match
// wrapped in open and close ("[" and "]", or terminal escape codes).
func PlainSnippet(snippet, open, close string) string {
	s := strings.NewReplacer("<mark>", open, "</mark>", close).Replace(snippet)
	return html.UnescapeString(s)
}
