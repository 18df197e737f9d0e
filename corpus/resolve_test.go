package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// editionsWithTiny returns Editions over a data directory holding the
// tiny-cr.txt fixture, imported as edition 2026-02-27.
func editionsWithTiny(t *testing.T) *Editions {
	t.Helper()
	editions := NewEditions(t.TempDir())
	store, err := editions.Store()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Add("tiny-cr.txt", tinyCRFixture(t)); err != nil {
		t.Fatal(err)
	}
	return editions
}

func TestEditionsResolveSeedLatestAndDates(t *testing.T) {
	editions := editionsWithTiny(t)
	tests := []struct{ id, want string }{
		{"", SeedID},
		{SeedID, SeedID},
		{LatestID, "2026-02-27"},
		{"2026-02-27", "2026-02-27"},
	}
	for _, test := range tests {
		edition, err := editions.Load(test.id)
		if err != nil {
			t.Fatalf("Load(%q): %v", test.id, err)
		}
		if edition.ID != test.want {
			t.Errorf("Load(%q).ID = %q, want %q", test.id, edition.ID, test.want)
		}
	}
	if _, err := editions.Load("2001-01-01"); !errors.Is(err, ErrUnknownEdition) {
		t.Errorf("Load(2001-01-01) error = %v, want ErrUnknownEdition", err)
	}
}

func TestEditionsSeedNeedsNoDataDirectory(t *testing.T) {
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	editions := NewEditions(blocked)
	if _, err := editions.Load(SeedID); err != nil {
		t.Errorf("the seed edition needed the data directory: %v", err)
	}
	if _, err := editions.Load(LatestID); err == nil {
		t.Error("Load(latest) over an unusable data directory succeeded")
	}
}

func TestEditionsFileHashIsTheParsedHash(t *testing.T) {
	editions := editionsWithTiny(t)
	edition, err := editions.Load("2026-02-27")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{LatestID, "2026-02-27"} {
		info, err := editions.File(id)
		if err != nil || info == nil {
			t.Fatalf("File(%q) = %v, %v", id, info, err)
		}
		if info.ID != "2026-02-27" || info.Hash != edition.Hash {
			t.Errorf("File(%q) = %s %s, want 2026-02-27 %s", id, info.ID, info.Hash, edition.Hash)
		}
	}
	for _, id := range []string{SeedID, "2001-01-01", "../x"} {
		if info, err := editions.File(id); info != nil || err != nil {
			t.Errorf("File(%q) = %v, %v; want nil, nil", id, info, err)
		}
	}
}

func TestEditionsListSeedFirstThenImports(t *testing.T) {
	rows, err := editionsWithTiny(t).List()
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, row := range rows {
		ids = append(ids, row.ID)
	}
	if !slices.Equal(ids, []string{SeedID, "2026-02-27"}) || !rows[0].Embedded || rows[1].Embedded {
		t.Errorf("List = %+v, want the embedded seed then 2026-02-27", rows)
	}
}

func TestFindRuleNamesNearestAndGlossaryTerms(t *testing.T) {
	edition, err := Seed()
	if err != nil {
		t.Fatal(err)
	}
	if rule, err := edition.FindRule("409.1H"); err != nil || rule.ID != "409.1h" {
		t.Errorf("FindRule(409.1H) = %v, %v; want 409.1h", rule, err)
	}
	_, err = edition.FindRule("409.1z")
	var unknown *UnknownRuleError
	if !errors.As(err, &unknown) || len(unknown.Nearest) == 0 || unknown.Nearest[0] != "409.1i" {
		t.Errorf("FindRule(409.1z) error = %v, want nearest starting 409.1i", err)
	}
}

func TestFindTermSuggestsCloseTerms(t *testing.T) {
	edition := &Edition{ID: "x"}
	for _, term := range []string{"Trample", "Flying"} {
		edition.Glossary = append(edition.Glossary, &GlossaryEntry{Term: term})
	}
	_, err := edition.FindTerm("trampel")
	var unknown *UnknownTermError
	if !errors.As(err, &unknown) || !slices.Equal(unknown.Close, []string{"Trample"}) {
		t.Errorf("FindTerm(trampel) error = %v, want close match Trample", err)
	}
	_, err = (&Edition{ID: "y"}).FindTerm("trample")
	if !errors.As(err, &unknown) || !unknown.NoGlossary {
		t.Errorf("FindTerm in an edition without glossary = %v, want NoGlossary", err)
	}
}
