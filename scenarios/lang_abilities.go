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

// graveyardReplacements are the ways a graveyard replacement sends the
// object elsewhere.
var graveyardReplacements = map[string]rulings.Static{
	"remove it from the game":              {To: rulings.ZoneRemoved},
	"shuffle it into its owner's library":  {To: rulings.ZoneLibrary, Shuffle: true},
	"return it to its owner's hand":        {To: rulings.ZoneHand},
	"put it on top of its owner's library": {To: rulings.ZoneLibrary},
}

// graveyardReplacement parses "if a card would be put into a graveyard,
// instead remove it from the game" and "if this would be put into a
// graveyard from play, instead shuffle it into its owner's library"
// (419.9a). ok is false for any other wording.
func (p *blockParser) graveyardReplacement(line int, s string) (*rulings.Static, bool, error) {
	cond, instead, ok := strings.Cut(s, ", instead ")
	if !ok || !strings.HasPrefix(cond, "if ") || !strings.Contains(cond, " would be put into a graveyard") {
		return nil, false, nil
	}
	what, where, _ := strings.Cut(strings.TrimPrefix(cond, "if "), " would be put into a graveyard")
	st, known := graveyardReplacements[instead]
	if !known {
		return nil, true, errorf(p.file, line, "unknown replacement %q (expected \"remove it from the game\", \"shuffle it into its owner's library\", \"return it to its owner's hand\" or \"put it on top of its owner's library\")", instead)
	}
	st.Kind = rulings.ReplaceGraveyard
	switch where {
	case "":
	case " from play":
		st.FromPlay = true
	default:
		return nil, true, errorf(p.file, line, "expected \"would be put into a graveyard\" or \"... from play\", found %q", where)
	}
	switch what = strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an "); what {
	case "this":
		st.Self = true
	case "card":
		st.Filter = rulings.Filter{Text: "card"}
	default:
		f, err := p.filter(line, what)
		if err != nil {
			return nil, true, err
		}
		st.Filter = f
	}
	return &st, true, nil
}

// abilityRestriction reads a restriction on when an activated ability can
// be played, written as the effect's last clause ("...; play this ability
// only during your upkeep"), and returns the effect without it.
func (p *blockParser) abilityRestriction(line int, a *rulings.Ability, effect string) (string, error) {
	i := strings.LastIndex(effect, ";")
	if i < 0 {
		return effect, nil
	}
	when, ok := strings.CutPrefix(strings.TrimSpace(effect[i+1:]), "play this ability only during ")
	if !ok {
		return effect, nil
	}
	if w, mine := strings.CutPrefix(when, "your "); mine {
		when, a.OnlyYourTurn = w, true
	}
	step, ok := rulings.ParseStep(strings.TrimSuffix(when, " step"))
	if !ok {
		return effect, errorf(p.file, line, "unknown step %q in \"play this ability only during [your] STEP\"", when)
	}
	a.OnlyDuring = []rulings.StepKind{step}
	return effect[:i], nil
}
