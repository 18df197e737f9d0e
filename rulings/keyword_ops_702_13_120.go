package rulings

// keywordOperation702a returns the instruction of a keyword ability of
// 702.13-702.120 of 2026 whose effect its own file defines; keywordOperation
// falls back to it.
func keywordOperation702a(op string) (operation, bool) {
	switch op {
	case "poisonous":
		return opPoisonous, true
	case "battle-cry":
		return opBattleCry, true
	case "ingest":
		return opIngest, true
	case "renown":
		return opRenown, true
	case "outlast":
		return opOutlast, true
	case "extort":
		return opExtort, true
	case "evolve":
		return opEvolve, true
	case "exploit":
		return opExploit, true
	case "reinforce":
		return opReinforce, true
	case "transfigure":
		return opTransfigure, true
	case "scavenge":
		return opScavenge, true
	case "living-weapon":
		return opLivingWeapon, true
	case "gravestorm-copy":
		return opGravestormCopy, true
	case "awaken":
		return opAwaken, true
	case "rebound-cast":
		return opReboundCast, true
	case "level-up":
		return opLevelUp, true
	case "fortify":
		return opFortify, true
	case "champion-exile":
		return opChampionExile, true
	case "champion-return":
		return opChampionReturn, true
	case "hideaway":
		return opHideaway, true
	case "myriad":
		return opMyriad, true
	case "conspire-copy":
		return opConspireCopy, true
	case "aura-swap":
		return opAuraSwap, true
	case "station":
		return opStation, true
	case "solve":
		return opSolve, true
	case "speed-up":
		return opSpeedUp, true
	case "become-monarch":
		return opBecomeMonarch, true
	case "paradigm-copy":
		return opParadigmCopy, true
	case "partner-search":
		return opPartnerSearch, true
	}
	return nil, false
}
