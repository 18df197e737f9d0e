package lang

import (
	"reflect"
	"testing"
)

func TestCutStatus(t *testing.T) {
	for _, tc := range []struct {
		item, name string
		counters   []counterSpec
		status     permanentStatus
	}{
		{"Jace Beleren with 5 loyalty", "Jace Beleren", []counterSpec{{"loyalty", 5}}, permanentStatus{}},
		{"Grizzly Bears x2 with a +1/+1 counter", "Grizzly Bears x2", []counterSpec{{"+1/+1", 1}}, permanentStatus{}},
		{"Blastoderm with no fade counters", "Blastoderm", []counterSpec{{"fade", 0}}, permanentStatus{}},
		{"Golem with 2 +1/+1 counters and a stun counter", "Golem", []counterSpec{{"+1/+1", 2}, {"stun", 1}}, permanentStatus{}},
		// A name holding "with" stays whole.
		{"Play with Fire", "Play with Fire", nil, permanentStatus{}},
		{"Fight with Fire with 3 time counters", "Fight with Fire", []counterSpec{{"time", 3}}, permanentStatus{}},
		// Only loyalty may leave out the word "counters".
		{"Golem with 2 charge", "Golem with 2 charge", nil, permanentStatus{}},
		{"Golem with -1 loyalty", "Golem with -1 loyalty", nil, permanentStatus{}},
		// Damage, another owner and an attachment, in any order.
		{"Hill Giant with 2 damage", "Hill Giant", nil, permanentStatus{damage: 2, any: true}},
		{"Golem with 1 damage and a +1/+1 counter", "Golem", []counterSpec{{"+1/+1", 1}}, permanentStatus{damage: 1, any: true}},
		{"Grizzly Bears owned by bob with a +1/+1 counter", "Grizzly Bears", []counterSpec{{"+1/+1", 1}}, permanentStatus{owner: "bob", any: true}},
		{"Pacifism attached to \"bob's Grizzly Bears\"", "Pacifism", nil, permanentStatus{attachedTo: "bob's Grizzly Bears", any: true}},
		{"Golem with 0 damage", "Golem with 0 damage", nil, permanentStatus{}},
	} {
		name, st := cutStatus(tc.item)
		counters := st.counters
		st.counters = nil
		if name != tc.name || !reflect.DeepEqual(counters, tc.counters) || !reflect.DeepEqual(st, tc.status) {
			t.Errorf("cutStatus(%q) = %q, %v, %+v; want %q, %v, %+v", tc.item, name, counters, st, tc.name, tc.counters, tc.status)
		}
	}
}
