//go:build !unix

package index

// locksWork says whether lockFile excludes other processes: not here, so
// sweep goes by the age of a scratch directory alone.
const locksWork = false

// fileLock stands in for a file lock on platforms without flock.
type fileLock struct{}

// lockFile always succeeds without excluding anyone.
func lockFile(path string, wait bool) (*fileLock, bool, error) { return &fileLock{}, true, nil }

// unlock does nothing.
func (l *fileLock) unlock() {}
