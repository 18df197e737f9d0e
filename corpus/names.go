package corpus

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// DefaultEditionEnv names the environment variable that sets the edition
// commands read when given no --edition.
const DefaultEditionEnv = "JUDGE_EDITION"

// ErrAmbiguousEdition is matched by the error for an edition name that
// fits several stored editions ("2024" with two editions of 2024 stored).
var ErrAmbiguousEdition = errors.New("ambiguous edition")

// AmbiguousEditionError is a loose edition name that fits more than one
// edition: the judge must say which.
type AmbiguousEditionError struct {
	// Name is the name as typed; Matches the editions it fits, oldest first.
	Name    string
	Matches []string
}

// Error names the editions the name fits.
func (e *AmbiguousEditionError) Error() string {
	return fmt.Sprintf("edition %q could be any of %s: give the full date", e.Name, strings.Join(e.Matches, ", "))
}

// Is makes errors.Is(err, ErrAmbiguousEdition) true.
func (e *AmbiguousEditionError) Is(target error) bool { return target == ErrAmbiguousEdition }

// looseDate reads the date forms a judge types for an edition: a year, a
// year and month, or a whole date, with -, /, . or nothing between
// ("2006", "2006-10", "2006/10/01", "20061001").
var looseDate = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(\d{4})(?:[-/.]?(\d{1,2})(?:[-/.]?(\d{1,2}))?)?$`)
})

// resolveName turns an edition name as typed into the ID of one of ids
// (the stored and built-in editions, oldest first): "seed" and "latest" in
// any case, a whole date, or a year or year and month that fits exactly
// one of them. latest with no editions is the seed. A name that fits none
// is an *UnknownEditionError, one that fits several an
// *AmbiguousEditionError.
func resolveName(name string, ids []string) (string, error) {
	typed := name
	name = strings.ToLower(strings.TrimSpace(name))
	switch name {
	case SeedID:
		return SeedID, nil
	case LatestID:
		if len(ids) == 0 {
			return SeedID, nil
		}
		return ids[len(ids)-1], nil
	}
	unknown := &UnknownEditionError{ID: typed, Available: append([]string{SeedID, LatestID}, ids...), Read: true}
	m := looseDate().FindStringSubmatch(name)
	if m == nil {
		return "", unknown
	}
	prefix := m[1]
	for _, part := range m[2:] {
		if part == "" {
			break
		}
		if len(part) == 1 {
			part = "0" + part
		}
		prefix += "-" + part
	}
	var matches []string
	for _, id := range ids {
		if id == prefix || strings.HasPrefix(id, prefix+"-") {
			matches = append(matches, id)
		}
	}
	switch len(matches) {
	case 0:
		return "", unknown
	case 1:
		return matches[0], nil
	}
	return "", &AmbiguousEditionError{Name: typed, Matches: matches}
}
