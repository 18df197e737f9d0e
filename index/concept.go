package index

import (
	"bufio"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judgekit/judge/corpus"
)

// concept is a thing the rules name and define in one place: a keyword or
// section heading ("702.19. Trample", "510. Combat Damage Step") or a
// glossary term with the rules its "See rule" pointers name. Judges ask
// about concepts by name; the concept says which rules are its home.
type concept struct {
	// Name is the name as the edition prints it.
	Name string
	// Terms are the name's analyzed terms, in order.
	Terms []string
	// Rules are the concept's home rules: the heading, or the rules the
	// glossary entry points to.
	Rules []string
}

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

// concepts is an edition's concept table: built from the edition's own
// headings, glossary and variant sections, so it serves every edition,
// and saved with its index.
type concepts struct {
	list     []concept
	variants []variant
	// headings are the rules printed as a bare title ("702.15.
	// Lifelink"): a name, not an answer to a question about a detail.
	headings map[string]bool
	// byFirst indexes list by the first term of each name.
	byFirst map[string][]int
}

// conceptsKey names the concept table among the index's internal values.
var conceptsKey = []byte("judge_concepts")

// variantSection matches the titles of the sections that hold variants:
// "Multiplayer Rules" and "Casual Variants".
var variantSection = regexp.MustCompile(`(?i)multiplayer|variant`)

// variantSuffix is what a variant's heading adds to its name.
var variantSuffix = regexp.MustCompile(`(?i)\s+(variants?|options?)$`)

// newConcepts builds the concept table of an edition, analyzing names with
// a, the analyzer of the indexed text.
func newConcepts(ed *corpus.Edition, a analysis.Analyzer) *concepts {
	byID := make(map[string]*corpus.Rule, len(ed.Rules))
	for _, r := range ed.Rules {
		byID[r.ID] = r
	}
	c := &concepts{headings: map[string]bool{}}
	for _, r := range ed.Rules {
		title := ruleTitle(r)
		if title == "" || r.Kind == corpus.KindHeading && strings.EqualFold(title, "general") {
			continue
		}
		if r.Title == "" || strings.TrimSpace(r.Text) == "" {
			c.headings[r.ID] = true
		}
		c.add(concept{Name: title, Terms: analyzeTerms(a, title), Rules: []string{r.ID}})
	}
	for _, g := range ed.Glossary {
		var rules []string
		for _, ref := range g.Refs {
			if _, ok := byID[ref.ID]; ok && !ref.Outside {
				rules = append(rules, ref.ID)
			}
		}
		if len(rules) == 0 {
			continue
		}
		c.add(concept{Name: g.Term, Terms: analyzeTerms(a, g.Term), Rules: rules})
	}
	c.variants = findVariants(ed, a)
	// A variant is asked about without "Variant" ("two-headed giant").
	for _, v := range c.variants {
		if len(v.Names) > 1 {
			c.add(concept{Name: v.Name, Terms: v.Names[0], Rules: v.Rules[:1]})
		}
	}
	c.index()
	return c
}

// add appends a concept with a name to match, merging it into a concept of
// the same terms: a keyword's heading and its glossary entry are one.
func (c *concepts) add(k concept) {
	if len(k.Terms) == 0 {
		return
	}
	key := strings.Join(k.Terms, " ")
	for i := range c.list {
		if strings.Join(c.list[i].Terms, " ") == key {
			for _, r := range k.Rules {
				if !contains(c.list[i].Rules, r) {
					c.list[i].Rules = append(c.list[i].Rules, r)
				}
			}
			return
		}
	}
	c.list = append(c.list, k)
}

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

// index builds byFirst.
func (c *concepts) index() {
	c.byFirst = make(map[string][]int, len(c.list))
	for i, k := range c.list {
		c.byFirst[k.Terms[0]] = append(c.byFirst[k.Terms[0]], i)
	}
}

// match finds the concepts named in terms (a query's analyzed terms),
// longest name first at each position; a name inside a longer one found
// there is not reported. It returns indexes into c.list.
func (c *concepts) match(terms []string) []int {
	var found []int
	for i := 0; i < len(terms); {
		best, length := -1, 0
		for _, k := range c.byFirst[terms[i]] {
			n := len(c.list[k].Terms)
			if n > length && i+n <= len(terms) && equalWords(terms[i:i+n], c.list[k].Terms) {
				best, length = k, n
			}
		}
		if best < 0 {
			i++
			continue
		}
		found = append(found, best)
		i += length
	}
	return found
}

// exactly is the concept whose name is terms, all of them.
func (c *concepts) exactly(terms []string) (int, bool) {
	if m := c.match(terms); len(m) == 1 && len(c.list[m[0]].Terms) == len(terms) {
		return m[0], true
	}
	return -1, false
}

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

// within reports whether rule is root or one of its subrules: "702.19b"
// and "702.19" are within "702.19", "702.190" is not.
func within(rule, root string) bool {
	if !strings.HasPrefix(rule, root) {
		return false
	}
	if len(rule) == len(root) {
		return true
	}
	next := rule[len(root)]
	if len(root) == 1 {
		// A section holds the rules numbered from it: "7" holds "702".
		return next >= '0' && next <= '9'
	}
	return next == '.' || next >= 'a' && next <= 'z'
}

// containsRun reports whether terms hold run as consecutive terms.
func containsRun(terms, run []string) bool {
	for i := 0; i+len(run) <= len(terms); i++ {
		if equalWords(terms[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// analyzeTerms are the analyzed terms of text, in order, repeats kept.
func analyzeTerms(a analysis.Analyzer, text string) []string {
	var out []string
	for _, tok := range a.Analyze([]byte(text)) {
		out = append(out, string(tok.Term))
	}
	return out
}

// encode writes the table as lines of tab-separated fields, quick to read
// back on every search: "c", name, terms, rules; "v", name, names
// ("|"-separated), rules; "h", the bare headings.
func (c *concepts) encode() []byte {
	var b strings.Builder
	for _, k := range c.list {
		fmt.Fprintf(&b, "c\t%s\t%s\t%s\n", k.Name, strings.Join(k.Terms, " "), strings.Join(k.Rules, ","))
	}
	headings := make([]string, 0, len(c.headings))
	for id := range c.headings {
		headings = append(headings, id)
	}
	sort.Strings(headings)
	fmt.Fprintf(&b, "h\t%s\n", strings.Join(headings, ","))
	for _, v := range c.variants {
		names := make([]string, len(v.Names))
		for i, n := range v.Names {
			names[i] = strings.Join(n, " ")
		}
		fmt.Fprintf(&b, "v\t%s\t%s\t%s\n", v.Name, strings.Join(names, "|"), strings.Join(v.Rules, ","))
	}
	return []byte(b.String())
}

// decodeConcepts reads a table written by encode.
func decodeConcepts(data []byte) (*concepts, error) {
	c := &concepts{headings: map[string]bool{}}
	s := bufio.NewScanner(strings.NewReader(string(data)))
	s.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; s.Scan(); line++ {
		f := strings.Split(s.Text(), "\t")
		switch {
		case len(f) == 4 && f[0] == "c" && f[2] != "":
			c.list = append(c.list, concept{Name: f[1], Terms: strings.Fields(f[2]), Rules: splitList(f[3])})
		case len(f) == 2 && f[0] == "h":
			for _, id := range splitList(f[1]) {
				c.headings[id] = true
			}
		case len(f) == 4 && f[0] == "v":
			v := variant{Name: f[1], Rules: splitList(f[3])}
			for _, n := range strings.Split(f[2], "|") {
				v.Names = append(v.Names, strings.Fields(n))
			}
			c.variants = append(c.variants, v)
		default:
			return nil, fmt.Errorf("concept table line %d: malformed %q", line, s.Text())
		}
	}
	if err := s.Err(); err != nil {
		return nil, fmt.Errorf("concept table: %w", err)
	}
	c.index()
	return c, nil
}

func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, ",")
}

// homeOf lists the concepts (indexes into list, from found) whose home
// holds rule, sorted.
func (c *concepts) homeOf(rule string, found []int) []int {
	var out []int
	for _, k := range found {
		for _, r := range c.list[k].Rules {
			if within(rule, r) {
				out = append(out, k)
				break
			}
		}
	}
	sort.Ints(out)
	return out
}

// firstSentence is text up to the end of its first sentence.
func firstSentence(text string) string {
	if i := strings.Index(text, ". "); i >= 0 {
		return text[:i]
	}
	return text
}
