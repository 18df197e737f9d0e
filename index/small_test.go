package index

import (
	"testing"

	"github.com/judgekit/judge/corpus"
)

// smallEdition is a hand-made edition with the shapes the index must
// handle: a section, headings, a titled keyword rule with subrules, an
// example, curly quotes and a minus sign, and glossary entries citing rules.
func smallEdition() *corpus.Edition {
	rules := []*corpus.Rule{
		{ID: "6", Kind: corpus.KindSection, Title: "Spells, Abilities, and Effects", Children: []string{"601"}},
		{ID: "601", Kind: corpus.KindHeading, Title: "Casting Spells", Parent: "6", Children: []string{"601.2"}},
		{ID: "601.2", Kind: corpus.KindRule, Parent: "601", Children: []string{"601.2a", "601.2f"},
			Text: "To cast a spell is to take it from where it is (usually the hand), put it on the stack, and pay its costs."},
		{ID: "601.2a", Kind: corpus.KindSubrule, Parent: "601.2",
			Text: "To propose the casting of a spell, a player first moves that card from where it is to the stack."},
		{ID: "601.2f", Kind: corpus.KindSubrule, Parent: "601.2",
			Text:     "The player determines the total cost of the spell. Usually this is just the mana cost.",
			Examples: []string{"Example: You cast Fireball with X equal to 3; its total cost is {3}{R}."}},
		{ID: "7", Kind: corpus.KindSection, Title: "Additional Rules", Children: []string{"702"}},
		{ID: "702", Kind: corpus.KindHeading, Title: "Keyword Abilities", Parent: "7", Children: []string{"702.19", "702.51"}},
		{ID: "702.19", Kind: corpus.KindRule, Title: "Trample", Parent: "702", Children: []string{"702.19b"}},
		{ID: "702.19b", Kind: corpus.KindSubrule, Parent: "702.19",
			Text: "The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it."},
		{ID: "702.51", Kind: corpus.KindRule, Title: "Convoke", Parent: "702", Children: []string{"702.51a"}},
		{ID: "702.51a", Kind: corpus.KindSubrule, Parent: "702.51",
			Text: "Convoke is a static ability. For each generic mana in this spell’s total cost, you may tap an untapped creature you control rather than pay that mana."},
		{ID: "704", Kind: corpus.KindHeading, Title: "State-Based Actions", Parent: "7", Children: []string{"704.5q"}},
		{ID: "704.5q", Kind: corpus.KindSubrule, Parent: "704",
			Text: "If a permanent has both a +1/+1 counter and a −1/−1 counter on it, N +1/+1 and N −1/−1 counters are removed from it."},
		{ID: "101.2", Kind: corpus.KindRule, Parent: "101",
			Text: "When a rule or effect allows or directs something to happen, and another effect states that it can’t happen, the “can’t” effect takes precedence."},
	}
	return &corpus.Edition{
		ID:    "2099-01-01",
		Hash:  "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef",
		Rules: rules,
		Glossary: []*corpus.GlossaryEntry{
			{Term: "Trample", Senses: []string{"A keyword ability that modifies how a creature assigns combat damage. See rule 702.19, “Trample.”"},
				Refs: []corpus.Ref{{ID: "702.19"}}},
			{Term: "Mana Burn", Obsolete: true, Senses: []string{"Older versions of the rules stated that unspent mana caused a player to lose life."}},
		},
	}
}

// newSmallIndex indexes smallEdition in memory.
func newSmallIndex(tb testing.TB) *Index {
	tb.Helper()
	ix, err := NewMemory(smallEdition())
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { ix.Close() })
	return ix
}
