package corpus

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// elsewhereLimit bounds how many other editions a miss reads: each costs a
// parse (about 10 ms), and the newest are the likeliest answers.
const elsewhereLimit = 20

// FoundIn returns the IDs of the editions other than except (an edition
// ID, as Edition.ID has it) for which found is true: built-in and imported
// editions newest first, then the seed, at most max of them, reading at most
// elsewhereLimit editions. It answers "which edition has it?" when a
// lookup on one edition comes back empty. An edition that does not load is
// skipped: a hint must not turn a miss into another error.
func (e *Editions) FoundIn(except string, max int, found func(*Edition) bool) ([]string, error) {
	stored, err := e.ids()
	if err != nil {
		return nil, err
	}
	ids := slices.Clone(stored)
	slices.Reverse(ids)
	ids = append(ids, SeedID)
	var answering []string
	read := 0
	for _, id := range ids {
		if id == except {
			continue
		}
		if len(answering) == max || read == elsewhereLimit {
			break
		}
		read++
		edition, err := e.Load(id)
		if err != nil {
			continue
		}
		if found(edition) {
			answering = append(answering, id)
		}
	}
	return answering, nil
}

// EditionHint says where else an answer is, as "found in 2026-04-17: add
// --edition latest": the flag names "latest" when the first edition found
// is the newest import, else that edition's ID.
func (e *Editions) EditionHint(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	flag := ids[0]
	if store, err := e.Store(); err == nil && flag != SeedID {
		if latest, err := store.Info(LatestID); err == nil && latest.ID == flag {
			flag = LatestID
		}
	}
	return fmt.Sprintf("found in %s: add --edition %s", strings.Join(ids, ", "), flag)
}

// ElsewhereError is a miss on one edition with the editions that have the
// answer; it unwraps to the miss (an *UnknownRuleError, say).
type ElsewhereError struct {
	// Err is the miss on the edition asked.
	Err error
	// FoundIn are the editions that answer, best first; Hint says so.
	FoundIn []string
	Hint    string
}

// Error is the miss followed by the hint.
func (e *ElsewhereError) Error() string { return e.Err.Error() + "; " + e.Hint }

// Unwrap returns the miss.
func (e *ElsewhereError) Unwrap() error { return e.Err }

// Elsewhere returns err with the editions other than except that found
// answers, when err is a miss (an unknown rule or term) and some do;
// otherwise err as it is.
func (e *Editions) Elsewhere(err error, except string, found func(*Edition) bool) error {
	var (
		unknownRule *UnknownRuleError
		unknownTerm *UnknownTermError
	)
	if !errors.As(err, &unknownRule) && !errors.As(err, &unknownTerm) {
		return err
	}
	ids, lookErr := e.FoundIn(except, 3, found)
	if lookErr != nil || len(ids) == 0 {
		return err
	}
	return &ElsewhereError{Err: err, FoundIn: ids, Hint: e.EditionHint(ids)}
}
