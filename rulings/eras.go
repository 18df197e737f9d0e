package rulings

// The dates on which the rules the engine models changed after 2006, each
// checked against the shared editions either side of it (eras_test.go).
const (
	// M10Update is the Magic 2010 rules update: no mana burn, combat
	// damage without the stack, "cast", the battlefield, exile, deathtouch
	// and lifelink as static abilities, the planeswalker uniqueness rule
	// in 704, and the damage assignment order.
	M10Update = "2009-07-11"
	// M14Update is the Magic 2014 rules update: a player who controls two
	// legendary permanents with the same name keeps one, and likewise two
	// planeswalkers that share a planeswalker type.
	M14Update = "2013-07-13"
	// M15Update made convoke pay for part of a spell's total cost once it
	// is determined, rather than reduce it (702.51b of 2026).
	M15Update = "2014-07-18"
	// IxalanUpdate removed the planeswalker uniqueness rule: planeswalkers
	// became legendary and subject to the legend rule (306.4 of 2026).
	IxalanUpdate = "2017-09-29"
	// InnistradUpdate is the rules update of Innistrad, whose double-faced
	// cards brought transforming (712 and 701.27 of 2026).
	InnistradUpdate = "2011-09-30"
	// FoundationsUpdate removed the damage assignment order: a blocked
	// creature divides its damage among its blockers as its controller
	// chooses (510.1c of 2026).
	FoundationsUpdate = "2024-11-08"
	// Edition2026 is the latest edition whose numbers the engine knows:
	// the Comprehensive Rules effective April 17, 2026.
	Edition2026 = "2026-04-17"
)

// modernEras returns the Rules values from the Magic 2010 update on,
// oldest first. They all cite the numbers of Edition2026, the only
// modern numbering checked rule by rule (rules2026.go): an edition of
// 2009 to 2026 is played under its own era's rules, with the numbers its
// rules have in 2026.
func modernEras() []Rules {
	m10 := Rules2026()
	m10.From, m10.Until = M10Update, M14Update
	m10.Legend = LegendAllGo
	m10.PlaneswalkerUniqueness = UniquenessAllGo
	m10.DamageAssignmentOrder = true

	m10.ConvokePaysTotalCost = false
	m10.EnteringCountersArePut = false
	// The Amonkhet update (April 2017) combined a split card's halves,
	// inside the Magic 2015 era: from Ixalan the eras play it.
	m10.SplitCardsCombined = false
	// The 2009 edition still has the 2006 rule for a player leaving
	// (800.4a); by 2022 it has the present one. The update between is not
	// pinned down: the eras from M14 play the present rule.
	m10.LeavingEndsAllStackObjects = true
	// The 2009 edition names a token by its subtypes alone (110.5c).
	m10.TokenNameAddsToken = false
	// The 2009 edition has no rule making a copy of a permanent spell a
	// token (the 2022 one does, 707.10f): a copy of a spell ceases to
	// exist off the stack (704.5e).
	m10.PermanentSpellCopiesBecomeTokens = false
	// Nor has it the "[creature type or types] artifact creature" clause
	// of 205.1b, which the 2022 edition has.
	m10.ArtifactCreatureSetsCreatureTypes = false

	m14 := m10
	m14.From, m14.Until = M14Update, M15Update
	m14.Legend = LegendControllerKeepsOne
	m14.PlaneswalkerUniqueness = UniquenessControllerKeepsOne

	m15 := m14
	m15.From, m15.Until = M15Update, IxalanUpdate
	m15.ConvokePaysTotalCost = true

	ixalan := m15
	ixalan.From, ixalan.Until = IxalanUpdate, FoundationsUpdate
	ixalan.SplitCardsCombined = true
	ixalan.PlaneswalkerUniqueness = NoUniqueness
	ixalan.EnteringCountersArePut = true
	// A token's name took the word "Token" between the 2009 edition,
	// which names a "Goblin Scout creature token" Goblin Scout, and the
	// 2022 one: the update is not pinned down by the shared editions, so
	// the eras from Ixalan play the present rule, as for a player leaving.
	ixalan.TokenNameAddsToken = true
	// A copy of a permanent spell becoming a token is in the 2022 edition
	// and not in the 2009 one; likewise not pinned down, it is played
	// from Ixalan.
	ixalan.PermanentSpellCopiesBecomeTokens = true
	ixalan.ArtifactCreatureSetsCreatureTypes = true

	return []Rules{m10, m14, m15, ixalan, Rules2026()}
}

// Rules2026 returns the rules of the Comprehensive Rules of April 17,
// 2026: no mana burn (unused mana empties from the pool as each step and
// phase ends, 500.5), combat damage dealt as it is assigned (510.2), the
// legend rule under which each player keeps one of each name (704.5j), no
// planeswalker uniqueness rule, no damage assignment order, deathtouch and
// lifelink as static abilities, and the words "cast", "activate",
// "battlefield" and "exile".
func Rules2026() Rules {
	return Rules{
		Edition:                 Edition2026,
		From:                    FoundationsUpdate,
		ManaBurn:                false,
		ManaEmptiesEachStep:     true,
		CombatDamageOnStack:     false,
		Legend:                  LegendControllerKeepsOne,
		PlaneswalkerUniqueness:  NoUniqueness,
		DamageAssignmentOrder:   false,
		StaticDamageKeywords:    true,
		ConvokePaysTotalCost:    true,
		SetPTFirst:              true,
		ChoicesLinkedToAbility:  true,
		SplitCardsCombined:      true,
		SecondStepByFirstStrike: true,
		EnteringCountersArePut:  true,
		TokenNameAddsToken:      true,
		SetLifeGainsOrLoses:     true,

		PermanentSpellCopiesBecomeTokens:  true,
		ArtifactCreatureSetsCreatureTypes: true,
		Words: Words{
			Zones: map[Zone]string{
				ZoneLibrary: "library", ZoneHand: "hand", ZoneGraveyard: "graveyard", ZoneInPlay: "battlefield",
				ZoneStack: "stack", ZoneRemoved: "exile", ZoneAny: "any zone",
			},
			PlaysSpell:   "casts",
			PlaysAbility: "activates",
			Phrases:      phrases2026,
		},
		Numbers: actionNumbers(numbers2026()),
	}
}

// UniquenessRule is one form of the planeswalker uniqueness rule, a
// state-based action of 2007 to 2017.
type UniquenessRule int

const (
	// NoUniqueness is the absence of the rule: before planeswalkers, and
	// from IxalanUpdate, when they became legendary.
	NoUniqueness UniquenessRule = iota
	// UniquenessAllGo puts every one of two or more planeswalkers that
	// share a planeswalker type into its owner's graveyard (704.5j of
	// 2009).
	UniquenessAllGo
	// UniquenessControllerKeepsOne has a player who controls two or more
	// planeswalkers that share a planeswalker type choose one and put the
	// rest into their owners' graveyards (M14Update to IxalanUpdate).
	UniquenessControllerKeepsOne
)

// phrases2026 are the 2006 phrases of the trace and their 2026 wording,
// longest first: a trace under the 2026 rules reads in that edition's
// words ("enters", "the battlefield", "exile", "cast", "mana value").
var phrases2026 = []string{
	"two alternative methods of playing or alternative costs", "two alternative costs",
	"from the in play", "from the battlefield",
	"the in-play zone", "the battlefield",
	"outside play", "off the battlefield",
	"comes-into-play", "enters-the-battlefield",
	"leaves-play", "leaves-the-battlefield",
	"this card may be played as", "this card may be cast as",
	"could play an instant", "could cast an instant",
	"as for playing an activated ability", "as for casting a spell",
	"owner's removed from the game", "owner's exile",
	"the removed-from-the-game zone", "exile",
	"removed from the game", "exiled",
	"comes into play", "enters",
	"come into play", "enter",
	"coming into play", "entering",
	"leaves play", "leaves the battlefield",
	"left play", "left the battlefield",
	"from play", "from the battlefield",
	"into play", "onto the battlefield",
	"in play", "on the battlefield",
	"converted mana cost", "mana value",
	"end of turn step", "end step",
	"he or she hasn't", "they haven't",
	"he or she has", "they have",
	"he or she controls", "they control",
	"he or she chooses", "they choose",
	"he or she draws", "they draw",
	"he or she puts", "they put",
	"he or she untaps", "they untap",
	"he or she", "they",
	"his or her", "their",
	"him or her", "them",
}
