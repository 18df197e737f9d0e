package lang

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

func colorWord(w string) bool {
	if w == "colorless" {
		return true
	}
	_, ok := rulings.ParseColor(w)
	return ok && len(w) > 1
}

func isPT(w string) bool {
	_, _, ok := parsePT(w)
	return ok
}

func parsePT(w string) (int, int, bool) {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return 0, 0, false
	}
	pw, err1 := strconv.Atoi(a)
	tg, err2 := strconv.Atoi(b)
	return pw, tg, err1 == nil && err2 == nil
}

// ptAndTypes reads the words of "become 2/2 artifact creatures" or "are
// creatures": an optional P/T and card types, singular or plural. bad is
// the first word that is neither, "" when every word was read.
func ptAndTypes(words []string) (setsPT bool, power, toughness int, types []string, bad string) {
	for _, w := range words {
		switch {
		case isPT(w):
			setsPT = true
			power, toughness, _ = parsePT(w)
		case cardTypes[singular(w)]:
			types = append(types, singular(w))
		default:
			return setsPT, power, toughness, types, w
		}
	}
	return setsPT, power, toughness, types, ""
}

// plural type words and their singulars. A capitalized word is a
// subtype: one the rules list as a creature type is its own singular
// ("Cyclops", "Aurochs"), and a plural is found among the list by the
// ways English makes plurals ("Elves", "Allies", "Sphinxes", "Fungi",
// "Mice"); anything else loses a final "s", as a land type does.
func singular(w string) string {
	switch w {
	case "sorceries":
		return "sorcery"
	}
	if capitalized(w) {
		if rulings.IsCreatureTypeName(w) {
			return w
		}
		if irregular, ok := irregularPlurals[w]; ok {
			return irregular
		}
		for _, ending := range pluralEndings {
			if stem, ok := strings.CutSuffix(w, ending.plural); ok && rulings.IsCreatureTypeName(stem+ending.singular) {
				return stem + ending.singular
			}
		}
	}
	return strings.TrimSuffix(w, "s")
}

// pluralEndings are the regular ways a plural ends, tried in order.
var pluralEndings = []struct{ plural, singular string }{
	{"ies", "y"}, {"ves", "f"}, {"es", ""}, {"s", ""}, {"i", "us"},
}

// irregularPlurals are the plurals of creature types no ending makes.
var irregularPlurals = map[string]string{"Mice": "Mouse", "Oxen": "Ox"}

// plural is the plural of a card type or "permanent": the inverse of
// singular.
func plural(w string) string {
	if w == "sorcery" {
		return "sorceries"
	}
	return w + "s"
}

// filter parses a description such as "nonblack creature", "black spells
// you play", "artifacts, creatures, and enchantments", "nonland cards with
// converted mana cost equal to the chosen number", "player".
func (p *blockParser) filter(line int, s string) (rulings.Filter, error) {
	f := rulings.Filter{Text: strings.TrimSpace(s)}
	s = strings.TrimSpace(s)
	zone := rulings.ZoneNone
	for _, suffix := range [][2]string{{" in a graveyard", "graveyard"}, {" in graveyards", "graveyard"}, {" in your graveyard", "your graveyard"}} {
		if before, ok := strings.CutSuffix(s, suffix[0]); ok {
			s, zone = before, rulings.ZoneGraveyard
			if suffix[1] == "your graveyard" {
				f.Controller = "you"
			}
		}
	}
	if before, ok := strings.CutSuffix(s, " in your hand"); ok {
		s, zone, f.Controller = before, rulings.ZoneHand, "you"
	}
	if before, lacks, ok := strings.Cut(s, " without "); ok {
		// "creature without flying": a keyword it must not have.
		for _, k := range strings.Split(lacks, " or ") {
			abilities, isKeyword, err := rulings.ParseKeyword(k, func(string) (rulings.Filter, error) { return rulings.Filter{}, nil })
			if !isKeyword || err != nil || len(abilities) != 1 || abilities[0].Keyword == "" {
				return f, errorf(p.file, line, "%q: expected a keyword ability after \"without\" (\"creature without flying\")", strings.TrimSpace(f.Text))
			}
			f.Without = append(f.Without, abilities[0].Keyword)
		}
		s = before
	}
	if before, has, ok := strings.Cut(s, " with "); ok {
		// "creatures with flying", "creature with flying or reach": a
		// keyword it must have; other "with" phrases are read below.
		var with []string
		for _, k := range strings.Split(has, " or ") {
			if kw, named := rulings.KeywordNamed(k); named && kw.Name == k {
				// "a creature card with morph": a keyword named
				// without its cost matches every instance of it.
				with = append(with, kw.Name)
				continue
			}
			abilities, isKeyword, err := rulings.ParseKeyword(k, func(string) (rulings.Filter, error) { return rulings.Filter{}, nil })
			if !isKeyword || err != nil || len(abilities) != 1 || abilities[0].Keyword == "" {
				with = nil
				break
			}
			with = append(with, abilities[0].Keyword)
		}
		if with != nil {
			f.With, s = with, before
		}
	}
	if before, ok := strings.CutSuffix(s, " previously dealt damage by this"); ok {
		if before != "player" && before != "opponent" {
			return f, errorf(p.file, line, "%q: only a player or an opponent can have been \"previously dealt damage by this\"", strings.TrimSpace(f.Text))
		}
		s, f.DamagedBySource = before, true
	}

	if before, ok := strings.CutSuffix(s, " blocking or blocked by this"); ok {
		f.InCombatWithSource, s = true, before
	}
	if before, ok := strings.CutSuffix(s, " with no abilities"); ok {
		f.NoAbilities, s = true, before
	}
	if before, ok := strings.CutSuffix(s, " with toughness greater than its power"); ok {
		f.ToughnessOverPower, s = true, before
	}
	for _, parity := range []string{"even", "odd"} {
		for _, suffix := range []string{" with " + parity + " mana values", " with " + parity + " mana value", " with an " + parity + " mana value", " with an " + parity + " mana values"} {
			if before, ok := strings.CutSuffix(s, suffix); ok {
				f.ManaValueParity, s = parity, before
			}
		}
	}
	if before, ok := strings.CutSuffix(s, " with the chosen name"); ok {
		f.NamedChosen, s = true, before
	}
	for _, suffix := range []string{" with an activated ability", " with activated abilities"} {
		if before, ok := strings.CutSuffix(s, suffix); ok {
			f.WithActivated, s = true, before
		}
	}
	if before, ok := strings.CutSuffix(s, " of the chosen type"); ok {
		f.ChosenType, s = true, before
	}
	if before, value, ok := cutAny(s, " with converted mana cost ", " with mana value "); ok {
		if err := p.manaValueFilter(line, &f, value); err != nil {
			return f, err
		}
		s = before
	}
	for _, suffix := range [][2]string{{" you play", "you"}, {" you control", "you"}, {" you don't control", "opponent"}, {" an opponent controls", "opponent"}, {" your opponents control", "opponent"}, {" the chosen player controls", rulings.ChosenPlayerControls}} {
		if before, ok := strings.CutSuffix(s, suffix[0]); ok {
			f.Controller, s = suffix[1], before
		}
	}
	s = strings.TrimPrefix(s, "all ")
	if _, name, ok := strings.Cut(s, " named "); ok {
		// "creature named Grizzly Bears": a name written out is no kind
		// of object the language matches (only "with the chosen name").
		return f, errorf(p.file, line, "%q: \"named %s\" is not read: an object is matched by name only as \"with the chosen name\"", strings.TrimSpace(f.Text), name)
	}
	alternatives := strings.Contains(s, " or ")
	s = strings.ReplaceAll(s, ", and ", ", ")
	s = strings.ReplaceAll(s, " and ", ", ")
	s = strings.ReplaceAll(s, " or ", ", ")
	for _, item := range splitList(s) {
		for _, w := range strings.Fields(item) {
			if err := p.filterWord(&f, w); err != nil {
				return f, errorf(p.file, line, "%v in %q", err, f.Text)
			}
		}
	}
	f.AnyTarget = f.Text == anyTarget
	if alternatives && len(f.Colors) > 1 {
		// "black, red, or green": any one of the colors.
		f.AnyColors, f.Colors = f.Colors, nil
	}
	if alternatives && len(f.Subtypes) > 1 {
		// "an Island or Swamp card": any one of the subtypes.
		f.AnySubtypes, f.Subtypes = f.Subtypes, nil
	}
	if zone != rulings.ZoneNone {
		f.Zone = zone
	}
	return f, nil
}

func (p *blockParser) filterWord(f *rulings.Filter, w string) error {
	base := singular(w)
	switch {
	case base == "player":
		f.Player = true
	case base == "opponent":
		f.Player, f.Controller = true, "opponent"
	case base == "spell":
		f.Zone, f.Kind = rulings.ZoneStack, "spell"
	case w == "ability" || w == "abilities":
		f.Zone, f.Kind = rulings.ZoneStack, "ability"
	case w == "activated":
		// "activated or triggered ability": the kinds of ability on the
		// stack that match.
		f.AbilityKinds = append(f.AbilityKinds, rulings.ActivatedAbility)
	case w == "triggered":
		f.AbilityKinds = append(f.AbilityKinds, rulings.TriggeredAbility)
	case base == "card":
		f.Zone = rulings.ZoneHand
	case base == "permanent":
	case w == "another" || w == "other":
		// "another creature", and in a static ability "other creatures
		// you control": not the object with the ability.
		f.Another = true
	case base == "source":
		// "a source": any object that deals damage, a permanent, a spell
		// or a card elsewhere (419.8c; 609.7 of 2026).
		f.Kind = "source"
	case w == "named":
		f.NamedChosen = true
	case targetLabelWord(w):
		// "prevent all damage T would deal": T names a target, and a
		// filter of that word would match nothing.
		return fmt.Errorf("%q names a target, not a kind of object: the language reads a target's name here only where an instruction acts on it", w)
	case rulings.IsTerm(base):
		// "historic", "modified", "outlaws": terms the modern rules
		// define (700.6, 700.9, 700.12 of 2026).
		f.Terms = append(f.Terms, base)
	case w == "attacking" || w == "blocking":
		f.Combat = w
	case w == "nontoken":
		f.Nontoken = true
	case w == "token" || w == "tokens":
		// "creature tokens you control", "Soldier tokens": tokens only
		// (111.1 of 2026).
		f.Token = true
	case w == "tapped" || w == "untapped":
		f.Status = w
	case w == "enchanted" || w == "equipped":
		f.Enchanted = true
	case w == "paired":
		// The creature with the ability and the one it is paired with
		// (702.95b).
		f.Paired = true
	case cardTypes[base] || base == "battle":
		// A battle is one of the objects "any target" may be (115.4 of
		// 2026); the engine has no battle card, so it matches nothing.
		f.Types = append(f.Types, base)
	case strings.HasPrefix(w, "non") && cardTypes[singular(w[3:])]:
		f.NotTypes = append(f.NotTypes, singular(w[3:]))
	case strings.HasPrefix(w, "non") && colorWord(w[3:]):
		c, _ := rulings.ParseColor(w[3:])
		f.NotColors = append(f.NotColors, c)
	case colorWord(w):
		c, _ := rulings.ParseColor(w)
		f.Colors = append(f.Colors, c)
	case supertypes[w]:
		f.Supertypes = append(f.Supertypes, w)
	case strings.HasPrefix(w, "non-") && len(w) > 4 && w[4] >= 'A' && w[4] <= 'Z':
		// "non-Frog creature": a subtype it must not have.
		f.NotSubtypes = append(f.NotSubtypes, w[4:])
	case strings.HasPrefix(w, "non") && supertypes[w[3:]]:
		// "nonbasic lands" (205.4a of 2026: "nonbasic" is no supertype).
		f.NotSupertypes = append(f.NotSupertypes, w[3:])
	case len(w) > 0 && w[0] >= 'A' && w[0] <= 'Z':
		f.Subtypes = append(f.Subtypes, base)
	default:
		return fmt.Errorf("unknown word %q", w)
	}
	return nil
}

// cardinals are the numbers cards write as words ("mills twenty cards",
// Jace Beleren; "draw seven cards").
var cardinals = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
	"thirty": 30, "forty": 40, "fifty": 50,
}

// value parses an amount: a number, X, "that many", "the chosen number",
// "the converted mana cost of that card".
func (p *blockParser) value(line int, s string) (rulings.Value, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		return rulings.Value{N: n}, nil
	}
	if n, ok := cardinals[s]; ok {
		return rulings.Value{N: n}, nil
	}
	switch s {
	case "a", "an":
		return rulings.Value{N: 1}, nil
	case "X", "that many", "that much", "the chosen number", "the converted mana cost of that card", "that creature's power", "this's power", rulings.HighestCostYouControl, rulings.SacrificedPower, rulings.StartingLifeTotal, rulings.PartySize:
		return rulings.Value{Var: s}, nil
	}
	if name, ok := strings.CutSuffix(s, rulings.TargetPower); ok && isTargetName(name) {
		// "T's power": the target's power as the instruction is followed,
		// or as it last existed (608.2h of 2026).
		return rulings.Value{Var: s}, nil
	}
	if what, ok := strings.CutPrefix(s, "the number of "); ok {
		if kind, ok := strings.CutSuffix(what, " counters on this"); ok && !strings.Contains(kind, " ") {
			// "the number of infection counters on this": counted on the
			// source as the instruction is followed.
			return rulings.Value{Var: kind + rulings.CountersOnThis}, nil
		}
		f, err := p.filter(line, what)
		if err != nil {
			return rulings.Value{}, err
		}
		return rulings.Value{Var: "count", Count: &f}, nil
	}
	return rulings.Value{}, errorf(p.file, line, "unknown amount %q (expected a number, X, \"that many\", \"the chosen number\" or \"the converted mana cost of that card\")", s)
}

// cutAny cuts s around the first of seps it contains: the 2006 and the
// 2026 wording of one phrase ("converted mana cost", "mana value").
func cutAny(s string, seps ...string) (before, after string, found bool) {
	for _, sep := range seps {
		if before, after, found = strings.Cut(s, sep); found {
			return before, after, true
		}
	}
	return s, "", false
}

// targetLabelWord reports whether w is shaped like the name the Oracle
// reader gives a printed target (T, T2): one capital letter, then digits.
// No subtype is.
func targetLabelWord(w string) bool {
	if len(w) == 0 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, r := range w[1:] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// manaValueFilter reads what follows "with mana value" in a filter: "equal
// to AMOUNT" (or AMOUNT alone), or a bound, "3 or less", "4 or greater".
func (p *blockParser) manaValueFilter(line int, f *rulings.Filter, value string) error {
	for _, bound := range []string{" or less", " or greater"} {
		n, found := strings.CutSuffix(value, bound)
		if !found {
			continue
		}
		limit, err := strconv.Atoi(n)
		if err != nil || limit < 0 {
			return errorf(p.file, line, "%q: expected a number before %q", strings.TrimSpace(f.Text), strings.TrimSpace(bound))
		}
		if bound == " or less" {
			f.MaxCMC = &limit
		} else {
			f.MinCMC = &limit
		}
		return nil
	}
	v, err := p.value(line, strings.TrimPrefix(value, "equal to "))
	if err != nil {
		return err
	}
	f.CMC = &v
	return nil
}
