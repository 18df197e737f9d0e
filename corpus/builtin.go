package corpus

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
)

// DefaultID is the edition every lookup reads unless told otherwise: the
// Comprehensive Rules judges rule by today, built into the binary.
const DefaultID = "2026-04-17"

// builtinFS holds the complete editions built into the binary, each as the
// file Wizards published (builtin/<effective>.txt, byte for byte) and the
// Manifest an import of it would write (builtin/<effective>.json), so that
// listing and resolving them parses and hashes nothing.
//
//go:embed builtin/*.txt builtin/*.json
var builtinFS embed.FS

// builtinEdition is one edition built into the binary.
type builtinEdition struct {
	manifest Manifest
	file     string
	// load parses the file once per process.
	load func() (*Edition, error)
}

// builtinEditions reads the manifests of the built-in editions once.
var builtinEditions = sync.OnceValues(func() (builtinSet, error) {
	return readBuiltins(builtinFS)
})

// readBuiltins reads the built-in editions of fsys: every builtin/*.txt
// with its manifest, which must name the file's date.
func readBuiltins(fsys fs.FS) (builtinSet, error) {
	names, err := fs.Glob(fsys, "builtin/*.txt")
	if err != nil {
		return nil, fmt.Errorf("built-in editions: %w", err)
	}
	editions := make(builtinSet, len(names))
	for _, name := range names {
		id := strings.TrimSuffix(path.Base(name), ".txt")
		data, err := fs.ReadFile(fsys, strings.TrimSuffix(name, ".txt")+".json")
		if err != nil {
			return nil, fmt.Errorf("built-in edition %s: %w", id, err)
		}
		m, err := ReadManifest(data)
		if err != nil {
			return nil, fmt.Errorf("built-in edition %s: %w", id, err)
		}
		if m.Effective != id {
			return nil, fmt.Errorf("built-in edition %s: its manifest names %s", id, m.Effective)
		}
		b := &builtinEdition{manifest: m, file: name}
		b.load = sync.OnceValues(func() (*Edition, error) { return b.parse(fsys) })
		editions[id] = b
	}
	return editions, nil
}

// parse reads the built-in file; the manifest's hash stands for the
// embedded bytes, which a test checks.
func (b *builtinEdition) parse(fsys fs.FS) (*Edition, error) {
	data, err := fs.ReadFile(fsys, b.file)
	if err != nil {
		return nil, fmt.Errorf("built-in edition %s: %w", b.manifest.Effective, err)
	}
	edition, err := parseBytes("built-in "+b.manifest.Effective, data)
	if err != nil {
		return nil, fmt.Errorf("built-in edition %s: %w", b.manifest.Effective, err)
	}
	edition.ID, edition.Hash = b.manifest.Effective, b.manifest.Hash
	return edition, nil
}

// info is the listing of a built-in edition.
func (b *builtinEdition) info() EditionInfo {
	m := b.manifest
	return EditionInfo{
		ID: m.Effective, Effective: m.Effective, Hash: m.Hash, Size: m.Size,
		Counts: m.Counts, BuiltIn: true,
	}
}

// builtinSet is the built-in editions a Store knows, by ID.
type builtinSet map[string]*builtinEdition

// ids returns the set's IDs, oldest first.
func (set builtinSet) ids() []string {
	ids := make([]string, 0, len(set))
	for id := range set {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// embeddedBuiltins is the set built into the binary; one that cannot be
// read (a build with a damaged manifest, which a test rules out) is empty.
func embeddedBuiltins() builtinSet {
	editions, err := builtinEditions()
	if err != nil {
		return nil
	}
	return editions
}

// BuiltinIDs returns the IDs of the complete editions built into the
// binary, oldest first (the seed fragments are not among them).
func BuiltinIDs() []string { return embeddedBuiltins().ids() }

// IsBuiltin reports whether id names a complete edition built into the
// binary.
func IsBuiltin(id string) bool {
	_, ok := embeddedBuiltins()[id]
	return ok
}

// LoadBuiltin returns the built-in edition id, parsed once per process and
// shared: treat it as read-only. An ID naming no built-in edition is an
// *UnknownEditionError.
func LoadBuiltin(id string) (*Edition, error) {
	editions, err := builtinEditions()
	if err != nil {
		return nil, err
	}
	b, ok := editions[id]
	if !ok {
		return nil, &UnknownEditionError{ID: id, Available: BuiltinIDs()}
	}
	return b.load()
}

// BuiltinText returns the bytes of the built-in edition id as published,
// for a caller that stores or serves the file itself.
func BuiltinText(id string) ([]byte, error) {
	editions, err := builtinEditions()
	if err != nil {
		return nil, err
	}
	b, ok := editions[id]
	if !ok {
		return nil, &UnknownEditionError{ID: id, Available: BuiltinIDs()}
	}
	return fs.ReadFile(builtinFS, b.file)
}
