package corpus

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse feeds arbitrary bytes to Parse and to the fragment parser. It
// checks that nothing panics and that whatever parses is self-consistent:
// every rule is found by its own ID, parents and children agree, and the
// edition survives a JSON round trip.
func FuzzParse(f *testing.F) {
	seeds := []string{
		miniCR,
		seedLike,
		"These rules are effective as of April 17, 2026.\r\r\n\r\r\n100. General\r\r\n100.1. A rule.\r\r\n",
		"These rules are current as of February 1, 2008\r100. General\r\r100.1a Subrule \x93quoted\x94 \x96 see rules 100.1b-i.\r",
		"Contents\n1. Game\n100. General\nGlossary\nCredits\n1. Game\n100. General\n100.1. Text.\nGlossary\nTerm\n1. One.\n2. Two.\nCredits\n",
		"901.4.All plane cards. See rules 306-311, 409.1a-409.1h, 212.4d-k and 119.7–8 and section 5.\n",
		"Example: orphan\n999.9999z. x\n100.\n1. \n100.1.\n",
		"See rule 100-999 and rules 100.1-9999 and 100.1a-z.\n100. A\n100.1a-b\n",
	}
	for _, seed := range seeds {
		f.Add([]byte(seed))
	}
	// The real-file shapes the damage checks read: a contents title unlike
	// the body's, numbers printed with a stray space.
	for _, name := range []string{"contents-title-differs.txt", "stray-space.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if edition, err := Parse("fuzz.txt", data); err == nil {
			checkConsistent(t, edition)
		}
		edition, err := parseText("fuzz.txt", string(data), parseOptions{fragment: true})
		if err != nil {
			t.Fatalf("fragment parse failed: %v", err)
		}
		checkConsistent(t, edition)
	})
}

// checkConsistent asserts the invariants every parsed edition keeps.
func checkConsistent(t *testing.T, edition *Edition) {
	t.Helper()
	for _, rule := range edition.Rules {
		found, ok := edition.Rule(rule.ID)
		if !ok {
			t.Fatalf("rule %q not found by its own ID", rule.ID)
		}
		if found != rule {
			continue // a later duplicate is reported, the first one wins
		}
		if rule.Parent != "" {
			parent, ok := edition.Rule(rule.Parent)
			if !ok {
				t.Fatalf("rule %s has unknown parent %s", rule.ID, rule.Parent)
			}
			if !containsString(parent.Children, rule.ID) {
				t.Fatalf("parent %s does not list child %s", parent.ID, rule.ID)
			}
		}
		for _, ref := range rule.Refs {
			if _, defined := edition.Rule(ref.ID); defined == ref.Outside {
				t.Fatalf("rule %s ref %s Outside=%v but defined=%v", rule.ID, ref.ID, ref.Outside, defined)
			}
		}
	}
	report := edition.Check()
	if report.Sections+report.Headings+report.Rules+report.Subrules != len(edition.Rules) {
		t.Fatalf("report counts %+v do not add up to %d rules", report, len(edition.Rules))
	}
	data, err := json.Marshal(edition)
	if err != nil {
		t.Fatal(err)
	}
	var decoded Edition
	if err := json.Unmarshal(data, &decoded); err != nil {
		t.Fatal(err)
	}
	if len(decoded.Rules) != len(edition.Rules) {
		t.Fatalf("JSON round trip kept %d of %d rules", len(decoded.Rules), len(edition.Rules))
	}
}

func containsString(list []string, s string) bool {
	for _, item := range list {
		if item == s {
			return true
		}
	}
	return false
}
