package lang

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// untilPlaneswalk is the duration of an effect that lasts until any player
// planeswalks (901.11).
const untilPlaneswalk = " until a player planeswalks"

// instructions parses an effect: clauses separated by ";", each "[SUBJECT]
// VERB ...". The subject is "you" (the default), "that player",
// "controller of NAME", "this", "that card" or a target's NAME.
func (p *blockParser) instructions(line int, text string) ([]rulings.Instruction, error) {
	var out []rulings.Instruction
	var clauses []string
	p.movedInEffect = false
	defer func() { p.movedInEffect = false }()
	for _, clause := range strings.Split(text, ";") {
		clause = strings.TrimSuffix(strings.TrimSpace(clause), ".")
		if clause == "" {
			return nil, errorf(p.file, line, "empty instruction in %q", strings.TrimSpace(text))
		}
		clauses = append(clauses, expandClause(clause)...)
	}
	for i := 0; i < len(clauses); i++ {
		clause := clauses[i]
		if n := len(out); n > 0 && out[n-1].Becomes != nil && stillTheSame(clause) {
			// "... becomes a 2/2 Assembly-Worker artifact creature until
			// end of turn. It's still a land.": the permanent keeps its
			// prior types (205.1b of 2026).
			b := out[n-1].Becomes
			b.Replace, b.SetsSubtypes, b.CreatureTypesReplace = false, false, false
			continue
		}
		if ins, skip, ok, err := p.separatePiles(line, clauses[i:]); ok {
			if err != nil {
				return nil, err
			}
			out = append(out, ins)
			i += skip
			continue
		}
		if ins, skip, ok, err := p.separatePermanentPiles(line, clauses[i:]); ok {
			if err != nil {
				return nil, err
			}
			out = append(out, ins)
			i += skip
			continue
		}
		if what, ok := nextEnterAsCopies(clauses[i:]); ok {
			// Mystic Reflection: "Choose target nonlegendary creature.
			// The next time one or more creatures or planeswalkers enter
			// the battlefield this turn, they enter as copies of the
			// chosen creature." (614.1c of 2026).
			ins, err := p.objectInstruction(line, rulings.Instruction{Text: clauses[i] + "; " + clauses[i+1], Player: rulings.Ref{Kind: rulings.RefYou}}, "enter-as-copy-next", strings.TrimPrefix(clause, "choose "))
			if err != nil {
				return nil, err
			}
			if ins.Filter, err = p.filter(line, what); err != nil {
				return nil, err
			}
			ins.Filter.Text = strings.ReplaceAll(what, ", ", " or ")
			out = append(out, ins)
			i++
			continue
		}
		// "copy that spell. The copy targets that token": the copy is
		// given the token just created as its new target (707.10e of
		// 2026).
		if clause == "copy that spell" && i+1 < len(clauses) && clauses[i+1] == "the copy targets that token" {
			out = append(out, rulings.Instruction{Op: "copy-targeting-created", Text: "copy that spell. The copy targets that token"})
			i++
			continue
		}
		if ins, ok, err := p.gainsKeywordCostIsManaCost(line, clauses[i:]); ok {
			if err != nil {
				return nil, err
			}
			out = append(out, ins)
			i++
			continue
		}
		if what, ok := strings.CutSuffix(strings.TrimPrefix(clause, "the next time "), " would deal damage this turn, prevent that damage"); ok && strings.HasPrefix(clause, "the next time ") {
			// "The next time target creature would deal damage this turn,
			// prevent that damage." (615.1a of 2026), with "You gain life
			// equal to the damage prevented this way." after it: life
			// gained as a result of the damage event (120.4d).
			ins, err := p.objectInstruction(line, rulings.Instruction{Text: clause}, "prevent-next-from", what)
			if err != nil {
				return nil, err
			}
			if i+1 < len(clauses) && clauses[i+1] == preventedLifeClause {
				ins.Name, ins.Text = rulings.PreventGainLife, clause+"; "+preventedLifeClause
				i++
			}
			out = append(out, ins)
			continue
		}
		if ins, skip, ok, err := p.sharedKeywords(line, clauses[i:]); ok {
			if err != nil {
				return nil, err
			}
			out = append(out, ins)
			i += skip
			continue
		}
		if ins, skip, ok, err := p.searchSameName(line, clauses[i:], out); ok {
			if err != nil {
				return nil, err
			}
			out = append(out, ins)
			i += skip
			continue
		}
		if cost, ok := strings.CutPrefix(clause, "any player may pay "); ok && strings.HasSuffix(cost, " to end this effect") && len(out) > 0 {
			m, err := rulings.ParseManaCost(strings.TrimSuffix(cost, " to end this effect"))
			if err != nil {
				return nil, errorf(p.file, line, "%q: %v", clause, err)
			}
			out[len(out)-1].EndCost = &m
			continue
		}
		// "If this spell was kicked, draw a card.": a clause followed only
		// if the kicker cost was paid (702.33d of 2026), as "if kicked,"
		// reads on an effect line.
		kicked := false
		for _, prefix := range []string{"if this was kicked, ", "if this spell was kicked, ", "if it was kicked, "} {
			if rest, ok := strings.CutPrefix(clause, prefix); ok {
				clause, kicked = rest, true
				break
			}
		}
		// "Burst Lightning deals 2 damage to any target. If this spell was
		// kicked, it deals 4 damage instead.": the kicked amount replaces
		// the damage of the instruction before it, a self-replacement
		// effect (614.15 of 2026).
		if kicked && strings.HasSuffix(clause, " damage instead") && len(out) > 0 && out[len(out)-1].Op == "damage" {
			words := strings.Fields(clause)
			v, err := p.value(line, words[len(words)-3])
			if err != nil {
				return nil, err
			}
			out[len(out)-1].KickedAmount = &v
			continue
		}
		// "Clash with an opponent. If you win, EFFECT": a clause followed
		// only if the controller won that clash (701.30d of 2026).
		won := false
		if rest, ok := strings.CutPrefix(clause, "if you win, "); ok {
			if !slices.ContainsFunc(out, func(ins rulings.Instruction) bool { return ins.Op == "clash" }) {
				return nil, errorf(p.file, line, "cannot read %q: \"if you win\" follows no clash (701.30d) in this effect", clause)
			}
			clause, won = rest, true
		}
		// "Roll a six-sided die. If the result is 4 or higher, EFFECT": a
		// clause followed only for some results of that roll (706.4).
		cond, rest, isResult, err := resultCondition(clause)
		if err != nil {
			return nil, errorf(p.file, line, "%v", err)
		}
		if isResult {
			if !rolls(out) {
				return nil, errorf(p.file, line, "cannot read %q: \"if the result is\" follows no instruction to roll a die (706.4) in this effect", clause)
			}
			clause = rest
		}
		ins, err := p.instruction(line, clause)
		if err != nil {
			return nil, err
		}
		if isResult {
			ins.If = cond
		}
		if kicked {
			ins.If = "kicked"
		}
		if won {
			ins.If = rulings.IfWonClash
		}
		if ins.Op == "move" || ins.Op == "put-from-hand" || (ins.Op == "may" && len(ins.Else) > 0 && ins.Else[0].Op == "put-from-hand") {
			// What the effect moved is a new object that a later "it"
			// of the same effect finds where it went (400.7j): a card
			// put from a hand onto the battlefield too (Sneak Attack).
			p.movedInEffect = true
		}
		// A clause the language reads must be one the engine performs.
		if err := rulings.CheckInstruction(ins); err != nil {
			return nil, errorf(p.file, line, "cannot use %v", err)
		}
		if (ins.Op == "sacrifice-this" || ins.Op == "collect-evidence" || ins.Op == "behold" || ins.Op == "may") && i+1 < len(clauses) {
			// "Sacrifice this. If you do, EFFECT": the rest of the text
			// is followed only if the sacrifice was (118.12 of 2026), as
			// after "you may collect evidence N" (701.59a); after "you
			// may ACTION", only if the player chose to (118.12).
			if then, ok := strings.CutPrefix(clauses[i+1], "if you do, "); ok {
				rest := strings.Join(append([]string{then}, clauses[i+2:]...), "; ")
				inner, err := p.instructions(line, rest)
				if err != nil {
					return nil, err
				}
				if ins.Op == "may" {
					ins.IfDone = inner
					out = append(out, ins)
					break
				}
				ins.Else = inner
				out = append(out, ins)
				break
			}
		}
		out = append(out, ins)
	}
	return out, nil
}

// nextEnterAsCopies matches "choose T" followed by "the next time one or
// more FILTER enter the battlefield this turn, they enter as copies of
// the chosen creature", returning FILTER.
func nextEnterAsCopies(clauses []string) (string, bool) {
	if len(clauses) < 2 || !strings.HasPrefix(clauses[0], "choose ") {
		return "", false
	}
	rest, ok := strings.CutPrefix(clauses[1], "the next time one or more ")
	if !ok {
		return "", false
	}
	for _, tail := range []string{" enter the battlefield this turn, they enter as copies of the chosen creature", " enter play this turn, they enter as copies of the chosen creature"} {
		if what, ok := strings.CutSuffix(rest, tail); ok {
			return strings.ReplaceAll(what, " or ", ", "), true
		}
	}
	return "", false
}

// cutPutFromHand cuts what is put from "X from your hand onto the
// battlefield" (or "into play", and "face up" after either): a card
// entering face up is the default, so the words add nothing.
func cutPutFromHand(args string) (string, bool) {
	args = strings.TrimSuffix(args, " face up")
	for _, onto := range []string{" from your hand onto the battlefield", " from your hand into play"} {
		if what, ok := strings.CutSuffix(args, onto); ok {
			return what, true
		}
	}
	return "", false
}

// preventedLifeClause gains the life a prevention effect just before it
// prevented.
const preventedLifeClause = "you gain life equal to the damage prevented this way"

// extraCombatClause is the one wording of an effect that adds phases to a
// turn (300.7).
const extraCombatClause = "after this main phase, there is an additional combat phase followed by an additional main phase"

// verbs are the instruction words, each with its third-person form.
var verbs = map[string]string{
	"destroys": "destroy", "loses": "lose", "gains": "gain", "draws": "draw", "taps": "tap", "untaps": "untap",
	"deals": "deal", "gets": "get", "becomes": "become", "discards": "discard", "mills": "mill", "creates": "create",
	"chooses": "choose", "reveals": "reveal", "may": "may", "adds": "add", "puts": "put",
	"counters": "counter", "names": "name", "prevents": "prevent", "plays": "play", "regenerates": "regenerate", "sacrifices": "sacrifice", "changes": "change", "returns": "return", "removes": "remove", "searches": "search", "copies": "copy", "flips": "flip",
	"switches": "switch", "wins": "win", "takes": "take", "skips": "skip",
}

func isVerb(w string) bool {
	if _, ok := verbs[w]; ok {
		return true
	}
	for _, base := range verbs {
		if base == w {
			return true
		}
	}
	return false
}

// subject splits a clause into its subject reference and the rest.
// gainsKeywordCostIsManaCost reads "each FILTER gains KEYWORD until end of
// turn" followed by "the KEYWORD cost is equal to its mana cost" (Past in
// Flames): the keyword is given with a cost that is, for each object, its
// mana cost as it is used (702.1b of 2026).
func (p *blockParser) gainsKeywordCostIsManaCost(line int, clauses []string) (ins rulings.Instruction, ok bool, err error) {
	if len(clauses) < 2 {
		return ins, false, nil
	}
	rest := strings.TrimPrefix(strings.TrimPrefix(clauses[0], "each "), "all ")
	group, keyword, found := strings.Cut(strings.TrimSuffix(rest, " until end of turn"), " gains ")
	if !found {
		group, keyword, found = strings.Cut(strings.TrimSuffix(rest, " until end of turn"), " gain ")
	}
	if !found || !strings.HasSuffix(rest, " until end of turn") || !strings.EqualFold(clauses[1], "the "+keyword+" cost is equal to its mana cost") {
		return ins, false, nil
	}
	a, err := p.oneKeyword(line, keyword+" {0}")
	if err != nil {
		return ins, true, err
	}
	a.CostIsManaCost = true
	a.Text = keyword
	if isTargetName(group) {
		// "Target instant or sorcery card in your graveyard gains
		// flashback until end of turn. The flashback cost is equal to
		// its mana cost." (Snapcaster Mage): the one card targeted.
		ins = rulings.Instruction{Op: "gain-ability", Object: rulings.Ref{Kind: rulings.RefTarget, Name: group}, Ability: a, Duration: rulings.UntilEndOfTurn, Text: strings.TrimPrefix(rest, group+" ") + "; " + clauses[1]}
		return ins, true, nil
	}
	f, err := p.filter(line, group)
	ins = rulings.Instruction{Op: "gain-ability-all", Filter: f, Ability: a, Duration: rulings.UntilEndOfTurn, Text: clauses[0] + ". " + clauses[1]}
	return ins, true, err
}

// sharedKeywords reads "creatures you control gain K until end of turn if
// a creature you control has K", optionally followed by "the same is true
// for K2, K3, and K4" (Concerted Effort, 702.1c of 2026): each keyword
// named is granted to the group, in each variant found among it. skip is
// the number of clauses read beyond the first.
func (p *blockParser) sharedKeywords(line int, clauses []string) (ins rulings.Instruction, skip int, ok bool, err error) {
	clause := strings.TrimPrefix(clauses[0], "all ")
	group, rest, found := strings.Cut(clause, " gain ")
	if !found {
		return ins, 0, false, nil
	}
	keyword, cond, found := strings.Cut(rest, " until end of turn if ")
	if !found {
		return ins, 0, false, nil
	}
	one, has, found := strings.Cut(cond, " has ")
	if !found || has != keyword || "creatures "+strings.TrimPrefix(one, "a creature ") != group {
		return ins, 0, false, nil
	}
	names := []string{keyword}
	if len(clauses) > 1 {
		if list, ok := strings.CutPrefix(clauses[1], "the same is true for "); ok {
			skip = 1
			for _, name := range splitList(list) {
				names = append(names, strings.TrimPrefix(strings.TrimSpace(name), "and "))
			}
		}
	}
	for _, name := range names {
		if !slices.ContainsFunc(rulings.Keywords(), func(k rulings.Keyword) bool { return k.Name == name }) {
			return ins, skip, true, errorf(p.file, line, "%q: %q is not a keyword ability the engine knows", clauses[0], name)
		}
	}
	f, err := p.filter(line, group)
	if err != nil {
		return ins, skip, true, err
	}
	ins = rulings.Instruction{Op: "gain-shared-keywords", Filter: f, Keywords: names, Duration: rulings.UntilEndOfTurn, Text: strings.Join(clauses[:skip+1], ". ")}
	return ins, skip, true, nil
}

func (p *blockParser) subject(line int, clause string) (rulings.Ref, string, error) {
	for prefix, kind := range map[string]rulings.RefKind{"you ": rulings.RefYou, "that player ": rulings.RefThatPlayer, "this ": rulings.RefThis, "that card ": rulings.RefThatCard, "it ": rulings.RefIt} {
		if rest, ok := strings.CutPrefix(clause, prefix); ok {
			if kind == rulings.RefIt && !p.itNamesSomething() {
				return rulings.Ref{}, "", p.itError(line, clause)
			}
			return rulings.Ref{Kind: kind}, rest, nil
		}
	}
	if ref, rest, ok, err := p.mostLifeSubject(line, clause); ok || err != nil {
		return ref, rest, err
	}
	if rest, ok := strings.CutPrefix(clause, "each player "); ok {
		return rulings.Ref{Kind: rulings.RefEachPlayer}, rest, nil
	}
	if rest, ok := strings.CutPrefix(clause, "each opponent "); ok {
		return rulings.Ref{Kind: rulings.RefEachOpponent}, rest, nil
	}
	for _, that := range []string{"that creature ", "that Vehicle "} {
		// The creature of the trigger event ("that Vehicle gets +1/+1",
		// the Vehicle a creature crewed).
		if rest, ok := strings.CutPrefix(clause, that); ok && p.thatCreature != rulings.RefNone {
			return rulings.Ref{Kind: p.thatCreature}, rest, nil
		}
	}
	if rest, ok := strings.CutPrefix(clause, "each of that player's opponents "); ok {
		// The opponents of the player the trigger event names.
		return rulings.Ref{Kind: rulings.RefEachOpponent, Name: rulings.OpponentsOfThatPlayer}, rest, nil
	}
	if rest, ok := strings.CutPrefix(clause, "defending player "); ok {
		// The player the creature with the ability attacks (308.1).
		return rulings.Ref{Kind: rulings.RefDefendingPlayer}, rest, nil
	}
	if rest, ok := strings.CutPrefix(clause, "controller of "); ok {
		name, after, _ := strings.Cut(rest, " ")
		return rulings.Ref{Kind: rulings.RefControllerOf, Name: name}, after, nil
	}
	first, rest, _ := strings.Cut(clause, " ")
	if isVerb(first) {
		return rulings.Ref{Kind: rulings.RefYou}, clause, nil
	}
	if isTargetName(first) {
		return rulings.Ref{Kind: rulings.RefTarget, Name: first}, rest, nil
	}
	if redirection(clause) {
		rule := "614.9"
		if edition := p.era(); edition == SeedEdition || (edition != "" && edition < rulings.M10Update) {
			rule = "419.6c"
		}
		return rulings.Ref{}, "", errorf(p.file, line, "%q is a redirection effect (%s): the engine doesn't play damage dealt to one creature or player being dealt to another instead yet", clause, rule)
	}
	return rulings.Ref{}, "", errorf(p.file, line, "unknown subject %q in %q (expected you, that player, defending player, controller of NAME, this, that card, or a target name)", first, clause)
}

// redirection reports whether a clause reads as a redirection effect: "the
// next time a source of your choice would deal damage to T this turn, that
// source deals that damage to you instead", "the next 2 damage that would be
// dealt to T this turn is dealt to this instead".
func redirection(clause string) bool {
	if !strings.Contains(clause, " instead") {
		return false
	}
	return strings.Contains(clause, "would deal damage") && strings.Contains(clause, "deals that damage to") ||
		strings.Contains(clause, "would be dealt to") && strings.Contains(clause, " is dealt to ")
}

// mostLifeSubject reads "the player with the most life" with the text's
// answer for a tie (413.2i): "each player with the most life VERB" (every
// tied player) or "the player with the most life, unless two or more
// players are tied for the most life, VERB" (none). Without one, the
// subject is refused: the game has no default for ties.
func (p *blockParser) mostLifeSubject(line int, clause string) (rulings.Ref, string, bool, error) {
	if rest, ok := strings.CutPrefix(clause, "each player with the most life "); ok {
		return rulings.Ref{Kind: rulings.RefMostLife, Name: rulings.TieEach}, rest, true, nil
	}
	rest, ok := strings.CutPrefix(clause, "the player with the most life")
	if !ok {
		return rulings.Ref{}, "", false, nil
	}
	if rest, ok := strings.CutPrefix(rest, ", unless two or more players are tied for the most life, "); ok {
		return rulings.Ref{Kind: rulings.RefMostLife, Name: rulings.TieNone}, rest, true, nil
	}
	return rulings.Ref{}, "", true, errorf(p.file, line, "%q: the game has no default for ties (413.2i): write \"each player with the most life ...\" or \"the player with the most life, unless two or more players are tied for the most life, ...\"", clause)
}

// stillTheSame reports whether clause is the sentence after a "becomes"
// that keeps the permanent's prior types: "It's still a land", "They're
// still lands".
func stillTheSame(clause string) bool {
	switch strings.ToLower(clause) {
	case "it's still a land", "they're still lands":
		return true
	}
	return false
}

func isTargetName(w string) bool {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, r := range w {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// objectRefs parses "T", "T and L", "this", "that card", and in a trigger
// on a spell being cast, "that spell".
func (p *blockParser) objectRefs(line int, s string) ([]rulings.Ref, error) {
	var out []rulings.Ref
	for _, part := range strings.Split(s, " and ") {
		part = strings.TrimSpace(part)
		switch {
		case part == "this":
			out = append(out, rulings.Ref{Kind: rulings.RefThis})
		case part == "that card":
			out = append(out, rulings.Ref{Kind: rulings.RefThatCard})
		case part == "it":
			if !p.itNamesSomething() {
				return nil, p.itError(line, s)
			}
			out = append(out, rulings.Ref{Kind: rulings.RefIt})
		case part == "that creature" || part == "that Vehicle":
			// In a trigger about "this", the other creature of the event
			// (the one blocking it); otherwise the event's creature.
			if p.thatCreature == rulings.RefNone {
				return nil, errorf(p.file, line, "\"that creature\" names the creature of a trigger event, and this is no triggered ability (write the target's name)")
			}
			out = append(out, rulings.Ref{Kind: p.thatCreature})
		case part == "this creature":
			out = append(out, rulings.Ref{Kind: rulings.RefThis})
		case part == "that spell" && p.eventSpell:
			// "Whenever a player casts a spell ..., counter that spell":
			// the spell of the trigger event.
			out = append(out, rulings.Ref{Kind: rulings.RefIt})
		case attachedRefs[part]:
			out = append(out, rulings.Ref{Kind: rulings.RefAttached})
		case isTargetName(part):
			out = append(out, rulings.Ref{Kind: rulings.RefTarget, Name: part})
		default:
			return nil, errorf(p.file, line, "expected a target name, this or that card; found %q", part)
		}
	}
	return out, nil
}

// instruction parses one clause.
func (p *blockParser) instruction(line int, clause string) (rulings.Instruction, error) {
	if d, ok, err := p.reflexive(line, clause); ok {
		return d, err
	}
	if ins, ok, err := p.delayed(line, clause); ok {
		return ins, err
	}
	if clause == "if a creature dealt damage this way would die this turn, exile it instead" {
		// Anger of the Gods: a replacement effect lasting the turn for
		// each creature the spell dealt damage to (614.1a of 2026).
		return rulings.Instruction{Op: "exile-if-dies-damaged", Text: clause}, nil
	}
	if rest, ok := strings.CutPrefix(clause, "until your next turn, "); ok {
		// Teferi, Time Raveler's +1: "Until your next turn, you may cast
		// sorcery spells as though they had flash." A permission of its
		// controller's, ending as their next turn begins.
		what, ok := flashPermission(rest)
		if !ok {
			return rulings.Instruction{}, errorf(p.file, line, "expected \"until your next turn, you may cast FILTER as though they had flash\", found %q", clause)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return rulings.Instruction{}, err
		}
		return rulings.Instruction{Op: "flash-until-next-turn", Filter: f, Text: clause}, nil
	}
	if m := onlyIfManaValue().FindStringSubmatch(clause); m != nil && isTargetName(m[2]) {
		// "Destroy target creature if it has mana value 2 or less.":
		// the target must have the quality as it is followed; with
		// "instead if CONDITION" (Fatal Push's revolt) the instruction
		// replaces the one before it when the condition holds (614.15
		// of 2026).
		ins, err := p.instruction(line, m[1])
		if err != nil {
			return ins, err
		}
		f, err := p.filter(line, "permanent with "+m[3])
		if err != nil {
			return ins, err
		}
		f.Text = m[3]
		ins.OnlyIf, ins.Text = &f, strings.Replace(clause, m[2], "the target", 1)
		if m[4] != "" {
			if m[4] != rulings.RevoltCondition {
				return ins, errorf(p.file, line, "unknown condition %q after \"instead if\" (expected %q)", m[4], rulings.RevoltCondition)
			}
			ins.InsteadIf = m[4]
		}
		return ins, nil
	}
	if before, color, ok := manaSpentCondition(clause); ok {
		// "you gain X life if {G} was spent to cast this spell".
		ins, err := p.instruction(line, before)
		ins.Text, ins.If = clause, rulings.IfManaSpent+color
		return ins, err
	}
	ins := rulings.Instruction{Text: clause}
	if rest, ok := strings.CutPrefix(clause, "put a name sticker with the word \""); ok {
		// 123.6b: the sticker's word is written out, as a sticker sheet
		// would show it.
		word, refs, ok := strings.Cut(rest, "\" on ")
		if !ok || word == "" || strings.Contains(word, " ") {
			return ins, errorf(p.file, line, "cannot read %q: expected \"put a name sticker with the word \"WORD\" on T\"", clause)
		}
		ins, err := p.objectInstruction(line, ins, rulings.OpNameSticker, refs)
		ins.Name = word
		return ins, err
	}
	if who, ok := strings.CutSuffix(clause, " attacks this turn if able"); ok {
		// "Target creature attacks this turn if able." (Into the Fray):
		// a requirement for the rest of the turn (508.1d of 2026).
		return p.objectInstruction(line, ins, rulings.OpAttacksThisTurn, who)
	}
	if who, ok := strings.CutPrefix(clause, "exchange life totals with "); ok {
		// "exchange life totals with target player" (701.12c of 2026).
		ref, rest, err := p.subject(line, who+" ")
		if err == nil && rest != "" {
			err = errorf(p.file, line, "cannot read %q: expected \"exchange life totals with PLAYER\"", clause)
		}
		ins.Op, ins.Player = "exchange-life", ref
		return ins, err
	}
	if what, ok := strings.CutPrefix(clause, "spend this mana only to cast "); ok {
		// 106.6: "spend this mana only to cast creature spells" ("... a
		// creature spell"), after the instruction that adds the mana.
		kind, okPlural := strings.CutSuffix(what, " spells")
		if !okPlural {
			kind, ok = strings.CutSuffix(strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "), " spell")
		}
		if !ok {
			return ins, errorf(p.file, line, "cannot read %q: expected \"spend this mana only to cast FILTER spells\" or \"... a FILTER spell\"", clause)
		}
		f, err := p.filter(line, kind)
		if err != nil {
			return ins, err
		}
		f.Text = what
		ins.Op, ins.Filter = rulings.OpSpendOnly, f
		return ins, nil
	}
	if d, ok, err := p.lifeAndShuffle(line, clause); ok {
		return d, err
	}
	switch clause {
	case "players play a Magic subgame, using their libraries as their decks":
		ins.Op = "subgame"
		return ins, nil
	case "each player who doesn't win the subgame loses half his or her life, rounded up":
		ins.Op = "subgame-penalty"
		return ins, nil
	case rulings.GraveyardsAsOwnClause:
		ins.Op, ins.Player = "graveyards-as-own", rulings.Ref{Kind: rulings.RefYou}
		return ins, nil
	}
	if ins, ok, err := p.oracleInstruction(line, clause); ok {
		return ins, err
	}
	if what, pt, ok := strings.Cut(clause, " get "); ok && strings.HasPrefix(what, "all ") {
		// "all white creatures get +1/+1 until end of turn": the group is
		// the permanents that match as the spell or ability resolves.
		// "... until a player planeswalks" lasts until anyone planeswalks
		// (901.11).
		duration, until := rulings.UntilEndOfTurn, " until end of turn"
		pt, okDuration := strings.CutSuffix(pt, until)
		if walk, okWalk := strings.CutSuffix(pt, untilPlaneswalk); okWalk {
			pt, okDuration, duration, until = walk, true, rulings.UntilPlaneswalk, untilPlaneswalk
		}
		pw, tg, okPT := parsePT(strings.ReplaceAll(pt, "+", ""))
		if !okDuration || !okPT {
			return ins, errorf(p.file, line, "cannot read %q: expected \"all FILTER get +N/+N until end of turn\" (or \"... until a player planeswalks\")", clause)
		}
		f, err := p.filter(line, strings.TrimPrefix(what, "all "))
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter, ins.Power, ins.Toughness, ins.Duration = "pump", f, pw, tg, duration
		ins.Text = "gets " + pt + until + " (" + what + ")"
		return ins, nil
	}
	if what, rest, ok := strings.Cut(clause, " cost "); ok && strings.HasSuffix(rest, " more to play this turn") {
		amount := strings.TrimSuffix(rest, " more to play this turn")
		if _, err := rulings.ParseManaCost(amount); err != nil {
			return ins, errorf(p.file, line, "cannot read %q: %v", clause, err)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter, ins.Name = "cost-increase", f, amount
		return ins, nil
	}
	if vote, ok, err := p.voteInstruction(line, ins, clause); ok {
		// Before layerInstruction, whose "for each NAME" is a target's.
		return vote, err
	}
	if layered, ok, err := p.layerInstruction(line, clause); ok {
		return layered, err
	}
	if linked, ok, err := p.linkedInstruction(line, clause); ok {
		return linked, err
	}
	// Mindslaver (507.1): "you control T during that player's next turn".
	if rest, ok := strings.CutPrefix(clause, "you control "); ok {
		if name, ok := strings.CutSuffix(rest, " during that player's next turn"); ok && isTargetName(name) {
			ins.Op, ins.Player = "control-turn", rulings.Ref{Kind: rulings.RefTarget, Name: name}
			return ins, nil
		}
	}
	// Phasing by an effect (502.15): "T phases out" (Reality Ripple),
	// "all phased-out creatures phase in" (Time and Tide).
	if refs, ok := strings.CutSuffix(clause, " phases out"); ok {
		return p.objectInstruction(line, ins, "phase-out", refs)
	}
	if what, ok := strings.CutPrefix(clause, "all phased-out "); ok {
		what, ok = strings.CutSuffix(what, " phase in")
		if !ok {
			return ins, errorf(p.file, line, "expected \"all phased-out FILTER phase in\", found %q", clause)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter = "phase-in-all", f
		return ins, nil
	}
	if clause == "end the turn" {
		ins.Op = "end-turn"
		return ins, nil
	}
	if clause == "restart the game" {
		// "Restart the game" (Karn Liberated; 727 of 2026).
		ins.Op = rulings.OpRestartGame
		return ins, nil
	}
	if clause == "the game is a draw" {
		// "The game is a draw." (104.4c of 2026).
		ins.Op = "draw-game"
		return ins, nil
	}
	if clause == extraCombatClause {
		ins.Op, ins.Player = "extra-combat", rulings.Ref{Kind: rulings.RefYou}
		return ins, nil
	}
	if ins, ok, err := p.keywordActionInstruction(line, clause); ok {
		return ins, err
	}
	if ins, ok, err := p.dieInstruction(line, clause); ok {
		return ins, err
	}
	if ins, ok, err := p.rollAgain(line, clause); ok {
		return ins, err
	}
	if ins, ok, err := p.attractionInstruction(line, clause); ok {
		return ins, err
	}
	if ins, ok, err := p.schemeInstruction(line, clause); ok {
		return ins, err
	}
	if ins, ok, err := p.planarInstruction(line, clause); ok {
		return ins, err
	}
	if strings.EqualFold(clause, "assemble a contraption") || strings.EqualFold(clause, "you assemble a contraption") {
		// "Assemble a Contraption" (701.45a of 2026): the top card of the
		// controller's Contraption deck is put onto the battlefield.
		if err := p.actionInEdition(line, "assemble"); err != nil {
			return ins, err
		}
		ins.Op, ins.Player = "assemble", rulings.Ref{Kind: rulings.RefYou}
		return ins, nil
	}
	if clause == "investigate" || clause == "you investigate" {
		// "Investigate" means "create a Clue token" (701.16a of 2026).
		if err := p.actionInEdition(line, "investigate"); err != nil {
			return ins, err
		}
		def, err := p.predefinedToken("Clue")
		if err != nil {
			return ins, errorf(p.file, line, "cannot read %q: %v", clause, err)
		}
		ins.Op, ins.Card, ins.Player = "investigate", def, rulings.Ref{Kind: rulings.RefYou}
		return ins, nil
	}
	if n, ok := strings.CutPrefix(clause, "surveil "); ok {
		// "Surveil 2." (701.25a of 2026): the controller surveils.
		if err := p.actionInEdition(line, "surveil"); err != nil {
			return ins, err
		}
		v, err := p.value(line, n)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Player, ins.Amount = "surveil", rulings.Ref{Kind: rulings.RefYou}, v
		return ins, nil
	}
	subj, rest, err := p.subject(line, clause)
	if err != nil {
		return ins, err
	}
	verb, args, _ := strings.Cut(rest, " ")
	if base, ok := verbs[verb]; ok {
		verb = base
	}
	fail := func(expected string) (rulings.Instruction, error) {
		return ins, errorf(p.file, line, "cannot read %q: expected %s", clause, expected)
	}
	ins.Player = subj
	switch verb {
	case "destroy":
		if a, ok := strings.CutSuffix(args, ", no regeneration"); ok {
			args, ins.NoRegeneration = a, true
		}
		if what, ok := strings.CutPrefix(args, "all "); ok {
			f, err := p.filter(line, what)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "destroy-all", f
			return ins, nil
		}
		return p.objectInstruction(line, ins, "destroy", args)
	case "tap", "untap":
		if what, ok := strings.CutPrefix(args, "all "); ok {
			// "untap all creatures you control": the permanents that
			// match as it resolves.
			f, err := p.filter(line, what)
			ins.Op, ins.Filter = verb, f
			return ins, err
		}
		return p.objectInstruction(line, ins, verb, args)
	case "counter":
		if what, cost, ok := strings.Cut(args, " unless its controller pays "); ok {
			// Mana Leak: its controller may pay, the spell countered
			// only if they don't (118.12a of 2026).
			m, err := rulings.ParseManaCost(cost)
			if err != nil {
				return ins, errorf(p.file, line, "cannot read the cost %q in %q: %v", cost, ins.Text, err)
			}
			ins.UnlessPays, args = &m, what
		}
		return p.objectInstruction(line, ins, "counter", args)
	case "flip":
		return p.objectInstruction(line, ins, "flip", args)
	case "copy":
		what, newTargets := strings.CutSuffix(args, ", and you may choose new targets for the copy")
		ins.NewTargets = newTargets
		// "copy S, except that the copy is red" (707.9b of 2026).
		if before, color, ok := strings.Cut(what, ", except that the copy is "); ok {
			c, ok := rulings.ParseColor(color)
			if !ok {
				return fail("\"copy S, except that the copy is COLOR\"")
			}
			what, ins.Colors = before, rulings.ColorSet(0).With(c)
		}
		return p.objectInstruction(line, ins, "copy-spell", what)
	case "change":
		what, ok := strings.CutPrefix(args, "the target of ")
		if !ok {
			return fail("\"change the target of NAME\"")
		}
		return p.objectInstruction(line, ins, "change-target", what)
	case "regenerate":
		return p.objectInstruction(line, ins, "regenerate", args)
	case "play":
		what, ok := strings.CutSuffix(strings.TrimPrefix(strings.TrimPrefix(args, "a "), "an "), " from your hand without paying its mana cost")
		if !ok {
			return fail("\"play a FILTER card from your hand without paying its mana cost\" (after \"may\")")
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter = "play-free", f
	case "prevent":
		if args == "all combat damage that would be dealt this turn" {
			// Fog: every source, combat damage only (615.1a of 2026).
			ins.Op, ins.Name = "prevent-all-from", rulings.PreventCombat
			return ins, nil
		}
		if what, ok := strings.CutPrefix(args, "all damage "); ok {
			if from, ok := strings.CutSuffix(what, " would deal this turn"); ok {
				f, err := p.filter(line, from)
				if err != nil {
					return ins, err
				}
				ins.Op, ins.Filter = "prevent-all-from", f
				return ins, nil
			}
		}
		if what, ok := strings.CutPrefix(args, "all damage that would be dealt to "); ok {
			if what, ok = strings.CutSuffix(what, " this turn"); ok {
				// Not a shield: never used up (419.7a; 615.1a of 2026).
				ins, err := p.objectInstruction(line, ins, "prevent-all-to", what)
				ins.Player = ins.Object
				return ins, err
			}
		}
		amount, rest, ok := strings.Cut(strings.TrimPrefix(args, "the next "), " damage that would be dealt to ")
		what, okTurn := strings.CutSuffix(rest, " this turn")
		if !ok || !okTurn {
			return fail("\"prevent the next N damage that would be dealt to NAME this turn\"")
		}
		v, err := p.value(line, amount)
		if err != nil {
			return ins, err
		}
		if target, ok := strings.CutSuffix(what, " and each other creature that shares a color with it"); ok {
			ins, err = p.objectInstruction(line, ins, "prevent-next-sharing", target)
			ins.Amount = v
			return ins, err
		}
		ins, err = p.objectInstruction(line, ins, "prevent-next", what)
		// A target that may be a player ("creature or player") shields
		// the player chosen, as damage is dealt to it (419.7b).
		ins.Amount, ins.Player = v, ins.Object
		return ins, err
	case "return", "remove":
		if what, ok := strings.CutSuffix(args, " from combat"); ok && verb == "remove" {
			return p.objectInstruction(line, ins, "remove-from-combat", what)
		}
		what, zone := args, rulings.ZoneNone
		// "with a +1/+1 counter on it": the permanent enters with that
		// counter (122.6 of 2026).
		if w, counter, ok := strings.Cut(args, " with a "); ok && verb == "return" {
			if kind, ok := strings.CutSuffix(counter, " counter on it"); ok && kind != "" {
				args, ins.EnterCounter = w, kind
			}
		}
		// "under its owner's control": the permanent enters under its
		// owner's control, whoever controls the effect; "under your
		// control", or no controller said, under the effect's controller.
		if w, ok := cutAnySuffix(args, " under its owner's control"); ok {
			args, ins.UnderOwner = w, true
		} else if w, ok := cutAnySuffix(args, " under your control"); ok {
			args = w
		}
		for _, suffix := range [][2]string{{" to its owner's hand", "hand"}, {" to play", "in play"}, {" to the battlefield", "in play"}, {" from the game", "removed"}, {" to its owner's graveyard", "graveyard"}} {
			if w, ok := strings.CutSuffix(args, suffix[0]); ok {
				what, zone = w, map[string]rulings.Zone{"hand": rulings.ZoneHand, "in play": rulings.ZoneInPlay, "removed": rulings.ZoneRemoved, "graveyard": rulings.ZoneGraveyard}[suffix[1]]
			}
		}
		if (ins.UnderOwner || ins.EnterCounter != "") && zone != rulings.ZoneInPlay {
			return fail("\"return NAME to play under its owner's control\"")
		}
		if zone == rulings.ZoneNone || (verb == "remove") != (zone == rulings.ZoneRemoved) {
			return fail("\"return NAME to its owner's hand\", \"return NAME to play\" or \"remove NAME from the game\"")
		}
		from := rulings.ZoneNone
		if w, ok := strings.CutSuffix(what, " from your graveyard"); ok {
			what, from = w, rulings.ZoneGraveyard
		}
		ins, err := p.objectInstruction(line, ins, "move", what)
		ins.Zone, ins.From = zone, from
		return ins, err
	case "search":
		what, ok := strings.CutPrefix(args, "your library for a ")
		if !ok {
			what, ok = strings.CutPrefix(args, "your library for an ")
		}
		if !ok {
			what, ok = strings.CutPrefix(args, "his or her library for a ")
		}
		if !ok {
			return fail("\"search your library for a FILTER\"")
		}
		if w, found := strings.CutSuffix(what, " and put it into play tapped"); found {
			what, ins.Zone, ins.EntersTapped = w, rulings.ZoneInPlay, true
		}
		if w, found := strings.CutSuffix(what, " and put it into play"); found {
			what, ins.Zone = w, rulings.ZoneInPlay
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		f.Zone = rulings.ZoneLibrary
		ins.Op, ins.Filter = "search-library", f
	case "gain", "lose":
		if args == "the game" && verb == "lose" {
			// "Target player loses the game." (104.3e of 2026).
			ins.Op = "lose-game"
			return ins, nil
		}
		if what, ok := strings.CutPrefix(args, "control of "); ok && verb == "gain" {
			return p.gainControl(line, ins, what)
		}
		if what, ok := strings.CutSuffix(args, " until end of turn"); ok && verb == "lose" {
			a, err := p.oneKeyword(line, what)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Object, ins.Duration, ins.Text, ins.Name = "lose-keyword", subj, rulings.UntilEndOfTurn, rest, a.Keyword
			return ins, nil
		}
		what, untilEOT := strings.CutSuffix(args, " until end of turn")
		if what == "protection from the color of your choice" && untilEOT && verb == "gain" {
			// Gods Willing: the color is chosen as it resolves.
			ins.Op, ins.Object, ins.Duration, ins.Text = "gain-protection-choice", subj, rulings.UntilEndOfTurn, rest
			return ins, nil
		}
		// "it gains devour 5": a spell a trigger names gains a keyword
		// for as long as it exists, and keeps it as the permanent it
		// becomes (611.2 of 2026).
		// "Target creature gains flying.": with no duration stated, until
		// the end of the game (611.2a of 2026; 418.3a of 2006).
		forever := !untilEOT && (subj.Kind == rulings.RefIt || isKeywordText(what, func(s string) (rulings.Filter, error) { return p.filter(line, s) }))
		if (untilEOT || forever) && verb == "gain" {
			filter := func(s string) (rulings.Filter, error) { return p.filter(line, s) }
			abilities, ok, err := rulings.ParseKeyword(what, filter)
			if !ok {
				return fail("\"NAME gains KEYWORD until end of turn\" with a keyword ability such as \"protection from white\"")
			}
			if err != nil {
				return ins, errorf(p.file, line, "%v", err)
			}
			for _, a := range abilities {
				if err := p.keywordInEdition(a); err != nil {
					return ins, p.eraError(line, err)
				}
			}
			if len(abilities) != 1 {
				return fail("\"NAME gains KEYWORD until end of turn\" with a keyword that is one ability, not " + what)
			}
			ins.Op, ins.Object, ins.Duration, ins.Text, ins.Ability = "gain-ability", subj, rulings.UntilEndOfTurn, rest, abilities[0]
			if !untilEOT {
				ins.Duration = rulings.Forever
			}
			return ins, nil
		}
		if n, each, ok := strings.Cut(args, " life for each "); ok {
			// "loses 1 life for each card in his or her graveyard": counted
			// in the graveyard of each player who loses life.
			what, own := strings.CutSuffix(each, " in his or her graveyard")
			if n != "1" || !own {
				return fail("\"loses 1 life for each FILTER in his or her graveyard\"")
			}
			f, err := p.filter(line, what)
			if err != nil {
				return ins, err
			}
			f.Zone, f.Controller = rulings.ZoneGraveyard, rulings.SubjectsOwn
			ins.Op, ins.Amount = verb+"-life", rulings.Value{Var: "count", Count: &f}
			break
		}
		amount, ok := strings.CutSuffix(args, " life")
		if a, equal := strings.CutPrefix(args, "life equal to "); equal {
			amount, ok = a, true
		}
		if !ok {
			return fail("\"loses N life\", \"gains N life\" or \"gains life equal to AMOUNT\"")
		}
		v, err := p.value(line, amount)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Amount = verb+"-life", v
	case "skip":
		if args == "your next turn" {
			ins.Op = "skip-turn"
			break
		}
		name, ok := strings.CutSuffix(strings.TrimPrefix(args, "your next "), " step")
		if _, known := rulings.ParseStep(name); !ok || !known || !strings.HasPrefix(args, "your next ") {
			return fail("\"you skip your next STEP step\" (\"you skip your next draw step\") or \"you skip your next turn\"")
		}
		ins.Op, ins.Name = "skip-step", name
	case "take":
		if args != "an extra turn after this one" {
			return fail("\"you take an extra turn after this one\"")
		}
		ins.Op = "extra-turn"
	case "win":
		if args != "the game" {
			return fail("\"you win the game\"")
		}
		ins.Op = "win-game"
	case "draw":
		amount := strings.TrimSuffix(strings.TrimSuffix(args, " cards"), " card")
		v, err := p.value(line, amount)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Amount = "draw", v
	case "deal":
		if amount, among, ok := strings.Cut(args, " damage divided as you choose among "); ok {
			v, err := p.value(line, amount)
			if err != nil {
				return ins, err
			}
			if !isTargetName(among) {
				return fail("\"deals N damage divided as you choose among NAME\" with NAME a variable target")
			}
			ins.Op, ins.Amount, ins.Object = "damage-divided", v, rulings.Ref{Kind: rulings.RefTarget, Name: among}
			return ins, nil
		}
		// "...; a creature dealt damage this way can't be regenerated this
		// turn" (Incinerate), joined to the damage by the Oracle reader.
		args, ins.NoRegeneration = strings.CutSuffix(args, ", no regeneration this turn")
		amount, to, ok := strings.Cut(args, " damage to ")
		if equal, found := strings.CutPrefix(args, "damage equal to "); found {
			// "deals damage equal to AMOUNT to NAME"
			if i := strings.LastIndex(equal, " to "); i > 0 {
				amount, to, ok = equal[:i], equal[i+4:], true
			}
		}
		if !ok {
			return fail("\"deals N damage to NAME\" or \"deals damage equal to AMOUNT to NAME\"")
		}
		v, err := p.value(line, amount)
		if err != nil {
			return ins, err
		}
		if to == "that player" && p.thatCreature != rulings.RefNone {
			// Megrim: the player of the trigger event, who discarded.
			ins.Op, ins.Amount, ins.Player = "damage", v, rulings.Ref{Kind: rulings.RefThatPlayer}
			return ins, nil
		}
		refs, err := p.objectRefs(line, to)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Amount, ins.Object, ins.Player = "damage", v, refs[0], refs[0]
	case "get":
		var x rulings.Value
		if before, amount, found := strings.Cut(args, ", where X is "); found {
			// "+X/+X until end of turn, where X is its power"
			if amount == "its power" {
				amount = "this's power"
			}
			v, err := p.value(line, amount)
			if err != nil {
				return ins, err
			}
			args, x = before, v
		}
		if pt, ok := strings.CutSuffix(args, " and becomes the color of your choice until end of turn"); ok {
			pw, tg, okPT := parsePT(strings.ReplaceAll(pt, "+", ""))
			if !okPT {
				return fail("\"NAME gets +N/+N and becomes the color of your choice until end of turn\"")
			}
			ins.Op, ins.Object, ins.Power, ins.Toughness, ins.Duration, ins.Text = "pump-and-color", subj, pw, tg, rulings.UntilEndOfTurn, rest
			return ins, nil
		}
		duration := rulings.UntilEndOfTurn
		pt, ok := strings.CutSuffix(args, " until end of turn")
		if p, tapped := strings.CutSuffix(args, " as long as this remains tapped"); tapped {
			pt, ok, duration = p, true, rulings.WhileSourceTapped
		}
		if combat, okCombat := strings.CutSuffix(args, " until end of combat"); okCombat {
			pt, ok, duration = combat, true, rulings.UntilEndOfCombat
		}
		if walk, okWalk := strings.CutSuffix(args, untilPlaneswalk); okWalk {
			pt, ok, duration = walk, true, rulings.UntilPlaneswalk
		}
		ptNumbers := strings.ReplaceAll(pt, "+", "")
		if x.Var != "" {
			ptNumbers = strings.ReplaceAll(ptNumbers, "X", "1")
		}
		pw, tg, okPT := parsePT(ptNumbers)
		if !ok || !okPT {
			return fail("\"NAME gets +N/+N until end of turn\", \"... until end of combat\", \"... until a player planeswalks\" or \"... as long as this remains tapped\"")
		}
		ins.Op, ins.Object, ins.Power, ins.Toughness, ins.Duration, ins.Amount = "pump", subj, pw, tg, duration, x
		ins.Text = rest
	case "switch":
		what, ok := strings.CutSuffix(args, "'s power and toughness until end of turn")
		if !ok {
			return fail("\"switch NAME's power and toughness until end of turn\"")
		}
		ins.Duration = rulings.UntilEndOfTurn
		return p.objectInstruction(line, ins, "switch-pt", what)
	case "become":
		if ok, err := p.becomes(line, subj, args, &ins); ok || err != nil {
			ins.Text = rest
			return ins, err
		}
		color, ok := strings.CutSuffix(args, " until end of turn")
		if pw, tg, isPT := parsePT(color); ok && isPT {
			ins.Op, ins.Object, ins.Power, ins.Toughness, ins.Duration, ins.Text = "set-pt", subj, pw, tg, rulings.UntilEndOfTurn, rest
			return ins, nil
		}
		c, okColor := rulings.ParseColor(color)
		if !ok || !okColor {
			return fail("\"NAME becomes COLOR until end of turn\"")
		}
		ins.Op, ins.Object, ins.Colors, ins.Duration = "set-color", subj, rulings.ColorSet(0).With(c), rulings.UntilEndOfTurn
		ins.Text = rest
	case "discard":
		switch {
		case args == "his or her hand" || args == "your hand" || args == "hand":
			ins.Op = "discard-hand"
		case strings.HasPrefix(args, "all "):
			f, err := p.filter(line, strings.TrimPrefix(args, "all "))
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "discard-matching", f
		case args == "a card at random":
			ins.Op = "discard-random"
		case strings.HasSuffix(args, " card of your choice"):
			// Duress: the spell's controller picks from the revealed hand.
			what := strings.TrimPrefix(strings.TrimPrefix(strings.TrimSuffix(args, " card of your choice"), "an "), "a ")
			f, err := p.filter(line, what)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "discard-your-choice", f
		case strings.HasSuffix(args, " cards") || args == "a card":
			v, err := p.value(line, strings.TrimSuffix(strings.TrimSuffix(args, " cards"), " card"))
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Amount = "discard-n", v
		default:
			return fail("\"discards his or her hand\", \"discards N cards\" or \"discards all FILTER\"")
		}
	case "reveal":
		if args == "the top card of your library and put that card into your hand" || args == "the top card of your library and put it into your hand" {
			// Dark Confidant: the card is shown to all players and
			// moved; "that card" and "its" after it name it (701.20a,
			// 400.7j of 2026).
			ins.Op = "reveal-top-to-hand"
			return ins, nil
		}
		if what, ok := strings.CutSuffix(args, " you own from outside the game and put it into your hand"); ok {
			// A wish in today's Oracle wording ("You may reveal an
			// instant card you own from outside the game and put it into
			// your hand."), the Judgment wording's "choose ..., reveal
			// that card" (wish.go).
			f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an "))
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "wish", f
			return ins, nil
		}
		// "his or her" in the older wording, "their" in today's Oracle.
		what, ok := strings.CutPrefix(args, "his or her hand and discards all ")
		if !ok {
			what, ok = strings.CutPrefix(args, "their hand and discards all ")
		}
		if !ok {
			return fail("\"reveals their hand and discards all FILTER\" (or \"his or her hand\")")
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter = "discard-matching", f
	case "mill":
		// "mill 2", as printed "mills three cards" (701.17a of 2026).
		v, err := p.value(line, strings.TrimSuffix(strings.TrimSuffix(args, " cards"), " card"))
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Amount = "mill", v
	case "put":
		if n, ok := strings.CutSuffix(args, " cards from your hand on top of your library in any order"); ok {
			// Brainstorm: the player chooses the cards one at a time,
			// each put on top of the ones before (401.4 of 2026).
			v, err := p.value(line, n)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Amount = "put-from-hand-on-top", v
			return ins, nil
		}
		if what, ok := cutPutFromHand(args); ok {
			// "put a creature card with morph from your hand onto the
			// battlefield face up" (110.2a of 2026).
			f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "put-from-hand", f
			return ins, nil
		}
		if what, on, ok := strings.Cut(args, " counter on "); ok {
			return p.putCounters(line, ins, strings.TrimSuffix(what, "s"), on)
		}
		if what, on, ok := strings.Cut(args, " counters on "); ok {
			return p.putCounters(line, ins, what, on)
		}
		n, ok := topCardsIntoGraveyard(args)
		if !ok {
			return fail("\"puts the top card of his or her library into his or her graveyard\" or \"puts the top N cards of his or her library into his or her graveyard\"")
		}
		v, err := p.value(line, n)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Amount = "mill", v
	case "create":
		return p.tokens(line, ins, args)
	case "choose":
		if what, ok := strings.CutSuffix(args, " you own from outside the game, reveal that card, and put it into your hand"); ok {
			// A Judgment Wish (wish.go).
			f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an "))
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Filter = "wish", f
			return ins, nil
		}
		if args == "a creature type" {
			ins.Op = "choose-creature-type"
			return ins, nil
		}
		if kind, ok := strings.CutSuffix(strings.TrimPrefix(strings.TrimPrefix(args, "an "), "a "), " card name"); ok {
			// "Choose an artifact card name." (201.4a of 2026): the
			// answers of the script are looked up as card names.
			f, err := p.filter(line, kind)
			if err != nil {
				return ins, err
			}
			if len(f.Types) == 0 {
				return fail("\"choose a TYPE card name\" with a card type")
			}
			ins.Op, ins.Filter = "name-card", f
			p.namesCards = true
			return ins, nil
		}
		if args == "a color of a permanent you control" {
			ins.Op = "choose-color-of"
			return ins, nil
		}
		if args != "a number" {
			return fail("\"chooses a number\" or \"chooses a creature type\"")
		}
		ins.Op = "choose-number"
	case "name":
		if args != "a card" {
			return fail("\"names a card\"")
		}
		ins.Op = "name-card"
	case "sacrifice":
		if args == "this" && subj.Kind == rulings.RefYou {
			// "Sacrifice this enchantment." performed as the ability
			// resolves; an "if you do" clause after it is attached by
			// instructions.
			ins.Op, ins.Object = "sacrifice-this", rulings.Ref{Kind: rulings.RefThis}
			return ins, nil
		}
		if args == "it" && subj.Kind == rulings.RefYou && p.movedInEffect {
			// "Sacrifice the creature at the beginning of the next end
			// step." (Sneak Attack), read as "sacrifice it": the
			// permanent an instruction before it put onto the
			// battlefield, which its controller sacrifices if they
			// still control it (701.21a of 2026).
			ins.Op, ins.Object = "keyword-sacrifice", rulings.Ref{Kind: rulings.RefIt}
			return ins, nil
		}
		what, ok := strings.CutPrefix(args, "a ")
		if !ok {
			what, ok = strings.CutPrefix(args, "an ")
		}
		if !ok {
			// "target player sacrifices two creatures".
			number, rest, _ := strings.Cut(args, " ")
			n, isWord := counterNumbers[number]
			if !isWord {
				n, _ = strconv.Atoi(number)
			}
			if n > 1 {
				what, ok, ins.Amount = rest, true, rulings.Value{N: n}
			}
		}
		// "each player sacrifices a creature", "target opponent
		// sacrifices a creature": the player chooses which as it resolves.
		switch subj.Kind {
		case rulings.RefEachPlayer, rulings.RefEachOpponent, rulings.RefTarget, rulings.RefYou, rulings.RefThatPlayer, rulings.RefDefendingPlayer:
		default:
			ok = false
		}
		if !ok {
			return fail("\"each player sacrifices a FILTER\", \"each opponent sacrifices a FILTER\" or \"T sacrifices a FILTER\" (T a target player)")
		}
		f, err := p.filter(line, what)
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter = "each-sacrifice", f
	case "may":
		what, otherwise, ok := strings.Cut(args, ", otherwise ")
		what, okSac := strings.CutPrefix(what, "sacrifice ")
		if !ok && !okSac {
			inner, err := p.instruction(line, subjectText(clause, rest)+args)
			if err != nil {
				return ins, err
			}
			if inner.Op == "play-free" {
				// Choosing what to play already offers "nothing".
				return inner, nil
			}
			if inner.Op == "collect-evidence" || inner.Op == "behold" {
				// "You may collect evidence N" asks only a player who
				// can (701.59b), "you may behold a Goblin" only one with
				// a Goblin to behold (701.4a).
				inner.Name = rulings.MayAct
				return inner, nil
			}
			ins.Op, ins.Else, ins.Text = "may", []rulings.Instruction{inner}, args
			return ins, nil
		}
		if !okSac {
			return fail("\"may sacrifice a FILTER[, otherwise INSTRUCTION]\" or \"may INSTRUCTION\"")
		}
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		if err != nil {
			return ins, err
		}
		ins.Op, ins.Filter = "may-sacrifice", f
		if ok {
			other, err := p.instruction(line, otherwise)
			if err != nil {
				return ins, err
			}
			ins.Else = []rulings.Instruction{other}
		}
	case "add":
		if args == "one mana of that type" || args == "one mana of any type that land produced" {
			// "that player adds one mana of any type that land produced"
			// (Mana Flare as Oracle words it now): the land tapped
			// produced mana of one type, the type of the trigger event.
			ins.Op, ins.Name = "add-mana", "that type"
			return ins, nil
		}
		if args == "one mana of the chosen color" {
			ins.Op, ins.Name = "add-mana", rulings.ChosenColorMana
			return ins, nil
		}
		if args == "one mana of any color" {
			ins.Op = "add-mana-any-color"
			return ins, nil
		}
		if args == "one mana of that color" {
			ins.Op = "add-mana-chosen-color"
			return ins, nil
		}
		if args == "one mana of any type that a land you control could produce" {
			ins.Op = "add-mana-land-could"
			return ins, nil
		}
		if args == "one mana of any color that a land an opponent controls could produce" {
			ins.Op, ins.Name, ins.Filter.Controller = "add-mana-land-could", "color", "opponent"
			return ins, nil
		}
		if set, ok := manaOneOf(args); ok {
			// "{T}: Add {U} or {B}." (a guildgate), "Add {R}, {G}, or
			// {W}.": one mana of one of the colors named, chosen as the
			// ability resolves (106.1b of 2026).
			ins.Op, ins.Colors = "add-mana-one-of", set
			return ins, nil
		}
		if rest, ok := strings.CutPrefix(args, "an amount of "); ok {
			// "add an amount of {G} equal to this creature's power"
			mana, amount, ok := strings.Cut(rest, " equal to ")
			m, err := rulings.ParseManaCost(mana)
			if !ok || err != nil || m.ConvertedCost() != 1 {
				return fail("\"add an amount of {G} equal to AMOUNT\" with one mana symbol")
			}
			v, err := p.value(line, amount)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Colors, ins.Amount = "add-mana", m.Colors(), v
			return ins, nil
		}
		if mana, each, ok := strings.Cut(args, " for each "); ok {
			m, err := rulings.ParseManaCost(mana)
			if err != nil || len(m.Colors().Colors()) != 1 || m.ConvertedCost() != 1 {
				return fail("\"add {G} for each FILTER\" with one colored mana symbol")
			}
			f, err := p.filter(line, each)
			if err != nil {
				return ins, err
			}
			ins.Op, ins.Colors, ins.Amount = "add-mana-each", m.Colors(), rulings.Value{Var: "count", Count: &f}
			return ins, nil
		}
		m, err := rulings.ParseManaCost(args)
		if err != nil {
			return fail("\"adds one mana of that type\" or \"add {B}\"")
		}
		if m.Colorless > 0 {
			if err := p.wordingInEdition(line, "{C}", rulings.ColorlessSymbolSince); err != nil {
				return ins, err
			}
		}
		ins.Op, ins.Colors, ins.Amount = "add-mana", m.Colors(), rulings.Value{N: max(1, m.ConvertedCost()/max(1, len(m.Colors().Colors())))}
	default:
		return fail("a verb such as destroy, tap, loses, gains, draws, deals, gets, becomes, discards, mills, creates, chooses, reveals, may sacrifice or adds")
	}
	return ins, nil
}

// objectInstruction fills in the objects acted on; "destroy T and L" acts
// on both at once.
func (p *blockParser) objectInstruction(line int, ins rulings.Instruction, op, args string) (rulings.Instruction, error) {
	refs, err := p.objectRefs(line, args)
	if err != nil {
		return ins, err
	}
	ins.Op, ins.Object, ins.Objects = op, refs[0], refs[1:]
	return ins, nil
}

// tokens parses "creates N P/T COLOR Subtype TYPE tokens[, where X is VALUE]".
func (p *blockParser) tokens(line int, ins rulings.Instruction, args string) (rulings.Instruction, error) {
	if before, granted, ok := strings.Cut(args, " with \""); ok {
		a, err := p.grantedToToken(line, strings.TrimSuffix(granted, "\""))
		if err != nil {
			return ins, err
		}
		ins.Ability, args = a, before
	}
	args, where, hasWhere := strings.Cut(args, ", where X is ")
	// "a 1/1 white Spirit creature token with flying": keyword abilities
	// the effect gives the tokens are part of their definition (111.3 of
	// 2026).
	if before, after, ok := cutLast(args, " with "); ok && strings.HasSuffix(before, " token") || ok && strings.HasSuffix(before, " tokens") {
		kws := keywordList(after)
		if kws == nil {
			kws = []string{after}
		}
		for _, k := range kws {
			a, err := p.oneKeyword(line, k)
			if err != nil {
				return ins, err
			}
			ins.TokenAbilities = append(ins.TokenAbilities, a)
		}
		args = before
	}
	// "Boo, a legendary 1/1 red Hamster creature token": a token the
	// effect names (111.4 of 2026).
	for _, article := range []string{"a ", "an "} {
		if name, rest, ok := strings.Cut(args, ", "+article); ok && isTargetName(firstWord(name)) {
			ins.TokenName, args = name, article+rest
			break
		}
	}
	words := strings.Fields(args)
	if len(words) < 4 || !strings.HasPrefix(words[len(words)-1], "token") {
		return ins, errorf(p.file, line, "cannot read %q: expected \"creates N P/T COLOR Subtype creature tokens\"", ins.Text)
	}
	amount := words[0]
	var v rulings.Value
	var err error
	if amount == "X" && hasWhere {
		v, err = p.value(line, where)
	} else {
		v, err = p.value(line, amount)
	}
	if err != nil {
		return ins, err
	}
	ins.Op, ins.Amount = "create-tokens", v
	for _, w := range words[1 : len(words)-1] {
		switch {
		case isPT(w):
			ins.Power, ins.Toughness, _ = parsePT(w)
		case colorWord(w):
			if c, ok := rulings.ParseColor(w); ok {
				ins.Colors = ins.Colors.With(c)
			}
		case cardTypes[w]:
			ins.Types = append(ins.Types, w)
		case w == "legendary" || w == "snow":
			ins.TokenSupertypes = append(ins.TokenSupertypes, w)
		case isTargetName(w):
			ins.Subtypes = append(ins.Subtypes, w)
		default:
			return ins, errorf(p.file, line, "unknown word %q in a token description", w)
		}
	}
	if len(ins.Types) == 0 {
		return ins, errorf(p.file, line, "a token needs a card type, e.g. \"1/1 black Minion creature tokens\"")
	}
	return ins, nil
}

// subjectText returns the subject words of clause, given the rest after
// them ("that player " for "that player may draw a card").
func subjectText(clause, rest string) string {
	return strings.TrimSuffix(clause, rest)
}

// manaSpentCondition splits "INSTRUCTION if {G} was spent to cast this
// spell" into the instruction and the mana symbol's letter.
func manaSpentCondition(clause string) (before, color string, ok bool) {
	before, rest, found := strings.Cut(clause, " if {")
	if !found {
		return "", "", false
	}
	color, tail, found := strings.Cut(rest, "}")
	if !found || (tail != " was spent to cast this spell" && tail != " was spent to cast it") {
		return "", "", false
	}
	if _, isColor := rulings.ParseColor(color); !isColor || len(color) != 1 {
		return "", "", false
	}
	return before, color, true
}

// cutAnySuffix is strings.CutSuffix for the first of suffixes s ends with.
func cutAnySuffix(s string, suffixes ...string) (string, bool) {
	for _, suffix := range suffixes {
		if before, ok := strings.CutSuffix(s, suffix); ok {
			return before, true
		}
	}
	return s, false
}

// topCardsIntoGraveyard reads what milling was before it was a keyword
// action: "the top card of his or her library into his or her graveyard",
// "the top three cards of their library into their graveyard". It returns
// the number of cards, as written.
func topCardsIntoGraveyard(args string) (string, bool) {
	for _, their := range []string{"his or her", "their"} {
		tail := " of " + their + " library into " + their + " graveyard"
		what, ok := strings.CutSuffix(args, tail)
		if !ok {
			continue
		}
		if what == "the top card" {
			return "1", true
		}
		if n, ok := strings.CutPrefix(what, "the top "); ok {
			if n, ok := strings.CutSuffix(n, " cards"); ok && !strings.Contains(n, " ") {
				return n, true
			}
		}
	}
	return "", false
}

// isKeywordText reports whether words name a keyword ability ("flying",
// "protection from black"), not an amount of life.
func isKeywordText(s string, filter func(string) (rulings.Filter, error)) bool {
	_, ok, _ := rulings.ParseKeyword(s, filter)
	return ok
}

// actionInEdition refuses a keyword action the edition the program is
// played under doesn't have (surveil under 2006-10-01).
func (p *blockParser) actionInEdition(line int, name string) error {
	if p.eraAnswer(func(edition string) bool { return actionIn(name, edition) == nil }) {
		return nil
	}
	return errorf(p.file, line, "%v", actionIn(name, p.edition))
}

// actionIn refuses a keyword action edition doesn't have; every edition
// has it when none is known.
func actionIn(name, edition string) error {
	if edition == "" {
		return nil
	}
	if edition == SeedEdition {
		edition = rulings.ReferenceEdition
	}
	return rulings.KeywordActionIn(name, edition)
}

// predefinedTokens are the tokens the rules define (111.10 of 2026), each
// as card lines: a keyword action creating one needs no card of the
// scenario or library.
var predefinedTokens = map[string]string{
	// 111.10f: "a colorless Clue artifact token with '{2}, Sacrifice
	// this token: Draw a card.'"
	"Clue": "card \"Clue\" artifact — Clue\n  {2}, Sacrifice this artifact: Draw a card.\n",
	// 111.10b: "a colorless Food artifact token with '{2}, {T},
	// Sacrifice this token: You gain 3 life.'"
	"Food": "card \"Food\" artifact — Food\n  {2}, {T}, Sacrifice this artifact: You gain 3 life.\n",
	// 111.10i: "a double-faced token. Its front face is a colorless
	// Incubator artifact with '{2}: Transform this token.' Its back face
	// is a 0/0 colorless Phyrexian artifact creature named Phyrexian
	// Token."
	"Incubator": "card \"Incubator\" artifact — Incubator\n  {2}: Transform this token.\n  back \"Phyrexian Token\" artifact creature — Phyrexian 0/0\n",
	// 111.10a: "a colorless Treasure artifact token with '{T}, Sacrifice
	// this token: Add one mana of any color.'"
	"Treasure": "card \"Treasure\" artifact — Treasure\n  {T}, Sacrifice this artifact: Add one mana of any color.\n",
	// 111.10c: "a colorless Gold artifact token with 'Sacrifice this
	// token: Add one mana of any color.'"
	"Gold": "card \"Gold\" artifact — Gold\n  Sacrifice this artifact: Add one mana of any color.\n",
	// 111.10g: "a colorless Blood artifact token with '{1}, {T}, Discard
	// a card, Sacrifice this token: Draw a card.'"
	"Blood": "card \"Blood\" artifact — Blood\n  {1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.\n",
	// 111.10s: "a colorless Map artifact token with '{1}, {T}, Sacrifice
	// this token: Target creature you control explores. Activate only as
	// a sorcery.'"
	"Map": "card \"Map\" artifact — Map\n  {1}, {T}, Sacrifice this artifact: Target creature you control explores. Activate only as a sorcery.\n",
	// 111.10v: "a colorless Mutagen artifact token with '{1}, {T},
	// Sacrifice this token: Put a +1/+1 counter on target creature.
	// Activate only as a sorcery.'"
	"Mutagen": "card \"Mutagen\" artifact — Mutagen\n  {1}, {T}, Sacrifice this artifact: Put a +1/+1 counter on target creature. Activate only as a sorcery.\n",
}

// predefinedTokenClause reads "create a NAME token" or "you create a NAME
// token" naming a predefined token other than the Clue, which investigate
// creates (701.16a), and the Incubator, which incubate does (701.53a).
func predefinedTokenClause(clause string) (string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), "create a ")
	if !ok {
		return "", false
	}
	name, ok := strings.CutSuffix(rest, " token")
	if !ok || name == "" {
		return "", false
	}
	if _, known := predefinedTokens[name]; !known || name == "Clue" || name == "Incubator" {
		return "", false
	}
	return name, true
}

// predefinedTokenRules names the subrule of 111.10 of 2026 defining each
// predefined token.
var predefinedTokenRules = map[string]string{"Clue": "111.10f", "Food": "111.10b", "Treasure": "111.10a", "Gold": "111.10c",
	"Blood": "111.10g", "Map": "111.10s", "Mutagen": "111.10v"}

// predefinedToken reads the card of the predefined token name.
func (p *blockParser) predefinedToken(name string) (*rulings.CardDefinition, error) {
	src, ok := predefinedTokens[name]
	if !ok {
		return nil, fmt.Errorf("no predefined token %q", name)
	}
	q := &blockParser{file: p.file, cards: map[string]*rulings.CardDefinition{}, edition: p.edition, library: true, sharing: p.sharing}
	nodes, err := q.tree(1, src)
	if err != nil {
		return nil, fmt.Errorf("predefined token %s: %w", name, err)
	}
	def, err := q.card(nodes[0])
	// What the token's card reads under the edition, the card creating
	// it reads too.
	p.eraChecks = append(p.eraChecks, q.eraChecks...)
	if q.editionRead || q.dated {
		p.editionRead = true
	}
	return def, err
}

// cutLast is strings.Cut at the last occurrence of sep.
func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// firstWord returns the first space-separated word of s, or "".
func firstWord(s string) string {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return w
}

// manaOneOf reads "{U} or {B}" and "{R}, {G}, or {W}": two or more single
// colored mana symbols, each a different color, of which one is added.
func manaOneOf(args string) (rulings.ColorSet, bool) {
	parts := strings.Split(strings.NewReplacer(", or ", ", ", " or ", ", ").Replace(args), ", ")
	if len(parts) < 2 {
		return 0, false
	}
	var set rulings.ColorSet
	for _, part := range parts {
		m, err := rulings.ParseManaCost(part)
		if err != nil || m.ConvertedCost() != 1 || len(m.Colors().Colors()) != 1 || m.Generic != 0 {
			return 0, false
		}
		c := m.Colors().Colors()[0]
		if set.Has(c) {
			return 0, false
		}
		set = set.With(c)
	}
	return set, true
}

// onlyIfManaValue matches "VERB T if it has mana value N or less[ instead
// if CONDITION]": the instruction, its target, the quality and the
// condition of a self-replacement.
var onlyIfManaValue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^((?:[a-z]+) ([A-Z][0-9]*)) if it has (mana value [0-9]+ or (?:less|greater))(?: instead if (.+))?$`)
})
