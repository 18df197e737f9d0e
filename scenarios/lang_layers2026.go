package scenarios

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// layerInstruction parses the instructions of the 2026 Examples that read
// differently from the others: "switch T's power and toughness until end
// of turn" (sublayer 7d), "add {G} for each FILTER", and those of
// damageEachInstruction. ok is false for any other clause.
func (p *blockParser) layerInstruction(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Text: clause}
	if what, kind, ok := strings.Cut(clause, " for each "); ok && strings.HasPrefix(what, "add {") {
		// "add {G} for each creature you control": a mana ability that
		// counts as it resolves.
		m, err := rulings.ParseManaCost(strings.TrimPrefix(what, "add "))
		if err != nil {
			return ins, true, errorf(p.file, line, "cannot read %q: %v", clause, err)
		}
		v, err := p.value(line, "the number of "+kind)
		ins.Op, ins.Colors, ins.Amount, ins.Player = "add-mana", m.Colors(), v, rulings.Ref{Kind: rulings.RefYou}
		return ins, true, err
	}
	rest, found := strings.CutPrefix(clause, "switch ")
	if !found {
		return p.damageEachInstruction(line, clause)
	}
	what, found := strings.CutSuffix(rest, "'s power and toughness until end of turn")
	if !found {
		return ins, true, errorf(p.file, line, "cannot read %q: expected \"switch NAME's power and toughness until end of turn\"", clause)
	}
	ins, err = p.objectInstruction(line, ins, "switch-pt", what)
	ins.Duration = rulings.UntilEndOfTurn
	ins.Text = "has its power and toughness switched until end of turn"
	return ins, true, err
}

// layerStatic parses the static abilities of layers 5 and 6: "FILTER is
// COLOR" ("enchanted creature is white"), "FILTER has KEYWORD" and
// "FILTER loses KEYWORD" ("enchanted creature loses flying"). ok is false
// for any other text.
func (p *blockParser) layerStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	for _, verb := range []string{" is ", " are "} {
		if what, color, found := strings.Cut(s, verb); found && colorWord(color) {
			c, _ := rulings.ParseColor(color)
			f, err := p.filter(line, what)
			return &rulings.Static{Kind: rulings.SetColor, Filter: f, Colors: rulings.ColorSet(0).With(c)}, true, err
		}
	}
	for _, form := range []struct {
		verb string
		kind rulings.StaticKind
	}{{" has ", rulings.GrantKeyword}, {" have ", rulings.GrantKeyword}, {" loses ", rulings.LoseKeyword}, {" lose ", rulings.LoseKeyword}} {
		what, keyword, found := strings.Cut(s, form.verb)
		if !found {
			continue
		}
		filter := func(s string) (rulings.Filter, error) { return p.filter(line, s) }
		abilities, isKeyword, err := rulings.ParseKeyword(keyword, filter)
		if !isKeyword {
			continue
		}
		if err == nil && len(abilities) != 1 {
			return nil, true, errorf(p.file, line, "%q: a static ability that gives or takes a keyword names one keyword ability", s)
		}
		if err == nil {
			err = p.keywordInEdition(abilities[0])
		}
		if err != nil {
			return nil, true, errorf(p.file, line, "%v", err)
		}
		f, err := p.filter(line, what)
		return &rulings.Static{Kind: form.kind, Filter: f, Ability: abilities[0]}, true, err
	}
	return nil, false, nil
}
