package lang

import (
	"strconv"
	"strings"
)

// counterSpec is a number of counters of one kind: "3 loyalty", "a +1/+1
// counter", "2 time counters".
type counterSpec struct {
	kind string
	n    int
}

// counterNumbers are the words a count of counters may be written with.
var counterNumbers = map[string]int{"no": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}

// parseCounters reads counters as a judge writes them after "with" in the
// state or after "has" in an expectation: one or more "N KIND counters"
// joined by "and" (`2 +1/+1 counters and a stun counter`). Loyalty may be
// written without the word counters (`5 loyalty`). It reports false when
// the text is not counters, so the caller can read it another way.
func parseCounters(s string) ([]counterSpec, bool) {
	var out []counterSpec
	for _, part := range strings.Split(strings.TrimSpace(s), " and ") {
		f := strings.Fields(part)
		if len(f) < 2 || len(f) > 3 {
			return nil, false
		}
		n, ok := counterNumbers[f[0]]
		if !ok {
			v, err := strconv.Atoi(f[0])
			if err != nil || v < 0 {
				return nil, false
			}
			n = v
		}
		kind := f[1]
		switch {
		case len(f) == 3 && (f[2] == "counters" || f[2] == "counter"):
		case len(f) == 2 && kind == "loyalty":
		default:
			return nil, false
		}
		out = append(out, counterSpec{kind: kind, n: n})
	}
	return out, len(out) > 0
}
