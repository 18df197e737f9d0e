// Package scenarios loads, runs and reports on executable scenarios:
// Markdown files that set up a game, make a play and state the expected
// outcome, run through the rulings engine.
//
// A scenario file is YAML front matter (rules: the rule IDs it is about,
// source, edition, id, title), prose explaining the ruling, and exactly one
// fenced block with the info string "scenario" holding the program; Load
// finds the block in the Markdown tree and keeps its file line, so every
// problem, from bad front matter to a failed expectation, is reported as
// file:line. Check plays a scenario and passes it only when the program
// runs, every expectation holds and the trace cites every rule of rules:.
// The language inside the block is package scenarios/lang.
// Coverage counts the numbered rules of an edition that passing scenarios
// are about. The project's scenarios and shared cards are embedded
// (Builtin); their traces are kept as golden files in testdata/golden.
//
// Package-level regular expressions are compiled on first use
// (sync.OnceValue), not when the package loads: every judge process loads
// it, and most never use them.
package scenarios
