package cards

import (
	"fmt"
	"os"
	"runtime/debug"
)

// storedFile is one open stored file (the cards or the rulings) with its
// table checked: mapped where the system allows, read piecewise otherwise.
// A Store keeps the one it opened last for each kind, counting its
// readers, and closes a file an import replaced once its last reader is
// done, so a long-running reader never reads through a closed mapping.
type storedFile struct {
	kind Kind
	file os.FileInfo
	f    *os.File
	// data is the whole file when it is mapped; unmap releases it.
	data  []byte
	unmap func() error
	size  int64
	// recordsAt is where the records start; names is a cards file's
	// table, rulings a rulings file's.
	recordsAt int64
	names     *nameTable
	rulings   *rulingsTable

	// refs counts the lookups reading the file; stale marks one an import
	// replaced, closed when refs falls to 0. The Store's mutex guards both.
	refs  int
	stale bool
}

// readAt returns n bytes of the file from off: a slice of the mapping, or
// read from the file.
func (s *storedFile) readAt(off, n int64) ([]byte, error) {
	if off < 0 || n < 0 || off > s.size || n > s.size-off {
		return nil, fmt.Errorf("%w: a read of %d bytes at %d in a file of %d", ErrDamaged, n, off, s.size)
	}
	if s.data != nil {
		return s.data[off : off+n], nil
	}
	buf := make([]byte, n)
	if _, err := s.f.ReadAt(buf, off); err != nil {
		return nil, err
	}
	return buf, nil
}

// close releases the mapping and the file.
func (s *storedFile) close() {
	if s.unmap != nil {
		s.unmap()
	}
	s.f.Close()
}

// openStored opens the stored file of kind and checks its table. A file
// that is not there is os.ErrNotExist.
func openStored(path string, kind Kind) (*storedFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	// Stat the open file: an import renaming a new one into place
	// meanwhile must not pair the new file's identity with the old bytes.
	file, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	s := &storedFile{kind: kind, file: file, f: f, size: file.Size()}
	s.data, s.unmap, _ = mapFile(f, s.size)
	fail := func(err error) (*storedFile, error) {
		s.close()
		return nil, err
	}
	magic := cardsMagic
	if kind == KindRulings {
		magic = rulingsMagic
	}
	err = guardFaults(func() error {
		table, recordsAt, err := readTable(s.readAt, s.size, magic)
		if err != nil {
			return err
		}
		s.recordsAt = recordsAt
		if kind == KindRulings {
			s.rulings, err = decodeRulingsTable(table, s.size-recordsAt)
		} else {
			s.names, err = decodeNames(table, s.size-recordsAt)
		}
		return err
	})
	if err != nil {
		return fail(err)
	}
	return s, nil
}

// same reports whether the file is the one at path now: same inode, size
// and modification time.
func (s *storedFile) same(path string) bool {
	now, err := os.Stat(path)
	return err == nil && os.SameFile(s.file, now) && s.file.Size() == now.Size() && s.file.ModTime().Equal(now.ModTime())
}

// acquire returns the stored file of kind, opened anew only when an
// import replaced it since; release it when done.
func (st *Store) acquire(kind Kind) (*storedFile, error) {
	path := st.Path(kind)
	st.mu.Lock()
	current := st.open[kind]
	if current != nil && current.same(path) {
		current.refs++
		st.mu.Unlock()
		return current, nil
	}
	st.mu.Unlock()
	opened, err := openStored(path, kind)
	if err != nil {
		return nil, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if old := st.open[kind]; old != nil {
		old.stale = true
		if old.refs == 0 {
			old.close()
		}
	}
	if st.open == nil {
		st.open = make(map[Kind]*storedFile)
	}
	st.open[kind] = opened
	opened.refs++
	return opened, nil
}

// release ends a lookup's use of a stored file.
func (st *Store) release(s *storedFile) {
	st.mu.Lock()
	defer st.mu.Unlock()
	s.refs--
	if s.stale && s.refs == 0 {
		s.close()
	}
}

// Close releases the files the store holds open. Lookups still reading
// keep theirs until they are done; a lookup after Close opens them again.
func (st *Store) Close() error {
	st.mu.Lock()
	defer st.mu.Unlock()
	for kind, s := range st.open {
		s.stale = true
		if s.refs == 0 {
			s.close()
		}
		delete(st.open, kind)
	}
	return nil
}

// errFault is what a read of a mapped file that changed under it (cut
// short in place, behind the store's back) gives instead of a crash.
var errFault = fmt.Errorf("%w: the file changed while it was read", ErrDamaged)

// guardFaults runs read, turning a fault reading a mapped file into
// errFault: the store replaces its files by rename, so only a file
// truncated in place by something else faults.
func guardFaults(read func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if _, fault := r.(interface{ Addr() uintptr }); !fault {
				panic(r)
			}
			err = errFault
		}
	}()
	return read()
}
