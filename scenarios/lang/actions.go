package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// actionKind is what a "do" line asks for.
type actionKind int

const (
	actPlay actionKind = iota
	actActivate
	actCycle
	actPass
	actAllPass
	actAdvance
	actChoose
	actAttack
	actBlock
	actAssign
	actTurnFaceUp
	actConcede
	actSuspend
	// actKeywordExile is a keyword's special action exiling a card from
	// the hand: plot, foretell (702.170b, 702.143b of 2026).
	actKeywordExile
	// actCompanion puts a companion from outside the game into its
	// owner's hand, a special action (116.2g of 2026).
	actCompanion
	// actEndEffect pays to end a continuous effect that allows it, a
	// special action (408.2i).
	actEndEffect
	// actIgnoreEffect pays to ignore a static ability's effect, a special
	// action (408.2j).
	actIgnoreEffect
	// actSubgame is a "subgame" block: the actions of the subgame started
	// by the action before it.
	actSubgame
	// actCheck is a "check" block: expectations evaluated at that point of
	// the play.
	actCheck
	// actLoop is an optional loop of one or two players settled by the infinity
	// rule (421.2, 421.3, lang_loop.go).
	actLoop
	// actMulligan and actKeep are a player's decision on his or her hand
	// before the game begins (101.4).
	actMulligan
	actKeep
	// actLook looks at a hand or at a face-down permanent (217.3c, 504.3,
	// 507.2).
	actLook
	// actAgreeDraw agrees to an intentional draw (102.4, 507.3c).
	actAgreeDraw
	// actRoll states the result of the player's next die roll (706 of
	// 2026, dice.go).
	actRoll
	// actRollPlanar rolls the planar die, a special action (901.9 of
	// 2026, planechase.go).
	actRollPlanar
	// actShortcut proposes a shortcut, actShortcutAccept and
	// actShortcutShorten answer it, and actShortcutTake, after the last
	// answer, takes it (732.2 of 2026, shortcut.go).
	actShortcut
	actShortcutAccept
	actShortcutShorten
	actShortcutTake
)

// action is one parsed "do" line.
type action struct {
	line   int
	kind   actionKind
	player string
	// roll is the die result an actRoll states.
	roll string
	// decider, when set, is the player taking the action for player, as
	// the controller of his or her turn (507.3).
	decider string
	card    objectRef
	// lookZone is the zone a look looks at: a hand, a library, a
	// graveyard or the removed-from-the-game zone (exile).
	lookZone rulings.Zone
	half     string
	ability  int
	x        int
	targets  []objectRef
	sacs     []objectRef
	discard  []objectRef
	tapping  []objectRef
	convoke  []convokeRef
	// improvise are the artifacts tapped for improvise (702.126a of 2026).
	improvise []objectRef
	// waterbend are the artifacts and creatures tapped for a waterbend
	// cost (701.67a of 2026).
	waterbend []objectRef
	// delve are the cards exiled from the graveyard for delve (702.66a of
	// 2026).
	delve   []objectRef
	choices []string
	kicked  bool
	kickers []string
	// cast: the play was written "casts", which a land can't be.
	cast bool
	// faceDown plays a card face down with morph.
	faceDown bool
	// alternative pays the spell's alternative cost instead of its mana
	// cost.
	alternative bool
	// bestow casts a card with bestow for its bestow cost.
	bestow bool
	// flashback plays the card from the graveyard for its flashback cost.
	flashback bool
	// keywordCost names the keyword whose cost the spell is cast for
	// ("paying the blitz cost").
	keywordCost string
	// keywordCostTimes is how many times that cost is paid.
	keywordCostTimes int
	// buyback announces paying the spell's buyback cost.
	buyback bool
	// entwine announces paying the entwine cost for every mode.
	entwine bool
	// fused casts both halves of a split card with fuse (702.102a).
	fused bool
	// assistant is the player who helps pay for a spell with assist, the
	// generic mana they pay and the permanents they tap for it
	// (702.132a).
	assistant     string
	assistGeneric int
	assistTapping []objectRef
	// replicate is how many times the replicate cost is paid.
	replicate int
	// offering is the permanent sacrificed for offering (502.42a).
	offering *objectRef
	// splices are the cards in hand spliced onto the spell (502.40a).
	splices []objectRef
	// division splits a divided effect among the targets (409.1e).
	division []int
	// returns are creatures returned to hand to pay a cost (ninjutsu).
	returns []objectRef
	// sub holds a subgame block's actions.
	sub []action
	// expects holds a check block's expectations.
	expects []expectation
	// keyword names the keyword ability a "cycles" or "transmutes" action
	// plays from hand.
	keyword string
	step    rulings.StepKind
	// loop holds an optional loop's actions, in the order they repeat;
	// x is the number proposed and counter the lower number chosen, or 0
	// when the other player agrees (421.3).
	loop    []action
	counter int
	// ownLoop marks a loop whose actions are all one player's (421.2).
	ownLoop bool
	// independent marks a loop of two players' actions that don't depend
	// on one another (421.5); answerer is the player who agrees or
	// chooses a higher number.
	independent bool
	answerer    string
	// point is a shortcut's ending point: point.player has priority in
	// the step point.step of this turn (actShortcut, actShortcutShorten);
	// text is a shortcut's repeated action as written.
	point *pointRef
	text  string
	// attackers, blocks and shares script combat.
	attackers []objectRef
	// defender is the player the attackers attack, when named
	// ("attacks carol with ...", 308.1).
	defender string
	// bands are the attacking bands: indexes into attackers (308.2b).
	bands  [][]int
	blocks []blockRef
	shares []shareRef
}

type blockRef struct {
	blocker, attacker objectRef
}

type shareRef struct {
	to     objectRef
	amount int
}

// objectRef names an object, optionally as "bob's NAME", or a player.
type objectRef struct {
	owner string
	name  string
	// another names an object of that name other than those the same
	// clause named before it (`targeting "Forest" and another "Forest"`).
	another bool
}

type convokeRef struct {
	ref  objectRef
	pays string
}

// clauseWords start the clauses of a play or activation.
var clauseWords = []string{"splicing ", "offering ", "returning ", "dividing ", "targeting ", "sacrificing ", "discarding ", "tapping ", "convoking ", "improvising ", "waterbending ", "delving ", "choosing ", "with X = ", "as ", "ability ", "assisted by "}

// action parses one "do" line.
func (p *blockParser) action(prog *Program, n *node) (action, error) {
	a := action{line: n.line}
	text := n.text
	fail := func(format string, args ...any) (action, error) { return a, errorf(p.file, n.line, format, args...) }
	if rest, ok := strings.CutPrefix(text, "all pass"); ok {
		a.kind, a.x = actAllPass, 1
		if rest != "" {
			n, err := strconv.Atoi(strings.TrimPrefix(rest, " x"))
			if err != nil || !strings.HasPrefix(rest, " x") || n < 1 || n > 100 {
				return fail("expected \"all pass\" or \"all pass xN\" (N from 1 to 100), found %q", text)
			}
			a.x = n
		}
		return a, nil
	}
	if rest, ok := strings.CutPrefix(text, "advance to "); ok {
		who, step, ok := strings.Cut(rest, " ")
		st, okStep := rulings.ParseStep(step)
		if !ok || !okStep || !contains(prog.players, who) {
			return fail("expected \"advance to PLAYER STEP\" (e.g. \"advance to bob upkeep\")")
		}
		a.kind, a.player, a.step = actAdvance, who, st
		return a, nil
	}
	if strings.Contains(text, " loop ") || strings.Contains(text, " loops ") {
		if a, ok, err := p.loopAction(prog, n); ok {
			return a, err
		}
	}
	who, rest, _ := strings.Cut(text, " ")
	if !contains(prog.players, who) {
		return fail("expected an action starting with a player (%s), \"all pass\" or \"advance to\"; found %q", strings.Join(prog.players, ", "), text)
	}
	a.player = who
	if other, after, ok := strings.Cut(strings.TrimPrefix(rest, "for "), " "); strings.HasPrefix(rest, "for ") && ok && contains(prog.players, other) {
		// "alice for bob plays ...": alice, who controls bob's turn,
		// takes bob's action (507.3).
		a.decider, a.player, rest = who, other, after
	}
	verb, rest, _ := strings.Cut(rest, " ")
	switch verb {
	case "passes":
		if rest != "" {
			return fail("unexpected %q after \"passes\"", rest)
		}
		a.kind = actPass
		return a, nil
	case "concedes":
		if rest != "" {
			return fail("unexpected %q after \"concedes\"", rest)
		}
		a.kind = actConcede
		return a, nil
	case "mulligans", "keeps":
		if rest != "" {
			return fail("unexpected %q after %q", rest, verb)
		}
		a.kind = map[string]actionKind{"mulligans": actMulligan, "keeps": actKeep}[verb]
		return a, nil
	case "looks":
		what, ok := strings.CutPrefix(rest, "at ")
		if !ok {
			return fail("expected \"%s looks at OTHER's hand\" (library, graveyard, exile) or \"%s looks at OTHER's \"NAME\"\"", who, who)
		}
		a.kind = actLook
		if owner, ok := strings.CutSuffix(what, "'s hand"); ok && contains(prog.players, owner) {
			a.card, a.lookZone = objectRef{owner: owner}, rulings.ZoneHand
			return a, nil
		}
		if owner, zone, ok := lookedAtZone(what); ok && contains(prog.players, owner) {
			a.card, a.lookZone = objectRef{owner: owner}, zone
			return a, nil
		}
		if !strings.HasSuffix(what, "\"") {
			return fail("expected \"%s looks at OTHER's hand\" (library, graveyard, exile) or \"%s looks at OTHER's \"NAME\"\", found %q", who, who, what)
		}
		a.card = parseObjectRef(what)
		return a, nil
	case "agrees":
		if rest != "to an intentional draw" {
			return fail("expected \"%s agrees to an intentional draw\"", who)
		}
		a.kind = actAgreeDraw
		return a, nil
	case "rolls":
		if after, ok := strings.CutPrefix(rest, "the planar die"); ok {
			// The special action of 901.9, paid for with "tapping ...".
			a.kind = actRollPlanar
			return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(after, ",")))
		}
		result, err := rollAnswer(who, rest)
		if err != nil {
			return fail("%v", err)
		}
		a.kind, a.roll = actRoll, result
		return a, nil
	case "chooses":
		a.kind = actChoose
		for _, c := range splitList(rest) {
			a.choices = append(a.choices, unquote(c))
			if p.namesCards {
				// An answer that names a card is known to the game;
				// any other is refused there (201.4a of 2026).
				_, _ = p.lookupCard(unquote(c))
			}
		}
		if len(a.choices) == 0 {
			return fail("expected what %s chooses", who)
		}
		return a, nil
	case "attacks":
		list, ok := strings.CutPrefix(rest, "with ")
		if who, l, found := strings.Cut(rest, " with "); !ok && found && who != "" && !strings.ContainsAny(who, " \"") {
			// "alice attacks carol with ...": the player these creatures
			// attack (308.1).
			a.defender, list, ok = who, l, true
		} else if name, l, found := quotedPrefix(rest); !ok && found && name != "" && strings.HasPrefix(l, "with ") {
			// "alice attacks \"Jace Beleren\" with ...": the planeswalker
			// these creatures attack (508.1b of 2026), kept quoted.
			a.defender, list, ok = strconv.Quote(name), strings.TrimPrefix(l, "with "), true
		}
		if !ok {
			return fail("expected \"%s attacks with \"A\", \"B\"\" or \"%s attacks with nothing\"", who, who)
		}
		a.kind = actAttack
		if list == "nothing" && a.defender != "" {
			return fail("\"%s attacks %s with nothing\": a declaration of no attackers attacks no player; write \"%s attacks with nothing\"", who, a.defender, who)
		}
		if l, pay, ok := strings.Cut(list, ", tapping "); ok {
			// Mana abilities played to pay a cost to attack (308.2e).
			list = l
			for _, part := range strings.Split(pay, " and ") {
				if err := p.counted(&a.tapping, n.line, strings.TrimSpace(part)); err != nil {
					return a, err
				}
			}
		}
		if list != "nothing" {
			for _, item := range splitList(list) {
				members, band := strings.CutSuffix(item, " in a band")
				if !band {
					a.attackers = append(a.attackers, parseObjectRef(item))
					continue
				}
				names := strings.Split(members, " and ")
				if len(names) < 2 {
					return fail("expected `\"A\" and \"B\" in a band`, found %q", item)
				}
				var idx []int
				for _, name := range names {
					idx = append(idx, len(a.attackers))
					a.attackers = append(a.attackers, parseObjectRef(strings.TrimSpace(name)))
				}
				a.bands = append(a.bands, idx)
			}
		}
		return a, nil
	case "blocks":
		a.kind = actBlock
		if rest == "with nothing" {
			return a, nil
		}
		attacker, blockers, ok := strings.Cut(rest, " with ")
		if b, pay, paying := strings.Cut(blockers, ", tapping "); paying {
			// Mana abilities played to pay a cost to block (309.2c).
			blockers = b
			for _, part := range strings.Split(pay, " and ") {
				if err := p.counted(&a.tapping, n.line, strings.TrimSpace(part)); err != nil {
					return a, err
				}
			}
		}
		if !ok {
			return fail("expected \"%s blocks \"ATTACKER\" with \"BLOCKER\"\" or \"%s blocks with nothing\"", who, who)
		}
		// "blocks "A" and "B" with "X"": a creature that can block several.
		for _, at := range splitList(strings.ReplaceAll(attacker, " and ", ", ")) {
			for _, b := range splitList(strings.ReplaceAll(blockers, " and ", ", ")) {
				a.blocks = append(a.blocks, blockRef{blocker: parseObjectRef(b), attacker: parseObjectRef(at)})
			}
		}
		return a, nil
	case "assigns":
		source, list, ok := strings.Cut(rest, " damage:")
		if !ok {
			return fail("expected \"%s assigns \"CREATURE\" damage: 2 to \"A\", 1 to \"B\"\"", who)
		}
		a.kind, a.card = actAssign, parseObjectRef(source)
		for _, item := range splitList(list) {
			amount, to, ok := strings.Cut(item, " to ")
			n, err := strconv.Atoi(amount)
			if !ok || err != nil || n < 0 {
				return fail("expected \"N to \"CREATURE\"\", found %q", item)
			}
			a.shares = append(a.shares, shareRef{to: parseObjectRef(to), amount: n})
		}
		return a, nil
	case "plays", "casts":
		// "casts" is the word of the rules from 2009 (M10Update); a land
		// is played in every edition, which the run checks.
		a.kind, a.cast = actPlay, verb == "casts"
	case "activates":
		a.kind = actActivate
		if kw, after, ok := strings.Cut(rest, " of "); ok && !strings.HasPrefix(kw, "\"") {
			// "activates ninjutsu of "Card"": a keyword ability played from
			// the hand.
			a.kind, a.keyword, rest = actCycle, kw, after
		}
	case "suspends":
		name, after, ok := quotedPrefix(rest)
		if !ok {
			return fail("expected \"%s suspends \"CARD\", tapping ...\"", who)
		}
		a.kind, a.card = actSuspend, objectRef{name: name}
		return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(after, ",")))
	case "ends", "ignores":
		name, after, ok := quotedPrefix(strings.TrimPrefix(rest, "the effect of "))
		if !ok || !strings.HasPrefix(rest, "the effect of ") {
			return fail("expected \"%s %s the effect of \"CARD\", tapping ...\"", who, verb)
		}
		a.kind, a.card = actEndEffect, objectRef{name: name}
		if verb == "ignores" {
			a.kind = actIgnoreEffect
		}
		return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(after, ",")))
	case "plots", "foretells":
		name, after, ok := quotedPrefix(rest)
		k, known := rulings.KeywordByVerb(verb)
		if !ok || !known {
			return fail("expected \"%s %s \"CARD\", tapping ...\"", who, verb)
		}
		a.kind, a.keyword, a.card = actKeywordExile, k.Name, objectRef{name: name}
		return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(after, ",")))
	case "puts":
		name, after, ok := quotedPrefix(strings.TrimPrefix(rest, "companion "))
		clauses, okHand := strings.CutPrefix(strings.TrimSpace(after), "into hand")
		if !ok || !okHand || !strings.HasPrefix(rest, "companion ") {
			return fail("expected \"%s puts companion \"CARD\" into hand, tapping ...\"", who)
		}
		a.kind, a.card = actCompanion, objectRef{name: name}
		return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(clauses, ",")))
	case "turns":
		name, after, ok := quotedPrefix(rest)
		clauses, okFace := strings.CutPrefix(after, "face up")
		if !ok || !okFace {
			return fail("expected \"%s turns \"CARD\" face up, tapping ...\"", who)
		}
		a.kind, a.card = actTurnFaceUp, objectRef{name: name}
		return a, p.clauses(&a, n.line, strings.TrimSpace(strings.TrimPrefix(clauses, ",")))
	default:
		if k, ok := rulings.KeywordByVerb(verb); ok {
			a.kind, a.keyword = actCycle, k.Name
			break
		}
		return fail("unknown action %q (expected plays, activates, cycles, transmutes, suspends, ends, ignores, puts, turns, passes, concedes, agrees, looks, chooses, attacks, blocks, assigns, mulligans or keeps)", verb)
	}
	owner := ""
	if i := strings.Index(rest, "'s \""); (a.kind == actActivate || a.kind == actPlay) && i > 0 && !strings.Contains(rest[:i], "\"") {
		// "activates bob's "Card"": a permanent of another player, whose
		// abilities only its controller may play (403.2); "plays bob's
		// "Card"": a card of another player's, which an effect may let
		// the player cast (609.4).
		owner, rest = rest[:i], rest[i+3:]
	}
	name, rest, ok := quotedPrefix(rest)
	if !ok {
		return fail("expected a quoted card name after %q", verb)
	}
	a.card = objectRef{owner: owner, name: name}
	rest = strings.TrimPrefix(rest, ",")
	return a, p.clauses(&a, n.line, strings.TrimSpace(rest))
}

// clauses parses the comma-separated clauses after the card name.
func (p *blockParser) clauses(a *action, line int, s string) error {
	current := ""
	for _, item := range splitList(s) {
		if item == "kicking" {
			a.kicked, current = true, ""
			continue
		}
		if costs, ok := strings.CutPrefix(item, "kicking {"); ok {
			// "kicking {W} and {2}{B}": the kicker costs announced.
			for c := range strings.SplitSeq("{"+costs, " and ") {
				a.kickers = append(a.kickers, strings.TrimSpace(c))
			}
			a.kicked, current = true, ""
			continue
		}
		if item == "face down" {
			a.faceDown, current = true, ""
			continue
		}
		if item == "paying the bestow cost" {
			a.bestow, current = true, ""
			continue
		}
		if item == "paying the alternative cost" {
			a.alternative, current = true, ""
			continue
		}
		if item == "paying the flashback cost" {
			a.flashback, current = true, ""
			continue
		}
		if item == "paying the buyback cost" {
			a.buyback, current = true, ""
			continue
		}
		if item == "prototyped" {
			// Cast with the prototype's characteristics (702.160a).
			a.keywordCost, current = "prototype", ""
			continue
		}
		if item == "fused" {
			a.fused, current = true, ""
			continue
		}
		if item == "paying the entwine cost" {
			a.entwine, current = true, ""
			continue
		}
		if kw, ok := strings.CutPrefix(item, "paying the "); ok && !strings.HasPrefix(kw, "replicate ") {
			// "paying the blitz cost": a way of casting a keyword offers;
			// "paying the squad cost x2", paid more than once.
			name, n := SplitCount(kw)
			if name, ok = strings.CutSuffix(name, " cost"); ok {
				a.keywordCost, a.keywordCostTimes, current = name, n, ""
				continue
			}
		}
		if rest, ok := strings.CutPrefix(item, "paying the replicate cost"); ok {
			// "paying the replicate cost x2": once per payment (502.52a).
			_, n := SplitCount("cost" + rest)
			if n < 1 {
				return errorf(p.file, line, "bad count in %q", item)
			}
			a.replicate, current = n, ""
			continue
		}
		for _, w := range clauseWords {
			if rest, ok := strings.CutPrefix(item, w); ok {
				current, item = strings.TrimSpace(w), rest
				break
			}
		}
		if current == "" {
			return errorf(p.file, line, "unexpected %q: clauses start with targeting, sacrificing, discarding, tapping, convoking, choosing, \"with X = N\", \"as HALF\" or \"ability N\"", item)
		}
		for _, part := range strings.Split(item, " and ") {
			if err := p.clauseItem(a, line, current, strings.TrimSpace(part)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *blockParser) clauseItem(a *action, line int, clause, item string) error {
	switch clause {
	case "targeting":
		a.targets = append(a.targets, parseObjectRef(item))
	case "sacrificing":
		return p.counted(&a.sacs, line, item)
	case "discarding":
		return p.counted(&a.discard, line, item)
	case "tapping":
		return p.counted(&a.tapping, line, item)
	case "assisted by":
		if a.assistant != "" {
			// The helper's own permanents, tapped for mana first.
			return p.counted(&a.assistTapping, line, item)
		}
		who, n, ok := strings.Cut(item, " for ")
		generic, err := strconv.Atoi(strings.TrimSpace(n))
		if !ok || err != nil || generic < 0 {
			return errorf(p.file, line, "expected \"assisted by PLAYER for N\" (then that player's mana sources), found %q", item)
		}
		a.assistant, a.assistGeneric = strings.TrimSpace(who), generic
	case "convoking":
		name, pays, _ := strings.Cut(item, " for ")
		a.convoke = append(a.convoke, convokeRef{ref: parseObjectRef(name), pays: strings.TrimSpace(pays)})
	case "improvising":
		a.improvise = append(a.improvise, eachOf(item)...)
	case "waterbending":
		a.waterbend = append(a.waterbend, eachOf(item)...)
	case "delving":
		return p.counted(&a.delve, line, item)
	case "choosing":
		a.choices = append(a.choices, unquote(item))
	case "returning":
		a.returns = append(a.returns, parseObjectRef(item))
	case "splicing":
		a.splices = append(a.splices, parseObjectRef(item))
	case "offering":
		ref := parseObjectRef(item)
		a.offering = &ref
	case "dividing":
		n, err := strconv.Atoi(item)
		if err != nil {
			return errorf(p.file, line, "expected numbers after \"dividing\", found %q", item)
		}
		a.division = append(a.division, n)
	case "with X =":
		n, err := strconv.Atoi(item)
		if err != nil || n < 0 {
			return errorf(p.file, line, "expected a number after \"with X =\", found %q", item)
		}
		a.x = n
	case "as":
		a.half = unquote(item)
	case "ability":
		n, err := strconv.Atoi(item)
		if err != nil || n < 1 {
			return errorf(p.file, line, "expected \"ability N\" with N from 1, found %q", item)
		}
		a.ability = n - 1
	}
	return nil
}

// parseObjectRef reads NAME, "NAME" or PLAYER's "NAME", each possibly
// after "another".
func parseObjectRef(s string) objectRef {
	s = strings.TrimSpace(s)
	if rest, ok := strings.CutPrefix(s, "another "); ok {
		ref := parseObjectRef(rest)
		ref.another = true
		return ref
	}
	if i := strings.Index(s, "'s "); i > 0 && !strings.Contains(s[:i], "\"") {
		return objectRef{owner: s[:i], name: unquote(s[i+3:])}
	}
	return objectRef{name: unquote(s)}
}

// counted adds the objects item names to list: "Swamp x3" names three
// Swamps.
func (p *blockParser) counted(list *[]objectRef, line int, item string) error {
	name, count := SplitCount(item)
	if count < 1 {
		return errorf(p.file, line, "bad count in %q", item)
	}
	for range count {
		*list = append(*list, parseObjectRef(name))
	}
	return nil
}

// eachOf reads a clause item naming permanents, "Name" or "Name xN", as
// one reference for each of the N (improvise and waterbend tap each).
func eachOf(item string) []objectRef {
	ref := parseObjectRef(item)
	name, n := SplitCount(ref.name)
	refs := make([]objectRef, n)
	for i := range refs {
		refs[i] = ref
		refs[i].name = name
	}
	return refs
}

// lookedAtZone reads "bob's library", "bob's graveyard" or "bob's exile"
// (also "bob's removed"), what a look names other than a hand.
func lookedAtZone(what string) (owner string, zone rulings.Zone, ok bool) {
	for suffix, z := range map[string]rulings.Zone{"'s library": rulings.ZoneLibrary, "'s graveyard": rulings.ZoneGraveyard, "'s exile": rulings.ZoneRemoved, "'s removed": rulings.ZoneRemoved} {
		if owner, ok := strings.CutSuffix(what, suffix); ok {
			return owner, z, true
		}
	}
	return "", rulings.ZoneNone, false
}
