package scenarios

import (
	"testing"

	"github.com/judgekit/judge/corpus/cards"
)

// eachOf gives cards as a store's Each does.
func eachOf(all []cards.Card) func(func(*cards.Card) error) error {
	return func(fn func(*cards.Card) error) error {
		for i := range all {
			if err := fn(&all[i]); err != nil {
				return err
			}
		}
		return nil
	}
}

// TestCardCoverageCounts: a card is read when every line is; each
// unreadable line is listed with the card's own name as CARDNAME, once a
// card, however many lines of a card fail; a card of a kind the engine
// cannot hold is listed apart; types and keywords count their cards.
func TestCardCoverageCounts(t *testing.T) {
	all := []cards.Card{
		{Name: "Test Bolt", Layout: "normal", ManaCost: "{R}", TypeLine: "Instant", OracleText: "Test Bolt deals 3 damage to any target."},
		{Name: "Moon Gazer", Layout: "normal", ManaCost: "{1}{U}", TypeLine: "Creature — Human", Power: "1", Toughness: "1", Keywords: []string{"Flying"},
			OracleText: "Flying\nWhenever the moon rises, Moon Gazer deals 1 damage to any target.\nMoon Gazer can't be tickled."},
		{Name: "Sun Gazer", Layout: "normal", ManaCost: "{1}{W}", TypeLine: "Creature — Human", Power: "1", Toughness: "1",
			OracleText: "Whenever the moon rises, Sun Gazer deals 1 damage to any target."},
		{Name: "Day // Night", Layout: "transform", TypeLine: "Creature — Human // Creature — Werewolf",
			Faces: []cards.Face{{Name: "Day", ManaCost: "{G}", TypeLine: "Creature — Human", Power: "1", Toughness: "1"}, {Name: "Night", TypeLine: "Creature — Werewolf", Power: "2", Toughness: "2"}}},
	}
	cov, err := MeasureCardCoverage(eachOf(all), "", 0)
	if err != nil {
		t.Fatal(err)
	}
	if cov.Cards != 4 || cov.Read != 1 || cov.Share != 0.25 || cov.Edition != DefaultEdition {
		t.Errorf("totals %+v, want 1 of 4 read under %s", cov, DefaultEdition)
	}
	if cov.Lines != 5 || cov.LinesRead != 2 {
		t.Errorf("lines %d of %d read, want 2 of 5", cov.LinesRead, cov.Lines)
	}
	if len(cov.Unread) != 2 || cov.Unread[0].Line != "Whenever the moon rises, CARDNAME deals 1 damage to any target." || cov.Unread[0].Cards != 2 ||
		cov.Unread[1].Line != "CARDNAME can't be tickled." || cov.Unread[1].Cards != 1 || cov.Unread[1].Example != "Moon Gazer" || cov.Unread[1].Why == "" {
		t.Errorf("unread %+v", cov.Unread)
	}
	if len(cov.Refused) != 1 || cov.Refused[0].Line != "the engine cannot play a transform card of 2 faces" || cov.Refused[0].Cards != 1 {
		t.Errorf("refused %+v", cov.Refused)
	}
	want := map[string][2]int{"Creature": {3, 0}, "Instant": {1, 1}}
	for _, g := range cov.ByType {
		if w, ok := want[g.Name]; !ok || g.Cards != w[0] || g.Read != w[1] {
			t.Errorf("type %+v, want %v", g, w)
		}
	}
	if len(cov.ByKeyword) != 1 || cov.ByKeyword[0] != (CoverageGroup{Name: "Flying", Cards: 1}) {
		t.Errorf("keywords %+v", cov.ByKeyword)
	}
	if top, _ := MeasureCardCoverage(eachOf(all), "", 1); len(top.Unread) != 1 {
		t.Errorf("top 1 lists %d lines", len(top.Unread))
	}
}

// BenchmarkCardCoverageFixture reads every card of the built-in fixture
// and reports the share of cards, and of Oracle lines, the engine reads:
// the figure of how much of Magic it plays, kept with the benchmarks.
func BenchmarkCardCoverageFixture(b *testing.B) {
	all, err := cards.Fixture()
	if err != nil {
		b.Fatal(err)
	}
	var cov *CardCoverage
	for b.Loop() {
		if cov, err = MeasureCardCoverage(eachOf(all), "", 20); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(100*cov.Share, "%cards-read")
	b.ReportMetric(100*share(cov.LinesRead, cov.Lines), "%lines-read")
	b.ReportMetric(float64(cov.Cards), "cards")
}
