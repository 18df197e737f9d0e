package web

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
)

// resolveFor is how long a resolved edition name is reused before the data
// directory is read again, so an import shows within seconds without every
// request listing the directory.
const resolveFor = 2 * time.Second

// Library is what the server reads: the editions of the data directory,
// their search indexes, and the built-in scenarios with their verdicts.
// It is safe for concurrent use.
//
// The built-in scenarios are checked when first needed, not as the server
// starts: a rule page checks only the few scenarios about its rule (as
// `judge rule` does), and the whole set is checked once, by the first
// page that lists it (or in the background from start, Config.WarmScenarios).
type Library struct {
	editions *corpus.Editions
	checker  scenarios.Checker

	whole     sync.Once
	wholeDone atomic.Bool
	builtin   []scenarios.Checked
	byID      map[string]int
	paired    *scenarios.Pairing

	// checkedAbout holds the scenarios checked for rule pages before the
	// whole set was, by file.
	aboutMu      sync.Mutex
	checkedAbout map[string]scenarios.Checked

	mu       sync.Mutex
	listed   listedEditions
	resolved map[string]resolvedEdition
	indexes  map[string]*index.Index // by edition file hash
	building map[string]*sync.Mutex  // one build per hash at a time
	cards    *cards.Store
	keywords map[string]*cards.KeywordRules // by edition file hash
	cardsSig listedCards
}

// listedCards is the signature of the stored card files, kept for a
// moment as the editions' list is.
type listedCards struct {
	signature string
	at        time.Time
}

type listedEditions struct {
	rows      []corpus.ListedEdition
	signature string
	at        time.Time
}

type resolvedEdition struct {
	edition *corpus.Edition
	at      time.Time
}

// NewLibrary reads editions through editions; the built-in scenarios are
// checked as pages need them.
func NewLibrary(editions *corpus.Editions) (*Library, error) {
	checker, err := scenarios.NewChecker(editions.Load)
	if err != nil {
		return nil, fmt.Errorf("load scenario cards: %w", err)
	}
	lib := &Library{
		editions: editions,
		checker:  checker,
		byID:     map[string]int{},
		resolved: map[string]resolvedEdition{},
		indexes:  map[string]*index.Index{},
		building: map[string]*sync.Mutex{},
		keywords: map[string]*cards.KeywordRules{},

		checkedAbout: map[string]scenarios.Checked{},
	}
	return lib, nil
}

// checkWhole checks every built-in scenario, once.
func (l *Library) checkWhole() {
	l.whole.Do(func() {
		l.builtin = l.checker.CheckBuiltin()
		l.paired = scenarios.NewPairing(l.builtin)
		for i, c := range l.builtin {
			l.byID[c.ID] = i
		}
		l.wholeDone.Store(true)
	})
}

// BuiltinIDs lists the IDs of the built-in scenarios, in the set's order,
// without checking them: the checker's page offers them as starting
// points, and a cold server would otherwise play the whole set before
// showing it. A file that doesn't load is left out here: the whole set's
// check reports it, and the scenarios page lists it.
func (l *Library) BuiltinIDs() []string {
	ids, _ := scenarios.BuiltinIDs()
	return ids
}

// DefaultID is the ID of the edition a page that names none shows; the
// built-in default when the configured one no longer resolves.
func (l *Library) DefaultID() string {
	id, err := l.editions.Resolve("")
	if err != nil {
		return corpus.DefaultID
	}
	return id
}

// Edition resolves an edition name as the CLI does ("" for the default
// edition, "seed", "latest", a date or a loose one such as "2006").
// Unknown names give an error matching corpus.ErrUnknownEdition.
func (l *Library) Edition(id string) (*corpus.Edition, error) {
	now := time.Now()
	l.mu.Lock()
	r, ok := l.resolved[id]
	l.mu.Unlock()
	if ok && now.Sub(r.at) < resolveFor {
		return r.edition, nil
	}
	edition, err := l.editions.Load(id)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	l.resolved[id] = resolvedEdition{edition: edition, at: now}
	l.mu.Unlock()
	return edition, nil
}

// Editions lists the seed and every imported edition, oldest first. The
// list hashes every edition file, so it is kept for a moment, as resolved
// names are.
func (l *Library) Editions() ([]corpus.ListedEdition, error) {
	l.mu.Lock()
	listed := l.listed
	l.mu.Unlock()
	if listed.rows != nil && time.Since(listed.at) < resolveFor {
		return listed.rows, nil
	}
	rows, err := l.editions.List()
	if err != nil {
		return nil, err
	}
	var signature strings.Builder
	for _, row := range rows {
		signature.WriteString(row.ID + ":" + row.Hash + ";")
	}
	l.mu.Lock()
	l.listed = listedEditions{rows: rows, signature: signature.String(), at: time.Now()}
	l.mu.Unlock()
	return rows, nil
}

// editionsSignature changes whenever the editions on offer do; pages
// listing them are cached under it.
func (l *Library) editionsSignature() string {
	if _, err := l.Editions(); err != nil {
		return "unlisted"
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.listed.signature
}

// Index returns the search index of edition: the seed's in memory, an
// imported one's from the data directory (built there first if missing).
// Indexes are opened once and kept.
func (l *Library) Index(edition *corpus.Edition) (*index.Index, error) {
	l.mu.Lock()
	ix, ok := l.indexes[edition.Hash]
	build := l.building[edition.Hash]
	if build == nil {
		build = &sync.Mutex{}
		l.building[edition.Hash] = build
	}
	l.mu.Unlock()
	if ok {
		return ix, nil
	}
	build.Lock()
	defer build.Unlock()
	l.mu.Lock()
	ix, ok = l.indexes[edition.Hash]
	l.mu.Unlock()
	if ok {
		return ix, nil
	}
	var err error
	if edition.ID == corpus.SeedID {
		// A few tens of milliseconds: the seed is small.
		ix, err = index.NewMemory(edition)
	} else {
		var store *corpus.Store
		if store, err = l.editions.Store(); err == nil {
			ix, err = index.NewStore(store.Dir()).Open(edition, nil)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("open index of edition %s: %w", edition.ID, err)
	}
	l.mu.Lock()
	l.indexes[edition.Hash] = ix
	l.mu.Unlock()
	return ix, nil
}

// Cards returns the card store of the data directory, opened on first use:
// it opens each of its files once, and again when an import replaces it.
func (l *Library) Cards() (*cards.Store, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.cards != nil {
		return l.cards, nil
	}
	store, err := l.editions.Store()
	if err != nil {
		return nil, err
	}
	if l.cards, err = cards.OpenStore(store.Dir()); err != nil {
		return nil, err
	}
	return l.cards, nil
}

// maxCardHits is how many cards a search shows beside the rules.
const maxCardHits = 5

// CardHits returns the cards whose names a search query names (by whole
// words, word starts or in part; a typo is not a name typed), for a search
// page or answer to show beside the rules: none when no cards are
// imported. A card store that does not read is logged by the caller's
// lookups, not here: a search still answers from the rules.
func (l *Library) CardHits(query string) []cards.Hit {
	store, err := l.Cards()
	if err != nil {
		return nil
	}
	hits, err := store.Search(query, maxCardHits)
	if err != nil {
		return nil
	}
	return slices.DeleteFunc(hits, func(h cards.Hit) bool { return h.Match == cards.MatchTypo.String() })
}

// cardsSignature changes whenever the stored cards or rulings do; answers
// listing cards are cached under it.
func (l *Library) cardsSignature() string {
	l.mu.Lock()
	listed := l.cardsSig
	l.mu.Unlock()
	if listed.signature != "" && time.Since(listed.at) < resolveFor {
		return listed.signature
	}
	signature := "no cards"
	if store, err := l.Cards(); err == nil {
		if info, err := store.Info(); err == nil {
			signature = "cards"
			for _, m := range []*cards.Manifest{info.Cards, info.Rulings} {
				if m != nil {
					signature += ":" + m.Hash
				}
			}
		}
	}
	l.mu.Lock()
	l.cardsSig = listedCards{signature: signature, at: time.Now()}
	l.mu.Unlock()
	return signature
}

// KeywordRules returns the keyword rules of edition, found once per
// edition file.
func (l *Library) KeywordRules(edition *corpus.Edition) *cards.KeywordRules {
	l.mu.Lock()
	rules, ok := l.keywords[edition.Hash]
	l.mu.Unlock()
	if ok {
		return rules
	}
	rules = cards.KeywordRulesOf(edition)
	l.mu.Lock()
	l.keywords[edition.Hash] = rules
	l.mu.Unlock()
	return rules
}

// Close closes the indexes and the card files opened.
func (l *Library) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	var first error
	if l.cards != nil {
		first = l.cards.Close()
	}
	for hash, ix := range l.indexes {
		if err := ix.Close(); err != nil && first == nil {
			first = err
		}
		delete(l.indexes, hash)
	}
	return first
}

// Builtin returns the built-in scenarios with their verdicts, in file
// order.
func (l *Library) Builtin() []scenarios.Checked {
	l.checkWhole()
	return l.builtin
}

// Scenario returns the built-in scenario with the given ID.
func (l *Library) Scenario(id string) (scenarios.Checked, bool) {
	l.checkWhole()
	i, ok := l.byID[id]
	if !ok {
		return scenarios.Checked{}, false
	}
	return l.builtin[i], true
}

// ScenariosAbout returns the built-in scenarios paired with rule of
// edition, as `judge rule` lists them.
func (l *Library) ScenariosAbout(edition, rule string) []scenarios.Checked {
	if l.wholeDone.Load() {
		return l.paired.About(edition, rule)
	}
	about := scenarios.BuiltinAbout(edition, rule)
	if len(about) == 0 {
		return nil
	}
	out := make([]scenarios.Checked, len(about))
	var unchecked []*scenarios.Scenario
	var at []int
	l.aboutMu.Lock()
	for i, s := range about {
		if c, ok := l.checkedAbout[s.File]; ok {
			out[i] = c
		} else {
			unchecked = append(unchecked, s)
			at = append(at, i)
		}
	}
	l.aboutMu.Unlock()
	// Two pages about one rule at once may both check its scenarios: the
	// verdicts are the same, and neither waits on the other.
	for j, c := range l.checker.CheckBuiltinScenarios(unchecked) {
		out[at[j]] = c
		l.aboutMu.Lock()
		l.checkedAbout[c.File] = c
		l.aboutMu.Unlock()
	}
	return out
}

// NearestScenarios suggests built-in scenario IDs for one not found, as
// the CLI does (scenarios.NearestBuiltinIDs).
func (l *Library) NearestScenarios(id string, n int) []string {
	return scenarios.NearestBuiltinIDs(id, n)
}

// Checker returns the scenario checker, reading editions as the library
// does.
func (l *Library) Checker() scenarios.Checker { return l.checker }
