package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// TestBuiltinManifestDescribesItsFile checks each built-in edition's
// manifest against its embedded bytes: the hash, size and counts an import
// of the file would record. Refresh the manifests with
// `go test ./corpus -run TestBuiltinManifestDescribesItsFile -update`.
func TestBuiltinManifestDescribesItsFile(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("builtin", "*.txt"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no built-in editions: %v", err)
	}
	for _, name := range names {
		id := strings.TrimSuffix(filepath.Base(name), ".txt")
		t.Run(id, func(t *testing.T) {
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			edition, err := Parse(name, data)
			if err != nil {
				t.Fatal(err)
			}
			if edition.Effective != id {
				t.Fatalf("%s is effective %s, not the date it is named by", name, edition.Effective)
			}
			report := edition.Check()
			if err := report.Complete(); err != nil {
				t.Fatalf("a built-in edition must be complete: %v", err)
			}
			sum := sha256.Sum256(data)
			want := Manifest{
				Format: ManifestFormat, Effective: id, Size: int64(len(data)),
				Hash: hex.EncodeToString(sum[:]), Counts: countsOf(report), Source: "built in",
			}
			path := strings.TrimSuffix(name, ".txt") + ".json"
			if *update {
				encoded, err := json.MarshalIndent(want, "", "  ")
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, append(encoded, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			recorded, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ReadManifest(recorded)
			if err != nil {
				t.Fatal(err)
			}
			if got.Hash != want.Hash || got.Size != want.Size || got.Counts != want.Counts {
				t.Errorf("%s says hash %s, size %d, counts %+v; the file has %s, %d, %+v (rerun with -update)",
					path, got.Hash, got.Size, got.Counts, want.Hash, want.Size, want.Counts)
			}
		})
	}
}

// TestBuiltinEditionIsTheSharedFile checks that the built-in 2026 edition
// is the shared corpus's file byte for byte, so importing that file finds
// it already there.
func TestBuiltinEditionIsTheSharedFile(t *testing.T) {
	shared := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	builtin, err := BuiltinText(DefaultID)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(shared, builtin) {
		t.Fatalf("built-in %s differs from the shared cr-2026-04-17.txt", DefaultID)
	}
}

// TestLoadBuiltinNeedsNoDataDirectory loads the default edition with no
// store at all: a fresh install answers out of the box.
func TestLoadBuiltinNeedsNoDataDirectory(t *testing.T) {
	edition, err := LoadBuiltin(DefaultID)
	if err != nil {
		t.Fatal(err)
	}
	if edition.ID != DefaultID || edition.Effective != DefaultID {
		t.Fatalf("loaded %s (effective %s), want %s", edition.ID, edition.Effective, DefaultID)
	}
	if _, err := edition.FindRule("702.19"); err != nil {
		t.Fatalf("the default edition lacks trample: %v", err)
	}
	if !IsBuiltin(DefaultID) || IsBuiltin(SeedID) || IsBuiltin("2006-10-01") {
		t.Fatalf("IsBuiltin: %s %v, seed %v, 2006-10-01 %v", DefaultID, IsBuiltin(DefaultID), IsBuiltin(SeedID), IsBuiltin("2006-10-01"))
	}
	if _, err := LoadBuiltin("2006-10-01"); !errors.Is(err, ErrUnknownEdition) {
		t.Fatalf("LoadBuiltin(2006-10-01) = %v, want an unknown edition", err)
	}
}
