package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
		{"", DefaultID},
		{SeedID, SeedID},
		{"SEED", SeedID},
		{LatestID, DefaultID},
		{"Latest", DefaultID},
		{"2026-02-27", "2026-02-27"},
		{"2026-02", "2026-02-27"},
		{"2026/2", "2026-02-27"},
		{"20260227", "2026-02-27"},
		{" 2026-04 ", DefaultID},
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
	for _, id := range []string{"2001-01-01", "2001", "newest", "2026-13"} {
		if _, err := editions.Load(id); !errors.Is(err, ErrUnknownEdition) {
			t.Errorf("Load(%s) error = %v, want ErrUnknownEdition", id, err)
		}
	}
	var ambiguous *AmbiguousEditionError
	if _, err := editions.Load("2026"); !errors.As(err, &ambiguous) || !slices.Equal(ambiguous.Matches, []string{"2026-02-27", DefaultID}) {
		t.Errorf("Load(2026) error = %v, want the two editions of 2026 named", err)
	}
}

func TestEditionsDefaultIsSetByName(t *testing.T) {
	editions := editionsWithTiny(t).WithDefault("2026-02")
	edition, err := editions.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if edition.ID != "2026-02-27" {
		t.Errorf("default edition %s, want 2026-02-27", edition.ID)
	}
	_, err = editionsWithTiny(t).WithDefault("1999").Load("")
	if !errors.Is(err, ErrUnknownEdition) || !strings.Contains(err.Error(), DefaultEditionEnv) {
		t.Errorf("an unknown default: %v, want ErrUnknownEdition naming %s", err, DefaultEditionEnv)
	}
}

func TestUnknownDateSaysHowToImport(t *testing.T) {
	_, err := editionsWithTiny(t).Load("2022-10-07")
	if err == nil || !strings.Contains(err.Error(), "judge corpus add FILE") {
		t.Errorf("Load(2022-10-07) = %v, want how to import it", err)
	}
}

func TestBuiltinEditionsNeedNoDataDirectory(t *testing.T) {
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	editions := NewEditions(blocked)
	for _, id := range []string{SeedID, "", LatestID, DefaultID, "2026"} {
		if _, err := editions.Load(id); err != nil {
			t.Errorf("Load(%q) needed the data directory: %v", id, err)
		}
	}
	if info, err := editions.File(""); err != nil || info == nil || info.Hash == "" || !info.BuiltIn {
		t.Errorf("File(\"\") over no data directory = %+v, %v; want the built-in edition's manifest", info, err)
	}
	if _, err := editions.Load("2026-02-27"); err == nil {
		t.Error("Load(2026-02-27) over an unusable data directory succeeded")
	}
}

func TestEditionsFileHashIsTheParsedHash(t *testing.T) {
	editions := editionsWithTiny(t)
	edition, err := editions.Load("2026-02-27")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"2026-02", "2026-02-27"} {
		info, err := editions.File(id)
		if err != nil || info == nil {
			t.Fatalf("File(%q) = %v, %v", id, info, err)
		}
		if info.ID != "2026-02-27" || info.Hash != edition.Hash {
			t.Errorf("File(%q) = %s %s, want 2026-02-27 %s", id, info.ID, info.Hash, edition.Hash)
		}
	}
	if info, err := editions.File(SeedID); info != nil || err != nil {
		t.Errorf("File(seed) = %v, %v; want nil, nil", info, err)
	}
	for _, id := range []string{"2001-01-01", "../x"} {
		if info, err := editions.File(id); info != nil || !errors.Is(err, ErrUnknownEdition) {
			t.Errorf("File(%q) = %v, %v; want an unknown edition", id, info, err)
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
	if !slices.Equal(ids, []string{SeedID, "2026-02-27", DefaultID}) || !rows[0].Embedded || rows[1].Embedded ||
		!rows[2].Embedded || !rows[2].Default || rows[0].Default || rows[1].Default {
		t.Errorf("List = %+v, want the embedded seed, 2026-02-27, then the built-in default", rows)
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
