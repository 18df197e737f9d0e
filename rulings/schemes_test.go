package rulings

import (
	"slices"
	"strings"
	"testing"
)

// scheme makes a scheme card, ongoing or not, with the abilities given.
func scheme(name string, ongoing bool, abilities ...*Ability) *CardDefinition {
	c := permanent(name, []string{"scheme"}, abilities...)
	if ongoing {
		c.Faces[0].Supertypes = []string{"ongoing"}
	}
	return c
}

// TestSchemeDeckIsTheArchenemys refuses what the engine doesn't set up
// as a scheme deck: a card that isn't a scheme (904.3), a second
// archenemy (904.12), a team of two (904.2, 805), and a face-up scheme
// that isn't ongoing (704.6e) or belongs to no archenemy.
func TestSchemeDeckIsTheArchenemys(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	if err := g.SetFaceUpScheme(0, scheme("Soil", true)); err == nil || !strings.Contains(err.Error(), "not the archenemy") {
		t.Errorf("a face-up scheme before any scheme deck: got %v, want a refusal naming the archenemy", err)
	}
	if err := g.SetSchemeDeck(0, []*CardDefinition{permanent("Bears", []string{"creature"})}); err == nil || !strings.Contains(err.Error(), "904.3") {
		t.Errorf("a creature in a scheme deck: got %v, want a refusal citing 904.3", err)
	}
	if err := g.SetSchemeDeck(0, []*CardDefinition{scheme("Skyward", false), scheme("Roots", false)}); err != nil {
		t.Fatal(err)
	}
	if !g.IsArchenemy(0) || g.IsArchenemy(1) {
		t.Errorf("archenemy: alice %v, bob %v; want alice only", g.IsArchenemy(0), g.IsArchenemy(1))
	}
	if err := g.SetSchemeDeck(1, []*CardDefinition{scheme("Other", false)}); err == nil || !strings.Contains(err.Error(), "904.12") {
		t.Errorf("a second scheme deck: got %v, want a refusal citing 904.12", err)
	}
	if err := g.SetFaceUpScheme(0, scheme("Skyward", false)); err == nil || !strings.Contains(err.Error(), "704.6e") {
		t.Errorf("a face-up scheme that isn't ongoing: got %v, want a refusal citing 704.6e", err)
	}
	three := NewGame(Rules2026(), []string{"alice", "bob", "carol"}, 1)
	if err := three.SetSchemeDeck(0, []*CardDefinition{scheme("Skyward", false)}); err == nil || !strings.Contains(err.Error(), "805") {
		t.Errorf("an archenemy against two players: got %v, want a refusal citing 805", err)
	}
}

// TestSchemesSetInMotionEndAndAbandon sets schemes in motion one at a
// time: one that isn't ongoing goes to the bottom of the deck as a
// state-based action only once no scheme's trigger waits (704.6e); an
// ongoing one stays face up (904.11) until abandoned (701.33b), and
// abandoning it again does nothing (701.33a).
func TestSchemesSetInMotionEndAndAbandon(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	gain := &Ability{Kind: TriggeredAbility, Text: "When you set this scheme in motion, you gain 2 life",
		Trigger: &Trigger{Kind: OnEvent, Event: SchemeSetInMotion, Self: true, From: ZoneAny, To: ZoneAny},
		Effect:  []Instruction{{Op: "gain-life", Player: you(), Amount: Value{N: 2}}}}
	if err := g.SetSchemeDeck(0, []*CardDefinition{scheme("Skyward", false, gain), scheme("Soil", true), scheme("Roots", false)}); err != nil {
		t.Fatal(err)
	}
	if !g.setInMotion(0) {
		t.Fatal("no scheme set in motion")
	}
	if len(g.pending) != 1 {
		t.Fatalf("%d abilities triggered on setting Skyward in motion, want 1", len(g.pending))
	}
	if g.endedSchemes() {
		t.Error("Skyward went to the bottom while its triggered ability waited to be put on the stack")
	}
	g.pending = nil
	if !g.endedSchemes() {
		t.Error("Skyward stayed face up with no scheme's trigger waiting")
	}
	if got := g.SchemeDeck(0); !slices.Equal(got, []string{"Soil", "Roots", "Skyward"}) {
		t.Errorf("scheme deck %v, want Soil, Roots, Skyward", got)
	}
	g.setInMotion(0)
	if g.endedSchemes() {
		t.Error("the ongoing Soil was turned face down by the state-based action")
	}
	if got := g.FaceUpSchemes(0); !slices.Equal(got, []string{"Soil"}) {
		t.Fatalf("face-up schemes %v, want Soil", got)
	}
	soil := g.command[slices.IndexFunc(g.command, func(id ObjectID) bool { return g.name(id) == "Soil" })]
	r := &resolution{g: g, controller: 0, source: g.view(soil), vars: map[string]int{}}
	for range 2 {
		if err := opAbandon(g, r, Instruction{Op: "abandon"}); err != nil {
			t.Fatal(err)
		}
	}
	if got := g.SchemeDeck(0); !slices.Equal(got, []string{"Roots", "Skyward", "Soil"}) {
		t.Errorf("after abandoning Soil twice the scheme deck is %v, want Roots, Skyward, Soil", got)
	}
	if !g.Trace().Cited("701.33a", "no longer face up") {
		t.Error("the second abandon didn't say the scheme was no longer face up (701.33a)")
	}
	r = &resolution{g: g, controller: 1, vars: map[string]int{}}
	if err := opSetInMotion(g, r, Instruction{Op: "set-in-motion", Player: you(), Amount: Value{N: 2}}); err != nil {
		t.Fatal(err)
	}
	if len(g.FaceUpSchemes(0)) != 0 || !g.Trace().Cited("701.32a", "bob is not the archenemy") {
		t.Errorf("bob set alice's schemes in motion: face up %v", g.FaceUpSchemes(0))
	}
}

// TestSchemeTriggersOnlyFaceUp triggers "at the beginning of" abilities
// of a face-up scheme from the command zone (314.4, 904.8), and none of
// a face-down scheme still in the scheme deck.
func TestSchemeTriggersOnlyFaceUp(t *testing.T) {
	upkeep := func() *Ability {
		return &Ability{Kind: TriggeredAbility, Text: "At the beginning of your upkeep, you gain 1 life",
			Trigger: &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your"},
			Effect:  []Instruction{{Op: "gain-life", Player: you(), Amount: Value{N: 1}}}}
	}
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(2, 0, Upkeep)
	if err := g.SetSchemeDeck(0, []*CardDefinition{scheme("Hidden", true, upkeep())}); err != nil {
		t.Fatal(err)
	}
	if err := g.SetFaceUpScheme(0, scheme("Shown", true, upkeep())); err != nil {
		t.Fatal(err)
	}
	g.triggerAtBeginning()
	if len(g.pending) != 1 || g.pending[0].source.name() != "Shown" {
		var names []string
		for _, p := range g.pending {
			names = append(names, p.source.name())
		}
		t.Errorf("triggered from %v, want Shown only", names)
	}
	if !g.Trace().Cited("904.8", "Shown is face up in the command zone") {
		t.Error("the face-up scheme's trigger didn't cite 904.8")
	}
}
