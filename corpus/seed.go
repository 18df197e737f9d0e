package corpus

import (
	"fmt"
	"io/fs"
	"sync"
)

// seedSource names the merged seed text in parser errors; warnings are
// mapped back to the scrape and line they came from.
const seedSource = "seed"

// Seed returns the embedded default edition: five scraped fragments of a
// c. 2006 Comprehensive Rules, cleaned of the site's text and merged into
// one fragment edition with ID SeedID.
//
// The edition is built once per process and every call returns the same
// *Edition, so callers must treat it as read-only and copy what they want
// to change. Rule.Line counts lines of the merged text (kept for review in
// testdata/seed_merged.golden); warnings name the scrape and its line.
func Seed() (*Edition, error) {
	return loadSeedOnce()
}

// SeedHash returns the seed edition's Hash, the SHA-256 of its embedded
// files, without parsing them: enough to find the seed's stored index.
func SeedHash() (string, error) {
	return seedHashOnce()
}

var seedHashOnce = sync.OnceValues(func() (string, error) {
	files, err := readSeedFiles(seedFS)
	if err != nil {
		return "", fmt.Errorf("seed edition: %w", err)
	}
	return hashSeedFiles(files), nil
})

// loadSeedOnce parses the embedded files on first use; the embedded bytes
// never change, so neither does the result.
var loadSeedOnce = sync.OnceValues(func() (*Edition, error) {
	return loadSeed(seedFS)
})

// loadSeed builds the seed edition from the seeds/*.txt files of fsys.
func loadSeed(fsys fs.FS) (*Edition, error) {
	files, err := readSeedFiles(fsys)
	if err != nil {
		return nil, fmt.Errorf("seed edition: %w", err)
	}
	cleaning := cleanSeeds(files)
	merged := mergeSeedCopies(cleaning.copies)
	edition, err := parseText(seedSource, merged.text, parseOptions{fragment: true})
	if err != nil {
		return nil, fmt.Errorf("seed edition: %w", err)
	}
	edition.ID = SeedID
	edition.Hash = hashSeedFiles(files)
	for index, warning := range edition.Warnings {
		edition.Warnings[index] = merged.locate(warning)
	}
	edition.Warnings = append(edition.Warnings, cleaning.warnings...)
	edition.Warnings = append(edition.Warnings, merged.warnings...)
	return edition, nil
}

// locate maps a parser warning about a line of the merged text to the
// scrape and line that line came from; other warnings are returned as they
// are.
func (merged seedMerged) locate(warning Warning) Warning {
	if warning.Source != seedSource || warning.Line < 1 || warning.Line > len(merged.origins) {
		return warning
	}
	origin := merged.origins[warning.Line-1]
	if origin.file == "" {
		return warning
	}
	warning.Source, warning.Line = origin.file, origin.line
	return warning
}
