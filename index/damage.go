package index

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"

	"github.com/blevesearch/bleve/v2"
)

// recoverDamage turns a panic in the deferring function into an error
// matching ErrIndexDamaged. Bleve's storage layer panics on some damaged
// files (an offset past the end of a segment, a bad varint) instead of
// returning an error; every call into Bleve that reads stored data goes
// through a function that defers this.
//
// Bleve reads segments through memory maps: a segment file truncated under
// an open index faults on access, which the runtime makes a panic, not a
// crash, only in a goroutine that asked for it (guardFaults).
func recoverDamage(err *error, doing string) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("%s: %w: bleve panicked: %v", doing, ErrIndexDamaged, r)
	}
}

// guardFaults makes a memory fault in the calling goroutine (a read past
// the end of a truncated, memory-mapped segment) a panic that
// recoverDamage can turn into an error; the returned function restores the
// previous setting.
func guardFaults() (restore func()) {
	old := debug.SetPanicOnFault(true)
	return func() { debug.SetPanicOnFault(old) }
}

// Search runs a request. Bad input yields a *QueryError; a cancelled ctx
// stops the search. An on-disk index that turns out damaged while open
// (Bleve fails or panics reading it) is rebuilt once and the search run
// again.
func (ix *Index) Search(ctx context.Context, req Request) (*Result, error) {
	res, b, err := ix.searchGuarded(ctx, req)
	if err == nil || ix.heal == nil || !readFailed(ctx, err) {
		return res, err
	}
	if healErr := ix.rebuild(b, err); healErr != nil {
		return nil, fmt.Errorf("%w; rebuilding the index failed: %v", err, healErr)
	}
	res, _, err = ix.searchGuarded(ctx, req)
	return res, err
}

// readFailed reports whether a search failed reading the index: not the
// user's query, not a cancelled context. On a finished, read-only index
// that is damage (Bleve reports damaged segments as plain errors, such as
// "vellum length is 0").
func readFailed(ctx context.Context, err error) bool {
	var bad *QueryError
	return !errors.As(err, &bad) && ctx.Err() == nil
}

// searchGuarded runs one search on the current Bleve index, returning that
// index too so a rebuild replaces only the one that failed.
func (ix *Index) searchGuarded(ctx context.Context, req Request) (res *Result, b bleve.Index, err error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	defer guardFaults()()
	// b is set before the search, so a panic still returns it.
	b = ix.bleve
	defer recoverDamage(&err, fmt.Sprintf("search %q", req.Query))
	res, err = ix.search(ctx, req)
	return res, b, err
}

// rebuild replaces the damaged Bleve index failed with a rebuilt one,
// unless a concurrent search already did.
func (ix *Index) rebuild(failed bleve.Index, reason error) error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.bleve != failed {
		return nil
	}
	b, err := ix.heal(&UnusableError{Edition: ix.edition, Kind: ErrIndexDamaged, Detail: reason.Error()})
	if err != nil {
		return err
	}
	closeQuietly(failed)
	ix.bleve = b
	return nil
}

// closeQuietly closes a Bleve index that may be damaged: a panic or error
// closing it changes nothing for the caller.
func closeQuietly(b bleve.Index) {
	defer func() { recover() }()
	b.Close()
}

// Count is the number of indexed records.
func (ix *Index) Count() (n uint64, err error) {
	ix.mu.RLock()
	defer ix.mu.RUnlock()
	defer recoverDamage(&err, "count records")
	return ix.bleve.DocCount()
}

// Close releases the index.
func (ix *Index) Close() (err error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	defer recoverDamage(&err, "close index "+ix.edition)
	return ix.bleve.Close()
}
