package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// lifeStatic parses the static abilities about paying life: "as this land
// enters, you may pay N life. if you don't, it enters tapped" (614.1c,
// 614.12a) and "if you would pay life while your library has at least
// that many cards in it, exile that many cards from the top of your
// library instead" (614.1a), and "players can't pay life or sacrifice
// FILTER to cast spells or activate abilities" (101.2). ok is false for any
// other wording.
func (p *blockParser) lifeStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	l := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")
	if l == "if you would pay life while your library has at least that many cards in it, exile that many cards from the top of your library instead" {
		return &rulings.Static{Kind: rulings.PayLifeAsExile}, true, nil
	}
	if what, ok := strings.CutPrefix(l, "players can't pay life or sacrifice "); ok {
		// Angel of Jubilation: a "can't" winning over Phyrexian mana's
		// life payment and sacrifice costs (101.2 of 2026).
		what, ok = strings.CutSuffix(what, " to cast spells or activate abilities")
		if !ok {
			return nil, true, errorf(p.file, line, "expected \"Players can't pay life or sacrifice FILTER to cast spells or activate abilities.\", found %q", s)
		}
		if err := p.wordingInEdition(line, "to cast spells or activate abilities", rulings.M10Update); err != nil {
			return nil, true, err
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, true, err
		}
		return &rulings.Static{Kind: rulings.CantPayLifeOrSacrifice, Filter: f}, true, nil
	}
	for _, prefix := range []string{"as this land enters, you may pay ", "as this enters, you may pay ", "as this comes into play, you may pay "} {
		rest, found := strings.CutPrefix(l, prefix)
		if !found {
			continue
		}
		amount, tail, found := strings.Cut(rest, " life")
		n, err := strconv.Atoi(amount)
		if !found || err != nil || n < 1 || tail != ". if you don't, it enters tapped" && tail != ". if you don't, it comes into play tapped" {
			return nil, true, errorf(p.file, line, "expected \"%sN life. If you don't, it enters tapped.\", found %q", prefix, s)
		}
		return &rulings.Static{Kind: rulings.EntersPayingLife, Amount: rulings.Value{N: n}}, true, nil
	}
	return nil, false, nil
}
