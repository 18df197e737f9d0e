package index

import (
	_ "embed"
	"fmt"
	"strings"
	"sync"
)

// slangText is the table of judges' slang and abbreviations; its header
// says how to read it.
//
//go:embed slang.txt
var slangText string

// slangEntry is one line of the slang table.
type slangEntry struct {
	// forms are what judges write, each as lower-case words; a word
	// slot stands for the one to three words a question asks about.
	forms [][]string
	// replace says the forms are not the rules' words: the query is read
	// with the meaning in their place.
	replace bool
	// frame says the forms only frame a question ("what counts as", "how
	// many"): they are read as nothing, leaving what the question is
	// about.
	frame bool
	// senses are what the forms mean, each a list of wordings of
	// different editions.
	senses [][]string
	// line is the entry's line in slang.txt.
	line int
}

// slangTable is the parsed slang table, read once.
var slangTable = sync.OnceValues(func() ([]slangEntry, error) { return parseSlang(slangText) })

// parseSlang reads a slang table, saying where it is malformed.
func parseSlang(text string) ([]slangEntry, error) {
	var out []slangEntry
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		e := slangEntry{line: i + 1}
		if forms, ok := strings.CutSuffix(line, " -"); ok && !strings.ContainsAny(forms, "=~") {
			e.frame = true
			var err error
			if e.forms, err = parseForms(forms, i+1); err != nil {
				return nil, err
			}
			if len(e.forms) == 0 {
				return nil, fmt.Errorf("slang.txt:%d: a frame needs forms", i+1)
			}
			out = append(out, e)
			continue
		}
		sep := strings.IndexAny(line, "=~")
		if sep < 0 {
			return nil, fmt.Errorf("slang.txt:%d: no \"=\", \"~\" or final \" -\" after the forms", i+1)
		}
		e.replace = line[sep] == '='
		var err error
		if e.forms, err = parseForms(line[:sep], i+1); err != nil {
			return nil, err
		}
		for _, sense := range strings.Split(line[sep+1:], ";") {
			var wordings []string
			for _, w := range strings.Split(sense, "|") {
				if w = strings.Join(strings.Fields(w), " "); w != "" {
					wordings = append(wordings, w)
				}
			}
			if len(wordings) > 0 {
				e.senses = append(e.senses, wordings)
			}
		}
		if len(e.forms) == 0 || len(e.senses) == 0 {
			return nil, fmt.Errorf("slang.txt:%d: an entry needs forms and a meaning", i+1)
		}
		if err := checkSlots(e, i+1); err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// slot is the form word that stands for the words a question asks about:
// "does * stack" holds "does lifelink stack".
const slot = "*"

// maxSlot is the most words a slot takes: a name ("two exalted", "first
// strike"), not a clause.
const maxSlot = 3

// checkSlots refuses a meaning that names more slots than a form of its
// entry holds: it would have no words to put there.
func checkSlots(e slangEntry, n int) error {
	for _, sense := range e.senses {
		for _, w := range sense {
			stars := countSlots(strings.Fields(w))
			for _, f := range e.forms {
				if stars > countSlots(f) {
					return fmt.Errorf("slang.txt:%d: meaning %q names %d slots, form %q holds %d", n, w, stars, strings.Join(f, " "), countSlots(f))
				}
			}
		}
	}
	return nil
}

func countSlots(words []string) int {
	n := 0
	for _, w := range words {
		if w == slot {
			n++
		}
	}
	return n
}

// fillSlots puts, in a wording, the words of the i-th slot where it says
// the i-th "*": "multiple instances of *" for "does lifelink stack" is
// "multiple instances of lifelink".
func fillSlots(wording string, slots [][]string) string {
	words := strings.Fields(wording)
	i := 0
	for j, w := range words {
		if w == slot && i < len(slots) {
			words[j] = strings.Join(slots[i], " ")
			i++
		}
	}
	return strings.Join(words, " ")
}

// parseForms reads an entry's comma-separated forms on line n. A form
// needs a word of its own beside its slots, and a word between two
// slots, or it would say nothing of where the words it holds end.
func parseForms(text string, n int) ([][]string, error) {
	var forms [][]string
	for _, f := range strings.Split(text, ",") {
		words := strings.Fields(normalWord(f))
		if len(words) == 0 {
			continue
		}
		fixed := 0
		for j, w := range words {
			if w != slot {
				fixed++
			} else if j > 0 && words[j-1] == slot {
				return nil, fmt.Errorf("slang.txt:%d: form %q has two slots side by side", n, strings.Join(words, " "))
			}
		}
		if fixed == 0 {
			return nil, fmt.Errorf("slang.txt:%d: form %q is only a slot", n, strings.Join(words, " "))
		}
		forms = append(forms, words)
	}
	return forms, nil
}

// normalWord is a word or phrase as slang forms are compared: folded,
// lower-case, without surrounding punctuation.
func normalWord(w string) string {
	return strings.ToLower(string(fold([]byte(strings.Trim(strings.TrimSpace(w), `.,;:!?()"'“”‘’`)))))
}

// slangMatch is one slang form found in a query's words.
type slangMatch struct {
	// start and end delimit the form in the words.
	start, end int
	// slots are the spans of the words the form's slots hold, in order:
	// what the question asks about, not the form's own words.
	slots [][2]int
	entry *slangEntry
}

// fixed is how many of the match's words are the form's own.
func (m slangMatch) fixed() int {
	n := m.end - m.start
	for _, s := range m.slots {
		n -= s[1] - s[0]
	}
	return n
}

// findSlang lists the slang forms in words, longest first at each
// position; of two as long, the one with more words of its own ("does it
// stack" before "does * stack").
func findSlang(table []slangEntry, words []string) []slangMatch {
	normal := make([]string, len(words))
	for i, w := range words {
		normal[i] = normalWord(w)
	}
	var found []slangMatch
	for i := 0; i < len(normal); {
		best := slangMatch{start: i, end: i}
		for e := range table {
			for _, form := range table[e].forms {
				if form[0] != slot && form[0] != normal[i] {
					continue
				}
				m, ok := matchForm(form, normal, i)
				if !ok || m.end < best.end || m.end == best.end && (best.entry == nil || m.fixed() <= best.fixed()) {
					continue
				}
				if crossesSlot(table, normal, m) {
					continue
				}
				m.entry = &table[e]
				best = m
			}
		}
		if best.entry == nil {
			i++
			continue
		}
		found = append(found, best)
		i = best.end
	}
	return found
}

// crossesSlot reports whether a form of its own words starts in one of
// m's slots and ends past it, or starts in m and ends past m: "does it
// use the stack" is "use the stack", not "does * stack" holding "it use
// the", and "do I stack triggers" is "stack triggers", not "do * stack".
// A slot holds words the question asks about, never the start of another
// form, and a form with slots, looser than one of words alone, gives way
// to a form it runs into.
func crossesSlot(table []slangEntry, normal []string, m slangMatch) bool {
	crosses := func(p, end int) bool {
		for e := range table {
			for _, form := range table[e].forms {
				if form[0] != normal[p] || p+len(form) <= end {
					continue
				}
				if other, ok := matchForm(form, normal, p); ok && other.end > end {
					return true
				}
			}
		}
		return false
	}
	if len(m.slots) == 0 {
		return false
	}
	for _, sl := range m.slots {
		for p := sl[0]; p < sl[1]; p++ {
			if crosses(p, sl[1]) {
				return true
			}
		}
	}
	for p := m.start + 1; p < m.end; p++ {
		if crosses(p, m.end) {
			return true
		}
	}
	return false
}

// matchForm matches form against words from at. A slot takes as few
// words, one to maxSlot, as let the rest of the form match, so "does *
// stack" holds "lifelink" in "does lifelink stack with lifelink".
func matchForm(form, words []string, at int) (slangMatch, bool) {
	m := slangMatch{start: at, end: at}
	for j, w := range form {
		if w != slot {
			if m.end >= len(words) || words[m.end] != w {
				return slangMatch{}, false
			}
			m.end++
			continue
		}
		for k := 1; k <= maxSlot && m.end+k <= len(words); k++ {
			rest, ok := matchForm(form[j+1:], words, m.end+k)
			if !ok {
				continue
			}
			m.slots = append(m.slots, [2]int{m.end, m.end + k})
			m.slots = append(m.slots, rest.slots...)
			m.end = rest.end
			return m, true
		}
		return slangMatch{}, false
	}
	return m, true
}

func equalWords(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// synonym is one judge's phrase found in a query that stays in it, with
// the rules' phrases searched beside it.
type synonym struct {
	// said is the judge's phrase as typed.
	said string
	// rules are the rules' phrases for it, of any edition.
	rules []string
}

// spelled is a query's words with slang read: abbreviations replaced by
// the edition's wording, judges' phrases kept and listed.
type spelled struct {
	words []string
	// replaced says whether any abbreviation was replaced.
	replaced bool
	// kept are the judges' phrases that stay, with the rules' phrases.
	kept []synonym
	// read lists, for the explanation, each form and what it was read as.
	read []string
	// expanded are the forms replaced by their meaning, for the result.
	expanded []Expansion
	// framed are the words that only framed the question, left out.
	framed []string
}

// spellSlang reads the slang in words. choose picks, for a replacing
// entry's sense, the wording the edition knows; inText, when not nil,
// says whether the edition's text uses a form itself, as the rules came
// to write "APNAP order": such a form is kept beside its meaning.
//
// A form with slots is read by its own words only: the words its slots
// hold are what the question asks about and stay, their own slang read
// ("does etb stack" reads "etb" too).
func spellSlang(table []slangEntry, words []string, choose func(wordings []string) string, inText func(form string) bool) spelled {
	var s spelled
	at := 0
	for _, m := range findSlang(table, words) {
		s.words = append(s.words, words[at:m.start]...)
		at = m.end
		// own are the form's own words as typed, parts holds the match's
		// words in runs, each the form's own or a slot's.
		var own []string
		var parts []formPart
		from := m.start
		for _, sl := range append(m.slots, [2]int{m.end, m.end}) {
			if from < sl[0] {
				own = append(own, words[from:sl[0]]...)
				parts = append(parts, formPart{words: words[from:sl[0]]})
			}
			if sl[0] < sl[1] {
				parts = append(parts, formPart{words: words[sl[0]:sl[1]], slot: true})
			}
			from = sl[1]
		}
		said := strings.Join(own, " ")
		written := normalWord(said)
		if len(m.slots) > 0 {
			written = formWritten(parts)
		}
		// The slots' words are read for their own slang.
		var held []spelled
		var slotWords [][]string
		for _, p := range parts {
			if p.slot {
				t := spellSlang(table, p.words, choose, inText)
				held = append(held, t)
				slotWords = append(slotWords, t.words)
			}
		}
		// emit puts the match's words back, the form's own runs as
		// ownRun says (the first run, then the others) and the slots'
		// words as read.
		emit := func(ownRun func(first bool, w []string)) {
			first, h := true, 0
			for _, p := range parts {
				if p.slot {
					s.join(held[h])
					h++
					continue
				}
				ownRun(first, p.words)
				first = false
			}
		}
		senses := m.entry.senses
		if len(slotWords) > 0 {
			// A meaning may name what the slots hold.
			senses = make([][]string, len(m.entry.senses))
			for i, sense := range m.entry.senses {
				for _, w := range sense {
					senses[i] = append(senses[i], fillSlots(w, slotWords))
				}
			}
		}
		if m.entry.frame {
			emit(func(_ bool, w []string) { s.framed = append(s.framed, w...) })
			s.read = append(s.read, fmt.Sprintf("%s: frames the question", written))
			continue
		}
		if m.entry.replace && speaksSo(senses, said, choose) {
			// Today's word in an edition that uses it stays as typed.
			emit(func(_ bool, w []string) { s.words = append(s.words, w...) })
			continue
		}
		// An abbreviation the edition itself prints is read like a
		// judge's phrase: kept, its meaning searched beside it.
		replace := m.entry.replace && (inText == nil || !inText(said))
		// A judge's word of one sense that the edition never prints
		// ("decked") says nothing of its own: it is read as its sense.
		// A form with slots is a question's shape in everyday words,
		// which say what they say.
		spell := m.entry.replace
		if !m.entry.replace && len(m.slots) == 0 && len(senses) == 1 && inText != nil && !inText(said) {
			replace, spell = true, true
		}
		var meant []string
		for _, sense := range senses {
			if spell {
				meant = append(meant, choose(sense))
			} else {
				meant = append(meant, sense...)
			}
		}
		if replace {
			// The meaning takes the place of the form's first run of
			// words; its other runs are read as nothing.
			emit(func(first bool, _ []string) {
				if first {
					for _, w := range meant {
						s.words = append(s.words, strings.Fields(w)...)
					}
				}
			})
			s.replaced = true
			s.expanded = append(s.expanded, Expansion{Said: written, Meaning: strings.Join(meant, "; ")})
		} else {
			emit(func(_ bool, w []string) { s.words = append(s.words, w...) })
			s.kept = append(s.kept, synonym{said: said, rules: meant})
		}
		s.read = append(s.read, fmt.Sprintf("%s: %s", written, strings.Join(meant, "; ")))
	}
	s.words = append(s.words, words[at:]...)
	if len(s.words) == 0 {
		// A question that is all frame ("how many?") asks about its
		// own words.
		s.words, s.framed, s.read = s.framed, nil, nil
	}
	return s
}

// formPart is a run of a match's words: the form's own, or a slot's.
type formPart struct {
	words []string
	slot  bool
}

// formWritten is a match as the explanation names it: its own words with
// "*" where its slots hold words, as slang.txt writes the form.
func formWritten(parts []formPart) string {
	var w []string
	for _, p := range parts {
		if p.slot {
			w = append(w, slot)
		} else {
			w = append(w, normalWord(strings.Join(p.words, " ")))
		}
	}
	return strings.Join(w, " ")
}

// join adds the reading of a slot's words to s.
func (s *spelled) join(t spelled) {
	s.words = append(s.words, t.words...)
	s.replaced = s.replaced || t.replaced
	s.kept = append(s.kept, t.kept...)
	s.read = append(s.read, t.read...)
	s.expanded = append(s.expanded, t.expanded...)
	s.framed = append(s.framed, t.framed...)
}

// speaksSo reports whether the edition's wording of every sense of a
// replacing entry is the form as typed: "battlefield" in an edition that
// says "battlefield", where an older one reads "in play".
func speaksSo(senses [][]string, said string, choose func(wordings []string) string) bool {
	for _, sense := range senses {
		if !strings.EqualFold(choose(sense), said) {
			return false
		}
	}
	return true
}
