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
	// forms are what judges write, each as lower-case words.
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
			if e.forms = parseForms(forms); len(e.forms) == 0 {
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
		e.forms = parseForms(line[:sep])
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
		out = append(out, e)
	}
	return out, nil
}

// parseForms reads an entry's comma-separated forms.
func parseForms(text string) [][]string {
	var forms [][]string
	for _, f := range strings.Split(text, ",") {
		if words := strings.Fields(normalWord(f)); len(words) > 0 {
			forms = append(forms, words)
		}
	}
	return forms
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
	entry      *slangEntry
}

// findSlang lists the slang forms in words, longest first at each position.
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
				if form[0] != normal[i] || i+len(form) <= best.end || i+len(form) > len(normal) {
					continue
				}
				if equalWords(normal[i:i+len(form)], form) {
					best = slangMatch{start: i, end: i + len(form), entry: &table[e]}
				}
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
	// framed are the words that only framed the question, left out.
	framed []string
}

// spellSlang reads the slang in words. choose picks, for a replacing
// entry's sense, the wording the edition knows; inText, when not nil,
// says whether the edition's text uses a form itself, as the rules came
// to write "APNAP order": such a form is kept beside its meaning.
func spellSlang(table []slangEntry, words []string, choose func(wordings []string) string, inText func(form string) bool) spelled {
	var s spelled
	at := 0
	for _, m := range findSlang(table, words) {
		s.words = append(s.words, words[at:m.start]...)
		at = m.end
		said := strings.Join(words[m.start:m.end], " ")
		if m.entry.frame {
			s.framed = append(s.framed, words[m.start:m.end]...)
			s.read = append(s.read, fmt.Sprintf("%s: frames the question", normalWord(said)))
			continue
		}
		if m.entry.replace && speaksSo(m.entry, said, choose) {
			// Today's word in an edition that uses it stays as typed.
			s.words = append(s.words, words[m.start:m.end]...)
			continue
		}
		// An abbreviation the edition itself prints is read like a
		// judge's phrase: kept, its meaning searched beside it.
		replace := m.entry.replace && (inText == nil || !inText(said))
		// A judge's word of one sense that the edition never prints
		// ("decked") says nothing of its own: it is read as its sense.
		spell := m.entry.replace
		if !m.entry.replace && len(m.entry.senses) == 1 && inText != nil && !inText(said) {
			replace, spell = true, true
		}
		var meant []string
		for _, sense := range m.entry.senses {
			if spell {
				meant = append(meant, choose(sense))
			} else {
				meant = append(meant, sense...)
			}
		}
		if replace {
			for _, w := range meant {
				s.words = append(s.words, strings.Fields(w)...)
			}
			s.replaced = true
		} else {
			s.words = append(s.words, words[m.start:m.end]...)
			s.kept = append(s.kept, synonym{said: said, rules: meant})
		}
		s.read = append(s.read, fmt.Sprintf("%s: %s", normalWord(said), strings.Join(meant, "; ")))
	}
	s.words = append(s.words, words[at:]...)
	if len(s.words) == 0 {
		// A question that is all frame ("how many?") asks about its
		// own words.
		s.words, s.framed, s.read = s.framed, nil, nil
	}
	return s
}

// speaksSo reports whether the edition's wording of every sense of a
// replacing entry is the form as typed: "battlefield" in an edition that
// says "battlefield", where an older one reads "in play".
func speaksSo(e *slangEntry, said string, choose func(wordings []string) string) bool {
	for _, sense := range e.senses {
		if !strings.EqualFold(choose(sense), said) {
			return false
		}
	}
	return true
}
