package lang

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
		if verb == " has " || verb == " have " {
			if inner, quoted := strings.CutPrefix(rest, "\""); quoted && strings.HasSuffix(inner, "\"") {
				// A granted ability in quotes: "this creature is an
				// artifact creature" (407.2).
				inner = strings.TrimSuffix(inner, "\"")
				if strings.HasPrefix(inner, "{") || startsWithCost(inner) {
					st, err := p.grantedActivated(line, what, inner)
					return st, true, err
				}
				types, ok := typesAfter(inner, "this creature is ")
				if !ok {
					st, err := p.grantedStatic(line, what, inner)
					return st, true, err
				}
				f, err := p.filter(line, what)
				if err != nil {
					return nil, true, err
				}
				grant := &rulings.Ability{Kind: rulings.StaticAbility, Text: inner, Static: &rulings.Static{Kind: rulings.TypeChange, Types: types, Self: true}}
				return &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: grant}, true, nil
			}
		}
		switch verb {
		case " is ", " are ":
			if types, ok := typesAfter(rest, ""); ok && verb == " is " {
				f, err := p.filter(line, what)
				if err != nil {
					return nil, true, err
				}
				return &rulings.Static{Kind: rulings.TypeChange, Filter: f, Types: types}, true, nil
			}
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
			if kws := keywordList(rest); kws != nil && (verb == " has " || verb == " have ") {
				// "Creatures you control have trample and haste.": one
				// ability granting each keyword, with its timestamp.
				return p.grantKeywords(line, what, kws)
			}
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
	if err != nil {
		return nil, errorf(p.file, line, "%v", err)
	}
	for _, a := range abilities {
		if err := p.keywordInEdition(a); err != nil {
			return nil, p.eraError(line, err)
		}
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
	"exile it":                             {To: rulings.ZoneRemoved},
	"shuffle it into its owner's library":  {To: rulings.ZoneLibrary, Shuffle: true},
	"return it to its owner's hand":        {To: rulings.ZoneHand},
	"put it on top of its owner's library": {To: rulings.ZoneLibrary},
}

// graveyardDestinations lists graveyardReplacements' keys for errors.
const graveyardDestinations = "\"exile it\", \"remove it from the game\", \"shuffle it into its owner's library\", \"return it to its owner's hand\" or \"put it on top of its owner's library\""

// insteadDestination strips the word "instead" from where a replacement
// sends an object, written before it ("instead exile it") or, as printed,
// after it ("exile it instead").
func insteadDestination(s string) string {
	if d, ok := strings.CutPrefix(s, "instead "); ok {
		return d
	}
	d, _ := strings.CutSuffix(s, " instead")
	return d
}

// graveyardReplacement parses "if a card would be put into a graveyard,
// instead remove it from the game" and "if this would be put into a
// graveyard from play, instead shuffle it into its owner's library"
// (419.9a). ok is false for any other wording.
func (p *blockParser) graveyardReplacement(line int, s string) (*rulings.Static, bool, error) {
	cond, instead, ok := strings.Cut(s, ", ")
	if !ok || !strings.HasPrefix(cond, "if ") || !strings.Contains(cond, " would be put into a graveyard") {
		return nil, false, nil
	}
	if !strings.HasPrefix(instead, "instead ") && !strings.HasSuffix(instead, " instead") {
		return nil, false, nil
	}
	what, where, _ := strings.Cut(strings.TrimPrefix(cond, "if "), " would be put into a graveyard")
	instead = insteadDestination(instead)
	st, known := graveyardReplacements[instead]
	if !known {
		return nil, true, errorf(p.file, line, "unknown replacement %q (expected %s)", instead, graveyardDestinations)
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

// sorceryTimingWordings are the printed forms of the restriction to the
// times its controller could play a sorcery, with the date each was first
// printed. "Activate only as a sorcery." is dated from the Streets of
// New Capenna rules (2022-04-29), the first edition known to word equip
// (702.6a) so.
var sorceryTimingWordings = []oracleWording{
	{"play this ability only any time you could play a sorcery", "", ""},
	{"activate this ability only any time you could cast a sorcery", "", rulings.M10Update},
	{"activate only as a sorcery", "", activateOnlyAsSorcerySince},
}

// activateOnlyAsSorcerySince is the first rules edition known to word the
// restriction "Activate only as a sorcery."
const activateOnlyAsSorcerySince = "2022-04-29"

// abilityRestriction reads a restriction on when an activated ability can
// be played, written as the effect's last clause ("...; play this ability
// only during your upkeep", "...; play this ability only any time you could
// play a sorcery"), and returns the effect without it.
func (p *blockParser) abilityRestriction(line int, a *rulings.Ability, effect string) (string, error) {
	i := strings.LastIndex(effect, ";")
	if i < 0 {
		return effect, nil
	}
	clause := strings.TrimSpace(effect[i+1:])
	// The restriction as printed in each era: "Play this ability only
	// any time you could play a sorcery." (2006), "Activate this ability
	// only any time you could cast a sorcery." (2009), "Activate only as a
	// sorcery." (602.5d of 2026).
	for _, w := range sorceryTimingWordings {
		if clause != w.phrase {
			continue
		}
		if err := p.wordingInEdition(line, w.phrase, w.since); err != nil {
			return effect, err
		}
		a.SorceryTiming = true
		return effect[:i], nil
	}
	when, ok := strings.CutPrefix(clause, "play this ability only during ")
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

// putCounters parses "put a +1/+1 counter on T" and "put 2 -1/-1 counters
// on T": what is the amount and kind, on the object.
func (p *blockParser) putCounters(line int, ins rulings.Instruction, what, on string) (rulings.Instruction, error) {
	amount, kind, ok := strings.Cut(what, " ")
	if !ok || (kind != "+1/+1" && kind != "-1/-1" && !counterWord(kind)) {
		return ins, errorf(p.file, line, "cannot read %q: expected \"put a +1/+1 counter on NAME\", \"put N -1/-1 counters on NAME\" or \"put a KIND counter on NAME\" (one lowercase word: slime, age)", ins.Text)
	}
	v, err := p.value(line, amount)
	if err != nil {
		return ins, err
	}
	ins, err = p.objectInstruction(line, ins, "put-counters", on)
	ins.Amount, ins.Name = v, kind
	return ins, err
}

// counterWord reports whether w names a kind of counter with no rules
// meaning of its own ("slime", "fade"): one lowercase word.
func counterWord(w string) bool {
	return w != "" && strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0
}

// typesAfter reads "an artifact creature" after prefix as card types.
func typesAfter(s, prefix string) ([]string, bool) {
	rest, ok := strings.CutPrefix(s, prefix)
	if !ok {
		return nil, false
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "an "), "a ")
	var types []string
	for _, w := range strings.Fields(rest) {
		if !cardTypes[w] {
			return nil, false
		}
		types = append(types, w)
	}
	return types, len(types) > 0
}

// revealLinked parses the triggered half of "reveal the first card you
// draw each turn; whenever you reveal a FILTER this way, INSTRUCTIONS", a
// static ability linked to a triggered ability (404.5).
func (p *blockParser) revealLinked(c *rulings.Characteristics, n *node, rest string) error {
	cond, effect, ok := strings.Cut(rest, " this way, ")
	what, okWhat := strings.CutPrefix(cond, "whenever you reveal ")
	if !ok || !okWhat {
		return errorf(p.file, n.line, "expected \"%s; whenever you reveal a FILTER this way, INSTRUCTIONS\"", rulings.RevealFirstDrawn)
	}
	f, err := p.filter(n.line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
	if err != nil {
		return err
	}
	a := &rulings.Ability{Kind: rulings.TriggeredAbility, Trigger: rulings.RevealTrigger(f), Text: n.text}
	if a.Effect, err = p.instructions(n.line, effect); err != nil {
		return err
	}
	c.Abilities = append(c.Abilities, a)
	return p.noChildren(n)
}

// gainControl parses "gain control of T until end of turn [and it gains
// KEYWORD]" (layers 2 and 5, 418.5b).
func (p *blockParser) gainControl(line int, ins rulings.Instruction, what string) (rulings.Instruction, error) {
	target, rest, ok := strings.Cut(what, " until end of turn")
	if !ok {
		return ins, errorf(p.file, line, "cannot read %q: expected \"gain control of NAME until end of turn [and it gains KEYWORD]\"", ins.Text)
	}
	ins, err := p.objectInstruction(line, ins, "gain-control", target)
	if err != nil {
		return ins, err
	}
	ins.Duration = rulings.UntilEndOfTurn
	if kw, ok := strings.CutPrefix(rest, " and it gains "); ok {
		if ins.Ability, err = p.oneKeyword(line, kw); err != nil {
			return ins, err
		}
	} else if rest != "" {
		return ins, errorf(p.file, line, "cannot read %q: expected \"... until end of turn and it gains KEYWORD\"", ins.Text)
	}
	return ins, nil
}

// grantedToToken parses the ability a token is created with, in quotes:
// "its power and toughness are each equal to the number of fade counters
// on this", where "this" is the object whose ability makes the token
// (202.2b).
func (p *blockParser) grantedToToken(line int, text string) (*rulings.Ability, error) {
	kind, ok := strings.CutPrefix(text, "its power and toughness are each equal to the number of ")
	kind, okOn := strings.CutSuffix(kind, " counters on this")
	if !ok || !okOn || strings.Contains(kind, " ") {
		return nil, errorf(p.file, line, "expected a token ability such as \"its power and toughness are each equal to the number of fade counters on this\", found %q", text)
	}
	return &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.PTFromCounters, Counter: kind}}, nil
}
