package scenarios

import (
	"slices"
	"testing"
)

func TestStatedOutcomeListsTheExpectSectionForTheEdition(t *testing.T) {
	program := `state turn 1, alice main1
expect
  # a comment is not an outcome
  bob life 18
  under 2026-04-17
    alice life 20
  under 2006-10-01
    alice life 19
do
  alice passes
`
	if got, want := StatedOutcome(program, "2026-04-17"), []string{"bob life 18", "alice life 20"}; !slices.Equal(got, want) {
		t.Errorf("StatedOutcome under 2026-04-17 = %q, want %q", got, want)
	}
	if got, want := StatedOutcome(program, "seed"), []string{"bob life 18", "alice life 19"}; !slices.Equal(got, want) {
		t.Errorf("StatedOutcome under seed = %q, want %q", got, want)
	}
	if got := StatedOutcome("expect\n\tbob life 1", "seed"); got != nil {
		t.Errorf("StatedOutcome of an unreadable program = %q, want none", got)
	}
}
