package scenarios

import (
	"regexp"
	"testing"

	"github.com/judgekit/judge/rulings"
)

// TestEveryKeywordHasTwoScenarios requires at least two built-in
// scenarios about each keyword ability: those of rule 502 of the reference
// edition and those of 702 that later editions brought. Their rules: lists
// name the keyword's rule or one of its subrules (one where the rule
// decides the outcome, one at its edge).
func TestEveryKeywordHasTwoScenarios(t *testing.T) {
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range rulings.Keywords() {
		want := 2
		about := regexp.MustCompile(`^` + regexp.QuoteMeta(k.Rule) + `[a-z]?$`)
		var ids []string
		for _, s := range all {
			for _, r := range s.Rules {
				if about.MatchString(r) {
					ids = append(ids, s.ID)
					break
				}
			}
		}
		if len(ids) < want {
			t.Errorf("%s (%s): %d built-in scenario(s) %v, want at least %d", k.Name, k.Rule, len(ids), ids, want)
		}
	}
}

// TestBuiltinScenarioIDsAreUnique checks IDs across the seed and keyword
// folders, which are loaded separately.
func TestBuiltinScenarioIDsAreUnique(t *testing.T) {
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, s := range all {
		if other, ok := seen[s.ID]; ok {
			t.Errorf("scenario ID %s is used by %s and %s", s.ID, other, s.File)
		}
		seen[s.ID] = s.File
	}
}
