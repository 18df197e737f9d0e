package scenarios

import "testing"

// TestPrintedFetchlandAndManaValueBound plays printed wordings the
// language reads since round 4 of the probes: a fetchland's "Pay 1 life"
// cost and search onto the battlefield for either of two land types, a
// life cost refused without the life to pay, and a target bounded by mana
// value.
func TestPrintedFetchlandAndManaValueBound(t *testing.T) {
	checker, err := NewChecker(seedEdition)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, rule, block string }{
		{"fetch finds an Island", "119.4", `state turn 1, alice main1
  alice in play: Polluted Delta
  alice library: Swamp, Island, Mountain

do
  alice activates "Polluted Delta"
  alice chooses "Island"
  all pass

expect
  alice life 19
  alice in play: Island
  "Island" untapped
  alice graveyard: Polluted Delta
  alice library count 2`},
		{"no life to pay", "119.4", `card "Costly Tome" {2} artifact
  {T}, Pay 3 life: Draw a card.

state turn 1, alice main1
  alice life 2
  alice in play: Costly Tome
  alice library: Island

do
  alice activates "Costly Tome"

expect
  illegal 119.4
  alice life 2
  alice hand: nothing`},
		{"mana value 3 or less", "601.2c", `state turn 1, alice main1
  alice in play: Swamp, Forest
  alice hand: Abrupt Decay
  bob in play: Hill Giant, Grizzly Bears

do
  alice casts "Abrupt Decay" targeting "Hill Giant", tapping Swamp and Forest
  alice casts "Abrupt Decay" targeting "Grizzly Bears", tapping Swamp and Forest
  all pass

expect
  illegal 601.2c
  bob graveyard: Grizzly Bears
  bob in play: Hill Giant`},
	} {
		text := "---\ntitle: " + c.name + "\nrules: [" + c.rule + "]\nedition: 2026-04-17\n---\n```scenario\n" + c.block + "\n```\n"
		if got := checker.RunText(c.name+".md", []byte(text)); !got.Passed {
			t.Errorf("%s: %+v", c.name, got.Problems)
		}
	}
}
