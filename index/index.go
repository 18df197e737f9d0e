package index

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/index/scorch/mergeplan"
	"github.com/blevesearch/bleve/v2/search/highlight"
	htmlhighlighter "github.com/blevesearch/bleve/v2/search/highlight/highlighter/html"

	"github.com/judgekit/judge/corpus"
)

// Progress is told how many records of how many are indexed so far. A nil
// Progress is allowed.
type Progress func(done, total int)

// batchSize bounds how many records go into one bleve batch: large enough
// that scorch builds few segments, small enough to report progress.
const batchSize = 1000

// Index is a searchable index of one edition. It is safe for concurrent
// searches.
type Index struct {
	// mu guards bleve, which a rebuild of a damaged index replaces.
	mu       sync.RWMutex
	bleve    bleve.Index
	analyzer analysis.Analyzer
	words    analysis.Analyzer
	edition  string
	weights  weights
	// highlighter marks matches in snippets with <mark>, escaping the
	// rest as HTML.
	highlighter highlight.Highlighter
	// conceptsOnce reads the concept table, known, on first use.
	conceptsOnce sync.Once
	known        *concepts
	knownErr     error
	// heal rebuilds a damaged on-disk index, for the reason given, and
	// opens the new one; nil for an index in memory.
	heal func(reason error) (bleve.Index, error)
}

// NewMemory builds an in-memory index of the edition. It suits small
// editions (the seed) and tests; real editions use Open, which keeps the
// index on disk between runs.
func NewMemory(ed *corpus.Edition) (*Index, error) {
	m, err := newMapping()
	if err != nil {
		return nil, fmt.Errorf("index %s: %w", ed.ID, err)
	}
	b, err := bleve.NewUsing("", m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("index %s: %w", ed.ID, err)
	}
	if err := fill(b, ed, nil); err != nil {
		b.Close()
		return nil, fmt.Errorf("index %s: %w", ed.ID, err)
	}
	return wrap(b, ed.ID)
}

// wrap makes an Index of an open bleve index, closing it on failure.
func wrap(b bleve.Index, edition string) (*Index, error) {
	a, w := b.Mapping().AnalyzerNamed(textAnalyzer), b.Mapping().AnalyzerNamed(wordsAnalyzer)
	if a == nil || w == nil {
		b.Close()
		return nil, fmt.Errorf("index %s: mapping lacks the analyzers %q and %q", edition, textAnalyzer, wordsAnalyzer)
	}
	h, err := bleve.Config.Cache.HighlighterNamed(htmlhighlighter.Name)
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("index %s: %w", edition, err)
	}
	return &Index{bleve: b, analyzer: a, words: w, edition: edition, weights: defaultWeights(), highlighter: h}, nil
}

// mergeSegments merges the segments of the on-disk index at dir into one.
// Every term a query names is looked up, and its postings read, once per
// segment: a search of a merged index does that work once instead of once
// per batch. Only an on-disk index merges: scorch merges segments in its
// persister, which an in-memory index does not run.
func mergeSegments(b bleve.Index, dir string) error {
	advanced, err := b.Advanced()
	if err != nil {
		return fmt.Errorf("merge segments: %w", err)
	}
	s, ok := advanced.(*scorch.Scorch)
	if !ok {
		return nil
	}
	if err := s.ForceMerge(context.Background(), &mergeplan.SingleSegmentMergePlanOptions); err != nil {
		return fmt.Errorf("merge segments: %w", err)
	}
	// The persister deletes the merged-away segment files in the
	// background; give it a moment, so the index does not keep them on
	// disk. Left behind, they waste space but are never read.
	for deadline := time.Now().Add(segmentCleanupWait); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if files, err := filepath.Glob(filepath.Join(dir, "store", "*.zap")); err != nil || len(files) <= 1 {
			break
		}
	}
	return nil
}

// segmentCleanupWait bounds the wait for merged-away segment files to go.
const segmentCleanupWait = time.Second

// fill indexes every record of the edition in batches.
func fill(b bleve.Index, ed *corpus.Edition, progress Progress) error {
	recs := records(ed)
	batch := b.NewBatch()
	for i, r := range recs {
		if err := batch.Index(r.id, r.fields()); err != nil {
			return fmt.Errorf("record %s: %w", r.id, err)
		}
		if batch.Size() >= batchSize || i == len(recs)-1 {
			if err := b.Batch(batch); err != nil {
				return fmt.Errorf("batch ending at %s: %w", r.id, err)
			}
			batch.Reset()
			if progress != nil {
				progress(i+1, len(recs))
			}
		}
	}
	// The concept table is built from the edition once, with its index,
	// so a search never parses the edition.
	a := b.Mapping().AnalyzerNamed(textAnalyzer)
	if a == nil {
		return fmt.Errorf("concept table: the mapping lacks the analyzer %q", textAnalyzer)
	}
	if err := b.SetInternal(conceptsKey, newConcepts(ed, a).encode()); err != nil {
		return fmt.Errorf("concept table: %w", err)
	}
	return nil
}

// Edition is the ID of the indexed edition.
func (ix *Index) Edition() string { return ix.edition }
