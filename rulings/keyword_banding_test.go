package rulings

import (
	"errors"
	"testing"
)

func kw(t *testing.T, line string) *Ability {
	t.Helper()
	abilities, ok, err := ParseKeyword(line, nil)
	if !ok || err != nil {
		t.Fatalf("%q: ok %v, err %v", line, ok, err)
	}
	return abilities[0]
}

func TestBandLegality(t *testing.T) {
	tests := []struct {
		name    string
		members [][]string // each member's keyword lines
		rule    string     // the rule refusing the band, "" if legal
	}{
		{"banding and one without", [][]string{{"banding"}, nil}, ""},
		{"banding and two without", [][]string{{"banding"}, nil, nil}, "502.10b"},
		{"all banding", [][]string{{"banding"}, {"banding"}, {"banding"}}, ""},
		{"same bands with other", [][]string{{"bands with other Wolves"}, {"bands with other Wolves"}}, ""},
		{"bands with other and banding", [][]string{{"bands with other Wolves"}, {"bands with other Wolves"}, {"banding"}}, ""},
		{"different bands with other", [][]string{{"bands with other Wolves"}, {"bands with other Legends"}}, "502.11b"},
		{"bands with other and plain creatures", [][]string{{"bands with other Wolves"}, {"bands with other Wolves"}, nil}, "502.11b"},
		{"one creature", [][]string{{"banding"}}, "502.10b"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := twoPlayerGame(t)
			var band []ObjectID
			for i, lines := range tt.members {
				var abilities []*Ability
				for _, l := range lines {
					abilities = append(abilities, kw(t, l))
				}
				band = append(band, add(g, 0, ZoneInPlay, creature(t, string(rune('A'+i)), "{W}", 1, 1, abilities...), 1)[0])
			}
			start(t, g)
			err := g.DeclareAttackers(0, band, band)
			if tt.rule == "" {
				if err != nil {
					t.Fatalf("band refused: %v", err)
				}
				if got := g.bandOf(band[0]); len(got) != len(band) {
					t.Fatalf("band %v, want %v", got, band)
				}
				return
			}
			wantIllegal(t, err, tt.rule)
		})
	}
}

// TestBlockingABandBlocksEveryMember blocks one member of a band and checks
// the blocker blocks them all, and that the attacking player, who has
// banding, divides the blocker's damage.
func TestBlockingABandBlocksEveryMember(t *testing.T) {
	g := twoPlayerGame(t)
	hero := add(g, 0, ZoneInPlay, creature(t, "Hero", "{W}", 1, 1, kw(t, "banding")), 1)[0]
	bear := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
	giant := add(g, 1, ZoneInPlay, creature(t, "Giant", "{3}{R}", 3, 3), 1)[0]
	start(t, g)
	if err := g.DeclareAttackers(0, []ObjectID{hero, bear}, []ObjectID{hero, bear}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []Block{{Blocker: giant, Attacker: bear}}); err != nil {
		t.Fatal(err)
	}
	if got := g.combat.blocking[giant]; len(got) != 2 || !g.combat.blocked[hero] {
		t.Fatalf("the Giant blocks %v (Hero blocked: %v), want the whole band", names(g, got), g.combat.blocked[hero])
	}
	// The Giant's controller can't divide its damage: alice chooses.
	g.AssignCombatDamage(1, giant, []DamageShare{{To: hero, Amount: 3}})
	wantIllegal(t, g.PassAll(), "502.10h")
	g.AssignCombatDamage(0, giant, []DamageShare{{To: hero, Amount: 3}})
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if got := names(g, g.players[0].Graveyard); len(got) != 1 || got[0] != "Hero" {
		t.Fatalf("alice's graveyard %v, want [Hero]", got)
	}
	if o := g.objects[bear]; o == nil || o.Zone != ZoneInPlay {
		t.Fatal("Bear left play, want it in play")
	}
}

// TestUnansweredBandingAssignmentAsksTheBandingPlayer checks the typed
// question goes to the player banding names.
func TestUnansweredBandingAssignmentAsksTheBandingPlayer(t *testing.T) {
	g := twoPlayerGame(t)
	wurm := add(g, 0, ZoneInPlay, creature(t, "Wurm", "{4}{G}{G}", 6, 4), 1)[0]
	hero := add(g, 1, ZoneInPlay, creature(t, "Hero", "{W}", 1, 1, kw(t, "banding")), 1)[0]
	bear := add(g, 1, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
	start(t, g)
	if err := g.DeclareAttackers(0, []ObjectID{wurm}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []Block{{Blocker: hero, Attacker: wurm}, {Blocker: bear, Attacker: wurm}}); err != nil {
		t.Fatal(err)
	}
	var q *DecisionError
	if err := g.PassAll(); !errors.As(err, &q) || q.Kind != ChooseDamageAssignment || q.Player != "bob" {
		t.Fatalf("got %v, want a damage assignment asked of bob", err)
	}
}

func TestBlockingSeveralAttackersNeedsAnAbility(t *testing.T) {
	for _, tt := range []struct {
		name  string
		extra *Ability
		rule  string
	}{
		{"no ability", nil, "309.2a"},
		{"an additional creature", &Ability{Kind: StaticAbility, Text: "this can block an additional creature", Static: &Static{Kind: BlocksAdditional, Amount: Value{N: 1}}}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := twoPlayerGame(t)
			a := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 2)
			var abilities []*Ability
			if tt.extra != nil {
				abilities = append(abilities, tt.extra)
			}
			b := add(g, 1, ZoneInPlay, creature(t, "Sentry", "{1}{W}", 2, 2, abilities...), 1)[0]
			start(t, g)
			if err := g.DeclareAttackers(0, a); err != nil {
				t.Fatal(err)
			}
			err := g.DeclareBlockers(1, []Block{{Blocker: b, Attacker: a[0]}, {Blocker: b, Attacker: a[1]}})
			if tt.rule != "" {
				wantIllegal(t, err, tt.rule)
				return
			}
			if err != nil || len(g.combat.blocking[b]) != 2 {
				t.Fatalf("err %v, blocking %v", err, g.combat.blocking[b])
			}
		})
	}
}
