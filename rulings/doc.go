// Package rulings is judgekit's rules engine. It plays a game under the
// rules of one edition, a Rules value (rules.go): every rule that changed
// after the Comprehensive Rules of 2006-10-01 (mana burn, combat damage on
// the stack, the legend rule, the names of zones, "play" and "cast") is a
// field of it, and it gives the numbers the trace cites. The engine names
// each rule it applies by its number in that 2006 edition, the reference,
// and records every state change and decision as a trace step citing the
// rule's number in the game's edition, at the place in the engine that
// implements that rule. The eras are Rules2006 and, from the Magic 2010
// update on, the values of eras.go, which cite the numbers of the
// 2026-04-17 edition (rules2026.go); RulesFor picks one by an edition's
// date.
//
// The game's state is unexported and changes only through methods;
// readers get copies (state.go). Game.clone, which undoes illegal actions,
// is checked field by field by a test.
//
// Cards are data: a CardDefinition holds characteristics and Abilities
// (costs, targets, effect Instructions, trigger conditions, static
// effects), and nothing in the engine knows a card by name. The files are
// split by concept, in the order of the rules: zones.go (zones and moving
// objects, 217), continuous.go (characteristics through layers, 418.5),
// play.go, targets.go, announce.go and costs.go (playing spells and
// abilities, 409), triggers.go (410), stack.go (resolving, 413-414),
// effects*.go (the instruction table: one function per verb), damage.go
// (419), sba.go (420), turn.go (turn structure and priority, 300-314),
// combat.go (306-311) and subgame.go (506). Each keyword ability of 502 is
// defined in one file, keyword_NAME.go (flying and reach, first strike,
// cycling, morph, suspend, ...), with every rule the engine applies for
// it; keywords.go holds the one table of them (Keywords) that the scenario
// language reads.
//
// Decisions the rules leave to a player are never guessed: the engine asks
// a typed Question (a target, a mode, a trigger order, a payment, a damage
// assignment, decide.go), which must be answered with Game.Choose (or
// Game.AssignCombatDamage), or the engine returns a DecisionError of that
// kind. An illegal action returns an IllegalError after
// the game is returned to the moment before it (409.1, 422.1).
//
// Package-level regular expressions are compiled on first use
// (sync.OnceValue), not when the package loads: every judge process loads
// it, and most never use them.
package rulings
