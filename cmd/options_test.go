package cmd

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// optionsWithTinyEdition returns options whose data directory holds the
// tiny-cr.txt fixture, imported as edition 2026-02-27.
func optionsWithTinyEdition(t *testing.T) *options {
	t.Helper()
	o := newOptions()
	o.dataDir = t.TempDir()
	store, err := o.store()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Add("tiny-cr.txt", tinyCRFixture(t)); err != nil {
		t.Fatal(err)
	}
	return o
}

func TestOptionsEditionResolvesIDs(t *testing.T) {
	o := optionsWithTinyEdition(t)
	tests := []struct {
		id   string
		want string
	}{
		{"", corpus.DefaultID},
		{"seed", corpus.SeedID},
		{"latest", corpus.DefaultID},
		{"2026-02-27", "2026-02-27"},
		{"2026-02", "2026-02-27"},
	}
	for _, test := range tests {
		edition, err := o.edition(test.id)
		if err != nil {
			t.Fatalf("edition(%q): %v", test.id, err)
		}
		if edition.ID != test.want {
			t.Errorf("edition(%q).ID = %q, want %q", test.id, edition.ID, test.want)
		}
	}
}

// TestOptionsDefaultEditionComesFromTheEnvironment: $JUDGE_EDITION names
// the edition read when a command is given none.
func TestOptionsDefaultEditionComesFromTheEnvironment(t *testing.T) {
	t.Setenv(corpus.DefaultEditionEnv, "2026-02")
	o := optionsWithTinyEdition(t)
	edition, err := o.edition("")
	if err != nil {
		t.Fatal(err)
	}
	if edition.ID != "2026-02-27" {
		t.Errorf("edition(\"\") with %s=2026-02 is %s, want 2026-02-27", corpus.DefaultEditionEnv, edition.ID)
	}
}

func TestOptionsBuiltinEditionsNeedNoDataDirectory(t *testing.T) {
	o := newOptions()
	// A file where the directory should be: any use of the store fails.
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	o.dataDir = blocked
	for _, id := range []string{"", "seed", "latest"} {
		if _, err := o.edition(id); err != nil {
			t.Errorf("edition(%q) needed the data directory: %v", id, err)
		}
	}
	if _, err := o.edition("2026-02-27"); err == nil {
		t.Errorf("edition(2026-02-27) with an unusable data directory succeeded")
	}
}

func TestOptionsReuseParsedEditionsAcrossConcurrentLookups(t *testing.T) {
	o := optionsWithTinyEdition(t)
	first, err := o.edition("2026-02")
	if err != nil {
		t.Fatal(err)
	}
	var wait sync.WaitGroup
	for range 8 {
		wait.Go(func() {
			edition, err := o.edition("2026-02-27")
			if err != nil {
				t.Error(err)
				return
			}
			if edition != first {
				t.Error("a later lookup parsed the edition again")
			}
		})
	}
	wait.Wait()
}
