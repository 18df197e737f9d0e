package corpus

import (
	"errors"
	"reflect"
	"testing"
)

// chainOf builds consecutive pairings from (old, new, changed) triples per
// edition step.
func chainOf(steps ...[]Match) []*Pairing {
	var pairings []*Pairing
	for _, matches := range steps {
		pairings = append(pairings, &Pairing{Version: PairingVersion, Rules: matches})
	}
	return pairings
}

func TestTraceRuleFollowsMovesBothWays(t *testing.T) {
	editions := []string{"e1", "e2", "e3", "e4", "e5"}
	pairings := chainOf(
		[]Match{{Old: "100.1", New: "100.1"}},
		[]Match{{Old: "100.1", New: "200.1", Score: 0.9, Changed: true}},
		[]Match{{Old: "200.1", New: "200.1", Score: 0.8, Changed: true}},
		[]Match{{Old: "300.1", New: "300.1"}},
	)
	h, err := TraceRule(editions, pairings, "e3", "200.1")
	if err != nil {
		t.Fatal(err)
	}
	want := []HistoryStep{
		{Edition: "e1", ID: "100.1", Status: HistoryFirst},
		{Edition: "e2", ID: "100.1", Status: HistoryUnchanged},
		{Edition: "e3", ID: "200.1", Status: HistoryMoved, From: "100.1", Score: 0.9, Reworded: true},
		{Edition: "e4", ID: "200.1", Status: HistoryChanged, Score: 0.8},
		{Edition: "e5", Status: HistoryRemoved, From: "200.1"},
	}
	if !reflect.DeepEqual(h.Steps, want) {
		t.Errorf("steps\n got %+v\nwant %+v", h.Steps, want)
	}

	created, err := TraceRule(editions, pairings, "e5", "300.1")
	if err != nil {
		t.Fatal(err)
	}
	if got := created.Steps[0]; got.Edition != "e4" || got.Status != HistoryCreated {
		t.Errorf("first step %+v, want created in e4", got)
	}

	tr, err := h.Translate("e1", editions)
	if err != nil {
		t.Fatal(err)
	}
	if tr.ID != "100.1" || len(tr.Steps) != 2 || tr.Steps[1].Status != HistoryMoved {
		t.Errorf("translate to e1 = %+v", tr)
	}
	tr, err = h.Translate("e5", editions)
	if err != nil {
		t.Fatal(err)
	}
	if tr.ID != "" || tr.Removed != "e5" {
		t.Errorf("translate to e5 = %+v, want removed in e5", tr)
	}
	tr, err = created.Translate("e2", editions)
	if err != nil {
		t.Fatal(err)
	}
	if tr.ID != "" || tr.Created != "e4" {
		t.Errorf("translate 300.1 to e2 = %+v, want created in e4", tr)
	}
	if _, err := TraceRule(editions, pairings, "e9", "1"); !errors.Is(err, ErrNotInChain) {
		t.Errorf("unknown edition: err = %v, want ErrNotInChain", err)
	}
}

func TestTraceRuleWithOneEdition(t *testing.T) {
	h, err := TraceRule([]string{"e1"}, nil, "e1", "100.1")
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Steps) != 1 || h.Steps[0].Status != HistoryFirst {
		t.Errorf("steps = %+v", h.Steps)
	}
}

func TestFarApartIsMoreThanFourMonths(t *testing.T) {
	tests := []struct {
		earlier, later string
		want           bool
	}{
		{"2023-11-17", "2024-02-02", false}, // consecutive editions, 11 weeks
		{"2024-02-02", "2024-06-02", false}, // exactly four months
		{"2024-02-02", "2024-06-03", true},
		{"2024-02-02", "2026-04-17", true},
		{"2009-10-01", "2022-10-07", true},
		{"e1", "e2", false}, // not dates: nothing says an edition is missing
		{"2009-10-01", "seed", false},
	}
	for _, tc := range tests {
		if got := FarApart(tc.earlier, tc.later); got != tc.want {
			t.Errorf("FarApart(%s, %s) = %v, want %v", tc.earlier, tc.later, got, tc.want)
		}
	}
}

// TestTraceRuleSaysBetweenFarApartEditions: a rule created, changed, moved
// or removed where the stored edition before is months older happened
// somewhere between the two; next to a consecutive edition, in it.
func TestTraceRuleSaysBetweenFarApartEditions(t *testing.T) {
	editions := []string{"2009-10-01", "2022-10-07", "2023-11-17", "2024-02-02", "2026-04-17"}
	pairings := chainOf(
		[]Match{{Old: "100.1", New: "100.1"}},
		[]Match{{Old: "510.1c", New: "510.1c", Score: 0.9, Changed: true}, {Old: "100.1", New: "100.1"}},
		[]Match{{Old: "510.1c", New: "510.1c", Score: 0.8, Changed: true}, {Old: "100.1", New: "100.1"}},
		[]Match{{Old: "510.1c", New: "511.1", Score: 0.7, Changed: true}},
	)
	h, err := TraceRule(editions, pairings, "2026-04-17", "511.1")
	if err != nil {
		t.Fatal(err)
	}
	want := []HistoryStep{
		{Edition: "2022-10-07", ID: "510.1c", Status: HistoryCreated, Since: "2009-10-01"},
		{Edition: "2023-11-17", ID: "510.1c", Status: HistoryChanged, Score: 0.9, Since: "2022-10-07"},
		{Edition: "2024-02-02", ID: "510.1c", Status: HistoryChanged, Score: 0.8},
		{Edition: "2026-04-17", ID: "511.1", Status: HistoryMoved, From: "510.1c", Score: 0.7, Reworded: true, Since: "2024-02-02"},
	}
	if !reflect.DeepEqual(h.Steps, want) {
		t.Errorf("steps\n got %+v\nwant %+v", h.Steps, want)
	}

	h, err = TraceRule(editions, pairings, "2009-10-01", "100.1")
	if err != nil {
		t.Fatal(err)
	}
	want = []HistoryStep{
		{Edition: "2009-10-01", ID: "100.1", Status: HistoryFirst},
		{Edition: "2022-10-07", ID: "100.1", Status: HistoryUnchanged},
		{Edition: "2023-11-17", ID: "100.1", Status: HistoryUnchanged},
		{Edition: "2024-02-02", ID: "100.1", Status: HistoryUnchanged},
		{Edition: "2026-04-17", Status: HistoryRemoved, From: "100.1", Since: "2024-02-02"},
	}
	if !reflect.DeepEqual(h.Steps, want) {
		t.Errorf("steps\n got %+v\nwant %+v", h.Steps, want)
	}
	tr, err := h.Translate("2026-04-17", editions)
	if err != nil {
		t.Fatal(err)
	}
	if tr.Removed != "2026-04-17" || tr.Since != "2024-02-02" {
		t.Errorf("translate 100.1 to 2026-04-17 = %+v, want removed between 2024-02-02 and 2026-04-17", tr)
	}
}
