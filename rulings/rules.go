package rulings

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// ReferenceEdition is the edition whose numbers name the rules inside the
// engine: the Comprehensive Rules of October 1, 2006, the edition the seed
// documents are fragments of. Every place in the engine that applies a
// rule names it by its number in this edition; a Rules value translates
// that number into the number of the edition a game is played under.
const ReferenceEdition = "2006-10-01"

// Rules are the rules of one edition of the Comprehensive Rules, as far as
// they differ from edition to edition: every rule that changed after 2006
// is a field here, so a later edition is a new Rules value, not new
// branches through the engine. A game is played under one Rules value for
// its whole length (NewGame).
type Rules struct {
	// Edition is the ID (effective date, "2006-10-01") of the edition
	// whose rule numbers the trace cites.
	Edition string
	// From is the effective date of the first edition these rules
	// describe; empty means Edition. Rules whose From is earlier than
	// their Edition describe an older game cited by a later edition's
	// numbers (eras.go).
	From string
	// Until is the date of the first edition these rules no longer
	// describe; empty when no later change is known.
	Until string
	// ManaBurn makes a player lose 1 life for each unused mana lost from
	// his or her pool as a phase ends (300.3 of 2006; gone in 2009).
	ManaBurn bool
	// ManaEmptiesEachStep empties unused mana from the pools as each step
	// ends, not only each phase (500.4 of 2009, 500.5 of 2026).
	ManaEmptiesEachStep bool
	// CombatDamageOnStack puts all combat damage assignments on the stack
	// as one object that players may respond to (217.6e, 310.1 of 2006);
	// without it, combat damage is dealt as it is assigned (2009 on).
	CombatDamageOnStack bool
	// Legend is the legend rule in force (420.5e of 2006).
	Legend LegendRule
	// PlaneswalkerUniqueness is the planeswalker uniqueness rule in force,
	// if any (420.5q of 2008, 704.5j of 2009; removed in 2017).
	PlaneswalkerUniqueness UniquenessRule
	// DamageAssignmentOrder makes an attacker blocked by several creatures
	// assign lethal damage to each blocker in an order announced as
	// blockers are declared before the next gets any (509.2 and 510.1c of
	// 2009 to 2024); without it, damage is divided as its controller
	// chooses.
	DamageAssignmentOrder bool
	// StaticDamageKeywords makes deathtouch and lifelink static abilities
	// that apply as damage is dealt (702.2, 702.15 from 2009); before,
	// they were triggered abilities (502.63, 502.68 of 2008).
	StaticDamageKeywords bool
	// ConvokePaysTotalCost makes convoke pay for mana of the spell's total
	// cost once it is locked in (702.51a-b of 2026, from the Magic 2015
	// update); before, each creature tapped reduced the cost as an
	// additional cost (502.46a of 2006, 702.48a of 2009).
	ConvokePaysTotalCost bool
	// SetPTFirst applies effects that set power and toughness in a
	// sublayer of their own before those that modify them, whatever their
	// timestamps (613.3b of 2009, 613.4b of 2026); before, both shared
	// sublayer 6b in timestamp order (418.5a of 2006).
	SetPTFirst bool
	// ChoicesLinkedToAbility keeps a choice made as a permanent came into
	// play ("choose a color") for the ability that made it and the
	// abilities linked to that one only: once the permanent copies
	// something else, the copied abilities that refer to a choice refer
	// to one never made for them (706.7a of 2009, 607.5a of 2026). Before,
	// the copy remembered the choice and used it for the abilities it
	// copied later (503.8 of 2006).
	ChoicesLinkedToAbility bool
	// SplitCardsCombined gives a split card, in every zone but the stack,
	// the characteristics of its two halves combined: one mana cost, the
	// sum of the halves', and the mana value it makes (709.4, 709.4b of
	// 2026, from the Amonkhet update). Before, a question about its
	// converted mana cost had two answers, one for each half, and a
	// comparison was yes if either half's was (505.5, 505.6 of 2006).
	SplitCardsCombined bool
	// SetLifeGainsOrLoses makes an effect that sets a player's life total
	// a gain or loss of the difference, which "whenever you gain life"
	// sees (215.5 of 2008, 117.5 of 2009, 119.5 of 2026). The 2006 rules
	// have no such rule: the total just becomes the number. (The 2006
	// rules value also plays the 2008 edition, which has it.)
	SetLifeGainsOrLoses bool
	// RequiredOptionsOnly weighs, in finding how many attack or block
	// requirements a declaration could obey, only the options that
	// satisfy a requirement on a creature, and the options proposed
	// (500.5 of 2006). Without it every option of every creature that
	// could attack or block is weighed: from the February 2008 edition,
	// a creature with no requirement may have to block so that another
	// obeys its own (509.1c of 2026 and its Example).
	RequiredOptionsOnly bool
	// PhasingForgetsLimitedEffects makes a permanent that phases out
	// unaffected, from then on, by the effects of limited duration that
	// name it (502.15g of 2006 and 2008); from the 2009 phasing rules
	// such effects go on affecting it while they last (702.26f of 2026).
	PhasingForgetsLimitedEffects bool
	// RemovedIsOutsideGame counts the cards in the removed-from-the-game
	// zone as outside the game, where a wish finds a card (217.1e of 2006
	// and 2008); from 2009 exile is a zone of the game and only the cards
	// in no zone are outside it (400.10 of 2009, 400.11 of 2026).
	RemovedIsOutsideGame bool
	// LeavingEndsAllStackObjects makes every spell and ability a player
	// who leaves a multiplayer game controls on the stack cease to exist,
	// and only effects giving him or her control of objects end (600.4a
	// of 2006, 800.4a of 2009). Without it only the objects not
	// represented by cards cease to exist, the cards being exiled with the
	// rest of what the player still controls, and effects giving control
	// of players end too (800.4a of 2022 to 2026).
	LeavingEndsAllStackObjects bool
	// TokenNameAddsToken names a token whose name the effect creating it
	// doesn't give after its subtypes plus the word "Token" ("Beast
	// Token", 111.4 of 2022 to 2026); without it the name is the subtypes
	// alone ("Beast", 216.1a of 2008, 110.5c of 2009).
	TokenNameAddsToken bool
	// PermanentSpellCopiesBecomeTokens makes a copy of a permanent spell
	// become a token permanent as it resolves, one not "created" (608.3f,
	// 707.10f, 111.13 of 2026); without it the copy ceases to exist as it
	// leaves the stack, as any copy of a spell does (420.5j of 2006).
	PermanentSpellCopiesBecomeTokens bool
	// ArtifactCreatureSetsCreatureTypes makes an effect that makes an
	// object a "[creature type or types] artifact creature" replace the
	// object's creature types with those, its other types and subtypes
	// kept (205.1b of 2022 to 2026); without it every prior subtype is
	// kept, as for any "artifact creature" (212.1c of 2006, 204.1b of
	// 2009).
	ArtifactCreatureSetsCreatureTypes bool
	// IllegalTargetsCounter counters a spell or ability whose targets
	// are all illegal as it resolves (413.2a of 2006). Without it the
	// spell or ability doesn't resolve, which is not countering it
	// (608.2b of 2026).
	IllegalTargetsCounter bool
	// SecondStepByFirstStrike gives the second of two combat damage steps
	// to the creatures that had neither first strike nor double strike as
	// the first began, and those with double strike (702.7b, 510.4 of
	// 2026, from the Magic 2010 update). Before, it went to the surviving
	// creatures that didn't assign combat damage in the first, and those
	// with double strike (310.5, 502.2b of 2006): a first striker that
	// assigned none, having 0 power, assigned in the second.
	SecondStepByFirstStrike bool
	// EnteringCountersArePut counts the counters a permanent is given as
	// it enters as counters put on it, which effects that modify putting
	// counters modify (122.6 of 2026). The 2006 and 2009 editions have no
	// such rule; the 2022 edition has it. The update between is not
	// pinned down: the eras from Ixalan, whose editions all have it, play
	// it.
	EnteringCountersArePut bool
	// Words are the edition's names for zones and for playing a spell.
	Words Words
	// Numbers maps a rule's number in ReferenceEdition to its number in
	// Edition. A rule absent from the map keeps its number, which is right
	// only for the reference edition itself; a rule that exists only in a
	// later edition is named by that edition's own number.
	Numbers map[string]string
}

// LegendRule is one form of the legend rule, a state-based effect.
type LegendRule int

const (
	// LegendAllGo puts every one of two or more legendary permanents with
	// the same name into its owner's graveyard (420.5e of 2006).
	LegendAllGo LegendRule = iota
	// LegendControllerKeepsOne has a player who controls two or more
	// legendary permanents with the same name choose one and put the rest
	// into their owners' graveyards (the rule from 2013 on).
	LegendControllerKeepsOne
)

// Words are the words an edition uses for the things whose names changed.
type Words struct {
	// Zones names each zone as the trace says it ("in play", "removed
	// from the game").
	Zones map[Zone]string
	// PlaysSpell is the verb for putting a spell on the stack, third
	// person ("plays"; "casts" from 2009).
	PlaysSpell string
	// PlaysAbility is the verb for an activated ability ("plays";
	// "activates" from 2009).
	PlaysAbility string
	// Phrases are the reference edition's phrases and the edition's own,
	// in pairs, longest first, rewritten in every trace step the game
	// records ("comes into play", "enters"). Empty for the reference
	// edition.
	Phrases []string
}

// phrase rewrites the reference edition's phrases in a trace step into
// the edition's own.
func (w *Words) phrase(text string) string {
	if len(w.Phrases) == 0 {
		return text
	}
	// Building the table costs far more than using it, and every step a
	// game records passes through here: one is kept per Phrases list, found
	// by its first element, which copies of a Words share.
	key := &w.Phrases[0]
	if t, ok := phraseReplacers.Load(key); ok {
		return t.(*phraseTable).replace(text)
	}
	t, _ := phraseReplacers.LoadOrStore(key, newPhraseTable(w.Phrases))
	return t.(*phraseTable).replace(text)
}

// phraseReplacers maps the first element of a Words.Phrases list to the
// phraseTable built from it.
var phraseReplacers sync.Map

// Rules2006 returns the rules of the Comprehensive Rules of October 1,
// 2006, the reference edition: mana burn, combat damage on the stack, the
// legend rule that puts every copy into the graveyard, and the zones "in
// play" and "removed from the game".
func Rules2006() Rules {
	return Rules{
		Edition: ReferenceEdition,
		// The Magic 2010 rules update: no mana burn, combat damage off
		// the stack, "cast", the battlefield and exile.
		Until:                        "2009-07-11",
		ManaBurn:                     true,
		CombatDamageOnStack:          true,
		Legend:                       LegendAllGo,
		RequiredOptionsOnly:          true,
		PhasingForgetsLimitedEffects: true,
		RemovedIsOutsideGame:         true,
		LeavingEndsAllStackObjects:   true,
		IllegalTargetsCounter:        true,
		Words: Words{
			Zones: map[Zone]string{
				ZoneLibrary: "library", ZoneHand: "hand", ZoneGraveyard: "graveyard", ZoneInPlay: "in play",
				ZoneStack: "stack", ZoneRemoved: "removed from the game", ZoneAny: "any zone",
			},
			PlaysSpell:   "plays",
			PlaysAbility: "plays",
		},
	}
}

// eras lists the Rules values the engine knows, oldest first. A new
// edition's rules are one more entry (eras.go).
func eras() []Rules {
	return append([]Rules{Rules2006()}, modernEras()...)
}

// knownEras is eras built once: every game asks RulesFor, and building the
// values (the 2026 number map above all) costs more than a short game.
// The values share their maps, which nothing writes after building.
var knownEras = sync.OnceValue(eras)

// ErrNoRules is returned for an edition the engine has no rules for.
var ErrNoRules = errors.New("the rules engine has no rules for this edition")

// RulesFor returns the rules to play a game under for the edition with the
// given ID: the latest Rules value whose edition is not later than it,
// provided the edition comes before the value's Until. "seed" is the seed
// edition, fragments of ReferenceEdition. Any other edition, or an ID that
// isn't a date, is an ErrNoRules.
func RulesFor(edition string) (Rules, error) {
	if edition == "seed" {
		return Rules2006(), nil
	}
	if _, err := time.Parse(time.DateOnly, edition); err != nil {
		return Rules{}, fmt.Errorf("edition %q is not a date: %w", edition, ErrNoRules)
	}
	all := knownEras()
	for i := len(all) - 1; i >= 0; i-- {
		r := all[i]
		if r.from() > edition {
			continue
		}
		if r.Until != "" && edition >= r.Until {
			return Rules{}, fmt.Errorf("edition %s: the engine's latest rules are those of %s, which changed on %s: %w", edition, r.Edition, r.Until, ErrNoRules)
		}
		return r, nil
	}
	return Rules{}, fmt.Errorf("edition %s is earlier than %s: %w", edition, all[0].Edition, ErrNoRules)
}

// from is the effective date of the first edition r describes.
func (r *Rules) from() string {
	if r.From != "" {
		return r.From
	}
	return r.Edition
}

// Cite returns the number in r's edition of the rule numbered ref in the
// reference edition.
//
// A reference rule that a later edition splits in two is named with the
// case after a "#" ("500.2#requirement"): the case has its own entry in
// Numbers where the edition splits the rule, and is otherwise the rule
// itself.
func (r *Rules) Cite(ref string) string {
	if n, ok := r.Numbers[ref]; ok {
		return n
	}
	base, _, split := strings.Cut(ref, "#")
	if !split {
		return ref
	}
	if n, ok := r.Numbers[base]; ok {
		return n
	}
	return base
}

// ZoneName is the edition's name for zone z.
func (r *Rules) ZoneName(z Zone) string {
	if n, ok := r.Words.Zones[z]; ok {
		return n
	}
	return z.String()
}
