//go:build unix

package index

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// locksWork says whether lockFile excludes other processes.
const locksWork = true

// fileLock is an exclusive advisory lock (flock) on an open file.
type fileLock struct{ f *os.File }

// lockFile locks the file at path, creating it if needed.
func lockFile(path string, wait bool) (*fileLock, bool, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, false, fmt.Errorf("lock %s: %w", path, err)
	}
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	for {
		err = syscall.Flock(int(f.Fd()), how)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, false, nil
		}
		return nil, false, fmt.Errorf("lock %s: %w", path, err)
	}
	return &fileLock{f: f}, true, nil
}

// unlock releases the lock.
func (l *fileLock) unlock() { l.f.Close() }
