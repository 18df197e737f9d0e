package corpus

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// MaxGaps is the most numbering gaps a whole edition may have and still be
// taken as undamaged. The real editions we know print at most four
// (printing faults); a file with more lost part of its text.
const MaxGaps = 8

// FirstEditionYear is the year of the first Comprehensive Rules; an
// effective date before it is a misprint or a damaged file.
const FirstEditionYear = 1993

// ErrBadDate is matched (errors.Is) by a *DateError: an effective date that
// cannot be an edition's.
var ErrBadDate = errors.New("effective date out of range")

// DateError reports an effective date outside FirstEditionYear to a year
// after today, or one printed with a year that is not four digits.
type DateError struct {
	// Printed is the date as the file prints it or as parsed (YYYY-MM-DD).
	Printed string
	// Line is the 1-based line of the date, 0 when unknown.
	Line int
	// Latest is the last year accepted; 0 when the date could not be read
	// as a date at all.
	Latest int
}

// Error says what date was read and which years are accepted.
func (e *DateError) Error() string {
	where := ""
	if e.Line > 0 {
		where = fmt.Sprintf(" (line %d)", e.Line)
	}
	if e.Latest == 0 {
		return fmt.Sprintf("effective date %q%s is not a date of the Comprehensive Rules", e.Printed, where)
	}
	return fmt.Sprintf("effective date %s%s is outside %d to %d", e.Printed, where, FirstEditionYear, e.Latest)
}

// Is makes errors.Is(err, ErrBadDate) true.
func (e *DateError) Is(target error) bool { return target == ErrBadDate }

// CheckDate returns a *DateError unless effective (YYYY-MM-DD) falls in
// FirstEditionYear to the year after now's: rules are published a few
// months ahead at most, so a later date is a misprint or damage.
func CheckDate(effective string, now time.Time) error {
	latest := now.Year() + 1
	date, err := time.Parse(time.DateOnly, effective)
	if err != nil {
		return &DateError{Printed: effective}
	}
	if date.Year() < FirstEditionYear || date.Year() > latest {
		return &DateError{Printed: effective, Latest: latest}
	}
	return nil
}

// IncompleteError is the error Report.Complete returns for a file that
// parses but lacks part of a whole CR; it matches ErrIncomplete.
type IncompleteError struct {
	// Missing says, one item each, what the file lacks: "no Credits after
	// the glossary (the file ends at line 9311)", "12 numbering gaps".
	Missing []string
}

// Error lists what is missing.
func (e *IncompleteError) Error() string {
	return strings.Join(e.Missing, "; ") + "; the file looks damaged or cut off"
}

// Is makes errors.Is(err, ErrIncomplete) true.
func (e *IncompleteError) Is(target error) bool { return target == ErrIncomplete }

// Gap is a number skipped in a sequence of sibling rules: a rule number,
// or a subrule letter (the CR's letters skip l and o, so k then m is no
// gap).
type Gap struct {
	// Missing is the first skipped ID; Through the last one when several
	// are skipped in a row, else empty.
	Missing string `json:"missing"`
	Through string `json:"through,omitempty"`
	// Next is the ID printed where Missing was expected.
	Next string `json:"next"`
	// Line is the 1-based line of Next.
	Line int `json:"line"`
	// Damaged is a line between the previous sibling and Next that looks
	// like a rule number with a character changed ("X01.2a ..."), most
	// likely the missing rule; or, for a gap found only that way (the last
	// of its siblings lost), that line, with Line its line number and
	// Missing and Next empty.
	Damaged string `json:"damaged,omitempty"`
	// DamagedLine is Damaged's 1-based line.
	DamagedLine int `json:"damaged_line,omitempty"`

	// after is the 1-based line of the sibling before the gap.
	after int
}

// String reads "601.2d missing before 601.2e".
func (g Gap) String() string {
	if g.Missing == "" {
		return fmt.Sprintf("unreadable rule number %q", g.Damaged)
	}
	if g.Damaged != "" {
		return fmt.Sprintf("%s missing before %s (line %d reads %q)", g.Missing, g.Next, g.DamagedLine, g.Damaged)
	}
	if g.Through != "" {
		return fmt.Sprintf("%s to %s missing before %s", g.Missing, g.Through, g.Next)
	}
	return fmt.Sprintf("%s missing before %s", g.Missing, g.Next)
}

// findGaps lists the numbers skipped among siblings, in document order. A
// number lower than or equal to the last sibling's (a duplicate or a
// misordering) is not a gap: duplicates are reported where they are read.
func findGaps(rules []*Rule, numbers []ruleNumber) []Gap {
	// last maps a parent number to the index of its last child seen, and
	// lines each number to its first line.
	last := make(map[ruleNumber]int, len(rules)/2)
	lines := make(map[ruleNumber]int, len(rules))
	var gaps []Gap
	for i, n := range numbers {
		if _, seen := lines[n]; !seen {
			lines[n] = rules[i].Line
		}
		parent, ok := n.parent()
		if !ok {
			parent = ruleNumber{}
		}
		// A lost first child sat between its parent and the next child.
		previous, after := previousSibling(firstSibling(n)), lines[parent]
		if j, seen := last[parent]; seen {
			previous, after = numbers[j], rules[j].Line
		}
		if compareRuleNumbers(n, previous) <= 0 {
			continue
		}
		last[parent] = i
		missing := skipped(previous, n)
		if len(missing) == 0 {
			continue
		}
		gap := Gap{Missing: missing[0].String(), Next: rules[i].ID, Line: rules[i].Line, after: after}
		if len(missing) > 1 {
			gap.Through = missing[len(missing)-1].String()
		}
		gaps = append(gaps, gap)
	}
	return gaps
}

// firstSibling is the number a sequence of siblings starts at: section 1,
// heading x00, rule x.1, subrule letter a.
func firstSibling(n ruleNumber) ruleNumber {
	switch n.kind() {
	case KindSubrule:
		n.letter = 'a'
	case KindRule:
		n.rule = 1
	case KindHeading:
		n.heading = n.section * 100
	default:
		n.section = 1
	}
	return n
}

// previousSibling is the number just before n at its level; it may be one
// no rule has (x.0, letter '`'), which serves as "nothing seen yet".
func previousSibling(n ruleNumber) ruleNumber {
	switch n.kind() {
	case KindSubrule:
		n.letter--
	case KindRule:
		n.rule--
	case KindHeading:
		n.heading--
	default:
		n.section--
	}
	return n
}

// skipped lists the numbers strictly between from and to, siblings at the
// same level, leaving out the letters l and o. It returns at most a
// handful: a long run is one gap, and naming its ends is enough.
func skipped(from, to ruleNumber) []ruleNumber {
	var missing []ruleNumber
	add := func(n ruleNumber) { missing = append(missing, n) }
	switch to.kind() {
	case KindSubrule:
		for letter := from.letter + 1; letter < to.letter; letter++ {
			if letter == 'l' || letter == 'o' {
				continue
			}
			n := to
			n.letter = letter
			add(n)
		}
	case KindRule, KindHeading:
		// Only the ends of the run are named, so the numbers between are
		// never listed; field is the part of the number that counts.
		n := to
		field, low := &n.rule, from.rule
		if to.kind() == KindHeading {
			field, low = &n.heading, from.heading
		}
		if high := *field; high-low > 1 {
			*field = low + 1
			add(n)
			if high-low > 2 {
				*field = high - 1
				add(n)
			}
		}
	default:
		for section := from.section + 1; section < to.section; section++ {
			add(ruleNumber{section: section})
		}
	}
	if len(missing) > 2 {
		missing = []ruleNumber{missing[0], missing[len(missing)-1]}
	}
	return missing
}

// strayNumberSpace says whether a numbered line prints its number with
// spaces after the heading's dot ("606. 8b Players win ..."): a misprint
// of subrule 606.8b that parseRuleLine reads as the rule it is. One space
// or several: a scrape that collapses runs of spaces must read the line
// the same.
func strayNumberSpace(line string) bool {
	if len(line) < 6 || leadingDigits(line) != 3 || line[3] != '.' || line[4] != ' ' && line[4] != '\t' {
		return false
	}
	rest := strings.TrimLeft(line[4:], " \t")
	return rest != "" && isDigit(rest[0])
}

// readStrayNumber reads the rule part of a number printed after a stray
// space ("8b Players win" after "606. "): digits, an optional subrule
// letter, then a space, a period or the end. ok is false for anything
// else, such as a heading title.
func readStrayNumber(rest string) (rule int, letter byte, text string, ok bool) {
	digits := leadingDigits(rest)
	if digits == 0 || digits > 4 || rest[0] == '0' {
		return 0, 0, "", false
	}
	rule, _ = strconv.Atoi(rest[:digits])
	rest = rest[digits:]
	if len(rest) > 0 && isLowerASCII(rest[0]) {
		letter = rest[0]
		rest = rest[1:]
	}
	switch {
	case rest == "":
	case rest[0] == '.':
		rest = rest[1:]
		if rest != "" && rest[0] != ' ' && rest[0] != '\t' {
			return 0, 0, "", false
		}
	case rest[0] != ' ' && rest[0] != '\t':
		return 0, 0, "", false
	}
	return rule, letter, strings.TrimSpace(rest), true
}

// damagedNumber is a body line that is not a numbered line but starts the
// way one does with a character changed: a first word of 4 to 9 bytes
// holding at least three digits and something else, every byte a letter, a
// digit, a dot or not printable ASCII ("X01.2a", "601X2a", "601.2\x01").
// No real edition's body text starts so (a year, "10,000" or "1/1" does
// not match); a copy with flipped bytes does.
func damagedNumber(line string) bool {
	word, _, _ := strings.Cut(line, " ")
	if len(word) < 4 || len(word) > 9 {
		return false
	}
	digits := 0
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case isDigit(c):
			digits++
		case isLetterASCII(c), c == '.', c < 0x20, c >= 0x7f:
		default:
			return false
		}
	}
	return digits >= 3 && digits < len(word)
}

// attachDamaged pairs each damaged-number line (1-based line numbers in
// order, with their text) with the gap it explains, the gap whose lost
// rule sat where the line is; a line no gap explains (the last of its
// siblings was lost, so nothing skips it) becomes a gap of its own.
func attachDamaged(gaps []Gap, lines []int, texts []string) []Gap {
	for k, line := range lines {
		// The gap whose window holds the line most tightly explains it.
		best := -1
		for i := range gaps {
			if gaps[i].Damaged == "" && gaps[i].Missing != "" && gaps[i].after < line && line < gaps[i].Line &&
				(best < 0 || gaps[i].after > gaps[best].after) {
				best = i
			}
		}
		if best >= 0 {
			gaps[best].Damaged, gaps[best].DamagedLine = texts[k], line
			continue
		}
		gaps = append(gaps, Gap{Damaged: texts[k], DamagedLine: line, Line: line})
	}
	slices.SortStableFunc(gaps, func(a, b Gap) int { return cmp.Compare(a.Line, b.Line) })
	return gaps
}
