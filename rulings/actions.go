package rulings

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// KeywordAction is one keyword action of rule 701 of 2026 as the engine
// plays it: a game term used as a verb in card text ("destroy",
// "sacrifice"). Each action, or small family of them, lives in one file,
// action_NAME.go, that holds its entry and the steps of the engine that
// cite it; the table in KeywordActions names them all. An action is
// played by instructions the engine already has (Ops): the entry adds no
// second way to do what an instruction does, it names the rule each step
// of that instruction applies under the 2026 numbering (cites) and how
// card text writes it (Oracle), which the scenario language reports when
// it can't read a line.
type KeywordAction struct {
	// Name is the action's verb as the rules name it, in lower case
	// ("destroy", "tap and untap").
	Name string
	// Rule is the rule of 701 of Edition2026 that defines it ("701.8").
	Rule string
	// Since is the effective date of the first edition whose rules have
	// the action as the engine plays it; empty for an action of the
	// reference edition, whose rules use the verb with the same meaning
	// though they number no rule for it.
	Since string
	// Oracle shows how card text writes the action, each form as the
	// scenario language reads it ("destroy TARGET").
	Oracle []string
	// Ops are the instructions that play it (Operations).
	Ops []string
	// Keyword, for an action the reference edition has as a keyword
	// ability (scry, 502.36), names the entry of Keywords that plays it
	// instead of an instruction.
	Keyword string
	// PlayerAction, for an action a player takes rather than an
	// instruction (cast, activate, play a land), is the scenario
	// language's verb for it ("casts").
	PlayerAction string
	// cites maps a step of those instructions, named as the engine
	// records it (a 2006 number and a "#" mark: "217.4a#destroy"), to the
	// 2026 subrule of the action that step applies. Under the reference
	// edition the step cites the 2006 number before the mark.
	cites map[string]string
}

// KeywordActions returns every keyword action the engine plays, in the
// order of rule 701, as a copy the caller may change.
func KeywordActions() []KeywordAction {
	return slices.Clone(actionTable())
}

// actionTable is the table of KeywordActions, built once.
var actionTable = sync.OnceValue(func() []KeywordAction {
	all := []KeywordAction{
		activateAction,
		adaptAction,
		beholdAction,
		amassAction,
		attachAction,
		blightAction,
		bolsterAction,
		conniveAction,
		castAction,
		cloakAction,
		clashAction,
		collectEvidenceAction,
		counterAction,
		createAction,
		destroyAction,
		detainAction,
		discardAction,
		discoverAction,
		doubleAction,
		endureAction,
		exchangeAction,
		exileAction,
		exertAction,
		exploreAction,
		fatesealAction,
		fightAction,
		forageAction,
		goadAction,
		investigateAction,
		learnAction,
		manifestAction,
		manifestDreadAction,
		millAction,
		monstrosityAction,
		playAction,
		populateAction,
		proliferateAction,
		regenerateAction,
		revealAction,
		sacrificeAction,
		scryAction,
		searchAction,
		shuffleAction,
		supportAction,
		surveilAction,
		suspectAction,
		tapAction,
		timeTravelAction,
		tripleAction,
		villainousChoiceAction,
		setInMotionAction,
		abandonAction,
		voteAction,
		transformAction,
		convertAction,
		incubateAction,
		meldAction,
		harnessAction,
		earthbendAction,
		ventureAction,
		assembleAction,
		ringTemptsAction,
		openAttractionAction,
		planeswalkAction,
		rollToVisitAction,
		airbendAction,
		waterbendAction,
	}
	slices.SortStableFunc(all, func(a, b KeywordAction) int { return compareRuleNumbers(a.Rule, b.Rule) })
	return all
})

// compareRuleNumbers orders two rule numbers of one section ("701.8",
// "701.21") by their numeric part.
func compareRuleNumbers(a, b string) int {
	n := func(s string) int {
		_, num, _ := strings.Cut(s, ".")
		v := 0
		for _, c := range num {
			if c < '0' || c > '9' {
				break
			}
			v = v*10 + int(c-'0')
		}
		return v
	}
	return n(a) - n(b)
}

// KeywordActionNamed returns the keyword action whose verb is word, in
// any of its forms ("sacrifices", "tap"), and whether the engine plays
// it.
func KeywordActionNamed(word string) (KeywordAction, bool) {
	word = strings.ToLower(word)
	for _, a := range actionTable() {
		for _, name := range actionVerbs(a.Name) {
			if word == name || word == name+"s" || word == name+"es" {
				return a, true
			}
		}
	}
	return KeywordAction{}, false
}

// actionVerbs splits a family's name ("tap and untap") into its verbs.
func actionVerbs(name string) []string {
	return strings.Split(name, " and ")
}

// KeywordActionIn reports whether the keyword action named name exists
// under the rules of the edition with the given date, with an error
// saying since when it does if not (surveil under 2009-07-11).
func KeywordActionIn(name, edition string) error {
	for _, a := range actionTable() {
		if a.Name == name && a.Since != "" && edition < a.Since {
			return fmt.Errorf("%s is a keyword action of the rules from %s (%s): edition %s has no such action", name, a.Since, a.Rule, edition)
		}
	}
	return nil
}

// recordAction records a step of a keyword action that the 2026 rules
// number and the reference edition doesn't (step is a key of the
// action's cites); under the reference edition's numbering it records
// nothing, the rules of that edition saying it in the step beside it.
func (g *Game) recordAction(step, format string, args ...any) {
	if g.rules.Numbers == nil {
		return
	}
	g.record(step, format, args...)
}

// actionOperation returns the instructions of keyword actions that no
// older instruction plays, each in its action's file.
func actionOperation(op string) (operation, bool) {
	switch op {
	case "surveil":
		return opSurveil, true
	case "investigate":
		return opInvestigate, true
	case "proliferate":
		return opProliferate, true
	case "adapt":
		return opAdapt, true
	case "monstrosity":
		return opMonstrosity, true
	case "bolster":
		return opBolster, true
	case "double":
		return opDouble, true
	case "triple":
		return opTriple, true
	case "blight":
		return opBlight, true
	case "endure":
		return opEndure, true
	case "explore":
		return opExplore, true
	case "connive":
		return opConnive, true
	case "amass":
		return opAmass, true
	case "populate":
		return opPopulate, true
	case "suspect":
		return opSuspect, true
	case "harness":
		return opHarness, true
	case "detain":
		return opDetain, true
	case "goad":
		return opGoad, true
	case "support":
		return opSupport, true
	case "fateseal":
		return opFateseal, true
	case "time-travel":
		return opTimeTravel, true
	case "forage":
		return opForage, true
	case "create-predefined":
		return opCreatePredefined, true
	case "discover":
		return opDiscover, true
	case "clash":
		return opClash, true
	case "collect-evidence":
		return opCollectEvidence, true
	case "behold":
		return opBehold, true
	case "exert":
		return opExert, true
	case "manifest":
		return opManifest, true
	case "cloak":
		return opCloak, true
	case "manifest-dread":
		return opManifestDread, true
	case "learn":
		return opLearn, true
	case "vote":
		return opVote, true
	case "vote-result":
		return opVoteResult, true
	case "for-each-vote":
		return opForEachVote, true
	case "villainous-choice":
		return opVillainousChoice, true
	case "villainous-option":
		return opVillainousOption, true
	case "transform":
		return opTransform, true
	case "convert":
		return opConvert, true
	case "incubate":
		return opIncubate, true
	case "meld":
		return opMeld, true
	case "airbend":
		return opAirbend, true
	case "earthbend":
		return opEarthbend, true
	case "earthbend-return":
		return opEarthbendReturn, true
	case "exchange-life":
		return opExchangeLife, true
	case "venture":
		return opVenture, true
	case "assemble":
		return opAssemble, true
	case "scry":
		return opScry, true
	case "ring-tempts":
		return opRingTempts, true
	case "ring-sacrifice":
		return opRingSacrifice, true
	case "roll-die":
		return opRollDie, true
	case "roll-again":
		return opRollAgain, true
	case "open-attraction":
		return opOpenAttraction, true
	case "roll-to-visit":
		return opRollToVisit, true
	case "claim-prize":
		return opClaimPrize, true
	case "set-in-motion":
		return opSetInMotion, true
	case "abandon":
		return opAbandon, true
	case "planeswalk":
		return opPlaneswalk, true
	case "roll-planar-die":
		return opRollPlanarDie, true
	case "chaos-ensues":
		return opChaosEnsues, true
	}
	return nil, false
}

// actionNumbers adds the 2026 numbers of every keyword action's steps to
// numbers, the engine's map from its own rule names to 2026 numbers.
func actionNumbers(numbers map[string]string) map[string]string {
	for _, a := range actionTable() {
		for step, rule := range a.cites {
			numbers[step] = rule
		}
	}
	return numbers
}

// namedByRule maps each rule naming a keyword action ("701.8", Destroy)
// or keyword ability ("702.2", Deathtouch) under the 2026 numbering, or
// heading a list the engine applies an item of (703.4, the turn-based
// actions; 704.5, the state-based actions), to the step citing it: what
// it is. It is set in init:
// the keyword table's abilities record steps, which look it up.
var namedByRule func() map[string]string

func init() { namedByRule = sync.OnceValue(namingSteps) }

// namingSteps builds the map namedByRule returns.
func namingSteps() map[string]string {
	out := map[string]string{
		"703.4": "a turn-based action, one of those the rules list, is taken",
		"704.5": "a state-based action, one of those the rules list, is performed",
	}
	for _, a := range actionTable() {
		out[a.Rule] = a.Name + " is a keyword action, a game term the rules define"
	}
	// A rule may define two keywords ("Daybound and Nightbound"): the
	// step names them all, as the rule's heading does.
	numbers := numbers2026()
	keywords := map[string][]string{}
	var rules []string
	for _, k := range keywordTable() {
		rule := k.Rule
		if n, ok := numbers[rule]; ok {
			rule = n
		}
		if _, taken := out[rule]; taken || !strings.HasPrefix(rule, "702.") || strings.TrimRight(rule, "abcdefghijklmnopqrstuvwxyz") != rule {
			continue
		}
		if len(keywords[rule]) == 0 {
			rules = append(rules, rule)
		}
		if !slices.Contains(keywords[rule], k.Name) {
			keywords[rule] = append(keywords[rule], k.Name)
		}
	}
	for _, rule := range rules {
		if names := keywords[rule]; len(names) == 1 {
			out[rule] = names[0] + " is a keyword ability"
		} else {
			out[rule] = strings.Join(names, " and ") + " are keyword abilities"
		}
	}
	return out
}

// noteNamed records, the first time a trace under the 2026 numbering
// cites a subrule of a keyword action or keyword ability (rule, a 2026
// number: "701.8a", to destroy is to move a permanent to its owner's
// graveyard), the rule naming the action or keyword ("701.8", Destroy),
// whose subrules the steps that follow apply, as noteKeyword does where
// an object's keyword begins to matter. A rule naming one cited itself
// (by noteKeyword) is noted, so the subrules that follow add nothing. The
// reference edition numbers no rule for the actions it has.
func (g *Game) noteNamed(rule string) {
	if g.rules.Numbers == nil || g.trace == nil || !strings.HasPrefix(rule, "70") {
		return
	}
	parent := strings.TrimRight(rule, "abcdefghijklmnopqrstuvwxyz")
	text, ok := namedByRule()[parent]
	if !ok || g.trace.noted[parent] {
		return
	}
	if g.trace.noted == nil {
		g.trace.noted = map[string]bool{}
	}
	g.trace.noted[parent] = true
	if parent != rule {
		g.trace.add(parent, text)
	}
}
