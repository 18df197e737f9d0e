package rulings

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// A restriction says a creature can't attack or block, or can't unless
// some condition is met; a requirement says it must, or must if some
// condition is met (500.1 of 2006, 508.1c-d and 509.1b-c of 2026). A
// declaration that disobeys a restriction is illegal; so is one that obeys
// fewer requirements than the most that could be obeyed without disobeying
// a restriction (500.4).

// CombatRuleKind is a kind of attack or block restriction or requirement.
type CombatRuleKind int

// The restrictions and requirements the engine plays.
const (
	// CantAttackAlone: the creature can't attack unless another creature
	// attacks too.
	CantAttackAlone CombatRuleKind = iota
	// AttacksIfAble: the creature attacks each combat if able.
	AttacksIfAble
	// BlocksIfAble: the creature blocks each combat if able.
	BlocksIfAble
	// MaxAttackers: no more than N creatures can attack each turn, N in
	// CombatRule.N; it restricts every player's attacks.
	MaxAttackers
)

// CombatRule is one restriction or requirement, an ability of the
// permanent it is on ("this creature can't attack alone") or of a
// permanent that restricts every attack (MaxAttackers).
type CombatRule struct {
	Kind CombatRuleKind
	N    int
}

// requirement reports whether the rule is a requirement rather than a
// restriction.
func (r *CombatRule) requirement() bool { return r.Kind == AttacksIfAble || r.Kind == BlocksIfAble }

// combatRuleForms are the ability lines that make combat rules, as the
// scenario language and Oracle text (without "This creature") write them.
var combatRuleForms = map[string]CombatRuleKind{
	"can't attack alone":          CantAttackAlone,
	"attacks each combat if able": AttacksIfAble,
	"blocks each combat if able":  BlocksIfAble,
}

var maxAttackersForm = regexp.MustCompile(`^no more than (one|two|three|\d+) creatures? can attack each turn$`)

// ParseCombatRule reads an ability line that is an attack or block
// restriction or requirement: "can't attack alone", "attacks each combat
// if able", "blocks each combat if able" (each about the creature with
// the ability; "this creature" in front is allowed) or "no more than one
// creature can attack each turn". ok is false for any other line.
func ParseCombatRule(text string) (a *Ability, ok bool) {
	line := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(text)), ".")
	line = strings.TrimPrefix(strings.TrimPrefix(line, "this creature "), "this ")
	rule := &CombatRule{}
	if k, found := combatRuleForms[line]; found {
		rule.Kind = k
	} else if m := maxAttackersForm.FindStringSubmatch(line); m != nil {
		rule.Kind = MaxAttackers
		switch m[1] {
		case "one":
			rule.N = 1
		case "two":
			rule.N = 2
		case "three":
			rule.N = 3
		default:
			rule.N, _ = strconv.Atoi(m[1])
		}
	} else {
		return nil, false
	}
	return &Ability{Kind: StaticAbility, Text: strings.TrimSuffix(strings.TrimSpace(text), "."), Static: &Static{Kind: PlayRule, Combat: rule}}, true
}

// combatRulesOf returns the combat rules among the abilities of v.
func combatRulesOf(v *view) []*CombatRule {
	var out []*CombatRule
	for _, a := range v.chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Combat != nil {
			out = append(out, a.Static.Combat)
		}
	}
	return out
}

// attackRestrictionBroken says which restriction a set of attackers
// disobeys, or "".
func (g *Game) attackRestrictionBroken(attackers []ObjectID) string {
	for _, id := range attackers {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind == CantAttackAlone && len(attackers) == 1 {
				return fmt.Sprintf("%s can't attack alone", g.name(id))
			}
		}
	}
	for _, id := range g.inPlay {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind == MaxAttackers && len(attackers) > r.N {
				return fmt.Sprintf("%s allows no more than %s to attack each turn, and %d attack", g.name(id), count(r.N, "creature"), len(attackers))
			}
		}
	}
	return ""
}

// attackRequirementsObeyed counts the requirements a set of attackers
// obeys, among the creatures of the active player.
func (g *Game) attackRequirementsObeyed(attackers []ObjectID) int {
	n := 0
	for _, id := range attackers {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind == AttacksIfAble {
				n++
			}
		}
	}
	return n
}

// ableToAttack lists the creatures that can attack now (508.1a).
func (g *Game) ableToAttack() []ObjectID {
	// Only a probe: the checks' own trace steps are dropped.
	steps := len(g.trace.Steps)
	defer func() { g.trace.Steps = g.trace.Steps[:steps] }()
	var out []ObjectID
	for _, id := range g.inPlay {
		if g.canAttack(id) == "" {
			out = append(out, id)
		}
	}
	return out
}

// maxSubsetSearch bounds the creatures whose every combination is tried
// when finding the most requirements that can be obeyed; beyond it only
// the creatures with requirements are varied.
const maxSubsetSearch = 12

// checkAttackRules refuses a declaration of attackers that disobeys a
// restriction (500.2 of 2006, 508.1c) or obeys fewer requirements than it
// could without disobeying one (500.4, 508.1d).
// able lists the creatures that could attack as the declaration began.
func (g *Game) checkAttackRules(attackers, able []ObjectID) error {
	if why := g.attackRestrictionBroken(attackers); why != "" {
		return g.illegal("500.2", "the declaration of attackers disobeys a restriction: %s", why)
	}
	var required []ObjectID
	for _, id := range able {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind == AttacksIfAble {
				required = append(required, id)
			}
		}
	}
	if len(required) == 0 {
		return nil
	}
	pool := able
	if len(pool) > maxSubsetSearch {
		pool = required
	}
	best := 0
	for mask := 0; mask < 1<<len(pool); mask++ {
		var set []ObjectID
		for i, id := range pool {
			if mask&(1<<i) != 0 {
				set = append(set, id)
			}
		}
		if g.attackRestrictionBroken(set) != "" {
			continue
		}
		best = max(best, g.attackRequirementsObeyed(set))
	}
	if got := g.attackRequirementsObeyed(attackers); got < best {
		return g.illegal("500.4", "%s: the declaration of attackers obeys %s, but %d could be obeyed without disobeying a restriction", g.declared(attackers), count(got, "requirement"), best)
	}
	if best > 0 {
		g.record("500.4", "the declaration of attackers obeys %s, the most that can be obeyed without disobeying a restriction", count(best, "requirement"))
	}
	return nil
}

// blockRequirementsObeyed counts the blocking requirements a set of blocks
// obeys: each creature that must block and does.
func (g *Game) blockRequirementsObeyed(blocks []Block) int {
	n := 0
	for _, b := range blocks {
		for _, r := range combatRulesOf(g.view(b.Blocker)) {
			if r.Kind == BlocksIfAble {
				n++
			}
		}
	}
	return n
}

// blockRestrictionBroken reports whether a set of blocks disobeys a
// restriction: an evasion ability, a creature blocking twice, or menace.
// The checks leave no steps in the trace.
func (g *Game) blockRestrictionBroken(blocks []Block) bool {
	steps := len(g.trace.Steps)
	defer func() { g.trace.Steps = g.trace.Steps[:steps] }()
	counts := map[ObjectID]int{}
	seen := map[ObjectID]bool{}
	for _, b := range blocks {
		if g.abilityForbidsBlock(g.view(b.Blocker)) != nil || seen[b.Blocker] || g.keywordsForbidBlock(g.view(b.Attacker), g.view(b.Blocker)) != nil {
			return true
		}
		seen[b.Blocker] = true
		counts[b.Attacker]++
	}
	for a, n := range counts {
		if n == 1 && hasKeyword(g.view(a).chars(), menace.Name) {
			return true
		}
	}
	return false
}

// checkBlockRequirements refuses a declaration of blockers that obeys
// fewer requirements than it could without disobeying a restriction
// (500.3-500.5 of 2006, 509.1c). Every way the defending player's
// untapped creatures could block is tried (each blocks one attacker or
// none), up to a bound.
func (g *Game) checkBlockRequirements(plan []Block) error {
	c := g.combat
	defender := g.defendingPlayer()
	var able []ObjectID
	hasRequirement := false
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != defender || !v.chars().HasType("creature") || v.tapped {
			continue
		}
		able = append(able, id)
		for _, r := range combatRulesOf(v) {
			hasRequirement = hasRequirement || r.Kind == BlocksIfAble
		}
	}
	if !hasRequirement || len(c.attackers) == 0 {
		return nil
	}
	options := len(c.attackers) + 1
	total := 1
	for range able {
		total *= options
		if total > 1<<16 {
			return nil
		}
	}
	best := 0
	for n := 0; n < total; n++ {
		var blocks []Block
		for i, k := 0, n; i < len(able); i, k = i+1, k/options {
			if pick := k % options; pick > 0 {
				blocks = append(blocks, Block{Blocker: able[i], Attacker: c.attackers[pick-1]})
			}
		}
		if g.blockRestrictionBroken(blocks) {
			continue
		}
		best = max(best, g.blockRequirementsObeyed(blocks))
	}
	if got := g.blockRequirementsObeyed(plan); got < best {
		var blockers []ObjectID
		for _, b := range plan {
			blockers = append(blockers, b.Blocker)
		}
		return g.illegal("500.3", "%s: the declaration of blockers obeys %s, but %d could be obeyed without disobeying a restriction", g.declared(blockers), count(got, "requirement"), best)
	}
	if best > 0 {
		g.record("500.3", "the declaration of blockers obeys %s, the most that can be obeyed without disobeying a restriction", count(best, "requirement"))
	}
	return nil
}

// declared names the creatures of a declaration, for the trace.
func (g *Game) declared(ids []ObjectID) string {
	if len(ids) == 0 {
		return "no creatures are declared"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.name(id)
	}
	return strings.Join(names, " and ") + " declared"
}

// noteCombatTriggerQualities records, for an ability that triggered on a
// creature with certain qualities attacking or blocking, that the creature
// had them as it was declared: a creature that gains them later doesn't
// make the ability trigger (308.3, 309.4 of 2006; 508.2a, 509.3f of 2026).
func (g *Game) noteCombatTriggerQualities(t *Trigger, ev *Event) {
	switch {
	case ev.Kind == BecomesTapped:
		g.record("603.2e", "%s was on the battlefield untapped and became tapped: a \"becomes tapped\" ability triggers only on that change", ev.Object.name())
	}
}
