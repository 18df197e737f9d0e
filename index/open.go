package index

import "github.com/judgekit/judge/corpus"

// OpenEdition opens the index of the edition id names, resolved by
// editions as everywhere else ("seed", "latest" or a date). The seed
// edition is indexed in memory. An imported edition's index is found by
// the hash of its file, so opening a current index never parses the
// edition; the edition is loaded only to build a missing or stale index,
// reporting to progress. The caller closes the index.
func OpenEdition(editions *corpus.Editions, id string, progress Progress) (*Index, error) {
	if id == "" || id == corpus.SeedID {
		edition, err := editions.Load(id)
		if err != nil {
			return nil, err
		}
		return NewMemory(edition)
	}
	store, err := editions.Store()
	if err != nil {
		return nil, err
	}
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
			return NewMemory(edition)
		}
		return NewStore(store.Dir()).Open(edition, progress)
	}
	load := func() (*corpus.Edition, error) { return editions.Load(info.ID) }
	return NewStore(store.Dir()).OpenHash(info.ID, info.Hash, load, progress)
}

// PruneUnimported removes the indexes of edition files no longer in store
// (replaced by a newer import of the same date, or removed) and returns
// the hashes of the files whose indexes it removed.
func PruneUnimported(store *corpus.Store, indexes *Store) ([]string, error) {
	infos, err := store.List()
	if err != nil {
		return nil, err
	}
	keep := make([]string, len(infos))
	for i, info := range infos {
		keep[i] = info.Hash
	}
	return indexes.Prune(keep)
}
