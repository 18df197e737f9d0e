package lang

import (
	"strings"
	"testing"
	"testing/fstest"
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

// TestLibrarySharesBlockCards checks that blocks parsed with one card
// library share a card written with the same lines at other places, that
// a keyword action an edition lacks is refused there though another
// edition read the card first, and that a card making the script's
// answers name cards does so when taken from the library as well.
func TestLibrarySharesBlockCards(t *testing.T) {
	lib, err := LoadCardLibrary(fstest.MapFS{"basic.cards": {Data: []byte("card \"Forest\" basic land — Forest\n")}})
	if err != nil {
		t.Fatal(err)
	}
	const bear = "card \"Bear\" {1}{G} creature — Bear 2/2\nstate turn 1, alice main1\n"
	first, err := ParseProgramUnder("a.md", 1, bear, lib, "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	second, err := ParseProgramUnder("b.md", 40, "# another file\n"+bear, lib, "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	if first.cards["Bear"] != second.cards["Bear"] {
		t.Errorf("a card two blocks define with the same lines was read twice")
	}

	const action = "card \"Scout\" {G} sorcery\n  Proliferate.\nstate turn 1, alice main1\n"
	if _, err := ParseProgramUnder("a.md", 1, action, lib, "2026-04-17"); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseProgramUnder("b.md", 1, action, lib, "2006-10-01"); err == nil || !strings.Contains(err.Error(), "proliferate") {
		t.Errorf("proliferate under 2006-10-01 after 2026-04-17: err = %v, want a refusal naming it", err)
	}

	const naming = "card \"Ban\" {2}{B} sorcery\n  effect you choose an artifact card name; destroy all artifacts with the chosen name\n" +
		"card \"Ornithopter\" {0} artifact creature — Thopter 0/2\n  flying\n" +
		"state turn 1, alice main1\n  alice hand: Ban\ndo\n  alice chooses \"Forest\"\n"
	for _, file := range []string{"a.md", "b.md"} {
		p, err := ParseProgramUnder(file, 1, naming, lib, "2026-04-17")
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := p.cards["Forest"]; !ok {
			t.Errorf("%s: the answer naming Forest was not looked up as a card", file)
		}
	}
}
