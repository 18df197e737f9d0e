package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Attack and block restrictions and requirements (500). A restriction
// says a creature can't attack or block, or only on a condition; a
// requirement says it must. A proposed declaration is illegal if it breaks
// a restriction, or if it obeys fewer requirements than some declaration
// that breaks no restriction could (500.2-500.5). The rules are static
// abilities whose Static.Players names the restriction or requirement.

// The attack and block rules the engine knows, as Static.Players values.
const (
	// CantAttackAlone: "this can't attack alone".
	CantAttackAlone = "can't attack alone"
	// AttacksIfAble: "this attacks each turn if able".
	AttacksIfAble = "attacks each turn if able"
	// OneAttackerEachTurn: "no more than one creature can attack each
	// turn", of every player.
	OneAttackerEachTurn = "no more than one creature can attack each turn"
	// BlocksIfAble: "this blocks each turn if able".
	BlocksIfAble = "blocks each turn if able"
	// BlockedByTwoOrMore: "creatures can't be blocked except by two or
	// more creatures", of every creature.
	BlockedByTwoOrMore = "creatures can't be blocked except by two or more creatures"
)

// maxCheckedCreatures bounds the declarations compared: 2^n attacks.
const maxCheckedCreatures = 12

// attackRules returns the attack rules in play: each with its source.
func (g *Game) combatRules(kind StaticKind) map[string][]*view {
	var out map[string][]*view
	for _, id := range g.inPlay {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == kind {
				if out == nil {
					out = map[string][]*view{}
				}
				out[a.Static.Players] = append(out[a.Static.Players], v)
			}
		}
	}
	return out
}

// checkAttackRules checks the proposed attackers against the attack
// restrictions and requirements in play (500.2, 500.4).
func (g *Game) checkAttackRules(plan []ObjectID) error {
	rules := g.combatRules(AttackRule)
	if rules == nil {
		return nil
	}
	broken := func(set []ObjectID) string {
		for _, v := range rules[CantAttackAlone] {
			if len(set) == 1 && set[0] == v.id {
				return v.name() + " can't attack alone"
			}
		}
		if len(rules[OneAttackerEachTurn]) > 0 && len(set) > 1 {
			return fmt.Sprintf("no more than one creature can attack each turn (%s), and %d would", rules[OneAttackerEachTurn][0].name(), len(set))
		}
		return ""
	}
	obeyed := func(set []ObjectID) int {
		n := 0
		for _, v := range rules[AttacksIfAble] {
			if slices.Contains(set, v.id) {
				n++
			}
		}
		return n
	}
	if why := broken(plan); why != "" {
		return g.illegal("500.2", "the proposed attack breaks a restriction: %s", why)
	}
	// The other declarations to weigh: a creature with a requirement may
	// attack or not; one without may be left out of the attack, but
	// needn't be added to it (500.5).
	var could []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		required := slices.ContainsFunc(rules[AttacksIfAble], func(r *view) bool { return r.id == id })
		if v.controller == g.active && g.canAttack(id) == "" && (required || slices.Contains(plan, id)) {
			could = append(could, id)
		}
	}
	best, bestSet := bestDeclaration(could, broken, obeyed)
	if got := obeyed(plan); got < best {
		return g.illegal("500.2", "attacking with %s obeys %s, but attacking with %s would obey %d without breaking a restriction", g.names(plan), count(got, "requirement"), g.names(bestSet), best)
	}
	g.record("500.2", "%s checks the attack against the restrictions and requirements on attacking: it breaks none and obeys %d of %s, the most that can be", g.playerName(g.active), obeyed(plan), count(len(rules[AttacksIfAble]), "requirement"))
	return nil
}

// bestDeclaration returns the most requirements any subset of could
// obeys without breaking a restriction, and one such subset (500.4).
// Tapped creatures and the like are already left out of could (500.2).
func bestDeclaration(could []ObjectID, broken func([]ObjectID) string, obeyed func([]ObjectID) int) (int, []ObjectID) {
	if len(could) > maxCheckedCreatures {
		could = could[:maxCheckedCreatures]
	}
	best, bestSet := -1, []ObjectID(nil)
	for mask := range 1 << len(could) {
		var set []ObjectID
		for i, id := range could {
			if mask&(1<<i) != 0 {
				set = append(set, id)
			}
		}
		if broken(set) != "" {
			continue
		}
		if n := obeyed(set); n > best {
			best, bestSet = n, set
		}
	}
	return best, bestSet
}

// names lists objects' names for the trace ("nothing" for none).
func (g *Game) names(ids []ObjectID) string {
	if len(ids) == 0 {
		return "nothing"
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.name(id)
	}
	return strings.Join(out, " and ")
}

// maxBlockDeclarations bounds the block declarations compared.
const maxBlockDeclarations = 4096

// checkBlockRules checks the declared blocks against the block
// restrictions and requirements in play (500.3-500.5): a requirement need
// not be obeyed when no declaration obeying it breaks no restriction, but
// any option that lets more requirements be obeyed must be taken.
func (g *Game) checkBlockRules(plan []Block) error {
	rules := g.combatRules(BlockRule)
	if rules == nil {
		return nil
	}
	attackers := slices.Clone(g.combat.attackers)
	broken := func(blocks []Block) string {
		if len(rules[BlockedByTwoOrMore]) == 0 {
			return ""
		}
		for _, a := range attackers {
			n := 0
			for _, b := range blocks {
				if b.Attacker == a {
					n++
				}
			}
			if n == 1 {
				return fmt.Sprintf("%s can't be blocked except by two or more creatures (%s)", g.name(a), rules[BlockedByTwoOrMore][0].name())
			}
		}
		return ""
	}
	obeyed := func(blocks []Block) int {
		n := 0
		for _, v := range rules[BlocksIfAble] {
			if slices.ContainsFunc(blocks, func(b Block) bool { return b.Blocker == v.id }) {
				n++
			}
		}
		return n
	}
	if why := broken(plan); why != "" {
		return g.illegal("500.5", "the proposed block breaks a restriction: %s", why)
	}
	// Each untapped creature of the defending player blocks nothing or
	// one attacker it could block.
	var blockers []ObjectID
	var options [][]ObjectID
	combos := 1
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != g.defendingPlayer() || !v.chars().HasType("creature") || v.tapped {
			continue
		}
		// A creature with a requirement may block any attacker it can;
		// one without may keep its proposed block or not block, but
		// needn't block otherwise (500.5).
		var can []ObjectID
		required := slices.ContainsFunc(rules[BlocksIfAble], func(r *view) bool { return r.id == id })
		for _, a := range attackers {
			proposed := slices.Contains(plan, Block{Blocker: id, Attacker: a})
			if (required || proposed) && (proposed || g.couldBlock(a, v)) {
				can = append(can, a)
			}
		}
		blockers = append(blockers, id)
		options = append(options, can)
		combos *= len(can) + 1
	}
	if combos > maxBlockDeclarations {
		return nil
	}
	best, bestBlocks := -1, []Block(nil)
	choice := make([]int, len(blockers))
	for range combos {
		var blocks []Block
		for i, c := range choice {
			if c > 0 {
				blocks = append(blocks, Block{Blocker: blockers[i], Attacker: options[i][c-1]})
			}
		}
		if broken(blocks) == "" {
			if n := obeyed(blocks); n > best {
				best, bestBlocks = n, blocks
			}
		}
		for i := range choice {
			choice[i]++
			if choice[i] <= len(options[i]) {
				break
			}
			choice[i] = 0
		}
	}
	if got := obeyed(plan); got < best {
		var ids []ObjectID
		for _, b := range bestBlocks {
			ids = append(ids, b.Blocker)
		}
		return g.illegal("500.5", "the proposed block obeys %s, but blocking with %s would obey %d without breaking a restriction", count(got, "requirement"), g.names(ids), best)
	}
	g.record("500.5", "%s checks the block against the restrictions and requirements on blocking: it breaks none and obeys %d of %s, the most that can be without making creatures block that no requirement is on", g.playerName(g.defendingPlayer()), obeyed(plan), count(len(rules[BlocksIfAble]), "requirement"))
	return nil
}

// couldBlock reports, without recording anything, whether blocker could
// block attacker as far as its keywords go.
func (g *Game) couldBlock(attacker ObjectID, blocker *view) bool {
	n := len(g.trace.Steps)
	err := g.keywordsForbidBlock(g.view(attacker), blocker)
	g.trace.Steps = g.trace.Steps[:n]
	return err == nil
}
