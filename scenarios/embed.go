package scenarios

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"sync"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
)

// builtin holds the project's scenarios (seed/*.md; keywords/*.md: two
// or more per keyword ability of rule 502, and of 702 for some later
// keywords; eras/*.md: plays under later
// editions and plays whose outcome changed between editions; examples/*.md:
// the Examples of the 2006-10-01 edition, one file each; rules2006/*.md:
// the rules of the complete 2006-10-01 edition the engine applies, turn
// structure, zones, drawing and state-based effects among them; probes/*.md:
// disputed plays of the 2026 rules written from the rules text alone;
// actions/*.md: the keyword actions of 701 of 2026, each played) and the
// shared card definitions they use (cards/*.cards).
//
//go:embed seed keywords eras examples rules2006 probes actions cards
var builtin embed.FS

// builtinPrefix is where the embedded files live in the repository; the
// built-in scenarios are named by their repository path so errors point
// at a file a reader can open.
const builtinPrefix = "scenarios/"

// Builtin returns the embedded scenario files under seed/ and the shared
// card definitions under cards/.
func Builtin() fs.FS {
	return builtin
}

// BuiltinScenarios loads every embedded scenario, named by repository path
// ("scenarios/seed/409.1h-locked-in-cost.md").
func BuiltinScenarios() ([]*Scenario, error) {
	return loadBuiltin(nil)
}

// BuiltinIDs lists the IDs of the embedded scenarios in the set's order,
// loaded (not checked) once per process, with the error loading gave.
var BuiltinIDs = sync.OnceValues(func() ([]string, error) {
	all, err := BuiltinScenarios()
	ids := make([]string, len(all))
	for i, s := range all {
		ids[i] = s.ID
	}
	return ids, err
})

// NearestBuiltinIDs returns up to n built-in scenario IDs nearest to id,
// nearest first (corpus.Closest), for one that names none: the CLI and
// the web server suggest the same.
func NearestBuiltinIDs(id string, n int) []string {
	ids, _ := BuiltinIDs()
	return corpus.Closest(id, ids, n)
}

// builtinFolders are the folders of embedded scenarios, in the order the
// built-in set lists them.
var builtinFolders = []string{"seed", "keywords", "eras", "examples", "rules2006", "probes", "actions"}

// builtinFiles is the bytes of every embedded scenario file by folder,
// read once per process: they cannot change, and reading them again costs
// every rule lookup of a server more than parsing the few it needs.
var builtinFiles = sync.OnceValue(func() []scenarioFiles {
	files := make([]scenarioFiles, len(builtinFolders))
	for i, dir := range builtinFolders {
		files[i] = readScenarioFiles(builtin, dir)
	}
	return files
})

// loadBuiltin loads the embedded scenarios whose path (under the folder
// of scenarios) and raw bytes keep accepts (all of them when keep is nil).
func loadBuiltin(keep func(name string, data []byte) bool) ([]*Scenario, error) {
	var (
		all  []*Scenario
		errs []error
	)
	for _, files := range builtinFiles() {
		loaded, err := loadFiles(files, builtinPrefix, keep, loadBuiltinFile)
		all = append(all, loaded...)
		errs = append(errs, err)
	}
	return all, errors.Join(append(errs, duplicateIDs(all))...)
}

// builtinLoaded holds each embedded scenario file as loaded, once per
// process: the files cannot change, and a server's rule pages, the
// whole-set check and coverage would otherwise parse the same files again
// and again. The scenarios are shared, so no caller changes one (checks
// work on copies: Scenario.For, and the mutation tests' m := *s).
var builtinLoaded sync.Map // file -> loadedFile

type loadedFile struct {
	s   *Scenario
	err error
}

func loadBuiltinFile(file string, data []byte) (*Scenario, error) {
	if l, ok := builtinLoaded.Load(file); ok {
		return l.(loadedFile).s, l.(loadedFile).err
	}
	s, err := Load(file, data)
	builtinLoaded.Store(file, loadedFile{s, err})
	return s, err
}

// duplicateIDs refuses two scenarios of one set with the same ID, which
// loadFS catches only within a folder: an ID names one scenario in
// `judge scenario run ID`, in `judge rule` and in the golden traces.
func duplicateIDs(all []*Scenario) error {
	seen := make(map[string]string, len(all))
	var errs []error
	for _, s := range all {
		if first, ok := seen[s.ID]; ok {
			errs = append(errs, &Error{File: s.File, Line: 1, Msg: fmt.Sprintf("scenario id %q is already used by %s", s.ID, first)})
			continue
		}
		seen[s.ID] = s.File
	}
	return errors.Join(errs...)
}

// BuiltinCards loads the embedded shared card definitions, taking the
// real cards they lack from the built-in card fixture (realcards.go).
func BuiltinCards() (*CardLibrary, error) {
	lib, err := BuiltinLibrary()
	if err != nil {
		return nil, err
	}
	fixture, err := FixtureFinder()
	if err != nil {
		return nil, err
	}
	return WithRealCards(lib, []string{cards.FixtureSource}, []CardFinder{fixture}), nil
}

// BuiltinLibrary loads the embedded shared card definitions alone, with no
// real cards behind them.
func BuiltinLibrary() (*CardLibrary, error) {
	cardFiles, err := fs.Sub(builtin, "cards")
	if err != nil {
		return nil, fmt.Errorf("open built-in cards: %w", err)
	}
	lib, err := LoadCardLibrary(cardFiles)
	if err != nil {
		return nil, fmt.Errorf("load built-in cards: %w", err)
	}
	return lib, nil
}
