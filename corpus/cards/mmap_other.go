//go:build !unix

package cards

import "os"

// mapFile does not map files where the system has no mmap: the stored
// files are read instead.
func mapFile(*os.File, int64) ([]byte, func() error, bool) { return nil, nil, false }
