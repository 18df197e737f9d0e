package index

import (
	"errors"

	"github.com/judgekit/judge/corpus"
)

// OpenEdition opens the index of the edition name names, resolved by
// editions as everywhere else ("" for the default edition, "seed",
// "latest", a date or a loose one such as "2006"). Every edition, the
// built-in ones too, has its index stored in the data directory, found by
// the hash of its file (from the edition's manifest, so nothing is hashed)
// and built on first use; opening a sound index never parses the edition.
// An index that must be rebuilt (see Store.OpenHash) is rebuilt with
// progress reported to progress and the reason told to explain; either
// may be nil. A built-in edition is indexed in memory where there is no
// data directory to keep its index in. The caller closes the index.
func OpenEdition(editions *corpus.Editions, name string, progress Progress, explain func(reason error)) (*Index, error) {
	id, hash, err := editions.Hash(name)
	if err != nil {
		return nil, err
	}
	load := func() (*corpus.Edition, error) { return editions.Load(id) }
	stored, err := openStored(editions, id, hash, load, progress, explain)
	if err == nil || (id != corpus.SeedID && !corpus.IsBuiltin(id)) {
		return stored, err
	}
	edition, loadErr := load()
	if loadErr != nil {
		return nil, errors.Join(loadErr, err)
	}
	return NewMemory(edition)
}

// openStored opens the stored index of edition id, whose file has hash.
func openStored(editions *corpus.Editions, id, hash string, load func() (*corpus.Edition, error), progress Progress, explain func(reason error)) (*Index, error) {
	store, err := editions.Store()
	if err != nil {
		return nil, err
	}
	indexes := NewStore(store.Dir())
	indexes.Explain = explain
	return indexes.OpenHash(id, hash, load, progress)
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
