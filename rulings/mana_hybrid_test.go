package rulings

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

func TestParseHybridManaCost(t *testing.T) {
	tests := []struct {
		in     string
		cmc    int
		colors ColorSet
		out    string
	}{
		{"{G/W}{G/W}", 2, ColorSet(0).With(Green).With(White), "{G/W}{G/W}"},
		{"{W/G}", 1, ColorSet(0).With(Green).With(White), "{G/W}"},
		{"{2}{B/R}{R}", 4, ColorSet(0).With(Black).With(Red), "{2}{B/R}{R}"},
	}
	for _, tt := range tests {
		m, err := ParseManaCost(tt.in)
		if err != nil {
			t.Fatalf("ParseManaCost(%q): %v", tt.in, err)
		}
		if got := m.ConvertedCost(); got != tt.cmc {
			t.Errorf("%s: converted cost %d, want %d", tt.in, got, tt.cmc)
		}
		if got := m.Colors(); got != tt.colors {
			t.Errorf("%s: colors %s, want %s", tt.in, got, tt.colors)
		}
		if got := m.String(); got != tt.out {
			t.Errorf("%s: renders as %s, want %s", tt.in, got, tt.out)
		}
	}
	for _, bad := range []string{"{G/G}", "{G/}", "{2/2}", "{P/P}"} {
		if _, err := ParseManaCost(bad); err == nil {
			t.Errorf("ParseManaCost(%q): no error", bad)
		}
	}
}

func TestPayHybridAsksWhenTheChoiceMatters(t *testing.T) {
	rules, err := RulesFor("2006-10-01")
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(rules, []string{"alice", "bob"}, 1)
	cost, _ := ParseManaCost("{G/W}")
	pool := ManaPool{Colored: [5]int{White: 1, Green: 1}}
	if _, err := g.payHybrid(0, &pool, cost); err == nil {
		t.Fatalf("paying {G/W} from {W}{G} chose a color without asking")
	}
	pool = ManaPool{Colored: [5]int{Green: 2}}
	if _, err := g.payHybrid(0, &pool, cost); err != nil || pool.Colored[Green] != 1 {
		t.Fatalf("paying {G/W} from {G}{G}: err %v, pool %s", err, pool)
	}
}

func TestMonocoloredHybridAndPhyrexianSymbolsCountAndColor(t *testing.T) {
	for _, tc := range []struct {
		cost   string
		value  int
		colors string
		out    string
	}{
		{"{2/B}{2/B}{2/B}", 6, "black", "{2/B}{2/B}{2/B}"},
		{"{1}{W/P}{W/P}", 3, "white", "{1}{W/P}{W/P}"},
		{"{B/2}{P/G}", 3, "black-and-green", "{2/B}{G/P}"},
	} {
		m, err := ParseManaCost(tc.cost)
		if err != nil {
			t.Fatalf("%s: %v", tc.cost, err)
		}
		if got := m.ConvertedCost(); got != tc.value {
			t.Errorf("%s: mana value %d, want %d", tc.cost, got, tc.value)
		}
		if got := m.Colors().String(); got != tc.colors {
			t.Errorf("%s: colors %s, want %s", tc.cost, got, tc.colors)
		}
		if got := m.String(); got != tc.out {
			t.Errorf("%s: renders as %s, want %s", tc.cost, got, tc.out)
		}
	}
	if _, err := ParseManaCost("{2/P}"); err == nil {
		t.Error("{2/P} read as a mana symbol")
	}
}

// TestMonocoloredHybridSinceSplitsTheEditions checks MonocoloredHybridSince
// against the shared editions: those before it list no monocolored hybrid
// symbol among the mana symbols, those on or after it do.
func TestMonocoloredHybridSinceSplitsTheEditions(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpustest.Dir(t), "cr-*.txt"))
	if len(files) == 0 {
		t.Skip("no shared editions")
	}
	for _, f := range files {
		e, err := corpus.Parse(filepath.Base(f), corpustest.ReadEdition(t, filepath.Base(f)))
		if err != nil {
			t.Fatal(err)
		}
		has := false
		for _, r := range e.Rules {
			has = has || strings.Contains(r.Text, "{2/W}")
		}
		if want := e.ID >= MonocoloredHybridSince; has != want {
			t.Errorf("edition %s: a rule naming {2/W} is %v, want %v (MonocoloredHybridSince %s)", e.ID, has, want, MonocoloredHybridSince)
		}
	}
}
