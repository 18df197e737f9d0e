package corpus

import (
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"slices"
)

// seedFS holds the scraped seed fragments byte for byte as they were
// scraped; cleaning happens at load so the originals stay checkable.
//
//go:embed seeds/*.txt
var seedFS embed.FS

// readSeedFiles returns the embedded scrapes in name order, the order in
// which they are hashed and merged.
func readSeedFiles(fsys fs.FS) ([]seedFile, error) {
	names, err := fs.Glob(fsys, "seeds/*.txt")
	if err != nil {
		return nil, fmt.Errorf("list seed files: %w", err)
	}
	if len(names) == 0 {
		return nil, fmt.Errorf("list seed files: none embedded")
	}
	slices.Sort(names)
	files := make([]seedFile, 0, len(names))
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("read seed file: %w", err)
		}
		files = append(files, seedFile{name: name[len("seeds/"):], data: data})
	}
	return files, nil
}

// hashSeedFiles is the hex SHA-256 of the raw files concatenated in the
// order given (name order), so the hash changes with any byte of any scrape.
func hashSeedFiles(files []seedFile) string {
	hash := sha256.New()
	for _, file := range files {
		hash.Write(file.data)
	}
	return hex.EncodeToString(hash.Sum(nil))
}
