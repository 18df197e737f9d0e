package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// trample: an attacking creature with trample assigns lethal damage to the
// creatures blocking it and may assign the rest to the defending player
// (502.9).
var trample = Keyword{redundantRule: "502.9f", Name: "trample", Rule: "502.9", natureRule: "502.9a", nature: "trample is a static ability that modifies the rules for assigning an attacking creature's combat damage", Form: "trample", build: staticKeyword(PlayRule)}

// tramples reports whether v has trample or its variant, trample over
// planeswalkers (702.19c of 2026).
func tramples(v *view) bool {
	c := v.chars()
	return hasKeyword(c, trample.Name) || hasKeyword(c, trampleOverPlaneswalkers.Name)
}

// trampleDamage assigns the combat damage of a blocked attacking creature
// with trample; ok is false when the creature has no trample. With every
// blocker removed from combat, all its damage goes to the defending player
// (502.9c). Otherwise, when its power is more than the lethal damage its
// blockers need, its controller divides it among them and the defending
// player, lethal damage to every blocker first (502.9b): a decision the
// script makes with "assigns".
//
// A creature attacking a planeswalker assigns its excess to the
// planeswalker, never to its controller (702.19b, 702.19f of 2026),
// unless it has trample over planeswalkers (trampleOverPlaneswalker).
//
// assigned is the combat damage the other attacking creatures assign at
// the same time: it counts toward lethal damage (502.9b, 502.9e).
func (g *Game) trampleDamage(v *view, power int, blockers []ObjectID, assigned []combatDamage) (shares []combatDamage, ok bool, err error) {
	if !tramples(v) {
		return nil, false, nil
	}
	pw, atPermanent := g.combat.attackedPermanent[v.id]
	atBattle := atPermanent && g.attacksBattle(v.id)
	atPlaneswalker := atPermanent && !atBattle
	if atPlaneswalker && hasKeyword(v.chars(), trampleOverPlaneswalkers.Name) {
		return g.trampleOverPlaneswalker(v, power, pw, blockers, assigned)
	}
	defender, attacking := g.attackedTarget(v.id)
	if !attacking && atPlaneswalker {
		g.recordLater("702.19f", "%s was attacking %s, which has been removed from combat, and it has no trample over planeswalkers: none of its combat damage can be assigned to %s, the defending player", v.name(), g.name(pw), g.playerName(g.defenderOf(v.id)))
	}
	if len(blockers) == 0 {
		if !attacking {
			return nil, true, nil
		}
		g.record("502.9c", "every creature blocking %s has been removed from combat: it has trample, so all %d of its damage is assigned to %s", v.name(), power, g.targetName(defender))
		return []combatDamage{{source: v, to: defender, amount: power}}, true, nil
	}
	if !attacking {
		// Nothing beyond its blockers to assign damage to (510.1b).
		return nil, false, nil
	}
	var refuse func(s DamageShare) error
	if atPlaneswalker {
		refuse = func(s DamageShare) error {
			if !s.ToPlayer || s.Player != g.defenderOf(v.id) {
				return nil
			}
			return g.illegal("702.19f", "%s attacks %s and has no trample over planeswalkers: none of its combat damage can be assigned to %s, the defending player, even beyond the planeswalker's loyalty", v.name(), g.name(pw), g.playerName(s.Player))
		}
	}
	if atBattle {
		refuse = func(s DamageShare) error {
			if !s.ToPlayer {
				return nil
			}
			return g.illegalLater("702.19b", "%s attacks the battle %s: with trample, its damage beyond lethal damage to its blockers is assigned among them and the battle it's attacking, never to %s, a player (the battle's protector is %s)", v.name(), g.name(pw), g.playerName(s.Player), g.playerName(g.defenderOf(v.id)))
		}
	}
	return g.assignTrample(v, power, blockers, assigned, []trampleStage{{to: defender}}, refuse)
}

// trampleStage is a recipient of a trampler's damage beyond its blockers:
// what it attacks, then, with trample over planeswalkers, the attacked
// planeswalker's controller. need is the damage the stage must be
// assigned before the next stage gets any: the planeswalker's loyalty
// (702.19c of 2026).
type trampleStage struct {
	to   Target
	need int
}

// assignTrample checks a trampler's scripted division of its damage among
// blockers, each needing lethal damage before any stage gets damage, and
// the stages in order (502.9b; 702.19c of 2026); without a script, it
// asks for one. ok is false when its power is no more than its blockers
// need: it divides its damage among them like any blocked creature.
// refuse, if set, returns the error for a share no rule allows.
func (g *Game) assignTrample(v *view, power int, blockers []ObjectID, assigned []combatDamage, stages []trampleStage, refuse func(DamageShare) error) (shares []combatDamage, ok bool, err error) {
	lethal := map[ObjectID]int{}
	need := 0
	for _, b := range blockers {
		lethal[b] = g.lethalDamage(v, b)
		if others := assignedTo(assigned, b); others > 0 {
			g.record("502.9e", "%d combat damage from other attacking creatures is assigned to %s at the same time: it counts toward lethal damage, so %s needs to assign only %d to it", others, g.name(b), v.name(), max(lethal[b]-others, 0))
			lethal[b] = max(lethal[b]-others, 0)
		}
		need += lethal[b]
		if shared := (protectionFrom(g.view(b)) & v.chars().Colors).Colors(); len(shared) > 0 {
			g.record("502.9d", "%s has protection from %s, but lethal damage for trample considers only its toughness: it needs %d", g.name(b), shared[0], lethal[b])
		}
	}
	if len(blockers) > 0 && power <= need {
		return nil, false, nil
	}
	planned, scripted := g.damagePlan[v.id]
	if !scripted {
		names := make([]string, 0, len(blockers)+len(stages))
		for _, b := range blockers {
			names = append(names, fmt.Sprintf("%s (lethal %d)", g.name(b), lethal[b]))
		}
		for i, s := range stages {
			if i+1 < len(stages) {
				names = append(names, fmt.Sprintf("%s (loyalty %d)", g.targetName(s.to), s.need))
			} else {
				names = append(names, g.targetName(s.to))
			}
		}
		return nil, true, &DecisionError{Kind: ChooseDamageAssignment, Player: g.playerName(v.controller),
			Question: fmt.Sprintf("how %s, with trample, divides %d combat damage among %s", v.name(), power, strings.Join(names, ", ")), Options: names}
	}
	got := make([]int, len(stages))
	total := 0
	for _, s := range planned.shares {
		if refuse != nil {
			if err := refuse(s); err != nil {
				return nil, true, err
			}
		}
		stage := slices.IndexFunc(stages, func(st trampleStage) bool {
			return s.ToPlayer && st.to.IsPlayer && s.Player == st.to.Player || !s.ToPlayer && !st.to.IsPlayer && s.To == st.to.Object
		})
		switch {
		case stage >= 0:
			got[stage] += s.Amount
			shares = append(shares, combatDamage{source: v, to: stages[stage].to, amount: s.Amount})
		case !s.ToPlayer && slices.Contains(blockers, s.To):
			shares = append(shares, combatDamage{source: v, to: Target{Object: s.To}, amount: s.Amount})
		default:
			return nil, true, g.illegal("502.9b", "%s can assign combat damage only to the creatures blocking it and %s", v.name(), g.trampleRecipients(stages))
		}
		total += s.Amount
	}
	if total != power {
		return nil, true, g.illegal("310.2a", "%s must assign combat damage equal to its power (%d), not %d", v.name(), power, total)
	}
	for i, n := range got {
		if n == 0 {
			continue
		}
		for _, b := range blockers {
			if have := assignedTo(shares, b); have < lethal[b] {
				return nil, true, g.illegal("502.9b", "%s can assign damage to %s only after assigning lethal damage to each blocking creature; %s needs %d, not %d", v.name(), g.targetName(stages[i].to), g.name(b), lethal[b], have)
			}
		}
		if i > 0 && got[i-1] < stages[i-1].need {
			return nil, true, g.illegal("702.19c", "%s can assign damage to %s only after assigning damage at least equal to the loyalty of %s; it needs %d, not %d", v.name(), g.targetName(stages[i].to), g.targetName(stages[i-1].to), stages[i-1].need, got[i-1])
		}
	}
	for _, s := range shares {
		g.record("502.9b", "%s, with trample, assigns %d of its combat damage to %s", v.name(), s.amount, g.targetName(s.to))
	}
	g.recordRedundant(v, trample.Name)
	g.recordRedundant(v, trampleOverPlaneswalkers.Name)
	return shares, true, nil
}

// trampleRecipients names what a trampler may assign damage to beyond its
// blockers.
func (g *Game) trampleRecipients(stages []trampleStage) string {
	names := make([]string, len(stages))
	for i, s := range stages {
		names[i] = g.targetName(s.to)
	}
	return strings.Join(names, " and ")
}

// assignedTo totals the combat damage in assigned that goes to object id.
func assignedTo(assigned []combatDamage, id ObjectID) int {
	n := 0
	for _, d := range assigned {
		if !d.to.IsPlayer && d.to.Object == id {
			n += d.amount
		}
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
