// Package rulings is judgekit's rules engine. It follows the rules of the
// seed edition (a c. 2006 Comprehensive Rules: spells are played, permanents
// are in play, mana burns) and records every state change and decision as a
// trace step naming the rule it applied.
package rulings
