package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// compoundStatic parses a static ability that does two things to the same
// objects, "FILTER gets +N/+N and loses KEYWORD" (or "and has KEYWORD"):
// one ability, whose two effects share its timestamp. ok is false for
// any other wording.
func (p *blockParser) compoundStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	for _, verb := range []string{" gets ", " get "} {
		what, rest, found := strings.Cut(s, verb)
		if !found {
			continue
		}
		pt, second, found := strings.Cut(rest, " and ")
		if !found {
			return nil, false, nil
		}
		first, err := p.static(line, what+verb+pt)
		if err != nil {
			return nil, true, err
		}
		also, isAbility, err := p.abilityStatic(line, what+" "+second)
		if !isAbility {
			return nil, true, errorf(p.file, line, "expected \"%s%s and loses KEYWORD\" or \"and has KEYWORD\", found %q", what, verb+pt, s)
		}
		if err != nil {
			return nil, true, err
		}
		first.Also = also
		return first, true, nil
	}
	return nil, false, nil
}

// grantedStatic parses a static ability in quotes granted to the objects
// of filter what: one that changes other objects ("equipped creature has
// flying", "equipped creature gets +1/+1"), whose effects its holder
// generates (613.7a of 2026).
func (p *blockParser) grantedStatic(line int, what, inner string) (*rulings.Static, error) {
	st, err := p.static(line, inner)
	if err != nil {
		return nil, err
	}
	switch st.Kind {
	case rulings.GrantAbility, rulings.LoseKeyword, rulings.SetColor, rulings.ModifyPT:
	default:
		return nil, errorf(p.file, line, "expected a granted ability such as \"this creature is an artifact creature\" or \"equipped creature has flying\", found %q", inner)
	}
	f, err := p.filter(line, what)
	if err != nil {
		return nil, err
	}
	grant := &rulings.Ability{Kind: rulings.StaticAbility, Text: inner, Static: st}
	return &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: grant}, nil
}

// grantedActivated reads a static ability granting an activated ability
// in quotes: "enchanted creature has \"{T}: Create a 1/1 green Elf Warrior
// creature token.\"" (Presence of Gond). The quoted ability is read as an
// ability line of the object that has it, "this" naming that object.
func (p *blockParser) grantedActivated(line int, what, inner string) (*rulings.Static, error) {
	var c rulings.Characteristics
	if err := p.abilityLine(&c, &node{line: line, text: inner}); err != nil {
		return nil, err
	}
	if len(c.Abilities) != 1 || c.Abilities[0].Kind != rulings.ActivatedAbility {
		return nil, errorf(p.file, line, "expected one activated ability in quotes, \"COST: EFFECT.\", found %q", inner)
	}
	f, err := p.filter(line, what)
	if err != nil {
		return nil, err
	}
	return &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: c.Abilities[0]}, nil
}
