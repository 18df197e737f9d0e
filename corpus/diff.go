package corpus

import (
	"errors"
	"fmt"
)

// ChangeStatus says how a rule or glossary entry differs between two
// editions.
type ChangeStatus string

// The kinds of change a diff lists. Rules the same in both editions, number
// and wording, are not listed.
const (
	// StatusAdded: only the new edition has it.
	StatusAdded ChangeStatus = "added"
	// StatusRemoved: only the old edition has it.
	StatusRemoved ChangeStatus = "removed"
	// StatusChanged: same number (or term), different wording.
	StatusChanged ChangeStatus = "changed"
	// StatusMoved: a new number (or term) for the same rule, found by its
	// wording; the wording may have changed too.
	StatusMoved ChangeStatus = "moved"
)

// ErrBadStatus is matched by the error ParseChangeStatus returns for a word
// that names no status.
var ErrBadStatus = errors.New("unknown change status")

// ParseChangeStatus reads a status as a user types it ("moved").
func ParseChangeStatus(s string) (ChangeStatus, error) {
	for _, status := range []ChangeStatus{StatusChanged, StatusMoved, StatusAdded, StatusRemoved} {
		if string(status) == s {
			return status, nil
		}
	}
	return "", fmt.Errorf("%w %q (want changed, moved, added or removed)", ErrBadStatus, s)
}

// Change is one listed difference of a rule or glossary entry.
type Change struct {
	Status ChangeStatus `json:"status"`
	// Old and New are the rule numbers (glossary: terms) in each edition;
	// Old is empty for an added rule, New for a removed one.
	Old string `json:"old,omitempty"`
	New string `json:"new,omitempty"`
	// Score is the wording similarity a move was found by, 0 to 1.
	Score float64 `json:"score,omitempty"`
	// Reworded is true for a moved rule whose wording changed as well.
	Reworded bool `json:"reworded,omitempty"`
	// Diff is the word-level change of wording (changed, or moved and
	// reworded), with the old text's rule numbers renamed to the new ones.
	Diff []DiffSpan `json:"diff,omitempty"`
	// Text is the whole wording of an added or removed rule.
	Text string `json:"text,omitempty"`
}

// DiffCounts tallies a diff's changes by status.
type DiffCounts struct {
	Added    int `json:"added"`
	Removed  int `json:"removed"`
	Changed  int `json:"changed"`
	Moved    int `json:"moved"`
	Reworded int `json:"reworded"`
}

func (c *DiffCounts) add(change Change) {
	switch change.Status {
	case StatusAdded:
		c.Added++
	case StatusRemoved:
		c.Removed++
	case StatusChanged:
		c.Changed++
	case StatusMoved:
		c.Moved++
		if change.Reworded {
			c.Reworded++
		}
	}
}

// EditionDiff is everything that differs between two editions: the counts
// first, then the rules and the glossary entries that changed.
type EditionDiff struct {
	Old string `json:"old"`
	New string `json:"new"`
	// Rules and Glossary count the listed changes.
	Rules    DiffCounts `json:"rules"`
	Glossary DiffCounts `json:"glossary"`
	// RuleChanges lists changed rules in the new edition's order, then the
	// removed ones in the old edition's order.
	RuleChanges []Change `json:"rule_changes"`
	// GlossaryChanges lists changed entries the same way.
	GlossaryChanges []Change `json:"glossary_changes"`
}

// Diff compares two editions, pairing them first.
func Diff(old, new *Edition) *EditionDiff {
	return DiffFromPairing(old, new, PairEditions(old, new))
}

// DiffFromPairing lists the differences between old and new that pairing
// (PairEditions of the two, possibly read back from a cache) found.
func DiffFromPairing(old, new *Edition, pairing *Pairing) *EditionDiff {
	d := &EditionDiff{Old: old.ID, New: new.ID, RuleChanges: []Change{}, GlossaryChanges: []Change{}}

	oldRules := make([]string, len(old.Rules))
	for i, rule := range old.Rules {
		oldRules[i] = rule.ID
	}
	newRules := make([]string, len(new.Rules))
	for i, rule := range new.Rules {
		newRules[i] = rule.ID
	}
	ruleText := func(e *Edition, id string) string {
		if rule, ok := e.Rule(id); ok {
			return ruleWording(rule)
		}
		return ""
	}
	sameID := func(a, b string) bool { return a == b }
	d.RuleChanges = listChanges(oldRules, newRules, pairing.Rules, sameID,
		func(id string) string { return ruleText(old, id) },
		func(id string) string { return ruleText(new, id) })

	oldTerms := make([]string, len(old.Glossary))
	for i, entry := range old.Glossary {
		oldTerms[i] = entry.Term
	}
	newTerms := make([]string, len(new.Glossary))
	for i, entry := range new.Glossary {
		newTerms[i] = entry.Term
	}
	oldWording, newWording := glossaryWordings(old), glossaryWordings(new)
	// A term respelt ("\"As Though\"" as "As Though") is the same term;
	// only a new name is a rename.
	sameTerm := func(a, b string) bool { return termKey(a) == termKey(b) }
	d.GlossaryChanges = listChanges(oldTerms, newTerms, pairing.Glossary, sameTerm,
		func(term string) string { return oldWording[term] },
		func(term string) string { return newWording[term] })

	for _, change := range d.RuleChanges {
		d.Rules.add(change)
	}
	for _, change := range d.GlossaryChanges {
		d.Glossary.add(change)
	}
	return d
}

// glossaryWordings maps each term as printed to its wording; the first
// entry of a term printed twice wins.
func glossaryWordings(e *Edition) map[string]string {
	wording := make(map[string]string, len(e.Glossary))
	for _, entry := range e.Glossary {
		if _, dup := wording[entry.Term]; !dup {
			wording[entry.Term] = glossaryWording(entry)
		}
	}
	return wording
}

// listChanges turns matches into changes: the new edition's items in order
// (added, changed or moved; identical ones left out), then the old
// edition's unmatched items (removed).
func listChanges(oldIDs, newIDs []string, matches []Match, same func(old, new string) bool, oldText, newText func(string) string) []Change {
	byNew := make(map[string]Match, len(matches))
	matchedOld := make(map[string]bool, len(matches))
	for _, m := range matches {
		byNew[m.New] = m
		matchedOld[m.Old] = true
	}
	changes := []Change{}
	seen := make(map[string]bool, len(newIDs))
	for _, id := range newIDs {
		if seen[id] {
			continue
		}
		seen[id] = true
		m, ok := byNew[id]
		switch {
		case !ok:
			changes = append(changes, Change{Status: StatusAdded, New: id, Text: newText(id)})
		case !same(m.Old, m.New):
			changes = append(changes, Change{Status: StatusMoved, Old: m.Old, New: m.New, Score: m.Score, Reworded: m.Changed, Diff: m.Diff})
		case m.Changed:
			changes = append(changes, Change{Status: StatusChanged, Old: m.Old, New: m.New, Diff: m.Diff})
		}
	}
	seen = make(map[string]bool, len(oldIDs))
	for _, id := range oldIDs {
		if seen[id] || matchedOld[id] {
			continue
		}
		seen[id] = true
		changes = append(changes, Change{Status: StatusRemoved, Old: id, Text: oldText(id)})
	}
	return changes
}

// Only returns a copy of the diff keeping only changes of the given status;
// the counts stay those of the whole diff. StatusChanged keeps the moved
// rules that were reworded too: both changed their wording.
func (d *EditionDiff) Only(status ChangeStatus) *EditionDiff {
	filtered := *d
	keep := func(changes []Change) []Change {
		kept := []Change{}
		for _, change := range changes {
			if change.Status == status || (status == StatusChanged && change.Reworded) {
				kept = append(kept, change)
			}
		}
		return kept
	}
	filtered.RuleChanges = keep(d.RuleChanges)
	filtered.GlossaryChanges = keep(d.GlossaryChanges)
	return &filtered
}

// Empty reports whether the diff lists no change at all.
func (d *EditionDiff) Empty() bool {
	return len(d.RuleChanges) == 0 && len(d.GlossaryChanges) == 0
}
