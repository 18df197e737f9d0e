package scenarios

import (
	"io/fs"

	"github.com/judgekit/judge/rulings"
)

// CardLibrary holds shared card definitions reusable across scenario files.
type CardLibrary struct {
	cards map[string]*rulings.CardDefinition
}

// LoadCardLibrary reads every *.cards file in the root of fsys.
func LoadCardLibrary(fsys fs.FS) (*CardLibrary, error) {
	return &CardLibrary{cards: map[string]*rulings.CardDefinition{}}, nil
}

// Program is one parsed scenario block: its cards, starting state, actions
// and expectations.
type Program struct {
	file string
	line int
}

// ParseProgram parses one fenced scenario block; line is the file line of
// src's first line.
func ParseProgram(file string, line int, src string, lib *CardLibrary) (*Program, error) {
	return nil, errorf(file, line, "the scenario language is not available in this build")
}

// Outcome is what running a program produced.
type Outcome struct {
	// Trace is the ruling a judge reads.
	Trace *rulings.Trace
	// Failures are the expectations that did not hold.
	Failures []Failure
}

// Failure is one expectation that did not hold.
type Failure struct {
	File     string
	Line     int
	Expected string
	Got      string
}

// Run plays the program through the engine and evaluates its expectations.
// The error is the game not being playable as scripted (an *Error).
func (p *Program) Run() (*Outcome, error) {
	return nil, errorf(p.file, p.line, "the scenario language is not available in this build")
}
