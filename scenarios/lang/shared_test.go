package lang

import (
	"strings"
	"testing"
)

// TestSharedCardsAcrossEditions checks that parsing one block under two
// editions with a Shared reads a card the editions read alike once, and
// reads again a card whose keyword one edition lacks, so that edition
// still refuses it.
func TestSharedCardsAcrossEditions(t *testing.T) {
	const plain = "card \"Bear\" {1}{G} creature — Bear 2/2\nstate turn 1, alice main1\n"
	shared := NewShared()
	first, err := ParseProgramShared("p.md", 1, plain, nil, "2026-04-17", shared)
	if err != nil {
		t.Fatal(err)
	}
	second, err := ParseProgramShared("p.md", 1, plain, nil, "2006-10-01", shared)
	if err != nil {
		t.Fatal(err)
	}
	if first.cards["Bear"] != second.cards["Bear"] {
		t.Errorf("a card both editions read alike was read twice")
	}
	alone, err := ParseProgramUnder("p.md", 1, plain, nil, "2006-10-01")
	if err != nil {
		t.Fatal(err)
	}
	if alone.cards["Bear"] == second.cards["Bear"] {
		t.Errorf("a parse without a Shared took a card from another parse")
	}

	const keyword = "card \"Snake\" {G} creature — Snake 1/1\n  deathtouch\nstate turn 1, alice main1\n"
	shared = NewShared()
	if _, err := ParseProgramShared("p.md", 1, keyword, nil, "2026-04-17", shared); err != nil {
		t.Fatal(err)
	}
	_, err = ParseProgramShared("p.md", 1, keyword, nil, "2006-10-01", shared)
	_, want := ParseProgramUnder("p.md", 1, keyword, nil, "2006-10-01")
	if want == nil {
		t.Fatal("2006-10-01 reads deathtouch: the test needs a keyword it lacks")
	}
	if err == nil || !strings.Contains(err.Error(), "deathtouch") {
		t.Errorf("under 2006-10-01 after 2026-04-17: err = %v, want %v", err, want)
	}
}
