package rulings

import (
	"fmt"
	"slices"
	"sync"
	"testing"
)

// TestTraceCites checks that Cites lists each rule once, in order of first
// citation, for a short trace and for one citing more rules than Cites
// looks through one by one.
func TestTraceCites(t *testing.T) {
	for _, distinct := range []int{3, 100} {
		var tr Trace
		var want []string
		for round := range 3 {
			for i := range distinct {
				rule := fmt.Sprintf("%d.%d", 100+i%7, i)
				if round == 0 {
					want = append(want, rule)
				}
				tr.add(rule, "step")
			}
		}
		if got := tr.Cites(); !slices.Equal(got, want) {
			t.Errorf("%d distinct rules: Cites() = %v, want %v", distinct, got, want)
		}
	}
	if got := (*Trace)(nil).Cites(); got != nil {
		t.Errorf("nil trace: Cites() = %v, want nil", got)
	}
	if got := (&Trace{}).Cites(); got != nil {
		t.Errorf("empty trace: Cites() = %#v, want nil", got)
	}
}

// TestTraceWritesStepsWhenRead checks that a step recorded unwritten
// reads, once written, as it would have been written at once: its format
// with its arguments, in the edition's words; a step with an argument
// other than a string or an int is written as it is recorded.
func TestTraceWritesStepsWhenRead(t *testing.T) {
	words := Rules2026().Words
	tr := newTrace(&words, 0)
	tr.addLater("400.1", "%s comes into play with %d counters", []any{"Grizzly Bears", 2})
	tr.addLater("400.2", "the in-play zone", nil)
	mana := ManaCost{Generic: 2}
	tr.addLater("400.3", "%s costs %v", []any{"Bears", &mana})
	if !tr.steps[0].unwritten || !tr.steps[1].unwritten {
		t.Fatal("steps of strings and ints were written as they were recorded")
	}
	if tr.steps[2].unwritten {
		t.Fatal("a step with a pointer argument was kept unwritten")
	}
	want := []string{"Grizzly Bears enters with 2 counters", "the battlefield", "Bears costs " + mana.String()}
	if !tr.Cited("400.1", "enters with 2") || tr.Count("400.2", "battlefield") != 1 {
		t.Errorf("Cited and Count don't read the written text: %q", tr.steps[0].Text)
	}
	for i, s := range tr.Steps() {
		if s.Text != want[i] || s.unwritten {
			t.Errorf("step %d reads %q, want %q", i, s.Text, want[i])
		}
	}
	mana.Generic = 3
	tr.truncate(1)
	tr.addLater("400.4", "%s in %s paid %s", []any{"in play", Main1, mana})
	mana.Generic = 4
	if got := tr.Steps(); len(got) != 2 || got[1].Text != "on the battlefield in "+Main1.String()+" paid {3}" {
		t.Errorf("after truncating, steps are %v", got)
	}
}

// TestTraceReadAtOnce reads one finished trace from several goroutines,
// as a web server's cache does; the race detector checks the writing.
func TestTraceReadAtOnce(t *testing.T) {
	words := Rules2026().Words
	tr := newTrace(&words, 0)
	for i := range 50 {
		tr.addLater("117.3d", "%s passes priority %d", []any{"alice", i})
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if !tr.Cited("117.3d", "priority 49") || len(tr.Steps()) != 50 {
				t.Error("a reader missed a step")
			}
		})
	}
	wg.Wait()
}
