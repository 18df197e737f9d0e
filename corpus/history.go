package corpus

import (
	"errors"
	"fmt"
	"time"
)

// HistoryStatus says what happened to a rule in one edition, compared with
// the edition before it.
type HistoryStatus string

// The steps of a rule's history.
const (
	// HistoryFirst: the rule is in the oldest edition there is, so where
	// it began is not known.
	HistoryFirst HistoryStatus = "first"
	// HistoryCreated: the edition before had no rule that pairs with it.
	HistoryCreated HistoryStatus = "created"
	// HistoryUnchanged: same number, same wording (rule numbers renamed).
	HistoryUnchanged HistoryStatus = "unchanged"
	// HistoryChanged: same number, new wording.
	HistoryChanged HistoryStatus = "changed"
	// HistoryMoved: a new number; the wording may have changed too.
	HistoryMoved HistoryStatus = "moved"
	// HistoryRemoved: the edition has no rule that pairs with it.
	HistoryRemoved HistoryStatus = "removed"
)

// HistoryStep is a rule in one edition.
type HistoryStep struct {
	Edition string        `json:"edition"`
	Status  HistoryStatus `json:"status"`
	// ID is the rule's number in Edition; empty once removed.
	ID string `json:"id,omitempty"`
	// From is the number in the edition before, for a move or a removal.
	From string `json:"from,omitempty"`
	// Score is the wording similarity the pairing with the edition before
	// rests on (moved, changed, unchanged).
	Score float64 `json:"score,omitempty"`
	// Reworded is true for a move that changed the wording as well.
	Reworded bool `json:"reworded,omitempty"`
	// Diff is the word-level change from the edition before.
	Diff []DiffSpan `json:"diff,omitempty"`
	// Since is the stored edition before Edition when the two are far
	// apart (FarApart) and the step is a creation, change, move or
	// removal: editions that are not stored came between them, so what
	// happened is known to lie between Since and Edition, not in Edition.
	Since string `json:"since,omitempty"`
}

// revisionGapMonths is how long after one edition the next may take effect
// and still be taken for its successor. The CR is revised with nearly every
// set release: the 65 editions from 2012-10-01 to 2025-02-07 that the
// archive cited in the shared corpus's SOURCES.md lists (its metadata.json)
// came a median of 8 weeks apart, and 60 of their 64 gaps were four months
// or less; the four longer ones (2015-11-13 to 2016-07-22 the longest) skip
// set releases whose editions that list lacks. So beyond four months at
// least one revision is probably missing between two stored editions.
const revisionGapMonths = 4

// FarApart reports whether the edition IDs earlier and later are dates
// more than revisionGapMonths apart, so that other editions probably came
// between them. IDs that are not dates are never far apart: nothing says
// an edition is missing.
func FarApart(earlier, later string) bool {
	a, err := time.Parse(time.DateOnly, earlier)
	if err != nil {
		return false
	}
	b, err := time.Parse(time.DateOnly, later)
	if err != nil {
		return false
	}
	return b.After(a.AddDate(0, revisionGapMonths, 0))
}

// markSince sets step.Since to before, the edition before the step's, when
// the step says something happened and the two are far apart.
func markSince(step *HistoryStep, before string) {
	switch step.Status {
	case HistoryCreated, HistoryChanged, HistoryMoved, HistoryRemoved:
		if FarApart(before, step.Edition) {
			step.Since = before
		}
	}
}

// RuleHistory follows one rule through a run of editions, oldest first:
// from the edition it was created in (or the oldest) to the newest edition,
// or to the one it was removed in.
type RuleHistory struct {
	// Rule and Edition are the rule asked about and the edition it was
	// asked in.
	Rule    string        `json:"rule"`
	Edition string        `json:"edition"`
	Steps   []HistoryStep `json:"steps"`
}

// ErrNotInChain is matched by TraceRule's error for an edition that is not
// among those it was given.
var ErrNotInChain = errors.New("edition not in the history")

// TraceRule follows rule id of edition at through editions (oldest first),
// where pairings[i] pairs editions[i] with editions[i+1]: backwards until
// the pairing loses it (created there) and forwards until it does (removed
// there). The caller checks that the rule exists in at.
func TraceRule(editions []string, pairings []*Pairing, at, id string) (*RuleHistory, error) {
	if len(pairings) != max(len(editions)-1, 0) {
		return nil, fmt.Errorf("trace rule %s: %d pairings for %d editions", id, len(pairings), len(editions))
	}
	start := -1
	for i, edition := range editions {
		if edition == at {
			start = i
		}
	}
	if start < 0 {
		return nil, fmt.Errorf("trace rule %s: %w: %s", id, ErrNotInChain, at)
	}
	h := &RuleHistory{Rule: id, Edition: at}

	// Backwards: the earlier steps, newest first, then reversed.
	var earlier []HistoryStep
	current := HistoryStep{Edition: editions[start], ID: id}
	for i := start - 1; ; i-- {
		if i < 0 {
			current.Status = HistoryFirst
			break
		}
		m, ok := pairings[i].Backward(current.ID)
		if !ok {
			current.Status = HistoryCreated
			markSince(&current, editions[i])
			break
		}
		describe(&current, m)
		markSince(&current, editions[i])
		earlier = append(earlier, current)
		current = HistoryStep{Edition: editions[i], ID: m.Old}
	}
	h.Steps = append(h.Steps, current)
	for i := len(earlier) - 1; i >= 0; i-- {
		h.Steps = append(h.Steps, earlier[i])
	}

	// Forwards.
	for i, current := start, id; i < len(pairings); i++ {
		m, ok := pairings[i].Forward(current)
		if !ok {
			step := HistoryStep{Edition: editions[i+1], Status: HistoryRemoved, From: current}
			markSince(&step, editions[i])
			h.Steps = append(h.Steps, step)
			break
		}
		step := HistoryStep{Edition: editions[i+1], ID: m.New}
		describe(&step, m)
		markSince(&step, editions[i])
		h.Steps = append(h.Steps, step)
		current = m.New
	}
	return h, nil
}

// describe sets the step's status from the match with the edition before.
func describe(step *HistoryStep, m Match) {
	step.Score = m.Score
	step.Diff = m.Diff
	switch {
	case m.Old != m.New:
		step.Status, step.From, step.Reworded = HistoryMoved, m.Old, m.Changed
	case m.Changed:
		step.Status = HistoryChanged
	default:
		step.Status, step.Score = HistoryUnchanged, 0
	}
}

// Step returns the step of the given edition, if the history reaches it.
func (h *RuleHistory) Step(edition string) (HistoryStep, bool) {
	for _, step := range h.Steps {
		if step.Edition == edition {
			return step, true
		}
	}
	return HistoryStep{}, false
}

// Translation answers "what is this old rule called in that edition".
type Translation struct {
	// Rule and Edition are the rule asked about and its edition; In is the
	// edition asked for.
	Rule    string `json:"rule"`
	Edition string `json:"edition"`
	In      string `json:"in"`
	// ID is the rule's number in In; empty when it is not there.
	ID string `json:"id,omitempty"`
	// Removed names the edition the rule was removed in, when that is
	// before In (or at it); Created the edition it first appeared in, when
	// that is after In.
	Removed string `json:"removed,omitempty"`
	Created string `json:"created,omitempty"`
	// Since is the stored edition before Removed (or Created) when the
	// two are far apart: the rule was removed (or created) between Since
	// and that edition.
	Since string `json:"since,omitempty"`
	// Steps are what happened to the rule in each edition after the older
	// of the two, up to the newer: the changes that lie between them.
	Steps []HistoryStep `json:"steps"`
}

// Translate reads the answer for edition in out of the history.
func (h *RuleHistory) Translate(in string, editions []string) (*Translation, error) {
	t := &Translation{Rule: h.Rule, Edition: h.Edition, In: in, Steps: []HistoryStep{}}
	position := make(map[string]int, len(editions))
	for i, edition := range editions {
		position[edition] = i
	}
	to, ok := position[in]
	if !ok {
		return nil, fmt.Errorf("translate rule %s: %w: %s", h.Rule, ErrNotInChain, in)
	}
	from := position[h.Edition]
	low, high := min(from, to), max(from, to)
	for _, step := range h.Steps {
		if p := position[step.Edition]; p > low && p <= high {
			t.Steps = append(t.Steps, step)
		}
	}
	if step, ok := h.Step(in); ok && step.Status != HistoryRemoved {
		t.ID = step.ID
		return t, nil
	}
	first, last := h.Steps[0], h.Steps[len(h.Steps)-1]
	if last.Status == HistoryRemoved && position[last.Edition] <= to {
		t.Removed, t.Since = last.Edition, last.Since
	} else if position[first.Edition] > to {
		t.Created, t.Since = first.Edition, first.Since
	}
	return t, nil
}
