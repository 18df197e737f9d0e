package cmd

import (
	"bytes"
	"testing"
)

func TestWrapBreaksAtSpacesWithinWidth(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		width  int
		indent string
		want   string
	}{
		{"no width leaves text alone", "a  b\tc", 0, "", "a  b\tc"},
		{"fits on one line", "The player pays.", 40, "", "The player pays."},
		{"breaks before the word that overflows", "one two three four", 9, "", "one two\nthree\nfour"},
		{"indents continuation lines", "See also: 100.1a, 100.1b, 101.2", 18, "  ", "See also: 100.1a,\n  100.1b, 101.2"},
		{"counts runes, not bytes", "“can’t” beats “can”", 14, "", "“can’t” beats\n“can”"},
		{"keeps the text's own indent on the first line", "    Example: one two", 16, "      ", "    Example: one\n      two"},
		{"keeps an over-long word whole", "702.19a-702.19g", 5, "", "702.19a-702.19g"},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if got := wrap(test.text, test.width, test.indent); got != test.want {
				t.Errorf("wrap(%q, %d) = %q, want %q", test.text, test.width, got, test.want)
			}
		})
	}
}

func TestOutputWidthIsZeroForPipes(t *testing.T) {
	if width := outputWidth(&bytes.Buffer{}); width != 0 {
		t.Errorf("outputWidth(buffer) = %d, want 0 so piped output is not wrapped", width)
	}
}
