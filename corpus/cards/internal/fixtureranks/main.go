// Command fixtureranks gives the cards of the test fixture
// (corpus/cards/testdata/oracle-cards.json) a popularity rank in
// Scryfall's "edhrec_rank" field, so that lookups by part of a name choose
// among the fixture's cards as they choose among real data.
//
// The fixture cannot carry EDHREC's ranks: they were not at hand when it
// was written, and a number made up to look like one would state what
// nobody measured. The rank written here is measured in this repository
// instead: the cards are ordered by how many built-in scenario and card
// library files (scenarios/**/*.md, scenarios/**/*.cards) name them (the
// whole name or a face's, as a whole word), most first, ties by name; a
// card no file names is left unranked. The fixture's README says so.
//
// Run from the module root:
//
//	go run ./corpus/cards/internal/fixtureranks
package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

const fixture = "corpus/cards/testdata/oracle-cards.json"

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "fixtureranks:", err)
		os.Exit(1)
	}
}

type card struct {
	Name  string `json:"name"`
	Faces []struct {
		Name string `json:"name"`
	} `json:"card_faces"`
}

func run() error {
	data, err := os.ReadFile(fixture)
	if err != nil {
		return err
	}
	texts, err := scenarioTexts("scenarios")
	if err != nil {
		return err
	}
	lines := bytes.Split(data, []byte("\n"))
	type ranked struct {
		line, uses int
		name       string
	}
	var cards []ranked
	for i, line := range lines {
		line = bytes.TrimSuffix(bytes.TrimSpace(line), []byte(","))
		if !bytes.HasPrefix(line, []byte("{")) {
			continue
		}
		var c card
		if err := json.Unmarshal(line, &c); err != nil {
			return fmt.Errorf("%s line %d: %w (the fixture holds one card a line)", fixture, i+1, err)
		}
		names := []string{c.Name}
		for _, f := range c.Faces {
			names = append(names, f.Name)
		}
		cards = append(cards, ranked{line: i, uses: uses(texts, names), name: c.Name})
	}
	order := slices.Clone(cards)
	slices.SortStableFunc(order, func(a, b ranked) int {
		if a.uses != b.uses {
			return cmp.Compare(b.uses, a.uses)
		}
		return cmp.Compare(a.name, b.name)
	})
	rank := map[int]int{}
	for i, c := range order {
		if c.uses > 0 {
			rank[c.line] = i + 1
		}
	}
	old := regexp.MustCompile(`, "edhrec_rank": [0-9]+`)
	for _, c := range cards {
		line := old.ReplaceAll(lines[c.line], nil)
		if r, ok := rank[c.line]; ok {
			end := bytes.LastIndexByte(line, '}')
			line = slices.Concat(line[:end], []byte(fmt.Sprintf(`, "edhrec_rank": %d`, r)), line[end:])
		}
		lines[c.line] = line
	}
	return os.WriteFile(fixture, bytes.Join(lines, []byte("\n")), 0o644)
}

// scenarioTexts reads every scenario and card library file under dir.
func scenarioTexts(dir string) ([]string, error) {
	var texts []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if ext := filepath.Ext(path); ext != ".md" && ext != ".cards" || strings.Contains(path, "testdata") {
			return nil
		}
		data, err := os.ReadFile(path)
		texts = append(texts, string(data))
		return err
	})
	return texts, err
}

// uses counts the texts naming any of names as whole words.
func uses(texts, names []string) int {
	var alts []string
	for _, n := range names {
		alts = append(alts, regexp.QuoteMeta(n))
	}
	re := regexp.MustCompile(`(^|[^\pL\pN])(` + strings.Join(alts, "|") + `)($|[^\pL\pN])`)
	n := 0
	for _, t := range texts {
		if re.MatchString(t) {
			n++
		}
	}
	return n
}
