package index

import (
	"regexp"
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judgekit/judge/corpus"
)

// variant is a game variant or multiplayer option the edition describes in
// its own section ("810. Two-Headed Giant Variant"), with the rules that
// are about it: its own rules and core rules whose text names it.
type variant struct {
	// Name is the variant's name, without "Variant" or "Option".
	Name string
	// Names are the analyzed terms of each name a query may use for it:
	// the variant's own and its section's ("multiplayer").
	Names [][]string
	// Rules are rules about the variant, each with its subrules.
	Rules []string
}

// variantSection matches the titles of the sections that hold variants:
// "Multiplayer Rules" and "Casual Variants".
var variantSection = regexp.MustCompile(`(?i)multiplayer|variant`)

// variantSuffix is what a variant's heading adds to its name.
var variantSuffix = regexp.MustCompile(`(?i)\s+(variants?|options?)$`)

// findVariants reads the variants from the edition's multiplayer and
// casual-variant sections: each titled rule there is a variant (its
// "General" rule belongs to the section's own name), and every rule
// elsewhere whose text names a variant is about it.
func findVariants(ed *corpus.Edition, a analysis.Analyzer) []variant {
	var out []variant
	sectionOf := map[string][]string{}
	for _, r := range ed.Rules {
		if r.Kind == corpus.KindSection && variantSection.MatchString(r.Title) {
			sectionOf[r.ID] = analyzeTerms(a, strings.TrimSuffix(strings.TrimSuffix(r.Title, " Rules"), " Variants"))
		}
	}
	for _, r := range ed.Rules {
		if r.Kind != corpus.KindHeading || len(r.ID) != 3 {
			continue
		}
		section, ok := sectionOf[r.ID[:1]]
		if !ok {
			continue
		}
		name := variantSuffix.ReplaceAllString(ruleTitle(r), "")
		v := variant{Name: name, Names: [][]string{section}, Rules: []string{r.ID}}
		if !strings.EqualFold(name, "general") && name != "" {
			v.Names = append([][]string{analyzeTerms(a, name)}, v.Names...)
		} else {
			v.Name = ruleTitle(byIDOrNil(ed, r.ID[:1]))
		}
		out = append(out, v)
	}
	// Core rules naming a variant in their first sentence ("In a
	// Two-Headed Giant game, ...") are about it too; one naming it later
	// states a core rule and sets the variant aside ("Ignore this rule in
	// Two-Headed Giant games"). Names are matched as printed, capitalized, so common
	// words ("teams", "commander" of a card) are not taken for one.
	for _, r := range ed.Rules {
		if _, ok := sectionOf[r.ID[:1]]; ok || r.Kind == corpus.KindSection || r.Kind == corpus.KindHeading {
			continue
		}
		for i := range out {
			// A variant with a name of its own, not a section's General.
			if len(out[i].Names) > 1 && containsName(firstSentence(r.Text), out[i].Name) {
				out[i].Rules = append(out[i].Rules, r.ID)
			}
		}
	}
	return out
}

// byIDOrNil is the rule with the ID, or a rule with no title.
func byIDOrNil(ed *corpus.Edition, id string) *corpus.Rule {
	for _, r := range ed.Rules {
		if r.ID == id {
			return r
		}
	}
	return &corpus.Rule{}
}

// containsName reports whether text names name as printed, as whole words.
func containsName(text, name string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], name)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(name)
		if (start == 0 || !isLetter(text[start-1])) && (end == len(text) || !isLetter(text[end])) {
			return true
		}
		i = start + 1
	}
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// named reports which variants the query's terms name.
func (c *concepts) named(terms []string) map[int]bool {
	out := map[int]bool{}
	for i, v := range c.variants {
		for _, name := range v.Names {
			if len(name) > 0 && containsRun(terms, name) {
				out[i] = true
			}
		}
	}
	return out
}

// variantOf is the index of the variant a rule is about, -1 when none.
func (c *concepts) variantOf(rule string) int {
	for i, v := range c.variants {
		for _, r := range v.Rules {
			if within(rule, r) {
				return i
			}
		}
	}
	return -1
}

// firstSentence is text up to the end of its first sentence.
func firstSentence(text string) string {
	if i := strings.Index(text, ". "); i >= 0 {
		return text[:i]
	}
	return text
}
