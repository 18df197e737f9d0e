package index

import (
	"strings"

	"github.com/judgekit/judge/corpus"
)

// SlangMeanings are the wordings the slang table gives for phrase when
// the whole phrase is one of its forms ("sba", "etb", "pw"), sense by
// sense, each sense's wordings in the table's order (today's first); nil
// when phrase is no form of the table, or only frames a question.
func SlangMeanings(phrase string) []string {
	table, err := slangTable()
	if err != nil {
		return nil
	}
	words := strings.Fields(normalWord(phrase))
	if len(words) == 0 {
		return nil
	}
	var out []string
	for _, e := range table {
		if e.frame || !holdsForm(e, words) {
			continue
		}
		for _, sense := range e.senses {
			out = append(out, sense...)
		}
	}
	return out
}

// holdsForm reports whether words are one of the entry's forms, one
// without slots.
func holdsForm(e slangEntry, words []string) bool {
	for _, form := range e.forms {
		if countSlots(form) == 0 && equalWords(form, words) {
			return true
		}
	}
	return false
}

// FindTerm finds a glossary entry of edition as a judge names it: as
// corpus.Edition.FindTerm does, and, for a term the glossary lacks, by
// what the term means in judges' slang ("sba" finds State-Based Actions in
// 2026 and State-Based Effects in 2006). slang is the term as typed when
// it was read as slang, "" otherwise. A term found neither way is
// FindTerm's error, with its close matches.
func FindTerm(edition *corpus.Edition, term string) (entry *corpus.GlossaryEntry, slang string, err error) {
	entry, err = edition.FindTerm(term)
	if err == nil {
		return entry, "", nil
	}
	for _, wording := range SlangMeanings(term) {
		if found, ok := edition.Term(wording); ok {
			return found, strings.TrimSpace(term), nil
		}
	}
	return nil, "", err
}
