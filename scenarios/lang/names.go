package lang

import (
	"regexp"
	"strings"
	"sync"
	"unicode"

	"github.com/judgekit/judge/rulings"
)

// namedStaticForm matches a static ability that makes the objects a
// filter names into another creature with another name, as Witness
// Protection does: "enchanted creature loses all abilities and is a
// green and white Citizen creature with base power and toughness 1/1
// named Legitimate Businessperson".
var namedStaticForm = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(.+?) (loses all abilities and )?is an? (.+?) with base power and toughness ([0-9]+/[0-9]+) named (.+)$`)
})

// namedStatic reads a static ability of namedStaticForm: one ability whose
// effects share its timestamp, in layer 3 the name (612.8), in 4 the card
// types and subtypes, in 5 the colors and the abilities removed, in 7b the
// base power and toughness. ok is false for any other wording.
func (p *blockParser) namedStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	m := namedStaticForm().FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	f, err := p.filter(line, m[1])
	if err != nil {
		return nil, true, err
	}
	name := strings.TrimSpace(m[5])
	if name == "" || !unicode.IsUpper([]rune(name)[0]) {
		return nil, true, errorf(p.file, line, "%q: expected a name after \"named\", found %q", s, name)
	}
	var colors rulings.ColorSet
	var types, subtypes []string
	for _, w := range strings.Fields(m[3]) {
		if c, isColor := rulings.ParseColor(w); isColor {
			colors = colors.With(c)
			continue
		}
		switch {
		case w == "and":
		case cardTypes[w]:
			types = append(types, w)
		case unicode.IsUpper([]rune(w)[0]):
			subtypes = append(subtypes, w)
		default:
			return nil, true, errorf(p.file, line, "%q: expected colors, subtypes and card types before \"with base power and toughness\", found %q", s, w)
		}
	}
	if len(types) == 0 {
		return nil, true, errorf(p.file, line, "%q: expected a card type, e.g. \"is a green Citizen creature\"", s)
	}
	pw, tg, _ := parsePT(m[4])
	st = &rulings.Static{Kind: rulings.SetName, Filter: f, Name: name}
	st = &rulings.Static{Kind: rulings.SetTypes, Filter: f, Types: types, Subtypes: subtypes, SetsPT: true, Power: pw, Toughness: tg, Also: st}
	if colors != 0 {
		st = &rulings.Static{Kind: rulings.SetColor, Filter: f, Colors: colors, Also: st}
	}
	if m[2] != "" {
		st = &rulings.Static{Kind: rulings.LoseAllAbilities, Filter: f, Also: st}
	}
	return st, true, nil
}
