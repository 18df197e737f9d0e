package cmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// Every command a judge runs answers --json, so scripts never parse text.
func TestEveryCommandHasAJSONFlag(t *testing.T) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if !c.Runnable() || c.Hidden || c.Name() == "help" || c.Name() == "completion" || (c.Parent() != nil && c.Parent().Name() == "completion") {
			return
		}
		if c.Flags().Lookup("json") == nil {
			t.Errorf("%s has no --json flag", c.CommandPath())
		}
	}
	walk(NewRoot())
}

func TestErrorsUnderJSONAreOneObjectWithACode(t *testing.T) {
	tests := []struct {
		args []string
		code string
	}{
		{[]string{"rule", "--json"}, "usage"},
		{[]string{"rule", "999.9z", "--json"}, "unknown_rule"},
		{[]string{"glossary", "mana burm", "--json", "--edition", "seed"}, "unknown_term"},
		{[]string{"rule", "100.1", "--json", "--edition", "1999-01-01", "--data-dir", t.TempDir()}, "unknown_edition"},
		{[]string{"corpus", "check", "no-such-file.txt", "--json"}, "not_found"},
		{[]string{"version", "--bogus", "--json"}, "usage"},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		if code := Main(tc.args, nil, &stdout, &stderr); code != 1 {
			t.Errorf("%v: exit %d, want 1", tc.args, code)
		}
		var got errorOutput
		decoder := json.NewDecoder(&stderr)
		decoder.DisallowUnknownFields()
		if err := decoder.Decode(&got); err != nil {
			t.Errorf("%v: stderr is not one JSON error object: %v", tc.args, err)
			continue
		}
		if got.Code != tc.code || got.Message == "" || decoder.More() {
			t.Errorf("%v: error = %+v, want code %s", tc.args, got, tc.code)
		}
	}
}

func TestEveryErrorLineHasOnePrefix(t *testing.T) {
	tests := []struct{ err, want string }{
		{"judge search wants a query", "judge: search wants a query\n"},
		{"judge: judge: twice", "judge: twice\n"},
		{"first line\nsecond line", "judge: first line\njudge: second line\n"},
		{"judgement day", "judge: judgement day\n"},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		writeError(&out, errors.New(tc.err), false)
		if out.String() != tc.want {
			t.Errorf("writeError(%q) = %q, want %q", tc.err, out.String(), tc.want)
		}
	}
	code, _, stderr := runJudge(t, "corpus", "diff")
	if code != 1 || strings.Count(stderr, "judge") != 1 {
		t.Errorf("corpus diff without arguments: exit %d, %q; want one judge: prefix", code, stderr)
	}
}
