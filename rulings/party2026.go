package rulings

import (
	"fmt"
	"strings"
)

// PartySize is the amount "the number of creatures in your party" (700.8
// of 2026), as a Value's Var.
const PartySize = "the number of creatures in your party"

// partyTypes are the creature types of a party, one creature each (700.8).
var partyTypes = []string{"Cleric", "Rogue", "Warrior", "Wizard"}

// partySize is the number of creatures in player p's party: up to one
// Cleric, one Rogue, one Warrior and one Wizard they control (700.8),
// worked out by the game, not declared (700.8a), a creature of several of
// those types counting for one only, in the way that gives the most
// (700.8b).
func (g *Game) partySize(p PlayerID) int {
	var creatures []*view
	several := ""
	for _, id := range g.inPlay {
		v := g.view(id)
		if v == nil || v.controller != p || !v.chars().HasType("creature") {
			continue
		}
		n := 0
		for _, t := range partyTypes {
			if v.chars().HasSubtype(t) {
				n++
			}
		}
		if n == 0 {
			continue
		}
		if n > 1 && several == "" {
			several = v.name()
		}
		creatures = append(creatures, v)
	}
	best := bestParty(creatures, 0, map[int]bool{}, nil)
	var members []string
	for i, c := range best {
		if c >= 0 {
			members = append(members, fmt.Sprintf("%s (%s)", creatures[c].name(), partyTypes[i]))
		}
	}
	n := len(members)
	if n == 0 {
		members = []string{"no creature"}
	}
	g.record("700.8", "%s's party is up to one Cleric, one Rogue, one Warrior and one Wizard they control: %s", g.playerName(p), strings.Join(members, ", "))
	if several != "" {
		g.record("700.8b", "%s could be the party member for more than one type: it counts for one only, counted the way that gives the most creatures", several)
	}
	g.record("700.8a", "the number of creatures in %s's party is worked out by the game, not declared: %d, between zero and four", g.playerName(p), n)
	return n
}

// bestParty assigns to each party type from the role-th on a creature of
// creatures not yet used (or none, -1), returning the assignment with the
// most members.
func bestParty(creatures []*view, role int, used map[int]bool, chosen []int) []int {
	if role == len(partyTypes) {
		return append([]int(nil), chosen...)
	}
	best := bestParty(creatures, role+1, used, append(chosen, -1))
	for i, v := range creatures {
		if used[i] || !v.chars().HasSubtype(partyTypes[role]) {
			continue
		}
		used[i] = true
		if got := bestParty(creatures, role+1, used, append(chosen, i)); members(got) > members(best) {
			best = got
		}
		used[i] = false
	}
	return best
}

// members counts the party types of an assignment that have a creature.
func members(assignment []int) int {
	n := 0
	for _, c := range assignment {
		if c >= 0 {
			n++
		}
	}
	return n
}

// fullParty is the condition "you have a full party": a party of four
// creatures (700.8c), worked out as any party is.
const fullParty = "you have a full party"

func init() {
	stateConditions[fullParty] = func(g *Game, you PlayerID) bool {
		n := g.partySize(you)
		if n == len(partyTypes) {
			g.record("700.8c", "%s has a full party: there are four creatures in their party", g.playerName(you))
			return true
		}
		g.record("700.8c", "%s has no full party: there are %d creatures in their party, not four", g.playerName(you), n)
		return false
	}
}
