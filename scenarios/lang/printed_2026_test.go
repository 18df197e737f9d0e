package lang

import "testing"

func TestCutPutFromHand(t *testing.T) {
	for in, want := range map[string]string{
		"a creature card with morph from your hand onto the battlefield face up": "a creature card with morph",
		"a land card from your hand onto the battlefield":                        "a land card",
		"an artifact card from your hand into play":                              "an artifact card",
		"the top card of your library into your graveyard":                       "",
	} {
		got, ok := cutPutFromHand(in)
		if got != want || ok != (want != "") {
			t.Errorf("cutPutFromHand(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

func TestNextEnterAsCopies(t *testing.T) {
	got, ok := nextEnterAsCopies([]string{"choose T", "the next time one or more creatures or planeswalkers enter the battlefield this turn, they enter as copies of the chosen creature"})
	if !ok || got != "creatures, planeswalkers" {
		t.Errorf("nextEnterAsCopies = %q, %v; want \"creatures, planeswalkers\"", got, ok)
	}
	if _, ok := nextEnterAsCopies([]string{"draw a card", "the next time one or more creatures enter the battlefield this turn, they enter as copies of the chosen creature"}); ok {
		t.Errorf("nextEnterAsCopies read a clause that chooses nothing")
	}
}

func TestPrintedLastExiled(t *testing.T) {
	m := printedLastExiled().FindStringSubmatch("as long as a card exiled with this is a creature card, this has the power, toughness, and creature types of the last creature card exiled with this. It's still a Shapeshifter")
	if m == nil || m[1] != "Shapeshifter" {
		t.Fatalf("Duplicant's ability isn't read, or keeps %v", m)
	}
}

func TestTokenCopyException(t *testing.T) {
	p := &blockParser{file: "test.md"}
	c, err := p.tokenCopyException(1, "a 1/1 green Frog")
	if err != nil || c.Power != 1 || c.Toughness != 1 || len(c.Subtypes) != 1 || c.Subtypes[0] != "Frog" || c.Colors.String() != "green" {
		t.Fatalf("tokenCopyException(\"a 1/1 green Frog\") = %+v, %v", c, err)
	}
	if _, err := p.tokenCopyException(1, "a green Frog"); err == nil {
		t.Errorf("an exception without power and toughness was read")
	}
}

func TestSubtypeGroupSentence(t *testing.T) {
	p := &blockParser{file: "test.md"}
	for in, want := range map[string]string{
		"Knights you control get +2/+1 until end of turn":   "all Knights you control get +2/+1 until end of turn",
		"Creatures you control get +1/+1 until end of turn": "all creatures you control get +1/+1 until end of turn",
		"Goblins you control gain haste until end of turn":  "all Goblins you control gain haste until end of turn",
		"Target creature gets +1/+1 until end of turn":      "T gets +1/+1 until end of turn",
		"Each creature gets -1/-1 until end of turn":        "all creatures get -1/-1 until end of turn",
	} {
		got, _, err := p.oracleEffect(1, in, "Probe")
		if err != nil || got != want {
			t.Errorf("oracleEffect(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

func TestSeparatePermanentPiles(t *testing.T) {
	p := &blockParser{file: "test.md"}
	ins, skip, ok, err := p.separatePermanentPiles(1, []string{"separate all permanents T controls into two piles", "that player sacrifices all permanents in the pile of their choice"})
	if !ok || err != nil || skip != 1 || ins.Op != "separate-permanent-piles" || ins.Player.Name != "T" || ins.Filter.Text != "permanents" {
		t.Fatalf("separatePermanentPiles = %+v, %d, %v, %v", ins, skip, ok, err)
	}
	for _, clauses := range [][]string{
		{"separate all permanents T controls into three piles", "that player sacrifices all permanents in the pile of their choice"},
		{"separate all permanents T controls into two piles", "that player returns all permanents in the pile of their choice to their owner's hand"},
		{"separate all permanents T controls into two piles"},
	} {
		if _, _, ok, _ := p.separatePermanentPiles(1, clauses); ok {
			t.Errorf("separatePermanentPiles read %q", clauses)
		}
	}
}
