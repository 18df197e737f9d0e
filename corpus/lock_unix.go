//go:build unix

package corpus

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockExclusive takes an exclusive advisory lock (flock) on the file at
// path, creating it, and waits for it; the returned function releases it.
// Separate opens exclude each other, within one process too.
func lockExclusive(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return func() { f.Close() }, nil
}
