package cards

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/judgekit/judge/corpus"
)

// The files of the store, in <data dir>/cards; the lock that serialises
// imports is <data dir>/cards.lock, beside the directory as the editions'
// lock is beside theirs.
const (
	cardsName   = "oracle-cards"
	rulingsName = "rulings"
	lockName    = "cards.lock"
)

// ShrinkRatio is how far the number of cards (or of rulings) an import
// brings may fall below the number stored before the import is refused
// without ImportOptions.Replace: Scryfall's files only grow, so a file
// with far fewer lost part of itself or is another, smaller file.
const ShrinkRatio = 0.85

// minShrink is the fewest cards a fall must lose to count as sharp: small
// test files differ by a few without meaning anything.
const minShrink = 50

// ErrNoCards is matched by the error of a lookup in a data directory into
// which no cards were imported.
var ErrNoCards = errors.New("no cards imported")

// ErrShrunk is matched by a *ShrinkError.
var ErrShrunk = errors.New("far fewer than stored")

// ShrinkError refuses an import that would replace the stored cards (or
// rulings) with sharply fewer, without ImportOptions.Replace.
type ShrinkError struct {
	Kind        Kind
	Stored, New int
	// StoredSource names the file the stored ones came from.
	StoredSource string
}

// Error says how many would be lost.
func (e *ShrinkError) Error() string {
	return fmt.Sprintf("the file has %d %s, sharply fewer than the %d stored from %s", e.New, e.Kind, e.Stored, e.StoredSource)
}

// Is makes errors.Is(err, ErrShrunk) true.
func (e *ShrinkError) Is(target error) bool { return target == ErrShrunk }

// Store keeps the imported cards and rulings of a data directory, each in
// a file of its own with a manifest beside it, every one replaced by
// rename: any number of processes may read while one imports. A Store is
// safe for concurrent use; it keeps the files it opened last open (see
// storedFile), and opens them again when an import replaces them.
type Store struct {
	dir string

	mu   sync.Mutex
	open map[Kind]*storedFile
}

// OpenStore returns the card store of the data directory dataDir (the one
// the editions are kept in). Nothing need exist yet: an import creates it.
func OpenStore(dataDir string) (*Store, error) {
	if dataDir == "" {
		return nil, errors.New("open card store: empty data directory")
	}
	abs, err := filepath.Abs(dataDir)
	if err != nil {
		return nil, fmt.Errorf("open card store %s: %w", dataDir, err)
	}
	s := &Store{dir: filepath.Join(abs, "cards")}
	corpus.SweepTemp(s.dir)
	corpus.SweepTemp(s.keywordsDir())
	return s, nil
}

// Dir returns the directory the store's files are in.
func (s *Store) Dir() string { return s.dir }

// Path returns where the stored file of kind is.
func (s *Store) Path(kind Kind) string { return filepath.Join(s.dir, fileName(kind)+".bin") }

func (s *Store) manifestPath(kind Kind) string {
	return filepath.Join(s.dir, fileName(kind)+".json")
}

func fileName(kind Kind) string {
	if kind == KindRulings {
		return rulingsName
	}
	return cardsName
}

// Manifest is what the store records of one stored file: where it came
// from and what it holds, written beside it by every import.
type Manifest struct {
	// Format is FormatVersion when written.
	Format int `json:"format"`
	// Kind is what the file holds.
	Kind Kind `json:"kind"`
	// Source names the bulk file imported (a path or a URL); Hash and Size
	// are its hex SHA-256 and length.
	Source string `json:"source"`
	Hash   string `json:"hash"`
	Size   int64  `json:"size"`
	// Count is the number of cards, or of rulings; Cards, for rulings, the
	// number of cards they are about.
	Count int `json:"count"`
	Cards int `json:"cards,omitempty"`
	// Skipped and Merged are a cards file's objects left out (art series)
	// and merged (other printings of a card already read).
	Skipped int `json:"skipped,omitempty"`
	Merged  int `json:"merged,omitempty"`
	// Imported is when.
	Imported time.Time `json:"imported"`
}

// Info is what the store holds: the manifest of each stored file, nil for
// one not imported.
type Info struct {
	Dir     string    `json:"dir"`
	Cards   *Manifest `json:"cards,omitempty"`
	Rulings *Manifest `json:"rulings,omitempty"`
}

// Info reads the manifests of the stored files.
func (s *Store) Info() (Info, error) {
	info := Info{Dir: s.dir}
	var err error
	if info.Cards, err = s.readManifest(KindCards); err != nil {
		return info, err
	}
	if info.Rulings, err = s.readManifest(KindRulings); err != nil {
		return info, err
	}
	return info, nil
}

// readManifest returns the manifest of the stored file of kind; nil when
// there is no stored file.
func (s *Store) readManifest(kind Kind) (*Manifest, error) {
	if _, err := os.Stat(s.Path(kind)); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	data, err := os.ReadFile(s.manifestPath(kind))
	if err != nil {
		return nil, fmt.Errorf("card store: manifest of %s: %w", kind, err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("card store: manifest %s: %w", s.manifestPath(kind), err)
	}
	return &m, nil
}

// Source is a bulk file to import: its name (a path or URL, for messages
// and the manifest) and its bytes.
type Source struct {
	Name string
	Data []byte
}

// ImportOptions change what Store.Import accepts.
type ImportOptions struct {
	// Replace lets a file with sharply fewer cards or rulings than those
	// stored replace them.
	Replace bool
	// Now dates the manifests.
	Now time.Time
}

// ImportResult is what an import stored: one Imported for each file given.
type ImportResult struct {
	Cards   *Imported `json:"cards,omitempty"`
	Rulings *Imported `json:"rulings,omitempty"`
}

// Imported is one stored file.
type Imported struct {
	Manifest
	// Path is where it is stored.
	Path string `json:"path"`
	// Unchanged is true when the very same bulk file was stored already.
	Unchanged bool `json:"unchanged,omitempty"`
	// Previous describes what it replaced; nil when nothing was stored.
	Previous *Manifest `json:"previous,omitempty"`
}

// Import reads and checks the cards file and the rulings file given (either
// may be nil) and stores them. It is a transaction: both files are read and
// checked before anything is written, and each stored file and its manifest
// appear whole or not at all, so a refused import leaves the store as it
// was. It refuses a file that is not a whole bulk file of its kind (a
// *FileError, matching ErrBadFile) and, unless opts.Replace, one with
// sharply fewer cards or rulings than those stored (a *ShrinkError).
func (s *Store) Import(cards, rulings *Source, opts ImportOptions) (*ImportResult, error) {
	if cards == nil && rulings == nil {
		return nil, errors.New("import cards: no file given")
	}
	var work []*pending
	if cards != nil {
		work = append(work, &pending{kind: KindCards, source: cards})
	}
	if rulings != nil {
		work = append(work, &pending{kind: KindRulings, source: rulings})
	}
	// The files are read and laid out at once, each on its own core:
	// reading the cards file is most of an import's time.
	var wg sync.WaitGroup
	for _, w := range work {
		wg.Go(w.prepare)
	}
	wg.Wait()
	for _, w := range work {
		if w.err != nil {
			return nil, fmt.Errorf("import %s: %w", w.kind, w.err)
		}
	}
	unlock, err := s.lock()
	if err != nil {
		return nil, fmt.Errorf("import cards: %w", err)
	}
	defer unlock()
	result := &ImportResult{}
	for _, w := range work {
		w.manifest.Imported = opts.Now.UTC()
		// A manifest that does not read describes nothing: the import
		// replaces it and its file.
		stored, _ := s.readManifest(w.kind)
		imported := &Imported{Manifest: w.manifest, Path: s.Path(w.kind), Previous: stored}
		switch {
		case stored != nil && stored.Hash == w.manifest.Hash && stored.Format == FormatVersion:
			imported.Manifest, imported.Unchanged, imported.Previous = *stored, true, nil
			w.file = nil
		case stored != nil && !opts.Replace && shrunk(stored.Count, w.manifest.Count):
			return nil, fmt.Errorf("import %s: %w", w.source.Name,
				&ShrinkError{Kind: w.kind, Stored: stored.Count, New: w.manifest.Count, StoredSource: stored.Source})
		}
		if w.kind == KindCards {
			result.Cards = imported
		} else {
			result.Rulings = imported
		}
	}
	// Every check has passed: write.
	for _, w := range work {
		if w.file == nil {
			continue
		}
		if err := corpus.WriteFileAtomic(s.Path(w.kind), w.file); err != nil {
			return nil, fmt.Errorf("import %s: %w", w.source.Name, err)
		}
		manifest, err := json.MarshalIndent(w.manifest, "", "  ")
		if err != nil {
			return nil, fmt.Errorf("import %s: manifest: %w", w.source.Name, err)
		}
		if err := corpus.WriteFileAtomic(s.manifestPath(w.kind), append(manifest, '\n')); err != nil {
			return nil, fmt.Errorf("import %s: %w", w.source.Name, err)
		}
	}
	return result, nil
}

// pending is one file of an import: read, checked and laid out as stored
// (file), or the error that refused it.
type pending struct {
	kind     Kind
	source   *Source
	manifest Manifest
	file     []byte
	err      error
}

// prepare reads and checks the source and lays it out as its stored file.
func (p *pending) prepare() {
	sum := sha256.Sum256(p.source.Data)
	p.manifest = Manifest{
		Format: FormatVersion, Kind: p.kind, Source: p.source.Name,
		Hash: hex.EncodeToString(sum[:]), Size: int64(len(p.source.Data)),
	}
	if p.kind == KindRulings {
		read, err := ReadRulings(p.source.Name, p.source.Data)
		if err != nil {
			p.err = err
			return
		}
		p.manifest.Count, p.manifest.Cards = read.Count, len(read.ByOracleID)
		p.file, p.err = encodeRulings(p.manifest.Hash, read.ByOracleID)
		return
	}
	read, err := ReadCards(p.source.Name, p.source.Data)
	if err != nil {
		p.err = err
		return
	}
	p.manifest.Count, p.manifest.Skipped, p.manifest.Merged = len(read.Cards), read.Skipped, read.Merged
	p.file, p.err = encodeCards(p.manifest.Hash, read.Cards)
}

// shrunk reports whether have is sharply fewer than stored.
func shrunk(stored, have int) bool {
	return float64(have) < ShrinkRatio*float64(stored) && stored-have >= minShrink
}

// lock serialises the imports into the store.
func (s *Store) lock() (func(), error) {
	parent := filepath.Dir(s.dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, fmt.Errorf("create %s: %w", parent, err)
	}
	return corpus.LockFile(filepath.Join(parent, lockName))
}

// card reads the card of entry i of the cards file's name table.
func (f *storedFile) card(i int) (*Card, error) {
	e, err := f.names.entry(i)
	if err != nil {
		return nil, err
	}
	data, err := f.record(e.record, fmt.Sprintf("card %q", e.name))
	if err != nil {
		return nil, err
	}
	var card Card
	if err := json.Unmarshal(data, &card); err != nil {
		return nil, fmt.Errorf("%w: the record of card %q does not decode", ErrDamaged, e.name)
	}
	// The entry is not under the table's checksum: it must agree with the
	// record it leads to, which is.
	if card.Name != string(e.name) || card.Rank != e.rank || card.isToken() != e.token {
		return nil, fmt.Errorf("%w: the entry of card %q disagrees with its record", ErrDamaged, e.name)
	}
	return &card, nil
}

// Rulings returns the stored rulings about the card with oracleID, oldest
// first: none when there are none or no rulings were imported.
func (s *Store) Rulings(oracleID string) (rulings []Ruling, err error) {
	f, err := s.acquire(KindRulings)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("card store %s: %w (import the rulings again)", s.Path(KindRulings), err)
	}
	defer s.release(f)
	err = guardFaults(func() error {
		where, ok, err := f.rulings.find(oracleID)
		if err != nil || !ok {
			return err
		}
		data, err := f.record(where, "the rulings of "+oracleID)
		if err != nil {
			return err
		}
		var record rulingsRecord
		if err := json.Unmarshal(data, &record); err != nil || !strings.EqualFold(record.OracleID, oracleID) {
			return fmt.Errorf("%w: the rulings of %s do not decode", ErrDamaged, oracleID)
		}
		rulings = record.Rulings
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("card store %s: %w (import the rulings again)", s.Path(KindRulings), err)
	}
	return rulings, nil
}
