package corpus

import (
	"strconv"
	"strings"
)

// ruleNumber is a rule ID taken apart: section 4, heading 409, rule 1,
// subrule letter 'h' for "409.1h". A zero field means that level is absent,
// so the Kind follows from which fields are set.
type ruleNumber struct {
	section int  // 1-9
	heading int  // 100-999, 0 for a section
	rule    int  // the number after the dot, 0 for a heading
	letter  byte // 'a'-'z', 0 for a rule
}

// kind says which level of the tree the number names.
func (n ruleNumber) kind() Kind {
	switch {
	case n.letter != 0:
		return KindSubrule
	case n.rule != 0:
		return KindRule
	case n.heading != 0:
		return KindHeading
	default:
		return KindSection
	}
}

// String formats the number the way the CR prints it in references,
// without trailing punctuation: "4", "409", "409.1", "409.1h".
func (n ruleNumber) String() string {
	if n.heading == 0 {
		return strconv.Itoa(n.section)
	}
	b := make([]byte, 0, 8)
	b = strconv.AppendInt(b, int64(n.heading), 10)
	if n.rule != 0 {
		b = append(b, '.')
		b = strconv.AppendInt(b, int64(n.rule), 10)
		if n.letter != 0 {
			b = append(b, n.letter)
		}
	}
	return string(b)
}

// parent is the number one level up; ok is false for a section.
func (n ruleNumber) parent() (ruleNumber, bool) {
	switch {
	case n.letter != 0:
		n.letter = 0
	case n.rule != 0:
		n.rule = 0
	case n.heading != 0:
		n.heading = 0
	default:
		return n, false
	}
	return n, true
}

// parseRuleID reads a rule ID as a user or a reference writes it: "4",
// "409", "409.", "409.1", "409.1.", "409.1h", "409.1h.". Surrounding
// spaces are ignored; anything else makes ok false.
func parseRuleID(s string) (ruleNumber, bool) {
	s = strings.TrimSpace(s)
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
	}
	digits := leadingDigits(s)
	if digits == 0 || digits > 3 {
		return ruleNumber{}, false
	}
	value, _ := strconv.Atoi(s[:digits])
	if digits == 1 {
		if value == 0 || len(s) != 1 {
			return ruleNumber{}, false
		}
		return ruleNumber{section: value}, true
	}
	if digits != 3 || s[0] == '0' {
		return ruleNumber{}, false
	}
	n := ruleNumber{section: value / 100, heading: value}
	rest := s[digits:]
	if rest == "" {
		return n, true
	}
	if rest[0] != '.' {
		return ruleNumber{}, false
	}
	rest = rest[1:]
	digits = leadingDigits(rest)
	if digits == 0 || digits > 4 || rest[0] == '0' {
		return ruleNumber{}, false
	}
	n.rule, _ = strconv.Atoi(rest[:digits])
	rest = rest[digits:]
	switch {
	case rest == "":
		return n, true
	case len(rest) == 1 && isLowerASCII(rest[0]):
		n.letter = rest[0]
		return n, true
	}
	return ruleNumber{}, false
}

// leadingDigits counts the ASCII digits at the start of s.
func leadingDigits(s string) int {
	i := 0
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

func isDigit(c byte) bool      { return '0' <= c && c <= '9' }
func isLowerASCII(c byte) bool { return 'a' <= c && c <= 'z' }
func isUpperASCII(c byte) bool { return 'A' <= c && c <= 'Z' }
func isLetterASCII(c byte) bool {
	return isLowerASCII(c) || isUpperASCII(c)
}
