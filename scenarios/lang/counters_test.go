package lang

import (
	"reflect"
	"testing"
)

func TestCutCounters(t *testing.T) {
	for _, tc := range []struct {
		item, name string
		counters   []counterSpec
	}{
		{"Jace Beleren with 5 loyalty", "Jace Beleren", []counterSpec{{"loyalty", 5}}},
		{"Grizzly Bears x2 with a +1/+1 counter", "Grizzly Bears x2", []counterSpec{{"+1/+1", 1}}},
		{"Blastoderm with no fade counters", "Blastoderm", []counterSpec{{"fade", 0}}},
		{"Golem with 2 +1/+1 counters and a stun counter", "Golem", []counterSpec{{"+1/+1", 2}, {"stun", 1}}},
		// A name holding "with" stays whole.
		{"Play with Fire", "Play with Fire", nil},
		{"Fight with Fire with 3 time counters", "Fight with Fire", []counterSpec{{"time", 3}}},
		// Only loyalty may leave out the word "counters".
		{"Golem with 2 charge", "Golem with 2 charge", nil},
		{"Golem with -1 loyalty", "Golem with -1 loyalty", nil},
	} {
		name, counters := cutCounters(tc.item)
		if name != tc.name || !reflect.DeepEqual(counters, tc.counters) {
			t.Errorf("cutCounters(%q) = %q, %v; want %q, %v", tc.item, name, counters, tc.name, tc.counters)
		}
	}
}
