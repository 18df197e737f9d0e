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
