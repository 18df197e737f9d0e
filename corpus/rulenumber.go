package corpus

import (
	"math/bits"
	"slices"
	"sort"
	"strings"
)

// maxRuleNumberInput bounds what RuleNumberReadings reads: a rule number
// with a "CR" before it is a dozen characters; anything much longer is no
// number, and each letter that may be a digit doubles the readings.
const maxRuleNumberInput = 24

// ambiguousDigit maps the letters judges type for a digit: the letter O
// for a zero, l and I for a one. The rules never letter a subrule "l" or
// "o" for that reason.
var ambiguousDigit = map[byte]byte{'o': '0', 'O': '0', 'l': '1', 'I': '1'}

// RuleNumberReadings are the rule IDs a judge's typing of a rule number
// may mean, in the CR's form ("702.19b"), likeliest first: the number as
// typed when it is one, in either case ("702.19B"), then the readings of
// common slips: "CR" or "rule" before it ("CR 702.19"), a comma for the
// dot ("702,19"), the dot left out ("70219", "70219b"), the letter O for a
// zero and l or I for a one ("7O2.19", "100.1l"). Nil when the input
// reads as no rule number, or holds no digit at all (a word such as "lol"
// is not rule 101).
//
// Callers take the first reading their edition has, and report an
// unknown rule by the first reading: a number that exists as typed is
// never read as another.
func RuleNumberReadings(input string) []string {
	s := strings.TrimSpace(input)
	if s == "" || len(s) > maxRuleNumberInput {
		return nil
	}
	s = strings.Trim(s, `"'“”‘’()[]`)
	s = trimRulePrefix(s)
	s = strings.TrimSuffix(s, ".")
	if strings.IndexFunc(s, func(r rune) bool { return r >= '0' && r <= '9' }) < 0 {
		return nil
	}
	var out []string
	add := func(candidate string) {
		if n, ok := parseRuleID(candidate); ok {
			if id := n.String(); !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	add(strings.ToLower(s))
	s = strings.ReplaceAll(s, ",", ".")
	// Each letter that may be a digit is read both ways, digits first:
	// readings with fewer letters read as digits come later.
	var at []int
	for i := 0; i < len(s); i++ {
		if _, ok := ambiguousDigit[s[i]]; ok {
			at = append(at, i)
		}
	}
	if len(at) > 4 {
		return out
	}
	masks := make([]int, 1<<len(at))
	for mask := range masks {
		masks[mask] = mask
	}
	sort.SliceStable(masks, func(i, j int) bool { return bits.OnesCount(uint(masks[i])) < bits.OnesCount(uint(masks[j])) })
	for _, mask := range masks {
		b := []byte(s)
		for k, i := range at {
			if mask&(1<<k) == 0 {
				b[i] = ambiguousDigit[b[i]]
			}
		}
		candidate := strings.ToLower(string(b))
		add(candidate)
		add(insertDot(candidate))
	}
	return out
}

// trimRulePrefix removes what judges write before a rule number: "CR",
// "C.R.", "rule", "§", with spaces or a colon after.
func trimRulePrefix(s string) string {
	for _, prefix := range [...]string{"comprehensive rules", "c.r.", "cr.", "cr", "rules", "rule", "§"} {
		if len(s) <= len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
			continue
		}
		if rest := s[len(prefix):]; strings.ContainsRune(" :#", rune(rest[0])) || isDigit(rest[0]) || prefix == "§" {
			return strings.TrimLeft(rest, " :#")
		}
	}
	return s
}

// insertDot puts the dot a number typed without one leaves out: after
// the three digits of its heading ("70219b" is "702.19b"). Anything else
// is returned as it is.
func insertDot(s string) string {
	if strings.Contains(s, ".") || len(s) <= 3 || leadingDigits(s) < 4 {
		return s
	}
	return s[:3] + "." + s[3:]
}
