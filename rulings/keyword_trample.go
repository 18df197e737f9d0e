package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// trample: a blocked attacker with trample assigns lethal damage to its
// blockers and may assign the rest to the defending player (502.9).
var trample = Keyword{Name: trampleName, Rule: "502.9", Form: "trample", build: staticKeyword(PlayRule)}

const trampleName = "trample"

// trampleDamage assigns the combat damage of a blocked attacker v with
// trample among blockers (those still in combat) and the defending player
// (502.9b-d). tramples is false when v doesn't have trample: the caller
// then divides its damage among the blockers alone (310.2c).
func (g *Game) trampleDamage(v *view, power int, blockers []ObjectID) (shares []combatDamage, tramples bool, err error) {
	if !hasKeyword(v.chars(), trampleName) {
		return nil, false, nil
	}
	if n := countKeyword(v, trampleName); n > 1 {
		g.record("502.9f", "%s has %d instances of trample: they are redundant", v.name(), n)
	}
	defender := g.defendingPlayer()
	toPlayer := Target{Player: defender, IsPlayer: true}
	if len(blockers) == 0 {
		g.record("502.9c", "every creature blocking %s has been removed from combat: it has trample, so all %d of its damage is assigned to %s", v.name(), power, g.playerName(defender))
		return []combatDamage{{source: v, to: toPlayer, amount: power}}, true, nil
	}
	lethal := map[ObjectID]int{}
	needed := 0
	for _, b := range blockers {
		bv := g.view(b)
		l := max(bv.chars().Toughness-g.objects[b].Damage, 0)
		lethal[b] = l
		needed += l
		g.record("502.9d", "lethal damage for %s is %d: its toughness %d less the damage already on it (%d); abilities that would change the damage dealt don't count", bv.name(), l, bv.chars().Toughness, g.objects[b].Damage)
	}
	plan, scripted := g.damagePlan[v.id]
	if !scripted {
		if len(blockers) == 1 && power <= needed {
			g.record("502.9b", "%s has trample but its %d damage isn't more than lethal damage for %s: it is all assigned to the blocker", v.name(), power, g.name(blockers[0]))
			return []combatDamage{{source: v, to: Target{Object: blockers[0]}, amount: power}}, true, nil
		}
		names := []string{g.playerName(defender)}
		for _, b := range blockers {
			names = append(names, g.name(b))
		}
		return nil, true, &DecisionError{Kind: ChooseDamageAssignment, Player: g.playerName(v.controller),
			Question: fmt.Sprintf("how %s, which has trample, assigns %d combat damage among %s", v.name(), power, strings.Join(names, ", ")), Options: names}
	}
	total, assigned := 0, map[ObjectID]int{}
	for _, s := range plan {
		if s.Amount < 0 || !s.ToPlayer && !slices.Contains(blockers, s.To) || s.ToPlayer && s.Player != defender {
			return nil, true, g.illegal("502.9b", "%s can assign combat damage only to the creatures blocking it and to %s", v.name(), g.playerName(defender))
		}
		total += s.Amount
		if !s.ToPlayer {
			assigned[s.To] += s.Amount
		}
	}
	if total != power {
		return nil, true, g.illegal("310.2a", "%s must assign combat damage equal to its power (%d), not %d", v.name(), power, total)
	}
	for _, s := range plan {
		if !s.ToPlayer || s.Amount == 0 {
			continue
		}
		for _, b := range blockers {
			if assigned[b] < lethal[b] {
				return nil, true, g.illegal("502.9b", "%s can assign damage to %s only once every creature blocking it is assigned lethal damage; %s is assigned %d of %d", v.name(), g.playerName(defender), g.name(b), assigned[b], lethal[b])
			}
		}
	}
	for _, s := range plan {
		to := Target{Object: s.To}
		if s.ToPlayer {
			to = toPlayer
		}
		shares = append(shares, combatDamage{source: v, to: to, amount: s.Amount})
		g.record("502.9b", "%s, which has trample, assigns %d of its combat damage to %s", v.name(), s.Amount, g.targetName(to))
	}
	return shares, true, nil
}
