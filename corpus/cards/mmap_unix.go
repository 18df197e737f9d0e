//go:build unix

package cards

import (
	"os"
	"syscall"
)

// mapFile maps the first size bytes of f read-only, sharing the system's
// cache of the file: a lookup touches only the pages it reads, and no copy
// of them is made. ok is false when the file cannot be mapped; it is read
// then instead.
func mapFile(f *os.File, size int64) (data []byte, unmap func() error, ok bool) {
	if size <= 0 || size != int64(int(size)) {
		return nil, nil, false
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, false
	}
	return data, func() error { return syscall.Munmap(data) }, true
}
