package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// combatState is who attacks and who blocks whom during the combat phase.
type combatState struct {
	attackers []ObjectID
	// blockers maps an attacking creature to the creatures blocking it.
	blockers map[ObjectID][]ObjectID
	// blocking maps a blocking creature to the creatures it blocks: one,
	// or every creature of an attacking band (502.10e).
	blocking map[ObjectID][]ObjectID
	// bands are the attacking bands announced as attackers were declared
	// (308.2b, 502.10b).
	bands [][]ObjectID
	// defenders maps an attacking creature to the player it attacks
	// (308.1, 602.3); a creature missing from it attacks the next player.
	defenders map[ObjectID]PlayerID
	// attackedPermanent maps an attacking creature that attacks a
	// planeswalker or a battle to it (508.1b of 2026); its defender is
	// the planeswalker's controller or the battle's protector (310.8d).
	attackedPermanent map[ObjectID]ObjectID
	// battles are the permanents of attackedPermanent that were battles
	// as they were attacked (310.5 of 2026).
	battles []ObjectID
	blocked map[ObjectID]bool
	// firstStrikeStep is set during the first of two combat damage steps,
	// when only creatures with first strike assign damage (310.5); second
	// during the one after it.
	firstStrikeStep bool
	second          bool
	// struckFirst holds the creatures that had first strike or double
	// strike as the first of two combat damage steps began, each with
	// whether it had double strike then (502.28c-d) and whether it
	// assigned any combat damage in it (502.2c).
	struckFirst map[ObjectID]firstStep
}

// firstStep is what a creature with first strike or double strike did in
// the first of two combat damage steps.
type firstStep struct {
	// double is whether it had double strike as the step began.
	double bool
	// assigned is whether it assigned any combat damage in it: a creature
	// with 0 power, or blocked by creatures no longer there, assigns none
	// (310.2a, 310.2c).
	assigned bool
}

// Block is one blocking declaration: Blocker blocks Attacker.
type Block struct {
	Blocker  ObjectID
	Attacker ObjectID
}

// DamageShare is part of a creature's combat damage assigned to a
// recipient (310.2): a creature, or with ToPlayer a player (trample).
type DamageShare struct {
	To       ObjectID
	Player   PlayerID
	ToPlayer bool
	Amount   int
}

// combatDamage is one assignment of combat damage on the stack.
type combatDamage struct {
	source *view
	to     Target
	amount int
}

// DeclareAttackers scripts the active player's attack and passes priority
// until the declare attackers step, where the creatures are declared as
// attackers (308.1). An empty list declares no attackers.
// Each of bands, if any, is an attacking band of some of the attackers,
// announced as they are declared (308.2b).
func (g *Game) DeclareAttackers(p PlayerID, attackers []ObjectID, bands ...[]ObjectID) error {
	return g.DeclareAttacks(p, attackers, nil, bands...)
}

// DeclareAttacks is DeclareAttackers with the player each creature
// attacks: defenders[i] is the player attackers[i] attacks, when the
// game lets the active player attack several players (308.1, 602.3). A
// nil defenders attacks the next player in turn order with every creature.
func (g *Game) DeclareAttacks(p PlayerID, attackers []ObjectID, defenders []PlayerID, bands ...[]ObjectID) error {
	return g.DeclareAttacksOn(p, attackers, defenders, nil, bands...)
}

// DeclareAttacksOn is DeclareAttacks with the planeswalkers and battles
// some creatures attack: planeswalkers[i], when set, is the planeswalker
// or battle attackers[i] attacks, and its controller (a battle's
// protector) the player it attacks (508.1b, 310.8d of 2026).
func (g *Game) DeclareAttacksOn(p PlayerID, attackers []ObjectID, defenders []PlayerID, planeswalkers map[int]ObjectID, bands ...[]ObjectID) error {
	return g.undoableAs("308.2", "declaring attackers", p, func() error {
		if p != g.active || !g.sameTurnCombatAhead() {
			return g.illegal("308.1", "%s can declare attackers only as the active player, as the declare attackers step begins", g.playerName(p))
		}
		plan := slices.Clone(attackers)
		if plan == nil {
			plan = []ObjectID{}
		}
		g.attackPlan = plan
		g.defenderPlan = slices.Clone(defenders)
		g.planeswalkerPlan = maps.Clone(planeswalkers)
		g.bandPlan = nil
		for _, b := range bands {
			g.bandPlan = append(g.bandPlan, slices.Clone(b))
		}
		return g.AdvanceTo(p, DeclareAttackers)
	})
}

// sameTurnCombatAhead reports whether a declare attackers step is still to
// come this turn: the turn's own, or that of an additional combat phase
// following this main phase (300.7).
func (g *Game) sameTurnCombatAhead() bool {
	return g.step < DeclareAttackers || (g.step.isMain() && (g.extraCombats > 0 || g.combatOwed))
}

// DeclareBlockers scripts the defending player's blocks and passes priority
// until the declare blockers step, where they are declared (309.1).
func (g *Game) DeclareBlockers(p PlayerID, blocks []Block) error {
	return g.DeclareBlocks([]BlockDeclaration{{Player: p, Blocks: blocks}})
}

// BlockDeclaration is one defending player's declaration of blockers.
type BlockDeclaration struct {
	Player PlayerID
	Blocks []Block
}

// DeclareBlocks scripts the declarations of blockers of one or more
// defending players and passes priority until the declare blockers step,
// where each defending player declares in APNAP order (309.1, 602.4).
func (g *Game) DeclareBlocks(declarations []BlockDeclaration) error {
	if len(declarations) == 0 {
		return nil
	}
	return g.undoableAs("309.2", "declaring blockers", declarations[0].Player, func() error {
		for _, d := range declarations {
			if g.step != DeclareAttackers || g.combat == nil || (!slices.Contains(g.defendingPlayers(), d.Player) && !g.unattackedDefender(d.Player)) {
				return g.illegal("309.1", "%s can declare blockers only as the defending player, as the declare blockers step begins", g.playerName(d.Player))
			}
			plan := slices.Clone(d.Blocks)
			if plan == nil {
				plan = []Block{}
			}
			g.blockPlans = append(g.blockPlans, BlockDeclaration{Player: d.Player, Blocks: plan})
		}
		return g.AdvanceTo(g.active, DeclareBlockers)
	})
}

// attackedName names what attacking creature id attacks: the planeswalker
// or battle it was declared attacking (508.1b of 2026), or the player.
func (g *Game) attackedName(id ObjectID) string {
	if b, ok := g.combat.attackedPermanent[id]; ok {
		return g.name(b)
	}
	return g.playerName(g.defenderOf(id))
}

// sameAttacked reports whether attackers a and b attack the same player,
// planeswalker or battle: the same object, whatever its name, as two
// planeswalkers or battles may share one.
func (g *Game) sameAttacked(a, b ObjectID) bool {
	pa, aAtPermanent := g.combat.attackedPermanent[a]
	pb, bAtPermanent := g.combat.attackedPermanent[b]
	if aAtPermanent || bAtPermanent {
		return aAtPermanent && bAtPermanent && pa == pb
	}
	return g.defenderOf(a) == g.defenderOf(b)
}

// unattackedDefender reports whether p is a defending player whom no
// creature attacks: in a game of three or more where the active player
// names the player, planeswalker or battle each creature attacks, every
// opponent still in the game is a defending player (802.2 of 2026), and
// may declare blockers, though only creatures attacking them, a
// planeswalker they control or a battle they protect can be blocked
// (802.4a).
func (g *Game) unattackedDefender(p PlayerID) bool {
	return len(g.players) >= 3 && len(g.combat.defenders) > 0 && p != g.active && g.inGame(p)
}

// AssignCombatDamage scripts how a creature blocked by (or blocking)
// several creatures divides its combat damage (310.2c-d).
func (g *Game) AssignCombatDamage(p PlayerID, source ObjectID, shares []DamageShare) {
	if g.damagePlan == nil {
		g.damagePlan = map[ObjectID]plannedDamage{}
	}
	decidedBy := p
	if g.acting.on && g.acting.player == p {
		decidedBy = g.acting.by
	}
	g.damagePlan[source] = plannedDamage{by: p, decidedBy: decidedBy, shares: shares}
}

// plannedDamage is a scripted division of a creature's combat damage, the
// player who made it and the player who decided it for him or her (the
// controller of his or her turn, 507.3).
type plannedDamage struct {
	by, decidedBy PlayerID
	shares        []DamageShare
}

// defendingPlayer is the player the active player attacks: the next player
// in turn order.
func (g *Game) defendingPlayer() PlayerID {
	return PlayerID((int(g.active) + 1) % len(g.players))
}

// inCombat reports whether id is an attacking or blocking creature still in
// combat. A creature
// that leaves play, stops being a creature or changes controller is
// removed from combat (306.2); the removal is recorded the first time it
// is noticed and lasts even if it becomes a creature again.
func (g *Game) inCombat(id ObjectID) bool {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return false
	}
	c := g.combat
	if c == nil {
		return true
	}
	_, blocking := c.blocking[id]
	attacking := slices.Contains(c.attackers, id)
	if !attacking && !blocking {
		// Never in combat, or removed from it already.
		return false
	}
	v := g.view(id)
	switch {
	case !v.chars().HasType("creature"):
		g.record("306.2", "%s is no longer a creature: it is removed from combat", v.name())
	case attacking && v.controller != g.active, blocking && !g.blocksItsAttackers(id, v.controller):
		g.record("306.2", "%s changed controller: it is removed from combat", v.name())
	default:
		return true
	}
	g.removeFromCombat(id)
	return false
}

// declareAttackers performs the turn-based action of 308.1-308.2.
func (g *Game) declareAttackers() error {
	active := g.playerName(g.active)
	plan, bands, defenders, walkers := g.attackPlan, g.bandPlan, g.defenderPlan, g.planeswalkerPlan
	g.attackPlan, g.bandPlan, g.defenderPlan, g.planeswalkerPlan = nil, nil, nil, nil
	if plan == nil {
		var could []string
		for _, id := range g.inPlay {
			if g.canAttack(id) == "" {
				could = append(could, g.name(id))
			}
		}
		if len(could) > 0 {
			return &DecisionError{Player: active, Question: "which creatures attack (\"attacks with ...\" or \"attacks with nothing\")", Options: could}
		}
	}
	g.combat = &combatState{blockers: map[ObjectID][]ObjectID{}, blocking: map[ObjectID][]ObjectID{}, blocked: map[ObjectID]bool{}, defenders: map[ObjectID]PlayerID{}, attackedPermanent: map[ObjectID]ObjectID{}}
	var events []Event
	able := g.ableToAttack()
	for i, id := range plan {
		if err := g.declaredWithDefender(id); err != nil {
			return err
		}
		if err := g.effectForbidsAttack(id); err != nil {
			return err
		}
		if why := g.canAttack(id); why != "" {
			if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay && !g.view(id).chars().HasType("creature") {
				g.recordLater("506.3", "only a creature can attack: %s isn't a creature", g.name(id))
			}
			return g.illegal("308.2a", "%s can't attack: %s", g.name(id), why)
		}
		if slices.Contains(g.combat.attackers, id) {
			return g.illegal("308.2a", "%s is declared as an attacker twice", g.name(id))
		}
		if pw, ok := walkers[i]; ok {
			if err := g.choosePlaneswalker(id, pw); err != nil {
				return err
			}
		} else if err := g.chooseDefender(id, defenders, i); err != nil {
			return err
		}
		g.combat.attackers = append(g.combat.attackers, id)
		g.players[g.active].attacked = append(g.players[g.active].attacked, id)
		v := g.view(id)
		g.noteHasteAttack(g.objects[id], v)
		g.notePhasedInAsThoughHaste(g.objects[id], v)
		if !g.attacksWithoutTapping(v) {
			g.objects[id].Tapped = true
			g.becameTapped(id)
			g.record("308.2c", "%s attacks %s and becomes tapped", g.name(id), g.attackedName(id))
		}
		events = append(events, Event{Kind: Attacks, Object: g.view(id), Player: g.active})
	}
	if err := g.checkAttackRules(g.combat.attackers, able); err != nil {
		return err
	}
	if err := g.sameDefenderInBands(bands); err != nil {
		return err
	}
	if err := g.announceBands(bands); err != nil {
		return err
	}
	if err := g.payCombatCost(g.active, "attack", g.combat.attackers); err != nil {
		return err
	}
	if err := g.payEnlist(g.active, g.combat.attackers); err != nil {
		return err
	}
	if err := g.payExert(g.active, g.combat.attackers); err != nil {
		return err
	}
	for _, id := range g.combat.attackers {
		g.record("308.2g", "%s becomes an attacking creature", g.name(id))
	}
	if len(plan) == 0 {
		g.record("308.1", "%s declares no attackers", active)
	}
	pending := len(g.pending)
	g.afterEvents(events, nil)
	g.noteDeclarationTriggers("508.1m", "attackers", len(g.pending)-pending)
	return nil
}

// canAttack says why a permanent can't attack now, or "" if it can
// (308.2a).
func (g *Game) canAttack(id ObjectID) string {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return "it isn't in play"
	}
	v := g.view(id)
	switch {
	case !v.chars().HasType("creature"):
		return "it isn't a creature"
	case v.chars().HasType("battle"):
		return "it is a battle, and the creatures chosen to attack can't also be battles"
	case v.controller != g.active:
		return "the active player doesn't control it"
	case o.Tapped:
		return "it is tapped"
	case defenderForbidsAttack(v.chars()) != "":
		return defenderForbidsAttack(v.chars())
	case g.forbidsAttackWhy(v) != "":
		return g.forbidsAttackWhy(v)
	case g.summoningSick(o, v):
		return "it hasn't been under its controller's control continuously since the turn began"
	}
	return ""
}

// summoningSick reports whether v is a creature without haste that hasn't
// been under its controller's control since the start of his or her most
// recent turn: it can't attack or pay a {T} cost (212.3d, 502.5b).
// Permanents set up before the game starts have been in play all along.
func (g *Game) summoningSick(o *Object, v *view) bool {
	c := v.chars()
	return c.HasType("creature") && ((o.Arrived != 0 && o.Arrived >= g.players[v.controller].turnBegan) || g.controlGainedSince(o, v)) && !hasHaste(c) && !g.suspendHaste(o, v)
}

// declareBlockers performs the turn-based action of 309.1-309.2 and
// triggers block abilities (410.9). With creatures attacking several
// players, each defending player declares in APNAP order, blocking only
// creatures attacking him or her (602.4).
func (g *Game) declareBlockers() error {
	plans := g.blockPlans
	g.blockPlans = nil
	c := g.combat
	defenders := g.defendingPlayers()
	if len(defenders) > 1 {
		g.record("602.4", "creatures are attacking more than one player: each defending player declares blockers in APNAP order (%s)", g.playerNames(defenders))
	}
	var events []Event
	var all []Block
	own := map[PlayerID][]Block{}
	for _, defender := range defenders {
		plan, declared := declarationOf(plans, defender)
		evs, err := g.declareBlocksOf(defender, plan, declared)
		if err != nil {
			return err
		}
		events = append(events, evs...)
		all = append(all, plan...)
		own[defender] = plan
	}
	for _, d := range plans {
		// A defending player no creature attacks may block only creatures
		// attacking them, a planeswalker they control or a battle they
		// protect (802.4a, 310.8c of 2026): none.
		if !slices.Contains(defenders, d.Player) && len(d.Blocks) > 0 {
			if _, err := g.declareBlocksOf(d.Player, d.Blocks, true); err != nil {
				return err
			}
		}
	}
	if err := g.menaceForbidsBlocks(); err != nil {
		return err
	}
	if err := g.provokeRequirements(all); err != nil {
		return err
	}
	for _, defender := range defenders {
		if err := g.checkBlockRules(own[defender], defender); err != nil {
			return err
		}
		var blockers []ObjectID
		for b := range c.blocking {
			if g.view(b).controller == defender {
				blockers = append(blockers, b)
			}
		}
		if err := g.payCombatCost(defender, "block", blockers); err != nil {
			return err
		}
	}
	for _, a := range slices.Clone(c.attackers) {
		if len(c.blockers[a]) > 0 {
			c.blocked[a] = true
			g.record("309.2f", "%s becomes a blocked creature", g.name(a))
			events = append(events, Event{Kind: BecomesBlocked, Object: g.view(a), Player: g.active})
		} else if g.inCombat(a) {
			g.record("309.2f", "%s is unblocked", g.name(a))
			events = append(events, Event{Kind: AttacksUnblocked, Object: g.view(a), Player: g.defenderOf(a)})
		}
	}
	for _, defender := range defenders {
		if len(own[defender]) == 0 {
			g.record("309.1", "%s declares no blockers", g.playerName(defender))
		}
	}
	pending := len(g.pending)
	g.afterEvents(events, nil)
	g.noteDeclarationTriggers("509.1i", "blockers", len(g.pending)-pending)
	return nil
}

// declarationOf returns player p's declaration of blockers among plans,
// and whether he or she made one.
func declarationOf(plans []BlockDeclaration, p PlayerID) ([]Block, bool) {
	for _, d := range slices.Backward(plans) {
		if d.Player == p {
			return d.Blocks, true
		}
	}
	return nil, false
}

// declareBlocksOf declares one defending player's blocks (309.2a, 309.2e).
func (g *Game) declareBlocksOf(defender PlayerID, plan []Block, declared bool) ([]Event, error) {
	name := g.playerName(defender)
	if !declared {
		var could []string
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.controller == defender && v.chars().HasType("creature") && !v.tapped {
				could = append(could, v.name())
			}
		}
		if len(could) > 0 {
			return nil, &DecisionError{Player: name, Question: "which creatures block (\"blocks ... with ...\" or \"blocks with nothing\")", Options: could}
		}
	}
	c := g.combat
	var events []Event
	for _, b := range plan {
		v := g.view(b.Blocker)
		switch {
		case v == nil || g.objects[b.Blocker] == nil || v.zone != ZoneInPlay || !v.chars().HasType("creature") || v.controller != defender:
			if v != nil && g.objects[b.Blocker] != nil && v.zone == ZoneInPlay && !v.chars().HasType("creature") {
				g.recordLater("506.3", "only a creature can block: %s isn't a creature", v.name())
			}
			return nil, g.illegal("309.2a", "%s can block only with creatures he or she controls", name)
		case v.tapped:
			return nil, g.illegal("309.2a", "%s is tapped and can't block", v.name())
		case v.chars().HasType("battle"):
			return nil, g.illegalLater("509.1a", "%s is a battle: the creatures chosen to block can't also be battles", v.name())
		case !slices.Contains(c.attackers, b.Attacker):
			return nil, g.illegal("309.2a", "%s isn't attacking", g.name(b.Attacker))
		case g.attacksBattle(b.Attacker):
			// Only the battle's protector may block (310.8c).
			if err := g.blockForBattle(b.Attacker, v, defender); err != nil {
				return nil, err
			}
		case g.defenderOf(b.Attacker) != defender:
			return nil, g.illegal("602.4a", "%s is attacking %s, not %s: %s can block only creatures attacking %s", g.name(b.Attacker), g.playerName(g.defenderOf(b.Attacker)), name, v.name(), name)
		}
		if err := g.keywordsForbidBlock(g.view(b.Attacker), v); err != nil {
			return nil, err
		}
		if err := g.defendingPlayerForbidsBlock(g.view(b.Attacker), v); err != nil {
			return nil, err
		}
		if err := g.abilityForbidsBlock(v); err != nil {
			return nil, err
		}
		if err := g.effectForbidsBlock(v); err != nil {
			return nil, err
		}
		_, again := c.blocking[b.Blocker]
		if err := g.mayBlockAnother(v, b.Attacker); err != nil {
			return nil, err
		}
		g.record("309.2e", "%s blocks %s", v.name(), g.name(b.Attacker))
		if !again {
			events = append(events, Event{Kind: Blocks, Object: v, Player: defender})
		}
		for _, a := range g.blockedWithBand(v, b.Attacker) {
			c.blocking[b.Blocker] = append(c.blocking[b.Blocker], a)
			c.blockers[a] = append(c.blockers[a], b.Blocker)
			events = append(events,
				Event{Kind: BlocksCreature, Object: v, Source: g.view(a), Player: defender},
				Event{Kind: BlockedBy, Object: g.view(a), Source: v, Player: defender})
		}
	}
	return events, nil
}

// assignCombatDamage announces every combat damage assignment and puts
// them on the stack as one object (310.1-310.2).
func (g *Game) assignCombatDamage() error {
	c := g.combat
	if !c.second && g.anyFirstStrike() {
		c.firstStrikeStep = true
		g.record("310.5", "a creature in combat has first strike or double strike: only those creatures assign combat damage in this step, and a second combat damage step follows")
	}
	g.noteDamageInAPNAPOrder()
	var all []combatDamage
	// Creatures with trample assign last, so that lethal damage to their
	// blockers counts what the others assign at the same time (502.9e).
	attackers := slices.Clone(c.attackers)
	slices.SortStableFunc(attackers, func(x, y ObjectID) int {
		return b2i(tramples(g.view(x))) - b2i(tramples(g.view(y)))
	})
	for _, a := range attackers {
		if !g.inCombat(a) || !g.dealsDamageThisStep(a) {
			continue
		}
		g.noteStrikesFirst(a)
		v := g.view(a)
		power := v.chars().Power
		if power <= 0 {
			if power < 0 {
				g.record("104.2", "%s has power %d: a calculation that yields a negative number uses 0 instead, so it deals 0 combat damage", v.name(), power)
			}
			g.record("310.2a", "%s has power %d and assigns no combat damage", v.name(), power)
			g.notePowerIsCombatDamage(v, power)
			continue
		}
		if pw, ok := c.attackedPermanent[a]; ok && !g.attacksBattle(a) && !c.blocked[a] && hasKeyword(v.chars(), trampleOverPlaneswalkers.Name) {
			shares, _, err := g.trampleOverPlaneswalker(v, power, pw, nil, all)
			if err != nil {
				return err
			}
			all = append(all, shares...)
			continue
		}
		if !c.blocked[a] {
			to, ok := g.attackedTarget(a)
			if !ok {
				continue
			}
			all = append(all, combatDamage{source: v, to: to, amount: power})
			g.record("310.2b", "unblocked %s assigns %d combat damage to %s", v.shownName(), power, g.targetName(to))
			continue
		}
		var blockers []ObjectID
		for _, b := range c.blockers[a] {
			if g.inCombat(b) {
				blockers = append(blockers, b)
			}
		}
		shares, trampled, err := g.trampleDamage(v, power, blockers, all)
		if err != nil {
			return err
		}
		if !trampled {
			if shares, err = g.divide(v, power, blockers, "310.2c"); err != nil {
				return err
			}
		}
		all = append(all, shares...)
	}
	for _, b := range g.blockersInAPNAPOrder() {
		if !g.inCombat(b) || !g.dealsDamageThisStep(b) {
			continue
		}
		g.noteStrikesFirst(b)
		v := g.view(b)
		if v.chars().Power <= 0 {
			continue
		}
		var attackers []ObjectID
		for _, a := range c.blocking[b] {
			if g.inCombat(a) {
				attackers = append(attackers, a)
			}
		}
		if len(attackers) == 0 {
			g.record("310.2d", "%s isn't blocking any creature any more (each left play or combat) and assigns no combat damage", v.name())
			continue
		}
		shares, err := g.divide(v, v.chars().Power, attackers, "310.2d")
		if err != nil {
			return err
		}
		all = append(all, shares...)
	}
	g.noteAssignedFirst(all)
	slices.SortStableFunc(all, func(x, y combatDamage) int { return int(x.source.id - y.source.id) })
	if len(all) == 0 {
		return nil
	}
	if !g.rules.CombatDamageOnStack {
		g.record("310.4", "combat damage is dealt as it is assigned, all at once, without using the stack")
		g.recordLater("120.2a", "the damage is dealt as a result of combat: each attacking and blocking creature deals the combat damage assigned by its power")
		g.noteCombatDamageDealt2026()
		g.dealCombatDamage(all)
		return nil
	}
	obj := &Object{Owner: g.active, Controller: g.active, Face: -1, Combat: all}
	g.place(obj, ZoneStack, false)
	g.record("310.1", "all combat damage assignments go on the stack as a single object")
	return nil
}

// divide splits a blocked creature's damage among its blockers: all to a
// lone blocker, otherwise as its controller scripted (310.2c).
func (g *Game) divide(v *view, power int, blockers []ObjectID, rule string) ([]combatDamage, error) {
	switch len(blockers) {
	case 0:
		g.record(rule, "no creature is blocking %s any more: it assigns no combat damage", v.name())
		return nil, nil
	case 1:
		g.record(rule, "%s assigns %d combat damage to %s", v.name(), power, g.name(blockers[0]))
		return []combatDamage{{source: v, to: Target{Object: blockers[0]}, amount: power}}, nil
	}
	chooser := g.damageChooser(v, blockers)
	planned, ok := g.damagePlan[v.id]
	if !ok {
		names := make([]string, len(blockers))
		for i, b := range blockers {
			names[i] = g.name(b)
		}
		return nil, &DecisionError{Kind: ChooseDamageAssignment, Player: g.playerName(chooser), Question: fmt.Sprintf("how %s divides %d combat damage among %s", v.name(), power, strings.Join(names, ", ")), Options: names}
	}
	if planned.by != chooser {
		return nil, g.illegal(g.damageChoiceRule(v, blockers), "%s can't choose how %s assigns its combat damage: %s chooses", g.playerName(planned.by), v.name(), g.playerName(chooser))
	}
	if want := g.decider(chooser); planned.decidedBy != want {
		return nil, g.illegal("507.3", "%s controls %s's turn and decides how %s assigns its combat damage: %s can't", g.playerName(want), g.playerName(chooser), v.name(), g.playerName(planned.decidedBy))
	} else if want != chooser {
		g.record("507.3", "%s, who controls %s's turn, decides how %s assigns its combat damage", g.playerName(want), g.playerName(chooser), v.name())
	}
	plan := planned.shares
	total := 0
	var out []combatDamage
	for _, s := range plan {
		if s.ToPlayer || !slices.Contains(blockers, s.To) || s.Amount < 0 {
			if rule == "310.2d" {
				return nil, g.illegal(rule, "%s can assign combat damage only to the attacking creatures it blocks", v.name())
			}
			return nil, g.illegal(rule, "%s can assign combat damage only to the creatures blocking it", v.name())
		}
		total += s.Amount
		out = append(out, combatDamage{source: v, to: Target{Object: s.To}, amount: s.Amount})
		g.record(rule, "%s assigns %d of its combat damage to %s", v.name(), s.Amount, g.name(s.To))
	}
	if total != power {
		g.notePowerIsCombatDamage(v, power)
		return nil, g.illegal("310.2a", "%s must assign combat damage equal to its power (%d), not %d", v.name(), power, total)
	}
	if err := g.checkDamageAssignmentOrder(v, plan); err != nil {
		return nil, err
	}
	return out, nil
}

// dealCombatDamage deals all combat damage at once as assigned (310.4).
func (g *Game) dealCombatDamage(all []combatDamage) {
	g.dealingAtOnce(func() { g.dealCombatDamageAtOnce(all) })
}

func (g *Game) dealCombatDamageAtOnce(all []combatDamage) {
	if err := g.orderForShields(all); err != nil {
		g.deferError(err)
	}
	changed := map[ObjectID]bool{}
	for _, d := range all {
		source := d.source
		if now := g.objects[source.id]; now != nil && now.Zone == ZoneInPlay {
			source = g.view(source.id)
			if was, is := d.source.chars().Power, source.chars().Power; was != is && !changed[source.id] {
				changed[source.id] = true
				g.record("310.4a", "%s's power is now %d, not %d, but its combat damage is dealt as originally assigned", source.name(), is, was)
			}
		} else {
			g.record("310.4a", "%s is no longer in play, but its combat damage is still dealt as originally assigned", source.name())
			g.record("310.4b", "%s is no longer in play: its last known information is the source of its damage", source.name())
		}
		if !d.to.IsPlayer {
			// A creature, or the planeswalker or battle an unblocked
			// creature attacks (510.1b of 2026).
			if v := g.view(d.to.Object); g.objects[d.to.Object] == nil || v.zone != ZoneInPlay || !v.chars().HasType("creature") && !v.chars().HasType("planeswalker") && !v.chars().HasType("battle") {
				g.record("310.4c", "%s is no longer a creature in play: the damage assigned to it isn't dealt", g.targetName(d.to))
				continue
			}
		}
		g.dealDamage(combatDamageRule, source, d.amount, d.to)
	}
}

// noteNotDeclaredAttacker records that a creature put into play attacking
// was never declared as an attacker, so its abilities that trigger on
// attacking don't trigger (308.3).
func (g *Game) noteNotDeclaredAttacker(id ObjectID) {
	v := g.view(id)
	for _, a := range v.chars().Abilities {
		if a.Kind == TriggeredAbility && a.Trigger != nil && a.Trigger.Kind == OnEvent && a.Trigger.Event == Attacks && a.Trigger.Self {
			g.record("308.3", "%s was put into play attacking, not declared as an attacker: its ability \"%s\" doesn't trigger", v.name(), a.Text)
		}
	}
}

// noteStillAttacking records that an attacking creature that now couldn't
// attack stays an attacking creature: once declared, what would have kept
// it from attacking doesn't remove it from combat (306.2a).
func (g *Game) noteStillAttacking(id ObjectID) {
	if g.combat == nil || !slices.Contains(g.combat.attackers, id) || !g.inCombat(id) {
		return
	}
	if why := defenderForbidsAttack(g.view(id).chars()); why != "" {
		g.record("306.2a", "%s couldn't attack now (%s), but it was already declared as an attacker: it stays in combat", g.name(id), why)
	}
}

// noteStaysInCombat records that tapping or untapping an attacking or
// blocking creature leaves it in combat, to deal its combat damage
// (306.2b).
func (g *Game) noteStaysInCombat(id ObjectID) {
	if g.combat != nil && g.inCombat(id) {
		g.record("306.2b", "%s is still in combat: tapping or untapping an attacking or blocking creature doesn't remove it from combat or prevent its combat damage", g.name(id))
	}
}

// inCombatAs reports whether a creature is an attacking or a blocking
// creature now, as "attacking" or "blocking" asks (306.2; 506.4 of 2026).
func (g *Game) inCombatAs(id ObjectID, as string) bool {
	c := g.combat
	if c == nil {
		return false
	}
	if as == "attacking" {
		return slices.Contains(c.attackers, id)
	}
	_, blocking := c.blocking[id]
	return blocking
}

// opRemoveFromCombat follows "remove T from combat": the creature stops
// being an attacking, blocking, blocked or unblocked creature (306.2;
// 506.4 of 2026). A creature blocked by it stays blocked (309.2f;
// 509.1h), and a creature it blocked stays blocked by nothing.
func opRemoveFromCombat(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		if g.combat == nil || !g.inCombat(id) {
			g.record("306.2", "%s is not in combat: there is nothing to remove it from", g.name(id))
			continue
		}
		g.record("306.2", "an effect removes %s from combat: it stops being an attacking, blocking, blocked or unblocked creature", g.name(id))
		g.removeFromCombat(id)
	}
	return nil
}

// removeFromCombat takes a creature out of combat (306.4).
func (g *Game) removeFromCombat(id ObjectID) {
	c := g.combat
	if c == nil {
		return
	}
	c.attackers = slices.DeleteFunc(c.attackers, func(a ObjectID) bool { return a == id })
	delete(c.blocking, id)
	delete(c.blockers, id)
	for a, bs := range c.blockers {
		c.blockers[a] = slices.DeleteFunc(bs, func(b ObjectID) bool { return b == id })
	}
	for b, as := range c.blocking {
		c.blocking[b] = slices.DeleteFunc(as, func(a ObjectID) bool { return a == id })
	}
	g.leaveBand(id)
}

// endCombat removes all creatures from combat (311.2).
func (g *Game) endCombat() {
	if g.combat != nil {
		g.record("311.2", "the combat phase ends: all creatures are removed from combat")
		g.combat = nil
	}
	g.endUntilEndOfCombatEffects()
	g.damagePlan = nil
}

// anyUnblockedAttacker reports whether some attacking creature in play is
// unblocked, after blockers have been declared.
func (g *Game) anyUnblockedAttacker() bool {
	if g.combat == nil || g.step < DeclareBlockers {
		return false
	}
	for _, a := range slices.Clone(g.combat.attackers) {
		if g.inCombat(a) && !g.combat.blocked[a] {
			return true
		}
	}
	return false
}

// IsAttacking reports whether a permanent is an attacking creature.
func (g *Game) IsAttacking(id ObjectID) bool {
	return g.combat != nil && slices.Contains(g.combat.attackers, id) && g.inCombat(id)
}

// orderForShields lets the player or the controller of the permanent a
// prevention shield protects choose which of the damage dealt to it at the
// same time by several sources the shield prevents first, when the shield
// can't prevent it all (419.7b; 615.7 of 2026): it reorders all so that the
// damage chosen comes first for that recipient.
func (g *Game) orderForShields(all []combatDamage) error {
	done := map[Target]bool{}
	for _, first := range all {
		to := first.to
		shield := g.shieldOf(to)
		if done[to] || shield == nil || *shield <= 0 {
			continue
		}
		done[to] = true
		var at []int
		total := 0
		for i, d := range all {
			if d.to == to && d.amount > 0 {
				at, total = append(at, i), total+d.amount
			}
		}
		if len(at) < 2 || total <= *shield {
			continue
		}
		chooser := to.Player
		if !to.IsPlayer {
			chooser = g.view(to.Object).controller
		}
		rest := slices.Clone(at)
		var order []int
		left := *shield
		for len(rest) > 1 && left > 0 {
			names := make([]string, len(rest))
			for j, i := range rest {
				names[j] = fmt.Sprintf("%s's %d damage", all[i].source.name(), all[i].amount)
			}
			pick := 0
			if distinct(names) {
				answer, err := g.ask(Question{Kind: ChooseOption, Player: chooser, Rule: "419.7b", About: fmt.Sprintf("which damage dealt to %s at the same time the prevention shield on it prevents first", g.targetName(to)), Options: names})
				if err != nil {
					return err
				}
				pick = slices.Index(names, answer)
			}
			order = append(order, rest[pick])
			left -= all[rest[pick]].amount
			rest = slices.Delete(rest, pick, pick+1)
		}
		order = append(order, rest...)
		moved := make([]combatDamage, len(order))
		for j, i := range order {
			moved[j] = all[i]
		}
		for j, i := range at {
			all[i] = moved[j]
		}
	}
	return nil
}

// distinct reports whether no two of names are the same.
func distinct(names []string) bool {
	for i, n := range names {
		if slices.Contains(names[i+1:], n) {
			return false
		}
	}
	return true
}
