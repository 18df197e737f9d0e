package rulings

// keywordOperation returns the instruction a keyword ability's effect
// uses, for the verbs its file defines (the instruction table in
// effects.go falls back to it).
func keywordOperation(op string) (operation, bool) {
	switch op {
	case "soulshift":
		return opSoulshift, true
	case "undying":
		return undyingReturn.op, true
	case "persist":
		return persistReturn.op, true
	case "annihilator":
		return opAnnihilator, true
	case "cascade":
		return opCascade, true
	case "unearth":
		return opUnearth, true
	case "evoke-sacrifice":
		return opEvokeSacrifice, true
	case "vanishing":
		return opVanishing, true
	case "impending":
		return opImpending, true
	case "vanishing-sacrifice":
		return opVanishingSacrifice, true
	case "provoke":
		return opProvoke, true
	case "recover":
		return opRecover, true
	case "equip":
		return opEquip, true
	case "replicate-copy":
		return opReplicateCopy, true
	case "imprint-remove":
		return opImprintRemove, true
	case "ripple":
		return opRipple, true
	case "madness":
		return opMadness, true
	case "modular":
		return opModular, true
	case "graft":
		return opGraft, true
	case "ward":
		return opWard, true
	case "add-mana-any-color":
		return opAddManaAnyColor, true
	case "add-mana-one-of":
		return opAddManaOneOf, true
	case "flash-until-next-turn":
		return opFlashUntilNextTurn, true
	case "exile-if-dies-damaged":
		return opExileIfDiesDamaged, true
	case "discard-your-choice":
		return opDiscardYourChoice, true
	case "discard-random":
		return opDiscardRandom, true
	case "gain-protection-choice":
		return opGainProtectionChoice, true
	case "echo":
		return opEcho, true
	case "cumulative-upkeep":
		return opCumulativeUpkeep, true
	case "ninjutsu":
		return opNinjutsu, true
	case "haunt":
		return opHaunt, true
	case "epic-copy":
		return opEpicCopy, true
	case "storm-copy":
		return opStormCopy, true
	case "fade":
		return opFade, true
	case "rampage":
		return opRampage, true
	case "suspend-tick":
		return opSuspendTick, true
	case "suspend-play":
		return opSuspendPlay, true
	case "phase-out":
		return opPhaseOut, true
	case "phase-in-all":
		return opPhaseInAll, true
	}
	if f, ok := laterKeywordOperation(op); ok {
		return f, true
	}
	if f, ok := keywordOperation702a(op); ok {
		return f, true
	}
	return layerOperation(op)
}
