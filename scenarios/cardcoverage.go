package scenarios

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/scenarios/lang"
)

// CardCoverage is how much of a set of real cards the engine reads: a
// card is read when the engine can play every line of its Oracle text
// under the edition.
type CardCoverage struct {
	// Edition is the edition the cards were read under.
	Edition string `json:"edition"`
	// Cards is how many cards were read, Read how many of them wholly;
	// Share is Read / Cards.
	Cards int     `json:"cards"`
	Read  int     `json:"read"`
	Share float64 `json:"share"`
	// Lines is how many Oracle lines the cards the engine could hold
	// have, LinesRead how many of them it reads.
	Lines     int `json:"lines"`
	LinesRead int `json:"lines_read"`
	// ByType and ByKeyword are the same counts for the cards of each card
	// type and of each keyword Scryfall lists, most cards first.
	ByType    []CoverageGroup `json:"by_type"`
	ByKeyword []CoverageGroup `json:"by_keyword"`
	// Unread are the lines most often unreadable, normalised (the card's
	// own name is CARDNAME), most cards first.
	Unread []UnreadLineCount `json:"unread_lines"`
	// Refused are the reasons the engine could not hold a card at all
	// (its layout, its printed numbers), most cards first.
	Refused []UnreadLineCount `json:"refused_cards"`
}

// CoverageGroup is the count of the cards of one type or keyword.
type CoverageGroup struct {
	Name  string  `json:"name"`
	Cards int     `json:"cards"`
	Read  int     `json:"read"`
	Share float64 `json:"share"`
}

// UnreadLineCount is one normalised unreadable line (or reason a card
// was refused whole), how many cards have it, one of them, and the
// reader's reason for it.
type UnreadLineCount struct {
	Line    string `json:"line"`
	Cards   int    `json:"cards"`
	Example string `json:"example"`
	Why     string `json:"why"`
}

// cardTypes are the card types a card is counted under (205.2a of 2026).
var cardTypes = []string{"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal"}

// MeasureCardCoverage reads every card each gives under edition ("" is
// DefaultEdition) and counts what the engine reads, listing the top
// unreadable lines (all when top is 0 or less).
func MeasureCardCoverage(each func(func(*cards.Card) error) error, edition string, top int) (*CardCoverage, error) {
	if edition == "" {
		edition = DefaultEdition
	}
	cov := &CardCoverage{Edition: edition}
	byType := map[string]*CoverageGroup{}
	byKeyword := map[string]*CoverageGroup{}
	unread := map[string]*UnreadLineCount{}
	refused := map[string]*UnreadLineCount{}
	count := func(groups map[string]*CoverageGroup, name string, read bool) {
		g := groups[name]
		if g == nil {
			g = &CoverageGroup{Name: name}
			groups[name] = g
		}
		g.Cards++
		if read {
			g.Read++
		}
	}
	tally := func(m map[string]*UnreadLineCount, line, card, why string) {
		u := m[line]
		if u == nil {
			u = &UnreadLineCount{Line: line, Example: card, Why: why}
			m[line] = u
		}
		u.Cards++
	}
	err := each(func(c *cards.Card) error {
		printed := Printed(c)
		lines, err := lang.UnreadLines(printed, edition)
		read := err == nil && len(lines) == 0
		cov.Cards++
		if read {
			cov.Read++
		}
		if err != nil {
			why := strings.TrimPrefix(err.Error(), fmt.Sprintf("card %q: ", c.Name))
			tally(refused, normaliseLine(why, c), c.Name, why)
		} else {
			total := 0
			for _, f := range printed.Faces {
				total += len(lang.OracleLines(f.OracleText))
			}
			cov.Lines += total
			cov.LinesRead += total - len(lines)
			seen := map[string]bool{}
			for _, l := range lines {
				norm := normaliseLine(l.Line, c)
				if !seen[norm] {
					seen[norm] = true
					tally(unread, norm, c.Name, l.Why)
				}
			}
		}
		for _, t := range typesOf(c) {
			count(byType, t, read)
		}
		for _, k := range c.Keywords {
			count(byKeyword, k, read)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	cov.Share = share(cov.Read, cov.Cards)
	cov.ByType = groups(byType)
	cov.ByKeyword = groups(byKeyword)
	cov.Unread = mostCards(unread, top)
	cov.Refused = mostCards(refused, 0)
	return cov, nil
}

func share(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// typesOf returns the card types of a card's faces, each once.
func typesOf(c *cards.Card) []string {
	lines := []string{c.TypeLine}
	for _, f := range c.Faces {
		lines = append(lines, f.TypeLine)
	}
	var out []string
	for _, l := range lines {
		for _, face := range strings.Split(l, "//") {
			before, _, _ := strings.Cut(face, "—")
			for _, w := range strings.Fields(before) {
				if slices.Contains(cardTypes, w) && !slices.Contains(out, w) {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

func groups(m map[string]*CoverageGroup) []CoverageGroup {
	out := make([]CoverageGroup, 0, len(m))
	for _, g := range m {
		g.Share = share(g.Read, g.Cards)
		out = append(out, *g)
	}
	slices.SortFunc(out, func(a, b CoverageGroup) int {
		return cmp.Or(cmp.Compare(b.Cards, a.Cards), strings.Compare(a.Name, b.Name))
	})
	return out
}

func mostCards(m map[string]*UnreadLineCount, top int) []UnreadLineCount {
	out := make([]UnreadLineCount, 0, len(m))
	for _, u := range m {
		out = append(out, *u)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Cards != out[j].Cards {
			return out[i].Cards > out[j].Cards
		}
		return out[i].Line < out[j].Line
	})
	if top > 0 && len(out) > top {
		out = out[:top]
	}
	return out
}

// normaliseLine replaces a card's own names in a line with CARDNAME: its
// whole name, each face's, and the short name a legendary card calls
// itself by ("Ragavan" of "Ragavan, Nimble Pilferer"), longest first.
// Numbers are kept.
func normaliseLine(line string, c *cards.Card) string {
	names := []string{c.Name}
	for _, f := range c.Faces {
		names = append(names, f.Name)
	}
	for _, n := range slices.Clone(names) {
		if short, _, ok := strings.Cut(n, ", "); ok {
			names = append(names, short)
		}
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	var alts []string
	for _, n := range names {
		if n != "" {
			alts = append(alts, regexp.QuoteMeta(n))
		}
	}
	if len(alts) == 0 {
		return line
	}
	re := regexp.MustCompile(`\b(?:` + strings.Join(alts, "|") + `)\b`)
	return re.ReplaceAllString(line, "CARDNAME")
}
