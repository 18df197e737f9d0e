package rulings

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// A restriction says a creature can't attack or block, or can't unless
// some condition is met; a requirement says it must, or must if some
// condition is met (500.1 of 2006, 508.1c-d and 509.1b-c of 2026). A
// declaration that disobeys a restriction is illegal; so is one that obeys
// fewer requirements than the most that could be obeyed without disobeying
// a restriction (500.2-500.4). Which other declarations are weighed is the
// one thing the editions differ on (Rules.RequiredOptionsOnly, 500.5).

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
	// BlockedByTwoOrMore: creatures can't be blocked except by two or
	// more creatures; it restricts every player's blocks.
	BlockedByTwoOrMore
)

// CombatRule is one restriction or requirement, an ability of the
// permanent it is on ("this creature can't attack alone") or of a
// permanent that restricts every attack or block (MaxAttackers,
// BlockedByTwoOrMore).
type CombatRule struct {
	Kind CombatRuleKind
	N    int
}

// combatRuleForms are the ability lines that make combat rules, as the
// scenario language and Oracle text (without "This creature") write them.
var combatRuleForms = map[string]CombatRuleKind{
	"can't attack alone":                                         CantAttackAlone,
	"attacks each combat if able":                                AttacksIfAble,
	"attacks each turn if able":                                  AttacksIfAble,
	"blocks each combat if able":                                 BlocksIfAble,
	"blocks each turn if able":                                   BlocksIfAble,
	"creatures can't be blocked except by two or more creatures": BlockedByTwoOrMore,
}

var maxAttackersForm = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^no more than (one|two|three|\d+) creatures? can attack each turn$`)
})

// ParseCombatRule reads an ability line that is an attack or block
// restriction or requirement: "can't attack alone", "attacks each combat
// if able", "blocks each combat if able" ("each turn" as well; each about
// the creature with the ability, "this creature" or "this" in front
// allowed), "no more than one creature can attack each turn" or
// "creatures can't be blocked except by two or more creatures". ok is
// false for any other line.
func ParseCombatRule(text string) (a *Ability, ok bool) {
	line := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(text)), ".")
	line = strings.TrimPrefix(strings.TrimPrefix(line, "this creature "), "this ")
	rule := &CombatRule{}
	if k, found := combatRuleForms[line]; found {
		rule.Kind = k
	} else if m := maxAttackersForm().FindStringSubmatch(line); m != nil {
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

// hasCombatRule reports whether v has a combat rule of one of kinds.
func hasCombatRule(v *view, kinds ...CombatRuleKind) bool {
	for _, r := range combatRulesOf(v) {
		if slices.Contains(kinds, r.Kind) {
			return true
		}
	}
	return false
}

// combatRuleSources lists the permanents in play with a combat rule of one
// of kinds.
func (g *Game) combatRuleSources(kinds ...CombatRuleKind) []ObjectID {
	var out []ObjectID
	for _, id := range g.inPlay {
		if hasCombatRule(g.view(id), kinds...) {
			out = append(out, id)
		}
	}
	return out
}

// numberWords spells the small numbers of restrictions as their text does.
var numberWords = map[int]string{1: "one", 2: "two", 3: "three"}

// attackRestrictionBroken says which restriction a set of attackers
// disobeys, or "".
func (g *Game) attackRestrictionBroken(attackers []ObjectID) string {
	for _, id := range attackers {
		if hasCombatRule(g.view(id), CantAttackAlone) && len(attackers) == 1 {
			return fmt.Sprintf("%s can't attack alone", g.name(id))
		}
	}
	for _, id := range g.combatRuleSources(MaxAttackers) {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind != MaxAttackers || len(attackers) <= r.N {
				continue
			}
			words, ok := numberWords[r.N]
			if !ok {
				words = strconv.Itoa(r.N)
			}
			creatures := "creature"
			if r.N != 1 {
				creatures += "s"
			}
			return fmt.Sprintf("%s says no more than %s %s can attack each turn: it allows no more than %s to attack each turn, and %d attack", g.name(id), words, creatures, count(r.N, "creature"), len(attackers))
		}
	}
	return ""
}

// attackRequirementsObeyed counts the requirements a set of attackers
// obeys.
func (g *Game) attackRequirementsObeyed(attackers []ObjectID) int {
	n := 0
	for _, id := range attackers {
		for _, r := range combatRulesOf(g.view(id)) {
			if r.Kind == AttacksIfAble {
				n++
			}
		}
		if g.attacksThisTurn(id) {
			n++
		}
	}
	return n
}

// ableToAttack lists the creatures that can attack now (508.1a).
func (g *Game) ableToAttack() []ObjectID {
	// Only a probe: the checks' own trace steps are dropped.
	steps := g.trace.Len()
	defer func() { g.trace.truncate(steps) }()
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
// could without disobeying one (500.2 and 500.4, 508.1d). able lists the
// creatures that could attack as the declaration began. Under
// Rules.RequiredOptionsOnly only the creatures with a requirement, and
// those declared, are varied (500.5).
func (g *Game) checkAttackRules(attackers, able []ObjectID) error {
	goad := g.anyGoaded()
	if len(g.combatRuleSources(CantAttackAlone, AttacksIfAble, MaxAttackers)) == 0 && !goad && !g.anyAttacksThisTurn() {
		return nil
	}
	if why := g.attackRestrictionBroken(attackers); why != "" {
		return g.illegal("500.2", "the declaration of attackers disobeys a restriction: %s", why)
	}
	var required, pool []ObjectID
	for _, id := range able {
		must := hasCombatRule(g.view(id), AttacksIfAble) || len(g.goadersOf(id)) > 0 || g.attacksThisTurn(id)
		if must {
			required = append(required, id)
		}
		if must || !g.rules.RequiredOptionsOnly || slices.Contains(attackers, id) {
			pool = append(pool, id)
		}
	}
	if len(pool) > maxSubsetSearch {
		pool = required
	}
	best, bestSet := 0, []ObjectID(nil)
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
		if n := g.attackRequirementsObeyed(set) + g.goadRequirementsObeyed(set, nil, nil); n > best {
			best, bestSet = n, set
		}
	}
	got := g.attackRequirementsObeyed(attackers) + g.goadRequirementsObeyed(attackers, g.combat.defenders, g.combat.attackedPermanent)
	if got < best {
		return g.illegal("500.2#requirement", "%s: the declaration of attackers obeys %s, but %d could be obeyed without disobeying a restriction (attacking with %s obeys %s, but attacking with %s would obey %d)",
			g.declared(attackers), count(got, "requirement"), best, g.names(attackers), count(got, "requirement"), g.names(bestSet), best)
	}
	g.record("500.2#requirement", "%s checks the attack against the restrictions and requirements on attacking: it breaks none and obeys %d of %s; the declaration of attackers obeys %s, the most that can be obeyed without disobeying a restriction",
		g.playerName(g.active), got, count(g.attackRequirementsObeyed(able)+g.goadRequirementsObeyed(able, nil, nil), "requirement"), count(got, "requirement"))
	if goad {
		g.recordGoadObeyed(attackers)
	}
	return nil
}

// blockRequirementsObeyed counts the blocking requirements a set of blocks
// obeys: each creature that must block and does.
func (g *Game) blockRequirementsObeyed(blocks []Block) int {
	n := 0
	seen := map[ObjectID]bool{}
	for _, b := range blocks {
		if seen[b.Blocker] {
			continue
		}
		seen[b.Blocker] = true
		for _, r := range combatRulesOf(g.view(b.Blocker)) {
			if r.Kind == BlocksIfAble {
				n++
			}
		}
	}
	return n
}

// blockRestrictionBroken says which restriction on the number of blockers
// a set of blocks disobeys, or "": menace, or a permanent's "creatures
// can't be blocked except by two or more creatures". Each creature's own
// restrictions are weighed as its options are found (checkBlockRules).
func (g *Game) blockRestrictionBroken(blocks []Block, attackers []ObjectID) string {
	counts := map[ObjectID]int{}
	for _, b := range blocks {
		counts[b.Attacker]++
	}
	twoOrMore := g.combatRuleSources(BlockedByTwoOrMore)
	for _, a := range attackers {
		if counts[a] != 1 {
			continue
		}
		if len(twoOrMore) > 0 {
			return fmt.Sprintf("%s can't be blocked except by two or more creatures (%s)", g.name(a), g.name(twoOrMore[0]))
		}
		if hasKeyword(g.view(a).chars(), menace.Name) {
			return fmt.Sprintf("%s has menace and can't be blocked except by two or more creatures", g.name(a))
		}
	}
	return ""
}

// maxBlockDeclarations bounds the block declarations compared.
const maxBlockDeclarations = 1 << 16

// checkBlockRules refuses a declaration of blockers that disobeys a
// restriction on how many creatures block an attacker, or obeys fewer
// requirements than it could without disobeying a restriction (500.3-500.5
// of 2006, 509.1b-c). Every way the defending player's untapped creatures
// could block is tried (each blocks one attacker it could block, or none),
// up to a bound; under Rules.RequiredOptionsOnly a creature without a
// requirement keeps its proposed block or doesn't block (500.5).
func (g *Game) checkBlockRules(plan []Block, defender PlayerID) error {
	c := g.combat
	// Only the creatures attacking this defending player count (602.4b).
	attackers := slices.DeleteFunc(slices.Clone(c.attackers), func(a ObjectID) bool { return g.defenderOf(a) != defender })
	if len(g.combatRuleSources(BlocksIfAble, BlockedByTwoOrMore)) == 0 || len(attackers) == 0 {
		return nil
	}
	if why := g.blockRestrictionBroken(plan, attackers); why != "" {
		return g.illegal("500.5#restriction", "the declaration of blockers disobeys a restriction: %s", why)
	}
	var blockers []ObjectID
	var options [][]ObjectID
	total, combos := 0, 1
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != defender || !v.chars().HasType("creature") || v.tapped {
			continue
		}
		required := hasCombatRule(v, BlocksIfAble)
		if required {
			total++
			g.record("500.1#requirement", "%s must block if able: the effect saying so is a requirement", v.name())
		}
		var can []ObjectID
		for _, a := range attackers {
			proposed := slices.Contains(plan, Block{Blocker: id, Attacker: a})
			if proposed || (required || !g.rules.RequiredOptionsOnly) && g.couldBlock(a, v) {
				can = append(can, a)
			}
		}
		blockers = append(blockers, id)
		options = append(options, can)
		combos *= len(can) + 1
		if combos > maxBlockDeclarations {
			return nil
		}
	}
	best, bestBlocks := 0, []Block(nil)
	choice := make([]int, len(blockers))
	for range combos {
		var blocks []Block
		for i, k := range choice {
			if k > 0 {
				blocks = append(blocks, Block{Blocker: blockers[i], Attacker: options[i][k-1]})
			}
		}
		if g.blockRestrictionBroken(blocks, attackers) == "" {
			if n := g.blockRequirementsObeyed(blocks); n > best {
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
	got := g.blockRequirementsObeyed(plan)
	if got < best {
		var declared, better []ObjectID
		for _, b := range plan {
			declared = append(declared, b.Blocker)
		}
		for _, b := range bestBlocks {
			better = append(better, b.Blocker)
		}
		g.record("500.4#block", "a requirement conflicts with the declaration: it isn't followed, it could be obeyed without disobeying a restriction, and obeying it would raise the requirements obeyed from %d to %d", got, best)
		return g.illegal("500.3", "%s: the declaration of blockers obeys %s, but %d could be obeyed without disobeying a restriction (blocking with %s would obey %d)", g.declared(declared), count(got, "requirement"), best, g.names(better), best)
	}
	g.record("500.5", "%s checks the block against the restrictions and requirements on blocking: it breaks none and obeys %d of %s; the declaration of blockers obeys %s, the most that can be obeyed without disobeying a restriction",
		g.playerName(defender), got, count(total, "requirement"), count(got, "requirement"))
	return nil
}

// couldBlock reports, without recording anything, whether blocker could
// block attacker as far as its own restrictions and the attacker's
// evasion abilities go.
func (g *Game) couldBlock(attacker ObjectID, blocker *view) bool {
	n := g.trace.Len()
	defer func() { g.trace.truncate(n) }()
	return g.abilityForbidsBlock(blocker) == nil && g.effectForbidsBlock(blocker) == nil && g.keywordsForbidBlock(g.view(attacker), blocker) == nil && g.defendingPlayerForbidsBlock(g.view(attacker), blocker) == nil
}

// declared names the creatures of a declaration, for the trace.
func (g *Game) declared(ids []ObjectID) string {
	if len(ids) == 0 {
		return "no creatures are declared"
	}
	return g.names(ids) + " declared"
}

// names lists objects' names for the trace ("nothing" for none).
func (g *Game) names(ids []ObjectID) string {
	if len(ids) == 0 {
		return "nothing"
	}
	return strings.Join(g.nameList(ids), " and ")
}

// nameList is the names of objects, in order.
func (g *Game) nameList(ids []ObjectID) []string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.name(id)
	}
	return names
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
