package rulings

import (
	"fmt"
	"testing"
)

// TestPlainSprintfIsSprintf: where plainSprintf formats a step's text
// itself, it writes what fmt.Sprintf does; where it can't, it says so.
func TestPlainSprintfIsSprintf(t *testing.T) {
	tests := []struct {
		format string
		args   []any
		plain  bool
	}{
		{"%s casts %s", []any{"alice", "Shock"}, true},
		{"%s has %d cards in hand, more than %d", []any{"bob", 9, 7}, true},
		{"100%% of %d", []any{-3}, true},
		{"", nil, true},
		{"%s", []any{""}, true},
		{"%q", []any{"x"}, false},
		{"%s", []any{ZoneHand}, false},
		{"%d", []any{int64(3)}, false},
		{"%s and %s", []any{"a"}, false},
		{"%s", []any{"a", "b"}, false},
		{"ends with %", nil, false},
		{"%+d", []any{2}, false},
		{"%v", []any{"a"}, false},
	}
	for _, tt := range tests {
		got, ok := plainSprintf(tt.format, tt.args)
		if ok != tt.plain {
			t.Errorf("plainSprintf(%q, %v): ok = %v, want %v", tt.format, tt.args, ok, tt.plain)
		}
		if want := fmt.Sprintf(tt.format, tt.args...); ok && got != want {
			t.Errorf("plainSprintf(%q, %v) = %q, want %q", tt.format, tt.args, got, want)
		}
		if got, want := stepText(tt.format, tt.args...), fmt.Sprintf(tt.format, tt.args...); got != want {
			t.Errorf("stepText(%q, %v) = %q, want %q", tt.format, tt.args, got, want)
		}
	}
}

// FuzzPlainSprintf: any format with a string and an int argument formats
// as fmt.Sprintf does whenever plainSprintf takes it.
func FuzzPlainSprintf(f *testing.F) {
	f.Add("%s deals %d damage", "Shock", 2)
	f.Add("%d%%%s", "", -1)
	f.Fuzz(func(t *testing.T, format, s string, n int) {
		for _, args := range [][]any{{s, n}, {n, s}, {s}, {n}, nil} {
			if got, ok := plainSprintf(format, args); ok {
				if want := fmt.Sprintf(format, args...); got != want {
					t.Fatalf("plainSprintf(%q, %v) = %q, want %q", format, args, got, want)
				}
			}
		}
	})
}
