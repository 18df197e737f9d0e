package lang

import (
	"slices"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// layerInstruction parses the instructions of the 2026 Examples that read
// differently from the others: "gain control of NAME [until end of turn |
// for as long as you control this]" (layer 2), those of becomes and of
// damageEachInstruction. ok is false for any other clause.
func (p *blockParser) layerInstruction(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Text: clause}
	if b, ok, err := p.becomesLayered(line, clause); ok {
		return b, true, err
	}
	if rest, ok := strings.CutPrefix(clause, "for each "); ok {
		return p.forEachTarget(line, clause, rest)
	}
	if what, ok := strings.CutSuffix(strings.TrimPrefix(clause, "return all "), " from your graveyard to play"); ok && strings.HasPrefix(clause, "return all ") {
		f, err := p.filter(line, what)
		ins.Op, ins.Filter = "return-all", f
		return ins, true, err
	}
	if clause == "create a token that's a copy of a card exiled with this" || clause == "create a token that's a copy of a card exiled with this artifact" {
		// Linked to an imprint ability of the same object (111.12 of 2026).
		ins.Op, ins.Player = "create-token-copy-exiled", rulings.Ref{Kind: rulings.RefYou}
		return ins, true, nil
	}
	if what, ok := strings.CutPrefix(clause, "create a token that's a copy of "); ok {
		what, except, hasExcept := strings.Cut(what, ", except it's ")
		var ex *rulings.Characteristics
		if hasExcept {
			var err error
			if ex, err = p.tokenCopyException(line, except); err != nil {
				return ins, true, err
			}
		}
		ins, err := p.objectInstruction(line, ins, "create-token-copy", what)
		ins.CopyExcept = ex
		ins.Player = rulings.Ref{Kind: rulings.RefYou}
		return ins, true, err
	}
	if clause == "this becomes a copy of that creature, except it has this ability" {
		if p.thatCreature == rulings.RefNone {
			return ins, true, errorf(p.file, line, "\"that creature\" names the creature of a trigger event, and this is no triggered ability")
		}
		ins.Op, ins.Object, ins.Objects, ins.GainsThis = "become-copy", rulings.Ref{Kind: rulings.RefThis}, []rulings.Ref{{Kind: p.thatCreature}}, true
		return ins, true, nil
	}
	if clause == "add one mana of the chosen color" {
		ins.Op, ins.Name, ins.Player = "add-mana", rulings.ChosenColorMana, rulings.Ref{Kind: rulings.RefYou}
		return ins, true, nil
	}
	if clause == "exile the top card of your library" || clause == "remove the top card of your library from the game" {
		ins.Op, ins.Player = "exile-top", rulings.Ref{Kind: rulings.RefYou}
		return ins, true, nil
	}
	if before, after, ok := strings.Cut(clause, " deals damage equal to "); ok {
		// "this deals damage equal to that card's mana value to it".
		amount, to, found := strings.Cut(after, " to ")
		if !found {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"deals damage equal to AMOUNT to NAME\"", clause)
		}
		amount = strings.ReplaceAll(amount, "that card's mana value", "the converted mana cost of that card")
		inner, err := p.instruction(line, before+" deals "+amount+" damage to "+to)
		inner.Text = clause
		return inner, true, err
	}
	if what, typ, ok := strings.Cut(clause, " to play as "); ok && strings.HasPrefix(what, "return ") {
		// "return T to play as an enchantment in addition to its other
		// types": the permanent enters with the type (611.2e).
		typ, okSuffix := strings.CutSuffix(typ, " in addition to its other types")
		typ = strings.TrimPrefix(strings.TrimPrefix(typ, "an "), "a ")
		if !okSuffix || !cardTypes[typ] {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"return NAME to play as a TYPE in addition to its other types\"", clause)
		}
		ins, err := p.objectInstruction(line, ins, "enter-as", strings.TrimPrefix(what, "return "))
		ins.Types = []string{typ}
		return ins, true, err
	}
	if rest, ok := strings.CutPrefix(clause, "remove "); ok {
		// "exile NAME until this creature leaves the battlefield", read as
		// "remove NAME ... from the game" (610.3).
		for _, until := range []string{" until this leaves the battlefield", " until this creature leaves the battlefield", " until this leaves play", " until this creature leaves play"} {
			if what, after, found := strings.Cut(rest, until); found && (after == "" || after == " from the game") {
				what = strings.TrimSuffix(what, " from the game")
				ins, err := p.objectInstruction(line, ins, "exile-until-leaves", what)
				return ins, true, err
			}
		}
	}
	if what, ok := strings.CutSuffix(strings.TrimPrefix(clause, "shuffle "), " into its owner's library"); ok && strings.HasPrefix(clause, "shuffle ") && (what == "this" || what == "it") {
		// "shuffle it into its owner's library" (701.24c).
		ins, err := p.objectInstruction(line, ins, "shuffle-object-into-library", what)
		return ins, true, err
	}
	if who, rest, ok := strings.Cut(clause, " shuffles "); ok && isTargetName(who) {
		// "P shuffles C into their library": the cards targeted, from
		// the player's graveyard (701.24d).
		what, ok := strings.CutSuffix(rest, " into their library")
		if !ok {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"NAME shuffles NAME into their library\"", clause)
		}
		ins, err := p.objectInstruction(line, ins, "shuffle-cards-into-library", what)
		ins.Player = rulings.Ref{Kind: rulings.RefTarget, Name: who}
		return ins, true, err
	}
	if name, ok := predefinedTokenClause(clause); ok {
		// "Create a Food token." (111.10 of 2026): a token the rules
		// define, created as its rule describes it.
		def, err := p.predefinedToken(name)
		if err != nil {
			return ins, true, errorf(p.file, line, "cannot read %q: %v", clause, err)
		}
		ins.Op, ins.Card, ins.Player, ins.Name = "create-predefined", def, rulings.Ref{Kind: rulings.RefYou}, predefinedTokenRules[name]
		return ins, true, nil
	}
	if name, ok := strings.CutSuffix(strings.TrimPrefix(clause, "create a "), " token"); ok && strings.HasPrefix(clause, "create a ") && isCardName(name) {
		// A token created by name: the card of that name gives its
		// characteristics (111.11 of 2026).
		def, err := p.lookupCard(name)
		if err != nil {
			return ins, true, errorf(p.file, line, "cannot read %q: a token created by name takes the characteristics of the card of that name: %v", clause, err)
		}
		ins.Op, ins.Card, ins.Player = "create-named-token", def, rulings.Ref{Kind: rulings.RefYou}
		return ins, true, nil
	}
	if what, ok := strings.CutPrefix(clause, "you may choose new targets for "); ok {
		// Redirect (115.7d).
		ins, err := p.objectInstruction(line, ins, "choose-new-targets", what)
		return ins, true, err
	}
	if a, b, ok := strings.Cut(clause, " fights "); ok {
		// "T fights T2" (701.14 of 2026), a keyword action from 2011.
		if err := p.wordingInEdition(line, "fights", fightSince); err != nil {
			return ins, true, err
		}
		ins, err := p.objectInstruction(line, ins, "fight", a+" and "+b)
		if err == nil && len(ins.Objects) != 1 {
			err = errorf(p.file, line, "cannot read %q: expected \"NAME fights NAME\"", clause)
		}
		return ins, true, err
	}
	if what, ok := strings.CutPrefix(clause, "exchange control of "); ok {
		// "exchange control of A and B" (701.12).
		ins, err := p.objectInstruction(line, ins, "exchange-control", what)
		if err == nil && len(ins.Objects) != 1 {
			err = errorf(p.file, line, "cannot read %q: expected \"exchange control of NAME and NAME\"", clause)
		}
		return ins, true, err
	}
	if what, ok := strings.CutPrefix(clause, "gain control of "); ok {
		// A control-changing effect (layer 2).
		ins.Duration = rulings.Forever
		for _, d := range []struct {
			suffix   string
			duration rulings.Duration
		}{{" until end of turn", rulings.UntilEndOfTurn}, {" for as long as you control this creature", rulings.WhileYouControlSource}, {" for as long as you control this", rulings.WhileYouControlSource}} {
			if w, ok := strings.CutSuffix(what, d.suffix); ok {
				what, ins.Duration = w, d.duration
				break
			}
		}
		ins.Text = "gain control" + strings.TrimPrefix(clause, "gain control of "+what)
		ins, err := p.objectInstruction(line, ins, "gain-control-for", what)
		return ins, true, err
	}
	return p.damageEachInstruction(line, clause)
}

// becomesLayered parses an effect with parts in several layers:
//
//	all FILTER become P/T TYPES until end of turn
//	[until end of turn, ]NAME becomes a [P/T] [COLOR and COLOR] [Subtypes] TYPES [with power and toughness each equal to the number of FILTER] [that's still a land | in addition to its other types][ until end of turn]
//
// ok is false for any other clause.
func (p *blockParser) becomesLayered(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Text: clause, Op: "become", Duration: rulings.UntilEndOfTurn}
	body, found := strings.CutSuffix(clause, " until end of turn")
	if !found {
		body, found = strings.CutPrefix(clause, "until end of turn, ")
	}
	if !found {
		return ins, false, nil
	}
	b := &rulings.Becoming{}
	ins.Becomes = b
	if what, rest, found := strings.Cut(body, " becomes a "); found && !strings.HasPrefix(what, "all ") {
		// "T becomes a 3/3 creature that's still a land", "this becomes a
		// black and green Plant Zombie creature with power and toughness
		// each equal to the number of FILTER".
		refs, err := p.objectRefs(line, what)
		if err != nil {
			return ins, false, nil
		}
		ins.Object, ins.Objects = refs[0], refs[1:]
		rest, still := strings.CutSuffix(rest, " that's still a land")
		// "... becomes a 3/3 creature in addition to its other types": the
		// types it has are kept, as "that's still a land" keeps the land's
		// (205.1b of 2026); without either the new types replace them
		// (205.1a), unless it becomes an "artifact creature" (205.1b).
		rest, inAddition := strings.CutSuffix(rest, " in addition to its other types")
		if words, pt, found := strings.Cut(rest, " with base power and toughness "); found && isPT(pt) {
			// "becomes a blue Frog with base power and toughness 1/1"
			// (Turn to Frog): the power and toughness set in 7b.
			rest = pt + " " + words
		}
		if words, count, found := strings.Cut(rest, " with power and toughness each equal to the number of "); found {
			f, err := p.filter(line, count)
			if err != nil {
				return ins, true, err
			}
			rest, b.CountPT = words, &f
		}
		for _, w := range strings.Fields(rest) {
			switch {
			case w == "and":
			case isPT(w):
				b.SetsPT = true
				b.Power, b.Toughness, _ = parsePT(w)
			case colorWord(w):
				c, _ := rulings.ParseColor(w)
				b.Colors = b.Colors.With(c)
			case cardTypes[w]:
				b.Types = append(b.Types, w)
			case strings.HasPrefix(w, "non") && cardTypes[w[3:]]:
				b.RemoveTypes = append(b.RemoveTypes, w[3:])
			case isTargetName(w) || isSubtypeWord(w):
				b.Subtypes = append(b.Subtypes, w)
			default:
				return ins, true, errorf(p.file, line, "unknown word %q in %q (expected P/T, colors, subtypes and card types)", w, clause)
			}
		}
		artifactCreature := slices.Contains(b.Types, "artifact") && slices.Contains(b.Types, "creature")
		b.Replace = len(b.Types) > 0 && !still && !inAddition && !artifactCreature
		b.CreatureTypesReplace = artifactCreature && len(b.Subtypes) > 0 && !still && !inAddition
		// Subtypes with no card type set the subtypes of their kind
		// (205.1a of 2026): a Serra Angel that "becomes a blue Frog" is
		// no longer an Angel.
		b.SetsSubtypes = len(b.Types) == 0 && len(b.Subtypes) > 0 && !still && !inAddition
		ins.Text = "becomes a " + rest + " until end of turn"
		if b.CountPT != nil {
			ins.Text = "becomes a " + rest + " with power and toughness each equal to the number of " + b.CountPT.Text + " until end of turn"
		}
		return ins, true, nil
	}
	if what, become, found := strings.Cut(body, " become "); found && strings.HasPrefix(what, "all ") {
		f, err := p.filter(line, strings.TrimPrefix(what, "all "))
		if err != nil {
			return ins, true, err
		}
		ins.Filter = f
		// As for one permanent: "that are still lands" and "in addition
		// to their other types" keep the types they had (205.1b of
		// 2026), as does making them "artifact creatures"; otherwise the
		// new card types replace theirs (205.1a).
		words, still := strings.CutSuffix(become, " that are still lands")
		words, inAddition := strings.CutSuffix(words, " in addition to their other types")
		var bad string
		b.SetsPT, b.Power, b.Toughness, b.Types, bad = ptAndTypes(strings.Fields(words))
		if bad != "" {
			return ins, true, errorf(p.file, line, "unknown word %q in \"all FILTER become P/T TYPES until end of turn\"", bad)
		}
		artifactCreature := slices.Contains(b.Types, "artifact") && slices.Contains(b.Types, "creature")
		b.Replace = len(b.Types) > 0 && !still && !inAddition && !artifactCreature
		ins.Text = "is one of the " + f.Text + " that become " + become + " until end of turn"
		return ins, true, nil
	}
	return ins, false, nil
}

// forEachTarget parses "for each NAME, INSTRUCTION[, then INSTRUCTION]":
// the instructions are followed once for each of the targets NAME, "it"
// naming the one considered (608.2f).
func (p *blockParser) forEachTarget(line int, clause, rest string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Op: "for-each-target"}
	name, body, found := strings.Cut(rest, ", ")
	if !found || !isTargetName(name) {
		return ins, true, errorf(p.file, line, "cannot read %q: expected \"for each NAME, INSTRUCTION, then INSTRUCTION\" with NAME a target", clause)
	}
	ins.Object = rulings.Ref{Kind: rulings.RefTarget, Name: name}
	p.eachTarget = true
	defer func() { p.eachTarget = false }()
	for _, part := range strings.Split(body, ", then ") {
		inner, err := p.instruction(line, strings.TrimSpace(part))
		if err != nil {
			return ins, true, err
		}
		each := rulings.Ref{Kind: rulings.RefTarget, Name: "each"}
		if inner.Object.Kind == rulings.RefIt {
			inner.Object = each
		}
		if inner.Player.Kind == rulings.RefIt {
			inner.Player = each
		}
		if err := rulings.CheckInstruction(inner); err != nil {
			return ins, true, errorf(p.file, line, "cannot use %v", err)
		}
		ins.Else = append(ins.Else, inner)
	}
	return ins, true, nil
}

// isSubtypeWord reports whether w reads as a subtype with a hyphen or
// an apostrophe ("Assembly-Worker", "Aura"): capitalized, and letters
// otherwise.
func isSubtypeWord(w string) bool {
	if w == "" || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, r := range w {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r == '-' || r == '\'') {
			return false
		}
	}
	return true
}

// isCardName reports whether s reads as a card's name: it begins with a
// capital letter and holds no power and toughness ("Tarmogoyf", not
// "2/2 green Bear creature").
func isCardName(s string) bool {
	return s != "" && s[0] >= 'A' && s[0] <= 'Z' && !strings.Contains(s, "/")
}

// fightSince is the date of the rules update (Innistrad) that made "fight"
// a keyword action.
const fightSince = "2011-09-30"

// tokenCopyException reads the exception of a token copy, "a 1/1 green
// Frog": its power and toughness, colors and creature types (707.9b of
// 2026).
func (p *blockParser) tokenCopyException(line int, s string) (*rulings.Characteristics, error) {
	fail := func() (*rulings.Characteristics, error) {
		return nil, errorf(p.file, line, "cannot read the exception %q: expected \"except it's a P/T COLOR SUBTYPE\" (\"a 1/1 green Frog\")", s)
	}
	words := strings.Fields(strings.TrimPrefix(strings.TrimPrefix(s, "an "), "a "))
	if len(words) < 2 || !isPT(words[0]) {
		return fail()
	}
	c := &rulings.Characteristics{}
	c.Power, c.Toughness, _ = parsePT(words[0])
	for _, w := range words[1:] {
		if col, ok := rulings.ParseColor(w); ok && colorWord(w) {
			c.Colors = c.Colors.With(col)
			continue
		}
		if rulings.CreatureTypeError(w) != nil {
			return fail()
		}
		c.Subtypes = append(c.Subtypes, w)
	}
	if len(c.Subtypes) == 0 {
		return fail()
	}
	return c, nil
}
