package index

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/corpus"
)

// Kind says what an indexed record is.
type Kind string

// The record kinds. Every record links back to one rule (Hit.Rule), except a
// glossary entry that cites no rule of its edition.
const (
	KindRule     Kind = "rule"
	KindExample  Kind = "example"
	KindGlossary Kind = "glossary"
	KindSection  Kind = "section"
)

// record is one searchable document: a rule, one example of a rule, a
// glossary entry, or a section or heading title.
type record struct {
	id      string
	kind    Kind
	rule    string
	number  string
	title   string
	text    string
	context []string
}

// fields is the document bleve indexes for the record.
func (r record) fields() map[string]interface{} {
	f := map[string]interface{}{
		fieldKind: string(r.kind),
		fieldText: r.text,
	}
	if r.rule != "" {
		f[fieldRule] = r.rule
	}
	if r.number != "" {
		f[fieldNumber] = r.number
	}
	if r.title != "" {
		f[fieldTitle] = r.title
	}
	if len(r.context) > 0 {
		f[fieldContext] = r.context
	}
	f[fieldWords] = append([]string{r.title, r.text}, r.context...)
	return f
}

// exampleID names the n-th (1-based) example of a rule.
func exampleID(rule string, n int) string {
	return rule + "/example/" + strconv.Itoa(n)
}

// kindOfID reads a record's kind from its ID, so hits can be weighed by
// kind before any stored field is loaded.
func kindOfID(id string) Kind {
	switch {
	case strings.HasPrefix(id, "glossary:"):
		return KindGlossary
	case strings.Contains(id, "/example/"):
		return KindExample
	case !strings.Contains(id, "."):
		return KindSection
	}
	return KindRule
}

// glossaryID names a glossary entry the way corpus.Rule.CitedBy does.
func glossaryID(term string) string {
	return "glossary:" + term
}

// records turns an edition into its searchable records, in document order.
func records(ed *corpus.Edition) []record {
	byID := make(map[string]*corpus.Rule, len(ed.Rules))
	for _, r := range ed.Rules {
		byID[r.ID] = r
	}
	definedBy := glossaryTermsByRule(ed, byID)
	out := make([]record, 0, len(ed.Rules)*2+len(ed.Glossary))
	for _, r := range ed.Rules {
		title, text := ruleTitle(r), r.Text
		if r.Title == "" && title != "" {
			// The text was only a title ("702.51. Convoke"): index it once.
			text = ""
		}
		context := append(ancestorTitles(r, byID), definedBy[r.ID]...)
		kind := KindRule
		if r.Kind == corpus.KindSection || r.Kind == corpus.KindHeading {
			kind = KindSection
		}
		out = append(out, record{
			id: r.ID, kind: kind, rule: r.ID, number: r.ID,
			title: title, text: text, context: context,
		})
		exampleContext := context
		if title != "" {
			exampleContext = append([]string{title}, context...)
		}
		for i, ex := range r.Examples {
			out = append(out, record{
				id: exampleID(r.ID, i+1), kind: KindExample, rule: r.ID,
				text: ex, context: exampleContext,
			})
		}
	}
	for _, g := range ed.Glossary {
		rule := ""
		for _, ref := range g.Refs {
			if _, ok := byID[ref.ID]; ok && !ref.Outside {
				rule = ref.ID
				break
			}
		}
		text := g.Text
		if text == "" {
			text = strings.Join(g.Senses, "\n")
		}
		var context []string
		if g.Obsolete {
			context = []string{"Obsolete"}
		}
		out = append(out, record{
			id: glossaryID(g.Term), kind: KindGlossary, rule: rule,
			title: g.Term, text: strings.Join(append([]string{text}, g.Examples...), "\n\n"),
			context: context,
		})
	}
	return out
}

// glossaryTermsByRule maps each rule to the glossary terms whose entries
// cite it. The glossary is the CR's own index of where a term is defined,
// so a rule is found by the name the glossary gives it ("last known
// information" finds 608.2h, which never says "last known information").
func glossaryTermsByRule(ed *corpus.Edition, byID map[string]*corpus.Rule) map[string][]string {
	terms := map[string][]string{}
	for _, g := range ed.Glossary {
		for _, ref := range g.Refs {
			if _, ok := byID[ref.ID]; ok && !ref.Outside {
				terms[ref.ID] = append(terms[ref.ID], g.Term)
			}
		}
	}
	return terms
}

// ruleTitle is the rule's title, or its text when that text is only a name:
// keyword rules are printed "702.19. Trample", with no sentence after it.
func ruleTitle(r *corpus.Rule) string {
	if r.Title != "" {
		return r.Title
	}
	text := strings.TrimSpace(r.Text)
	if r.Kind != corpus.KindRule || text == "" || len(text) > 60 ||
		strings.ContainsAny(text, ".:\n") {
		return ""
	}
	return text
}

// ancestorTitles lists the titles of the rule's ancestors, nearest first,
// so "702.19b" carries "Trample" and "Keyword Abilities": judges search by
// the name of the thing, and subrules rarely repeat it.
func ancestorTitles(r *corpus.Rule, byID map[string]*corpus.Rule) []string {
	var titles []string
	seen := map[string]bool{r.ID: true}
	for parent := byID[r.Parent]; parent != nil && !seen[parent.ID]; parent = byID[parent.Parent] {
		seen[parent.ID] = true
		if t := ruleTitle(parent); t != "" {
			titles = append(titles, t)
		}
	}
	return titles
}
