package rulings

import (
	"errors"
	"slices"
	"testing"
)

func TestManaCostParsesAndRendersSymbols(t *testing.T) {
	tests := []struct {
		in      string
		cmc     int
		render  string
		wantErr bool
	}{
		{"{2}{B}", 3, "{2}{B}", false},
		{"{6}{G}{W}", 8, "{6}{W}{G}", false},
		{"{X}{R}", 1, "{X}{R}", false},
		{"{0}", 0, "{0}", false},
		{"{Q}", 0, "", true},
		{"2B", 0, "", true},
		{"{2", 0, "", true},
		{"", 0, "", true},
	}
	for _, tt := range tests {
		m, err := ParseManaCost(tt.in)
		if (err != nil) != tt.wantErr {
			t.Errorf("ParseManaCost(%q) error = %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err == nil && (m.ConvertedCost() != tt.cmc || m.String() != tt.render) {
			t.Errorf("ParseManaCost(%q) = %s (cmc %d), want %s (cmc %d)", tt.in, m, m.ConvertedCost(), tt.render, tt.cmc)
		}
	}
}

// deathBomb builds the 409.1h example: a {3}{B} instant with an additional
// cost of sacrificing a creature, and a creature reducing black spells.
func deathBomb(t *testing.T) (*Game, ObjectID, ObjectID, ObjectID, []ObjectID) {
	g := twoPlayerGame(t)
	familiar := creature(t, "Thunderscape Familiar", "{1}{R}", 1, 1, &Ability{Kind: StaticAbility, Text: "black spells cost {1} less",
		Static: &Static{Kind: CostReduction, Mana: mustCost(t, "{1}"), Filter: Filter{Zone: ZoneStack, Colors: []Color{Black}, Controller: "you", Text: "black spells you play"}}})
	bomb := instant(t, "Death Bomb", "{3}{B}", &Ability{
		Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Types: []string{"creature"}, NotColors: []Color{Black}, Text: "nonblack creature"}}},
		Effect:  []Instruction{{Op: "destroy", Object: target("T")}, {Op: "lose-life", Player: Ref{Kind: RefControllerOf, Name: "T"}, Amount: Value{N: 2}}},
	})
	bomb.Faces[0].Abilities = append(bomb.Faces[0].Abilities, &Ability{Kind: StaticAbility, Static: &Static{Kind: PlayRule},
		AdditionalCosts: []CostPart{{Action: Sacrifice, Filter: Filter{Types: []string{"creature"}, Text: "creature"}, Text: "sacrifice a creature"}}})
	swamps := add(g, 0, ZoneInPlay, basicLand(t, "Swamp", Black), 3)
	fam := add(g, 0, ZoneInPlay, familiar, 1)[0]
	card := add(g, 0, ZoneHand, bomb, 1)[0]
	bears := add(g, 1, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	start(t, g)
	return g, card, fam, bears, swamps
}

func TestTotalCostIsLockedInBeforeTheReducerIsSacrificed(t *testing.T) {
	g, card, fam, bears, swamps := deathBomb(t)
	err := g.Play(PlayRequest{Player: 0, Card: card, Targets: []Target{{Object: bears}}, Sacrifices: []ObjectID{fam}, ManaSources: swamps})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Trace().Cited("409.1f", "total cost locked in at {2}{B}") {
		t.Fatalf("no locked-in {2}{B}:\n%s", g.Trace())
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if g.players[1].Life != 18 || len(g.players[1].Graveyard) != 1 || len(g.players[0].Graveyard) != 2 {
		t.Fatalf("bob life %d, graveyards %v / %v", g.players[1].Life, names(g, g.players[0].Graveyard), names(g, g.players[1].Graveyard))
	}
}

func TestPartialPaymentIsIllegalAndReversed(t *testing.T) {
	g, card, fam, bears, swamps := deathBomb(t)
	err := g.Play(PlayRequest{Player: 0, Card: card, Targets: []Target{{Object: bears}}, Sacrifices: []ObjectID{fam}, ManaSources: swamps[:2]})
	wantIllegal(t, err, "409.1h")
	if len(g.players[0].Hand) != 1 || len(g.stack) != 0 || g.IsTapped(swamps[0]) || g.object(fam) == nil {
		t.Fatalf("the game did not return to the moment before the play:\n%s", g.Trace())
	}
	if !g.Trace().Cited("422.1", "") {
		t.Fatal("the reversal is not in the trace")
	}
}

func TestIllegalTargetIsRejected(t *testing.T) {
	g, card, fam, _, swamps := deathBomb(t)
	err := g.Play(PlayRequest{Player: 0, Card: card, Targets: []Target{{Object: fam}}, Sacrifices: []ObjectID{fam}, ManaSources: swamps})
	if err != nil {
		// The Familiar is red, so it is a legal nonblack creature target;
		// sacrificing it then leaves the spell with no legal target on
		// resolution.
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if !g.Trace().Cited("414.1", "countered") || g.players[0].Life != 20 {
		t.Fatalf("want Death Bomb countered and no life lost:\n%s", g.Trace())
	}
}

func TestSameTargetTwiceForOneInstanceIsIllegal(t *testing.T) {
	g := twoPlayerGame(t)
	tapper := instant(t, "Double Tap", "{0}", &Ability{
		Targets: []TargetSpec{{Names: []string{"A", "B"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
		Effect:  []Instruction{{Op: "tap", Object: target("A"), Objects: []Ref{target("B")}}},
	})
	card := add(g, 0, ZoneHand, tapper, 1)[0]
	bears := add(g, 1, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 2)
	start(t, g)
	wantIllegal(t, g.Play(PlayRequest{Player: 0, Card: card, Targets: []Target{{Object: bears[0]}, {Object: bears[0]}}}), "409.1c")
	if err := g.Play(PlayRequest{Player: 0, Card: card, Targets: []Target{{Object: bears[0]}, {Object: bears[1]}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if !g.IsTapped(bears[0]) || !g.IsTapped(bears[1]) {
		t.Fatal("both creatures should be tapped")
	}
}

func TestUnscriptedDecisionIsAnError(t *testing.T) {
	g := twoPlayerGame(t)
	shrink := &Ability{Kind: TriggeredAbility, Text: "when this comes into play: T gets -1/-1",
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
		Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
		Effect:  []Instruction{{Op: "pump", Object: target("T"), Power: -1, Toughness: -1}}}
	card := add(g, 0, ZoneHand, creature(t, "Shrinker", "{0}", 1, 1, shrink), 1)[0]
	add(g, 1, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)
	start(t, g)
	if err := g.Play(PlayRequest{Player: 0, Card: card}); err != nil {
		t.Fatal(err)
	}
	err := g.PassAll()
	var decision *DecisionError
	if !errors.As(err, &decision) || decision.Player != "alice" || len(decision.Options) != 2 {
		t.Fatalf("got %v, want alice asked to choose among two targets", err)
	}
}

func TestTriggersGoOnTheStackInAPNAPOrder(t *testing.T) {
	g := twoPlayerGame(t)
	watcher := func(name string) *CardDefinition {
		return permanent(name, []string{"artifact"}, &Ability{Kind: TriggeredAbility, Text: "whenever a creature comes into play: you gain 1 life",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneAny, To: ZoneInPlay, Filter: Filter{Types: []string{"creature"}}},
			Effect:  []Instruction{{Op: "gain-life", Player: you(), Amount: Value{N: 1}}}})
	}
	add(g, 0, ZoneInPlay, watcher("Alice's Watcher"), 1)
	add(g, 1, ZoneInPlay, watcher("Bob's Watcher"), 1)
	card := add(g, 0, ZoneHand, creature(t, "Ornithopter", "{0}", 0, 2), 1)[0]
	start(t, g)
	if err := g.Play(PlayRequest{Player: 0, Card: card}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	got := g.StackNames()
	want := []string{"ability of Bob's Watcher", "ability of Alice's Watcher"}
	if !slices.Equal(got, want) {
		t.Fatalf("stack (top first) = %v, want %v: the nonactive player's trigger goes on last and resolves first", got, want)
	}
}

func TestStateTriggerWaitsUntilItLeavesTheStack(t *testing.T) {
	g := twoPlayerGame(t)
	well := permanent("Endless Well", []string{"artifact"}, &Ability{Kind: TriggeredAbility, Text: "whenever you have no cards in hand: draw a card",
		Trigger: &Trigger{Kind: OnState, State: "you have no cards in hand"},
		Effect:  []Instruction{{Op: "draw", Player: you(), Amount: Value{N: 1}}}})
	add(g, 0, ZoneInPlay, well, 1)
	start(t, g)
	// Alice's hand and library are empty: the well triggers once, and
	// stays on the stack without triggering again while priority passes.
	if n := g.Trace().Count("410.11", "triggers"); n != 1 || len(g.stack) != 1 {
		t.Fatalf("triggered %d times with %d on the stack, want 1 and 1", n, len(g.stack))
	}
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if n := g.Trace().Count("410.11", "triggers"); n != 1 {
		t.Fatalf("triggered again while on the stack (%d)", n)
	}
}

func TestStateBasedEffectsAndManaBurn(t *testing.T) {
	g := twoPlayerGame(t)
	g.SetTurn(1, 0, Main2)
	swamp := add(g, 0, ZoneInPlay, basicLand(t, "Swamp", Black), 1)[0]
	zero := add(g, 1, ZoneInPlay, creature(t, "Wisp", "{0}", 0, 0), 1)
	start(t, g)
	if g.object(zero[0]) != nil || !g.Trace().Cited("420.5b", "Wisp") {
		t.Fatal("a 0-toughness creature should go to the graveyard as a state-based effect")
	}
	src := g.view(swamp)
	if err := g.playManaAbility(0, swamp, src.chars().Abilities[0], PlayRequest{}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if g.players[0].Life != 19 || g.players[0].Pool.Total() != 0 || !g.Trace().Cited("300.3", "mana burn") {
		t.Fatalf("unused mana should burn as main2 ends: life %d, pool %s", g.players[0].Life, g.players[0].Pool)
	}
}

func TestSplitCardComparisonsGetOneAnswer(t *testing.T) {
	g := twoPlayerGame(t)
	split := &CardDefinition{Name: "Assault/Battery", Faces: []Characteristics{
		{Name: "Assault", ManaCost: mustCost(t, "{R}"), Colors: ColorSet(0).With(Red), Types: []string{"sorcery"}},
		{Name: "Battery", ManaCost: mustCost(t, "{3}{G}"), Colors: ColorSet(0).With(Green), Types: []string{"sorcery"}},
	}}
	id := add(g, 1, ZoneHand, split, 1)[0]
	v := g.view(id)
	r := &resolution{vars: map[string]int{}}
	tests := []struct {
		filter Filter
		want   bool
	}{
		{Filter{Zone: ZoneHand, NotTypes: []string{"land"}, CMC: &Value{N: 1}}, true},
		{Filter{Zone: ZoneHand, NotTypes: []string{"land"}, CMC: &Value{N: 4}}, true},
		{Filter{Zone: ZoneHand, NotTypes: []string{"land"}, CMC: &Value{N: 5}}, false},
		{Filter{Zone: ZoneHand, Colors: []Color{Red}}, true},
		{Filter{Zone: ZoneHand, NotColors: []Color{Red}}, false},
		{Filter{Zone: ZoneHand, Colors: []Color{Red}, CMC: &Value{N: 4}}, true},
	}
	for i, tt := range tests {
		if got := g.matches(&tt.filter, v, 0, r); got != tt.want {
			t.Errorf("case %d: matches = %v, want %v", i, got, tt.want)
		}
	}
}

func TestTypeChangingEffectAppliesBeforeOtherFilters(t *testing.T) {
	g := twoPlayerGame(t)
	plane := permanent("Living Plane", []string{"enchantment"}, &Ability{Kind: StaticAbility,
		Static: &Static{Kind: TypeChange, Types: []string{"creature"}, SetsPT: true, Power: 1, Toughness: 1, Filter: Filter{Types: []string{"land"}}}})
	mute := permanent("Muting Field", []string{"enchantment"}, &Ability{Kind: StaticAbility,
		Static: &Static{Kind: LoseAllAbilities, Filter: Filter{Types: []string{"creature"}}}})
	add(g, 0, ZoneInPlay, plane, 1)
	add(g, 0, ZoneInPlay, mute, 1)
	forest := add(g, 0, ZoneInPlay, basicLand(t, "Forest", Green), 1)[0]
	v := g.view(forest)
	if !v.chars().HasType("creature") || v.chars().Power != 1 || len(v.chars().Abilities) != 0 {
		t.Fatalf("Forest = %v %d/%d with %d abilities; want a 1/1 land creature without abilities", v.chars().Types, v.chars().Power, v.chars().Toughness, len(v.chars().Abilities))
	}
}

func TestCloneIsIndependent(t *testing.T) {
	g, _, _, bears, _ := deathBomb(t)
	c := g.clone()
	c.objects[bears].Tapped = true
	c.players[1].Life = 3
	c.inPlay = nil
	if g.IsTapped(bears) || g.players[1].Life != 20 || len(g.inPlay) == 0 {
		t.Fatal("changing the clone changed the game")
	}
}

func TestNamingHalfOfASplitCardIsRefused(t *testing.T) {
	g := twoPlayerGame(t)
	split := &CardDefinition{Name: "Assault/Battery", Faces: []Characteristics{
		{Name: "Assault", ManaCost: mustCost(t, "{R}"), Types: []string{"sorcery"}},
		{Name: "Battery", ManaCost: mustCost(t, "{3}{G}"), Types: []string{"sorcery"}},
	}}
	add(g, 1, ZoneHand, split, 1)
	start(t, g)
	r := &resolution{g: g, controller: 0, vars: map[string]int{}}
	g.Choose(0, "Assault")
	err := opNameCard(g, r, Instruction{Player: you()})
	var decision *DecisionError
	if !errors.As(err, &decision) || !slices.Contains(decision.Options, "Assault/Battery") {
		t.Fatalf("got %v, want a refusal asking for both halves (505.7)", err)
	}
	g.choices[0] = []string{"Assault/Battery"}
	if err := opNameCard(g, r, Instruction{Player: you()}); err != nil || r.named != "Assault/Battery" {
		t.Fatalf("naming both halves: %v, named %q", err, r.named)
	}
}

func TestCombatDamageWaitsOnTheStack(t *testing.T) {
	g := twoPlayerGame(t)
	bears := add(g, 0, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	add(g, 1, ZoneLibrary, basicLand(t, "Island", Blue), 1)
	start(t, g)
	if err := g.DeclareAttackers(0, []ObjectID{bears}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, nil); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if got := g.StackNames(); !slices.Equal(got, []string{"combat damage"}) || g.players[1].Life != 20 {
		t.Fatalf("stack %v, bob life %d: combat damage should wait on the stack (310.1)", got, g.players[1].Life)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if g.players[1].Life != 18 || !g.IsTapped(bears) {
		t.Fatalf("bob life %d, bears tapped %v; want 18 and tapped", g.players[1].Life, g.IsTapped(bears))
	}
}

func TestAttackWithoutDeclarationIsAnUnscriptedDecision(t *testing.T) {
	g := twoPlayerGame(t)
	add(g, 0, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)
	start(t, g)
	err := g.AdvanceTo(1, Upkeep)
	var decision *DecisionError
	if !errors.As(err, &decision) || decision.Player != "alice" {
		t.Fatalf("got %v, want alice asked which creatures attack", err)
	}
}

func TestRegenerationShieldReplacesDestructionOnce(t *testing.T) {
	g := twoPlayerGame(t)
	id := add(g, 0, ZoneInPlay, creature(t, "Drudge Skeletons", "{1}{B}", 1, 1), 1)[0]
	start(t, g)
	g.objects[id].Shields = 1
	g.destroy([]ObjectID{id}, false)
	if g.object(id) == nil || !g.IsTapped(id) || !g.Trace().Cited("419.6b", "regenerates") {
		t.Fatal("the shield should have replaced the destruction")
	}
	g.destroy([]ObjectID{id}, false)
	if g.object(id) != nil {
		t.Fatal("with the shield used up, the creature should be destroyed")
	}
}

func TestLegendRulePutsEveryCopyIntoTheGraveyard(t *testing.T) {
	g := twoPlayerGame(t)
	legend := creature(t, "Jolrael", "{1}{G}{G}", 1, 3)
	legend.Faces[0].Supertypes = []string{"legendary"}
	add(g, 0, ZoneInPlay, legend, 1)
	add(g, 1, ZoneInPlay, legend, 1)
	start(t, g)
	if len(g.inPlay) != 0 || len(g.players[0].Graveyard) != 1 || len(g.players[1].Graveyard) != 1 {
		t.Fatalf("in play %v: both legendary permanents should be in their owners' graveyards (420.5e)", names(g, g.inPlay))
	}
}

func TestContinuousEffectsLeaveTheCardDefinitionAlone(t *testing.T) {
	g := twoPlayerGame(t)
	plane := permanent("Living Plane", []string{"enchantment"}, &Ability{Kind: StaticAbility,
		Static: &Static{Kind: TypeChange, Types: []string{"creature"}, Filter: Filter{Types: []string{"land"}}}})
	add(g, 0, ZoneInPlay, plane, 1)
	forest := basicLand(t, "Forest", Green)
	forest.Faces[0].Types = make([]string, 1, 4) // spare capacity an append could write into
	forest.Faces[0].Types[0] = "land"
	ids := add(g, 0, ZoneInPlay, forest, 2)
	for _, id := range ids {
		if !slices.Contains(g.Types(id), "creature") {
			t.Fatal("the land should be a creature in play")
		}
	}
	if !slices.Equal(forest.Faces[0].Types, []string{"land"}) || forest.Faces[0].Types[:2][1] != "" {
		t.Fatalf("the card definition changed: %q", forest.Faces[0].Types[:2])
	}
}

func TestPreventionShieldIsUsedUp(t *testing.T) {
	g := twoPlayerGame(t)
	id := add(g, 1, ZoneInPlay, creature(t, "Hill Giant", "{3}{R}", 3, 3), 1)[0]
	start(t, g)
	g.objects[id].Prevention = 2
	src := g.view(id)
	g.dealDamage("413.2b", src, 1, Target{Object: id})
	g.dealDamage("413.2b", src, 2, Target{Object: id})
	if got := g.objects[id].Damage; got != 1 {
		t.Fatalf("damage = %d, want 1: the shield prevents the next 2 damage only (419.7b)", got)
	}
}

func TestSameNamedTargetsAreToldApartByController(t *testing.T) {
	g := twoPlayerGame(t)
	shrink := &Ability{Kind: TriggeredAbility, Text: "when this comes into play: T gets -1/-1",
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
		Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
		Effect:  []Instruction{{Op: "pump", Object: target("T"), Power: -1, Toughness: -1, Text: "gets -1/-1"}}}
	card := add(g, 0, ZoneHand, creature(t, "Shrinker", "{0}", 1, 1, shrink), 1)[0]
	bears := creature(t, "Grizzly Bears", "{1}{G}", 2, 2)
	mine := add(g, 0, ZoneInPlay, bears, 1)[0]
	theirs := add(g, 1, ZoneInPlay, bears, 1)[0]
	start(t, g)
	g.Choose(0, "Grizzly Bears (bob)")
	if err := g.Play(PlayRequest{Player: 0, Card: card}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	if p, _ := g.PowerToughness(theirs); p != 1 {
		t.Fatalf("bob's bears have power %d, want 1", p)
	}
	if p, _ := g.PowerToughness(mine); p != 2 {
		t.Fatalf("alice's bears have power %d, want 2", p)
	}
}

func TestCleanupDiscardsDownToSeven(t *testing.T) {
	g := twoPlayerGame(t)
	g.SetTurn(1, 0, EndOfTurn)
	add(g, 0, ZoneHand, basicLand(t, "Island", Blue), 8)
	add(g, 1, ZoneLibrary, basicLand(t, "Swamp", Black), 1)
	start(t, g)
	if err := g.AdvanceTo(1, Upkeep); err != nil {
		t.Fatal(err)
	}
	if len(g.players[0].Hand) != 7 || !g.Trace().Cited("314.1", "discards Island") {
		t.Fatalf("hand of %d: the active player should discard to seven in cleanup (314.1)", len(g.players[0].Hand))
	}
}

func TestEvasionAndAttackKeywords(t *testing.T) {
	keyword := func(k string) *Ability {
		return &Ability{Kind: StaticAbility, Keyword: k, Text: k, Static: &Static{Kind: PlayRule}}
	}
	g := twoPlayerGame(t)
	bird := add(g, 0, ZoneInPlay, creature(t, "Storm Crow", "{1}{U}", 1, 2, keyword("flying"), keyword("vigilance")), 1)[0]
	wall := add(g, 0, ZoneInPlay, creature(t, "Wall of Stone", "{1}{R}{R}", 0, 8, keyword("defender")), 1)[0]
	bears := add(g, 1, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	spider := add(g, 1, ZoneInPlay, creature(t, "Giant Spider", "{3}{G}", 2, 4, keyword("reach")), 1)[0]
	start(t, g)
	wantIllegal(t, g.DeclareAttackers(0, []ObjectID{bird, wall}), "502.41b")
	if err := g.DeclareAttackers(0, []ObjectID{bird}); err != nil {
		t.Fatal(err)
	}
	if g.IsTapped(bird) {
		t.Fatal("a creature with vigilance doesn't tap to attack (502.14b)")
	}
	wantIllegal(t, g.DeclareBlockers(1, []Block{{Blocker: bears, Attacker: bird}}), "502.4b")
	if err := g.DeclareBlockers(1, []Block{{Blocker: spider, Attacker: bird}}); err != nil {
		t.Fatal(err)
	}
}

func TestFirstStrikeDealsDamageInAnEarlierStep(t *testing.T) {
	striker := &Ability{Kind: StaticAbility, Keyword: "first strike", Text: "first strike", Static: &Static{Kind: PlayRule}}
	g := twoPlayerGame(t)
	knight := add(g, 0, ZoneInPlay, creature(t, "White Knight", "{W}{W}", 2, 2, striker), 1)[0]
	bears := add(g, 1, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	start(t, g)
	if err := g.DeclareAttackers(0, []ObjectID{knight}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []Block{{Blocker: bears, Attacker: knight}}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if err := g.PassAll(); err != nil {
			t.Fatal(err)
		}
	}
	if g.object(bears) != nil || g.object(knight) == nil || g.objects[knight].Damage != 0 {
		t.Fatalf("the first striker should kill the blocker before it deals damage:\n%s", g.Trace())
	}
}
