package corpus

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// ErrNotStored is matched by the error of the store's history methods for
// an edition that is not imported: the seed edition is fragments of no
// stated date, so it has no place among the stored editions.
var ErrNotStored = errors.New("not a stored edition")

// maxRemembered bounds how many pairings a Timeline keeps in memory; past
// it, one is dropped for each new one (they are on disk anyway).
const maxRemembered = 256

// Timeline answers diffs and histories over a store's editions. Pairings
// are computed once per pair of edition files, cached in the data
// directory, and kept in memory once read, so a long-running reader (the
// web lookup) decodes each once. Safe for concurrent use.
type Timeline struct {
	store *Store

	mu         sync.Mutex
	remembered map[string]*Pairing // by "<old hash>-<new hash>"
}

// NewTimeline reads diffs and histories from store.
func NewTimeline(store *Store) *Timeline {
	return &Timeline{store: store, remembered: make(map[string]*Pairing)}
}

// Pairing returns the pairing of the editions old and new, from the cache
// in the data directory when it holds one for these editions' bytes, else
// computed and cached.
func (s *Store) Pairing(oldID, newID string) (*Pairing, error) {
	return NewTimeline(s).Pairing(oldID, newID)
}

// Diff compares two editions (any IDs Load accepts), through the cached
// pairing when there is one.
func (s *Store) Diff(oldID, newID string) (*EditionDiff, error) {
	return NewTimeline(s).Diff(oldID, newID)
}

// History is Timeline.History for one question.
func (s *Store) History(editionID, id string) (*RuleHistory, error) {
	return NewTimeline(s).History(editionID, id)
}

// Translate is Timeline.Translate for one question.
func (s *Store) Translate(editionID, id, in string) (*Translation, error) {
	return NewTimeline(s).Translate(editionID, id, in)
}

// WarmPairings is Timeline.Warm for one edition.
func (s *Store) WarmPairings(id string) error {
	return NewTimeline(s).Warm(id)
}

// Pairing returns the pairing of the editions old and new, from the cache
// in the data directory when it holds one for these editions' bytes, else
// computed and cached.
func (t *Timeline) Pairing(oldID, newID string) (*Pairing, error) {
	s := t.store
	old, err := s.Load(oldID)
	if err != nil {
		return nil, err
	}
	new, err := s.Load(newID)
	if err != nil {
		return nil, err
	}
	return t.pairing(EditionRef{ID: old.ID, Hash: old.Hash}, EditionRef{ID: new.ID, Hash: new.Hash}, func() (*Edition, *Edition, error) { return old, new, nil })
}

// pairing returns the cached pairing of two editions, or loads them (load)
// and pairs and caches them. The seed edition is paired but not cached: its
// hash covers the fragments, which only change with the program.
func (t *Timeline) pairing(old, new EditionRef, load func() (*Edition, *Edition, error)) (*Pairing, error) {
	key := old.Hash + "-" + new.Hash
	t.mu.Lock()
	p, ok := t.remembered[key]
	t.mu.Unlock()
	if !ok {
		cache := NewPairingCache(t.store.pairingsDir())
		if p, ok = cache.Get(old.Hash, new.Hash); !ok {
			a, b, err := load()
			if err != nil {
				return nil, err
			}
			p = PairEditions(a, b)
			if old.ID != SeedID && new.ID != SeedID {
				// The cache only saves time: a data directory that cannot
				// be written (a read-only copy served at an event) still
				// answers, pairing again next time.
				_ = cache.Put(p)
			}
		}
		p.index()
		t.remember(key, p)
	}
	if p.Old.ID != old.ID || p.New.ID != new.ID {
		// The same bytes stored under other dates: a copy with these
		// IDs, sharing the read-only matches.
		named := *p
		named.Old.ID, named.New.ID = old.ID, new.ID
		p = &named
	}
	return p, nil
}

func (t *Timeline) remember(key string, p *Pairing) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.remembered) >= maxRemembered {
		for drop := range t.remembered {
			delete(t.remembered, drop)
			break
		}
	}
	t.remembered[key] = p
}

// Diff compares two editions (any IDs Load accepts), through the cached
// pairing when there is one.
func (t *Timeline) Diff(oldID, newID string) (*EditionDiff, error) {
	s := t.store
	old, err := s.Load(oldID)
	if err != nil {
		return nil, err
	}
	new, err := s.Load(newID)
	if err != nil {
		return nil, err
	}
	p, err := t.pairing(EditionRef{ID: old.ID, Hash: old.Hash}, EditionRef{ID: new.ID, Hash: new.Hash}, func() (*Edition, *Edition, error) { return old, new, nil })
	if err != nil {
		return nil, err
	}
	return DiffFromPairing(old, new, p), nil
}

// chain returns the stored editions oldest first and the pairing of each
// with the next, cached ones read back, missing ones computed and cached.
func (t *Timeline) chain() ([]string, []*Pairing, error) {
	refs, err := t.store.storedHashes()
	if err != nil {
		return nil, nil, err
	}
	ids := make([]string, len(refs))
	for i, ref := range refs {
		ids[i] = ref.ID
	}
	pairings := make([]*Pairing, 0, max(len(refs)-1, 0))
	for i := 1; i < len(refs); i++ {
		p, err := t.storedPairing(refs[i-1], refs[i])
		if err != nil {
			return nil, nil, err
		}
		pairings = append(pairings, p)
	}
	return ids, pairings, nil
}

// storedPairing pairs two stored editions, through the cache.
func (t *Timeline) storedPairing(old, new EditionRef) (*Pairing, error) {
	return t.pairing(old, new, func() (*Edition, *Edition, error) {
		a, err := t.store.Load(old.ID)
		if err != nil {
			return nil, nil, err
		}
		b, err := t.store.Load(new.ID)
		return a, b, err
	})
}

// Warm computes and caches the pairings of the stored edition id with the
// stored editions before and after it, as an import does, so the first
// history asked for after it reads only cached pairings.
func (t *Timeline) Warm(id string) error {
	refs, err := t.store.storedHashes()
	if err != nil {
		return err
	}
	for i, ref := range refs {
		if ref.ID != id {
			continue
		}
		if i > 0 {
			if _, err := t.storedPairing(refs[i-1], ref); err != nil {
				return err
			}
		}
		if i+1 < len(refs) {
			if _, err := t.storedPairing(ref, refs[i+1]); err != nil {
				return err
			}
		}
		return nil
	}
	return &UnknownEditionError{ID: id}
}

// History follows rule id of the stored edition editionID (LatestID for the
// newest) through every stored edition. The seed edition gives an error
// matching ErrNotStored; a rule the edition lacks an *UnknownRuleError
// naming the nearest.
func (t *Timeline) History(editionID, id string) (*RuleHistory, error) {
	edition, rule, err := t.store.storedRule(editionID, id)
	if err != nil {
		return nil, err
	}
	ids, pairings, err := t.chain()
	if err != nil {
		return nil, fmt.Errorf("history of rule %s: %w", rule.ID, err)
	}
	return TraceRule(ids, pairings, edition.ID, rule.ID)
}

// Translate says what rule id of the stored edition editionID is called in
// the stored edition in (or that it was removed, or not yet created), by
// following it through every stored edition between the two.
func (t *Timeline) Translate(editionID, id, in string) (*Translation, error) {
	edition, rule, err := t.store.storedRule(editionID, id)
	if err != nil {
		return nil, err
	}
	target, err := t.store.Load(in)
	if err != nil {
		return nil, err
	}
	if target.ID == SeedID {
		return nil, fmt.Errorf("rule %s in %s: %w", rule.ID, in, ErrNotStored)
	}
	ids, pairings, err := t.chain()
	if err != nil {
		return nil, fmt.Errorf("translate rule %s: %w", rule.ID, err)
	}
	h, err := TraceRule(ids, pairings, edition.ID, rule.ID)
	if err != nil {
		return nil, err
	}
	return h.Translate(target.ID, ids)
}

// storedRule loads a stored edition and one of its rules.
func (s *Store) storedRule(editionID, id string) (*Edition, *Rule, error) {
	edition, err := s.Load(editionID)
	if err != nil {
		return nil, nil, err
	}
	if edition.ID == SeedID {
		ids, _ := s.ids()
		if len(ids) == 0 {
			return nil, nil, fmt.Errorf("edition %s: %w (no editions imported)", editionID, ErrNotStored)
		}
		return nil, nil, fmt.Errorf("edition %s: %w (stored: %s)", editionID, ErrNotStored, joinIDs(ids))
	}
	rule, err := edition.FindRule(id)
	if err != nil {
		return nil, nil, err
	}
	return edition, rule, nil
}

func joinIDs(ids []string) string {
	if len(ids) > 6 {
		ids = append(slices.Clone(ids[:3]), "…", ids[len(ids)-2], ids[len(ids)-1])
	}
	return strings.Join(ids, ", ")
}
