// Package lang is the scenario language: it reads the lines of a scenario
// block (card definitions, the starting state, the play and the
// expectations, with "under EDITION" blocks for lines of one era) into a
// Program, and runs a Program through the rulings engine, checking each
// expectation and reporting failures as file:line.
//
// A card line's keywords are read from the engine's keyword table
// (rulings.Keywords), so the language names no keyword of its own. Package
// scenarios finds the block in a Markdown file, checks it against its
// front matter and reports coverage; this package knows nothing of files
// beyond the name and line it is given.
package lang
