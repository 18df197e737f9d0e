// Package rulings is judgekit's rules engine. It follows the rules of the
// seed edition (a c. 2006 Comprehensive Rules: spells are played, permanents
// are in play, mana burns, combat damage uses the stack) and records every
// state change and decision as a trace step naming the rule it applied,
// recorded at the place in the engine that implements that rule.
//
// Cards are data: a CardDefinition holds characteristics and Abilities
// (costs, targets, effect Instructions, trigger conditions, static
// effects), and nothing in the engine knows a card by name. The files are
// split by concept, in the order of the rules: zones.go (zones and moving
// objects, 217), continuous.go (characteristics through layers, 418.5),
// play.go, targets.go, announce.go and costs.go (playing spells and
// abilities, 409), triggers.go (410), stack.go (resolving, 413-414),
// effects*.go (the instruction table: one function per verb), damage.go
// and protection.go (419, 502.7), sba.go (420), turn.go (turn structure and
// priority, 300-314), combat.go (306-311), and one file per keyword family
// (auras.go, morph.go, epic.go, suspend.go, subgame.go).
//
// Decisions the rules leave to a player are never guessed: a decision with
// more than one option must be scripted with Game.Choose, or the engine
// returns a DecisionError. An illegal action returns an IllegalError after
// the game is returned to the moment before it (409.1, 422.1).
package rulings
