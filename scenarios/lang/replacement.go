package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// replacementStatic parses the static abilities whose effects are
// replacement or prevention effects (614, 615), written as printed in
// lower case:
//
//	if a FILTER would deal damage to a permanent or player, it deals double that damage to that permanent or player instead
//	if a source would deal damage to a FILTER (or to you), prevent N of that damage
//	if a card would be put into a graveyard from anywhere, instead exile it
//	if this creature would die, instead shuffle it into its owner's library
//	if you would gain life, draw that many cards instead
//	if you would gain life, you gain twice that much life instead
//	if you would draw a card, return a card from your graveyard to your hand instead
//	if you would draw a card, you may skip that draw instead
//	FILTER enter tapped
//	planeswalkers' loyalty abilities you control cost an additional [+N] to activate (606.5)
//	as this comes into play, choose a color (607.2d)
//	this spell costs {1} less to cast for each creature you attacked with this turn (608.2i)
//
// ok is false for any other text.
func (p *blockParser) replacementStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	if amount, ok := strings.CutPrefix(s, "planeswalkers' loyalty abilities you control cost an additional ["); ok {
		amount, ok = strings.CutSuffix(amount, "] to activate")
		n, err := strconv.Atoi(strings.Replace(amount, "−", "-", 1))
		if !ok || err != nil {
			return nil, true, errorf(p.file, line, "cannot read %q: expected \"planeswalkers' loyalty abilities you control cost an additional [+N] to activate\"", s)
		}
		return &rulings.Static{Kind: rulings.LoyaltyCost, Amount: rulings.Value{N: n}}, true, nil
	}
	if s == "this spell costs {1} less to cast for each creature you attacked with this turn" {
		return &rulings.Static{Kind: rulings.CostLessPerAttacker}, true, nil
	}
	for _, prefix := range []string{"as this comes into play, exile any number of ", "as this enters, exile any number of "} {
		if what, ok := strings.CutPrefix(s, prefix); ok {
			what, ok = strings.CutSuffix(what, " from your graveyard")
			if !ok {
				return nil, true, errorf(p.file, line, "expected \"%sFILTER from your graveyard\"", prefix)
			}
			f, err := p.filter(line, what)
			return &rulings.Static{Kind: rulings.ExileAsEnters, Filter: f}, true, err
		}
	}
	for _, suffix := range []string{" enter as a copy of this creature", " come into play as a copy of this creature"} {
		if what, ok := strings.CutSuffix(s, suffix); ok {
			f, err := p.filter(line, what)
			return &rulings.Static{Kind: rulings.EnterAsCopy, Filter: f}, true, err
		}
	}
	if s == "this has protection from the chosen color" {
		// The protection keyword's own form (502.7).
		abilities, _, err := rulings.ParseKeyword("protection from the chosen color", nil)
		if err != nil {
			return nil, true, err
		}
		return abilities[0].Static, true, nil
	}
	if s == "as this creature enters, choose an opponent" || s == "as this enters, choose an opponent" {
		// Its "the chosen player" is that opponent (208.2a).
		return &rulings.Static{Kind: rulings.ChooseColorAsEnters, Counter: rulings.ChosenOpponent}, true, nil
	}
	if s == "as this comes into play, choose a color" || s == "as this enters, choose a color" {
		return &rulings.Static{Kind: rulings.ChooseColorAsEnters}, true, nil
	}
	rep := &rulings.Replacement{Text: s}
	st = &rulings.Static{Kind: rulings.Replaces, Replacement: rep}
	what, ok := strings.CutSuffix(s, " enter tapped")
	if !ok {
		what, ok = strings.CutSuffix(s, " come into play tapped")
	}
	if ok {
		f, err := p.filter(line, what)
		rep.Event, rep.Filter, rep.Tapped = rulings.ReplaceEnters, f, true
		return st, true, err
	}
	rest, found := strings.CutPrefix(s, "if ")
	if !found {
		return nil, false, nil
	}
	fail := func(expected string) (*rulings.Static, bool, error) {
		return nil, true, errorf(p.file, line, "cannot read the replacement effect %q: expected %s", s, expected)
	}
	switch rest {
	case "an effect would create one or more tokens under your control, it creates twice that many of those tokens instead":
		rep.Event, rep.Double = rulings.ReplaceCreateTokens, true
		return st, true, nil
	case "you would gain life, draw that many cards instead":
		rep.Event, rep.DrawInstead = rulings.ReplaceGainLife, true
		return st, true, nil
	case "you would gain life, you gain twice that much life instead":
		// Boon Reflection (120.4d of 2026).
		rep.Event, rep.Double = rulings.ReplaceGainLife, true
		return st, true, nil
	case "you would draw a card, you may skip that draw instead":
		// Obstinate Familiar (118.11 of 2026).
		rep.Event, rep.Skip, rep.Optional = rulings.ReplaceDraw, true, true
		return st, true, nil
	case "you would draw a card, return a card from your graveyard to your hand instead":
		rep.Event, rep.ReturnInstead = rulings.ReplaceDraw, true
		return st, true, nil
	}
	if n, ok := strings.CutPrefix(rest, "an opponent would search a library, that player searches the top "); ok {
		// Aven Mindcensor (701.23f of 2026).
		n, ok = strings.CutSuffix(n, " cards of that library instead")
		v, err := p.value(line, n)
		if !ok || err != nil || v.Var != "" || v.N < 1 {
			return fail("\"if an opponent would search a library, that player searches the top N cards of that library instead\"")
		}
		rep.Event, rep.TopCards = rulings.ReplaceSearch, v.N
		return st, true, nil
	}
	for _, what := range []string{"a card", "a card or token"} {
		if dest, ok := strings.CutPrefix(rest, what+" would be put into a graveyard from anywhere, "); ok && insteadDestination(dest) == "exile it" {
			// Rest in Peace: "..., exile it instead." as printed, or
			// "..., instead exile it"; its later wording names tokens
			// too, which are no cards (111.1 of 2006; 108.2 of 2026).
			rep.Event, rep.Zone, rep.Tokens = rulings.ReplaceToGraveyard, rulings.ZoneRemoved, what == "a card or token"
			return st, true, nil
		}
	}
	for _, what := range []string{"a card", "a card or token"} {
		if dest, ok := strings.CutPrefix(rest, what+" would be put into an opponent's graveyard from anywhere, "); ok && insteadDestination(dest) == "exile it" {
			// Leyline of the Void: a card goes to its owner's graveyard
			// (400.3 of 2026), so the card is an opponent's; its
			// Oracle wording names tokens too, owned by an opponent.
			rep.Event, rep.Zone, rep.Whose, rep.Tokens = rulings.ReplaceToGraveyard, rulings.ZoneRemoved, "opponent", what == "a card or token"
			return st, true, nil
		}
	}
	if rest == "a card would be put into enchanted player's graveyard from anywhere, instead that card is revealed and put on the bottom of its owner's library" {
		// Wheel of Sun and Moon, an Aura with enchant player.
		rep.Event, rep.Zone, rep.Bottom, rep.Whose = rulings.ReplaceToGraveyard, rulings.ZoneLibrary, true, "enchanted"
		return st, true, nil
	}
	for _, self := range []string{"this creature would die, ", "this would die, "} {
		dest, ok := strings.CutPrefix(rest, self)
		if !ok {
			continue
		}
		// "If this creature would die, exile it instead." as printed,
		// or "..., instead shuffle it into its owner's library".
		d, known := graveyardReplacements[insteadDestination(dest)]
		if !known {
			return fail("\"if this creature would die, DESTINATION instead\", DESTINATION one of " + graveyardDestinations)
		}
		rep.Event, rep.Zone, rep.Shuffle = rulings.ReplaceDies, d.To, d.Shuffle
		return st, true, nil
	}
	if ok, err := p.counterReplacement(line, rest, rep); ok {
		return st, true, err
	}
	if what, ok := strings.CutSuffix(rest, " would deal damage to a permanent or player, it deals double that damage to that permanent or player instead"); ok {
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		rep.Event, rep.Filter, rep.Double = rulings.ReplaceDamage, f, true
		return st, true, err
	}
	if what, ok := strings.CutPrefix(rest, "a source would deal damage to "); ok {
		what, amount, found := strings.Cut(what, ", prevent ")
		amount, okSuffix := strings.CutSuffix(amount, " of that damage")
		n, errN := strconv.Atoi(amount)
		if !found || !okSuffix || errN != nil || n < 1 {
			return fail("\"if a source would deal damage to FILTER, prevent N of that damage\"")
		}
		rep.Event, rep.Recipient, rep.Prevent = rulings.ReplaceDamage, true, n
		if what == "you" {
			// Urza's Armor: the player is the recipient (615.10 of 2026).
			rep.Filter = rulings.Filter{Text: what, Player: true, Controller: "you"}
			return st, true, nil
		}
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		rep.Filter = f
		return st, true, err
	}
	return nil, false, nil
}

// damageEachInstruction parses "this deals N damage to each FILTER[ and
// each FILTER]": permanents, players ("each opponent", "each player") or
// both. ok is false for any other clause.
func (p *blockParser) damageEachInstruction(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Text: clause}
	rest, found := strings.CutPrefix(clause, "this deals ")
	if !found {
		return ins, false, nil
	}
	amount, what, found := strings.Cut(rest, " damage to each ")
	if !found {
		return ins, false, nil
	}
	v, err := p.value(line, amount)
	if err != nil {
		return ins, true, err
	}
	ins.Op, ins.Amount, ins.Player = "damage-each", v, rulings.Ref{Kind: rulings.RefThis}
	// "each creature without flying and each player": groups dealt
	// damage at once, players among them (120.3 of 2026).
	for i, group := range strings.Split(what, " and each ") {
		f, err := p.filter(line, group)
		if err != nil {
			return ins, true, err
		}
		if i == 0 {
			ins.Filter = f
		} else {
			ins.Groups = append(ins.Groups, f)
		}
	}
	return ins, true, nil
}

// counterReplacement parses, after "if ", the replacement effects that
// modify counters being put on a permanent:
//
//	one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead
//	one or more +1/+1 counters would be put on a creature you control, twice that many +1/+1 counters are put on it instead
//	an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead
//
// (2006: "an effect would place ..., it places twice that many ..."). ok
// is false for any other text.
func (p *blockParser) counterReplacement(line int, rest string, rep *rulings.Replacement) (ok bool, err error) {
	var counters, after string
	if w, found := strings.CutPrefix(rest, "one or more "); found {
		counters, after, found = strings.Cut(w, " would be put on ")
		if !found {
			return false, nil
		}
	} else if w, found := cutAnyPrefix(rest, "an effect would put one or more ", "an effect would place one or more "); found {
		counters, after, found = strings.Cut(w, " on ")
		if !found {
			return false, nil
		}
	} else {
		return false, nil
	}
	kind, found := strings.CutSuffix(counters, "counters")
	if !found {
		return false, nil
	}
	what, outcome, found := strings.Cut(after, ", ")
	if !found || !strings.HasSuffix(outcome, " instead") {
		return true, errorf(p.file, line, "cannot read the replacement effect %q: expected \"if one or more KIND counters would be put on FILTER, that many plus one (or twice that many) KIND counters are put on it instead\"", rest)
	}
	switch {
	case strings.Contains(outcome, "that many plus one"):
		rep.PlusOne = true
	case strings.Contains(outcome, "twice that many"):
		rep.Double = true
	default:
		return true, errorf(p.file, line, "cannot read the replacement effect %q: expected \"that many plus one\" or \"twice that many\" counters instead", rest)
	}
	f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
	rep.Event, rep.Filter, rep.Counter = rulings.ReplaceCounters, f, strings.TrimSpace(kind)
	return true, err
}

// cutAnyPrefix is strings.CutPrefix for the first of prefixes s starts
// with.
func cutAnyPrefix(s string, prefixes ...string) (string, bool) {
	for _, prefix := range prefixes {
		if after, ok := strings.CutPrefix(s, prefix); ok {
			return after, true
		}
	}
	return s, false
}
