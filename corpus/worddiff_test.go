package corpus

import (
	"reflect"
	"strings"
	"testing"
)

func TestWordDiffFindsTheChangedWords(t *testing.T) {
	tests := []struct {
		name     string
		old, new string
		want     []DiffSpan
	}{
		{"equal", "a b c", "a b c", []DiffSpan{{DiffEqual, "a b c"}}},
		{"both empty", "", "", nil},
		{"white space does not count", "a  b\nc", "a b c", []DiffSpan{{DiffEqual, "a b c"}}},
		{"one word replaced", "comes into play tapped", "enters the battlefield tapped", []DiffSpan{
			{DiffDelete, "comes into play"}, {DiffInsert, "enters the battlefield"}, {DiffEqual, "tapped"},
		}},
		{"insertion in the middle", "a b d", "a b c d", []DiffSpan{{DiffEqual, "a b"}, {DiffInsert, "c"}, {DiffEqual, "d"}}},
		{"deletion at the end", "a b c", "a b", []DiffSpan{{DiffEqual, "a b"}, {DiffDelete, "c"}}},
		{"from nothing", "", "a b", []DiffSpan{{DiffInsert, "a b"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := WordDiff(tc.old, tc.new)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("WordDiff(%q, %q) = %v, want %v", tc.old, tc.new, got, tc.want)
			}
		})
	}
}

// TestWordDiffRebuildsBothTexts checks the diff is an edit: the equal and
// deleted runs give the old words, the equal and inserted ones the new.
func TestWordDiffRebuildsBothTexts(t *testing.T) {
	pairs := [][2]string{
		{"the quick brown fox jumps over the lazy dog", "the quick red fox leaps over the dog today"},
		{"x y z x y z", "z y x z y x"},
		{strings.Repeat("a b ", 3000), strings.Repeat("b a ", 3000)}, // past the LCS bound
	}
	for _, pair := range pairs {
		var old, new []string
		for _, span := range WordDiff(pair[0], pair[1]) {
			if span.Op != DiffInsert {
				old = append(old, span.Text)
			}
			if span.Op != DiffDelete {
				new = append(new, span.Text)
			}
		}
		if got, want := strings.Join(old, " "), strings.Join(strings.Fields(pair[0]), " "); got != want {
			t.Errorf("old side rebuilt as %.60q, want %.60q", got, want)
		}
		if got, want := strings.Join(new, " "), strings.Join(strings.Fields(pair[1]), " "); got != want {
			t.Errorf("new side rebuilt as %.60q, want %.60q", got, want)
		}
	}
}
