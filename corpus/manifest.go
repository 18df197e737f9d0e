package corpus

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// ManifestFormat is the version of the manifest layout; a manifest of
// another version is rebuilt from its edition file.
const ManifestFormat = 1

// maxManifestBytes bounds a manifest read: a real one is well under 2 KB.
const maxManifestBytes = 64 << 10

// Counts are an edition's sizes as its self-check measured them.
type Counts struct {
	// Sections, Headings, Rules and Subrules count the numbered nodes of
	// each kind, as Report does.
	Sections int `json:"sections"`
	Headings int `json:"headings"`
	Rules    int `json:"rules"`
	Subrules int `json:"subrules"`
	// Glossary counts glossary entries.
	Glossary int `json:"glossary"`
	// Warnings counts the parser's warnings, Gaps the numbering gaps
	// among them.
	Warnings int `json:"warnings"`
	Gaps     int `json:"gaps"`
}

// Numbered is the count of numbered nodes: sections, headings, rules and
// subrules.
func (c Counts) Numbered() int { return c.Sections + c.Headings + c.Rules + c.Subrules }

// countsOf takes the counts of a self-check report.
func countsOf(r Report) Counts {
	return Counts{
		Sections: r.Sections, Headings: r.Headings, Rules: r.Rules, Subrules: r.Subrules,
		Glossary: r.Glossary, Warnings: r.Warnings, Gaps: len(r.Gaps),
	}
}

// Manifest is what the store knows of one stored edition without reading
// its file: written beside the file, as <effective>.json, by every import,
// so that listing editions and resolving "latest" hash and parse nothing.
type Manifest struct {
	// Format is ManifestFormat when written.
	Format int `json:"format"`
	// Effective is the edition's effective date, YYYY-MM-DD, which names it.
	Effective string `json:"effective"`
	// Size and Hash are the stored file's length and hex SHA-256 (the
	// edition's Hash).
	Size int64  `json:"size"`
	Hash string `json:"hash"`
	// Modified is the stored file's modification time when the manifest
	// was written: with Size, how a reader notices the file was changed
	// behind the store's back and the manifest no longer describes it.
	Modified time.Time `json:"modified"`
	// Counts are the edition's self-check counts.
	Counts Counts `json:"counts"`
	// Incomplete marks an edition imported with --allow-incomplete despite
	// failing the import checks; Problems says what they found.
	Incomplete bool     `json:"incomplete,omitempty"`
	Problems   []string `json:"problems,omitempty"`
	// Source names where the file was imported from.
	Source string `json:"source,omitempty"`
	// Imported is when the import happened.
	Imported time.Time `json:"imported"`
}

// ErrBadManifest is matched by the error ReadManifest returns for bytes
// that are not a manifest this version wrote.
var ErrBadManifest = errors.New("not a valid edition manifest")

// ReadManifest decodes a manifest and checks that it describes a storable
// edition: a known format, a date within the CR's, a SHA-256 hash, a
// non-negative size and counts. It never panics, whatever the bytes.
func ReadManifest(data []byte) (Manifest, error) {
	var m Manifest
	decoder := json.NewDecoder(bytes.NewReader(data))
	decoder.DisallowUnknownFields()
	if err := decoder.Decode(&m); err != nil {
		return Manifest{}, fmt.Errorf("%w: %w", ErrBadManifest, err)
	}
	if _, err := decoder.Token(); !errors.Is(err, io.EOF) {
		return Manifest{}, fmt.Errorf("%w: data after the manifest", ErrBadManifest)
	}
	var problem string
	switch {
	case m.Format != ManifestFormat:
		problem = fmt.Sprintf("format %d, want %d", m.Format, ManifestFormat)
	case !editionFile().MatchString(m.Effective + ".txt"):
		problem = fmt.Sprintf("effective date %q is not YYYY-MM-DD", m.Effective)
	case !validHash(m.Hash):
		problem = fmt.Sprintf("hash %q is not a hex SHA-256", m.Hash)
	case m.Size < 0:
		problem = fmt.Sprintf("size %d", m.Size)
	case m.Counts.Sections < 0 || m.Counts.Headings < 0 || m.Counts.Rules < 0 || m.Counts.Subrules < 0 ||
		m.Counts.Glossary < 0 || m.Counts.Warnings < 0 || m.Counts.Gaps < 0:
		problem = fmt.Sprintf("negative counts %+v", m.Counts)
	}
	if _, err := time.Parse(time.DateOnly, m.Effective); problem == "" && err != nil {
		problem = fmt.Sprintf("effective date %q: %v", m.Effective, err)
	}
	if problem != "" {
		return Manifest{}, fmt.Errorf("%w: %s", ErrBadManifest, problem)
	}
	return m, nil
}

// validHash accepts a lower-case hex SHA-256.
func validHash(hash string) bool {
	if len(hash) != 64 {
		return false
	}
	for i := 0; i < len(hash); i++ {
		if !isDigit(hash[i]) && (hash[i] < 'a' || hash[i] > 'f') {
			return false
		}
	}
	return true
}

// describes says whether the manifest is still about this stored file:
// same size and modification time as when it was written.
func (m Manifest) describes(file os.FileInfo) bool {
	return m.Size == file.Size() && m.Modified.Equal(file.ModTime())
}

func (s *Store) manifestPath(id string) string {
	return filepath.Join(s.editionsDir(), id+".json")
}

// readManifest reads the manifest of the stored edition id; an error
// means there is none usable.
func (s *Store) readManifest(id string) (Manifest, error) {
	f, err := os.Open(s.manifestPath(id))
	if err != nil {
		return Manifest{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxManifestBytes))
	if err != nil {
		return Manifest{}, fmt.Errorf("read %s: %w", f.Name(), err)
	}
	m, err := ReadManifest(data)
	if err != nil {
		return Manifest{}, fmt.Errorf("%s: %w", f.Name(), err)
	}
	if m.Effective != id {
		return Manifest{}, fmt.Errorf("%s: %w: it describes %s", f.Name(), ErrBadManifest, m.Effective)
	}
	return m, nil
}

// writeManifest writes m atomically as the manifest of its edition.
func (s *Store) writeManifest(m Manifest) error {
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return fmt.Errorf("manifest of %s: %w", m.Effective, err)
	}
	return s.writeAtomic(m.Effective+".json", append(data, '\n'))
}

// manifestFor builds the manifest of a stored edition file from its
// parsed edition, marking it incomplete when problems is not empty.
func manifestFor(edition *Edition, report Report, file os.FileInfo, source string, problems []string, now time.Time) Manifest {
	return Manifest{
		Format:     ManifestFormat,
		Effective:  edition.Effective,
		Size:       file.Size(),
		Hash:       edition.Hash,
		Modified:   file.ModTime(),
		Counts:     countsOf(report),
		Incomplete: len(problems) > 0,
		Problems:   problems,
		Source:     source,
		Imported:   now.UTC(),
	}
}

// manifest returns the manifest of the stored edition id. A file whose
// size or time differ from its manifest's is hashed: when only its time
// changed (a copy or a touch) the manifest is rewritten with the new time.
// A missing or unreadable manifest (an edition stored before manifests
// existed) is rebuilt from the file, read, hashed and parsed once, and
// written when the directory allows. A manifest that disagrees with its
// file's bytes is left as evidence for Verify, and the file is described
// afresh on each read until it is imported again. file is the stored
// file's Stat.
func (s *Store) manifest(id string, file os.FileInfo) (Manifest, error) {
	recorded, err := s.readManifest(id)
	usable := err == nil
	if usable && recorded.describes(file) {
		return recorded, nil
	}
	data, err := os.ReadFile(s.Path(id))
	if err != nil {
		return Manifest{}, fmt.Errorf("edition %s: %w", id, err)
	}
	// Stat again: the file read must be the one described.
	current, err := os.Stat(s.Path(id))
	if err != nil {
		return Manifest{}, fmt.Errorf("edition %s: %w", id, err)
	}
	settled := int64(len(data)) == current.Size()
	edition, err := Parse(s.Path(id), data)
	if err != nil {
		return Manifest{}, fmt.Errorf("edition %s: %w", id, err)
	}
	if usable && recorded.Hash == edition.Hash && recorded.Size == int64(len(data)) {
		recorded.Modified = current.ModTime()
		if settled {
			_ = s.writeManifest(recorded)
		}
		return recorded, nil
	}
	edition.Effective = id
	report := edition.Check()
	var problems []string
	var incomplete *IncompleteError
	if errors.As(report.Complete(), &incomplete) {
		problems = incomplete.Missing
	}
	m := manifestFor(edition, report, current, "", problems, current.ModTime())
	if !usable && settled {
		// A read-only data directory still lists; the manifest is rebuilt
		// again next time.
		_ = s.writeManifest(m)
	}
	return m, nil
}
