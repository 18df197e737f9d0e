package corpus

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"
)

// ShrinkRatio is how far an edition's count of numbered rules may fall
// below that of the nearest stored edition before the import is refused:
// real editions grow by a few percent a year, so a file with less than
// this share of its neighbour's rules lost part of its text.
const ShrinkRatio = 0.85

// minShrink is the fewest numbered rules a fall must lose to count as
// sharp: every real edition has over a thousand, and a few rules more or
// less between small test documents say nothing.
const minShrink = 50

// shrinkWindow bounds how far apart two editions may be for their rule
// counts to be compared: across many years the CR grew by half or more.
const shrinkWindow = 2 * 366 * 24 * time.Hour

// ErrStored is matched by a *StoredError: the store already holds a
// different file of the same effective date.
var ErrStored = errors.New("a different file of this date is stored")

// StoredError refuses to replace a stored edition with a different file
// of the same date without ImportOptions.Replace.
type StoredError struct {
	// ID is the effective date both files state.
	ID string
	// Stored and New are the two files' hashes.
	Stored, New string
	// Change says what replacing would change.
	Change Replacement
}

// Error names the edition and what replacing it would do.
func (e *StoredError) Error() string {
	return fmt.Sprintf("edition %s is already stored from a different file (%.12s, new %.12s): %s", e.ID, e.Stored, e.New, e.Change.Summary())
}

// Is makes errors.Is(err, ErrStored) true.
func (e *StoredError) Is(target error) bool { return target == ErrStored }

// ImportOptions change what Store.Import accepts.
type ImportOptions struct {
	// AllowIncomplete stores a file that fails the completeness checks
	// (cut off, damaged, sharply fewer rules than its neighbour), marked
	// incomplete in its manifest and in every listing.
	AllowIncomplete bool
	// Replace lets a different file replace a stored edition of the same
	// date; ImportResult.Replaced says what changed.
	Replace bool
	// Now is the time of the import: it bounds the effective dates
	// accepted (to the year after Now's) and dates the manifest.
	Now time.Time
}

// ImportResult is what an import stored.
type ImportResult struct {
	// Edition is the parsed edition, Report its self-check.
	Edition *Edition
	Report  Report
	// Info is the stored edition as List shows it.
	Info EditionInfo
	// Problems lists what the completeness checks found; not empty only
	// when ImportOptions.AllowIncomplete let the file in anyway.
	Problems []string
	// Replaced describes the change when a different file of the same date
	// was replaced; nil otherwise.
	Replaced *Replacement
	// Unchanged is true when the very same file was stored already.
	Unchanged bool
}

// Replacement summarises how a new file of an edition differs from the
// stored one.
type Replacement struct {
	// Old and New are the two files' counts, sizes and hashes.
	Old, New         Counts
	OldSize, NewSize int64
	OldHash, NewHash string
	// Added and Removed list the rule IDs only one file defines; Changed
	// counts the rules both define with different text.
	Added, Removed []string
	Changed        int
}

// Summary says in one line what replacing changes.
func (r Replacement) Summary() string {
	return fmt.Sprintf("%d rules added, %d removed, %d changed; numbered rules %d -> %d, glossary entries %d -> %d, %d -> %d bytes",
		len(r.Added), len(r.Removed), r.Changed, r.Old.Numbered(), r.New.Numbered(), r.Old.Glossary, r.New.Glossary, r.OldSize, r.NewSize)
}

// Import parses data (read from source, which names it in errors), checks
// it and stores it. It is a transaction: every check runs before anything
// is written, and the file and its manifest each appear whole or not at
// all, so a refused import leaves the store exactly as it was. It refuses:
//   - a file that is not a CR (ErrNotCR) or whose effective date is
//     outside FirstEditionYear to the year after opts.Now (ErrBadDate);
//   - unless opts.AllowIncomplete, a file that is cut off or damaged
//     (Report.Complete) or whose numbered rules fall below ShrinkRatio of
//     those of the stored edition of its date or the nearest before it
//     (within two years), by minShrink or more (ErrIncomplete, an
//     *IncompleteError);
//   - unless opts.Replace, a different file of a date already stored
//     (ErrStored, a *StoredError with what would change).
func (s *Store) Import(source string, data []byte, opts ImportOptions) (*ImportResult, error) {
	fail := func(err error) (*ImportResult, error) { return nil, fmt.Errorf("import %s: %w", source, err) }
	edition, err := Parse(source, data)
	if err != nil {
		return fail(err)
	}
	if err := CheckDate(edition.Effective, opts.Now); err != nil {
		return fail(err)
	}
	id := edition.Effective
	edition.ID = id
	report := edition.Check()
	// The checks against what is stored and the writes are one step:
	// another import of the same directory waits, so two imports of one
	// date cannot both find it free.
	unlock, err := s.lock()
	if err != nil {
		return fail(err)
	}
	defer unlock()
	infos, err := s.List()
	if err != nil {
		return fail(err)
	}
	var problems []string
	if err := report.Complete(); err != nil {
		var incomplete *IncompleteError
		if !errors.As(err, &incomplete) {
			return fail(err)
		}
		problems = append(problems, incomplete.Missing...)
	}
	if nearest, ok := nearestEdition(infos, id); ok {
		if have, want := report.numbered(), nearest.Counts.Numbered(); float64(have) < ShrinkRatio*float64(want) && want-have >= minShrink {
			problems = append(problems, fmt.Sprintf("%d numbered rules, sharply fewer than the %d of stored edition %s", have, want, nearest.ID))
		}
	}
	if len(problems) > 0 && !opts.AllowIncomplete {
		return fail(&IncompleteError{Missing: problems})
	}
	result := &ImportResult{Edition: edition, Report: report, Problems: problems}
	if i := slices.IndexFunc(infos, func(info EditionInfo) bool { return info.ID == id }); i >= 0 {
		stored := infos[i]
		if stored.Hash == edition.Hash {
			result.Info, result.Unchanged = stored, true
			return result, nil
		}
		change, err := s.replacement(stored, edition, report, int64(len(data)))
		if err != nil {
			return fail(err)
		}
		if !opts.Replace {
			return fail(&StoredError{ID: id, Stored: stored.Hash, New: edition.Hash, Change: change})
		}
		result.Replaced = &change
	}
	if err := s.writeAtomic(id+".txt", data); err != nil {
		return fail(err)
	}
	file, err := os.Stat(s.Path(id))
	if err != nil {
		return fail(err)
	}
	m := manifestFor(edition, report, file, source, problems, opts.Now)
	if err := s.writeManifest(m); err != nil {
		// The file is stored; its manifest is rebuilt on the next read.
		return fail(err)
	}
	result.Info = s.info(m)
	if result.Replaced != nil {
		s.pruneCaches()
	}
	return result, nil
}

// numbered counts the report's numbered nodes.
func (r Report) numbered() int { return r.Sections + r.Headings + r.Rules + r.Subrules }

// nearestEdition is the stored edition of id's date or the latest before
// it, if one is within shrinkWindow of it. Only older editions compare: the
// CR grows, so an older file with fewer rules than a newer one is normal
// (the 2009 renumbering added a sixth to it at once), while a newer file
// with far fewer than its predecessor lost part of its text.
func nearestEdition(infos []EditionInfo, id string) (EditionInfo, bool) {
	date, err := time.Parse(time.DateOnly, id)
	if err != nil {
		return EditionInfo{}, false
	}
	var best EditionInfo
	bestDistance := time.Duration(-1)
	for _, info := range infos {
		other, err := time.Parse(time.DateOnly, info.ID)
		if err != nil {
			continue
		}
		distance := date.Sub(other)
		if distance < 0 || distance > shrinkWindow || (bestDistance >= 0 && distance >= bestDistance) {
			continue
		}
		best, bestDistance = info, distance
	}
	return best, bestDistance >= 0
}

// replacement compares the stored file of an edition with a new one.
func (s *Store) replacement(stored EditionInfo, edition *Edition, report Report, size int64) (Replacement, error) {
	change := Replacement{
		Old: stored.Counts, New: countsOf(report),
		OldSize: stored.Size, NewSize: size,
		OldHash: stored.Hash, NewHash: edition.Hash,
	}
	old, err := s.Load(stored.ID)
	if err != nil {
		return change, fmt.Errorf("compare with the stored %s: %w", stored.ID, err)
	}
	for _, rule := range edition.Rules {
		before, ok := old.Rule(rule.ID)
		switch {
		case !ok:
			change.Added = append(change.Added, rule.ID)
		case before.Title != rule.Title || before.Text != rule.Text || !slices.Equal(before.Examples, rule.Examples):
			change.Changed++
		}
	}
	for _, rule := range old.Rules {
		if _, ok := edition.Rule(rule.ID); !ok {
			change.Removed = append(change.Removed, rule.ID)
		}
	}
	return change, nil
}

// lock serialises the imports and removals of the store's directory. The
// lock file sits beside the editions directory, not in it, so nothing but
// editions and their manifests is ever in there.
func (s *Store) lock() (func(), error) {
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return nil, fmt.Errorf("create %s: %w", s.dir, err)
	}
	return lockExclusive(filepath.Join(s.dir, "editions.lock"))
}
