package index

import (
	"testing"
)

// TestJudgesWordsByTopicFindTheAnsweringRule asks, topic by topic, as a
// judge or player asks at an event: Commander and multiplayer, layers,
// casting, mana, turn structure, combat and state-based actions, in words
// the rules put otherwise. Each question misses its rule in the top 3
// unless slang.txt reads its word.
func TestJudgesWordsByTopicFindTheAnsweringRule(t *testing.T) {
	const edition2006 = "cr-2006-10-01.txt"
	tests := []slangCase{
		// Commander and multiplayer.
		{edition2026, "what is CI", "color identity", "903.4"},
		{edition2026, "color id of a double faced card", "color identity", "903.4d"},
		{edition2026, "how many players in a pod", "multiplayer game", "800.1"},
		{edition2006, "how many players in a pod", "multiplayer game", "600.1"},
		{edition2026, "what happens when a player is eliminated", "leaves the game", "104.5"},
		{edition2006, "what happens when a player is eliminated", "leaves the game", "600.4a"},
		// Layers: setting and pumping power and toughness.
		{edition2026, "P/T setting", "set power and/or toughness", "613.4b"},
		{edition2006, "P/T setting", "set power and/or toughness", "418.5a"},
		{edition2026, "pump spell layer", "modify power and/or toughness", "613.4c"},
		{edition2006, "pump spell layer", "modify power and/or toughness", "418.5a"},
		// Casting: taxes and alternative costs.
		{edition2026, "tax effects", "increase or reduce the cost", "601.2f"},
		{edition2006, "tax effects", "increase or reduce the cost", "409.1f"},
		{edition2026, "do tax effects stack", "increase or reduce the cost", "601.2f"},
		{edition2026, "can I pay an alt cost and kicker", "alternative cost", "118.9a"},
		// Mana.
		{edition2026, "mana rock", "mana ability", "605"},
		{edition2026, "pips", "mana symbol", "107.4"},
		{edition2006, "pips", "mana symbol", "104.3a"},
		{edition2006, "mana pool empties", "unused mana left in a player's mana pool is lost", "300.3"},
		// Turn structure and combat.
		{edition2026, "going to combat", "beginning of combat step", "507.1"},
		{edition2006, "moving to combat", "beginning of combat step", "307.1"},
		{edition2026, "regular damage step", "second combat damage step", "510.4"},
		{edition2026, "ninja in an unblocked creature", "ninjutsu", "702.49c"},
		{edition2006, "ninja in an unblocked creature", "ninjutsu", "502.43c"},
		// Tapped creatures in combat: the rules say which creatures may
		// attack or block, untapped ones.
		{edition2026, "can tapped creatures block", "must be untapped", "509.1a"},
		{edition2006, "can tapped creatures block", "only untapped creatures can block", "309.2a"},
		{edition2026, "attack with a tapped creature", "must be untapped", "508.1a"},
		{edition2006, "attack with a tapped creature", "can't attack: tapped creatures", "308.2a"},
		// Triggers and state-based actions.
		{edition2026, "death triggers", "leaves-the-battlefield abilities", "603.6c"},
		{edition2026, "dies trigger", "leaves-the-battlefield abilities", "603.10a"},
		{edition2006, "death trigger", "leaves-play abilities", "410.10c"},
		{edition2026, "sbe", "state-based actions", "704.1"},
		{edition2006, "sbe", "state-based effects", "420.1"},
	}
	checkSlangCases(t, tests)
}
