package lang

import (
	"strings"
	"testing"
)

// TestShortcutBlockErrors checks that a shortcut block the engine can't
// play is refused at the line that is wrong.
func TestShortcutBlockErrors(t *testing.T) {
	const head = "card \"Grizzly Bears\" {1}{G} creature — Bear 2/2\n  activated {T}: you gain 1 life\n\nstate turn 1, alice main1\n  alice in play: Grizzly Bears\n\ndo\n  alice proposes a shortcut\n"
	for _, tc := range []struct{ body, want string }{
		{"", "a shortcut block holds the sequence proposed"},
		{"    repeat 0 times: alice activates \"Grizzly Bears\"\n", "with N from 1 to 1000"},
		{"    repeat 3 times: bob activates \"Grizzly Bears\"\n", "a shortcut repeats an ability alice activates"},
		{"    all pass until bob has priority in the teatime step\n", "expected \"PLAYER has priority in the STEP step\""},
		{"    all pass until bob has priority in the end step\n    bob declines\n", "expected \"bob accepts\""},
		{"    wait a bit\n", "expected the sequence proposed"},
	} {
		_, err := ParseProgram("t.md", 1, head+tc.body, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error saying %q", tc.body, err, tc.want)
		}
	}
	if _, err := ParseProgram("t.md", 1, head+"    all pass until bob has priority in the end step\n    bob shortens it: bob has priority in the beginning of combat step\n", nil); err != nil {
		t.Errorf("a shortened Go: %v", err)
	}
}
