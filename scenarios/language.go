package scenarios

import "github.com/judgekit/judge/scenarios/lang"

// The scenario language itself (the block's lines, card definitions, the
// run that plays them) is package lang; these names keep the scenarios API
// whole for callers that load and check files.
type (
	// CardLibrary holds shared card definitions reusable across scenario files.
	CardLibrary = lang.CardLibrary
	// Outcome is what one run of a scenario program produced.
	Outcome = lang.Outcome
	// Failure is one expectation a run did not meet.
	Failure = lang.Failure
	// StateEntry is one line of a run's final state.
	StateEntry = lang.StateEntry
)

// LoadCardLibrary reads every *.cards file in the root of fsys.
var LoadCardLibrary = lang.LoadCardLibrary

// StatedOutcome returns the expect lines of a scenario program as written
// for edition.
var StatedOutcome = lang.StatedOutcome
