package corpus

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Rule finds a rule by ID, accepting the forms people type and the CR
// prints: "409.1h", "409.1h.", "409.1", "409.", "409", "4".
func (e *Edition) Rule(id string) (*Rule, bool) {
	key := strings.TrimSpace(id)
	if number, ok := parseRuleID(key); ok {
		key = number.String()
	}
	if e.byID != nil {
		rule, ok := e.byID[key]
		return rule, ok
	}
	for _, rule := range e.Rules {
		if rule.ID == key {
			return rule, true
		}
	}
	return nil, false
}

// Term finds a glossary entry, ignoring case, punctuation and spacing:
// "double-faced card" finds "Double-Faced Card", "bury" finds
// "Bury (Obsolete)", "fizzle" finds "Fizzle (Informal)", and each name of an
// entry printed under several finds it: "controller" finds "Control,
// Controller".
func (e *Edition) Term(term string) (*GlossaryEntry, bool) {
	key := termKey(term)
	if key == "" {
		return nil, false
	}
	if e.terms != nil {
		if entry, ok := e.terms[key]; ok {
			return entry, true
		}
		return e.inflected(term)
	}
	for _, entry := range e.Glossary {
		if termKey(entry.Term) == key {
			return entry, true
		}
	}
	for _, entry := range e.Glossary {
		if slices.Contains(termAliasKeys(entry.Term), key) {
			return entry, true
		}
	}
	return e.inflected(term)
}

// Nearest suggests up to n existing rule IDs close to id, for "did you
// mean" answers to an unknown number. Rules sharing more of id's prefix
// come first (siblings before cousins), then those at the same level as id,
// then those numerically nearest: for a missing "409.1z" the answer starts
// "409.1i", "409.1h". When no rule shares even the section (a modern
// number asked of the seed edition), the rules next to where id would sit
// in rule order are suggested, closest first. An id that is not rule-number
// shaped gets the rules whose IDs start with it. id itself is never
// suggested.
func (e *Edition) Nearest(id string, n int) []string {
	if n <= 0 {
		return nil
	}
	target, ok := parseRuleID(id)
	if !ok {
		return e.nearestByPrefix(strings.TrimSpace(id), n)
	}
	type candidate struct {
		id                         string
		shared, mismatch, distance int
		order                      int
	}
	targetLevels := target.levels()
	var candidates []candidate
	for order, rule := range e.Rules {
		number, ok := parseRuleID(rule.ID)
		if !ok || number == target {
			continue
		}
		levels := number.levels()
		shared := 0
		for shared < len(levels) && levels[shared] == targetLevels[shared] && targetLevels[shared] != 0 {
			shared++
		}
		if shared == 0 {
			continue
		}
		distance := 0
		if shared < len(levels) {
			distance = abs(levels[shared] - targetLevels[shared])
		}
		mismatch := 0
		if number.kind() != target.kind() {
			mismatch = 1
		}
		candidates = append(candidates, candidate{rule.ID, shared, mismatch, distance, order})
	}
	slices.SortFunc(candidates, func(a, b candidate) int {
		return cmp.Or(
			cmp.Compare(b.shared, a.shared),
			cmp.Compare(a.mismatch, b.mismatch),
			cmp.Compare(a.distance, b.distance),
			cmp.Compare(a.order, b.order),
		)
	})
	if len(candidates) == 0 {
		return e.nearestInOrder(target, n)
	}
	ids := make([]string, 0, min(n, len(candidates)))
	for _, c := range candidates[:min(n, len(candidates))] {
		ids = append(ids, c.id)
	}
	return ids
}

// nearestInOrder lists up to n rules on either side of where target would
// sit in rule order, alternating from the closest, the one before first.
func (e *Edition) nearestInOrder(target ruleNumber, n int) []string {
	var sorted []ruleNumber
	for _, rule := range e.Rules {
		if number, ok := parseRuleID(rule.ID); ok && number != target {
			sorted = append(sorted, number)
		}
	}
	slices.SortFunc(sorted, compareRuleNumbers)
	after, _ := slices.BinarySearchFunc(sorted, target, compareRuleNumbers)
	before := after - 1
	var ids []string
	for len(ids) < n && (before >= 0 || after < len(sorted)) {
		if before >= 0 {
			ids = append(ids, sorted[before].String())
			before--
		}
		if len(ids) < n && after < len(sorted) {
			ids = append(ids, sorted[after].String())
			after++
		}
	}
	return ids
}

// nearestByPrefix lists up to n rule IDs that start with prefix.
func (e *Edition) nearestByPrefix(prefix string, n int) []string {
	prefix = strings.TrimRight(prefix, ".")
	if prefix == "" {
		return nil
	}
	var ids []string
	for _, rule := range e.Rules {
		if strings.HasPrefix(rule.ID, prefix) && rule.ID != prefix {
			ids = append(ids, rule.ID)
			if len(ids) == n {
				break
			}
		}
	}
	return ids
}

// levels lists the number's parts from the top: section, heading, rule,
// letter, with 0 for absent levels.
func (n ruleNumber) levels() [4]int {
	return [4]int{n.section, n.heading, n.rule, int(n.letter)}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// link sets every rule's Parent to its nearest defined ancestor and
// rebuilds Children in document order. numbers is parallel to rules.
func (r *resolver) link(rules []*Rule, numbers []ruleNumber) {
	for _, rule := range rules {
		rule.Children = nil
	}
	for i, rule := range rules {
		rule.Parent = ""
		for up, more := numbers[i].parent(); more; up, more = up.parent() {
			if parent, found := r.byNumber[up]; found {
				rule.Parent = parent.ID
				parent.Children = append(parent.Children, rule.ID)
				break
			}
		}
	}
}

// buildIndex makes the ID and term lookups; the first rule of an ID wins.
func (e *Edition) buildIndex() {
	e.byID = make(map[string]*Rule, len(e.Rules))
	for _, rule := range e.Rules {
		if _, duplicate := e.byID[rule.ID]; !duplicate {
			e.byID[rule.ID] = rule
		}
	}
	e.indexGlossary()
}

// UnmarshalJSON decodes an edition and rebuilds its lookup indexes, so an
// edition read back from storage answers Rule and Term as fast as a freshly
// parsed one.
func (e *Edition) UnmarshalJSON(data []byte) error {
	type plain Edition
	var decoded plain
	if err := json.Unmarshal(data, &decoded); err != nil {
		return fmt.Errorf("decode edition: %w", err)
	}
	*e = Edition(decoded)
	e.buildIndex()
	return nil
}
