package rulings

// Instructions and static abilities of common Oracle wordings that the
// older vocabulary had no verb for: a group gaining a keyword, an object
// losing all its abilities for a turn, every graveyard exiled, a spell
// that costs less for each permanent counted, power and toughness equal
// to the object's own mana value.

// ColorlessSymbolSince is the rules update of Oath of the Gatewatch, which
// brought the colorless mana symbol {C} (107.4c of 2026): an edition
// before it has no such symbol, and its cards wrote colorless mana added
// as {1} (104.3d of 2006).
const ColorlessSymbolSince = "2016-01-22"

// oracleOperation returns the instructions of this file.
func oracleOperation(op string) (operation, bool) {
	switch op {
	case "lose-all-abilities":
		return opLoseAllAbilities, true
	case "exile-graveyards":
		return opExileGraveyards, true
	case "gain-ability-all":
		return opGainAbilityAll, true
	case "gain-shared-keywords":
		return opGainSharedKeywords, true
	case "copy-targeting-created":
		return opCopyTargetingCreated, true
	}
	return actionOperation(op)
}

// groupObjects is the permanents an instruction acts on: those it names,
// or, with no name, those matching its filter as it resolves ("creatures
// you control gain trample until end of turn": the set is locked in,
// 418.3b; 611.2c of 2026).
func (r *resolution) groupObjects(ins Instruction) []ObjectID {
	if ins.Object.Kind != RefNone || ins.Filter.Text == "" {
		return r.objectsOf(ins)
	}
	var ids []ObjectID
	candidates := r.g.inPlay
	if ins.Filter.Zone == ZoneGraveyard {
		// "Each instant and sorcery card in your graveyard gains
		// flashback": the cards there as it resolves.
		candidates = nil
		for _, p := range r.g.apnap() {
			candidates = append(candidates, r.g.objectsIn(p, ZoneGraveyard)...)
		}
	}
	for _, id := range candidates {
		if r.g.matches(&ins.Filter, r.g.view(id), r.controller, r) {
			ids = append(ids, id)
		}
	}
	return ids
}

// opLoseAllAbilities is "NAME loses all abilities until end of turn": a
// one-shot effect that creates an ability-removing continuous effect in
// layer 6 (418.5a; 613.1f of 2026), with the timestamp of its resolution,
// so abilities granted later still apply (613.7).
func opLoseAllAbilities(g *Game, r *resolution, ins Instruction) error {
	g.addEffect(r, r.groupObjects(ins), ContinuousEffect{Layer: LayerOther, LoseAbilities: true, Duration: ins.Duration, Text: ins.Text})
	return nil
}

// opGainAbilityAll is "all FILTER gain KEYWORD until end of turn" (and the
// printed "creatures you control gain trample until end of turn"): the
// permanents matching as it resolves gain the ability (418.3b).
func opGainAbilityAll(g *Game, r *resolution, ins Instruction) error {
	ids := r.groupObjects(ins)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{ins.Ability}, Duration: ins.Duration, Text: ins.Text})
	for _, id := range ids {
		g.noteStillAttacking(id)
	}
	return nil
}

// opExileGraveyards is "exile all graveyards" (2006: "remove all
// graveyards from the game"): every card in every graveyard is moved to
// exile at once.
func opExileGraveyards(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	for _, p := range g.apnap() {
		ids = append(ids, g.objectsIn(p, ZoneGraveyard)...)
	}
	if len(ids) == 0 {
		g.record("413.2b", "%q: no graveyard holds a card, so nothing is removed from the game", ins.Text)
		return nil
	}
	g.moveAll(ids, ZoneRemoved, "413.2b", "moved from its owner's graveyard to the removed-from-the-game zone")
	return nil
}

// PTFromManaValue is a characteristic-defining ability: "this creature's
// power and toughness are each equal to its mana value" (604.3; 613.4a of
// 2026), each object it applies to counting its own mana cost.
const PTFromManaValue StaticKind = 141

// CostLessPerCount is "This spell costs {1} less to cast for each FILTER"
// (2006: "to play"), a static ability of the spell that functions on the
// stack (601.2f of 2026): Mana comes off the generic part of its cost once
// for each object Filter matches as the total cost is determined.
const CostLessPerCount StaticKind = 142

// applyCountReduction takes off the generic cost of spell Mana for each
// object a CostLessPerCount ability of it counts, for its controller p.
func (g *Game) applyCountReduction(spell *view, p PlayerID, total *ManaCost) {
	for _, a := range spell.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != CostLessPerCount {
			continue
		}
		n := g.countMatching(&a.Static.Filter, spell.id)
		reduced := reduceGeneric(total, n*a.Static.Mana.Generic)
		g.record("409.1f", "%s's ability %q counts %d for %s (%s), so it costs {%d} less", spell.name(), a.Text, n, g.playerName(p), a.Static.Filter.Text, reduced)
	}
}
