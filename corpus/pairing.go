package corpus

import (
	"math"
	"strings"
)

// PairingVersion changes whenever the pairing method changes, so pairings
// cached by an earlier version are computed again. Version 4 pairs a rule
// that kept its number and most of its wording before the global
// assignment (see pinSameNumber).
const PairingVersion = 4

// EditionRef names an edition and the bytes it was parsed from.
type EditionRef struct {
	// ID is the edition's ID (its effective date, or "seed").
	ID string `json:"id"`
	// Hash is the edition's Hash.
	Hash string `json:"hash"`
}

// Match pairs a rule (or glossary entry) of an old edition with the same
// rule in a new one.
type Match struct {
	// Old and New are the rule IDs (for the glossary, the terms) in each
	// edition; they differ when the rule was renumbered.
	Old string `json:"old"`
	New string `json:"new"`
	// Score is the similarity of the two wordings, examples included,
	// from 0 to 1 (1: the same words, rule numbers aside). A rule paired
	// under its kept number may score low when its examples changed: it
	// was paired on its statement (see sameRuleScore).
	Score float64 `json:"score"`
	// Changed is true when the wording differs, after the rule numbers the
	// old text cites are renamed to their new numbers.
	Changed bool `json:"changed,omitempty"`
	// Diff is the word-level difference from the old wording (numbers
	// renamed) to the new, when Changed.
	Diff []DiffSpan `json:"diff,omitempty"`
}

// Pairing says which rules and glossary entries of an old edition are which
// of a new one. Rules and entries that appear in no Match were removed (old)
// or added (new).
type Pairing struct {
	// Version is the PairingVersion that computed it.
	Version int `json:"version"`
	// Old and New are the two editions.
	Old EditionRef `json:"old"`
	New EditionRef `json:"new"`
	// Rules pairs numbered nodes, in the new edition's order.
	Rules []Match `json:"rules"`
	// Glossary pairs glossary entries by term, in the new edition's order.
	Glossary []Match `json:"glossary"`

	forward, backward map[string]int // rule ID -> index in Rules
}

// Forward returns the match of the old edition's rule id, if it was paired.
// Forward and Backward index the matches on first use; a Pairing from
// PairEditions or a Timeline is indexed already, so concurrent readers may
// share it.
func (p *Pairing) Forward(id string) (Match, bool) {
	p.index()
	i, ok := p.forward[id]
	if !ok {
		return Match{}, false
	}
	return p.Rules[i], true
}

// Backward returns the match of the new edition's rule id, if it was paired.
func (p *Pairing) Backward(id string) (Match, bool) {
	p.index()
	i, ok := p.backward[id]
	if !ok {
		return Match{}, false
	}
	return p.Rules[i], true
}

func (p *Pairing) index() {
	if p.forward != nil {
		return
	}
	p.forward = make(map[string]int, len(p.Rules))
	p.backward = make(map[string]int, len(p.Rules))
	for i, m := range p.Rules {
		if _, dup := p.forward[m.Old]; !dup {
			p.forward[m.Old] = i
		}
		if _, dup := p.backward[m.New]; !dup {
			p.backward[m.New] = i
		}
	}
}

// Groups of numbered nodes that may pair with each other: a heading never
// pairs with a subrule however alike their words, but a rule may become a
// subrule.
const (
	groupSection = iota
	groupHeading
	groupRule
	groupGlossary
)

// ruleGroup puts a titled rule that says nothing but its title ("702.9.
// Flying", "418.5. Interaction of Continuous Effects") with the headings:
// like a heading, it is known by its title and by the subrules under it,
// and it may become a heading (418.5 became 613 in 2009).
func ruleGroup(rule *Rule) int {
	switch {
	case rule.Kind == KindSection:
		return groupSection
	case rule.Kind == KindHeading:
		return groupHeading
	case rule.Title != "" && strings.TrimSpace(rule.Text) == "" && len(rule.Examples) == 0:
		return groupHeading
	}
	return groupRule
}

// Thresholds of the assignment, measured on the shared editions' accuracy
// set (corpus/testdata/moves.txt).
const (
	// minRuleScore is the least score at which two rules are taken to be
	// the same rule: their similarity, plus parentBonus when they sit under
	// paired parents.
	minRuleScore = 0.55
	// minGlossaryScore is the least similarity at which two glossary
	// entries with different terms are taken to be one entry renamed.
	minGlossaryScore = 0.6
	// parentBonus favours a candidate whose parent is the match of the
	// rule's parent, and counts against one whose parent is paired with
	// another: where two candidates read alike (templated keyword
	// subrules), the one under the right heading wins.
	parentBonus = 0.15
	// sameIDBonus breaks the last ties in favour of the unchanged number.
	sameIDBonus = 0.01
	// candidatesPerRule is how many similar old rules are scored for each
	// new one.
	candidatesPerRule = 12
)

// side is one edition's units prepared for pairing.
type side struct {
	ids      []string
	groups   []int
	parents  []int // index of the parent unit, -1 when none
	children [][]int
	texts    []string // the whole wording compared for changes
	keys     []string // the words similarity reads, joined: equal keys are exact rewordings
	bags     [][]termCount
	// statements are the bags of a rule's title and text alone, without
	// its examples; nil for a unit with no examples, whose statement is
	// its bag. A same-number pair is compared on them too (sameRuleScore):
	// an example dropped or replaced is no change to what the rule says.
	statements [][]termCount
}

func ruleSide(e *Edition, vocab *vocabulary) *side {
	s := &side{}
	first := make(map[string]int, len(e.Rules))
	for i, rule := range e.Rules {
		if _, dup := first[rule.ID]; !dup {
			first[rule.ID] = i
		}
	}
	s.children = make([][]int, len(e.Rules))
	for i, rule := range e.Rules {
		s.ids = append(s.ids, rule.ID)
		s.groups = append(s.groups, ruleGroup(rule))
		parent := -1
		if p, ok := first[rule.Parent]; ok && rule.Parent != "" {
			parent = p
			s.children[p] = append(s.children[p], i)
		}
		s.parents = append(s.parents, parent)
		// The words of the whole wording are those of the statement, then
		// those of each example: the parts ruleWording joins by line
		// breaks, which split words.
		text := ruleWording(rule)
		words := appendSimilarityWords(make([]string, 0, len(text)/5), ruleStatement(rule))
		stated := len(words)
		for _, example := range rule.Examples {
			words = appendSimilarityWords(append(words, "example"), example)
		}
		s.texts = append(s.texts, text)
		s.keys = append(s.keys, strings.Join(words, " "))
		s.bags = append(s.bags, vocab.bagOfWords(words))
		var statement []termCount
		if len(rule.Examples) > 0 {
			statement = vocab.countWords(words[:stated])
		}
		s.statements = append(s.statements, statement)
	}
	return s
}

// ruleSides prepares the rules of two editions for pairing, their words
// weighed over both.
func ruleSides(old, new *Edition) (a, b *side) {
	vocab := newVocabulary()
	a, b = ruleSide(old, vocab), ruleSide(new, vocab)
	for _, bags := range [][][]termCount{a.bags, b.bags, a.statements, b.statements} {
		vocab.weigh(bags, len(a.ids)+len(b.ids))
	}
	return a, b
}

func glossarySide(e *Edition, vocab *vocabulary) *side {
	s := &side{}
	for _, entry := range e.Glossary {
		s.ids = append(s.ids, entry.Term)
		s.groups = append(s.groups, groupGlossary)
		s.parents = append(s.parents, -1)
		s.children = append(s.children, nil)
		text := glossaryWording(entry)
		s.texts = append(s.texts, text)
		s.keys = append(s.keys, "") // glossary entries pair by term first
		s.bags = append(s.bags, vocab.bagOfWords(similarityWords(entry.Term+"\n"+text)))
	}
	return s
}

// ruleStatement is what a rule states, without the examples that
// illustrate it.
func ruleStatement(rule *Rule) string {
	if rule.Title == "" || rule.Text == "" {
		return rule.Title + rule.Text
	}
	return rule.Title + "\n" + rule.Text
}

// ruleWording is everything a rule says: title, text and examples.
func ruleWording(rule *Rule) string {
	parts := make([]string, 0, 2+len(rule.Examples))
	for _, part := range []string{rule.Title, rule.Text} {
		if part != "" {
			parts = append(parts, part)
		}
	}
	for _, example := range rule.Examples {
		parts = append(parts, "Example: "+example)
	}
	return strings.Join(parts, "\n")
}

func glossaryWording(entry *GlossaryEntry) string {
	parts := []string{entry.Text}
	if entry.Text == "" {
		parts = []string{strings.Join(entry.Senses, "\n")}
	}
	for _, example := range entry.Examples {
		parts = append(parts, "Example: "+example)
	}
	return strings.Join(parts, "\n")
}

// PairEditions pairs the rules and glossary entries of old with those of
// new, by wording, so renumbered rules are found wherever they went. The
// assignment is global and one to one: exact rewordings first, then rules
// that kept their number and most of their wording, then the most similar
// remaining pairs greedily, rules before the headings and sections
// that hold them (which pair by where their rules went), then the rules
// again with a bonus for staying under their paired parent.
func PairEditions(old, new *Edition) *Pairing {
	p := &Pairing{
		Version: PairingVersion,
		Old:     EditionRef{ID: old.ID, Hash: old.Hash},
		New:     EditionRef{ID: new.ID, Hash: new.Hash},
	}
	a, b := ruleSides(old, new)
	assigned := pairRules(a, b)
	p.Rules = matchesOf(a, b, assigned, nil)

	gvocab := newVocabulary()
	ga, gb := glossarySide(old, gvocab), glossarySide(new, gvocab)
	gvocab.weigh(ga.bags, len(ga.ids)+len(gb.ids))
	gvocab.weigh(gb.bags, len(ga.ids)+len(gb.ids))
	p.Glossary = matchesOf(ga, gb, pairGlossary(ga, gb), p)
	p.Rules = matchesOf(a, b, assigned, p)
	p.forward, p.backward = nil, nil
	p.index()
	return p
}

// matchesOf lists the assignment as matches in the new edition's order.
// With a pairing of the rules at hand (renames), the wording of each pair
// is compared with the old rule numbers renamed to the new ones.
func matchesOf(a, b *side, x *assignment, renames *Pairing) []Match {
	var rename func(string) (string, bool)
	if renames != nil {
		rename = func(id string) (string, bool) {
			m, ok := renames.Forward(id)
			return m.New, ok
		}
	}
	matches := make([]Match, 0, len(b.ids))
	for n, o := range x.oldOf {
		if o < 0 {
			continue
		}
		m := Match{Old: a.ids[o], New: b.ids[n], Score: math.Round(x.scores[n]*1000) / 1000}
		if rename != nil {
			before := comparableText(renumberText(a.texts[o], rename))
			after := comparableText(b.texts[n])
			if before != after {
				m.Changed = true
				m.Diff = WordDiff(before, after)
			}
		}
		matches = append(matches, m)
	}
	return matches
}
