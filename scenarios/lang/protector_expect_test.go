package lang

import (
	"strings"
	"testing"
)

// TestProtectorExpectationNamesAPlayer checks that "protected by" names a
// player of the scenario or nobody, refused at its line otherwise.
func TestProtectorExpectationNamesAPlayer(t *testing.T) {
	const head = "players alice, bob\n\ncard \"Invasion of Example\" {2}{R} battle — Siege 5\n\nstate turn 1, alice main1\n  alice battlefield: Invasion of Example protected by bob\n\nexpect\n"
	for _, who := range []string{"bob", "nobody"} {
		if _, err := ParseProgram("t.md", 1, head+"  \"Invasion of Example\" protected by "+who+"\n", nil); err != nil {
			t.Errorf("protected by %s: %v", who, err)
		}
	}
	_, err := ParseProgram("t.md", 1, head+"  \"Invasion of Example\" protected by carol\n", nil)
	if err == nil || !strings.Contains(err.Error(), `unknown player "carol"`) || !strings.Contains(err.Error(), "t.md:") {
		t.Errorf("protected by carol: got %v, want an unknown-player error at its line", err)
	}
}
