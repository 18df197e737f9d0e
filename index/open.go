package index

import (
	"errors"

	"github.com/judgekit/judge/corpus"
)

// OpenEdition opens the index of the edition id names, resolved by
// editions as everywhere else ("seed", "latest" or a date). Every edition,
// the seed too, has its index stored in the data directory, found by the
// hash of its file (from the edition's manifest, so nothing is hashed)
// and built on first use; opening a sound index never parses the edition.
// An index that must be rebuilt (see Store.OpenHash) is rebuilt with
// progress reported to progress and the reason told to explain; either
// may be nil. The caller closes the index.
func OpenEdition(editions *corpus.Editions, id string, progress Progress, explain func(reason error)) (*Index, error) {
	if id == "" || id == corpus.SeedID {
		return openSeed(editions, progress, explain)
	}
	store, err := editions.Store()
	if err != nil {
		return nil, err
	}
	indexes := NewStore(store.Dir())
	indexes.Explain = explain
	info, err := editions.File(id)
	if err != nil {
		return nil, err
	}
	if info == nil {
		// The seed (as "latest" with no imports) or an unknown edition:
		// Load says which.
		edition, err := editions.Load(id)
		if err != nil {
			return nil, err
		}
		if edition.ID == corpus.SeedID {
			return openSeed(editions, progress, explain)
		}
		return indexes.Open(edition, progress)
	}
	load := func() (*corpus.Edition, error) { return editions.Load(info.ID) }
	return indexes.OpenHash(info.ID, info.Hash, load, progress)
}

// openSeed opens the seed edition's index, stored and built once like any
// other. The seed needs no data directory, so where there is none, or it
// cannot be written, the seed is indexed in memory instead (a few tens of
// milliseconds).
func openSeed(editions *corpus.Editions, progress Progress, explain func(reason error)) (*Index, error) {
	load := func() (*corpus.Edition, error) { return editions.Load(corpus.SeedID) }
	stored, err := openStoredSeed(editions, load, progress, explain)
	if err == nil {
		return stored, nil
	}
	edition, loadErr := load()
	if loadErr != nil {
		return nil, errors.Join(loadErr, err)
	}
	return NewMemory(edition)
}

func openStoredSeed(editions *corpus.Editions, load func() (*corpus.Edition, error), progress Progress, explain func(reason error)) (*Index, error) {
	hash, err := corpus.SeedHash()
	if err != nil {
		return nil, err
	}
	store, err := editions.Store()
	if err != nil {
		return nil, err
	}
	indexes := NewStore(store.Dir())
	indexes.Explain = explain
	return indexes.OpenHash(corpus.SeedID, hash, load, progress)
}

// PruneUnimported removes the indexes of edition files no longer in store
// (replaced by a newer import of the same date, or removed) and returns
// the hashes of the files whose indexes it removed. The seed edition's
// index stays.
func PruneUnimported(store *corpus.Store, indexes *Store) ([]string, error) {
	infos, err := store.List()
	if err != nil {
		return nil, err
	}
	seed, err := corpus.SeedHash()
	if err != nil {
		return nil, err
	}
	keep := []string{seed}
	for _, info := range infos {
		keep = append(keep, info.Hash)
	}
	return indexes.Prune(keep)
}
