// Package scenarios loads, runs and reports on executable scenarios:
// Markdown files that set up a game, make a play and state the expected
// outcome, run through the rulings engine.
package scenarios
