package cmd

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
	"github.com/judgekit/judge/scenarios"
)

// The keyword scenarios cite the complete 2006-10-01 rules: once that
// edition is imported, its rules list them.
func TestRuleOfTheCompleteEditionListsItsScenarios(t *testing.T) {
	source := corpustest.EditionPath(t, "cr-2006-10-01.txt")
	dataDir := t.TempDir()
	if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", source); code != 0 {
		t.Fatalf("corpus add: exit %d: %s", code, stderr)
	}
	tests := []struct {
		edition, rule string
		want          string // a scenario ID that must be listed
	}{
		{"2006-10-01", "502.2b", "first-strike"},
		{"2006-10-01", "502.27a", "amplify-no-shared-type"},
	}
	for _, tc := range tests {
		code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "rule", tc.rule, "--edition", tc.edition, "--json")
		if code != 0 {
			t.Fatalf("rule %s --edition %s: exit %d: %s", tc.rule, tc.edition, code, stderr)
		}
		var got scenarios.RuleOutput
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, s := range got.Scenarios {
			ids = append(ids, s.ID)
			if !s.Passed || s.Step == nil || s.Step.Rule != tc.rule {
				t.Errorf("rule %s of %s lists %+v, want a pass with the step citing the rule", tc.rule, tc.edition, s)
			}
		}
		joined := " " + strings.Join(ids, " ") + " "
		if !strings.Contains(joined, " "+tc.want+" ") {
			t.Errorf("rule %s of %s lists %v, want %q", tc.rule, tc.edition, ids, tc.want)
		}
	}
}
