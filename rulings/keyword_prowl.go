package rulings

import (
	"slices"
	"strings"
)

// prowl {COST}: "You may pay [cost] rather than pay this spell's mana
// cost if a player was dealt combat damage this turn by a source that, at
// the time it dealt that damage, was under your control and had any of
// this spell's creature types" (702.76a of 2026), an alternative cost
// (601.2b, 601.2f-h) cast with the clause "paying the prowl cost". The
// types are those the source had as it dealt the damage, kept by
// noteProwlDamage, not those it has now. A keyword from Morningtide,
// dated by that set's release.
var prowl = Keyword{Name: "prowl", Rule: "702.76", Form: "prowl {COST}", arg: argCost, Since: "2008-02-01",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[prowl.Name] = castWay{rule: "702.76a", alternative: true, allowed: prowlAllowed}
}

// noteProwlDamage remembers, for its controller, the subtypes a source
// had as it dealt combat damage to a player.
func (g *Game) noteProwlDamage(source *view) {
	if source == nil || int(source.controller) >= len(g.players) {
		return
	}
	p := g.players[source.controller]
	for _, t := range source.chars().Subtypes {
		if !slices.Contains(p.combatDamageTypes, t) {
			p.combatDamageTypes = append(p.combatDamageTypes, t)
		}
	}
}

// prowlAllowed is prowl's condition: a source p controlled with one of
// the spell's creature types dealt combat damage to a player this turn;
// it says why not, or "" when one did.
func prowlAllowed(g *Game, p PlayerID, _ *Object, chars *Characteristics) string {
	if !chars.HasType("creature") && !chars.HasType("kindred") && !chars.HasType("tribal") {
		return chars.Name + " has no creature types"
	}
	for _, t := range chars.Subtypes {
		if slices.Contains(g.players[p].combatDamageTypes, t) {
			g.record("702.76a", "a %s controlled by %s dealt combat damage to a player this turn, and %s is a %s: the prowl cost may be paid", t, g.playerName(p), chars.Name, t)
			return ""
		}
	}
	dealt := "no source " + g.playerName(p) + " controlled dealt combat damage to a player this turn"
	if len(g.players[p].combatDamageTypes) > 0 {
		dealt = "the sources " + g.playerName(p) + " controlled that dealt combat damage to a player this turn had none of its creature types (" + strings.Join(chars.Subtypes, ", ") + ")"
	}
	return dealt
}
