package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// blockParser reads a scenario block line by line.
type blockParser struct {
	file string
	// prize is the "Prize — " paragraph of the Attraction card being
	// read, which its visit ability claims (702.159b, dice.go).
	prize *node
	lib   *CardLibrary
	cards map[string]*rulings.CardDefinition
	// edition is the edition the program is played under: it keeps the
	// lines of "under EDITION" blocks that name it (eras.go).
	edition string
	// thatCreature is what "that creature" refers to in the triggered
	// ability being read (lang_triggers.go).
	thatCreature rulings.RefKind
	// eventSpell is set while a triggered ability on a spell being cast
	// is read: "that spell" names the spell of its event.
	eventSpell bool
	// eachTarget is set while reading the instructions of "for each
	// NAME, ...", where "it" is the target considered (layers2026.go).
	eachTarget bool
	// movedInEffect is set once an instruction of the effect being read
	// moves an object, which a later "it" then names.
	movedInEffect bool
	// namesCards is set once a card asks for a card name of a type
	// ("choose an artifact card name"): the script's answers are then
	// looked up as cards, for the game to check (201.4a of 2026).
	namesCards bool
	// modal names the cards whose printed "Choose one —" has been read,
	// so the bulleted modes after it are theirs (oracle_modes.go).
	modal map[string]bool
	// library is set while reading the shared card library, whose cards
	// every edition reads: wording of a later era than the edition is
	// read in that edition's form rather than refused, and dated records
	// that the card read so depends on the edition (lang.go).
	library bool
	dated   bool
	// editionRead is set once the edition has decided something about
	// the text being read that another edition may not (era): a card read
	// so is read again under each edition rather than shared between them
	// (Shared). eraChecks hold the decisions another edition may share
	// (eraAnswer).
	editionRead bool
	eraChecks   []func(edition string) bool
	// sharing is set while parsing with a Shared, which eraChecks serve.
	sharing bool
}

// era returns the edition the program is played under, noting that what
// is being read depends on it.
func (p *blockParser) era() string {
	p.editionRead = true
	return p.edition
}

// eraAnswer returns decide's answer for the edition the program is played
// under, noting that a reading of the text shared with another edition
// needs the same answer there.
func (p *blockParser) eraAnswer(decide func(edition string) bool) bool {
	answer := decide(p.edition)
	if p.sharing {
		p.eraChecks = append(p.eraChecks, func(other string) bool { return decide(other) == answer })
	}
	return answer
}

// node is one non-blank line with the more-indented lines under it.
type node struct {
	line     int
	indent   int
	text     string
	children []*node
}

// tree splits src into lines, drops blanks and "#" comments, and nests each
// line under the nearest less-indented line above it.
func (p *blockParser) tree(first int, src string) ([]*node, error) {
	var roots []*node
	var stack []*node
	for i, raw := range strings.Split(src, "\n") {
		line := first + i
		raw = strings.TrimRight(raw, " \t\r")
		if strings.ContainsRune(raw, '\t') {
			return nil, errorf(p.file, line, "indent with spaces, not tabs")
		}
		text := strings.TrimSpace(raw)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		n := &node{line: line, indent: len(raw) - len(strings.TrimLeft(raw, " ")), text: text}
		for len(stack) > 0 && stack[len(stack)-1].indent >= n.indent {
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			if n.indent > 0 && len(roots) == 0 {
				return nil, errorf(p.file, line, "the first line of a scenario must not be indented")
			}
			if n.indent > 0 {
				return nil, errorf(p.file, line, "unexpected indentation: this line belongs to no section")
			}
			roots = append(roots, n)
		} else {
			parent := stack[len(stack)-1]
			parent.children = append(parent.children, n)
		}
		stack = append(stack, n)
	}
	return roots, nil
}

// splitList splits on commas outside quotes and trims each part.
func splitList(s string) []string {
	var out []string
	quoted, start := false, 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] == '"' {
			quoted = !quoted
		}
		if i == len(s) || s[i] == ',' && !quoted {
			if t := strings.TrimSpace(s[start:i]); t != "" {
				out = append(out, t)
			}
			start = i + 1
		}
	}
	return out
}

// unquote strips one pair of surrounding double quotes, reading Go-style
// escapes (\") inside them.
func unquote(s string) string {
	s = strings.TrimSpace(s)
	if u, err := strconv.Unquote(s); err == nil && strings.HasPrefix(s, "\"") {
		return u
	}
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

// SplitCount reads a trailing " xN" count; the count is 1 without one and
// 0 when malformed.
func SplitCount(s string) (string, int) {
	s = strings.TrimSpace(s)
	i := strings.LastIndex(s, " x")
	if i < 0 || strings.Count(s[:i], "\"")%2 != 0 {
		return s, 1
	}
	n, err := strconv.Atoi(s[i+2:])
	if err != nil {
		return s, 1
	}
	if n < 1 || n > 1000 {
		return s, 0
	}
	return strings.TrimSpace(s[:i]), n
}

// quotedPrefix reads a leading quoted string and returns it and the rest.
func quotedPrefix(s string) (string, string, bool) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "\"") {
		return "", s, false
	}
	end := strings.IndexByte(s[1:], '"')
	if end < 0 {
		return "", s, false
	}
	return s[1 : end+1], strings.TrimSpace(s[end+2:]), true
}
