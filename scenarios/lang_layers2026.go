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
	if b, ok, err := p.becomes(line, clause); ok {
		return b, true, err
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

// becomes parses an effect with parts in several layers:
//
//	all FILTER become P/T TYPES until end of turn
//	NAME gets +N/+N and becomes the color of your choice until end of turn
//
// ok is false for any other clause.
func (p *blockParser) becomes(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Text: clause, Op: "become", Duration: rulings.UntilEndOfTurn}
	body, found := strings.CutSuffix(clause, " until end of turn")
	if !found {
		return ins, false, nil
	}
	b := &rulings.Becoming{}
	ins.Becomes = b
	if what, become, found := strings.Cut(body, " become "); found && strings.HasPrefix(what, "all ") {
		f, err := p.filter(line, strings.TrimPrefix(what, "all "))
		if err != nil {
			return ins, true, err
		}
		ins.Filter = f
		for _, w := range strings.Fields(become) {
			switch {
			case isPT(w):
				b.SetsPT = true
				b.Power, b.Toughness, _ = parsePT(w)
			case cardTypes[singular(w)]:
				b.Types = append(b.Types, singular(w))
			default:
				return ins, true, errorf(p.file, line, "unknown word %q in \"all FILTER become P/T TYPES until end of turn\"", w)
			}
		}
		ins.Text = "is one of the " + f.Text + " that become " + become + " until end of turn"
		return ins, true, nil
	}
	what, rest, found := strings.Cut(body, " gets ")
	pt, color, foundColor := strings.Cut(rest, " and becomes ")
	if !found || !foundColor || color != "the color of your choice" {
		return ins, false, nil
	}
	pw, tg, okPT := parsePT(strings.ReplaceAll(pt, "+", ""))
	if !okPT {
		return ins, true, errorf(p.file, line, "cannot read %q: expected \"NAME gets +N/+N and becomes the color of your choice until end of turn\"", clause)
	}
	refs, err := p.objectRefs(line, what)
	if err != nil {
		return ins, true, err
	}
	ins.Object, ins.Objects = refs[0], refs[1:]
	b.PowerDelta, b.ToughnessDelta, b.ChooseColor = pw, tg, true
	ins.Text = "gets " + pt + " and becomes the color of its controller's choice until end of turn"
	return ins, true, nil
}
