package corpus

// WriteFileAtomic writes data to path as the store writes its own files:
// through a temp file in the same directory (".<name>.<random>.tmp"),
// synced and renamed over path, so a reader sees the old file or the new
// one, never a part. Other stores kept in the data directory (the card
// store) write through it, so one sweep of temp files serves them all.
func WriteFileAtomic(path string, data []byte) error { return writeFileAtomic(path, data) }

// LockFile takes an exclusive advisory lock on the file at path, creating
// it, and waits for it; the returned function releases it. It serialises
// the writers of a store kept beside the editions, as the editions' own
// lock serialises imports.
func LockFile(path string) (unlock func(), err error) { return lockExclusive(path) }

// SweepTemp removes from dir the temp files that atomic writes killed
// between creating and renaming them left behind (those older than a
// minute), as OpenStore does for the editions' directories.
func SweepTemp(dir string) { sweepDir(dir) }
