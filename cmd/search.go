package cmd

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/index"
	"github.com/spf13/cobra"
)

// Marks around matched words in text output: bold on a terminal, asterisks
// elsewhere (the CR itself never prints an asterisk).
const (
	markOpenTerminal  = "\x1b[1m"
	markCloseTerminal = "\x1b[0m"
	markPlain         = "*"
)

func newSearchCmd(o *options) *cobra.Command {
	var (
		editionID string
		limit     int
		asJSON    bool
		syntax    bool
		explain   bool
	)
	c := &cobra.Command{
		Use:         "search QUERY",
		Annotations: map[string]string{freeTextAnnotation: "yes"},
		Short:       "Search rules, examples, glossary and section titles in plain words",
		Long: `Search an edition's rules, examples, glossary entries and section titles.

Write the query in your own words ("damage on the stack", "can a trigger target
itself"), a rule number ("601.2f", or as typed in haste: "702,19", "70219"), a
keyword or a glossary term. Judges' shorthand ("sba", "etb") is spelled out in the
edition's words, and the output says so. Typos are corrected against the rules'
own words, a real English word never, and an unfinished last word is completed.
The first hits are the same whatever --limit asks for.
Several arguments are one query. Card text such as +1/+1 and -1/-1 is a word of
the query, anywhere in it ("indestructible and -1/-1 counters"), and +1/+1 is
not -1/-1.

With --explain each hit says why it ranked where it did: the query's concepts
it holds, the fields its words matched in, and every boost applied to its text
score; the first lines say how the query was read (concepts of the edition,
judges' slang spelled out, typos corrected).

With --syntax the query is Bleve query-string syntax instead: +must -mustnot
"a phrase" field:word (fields: title, text, context, kind, rule) word~1 prefix*.

The index of an imported edition is built on first use and kept in the data
directory; "judge index build" builds it ahead of time.

When cards are imported ("judge cards fetch"), the cards whose names the query
names are listed after the rules.`,
		Example: `  judge search trample
  judge search damage on the stack --edition 2006   # after judge corpus add of the 2006 rules
  judge search 601.2f
  judge search --json --limit 3 trampel
  judge search --explain deathtouch with trample
  judge search --syntax '+title:trample -text:planeswalker'
  judge search indestructible and -1/-1 counters`,
		Args: func(c *cobra.Command, args []string) error {
			if len(args) == 0 {
				return usagef(c, "wants a query, such as %q", "convoke colorless creature")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			if limit < 1 || limit > index.MaxLimit {
				return fmt.Errorf("--limit %d is outside 1..%d", limit, index.MaxLimit)
			}
			query := strings.Join(args, " ")
			req := index.Request{Query: query, Syntax: syntax, Limit: limit, Explain: explain}
			// Bad input is refused before the index is opened: opening
			// may build it, which takes seconds.
			if err := req.Check(); err != nil {
				return err
			}
			ix, err := index.OpenEdition(o.editions(), editionID,
				progressFunc(c.ErrOrStderr(), isTerminal(c.OutOrStdout())), explainFunc(c.ErrOrStderr()))
			if err != nil {
				return err
			}
			defer ix.Close()
			res, err := ix.Search(c.Context(), req)
			if err != nil {
				return err
			}
			var foundIn []string
			if res.Total == 0 {
				foundIn = searchElsewhere(o.editions(), ix.Edition(), query)
			}
			var cardHits []cards.Hit
			if !syntax {
				cardHits = searchCards(c.ErrOrStderr(), o, query)
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), struct {
					index.SearchOutput
					FoundIn []string    `json:"found_in,omitempty"`
					Cards   []cards.Hit `json:"cards,omitempty"`
				}{index.NewSearchOutput(ix, query, res), foundIn, cardHits})
			}
			if err := writeSearch(c.OutOrStdout(), ix.Edition(), query, res); err != nil {
				return err
			}
			if err := writeCardHits(c.OutOrStdout(), cardHits); err != nil || len(foundIn) == 0 {
				return err
			}
			_, err = fmt.Fprintln(c.OutOrStdout(), o.editions().EditionHint(foundIn)+".")
			return err
		},
	}
	o.addEditionFlag(c, &editionID)
	c.Flags().IntVarP(&limit, "limit", "n", index.DefaultLimit, fmt.Sprintf("most results to show (1-%d)", index.MaxLimit))
	c.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	c.Flags().BoolVar(&syntax, "syntax", false, "read the query as Bleve query-string syntax")
	c.Flags().BoolVar(&explain, "explain", false, "say how the query was read and why each hit ranked where it did")
	return c
}

// maxCardHits is how many cards a search names beside the rules.
const maxCardHits = 5

// searchCards returns the cards whose names the query names (by words,
// word starts or in part: a typo of a rules question is no card's name),
// none when no cards are imported. A card store that does not read is
// noted on w and costs only the cards: the rules still answer.
func searchCards(w io.Writer, o *options, query string) []cards.Hit {
	store, err := o.cardStore()
	if err != nil {
		return nil
	}
	hits, err := store.Search(query, maxCardHits)
	if err != nil {
		fmt.Fprintf(w, "judge: note: card names not searched: %v\n", err)
		return nil
	}
	return slices.DeleteFunc(hits, func(h cards.Hit) bool { return h.Match == cards.MatchTypo.String() })
}

// writeCardHits names the cards a search found by name, each with the
// command that shows it.
func writeCardHits(w io.Writer, hits []cards.Hit) error {
	if len(hits) == 0 {
		return nil
	}
	p := &printer{w: w}
	p.line("")
	p.line("Cards named so (judge card NAME):")
	for _, h := range hits {
		p.linef("  %s  %s", h.Name, h.TypeLine)
	}
	return p.err
}

// writeSearch prints results for a judge: a summary line, then each hit's
// number and title with the matching passage, matches marked.
func writeSearch(w io.Writer, edition, query string, res *index.Result) error {
	open, close := markPlain, markPlain
	if isTerminal(w) {
		open, close = markOpenTerminal, markCloseTerminal
	}
	p := &printer{w: w}
	if res.Corrected != "" {
		p.linef("Showing results for %q (you typed %q)", res.Corrected, query)
	}
	for _, e := range res.Slang {
		p.linef("%q is judges' shorthand for %q", e.Said, e.Meaning)
	}
	writeUnderstanding(p, res.Explain)
	switch {
	case res.Total == 0:
		p.linef("No results for %q in edition %s.", query, edition)
		return p.err
	case uint64(len(res.Hits)) < res.Total:
		p.linef("%d results in edition %s, best %d:", res.Total, edition, len(res.Hits))
	case res.Total == 1:
		p.linef("1 result in edition %s:", edition)
	default:
		p.linef("%d results in edition %s:", res.Total, edition)
	}
	width := outputWidth(w)
	for _, h := range res.Hits {
		p.line("")
		p.line(hitHeading(h))
		snippet := strings.Join(strings.Fields(index.PlainSnippet(h.Snippet, open, close)), " ")
		p.line(wrap("    "+snippet, width, "    "))
		writeExplanation(p, h.Explain)
	}
	return p.err
}

// hitHeading names a hit the way a judge cites it.
func hitHeading(h index.Hit) string {
	var head string
	switch h.Kind {
	case index.KindExample:
		head = h.Rule + " (example)"
	case index.KindGlossary:
		head = "Glossary: " + strings.TrimPrefix(h.ID, "glossary:")
		if h.Rule != "" {
			head += " (see " + h.Rule + ")"
		}
		return head
	default:
		head = h.ID
	}
	if h.Title != "" {
		head += "  " + h.Title
	}
	return head
}

// searchElsewhere, after a search found nothing, returns the editions
// where the query is a rule number or a glossary term: a quick check that
// reads those editions but searches no other index.
func searchElsewhere(editions *corpus.Editions, edition, query string) []string {
	ids, _ := editions.FoundIn(edition, 3, func(other *corpus.Edition) bool {
		if _, err := other.FindRule(query); err == nil {
			return true
		}
		_, ok := other.Term(query)
		return ok
	})
	return ids
}
