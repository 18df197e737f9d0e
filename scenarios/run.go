package scenarios

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"

	"github.com/judgekit/judge/corpus"
)

// Checked is one checked scenario with what a report shows of it: the
// loaded scenario (nil when its file did not load) and the verdict.
type Checked struct {
	Scenario *Scenario
	Result
}

// NewChecker returns a Checker with the built-in shared cards that reads
// editions through load, once each, so checking many scenarios of one
// edition resolves it once. "" asks for DefaultEdition. The Checker is
// safe for concurrent use.
func NewChecker(load func(id string) (*corpus.Edition, error)) (Checker, error) {
	cards, err := BuiltinCards()
	if err != nil {
		return Checker{}, err
	}
	type loadedEdition struct {
		edition *corpus.Edition
		err     error
	}
	var mu sync.Mutex
	loaded := map[string]loadedEdition{}
	return Checker{
		Cards: cards,
		Edition: func(id string) (*corpus.Edition, error) {
			if id == "" {
				id = DefaultEdition
			}
			mu.Lock()
			defer mu.Unlock()
			l, ok := loaded[id]
			if !ok {
				l.edition, l.err = load(id)
				loaded[id] = l
			}
			return l.edition, l.err
		},
	}, nil
}

// RunArg runs the file arg names or, when there is no such file, the
// built-in scenario with that ID.
func (c Checker) RunArg(arg string) Checked {
	if _, err := os.Stat(arg); errors.Is(err, fs.ErrNotExist) {
		if s, ok := BuiltinScenario(arg); ok {
			return Checked{Scenario: s, Result: c.forBuiltin(s).Check(s)}
		}
	}
	return c.RunFile(arg)
}

// BuiltinScenario returns the built-in scenario with the given ID. Its
// file is named after the ID or its front matter names the ID as written
// there (IDs are letters, digits, '.', '-' and '_', unquoted or plainly
// quoted), so only such files are parsed: parsing the whole set cost each
// `judge scenario run ID` several times what playing the scenario did.
func BuiltinScenario(id string) (*Scenario, bool) {
	builtin, _ := loadBuiltin(func(name string, data []byte) bool { return mayHoldID(id, name, data) })
	for _, s := range builtin {
		if s.ID == id {
			return s, true
		}
	}
	return nil, false
}

// mayHoldID reports whether the scenario file name, of bytes data, may
// hold the scenario with the given ID: the file is named after it, or its
// front matter holds it.
func mayHoldID(id, name string, data []byte) bool {
	return strings.TrimSuffix(path.Base(name), path.Ext(name)) == id || bytes.Contains(frontMatterPart(data), []byte(id))
}

// RunFile loads and checks one scenario file a judge named.
func (c Checker) RunFile(file string) Checked {
	data, err := os.ReadFile(file)
	if err != nil {
		return LoadFailure(file, fmt.Errorf("read scenario: %w", err))
	}
	return c.RunText(file, data)
}

// RunText loads and checks a scenario given as the text of a file, named
// file in its errors: a file a judge pasted rather than saved.
func (c Checker) RunText(file string, data []byte) Checked {
	s, err := Load(file, data)
	if err != nil {
		return LoadFailure(file, err)
	}
	return Checked{Scenario: s, Result: c.forFile().Check(s)}
}

// forFile returns the checker of a judge's own scenario file: c with its
// FileCards, when set, as its cards.
func (c Checker) forFile() Checker {
	if c.FileCards != nil {
		c.Cards = c.FileCards
	}
	return c
}

// CheckBuiltin checks every built-in scenario; files that do not load are
// reported as failures beside the others.
func (c Checker) CheckBuiltin() []Checked {
	c.unimportedOK = true
	all, err := BuiltinScenarios()
	reports := c.CheckBuiltinScenarios(all)
	for _, e := range splitErrors(err) {
		file := "built-in scenarios"
		var located *Error
		if errors.As(e, &located) {
			file = located.File
		}
		reports = append(reports, LoadFailure(file, e))
	}
	return reports
}

// splitErrors undoes errors.Join.
func splitErrors(err error) []error {
	if err == nil {
		return nil
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		return joined.Unwrap()
	}
	return []error{err}
}

// LoadFailure reports a file that could not be loaded as a failed
// scenario named after the file.
func LoadFailure(file string, err error) Checked {
	id := filepath.Base(file)
	id = id[:len(id)-len(filepath.Ext(id))]
	r := Result{ID: id, File: file, Error: err.Error()}
	var located *Error
	if errors.As(err, &located) {
		r.Problems = []*Error{located}
	} else {
		r.Problems = []*Error{{File: file, Msg: err.Error()}}
	}
	return Checked{Result: r}
}
