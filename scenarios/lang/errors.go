package lang

import "fmt"

// Error is a problem in a scenario file, located by file and line.
type Error struct {
	// File is the scenario file's path as given to the parser.
	File string
	// Line is the 1-based line in File.
	Line int
	// Msg says what was wrong and, where useful, what was expected.
	Msg string
	// era marks card wording of another era than the edition's, rather
	// than a line the engine cannot play; framed marks a message that
	// already names its card and line (oracle_read.go).
	era, framed bool
}

// Error renders the problem as "file:line: msg".
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// errorf builds an *Error at file:line.
func errorf(file string, line int, format string, args ...any) *Error {
	return &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// SeedEdition is the ID of the embedded seed fragments of the 2006-10-01
// edition, whose rules are those of ReferenceEdition.
const SeedEdition = "seed"

// DefaultEdition is the edition a scenario is played under, and whose
// rule numbers it cites, when its front matter names none: the built-in
// current Comprehensive Rules (corpus.DefaultID, which a test checks).
const DefaultEdition = "2026-04-17"
