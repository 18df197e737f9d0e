package scenarios

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestFrontMatterFastPathMatchesYAML reads the front matter of every
// built-in scenario, and forms near the plain one, both ways: where the
// fast path takes the text, its tree must be the YAML module's, node for
// node (kind, value, style, line, column).
func TestFrontMatterFastPathMatchesYAML(t *testing.T) {
	var texts []string
	_ = fs.WalkDir(Builtin(), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path.Ext(name) != ".md" {
			return nil
		}
		data, err := fs.ReadFile(Builtin(), name)
		if err != nil {
			t.Fatal(err)
		}
		if rest, ok := bytes.CutPrefix(data, []byte("---\n")); ok {
			if fm, _, ok := bytes.Cut(rest, []byte("\n---\n")); ok {
				texts = append(texts, string(fm)+"\n")
			}
		}
		return nil
	})
	if len(texts) < 100 {
		t.Fatalf("only %d built-in front matters found", len(texts))
	}
	texts = append(texts,
		"rules: [409.1h]\n",
		"rules: 409.1h\n",
		"rules: [409.1h, 409.1f]\nedition: seed\nsource: rule 409.1b (an example), see 409.1/410.2\n",
		"editions:\n  2006-10-01: [300.3]\n  2026-04-17: [500.5, 500.6]\ntitle: Two editions\n",
		"editions:\n  2006-10-01: 300.3\n",
		"rules: [409.1h]\nrules: [409.1f]\n",
		"rules: [409.1h,409.1f]\n",
		"rules: [ 409.1h ]\n",
		"rules: []\n",
		"rules:\n  - 409.1h\n",
		"rules: [409.1h] # the rule\n",
		"title: it's: odd\n",
		"title: a  b\n",
		"title: trailing \n",
		"title: -dash\n",
		"title: null\n",
		"title: true\n",
		"editions:\n  2006-10-01: [300.3]\n    deeper: [1]\n",
		"editions:\n",
		"\nrules: [1]\n",
		"rules: [1]\r\n",
		"rules:\t[1]\n",
		"rules: [1]",
		"title: a: b\n",
		"title: a #b\n",
		"title: a#b, {2} and +1/+1 \"quoted\" — it's “curly” & *starred* | >\n",
		"title: ends:\n",
		"title: a\tb\n",
		"title: a\u2028b\n",
		"title: a\u0085b\n",
		"title: caf\xe9\n",
		"title: x [y] {z}\n",
		"title: 100%\n",
		"title: Hexproof, shroud: neither\n",
		"title: '\"Quoted\": it''s # fine'\n",
		"title: 'unclosed\n",
		"title: 'one ' quote'\n",
		"title: 'trailing'' '\n",
		"title: ''\n",
		"title: 'a' b\n",
		"title: 'tab\there'\n",
	)
	fast := 0
	for _, text := range texts {
		got, ok := plainFrontMatter([]byte(text))
		if !ok {
			continue
		}
		fast++
		var want yaml.Node
		if err := yaml.Unmarshal([]byte(text), &want); err != nil {
			t.Errorf("%q: the fast path reads it, YAML rejects it: %v", text, err)
			continue
		}
		if g, w := dumpNode(got), dumpNode(&want); g != w {
			t.Errorf("%q:\nfast path:\n%s\nYAML:\n%s", text, g, w)
		}
	}
	if fast < len(texts)/2 {
		t.Errorf("the fast path read only %d of %d front matters", fast, len(texts))
	}
}

// dumpNode renders what decodeFrontMatter reads of a node tree.
func dumpNode(n *yaml.Node) string {
	var b strings.Builder
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		fmt.Fprintf(&b, "%s%v %q style=%v at %d:%d\n", strings.Repeat("  ", depth), n.Kind, n.Value, n.Style, n.Line, n.Column)
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(n, 0)
	return b.String()
}

// FuzzFrontMatterFastPath: whatever front matter the fast path reads,
// YAML reads too, to the same node tree.
func FuzzFrontMatterFastPath(f *testing.F) {
	for _, seed := range []string{
		"title: a#b, {2} and +1/+1 — it's\nrules: [409.1h]\n",
		"title: 'it''s: quoted'\neditions:\n  2006-10-01: [300.3]\n",
		"rules: [409.1h, 409.1f]\nedition: seed\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, text []byte) {
		got, ok := plainFrontMatter(text)
		if !ok {
			return
		}
		var want yaml.Node
		if err := yaml.Unmarshal(text, &want); err != nil {
			t.Fatalf("%q: the fast path reads it, YAML rejects it: %v", text, err)
		}
		if g, w := dumpNode(got), dumpNode(&want); g != w {
			t.Fatalf("%q:\nfast path:\n%s\nYAML:\n%s", text, g, w)
		}
	})
}

// TestFrontMatterColonInValueNamesItsLine checks that a plain value
// holding ": " (a title with a colon), which YAML reads as a second
// mapping, is refused at its own file line with what to do about it.
func TestFrontMatterColonInValueNamesItsLine(t *testing.T) {
	body := "\n```scenario\nstate turn 1, alice main1\ndo\n  all pass\nexpect\n  alice life 20\n```\n"
	for _, tc := range []struct{ front, want string }{
		{"title: Cascade into Blaze: X is 0\nrules: [107.3b]", "c.md:2: front matter: mapping values are not allowed in this context: the value of \"title\" holds \": \", so it must be quoted"},
		{"rules: [107.3b]\nsource: probe\ntitle: A: B", "c.md:4: front matter: mapping values are not allowed in this context: the value of \"title\" holds"},
	} {
		_, err := Load("c.md", []byte("---\n"+tc.front+"\n---"+body))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.front, err, tc.want)
		}
	}
	if _, err := Load("c.md", []byte("---\ntitle: \"Cascade into Blaze: X is 0\"\nrules: [107.3b]\n---"+body)); err != nil {
		t.Errorf("a quoted title with a colon: %v", err)
	}
}
