package lang

import (
	"strings"
	"testing"
)

// TestPrintedCardsReadAsDefinitions: a printed card reads as the card
// definition written from it: cost, types, subtypes, a star P/T as its
// number, a color indicator, a planeswalker's loyalty, a battle's
// defense, split, flip and
// adventure faces; what the engine cannot hold is refused by name.
func TestPrintedCardsReadAsDefinitions(t *testing.T) {
	goyf := &PrintedCard{Name: "Tarmogoyf", Layout: "normal", Faces: []PrintedFace{{Name: "Tarmogoyf", ManaCost: "{1}{G}", TypeLine: "Creature — Lhurgoyf", Power: "*", Toughness: "1+*"}}}
	def, _, err := ReadPrintedCard(goyf, "")
	if err != nil {
		t.Fatal(err)
	}
	if c := def.Faces[0]; c.Power != 0 || c.Toughness != 1 || c.TypeLine() != "creature — Lhurgoyf" || c.ManaCost.String() != "{1}{G}" {
		t.Errorf("Tarmogoyf read as %+v", c)
	}
	ancestral := &PrintedCard{Name: "Ancestral Vision", Layout: "normal", Faces: []PrintedFace{{Name: "Ancestral Vision", TypeLine: "Sorcery", Colors: []string{"U"}, OracleText: "Target player draws three cards."}}}
	if def, _, err := ReadPrintedCard(ancestral, ""); err != nil || def.Faces[0].Colors.String() != "blue" {
		t.Errorf("a color indicator: %v %v", def, err)
	}
	jace := &PrintedCard{Name: "Jace Beleren", Layout: "normal", Faces: []PrintedFace{{Name: "Jace Beleren", ManaCost: "{1}{U}{U}", TypeLine: "Legendary Planeswalker — Jace", Loyalty: "3", OracleText: "+2: Each player draws a card."}}}
	if def, _, err := ReadPrintedCard(jace, ""); err != nil || len(def.Faces[0].Abilities) != 2 {
		t.Errorf("a planeswalker: %v %v", def, err)
	}
	battle := &PrintedCard{Name: "Contested Ground", Layout: "normal", Faces: []PrintedFace{{Name: "Contested Ground", ManaCost: "{2}{W}", TypeLine: "Battle", Defense: "4"}}}
	if def, _, err := ReadPrintedCard(battle, ""); err != nil || len(def.Faces[0].Abilities) != 1 || def.Faces[0].Abilities[0].Static == nil || def.Faces[0].Abilities[0].Static.Counter != "defense" || def.Faces[0].Abilities[0].Static.Amount.N != 4 {
		t.Errorf("a battle's printed defense: %v %v", def, err)
	}
	split := &PrintedCard{Name: "Fire // Ice", Layout: "split", Faces: []PrintedFace{
		{Name: "Fire", ManaCost: "{1}{R}", TypeLine: "Instant", OracleText: "Fire deals 2 damage to any target."},
		{Name: "Ice", ManaCost: "{1}{U}", TypeLine: "Instant", OracleText: "Tap target permanent.\nDraw a card."}}}
	if def, _, err := ReadPrintedCard(split, ""); err != nil || !def.IsSplit() || def.Name != "Fire/Ice" {
		t.Errorf("a split card: %v %v", def, err)
	}
	for _, tt := range []struct {
		card *PrintedCard
		want string
	}{
		{&PrintedCard{Name: "A // B", Layout: "transform", Faces: []PrintedFace{{Name: "A", TypeLine: "Creature"}, {Name: "B", TypeLine: "Creature"}}}, `card "A // B": the engine cannot play a transform card of 2 faces`},
		{&PrintedCard{Name: "X", Layout: "normal", Faces: []PrintedFace{{Name: "X", ManaCost: "{G}", TypeLine: "Creature — Elf", Power: "X", Toughness: "1"}}}, `card "X": power and toughness X/1: "X" is not a number`},
		{&PrintedCard{Name: "Probe", Layout: "normal", Faces: []PrintedFace{{Name: "Probe", ManaCost: "{G}", TypeLine: "Creature — Elf", Power: "1", Toughness: "1", OracleText: "Flying\nProbe can't be tickled."}}}, `card "Probe": line "Probe can't be tickled.": the engine cannot play this ability: `},
		{&PrintedCard{Name: "Probe", Layout: "normal"}, `card "Probe" has no face`},
	} {
		if _, _, err := ReadPrintedCard(tt.card, ""); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.card.Name, err, tt.want)
		}
	}
}

// TestUnreadLinesListsEachLine: every line the engine cannot play is
// listed, in order, a modal header with its modes as one.
func TestUnreadLinesListsEachLine(t *testing.T) {
	card := &PrintedCard{Name: "Probe", Layout: "normal", Faces: []PrintedFace{{Name: "Probe", ManaCost: "{G}", TypeLine: "Creature — Elf", Power: "1", Toughness: "1",
		OracleText: "Flying\nProbe can't be tickled.\nWhen Probe enters, choose two —\n• Draw a card.\n• You gain 2 life.\nProbe can't be tickled twice."}}}
	unread, err := UnreadLines(card, "")
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, u := range unread {
		lines = append(lines, u.Line)
		if u.Face != "Probe" || u.Why == "" {
			t.Errorf("%+v", u)
		}
	}
	if want := "Probe can't be tickled.|When Probe enters, choose two —|Probe can't be tickled twice."; strings.Join(lines, "|") != want {
		t.Errorf("unread %q, want %q", lines, want)
	}
}

// FuzzReadPrintedCard: whatever a card store holds, reading it is a card
// or an error, never a panic.
func FuzzReadPrintedCard(f *testing.F) {
	f.Add("Lightning Bolt", "normal", "{R}", "Instant", "Lightning Bolt deals 3 damage to any target.", "", "", "")
	f.Add("Tarmogoyf", "normal", "{1}{G}", "Creature — Lhurgoyf", "Tarmogoyf's power is equal to the number of card types among cards in all graveyards.", "*", "1+*", "")
	f.Add("Jace", "normal", "{1}{U}{U}", "Legendary Planeswalker — Jace", "+2: Each player draws a card.\n−1: Target player draws a card.", "", "", "3")
	f.Add("Choice", "split", "{W}", "Instant", "Choose one —\n• Draw a card.\n• You gain 2 life.", "", "", "")
	f.Fuzz(func(t *testing.T, name, layout, cost, typeLine, text, power, toughness, loyalty string) {
		face := PrintedFace{Name: name, ManaCost: cost, TypeLine: typeLine, OracleText: text, Power: power, Toughness: toughness, Loyalty: loyalty}
		faces := []PrintedFace{face}
		if layout == "split" || layout == "flip" || layout == "adventure" {
			faces = append(faces, face)
		}
		card := &PrintedCard{Name: name, Layout: layout, Faces: faces}
		_, _, _ = ReadPrintedCard(card, "")
		_, _ = UnreadLines(card, "2006-10-01")
	})
}
