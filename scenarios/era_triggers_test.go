package scenarios

import (
	"testing"

	"github.com/judgekit/judge/rulings"
)

// TestDiscardTriggersByWho checks "whenever an opponent discards a card"
// and "whenever you discard a card": a card discarded to pay a cost
// triggers both, for the right players, and "that player" is the one who
// discarded; a card the opponent discards to an effect triggers neither
// the opponent's own Megrim nor the other player's "you" ability.
func TestDiscardTriggersByWho(t *testing.T) {
	src := "card \"Wild Mongrel\" {1}{G} creature — Dog 2/2\n  Discard a card: Wild Mongrel gets +1/+1 and becomes the color of your choice until end of turn.\n" +
		"card \"Mind Rot\" {2}{B} sorcery\n  Target player discards two cards.\n" +
		"card \"Megrim\" {2}{B} enchantment\n  Whenever an opponent discards a card, Megrim deals 2 damage to that player.\n" +
		"card \"Discard Counter\" {1} artifact\n  Whenever you discard a card, you gain 1 life.\n" +
		"state turn 3, alice main1\n  alice battlefield: Wild Mongrel, Discard Counter, Swamp x3\n  alice hand: Island, Mind Rot\n" +
		"  bob battlefield: Megrim\n  bob hand: Forest, Plains\n" +
		"do\n  alice chooses green\n  alice activates \"Wild Mongrel\", discarding \"Island\"\n  all pass x3\n" +
		"  alice casts \"Mind Rot\" targeting bob, tapping Swamp x3\n  all pass\n" +
		"expect\n  alice life 19\n  bob life 20\n  bob hand: nothing\n  bob graveyard: Forest, Plains\n"
	if out := runUnder(t, src, "2026-04-17", rulings.Rules2026()); len(out.Failures) != 0 {
		t.Errorf("failures: %v\n%s", out.Failures, out.Trace)
	}
}

// TestSkipTurnTakesTheExtraTurn checks that "skip your next turn" skips
// the next turn its player would take, an extra turn included: with Time
// Walk resolved after Meditate, alice's extra turn is passed over, bob's
// turn follows, and alice's own turn after it is taken.
func TestSkipTurnTakesTheExtraTurn(t *testing.T) {
	src := "card \"Meditate\" {2}{U} instant\n  Draw four cards. You skip your next turn.\n" +
		"card \"Time Walk\" {1}{U} sorcery\n  Take an extra turn after this one.\n" +
		"state turn 3, alice main1\n  alice battlefield: Island x5\n  alice hand: Meditate, Time Walk\n" +
		"  alice library: Forest, Plains, Swamp, Mountain, Island, Island\n  bob library: Hill Giant, Grizzly Bears\n" +
		"do\n  alice casts \"Meditate\", tapping Island x3\n  all pass\n  alice casts \"Time Walk\", tapping Island x2\n  all pass\n" +
		"  advance to bob main1\n  advance to alice main1\n" +
		"expect\n  cites 500.11 \"alice skips the turn\" x1\n  cites 500.1 \"turn 4 begins: bob\"\n  cites 500.1 \"turn 5 begins: alice\"\n" +
		"  alice library: Island\n  bob hand: Hill Giant\n"
	if out := runUnder(t, src, "2026-04-17", rulings.Rules2026()); len(out.Failures) != 0 {
		t.Errorf("failures: %v\n%s", out.Failures, out.Trace)
	}
}

// TestDamageToCreatureTrigger checks the 2006 wording of deathtouch's
// ancestors: damage dealt to a player doesn't trigger "whenever this
// deals damage to a creature", damage dealt to a creature does, and the
// creature it destroys is the one dealt the damage.
func TestDamageToCreatureTrigger(t *testing.T) {
	rats := "card \"Typhoid Rats\" {B} creature — Rat 1/1\n  Whenever Typhoid Rats deals damage to a creature, destroy that creature.\n"
	toPlayer := rats + "state turn 3, alice main1\n  alice in play: Typhoid Rats\n  bob in play: Craw Wurm\n" +
		"do\n  alice attacks with \"Typhoid Rats\"\n  bob blocks with nothing\n  all pass x3\n" +
		"expect\n  bob life 19\n  does not cite 410.2\n  bob in play: Craw Wurm\n"
	if out := runUnder(t, toPlayer, "2006-10-01", rulings.Rules2006()); len(out.Failures) != 0 {
		t.Errorf("failures: %v\n%s", out.Failures, out.Trace)
	}
	src := rats + "state turn 3, bob main1\n  alice in play: Typhoid Rats\n  bob in play: Craw Wurm\n" +
		"do\n  bob attacks with \"Craw Wurm\"\n  alice blocks \"Craw Wurm\" with \"Typhoid Rats\"\n  all pass x2\n  all pass\n" +
		"expect\n  cites 410.2 \"dealing 1 damage to Craw Wurm\" x1\n  bob graveyard: Craw Wurm\n  alice graveyard: Typhoid Rats\n"
	if out := runUnder(t, src, "2006-10-01", rulings.Rules2006()); len(out.Failures) != 0 {
		t.Errorf("failures: %v\n%s", out.Failures, out.Trace)
	}
}
