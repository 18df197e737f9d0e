package index

import (
	"math"
	"sort"

	"github.com/blevesearch/bleve/v2/analysis"

	"github.com/judgekit/judge/corpus"
)

// A concept's signature is the few words its home rules keep using that
// the rest of the rules seldom do: trample's rules speak of "excess" and
// "lethal" damage. A rule of another concept that uses them is about how
// the two meet even when it never names the first: deathtouch's rule on
// lethal damage for the excess is where deathtouch meets trample.

// signatureSize is the most words a signature holds.
const signatureSize = 4

// signatureHome bounds the rules a home may hold for a signature: a whole
// section's words are the section's subject, not one concept's.
const signatureHome = 40

// signatureCommon is the share of all rules above which a word says too
// little to be part of a signature.
const signatureCommon = 0.04

// signatureLeast is how many of a signature's words a record must hold to
// hold the concept by its signature.
const signatureLeast = 2

// ruleTerms are the distinct analyzed terms of each rule's text, by
// index into ed.Rules, and how many rules hold each term.
func ruleTerms(ed *corpus.Edition, a analysis.Analyzer) ([]map[string]bool, map[string]int) {
	terms := make([]map[string]bool, len(ed.Rules))
	df := map[string]int{}
	for i, r := range ed.Rules {
		set := map[string]bool{}
		for _, t := range analyzeTerms(a, r.Text) {
			set[t] = true
		}
		for t := range set {
			df[t]++
		}
		terms[i] = set
	}
	return terms, df
}

// signature picks the words of a concept's signature from the terms of
// its home rules (indexes into the edition's rules): those most of the
// home holds and few rules elsewhere do, not the concept's own name.
func signature(home []int, own []string, terms []map[string]bool, df map[string]int, total int) []string {
	if len(home) < 2 || len(home) > signatureHome {
		return nil
	}
	held := map[string]int{}
	for _, i := range home {
		for t := range terms[i] {
			held[t]++
		}
	}
	type scored struct {
		term  string
		score float64
	}
	var list []scored
	for t, n := range held {
		if n < 2 || contains(own, t) || float64(df[t]) > signatureCommon*float64(total) || len(t) < 3 {
			continue
		}
		// The share of the home holding the word, times how rare it is
		// elsewhere: the words the home is about.
		list = append(list, scored{t, float64(n) / float64(len(home)) * math.Log(float64(total)/float64(df[t]))})
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].score != list[j].score {
			return list[i].score > list[j].score
		}
		return list[i].term < list[j].term
	})
	var out []string
	for _, s := range list[:min(signatureSize, len(list))] {
		out = append(out, s.term)
	}
	return out
}

// homeIndexes lists the rules (indexes into ed.Rules) within the given
// home rules, read down the tree: position maps a rule's ID to its index,
// children a rule's ID to its subrules' indexes.
func homeIndexes(position map[string]int, children map[string][]int, ed *corpus.Edition, homes []string) []int {
	var out []int
	stack := []int{}
	for _, h := range homes {
		if i, ok := position[h]; ok {
			stack = append(stack, i)
		}
	}
	seen := map[int]bool{}
	for len(stack) > 0 && len(out) <= signatureHome {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[i] {
			continue
		}
		seen[i] = true
		out = append(out, i)
		stack = append(stack, children[ed.Rules[i].ID]...)
	}
	return out
}
