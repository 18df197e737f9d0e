package corpus

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzReadManifest feeds arbitrary bytes to the manifest reader: it must
// never panic, and whatever it accepts must be a manifest it would write
// the same way again.
func FuzzReadManifest(f *testing.F) {
	good, err := json.Marshal(Manifest{
		Format: ManifestFormat, Effective: "2026-04-17", Size: 980384,
		Hash:   "3e42bdb44e887efc6c4faef44e7092fd0e435c7836872b1cb1eb93207e775f24",
		Counts: Counts{Sections: 9, Headings: 147, Rules: 1165, Subrules: 1973, Glossary: 730},
	})
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		string(good),
		`{"format": 1, "effective": "99999-04-17"}`,
		`{"format": 1, "effective": "2026-02-30", "hash": "` + string(bytes.Repeat([]byte("a"), 64)) + `"}`,
		`{"format": 2}`, `{}`, `null`, `[]`, `{"format": 1} {"format": 1}`, "",
		`{"format": 1, "effective": "2026-04-17", "size": -1}`,
		`{"format": 1, "effective": "2026-04-17", "counts": {"rules": -5}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ReadManifest(data)
		if err != nil {
			if !errors.Is(err, ErrBadManifest) {
				t.Fatalf("error %v does not match ErrBadManifest", err)
			}
			return
		}
		again, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ReadManifest(again)
		if err != nil || !reflect.DeepEqual(back.Counts, m.Counts) || back.Hash != m.Hash || back.Effective != m.Effective {
			t.Fatalf("accepted manifest %+v does not survive a rewrite: %+v, %v", m, back, err)
		}
	})
}

// FuzzImportDamagedEdition imports a whole small edition cut at one place
// and with some bytes flipped into a store that holds the good copy. A
// refused import must leave every stored byte as it was; a file cut before
// its Credits must be refused; an accepted one must be stored byte for
// byte and pass the self-check. Nothing may panic.
func FuzzImportDamagedEdition(f *testing.F) {
	good := tinyCR(effectiveLine("April 17, 2026"), "")
	f.Add(uint32(len(good)), []byte{})
	f.Add(uint32(len(good)/2), []byte{})
	f.Add(uint32(bytes.LastIndex(good, []byte("Credits"))+3), []byte{})
	f.Add(uint32(len(good)), []byte{0x10, 0, 0x01})
	f.Add(uint32(len(good)), []byte{0x01, 0x90, 0x04, 0x02, 0x10, 0x08})
	dir := f.TempDir()
	store, err := OpenStore(dir)
	if err != nil {
		f.Fatal(err)
	}
	store.builtins = nil // the small good copy takes the built-in edition's date
	if _, err := store.Import("good.txt", good, ImportOptions{Now: testNow}); err != nil {
		f.Fatal(err)
	}
	editions := filepath.Join(dir, "editions")
	before := snapshotDir(f, editions)
	credits := bytes.LastIndex(good, []byte("\r\nCredits"))
	f.Fuzz(func(t *testing.T, cut uint32, flips []byte) {
		data := bytes.Clone(good[:min(int(cut), len(good))])
		// flips are (position high, position low, xor mask) triples.
		for i := 0; i+2 < len(flips) && len(data) > 0; i += 3 {
			at := (int(flips[i])<<8 | int(flips[i+1])) % len(data)
			data[at] ^= flips[i+2]
		}
		result, err := store.Import("damaged.txt", data, ImportOptions{Now: testNow})
		if err != nil {
			if after := snapshotDir(t, editions); !reflect.DeepEqual(after, before) {
				t.Fatalf("refused import (%v) changed the store", err)
			}
			return
		}
		defer func() {
			// Put the store back as it was for the next input.
			if result.Edition.ID != "2026-04-17" {
				if err := store.Remove(result.Edition.ID); err != nil {
					t.Fatal(err)
				}
			}
		}()
		if len(flips) < 3 && int(cut) < credits {
			t.Fatalf("a file cut at %d, before its Credits at %d, was imported", cut, credits)
		}
		if err := result.Report.Complete(); err != nil {
			t.Fatalf("imported a file failing the self-check: %v", err)
		}
		stored, err := os.ReadFile(store.Path(result.Edition.ID))
		if err != nil || !bytes.Equal(stored, data) {
			t.Fatalf("stored file differs from the import (%v)", err)
		}
		if result.Edition.ID == "2026-04-17" && !result.Unchanged {
			t.Fatalf("a different file replaced the stored 2026-04-17 without Replace")
		}
	})
}

// snapshotDir reads every file of dir.
func snapshotDir(t testing.TB, dir string) map[string]string {
	t.Helper()
	files := make(map[string]string)
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, entry := range entries {
		data, err := os.ReadFile(filepath.Join(dir, entry.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[entry.Name()] = string(data)
	}
	return files
}
