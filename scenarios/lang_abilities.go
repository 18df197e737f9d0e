package scenarios

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// abilityStatic parses a static ability that grants or removes a keyword,
// or sets a color, for the objects a filter names (407, layer 5):
// "enchanted creature has flying", "all creatures lose flying",
// "enchanted creature is white". ok is false for any other wording.
func (p *blockParser) abilityStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	for _, verb := range []string{" has ", " have ", " loses ", " lose ", " is ", " are "} {
		what, rest, found := strings.Cut(s, verb)
		if !found || strings.Contains(what, " can't ") {
			continue
		}
		what = strings.TrimPrefix(what, "all ")
		switch verb {
		case " is ", " are ":
			c, isColor := rulings.ParseColor(rest)
			if !isColor {
				return nil, false, nil
			}
			f, err := p.filter(line, what)
			if err != nil {
				return nil, true, err
			}
			return &rulings.Static{Kind: rulings.SetColor, Filter: f, Colors: rulings.ColorSet(0).With(c)}, true, nil
		}
		if _, isKeyword, _ := rulings.ParseKeyword(rest, func(string) (rulings.Filter, error) { return rulings.Filter{}, nil }); !isKeyword {
			// "all creatures lose all abilities" and other wordings.
			return nil, false, nil
		}
		a, err := p.oneKeyword(line, rest)
		if err != nil {
			return nil, true, err
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, true, err
		}
		if verb == " has " || verb == " have " {
			return &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: a}, true, nil
		}
		return &rulings.Static{Kind: rulings.LoseKeyword, Filter: f, Keyword: a.Keyword}, true, nil
	}
	return nil, false, nil
}

// oneKeyword reads a keyword ability that is one ability ("flying").
func (p *blockParser) oneKeyword(line int, text string) (*rulings.Ability, error) {
	filter := func(s string) (rulings.Filter, error) { return p.filter(line, s) }
	abilities, ok, err := rulings.ParseKeyword(text, filter)
	if !ok {
		return nil, errorf(p.file, line, "%q is not a keyword ability (expected e.g. \"flying\" or \"protection from white\")", text)
	}
	for _, a := range abilities {
		if err == nil {
			err = p.keywordInEdition(a)
		}
	}
	if err != nil {
		return nil, errorf(p.file, line, "%v", err)
	}
	if len(abilities) != 1 || abilities[0].Keyword == "" {
		return nil, errorf(p.file, line, "expected a keyword that is one ability, not %q", text)
	}
	return abilities[0], nil
}
