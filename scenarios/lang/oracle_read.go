package lang

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/judgekit/judge/rulings"
)

// The parts of printed text with no rules meaning, read and ignored:
// reminder text in parentheses (207.2a of 2026; 207.2 of 2006), and the
// italic ability word or flavor word before an em dash at the start of an
// ability (207.2c, 207.2d of 2026; "Ability Word" in the 2006 glossary).
//
//	Flying (This creature can't be blocked except by creatures with flying or reach.)
//	Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.

// withoutReminder removes the parenthesized reminder text from a printed
// line: what is left is the rules text. A line that is reminder text
// alone comes back empty.
func withoutReminder(text string) string {
	if !strings.Contains(text, "(") {
		return text
	}
	var b strings.Builder
	depth := 0
	for _, r := range text {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	out := strings.Join(strings.Fields(b.String()), " ")
	out = strings.ReplaceAll(out, " .", ".")
	return strings.TrimSpace(out)
}

// cutAbilityWord cuts an ability word or flavor word and its em dash from
// the start of a printed ability ("Landfall — Whenever ..."): one to four
// words, the first capitalized, before " — ", and an ability after it
// that starts as printed abilities do. A keyword written before an
// ability ("forecast — ") and "Choose one —" are no such word.
func cutAbilityWord(text string) (word, rest string, ok bool) {
	word, rest, found := strings.Cut(text, " — ")
	if !found || rest == "" || !isOracleLine(rest) {
		return "", "", false
	}
	words := strings.Fields(word)
	if len(words) == 0 || len(words) > 4 || strings.EqualFold(words[0], "choose") {
		return "", "", false
	}
	if r, _ := utf8.DecodeRuneInString(word); !unicode.IsUpper(r) {
		return "", "", false
	}
	for _, w := range words {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' }) >= 0 {
			return "", "", false
		}
	}
	if _, _, wraps := rulings.KeywordWrapping(strings.ToLower(word) + " — " + rest); wraps {
		return "", "", false
	}
	// A keyword written with a condition after its dash ("Companion —
	// Each ...") is the keyword, not an ability word.
	noFilter := func(string) (rulings.Filter, error) { return rulings.Filter{}, fmt.Errorf("no filter here") }
	if _, keyword, _ := rulings.ParseKeyword(strings.ToLower(word)+" — "+rest, noFilter); keyword {
		return "", "", false
	}
	return word, rest, true
}

// cardLineError names the card and the line of text a refused ability
// line holds: "card "X": line "...": the engine cannot play this ability:
// WHY". The line is the one the error is at, n or a line under it.
// Wording of another era than the edition's is no line the engine cannot
// play: its error says so as it is.
func (p *blockParser) cardLineError(name string, n *node, err error) error {
	var e *Error
	if !errors.As(err, &e) || e.framed || e.era {
		return err
	}
	text := n.text
	if at := nodeAt(n, e.Line); at != nil {
		text = at.text
	}
	framed := *e
	framed.framed = true
	framed.Msg = fmt.Sprintf("card %q: line %q: the engine cannot play this ability: %s", name, text, e.Msg)
	return &framed
}

// nodeAt finds the line numbered line among n and the lines under it.
func nodeAt(n *node, line int) *node {
	if n.line == line {
		return n
	}
	for _, c := range n.children {
		if at := nodeAt(c, line); at != nil {
			return at
		}
	}
	return nil
}

// eraError marks err, refusing a keyword the edition lacks, as an
// anachronism at line rather than a line the engine cannot play.
func (p *blockParser) eraError(line int, err error) error {
	e := errorf(p.file, line, "%v", err)
	e.era = true
	return e
}

// targetLabel matches the name a printed "target" became (T, T2, ...), a
// word of its own: not the T of the tap symbol {T}.
var targetLabel = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^{\w])(T[0-9]*)(?:$|[^}\w])`)
})

// lastLabel returns the last target name a clause mentions, or "".
func lastLabel(clause string) string {
	m := targetLabel().FindAllStringSubmatch(clause, -1)
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1][1]
}

// imperatives are the verbs a printed instruction to the spell's or
// ability's controller starts with; after " and " one starts a second
// instruction ("Untap target creature and gain control of it").
var imperatives = map[string]bool{
	"untap": true, "tap": true, "gain": true, "return": true, "destroy": true, "exile": true, "remove": true,
	"put": true, "sacrifice": true, "draw": true, "counter": true, "regenerate": true,
}

// splitImperatives splits "untap T and gain control of it until end of
// turn" into its two instructions, both the controller's: a clause that
// starts with an imperative verb, at each " and " another follows.
func splitImperatives(clause string) []string {
	first, _, _ := strings.Cut(clause, " ")
	if !imperatives[first] {
		return []string{clause}
	}
	var out []string
	start := 0
	for i := 0; ; {
		j := strings.Index(clause[i:], " and ")
		if j < 0 {
			return append(out, clause[start:])
		}
		i += j + len(" and ")
		if next, _, _ := strings.Cut(clause[i:], " "); imperatives[next] {
			out = append(out, clause[start:i-len(" and ")])
			start = i
		}
	}
}

// itWord matches "it" as a word of its own, not "its" or "it's".
var itWord = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(^|\s)it($|[\s,])`) })

// resolveAnaphora names the object a later sentence's "it" or "that
// creature" refers to: the target the sentences before named last
// ("Untap target creature. It gains haste until end of turn."; "Gain
// control of target creature until end of turn. Untap that creature.").
// A clause with no target before it keeps its words, which in a
// triggered ability name the object of its trigger event.
func resolveAnaphora(clauses []string) []string {
	last := ""
	out := make([]string, 0, len(clauses))
	for _, c := range clauses {
		for _, part := range splitImperatives(c) {
			if last != "" {
				for _, that := range []string{"that creature", "that permanent", "that land", "that artifact", "that enchantment"} {
					part = strings.ReplaceAll(part, that, last)
				}
				part = itWord().ReplaceAllString(part, "${1}"+last+"${2}")
			}
			if l := lastLabel(part); l != "" {
				last = l
			}
			if movesToAnotherZone(part) {
				// The object it moved is a new object (400.7): a later
				// "it" is the card the effect just moved, found in the
				// public zone it went to (400.7j), not the old target.
				last = ""
			}
			out = append(out, part)
		}
	}
	return out
}

// movesToAnotherZone reports whether an imperative moves its object out
// of its zone: "exile T", "remove T from the game", "return T to ...".
func movesToAnotherZone(part string) bool {
	for _, verb := range []string{"exile ", "remove ", "return "} {
		if strings.HasPrefix(part, verb) {
			return verb != "remove " || strings.HasSuffix(part, " from the game")
		}
	}
	return false
}

// numberedTargets reads the words before "target" that ask for several
// targets ("two target lands", "up to two target creatures", "up to one
// target creature"): the least and most targets, and the words before
// them. ok is false for one target.
func numberedTargets(before string) (rest string, min, max int, ok bool) {
	words := strings.Fields(before)
	if len(words) == 0 {
		return before, 0, 0, false
	}
	max, ok = numberWord(words[len(words)-1])
	if !ok {
		return before, 0, 0, false
	}
	head := words[:len(words)-1]
	min = max
	if n := len(head); n >= 2 && head[n-2] == "up" && head[n-1] == "to" {
		head, min = head[:n-2], 0
	} else if n >= 2 && head[n-1] == "or" {
		// "one or two targets": at least the first number.
		if lo, ok := numberWord(head[n-2]); ok && lo < max {
			head, min = head[:n-2], lo
		}
	}
	if min == max && max < 2 {
		return before, 0, 0, false
	}
	rest = strings.Join(head, " ")
	if rest != "" {
		rest += " "
	}
	return rest, min, max, true
}

// numberWord reads a small number written as a word or digits.
func numberWord(w string) (int, bool) {
	if n, ok := cardinals[w]; ok && n > 0 {
		return n, true
	}
	n := 0
	for _, r := range w {
		if r < '0' || r > '9' {
			return 0, false
		}
		n = n*10 + int(r-'0')
	}
	return n, w != "" && n > 0 && n <= 20
}

// expandClause splits a clause that does two things to the same objects
// into one clause each, the duration going with both: "T gets +2/+2 and
// gains trample until end of turn", "T gains flying and first strike
// until end of turn", "creatures you control get +1/+1 and gain trample
// until end of turn", and "T loses all abilities and becomes 1/1 until end
// of turn" (as printed, "... and has base power and toughness 1/1 ...":
// abilities removed in layer 6, power and toughness set in 7b, 613.1f and
// 613.4b of 2026).
func expandClause(clause string) []string {
	if body, ok := strings.CutPrefix(clause, "until end of turn, "); ok {
		// "Until end of turn, target creature loses all abilities and
		// becomes a blue Frog with base power and toughness 1/1." (Turn
		// to Frog): the abilities removed in layer 6, the rest an effect
		// with parts in layers 4, 5 and 7b, both lasting the turn.
		for _, v := range [][2]string{{" loses all abilities and ", "becomes "}, {" lose all abilities and ", "become "}} {
			subject, rest, found := strings.Cut(body, v[0])
			if found && subject != "" && strings.HasPrefix(rest, v[1]) {
				return []string{subject + strings.TrimSuffix(v[0], " and ") + " until end of turn", "until end of turn, " + subject + " " + rest}
			}
		}
		return []string{clause}
	}
	body, ok := strings.CutSuffix(clause, " until end of turn")
	if !ok {
		return []string{clause}
	}
	for _, v := range [][2]string{{" loses all abilities", " becomes "}, {" lose all abilities", " become "}} {
		subject, rest, found := strings.Cut(body, v[0]+" and"+v[1])
		if found && subject != "" && !strings.Contains(rest, " ") {
			return []string{subject + v[0] + " until end of turn", subject + v[1] + rest + " until end of turn"}
		}
	}
	for _, v := range [][2]string{{" gets ", " gains "}, {" get ", " gain "}} {
		subject, rest, found := strings.Cut(body, v[0])
		if !found {
			continue
		}
		pt, kw, found := strings.Cut(rest, " and"+v[1])
		if !found || strings.Contains(pt, " ") {
			continue
		}
		return append([]string{subject + v[0] + pt + " until end of turn"}, expandClause(subject+v[1]+kw+" until end of turn")...)
	}
	for _, v := range []string{" gains ", " gain "} {
		subject, rest, found := strings.Cut(body, v)
		if !found || strings.HasPrefix(rest, "control") || strings.HasPrefix(rest, "life") {
			continue
		}
		kws := strings.Split(strings.ReplaceAll(rest, ", and ", ", "), ", ")
		if len(kws) == 1 {
			kws = strings.Split(rest, " and ")
		} else if last, more, found := strings.Cut(kws[len(kws)-1], " and "); found {
			kws = append(kws[:len(kws)-1], last, more)
		}
		if len(kws) < 2 {
			continue
		}
		var out []string
		for _, k := range kws {
			if _, isKeyword, _ := rulings.ParseKeyword(k, func(string) (rulings.Filter, error) { return rulings.Filter{}, nil }); !isKeyword {
				return []string{clause}
			}
			out = append(out, subject+v+k+" until end of turn")
		}
		return out
	}
	return []string{clause}
}

// printedEntersUnderYourControl matches "If a creature would enter the
// battlefield under an opponent's control this turn, it enters under your
// control instead.": what would enter.
var printedEntersUnderYourControl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^if an? (.+?) would enter (?:the battlefield|play) under an opponent's control this turn, it enters under your control instead$`)
})

// oracleInstruction parses the instructions of printed wordings the
// older vocabulary had no form for. ok is false for any other clause.
//
//	NAME loses all abilities until end of turn
//	all FILTER lose all abilities until end of turn
//	all FILTER gain KEYWORD until end of turn
//	remove all graveyards from the game   (as printed, "Exile all graveyards.")
//	this becomes prepared   (as printed, "it becomes prepared")
//	if a FILTER would enter the battlefield under an opponent's control this turn, it enters under your control instead
func (p *blockParser) oracleInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	if clause == "remove all graveyards from the game" {
		ins.Op = "exile-graveyards"
		return ins, true, nil
	}
	if clause == "this becomes prepared" || clause == "it becomes prepared" {
		// "Whenever this creature attacks, it becomes prepared." (722.3a
		// of 2026): "it" is the creature with the ability.
		if err := p.wordingInEdition(line, "prepared", rulings.PreparationSince); err != nil {
			return ins, true, err
		}
		ins.Op, ins.Object = "prepare", rulings.Ref{Kind: rulings.RefThis}
		return ins, true, nil
	}
	if m := printedEntersUnderYourControl().FindStringSubmatch(clause); m != nil {
		// Gather Specimens: a replacement effect lasting the turn
		// (614.1a of 2026).
		f, err := p.filter(line, m[1])
		ins.Op, ins.Filter = "enter-control-instead", f
		return ins, true, err
	}
	what, ok := strings.CutSuffix(clause, " until end of turn")
	if !ok {
		return ins, false, nil
	}
	ins.Duration = rulings.UntilEndOfTurn
	for _, verb := range []string{" loses all abilities", " lose all abilities"} {
		who, found := strings.CutSuffix(what, verb)
		if !found {
			continue
		}
		ins.Op = "lose-all-abilities"
		ins.Text = strings.TrimPrefix(verb, " ") + " until end of turn"
		if group, all := strings.CutPrefix(who, "all "); all {
			f, err := p.filter(line, group)
			ins.Filter = f
			return ins, true, err
		}
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Object, ins.Objects = refs[0], refs[1:]
		return ins, true, nil
	}
	who, kw, found := strings.Cut(what, " gain ")
	if group, all := strings.CutPrefix(who, "all "); found && all && !strings.HasPrefix(kw, "control ") && !strings.HasSuffix(kw, " life") {
		a, err := p.oneKeyword(line, kw)
		if err != nil {
			return ins, true, err
		}
		f, err := p.filter(line, group)
		ins.Op, ins.Filter, ins.Ability, ins.Text = "gain-ability-all", f, a, "gains "+kw+" until end of turn ("+who+")"
		return ins, true, err
	}
	return ins, false, nil
}

// keywordList splits "trample and haste", "flying, first strike, and
// lifelink" into its keywords; nil unless it is two or more keywords.
func keywordList(s string) []string {
	s = strings.ReplaceAll(s, ", and ", ", ")
	var out []string
	for _, part := range strings.Split(s, ", ") {
		out = append(out, strings.Split(part, " and ")...)
	}
	if len(out) < 2 {
		return nil
	}
	for _, k := range out {
		if _, isKeyword, _ := rulings.ParseKeyword(k, func(string) (rulings.Filter, error) { return rulings.Filter{}, nil }); !isKeyword {
			return nil
		}
	}
	return out
}

// grantKeywords makes the static ability giving the objects of filter
// what each keyword of kws: one static ability whose effects share its
// timestamp (613.7a of 2026; 418.5f of 2006).
func (p *blockParser) grantKeywords(line int, what string, kws []string) (*rulings.Static, bool, error) {
	f, err := p.filter(line, what)
	if err != nil {
		return nil, true, err
	}
	var first, last *rulings.Static
	for _, k := range kws {
		a, err := p.oneKeyword(line, k)
		if err != nil {
			return nil, true, err
		}
		st := &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: a}
		if first == nil {
			first = st
		} else {
			last.Also = st
		}
		last = st
	}
	return first, true, nil
}

// costLessEach reads "this costs {1} less to cast for each FILTER" (2006:
// "to play"), the text of a spell about itself: the mana taken off for
// each, the filter, and the verb. ok is false for any other text.
func costLessEach(s string) (mana, filter, verb string, ok bool) {
	rest, found := strings.CutPrefix(s, "this costs ")
	if !found {
		rest, found = strings.CutPrefix(s, "this spell costs ")
	}
	if !found {
		return "", "", "", false
	}
	mana, rest, found = strings.Cut(rest, " less to ")
	if !found {
		return "", "", "", false
	}
	verb, filter, found = strings.Cut(rest, " for each ")
	if !found || verb != "cast" && verb != "play" {
		return "", "", "", false
	}
	return mana, filter, verb, true
}

// entersWithCounters reads "this enters with three +1/+1 counters on it"
// (and "enters the battlefield with", 2006 "comes into play with") as the
// language's "comes into play with 3 +1/+1 counters", with the phrase that
// dates it; "with X charge counters" keeps the X. ok is false for any
// other text.
func entersWithCounters(s string) (line, phrase string, ok bool) {
	for _, form := range [][2]string{{"this enters with ", " enters"}, {"this enters the battlefield with ", " enters the battlefield"}, {"this comes into play with ", ""}} {
		rest, found := strings.CutPrefix(s, form[0])
		if !found {
			continue
		}
		rest = strings.TrimSuffix(rest, " on it")
		amount, kind, found := strings.Cut(rest, " ")
		if found && amount == "X" {
			// Chalice of the Void: X is the value chosen for the spell
			// that became the permanent (107.3m of 2026).
			return "comes into play with X " + kind, form[1], true
		}
		n, isNumber := numberWord(amount)
		if amount == "a" || amount == "an" {
			n, isNumber = 1, true
		}
		if !found || !isNumber {
			return "", "", false
		}
		return fmt.Sprintf("comes into play with %d %s", n, kind), form[1], true
	}
	return "", "", false
}

// entersTapped reads a permanent's own "enters tapped" line in any era's
// words, returning the era phrase it used ("" for the 2006 words).
func entersTapped(s string) (phrase string, ok bool) {
	for _, form := range [][2]string{{"this enters tapped", " enters"}, {"this enters the battlefield tapped", " enters the battlefield"}, {"this comes into play tapped", ""}} {
		if s == form[0] {
			return form[1], true
		}
	}
	return "", false
}

// manaValueSince is the rules update (Strixhaven) from which cards say
// "mana value" for what they called "converted mana cost".
const manaValueSince = "2021-04-23"

// itNamesSomething reports whether "it" can name an object where an
// instruction is being read: the object of a triggered ability's event,
// or the target considered in "for each NAME, ...". Elsewhere (a spell,
// an activated ability) no event has an object, and "it" with nothing
// before it to refer to would be performed as nothing, unless an earlier
// instruction of the effect moved an object: "it" is then the new object
// it became (400.7j).
func (p *blockParser) itNamesSomething() bool {
	return p.thatCreature != rulings.RefNone || p.eachTarget || p.movedInEffect
}

// itError refuses "it" that names nothing.
func (p *blockParser) itError(line int, clause string) error {
	const why = "\"it\" names no object here: only a triggered ability's event has one, and no target is named before it"
	if clause == "it" {
		return errorf(p.file, line, "%s", why)
	}
	return errorf(p.file, line, "%q: %s", clause, why)
}

// eachIsStatic reads "each FILTER is a TYPES with power and toughness
// each equal to its mana value" (2006: "its converted mana cost"), March
// of the Machines, and "each FILTER is a TYPE in addition to its other
// types and has base power and toughness each equal to its mana value",
// Opalescence: a type-changing effect (layer 4) and one setting power
// and toughness (7b), each object's from its own mana value. ok is false
// for any other text.
func (p *blockParser) eachIsStatic(line int, s string) (*rulings.Static, bool, error) {
	rest, ok := strings.CutPrefix(s, "each ")
	if !ok {
		return nil, false, nil
	}
	what, rest, ok := strings.Cut(rest, " is ")
	if !ok {
		return nil, false, nil
	}
	var typesText, phrase string
	for _, ph := range []string{"its mana value", "its converted mana cost"} {
		// March of the Machines sets the types with the power and
		// toughness; Opalescence adds one "in addition to its other
		// types" and sets the base power and toughness: the same two
		// effects, the types added in layer 4 either way (205.1b of
		// 2026) and the power and toughness set in 7b.
		for _, mid := range []string{" with power and toughness each equal to ", " in addition to its other types and has base power and toughness each equal to "} {
			if t, found := strings.CutSuffix(rest, mid+ph); found {
				typesText, phrase = t, ph
			}
		}
	}
	types, isTypes := typesAfter(typesText, "")
	if phrase == "" || !isTypes {
		return nil, false, nil
	}
	if phrase == "its mana value" {
		if err := p.wordingInEdition(line, "mana value", manaValueSince); err != nil {
			return nil, true, err
		}
	}
	f, err := p.filter(line, what)
	if err != nil {
		return nil, true, err
	}
	return &rulings.Static{Kind: rulings.TypeChange, Filter: f, Types: types, SetsPT: true, ManaValuePT: true}, true, nil
}

// xDefined refuses, at the line n just read, an amount X that nothing
// defines: in an ability with no {X} in its cost, a spell with none in
// its mana cost, a triggered ability without "where X is". The engine
// would play it as 0 every time (107.3 of 2026; 104.3c of 2006). The
// abilities the line added are looked at, and the spell ability, which
// each effect line adds to.
func (p *blockParser) xDefined(c *rulings.Characteristics, added []*rulings.Ability, n *node) error {
	for _, a := range c.Abilities {
		if a.Kind == rulings.SpellAbility && !slices.Contains(added, a) {
			added = append(added, a)
		}
	}
	for _, a := range added {
		defined := false
		switch {
		case a.Keyword != "" || a.Kind == rulings.StaticAbility:
			continue
		case a.Kind == rulings.SpellAbility:
			defined = c.ManaCost.X > 0
		case a.Kind == rulings.ActivatedAbility:
			// {X} in its mana cost, or a loyalty cost of −X (606.4).
			defined = a.Cost.Mana.X > 0 || slices.ContainsFunc(a.Cost.Parts, func(c rulings.CostPart) bool { return c.LoyaltyX })
		}
		if in, ok := undefinedX(a); ok && !defined {
			return errorf(p.file, n.line, "%q: nothing defines X here (no {X} in a cost, no \"where X is\"), so X would always be 0", in.Text)
		}
	}
	return nil
}

// attachedStatics refuses a static ability about "enchanted" or
// "equipped" objects on a card that can never be attached to one: no
// Aura, Equipment or Fortification, and no keyword (bestow, enchant)
// that makes it one. It would apply to nothing.
func (p *blockParser) attachedStatics(c *rulings.Characteristics, lineOf map[*rulings.Ability]*node) error {
	if c.HasSubtype("Aura") || c.HasSubtype("Equipment") || c.HasSubtype("Fortification") {
		return nil
	}
	for _, a := range c.Abilities {
		if a.Keyword == "bestow" || a.Keyword == "enchant" || a.Keyword == "equip" {
			return nil
		}
	}
	for _, a := range c.Abilities {
		n := lineOf[a]
		if a.Keyword != "" || a.Kind != rulings.StaticAbility || a.Static == nil || !a.Static.Filter.Enchanted || n == nil {
			continue
		}
		err := errorf(p.file, n.line, "%q is about the object this is attached to, and %s is no Aura or Equipment and has nothing that attaches it: it would apply to nothing", a.Text, c.Name)
		return p.cardLineError(c.Name, n, err)
	}
	return nil
}

// undefinedX finds an instruction of a (or of its modes) whose amount is
// X as the player chooses it.
func undefinedX(a *rulings.Ability) (rulings.Instruction, bool) {
	var find func([]rulings.Instruction) (rulings.Instruction, bool)
	find = func(ins []rulings.Instruction) (rulings.Instruction, bool) {
		for _, in := range ins {
			if in.Amount.Var == "X" {
				return in, true
			}
			if got, ok := find(in.Else); ok {
				return got, true
			}
		}
		return rulings.Instruction{}, false
	}
	if in, ok := find(a.Effect); ok {
		return in, true
	}
	for _, m := range a.Modes {
		if in, ok := find(m.Effect); ok {
			return in, true
		}
	}
	return rulings.Instruction{}, false
}
