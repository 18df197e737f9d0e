package corpus

import "strings"

// DiffOp says what a run of words of a word-level diff is.
type DiffOp string

// The three kinds of run: words both texts share, words only the old text
// has, and words only the new text has.
const (
	DiffEqual  DiffOp = "="
	DiffDelete DiffOp = "-"
	DiffInsert DiffOp = "+"
)

// DiffSpan is one run of a word-level diff: consecutive words with the same
// op, joined by single spaces.
type DiffSpan struct {
	Op   DiffOp `json:"op"`
	Text string `json:"text"`
}

// maxDiffCells bounds the longest-common-subsequence table of one word
// diff; past it the differing middle is reported as one deletion and one
// insertion rather than spending quadratic time on it.
const maxDiffCells = 4 << 20

// WordDiff compares two texts word by word (words are runs of non-space
// characters, so punctuation stays with its word) and returns the runs
// that turn old into new: a minimal edit by longest common subsequence.
// Equal texts give one DiffEqual span, or none when both are empty.
func WordDiff(old, new string) []DiffSpan {
	a, b := strings.Fields(old), strings.Fields(new)
	var spans []DiffSpan
	add := func(op DiffOp, words []string) {
		if len(words) == 0 {
			return
		}
		text := strings.Join(words, " ")
		if n := len(spans); n > 0 && spans[n-1].Op == op {
			spans[n-1].Text += " " + text
			return
		}
		spans = append(spans, DiffSpan{Op: op, Text: text})
	}
	prefix := 0
	for prefix < len(a) && prefix < len(b) && a[prefix] == b[prefix] {
		prefix++
	}
	suffix := 0
	for suffix < len(a)-prefix && suffix < len(b)-prefix && a[len(a)-1-suffix] == b[len(b)-1-suffix] {
		suffix++
	}
	add(DiffEqual, a[:prefix])
	midA, midB := a[prefix:len(a)-suffix], b[prefix:len(b)-suffix]
	if (len(midA)+1)*(len(midB)+1) > maxDiffCells {
		add(DiffDelete, midA)
		add(DiffInsert, midB)
	} else {
		for _, step := range lcsSteps(midA, midB) {
			add(step.op, step.words)
		}
	}
	add(DiffEqual, a[len(a)-suffix:])
	return spans
}

type diffStep struct {
	op    DiffOp
	words []string
}

// lcsSteps walks a longest-common-subsequence table of a and b and returns
// the edit as steps of one word each, deletions before insertions where
// both happen at one place.
func lcsSteps(a, b []string) []diffStep {
	n, m := len(a), len(b)
	// length[i][j] is the LCS length of a[i:] and b[j:], in one slice.
	width := m + 1
	length := make([]int32, (n+1)*width)
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				length[i*width+j] = length[(i+1)*width+j+1] + 1
			} else {
				length[i*width+j] = max(length[(i+1)*width+j], length[i*width+j+1])
			}
		}
	}
	steps := make([]diffStep, 0, n+m)
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i] == b[j]:
			steps = append(steps, diffStep{DiffEqual, a[i : i+1]})
			i++
			j++
		case j == m || (i < n && length[(i+1)*width+j] >= length[i*width+j+1]):
			steps = append(steps, diffStep{DiffDelete, a[i : i+1]})
			i++
		default:
			steps = append(steps, diffStep{DiffInsert, b[j : j+1]})
			j++
		}
	}
	return steps
}
