package corpus

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrNotStored is matched by the error of the store's history methods for
// an edition that is not imported: the seed edition is fragments of no
// stated date, so it has no place among the stored editions.
var ErrNotStored = errors.New("not a stored edition")

// Pairing returns the pairing of the editions old and new, from the cache
// in the data directory when it holds one for these editions' bytes, else
// computed and cached.
func (s *Store) Pairing(oldID, newID string) (*Pairing, error) {
	old, err := s.Load(oldID)
	if err != nil {
		return nil, err
	}
	new, err := s.Load(newID)
	if err != nil {
		return nil, err
	}
	return s.pairing(EditionRef{ID: old.ID, Hash: old.Hash}, EditionRef{ID: new.ID, Hash: new.Hash}, func() (*Edition, *Edition, error) { return old, new, nil })
}

// pairing returns the cached pairing of two editions, or loads them (load)
// and pairs and caches them. The seed edition is paired but not cached: its
// hash covers the fragments, which only change with the program.
func (s *Store) pairing(old, new EditionRef, load func() (*Edition, *Edition, error)) (*Pairing, error) {
	cache := NewPairingCache(s.pairingsDir())
	if p, ok := cache.Get(old.Hash, new.Hash); ok {
		// The same bytes may be stored under another date.
		p.Old.ID, p.New.ID = old.ID, new.ID
		return p, nil
	}
	a, b, err := load()
	if err != nil {
		return nil, err
	}
	p := PairEditions(a, b)
	if old.ID != SeedID && new.ID != SeedID {
		if err := cache.Put(p); err != nil {
			return nil, fmt.Errorf("pair editions %s and %s: %w", old.ID, new.ID, err)
		}
	}
	return p, nil
}

// Diff compares two editions (any IDs Load accepts), through the cached
// pairing when there is one.
func (s *Store) Diff(oldID, newID string) (*EditionDiff, error) {
	old, err := s.Load(oldID)
	if err != nil {
		return nil, err
	}
	new, err := s.Load(newID)
	if err != nil {
		return nil, err
	}
	p, err := s.pairing(EditionRef{ID: old.ID, Hash: old.Hash}, EditionRef{ID: new.ID, Hash: new.Hash}, func() (*Edition, *Edition, error) { return old, new, nil })
	if err != nil {
		return nil, err
	}
	return DiffFromPairing(old, new, p), nil
}

// chain returns the stored editions oldest first and the pairing of each
// with the next, cached ones read back, missing ones computed and cached.
func (s *Store) chain() ([]string, []*Pairing, error) {
	refs, err := s.storedHashes()
	if err != nil {
		return nil, nil, err
	}
	ids := make([]string, len(refs))
	for i, ref := range refs {
		ids[i] = ref.ID
	}
	pairings := make([]*Pairing, 0, max(len(refs)-1, 0))
	for i := 1; i < len(refs); i++ {
		p, err := s.storedPairing(refs[i-1], refs[i])
		if err != nil {
			return nil, nil, err
		}
		pairings = append(pairings, p)
	}
	return ids, pairings, nil
}

// storedPairing pairs two stored editions, through the cache.
func (s *Store) storedPairing(old, new EditionRef) (*Pairing, error) {
	return s.pairing(old, new, func() (*Edition, *Edition, error) {
		a, err := s.Load(old.ID)
		if err != nil {
			return nil, nil, err
		}
		b, err := s.Load(new.ID)
		return a, b, err
	})
}

// WarmPairings computes and caches the pairings of the stored edition id
// with the stored editions before and after it, as an import does, so the
// first history asked for after it reads only cached pairings.
func (s *Store) WarmPairings(id string) error {
	refs, err := s.storedHashes()
	if err != nil {
		return err
	}
	for i, ref := range refs {
		if ref.ID != id {
			continue
		}
		if i > 0 {
			if _, err := s.storedPairing(refs[i-1], ref); err != nil {
				return err
			}
		}
		if i+1 < len(refs) {
			if _, err := s.storedPairing(ref, refs[i+1]); err != nil {
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
func (s *Store) History(editionID, id string) (*RuleHistory, error) {
	edition, rule, err := s.storedRule(editionID, id)
	if err != nil {
		return nil, err
	}
	ids, pairings, err := s.chain()
	if err != nil {
		return nil, fmt.Errorf("history of rule %s: %w", rule.ID, err)
	}
	return TraceRule(ids, pairings, edition.ID, rule.ID)
}

// Translate says what rule id of the stored edition editionID is called in
// the stored edition in (or that it was removed, or not yet created), by
// following it through every stored edition between the two.
func (s *Store) Translate(editionID, id, in string) (*Translation, error) {
	edition, rule, err := s.storedRule(editionID, id)
	if err != nil {
		return nil, err
	}
	target, err := s.Load(in)
	if err != nil {
		return nil, err
	}
	if target.ID == SeedID {
		return nil, fmt.Errorf("rule %s in %s: %w", rule.ID, in, ErrNotStored)
	}
	ids, pairings, err := s.chain()
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
		ids, _ := s.importedIDs()
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
