package index

import (
	"fmt"
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
	// rawTerms and rawRules are Terms and Rules as saved, split only when
	// a query needs them: a search reads the whole table but looks at few
	// concepts.
	rawTerms, rawRules string
	// firstTerm is the first of the terms, once known.
	firstTerm string
	// Signature are the words the concept's home rules keep using (see
	// signature); rawSignature as saved.
	Signature    []string
	rawSignature string
}

// signature is the concept's signature words.
func (k *concept) signature() []string {
	if k.Signature == nil && k.rawSignature != "" {
		return strings.Fields(k.rawSignature)
	}
	return k.Signature
}

// terms are the concept's analyzed terms.
func (k *concept) terms() []string {
	if k.Terms == nil && k.rawTerms != "" {
		return strings.Fields(k.rawTerms)
	}
	return k.Terms
}

// rules are the concept's home rules.
func (k *concept) rules() []string {
	if k.Rules == nil && k.rawRules != "" {
		return splitList(k.rawRules)
	}
	return k.Rules
}

// first is the first of the concept's terms.
func (k *concept) first() string {
	switch {
	case k.firstTerm != "":
		return k.firstTerm
	case k.Terms != nil:
		return k.Terms[0]
	}
	first, _, _ := strings.Cut(k.rawTerms, " ")
	return first
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
	// byFirst lists the indexes of list sorted by the first term of each
	// name, for a binary search: one slice, quick to build per process.
	byFirst []int
	// byKey finds a concept by its terms while the table is built.
	byKey map[string]int
}

// conceptsKey names the concept table among the index's internal values.
var conceptsKey = []byte("judge_concepts")

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
	position := make(map[string]int, len(ed.Rules))
	children := map[string][]int{}
	for i, r := range ed.Rules {
		position[r.ID] = i
		if r.Parent != "" {
			children[r.Parent] = append(children[r.Parent], i)
		}
	}
	terms, df := ruleTerms(ed, a)
	for i := range c.list {
		k := &c.list[i]
		k.Signature = signature(homeIndexes(position, children, ed, k.Rules), k.Terms, terms, df, len(ed.Rules))
	}
	sort.SliceStable(c.list, func(i, j int) bool { return c.list[i].Terms[0] < c.list[j].Terms[0] })
	c.byKey = nil
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
	if c.byKey == nil {
		c.byKey = map[string]int{}
	}
	if i, ok := c.byKey[key]; ok {
		for _, r := range k.Rules {
			if !contains(c.list[i].Rules, r) {
				c.list[i].Rules = append(c.list[i].Rules, r)
			}
		}
		return
	}
	c.byKey[key] = len(c.list)
	c.list = append(c.list, k)
}

// index builds byFirst. A table is saved in that order, so reading it
// back sorts nothing.
func (c *concepts) index() {
	c.byFirst = make([]int, len(c.list))
	for i := range c.byFirst {
		c.byFirst[i] = i
	}
	if sort.SliceIsSorted(c.byFirst, func(i, j int) bool { return c.list[i].first() < c.list[j].first() }) {
		return
	}
	sort.SliceStable(c.byFirst, func(i, j int) bool {
		return c.list[c.byFirst[i]].first() < c.list[c.byFirst[j]].first()
	})
}

// startingWith lists the concepts whose name starts with term.
func (c *concepts) startingWith(term string) []int {
	lo := sort.Search(len(c.byFirst), func(i int) bool { return c.list[c.byFirst[i]].first() >= term })
	hi := lo
	for hi < len(c.byFirst) && c.list[c.byFirst[hi]].first() == term {
		hi++
	}
	return c.byFirst[lo:hi]
}

// match finds the concepts named in terms (a query's analyzed terms),
// longest name first at each position; a name inside a longer one found
// there is not reported. It returns indexes into c.list.
func (c *concepts) match(terms []string) []int {
	var found []int
	for i := 0; i < len(terms); {
		best, length := -1, 0
		for _, k := range c.startingWith(terms[i]) {
			name := c.list[k].terms()
			n := len(name)
			if n > length && i+n <= len(terms) && equalWords(terms[i:i+n], name) {
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
	if m := c.match(terms); len(m) == 1 && len(c.list[m[0]].terms()) == len(terms) {
		return m[0], true
	}
	return -1, false
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
// back on every search: "c", name, terms, rules, signature; "v", name, names
// ("|"-separated), rules; "h", the bare headings.
func (c *concepts) encode() []byte {
	var b strings.Builder
	for i := range c.list {
		k := &c.list[i]
		fmt.Fprintf(&b, "c\t%s\t%s\t%s\t%s\n", k.Name, strings.Join(k.terms(), " "), strings.Join(k.rules(), ","), strings.Join(k.signature(), " "))
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

// decodeConcepts reads a table written by encode. Every plain search
// reads it once per process, so it splits no more than it must.
func decodeConcepts(data []byte) (*concepts, error) {
	rest := string(data)
	c := &concepts{list: make([]concept, 0, strings.Count(rest, "\nc\t")+1)}
	for line := 1; rest != ""; line++ {
		var text string
		text, rest, _ = strings.Cut(rest, "\n")
		if text == "" {
			continue
		}
		kind, f, _ := strings.Cut(text, "\t")
		name, f, ok1 := strings.Cut(f, "\t")
		switch {
		case kind == "h":
			ids := splitList(name)
			c.headings = make(map[string]bool, len(ids))
			for _, id := range ids {
				c.headings[id] = true
			}
			continue
		case kind == "c" && ok1:
			terms, rules, ok := strings.Cut(f, "\t")
			rules, sig, _ := strings.Cut(rules, "\t")
			if ok && terms != "" {
				first, _, _ := strings.Cut(terms, " ")
				c.list = append(c.list, concept{Name: name, rawTerms: terms, rawRules: rules, rawSignature: sig, firstTerm: first})
				continue
			}
		case kind == "v" && ok1:
			names, rules, ok := strings.Cut(f, "\t")
			if ok {
				v := variant{Name: name, Rules: splitList(rules)}
				for _, n := range strings.Split(names, "|") {
					v.Names = append(v.Names, strings.Fields(n))
				}
				c.variants = append(c.variants, v)
				continue
			}
		}
		return nil, fmt.Errorf("concept table line %d: malformed %q", line, text)
	}
	if c.headings == nil {
		c.headings = map[string]bool{}
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
