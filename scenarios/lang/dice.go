package lang

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// Dice and Attractions in the scenario language: die-rolling
// instructions and the conditions on their results (706 of 2026,
// rulings/dice.go), the rows of a results table, the "PLAYER rolls N"
// answer line, and the lines of an Attraction card and deck (717,
// rulings/attractions.go).

// sidesWords are the numbers card text spells out before "-sided die".
var sidesWords = map[string]int{"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}

// printedRoll matches an instruction to roll one die: "roll a six-sided
// die", "roll a d20", "roll a 12-sided die" (706.1a).
var printedRoll = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:you )?roll an? (?:([a-z]+|[0-9]+)-sided die|d([0-9]+))$`)
})

// dieInstruction reads an instruction to roll a die; ok is false for any
// other clause.
func (p *blockParser) dieInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	m := printedRoll().FindStringSubmatch(strings.ToLower(clause))
	if m == nil {
		return rulings.Instruction{}, false, nil
	}
	if err := p.wordingInEdition(line, "rolling a die", rulings.DieRollSince); err != nil {
		return rulings.Instruction{}, true, err
	}
	word := m[1] + m[2]
	sides, ok := sidesWords[word]
	if !ok {
		n, err := strconv.Atoi(word)
		if err != nil || n < 1 {
			return rulings.Instruction{}, true, errorf(p.file, line, "cannot read %q: a die has a positive number of sides, written as a number or \"dN\" (706.1a)", clause)
		}
		sides = n
	}
	return rulings.Instruction{Op: "roll-die", Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}, Amount: rulings.Value{N: sides}}, true, nil
}

// rollAgain reads "Roll again.", an effect of a results table (706.3c);
// ok is false for any other clause.
func (p *blockParser) rollAgain(line int, clause string) (rulings.Instruction, bool, error) {
	if !strings.EqualFold(clause, "roll again") {
		return rulings.Instruction{}, false, nil
	}
	if err := p.wordingInEdition(line, "rolling a die", rulings.DieRollSince); err != nil {
		return rulings.Instruction{}, true, err
	}
	return rulings.Instruction{Op: "roll-again", Text: clause}, true, nil
}

// resultCondition cuts a condition on the result of the die rolled
// before it from a clause: "if the result is 4 or higher, EFFECT", "if
// the result is 3 or less, ", "if the result is 6, ", "if the result is
// 1-3, ". It returns the Instruction.If and the effect.
func resultCondition(clause string) (cond, rest string, ok bool, err error) {
	head, rest, found := strings.Cut(clause, ", ")
	what, isResult := strings.CutPrefix(strings.ToLower(head), "if the result is ")
	if !found || !isResult {
		return "", clause, false, nil
	}
	switch {
	case strings.HasSuffix(what, " or higher") || strings.HasSuffix(what, " or greater"):
		n, e := strconv.Atoi(strings.Fields(what)[0])
		if e != nil || n < 1 {
			break
		}
		return rulings.DieResultIf(n, 0), rest, true, nil
	case strings.HasSuffix(what, " or less") || strings.HasSuffix(what, " or lower"):
		n, e := strconv.Atoi(strings.Fields(what)[0])
		if e != nil || n < 1 {
			break
		}
		return rulings.DieResultIf(1, n), rest, true, nil
	default:
		if lo, hi, ok := rulings.ParseResultRange(what); ok {
			return rulings.DieResultIf(lo, hi), rest, true, nil
		}
	}
	return "", clause, true, fmt.Errorf("cannot read %q: expected \"if the result is N\", \"N-M\", \"N or higher\" or \"N or less\" (706.4)", clause)
}

// rolls reports whether the instructions roll a die, so a condition on
// the result or a results table row after them has a result to read.
func rolls(effect []rulings.Instruction) bool {
	for _, ins := range effect {
		if ins.Op == "roll-die" || rolls(ins.Else) {
			return true
		}
	}
	return false
}

// resultsRow reads a row of a results table written under an instant or
// sorcery that rolls a die: "1-9 | EFFECT", "10-19 | ...", "20 | ...",
// "5+ | ..." (706.3a). The row's effect becomes instructions of the
// spell, each followed only if the result is in the row's range; it is
// part of the ability that rolls (706.3b). ok is false for any other line.
func (p *blockParser) resultsRow(c *rulings.Characteristics, n *node) (bool, error) {
	head, effect, found := strings.Cut(n.text, " | ")
	if !found {
		return false, nil
	}
	lo, hi, ok := rulings.ParseResultRange(head)
	if !ok {
		return false, nil
	}
	if !c.HasType("instant") && !c.HasType("sorcery") {
		return true, errorf(p.file, n.line, "a results table row is read under an instant or sorcery that rolls a die; %q is neither", c.Name)
	}
	s := spell(c)
	if !rolls(s.Effect) {
		return true, errorf(p.file, n.line, "results table row %q follows no instruction to roll a die (706.3a)", n.text)
	}
	row := rulings.Characteristics{Name: c.Name, Types: c.Types}
	if err := p.abilityLine(&row, &node{line: n.line, indent: n.indent, text: effect, children: n.children}); err != nil {
		return true, err
	}
	rs := spell(&row)
	if len(row.Abilities) != 1 || len(rs.Targets) > 0 || len(rs.Effect) == 0 {
		return true, errorf(p.file, n.line, "results table row %q: expected an effect without targets", n.text)
	}
	for _, ins := range rs.Effect {
		ins.If, ins.Table = rulings.DieResultIf(lo, hi), true
		ins.Text = head + " | " + ins.Text
		s.Effect = append(s.Effect, ins)
	}
	return true, nil
}

// rollAnswer reads what follows "PLAYER rolls": the result of the
// player's next die roll, one word, which the engine checks against the
// die rolled ("4" for a d6).
func rollAnswer(who, rest string) (string, error) {
	if rest == "" || strings.ContainsAny(rest, " \t") {
		return "", fmt.Errorf("expected \"%s rolls RESULT\", the result of %s's next die roll (\"%s rolls 4\")", who, who, who)
	}
	return strings.Trim(rest, "\""), nil
}

// attractionInstruction reads the instructions of Attractions: open an
// Attraction (701.51), roll to visit your Attractions (701.52) and claim
// the prize (702.159b). ok is false for any other clause.
func (p *blockParser) attractionInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	var name string
	switch strings.ToLower(strings.TrimPrefix(clause, "you ")) {
	case "open an attraction":
		ins.Op, name = "open-attraction", "open an attraction"
	case "roll to visit your attractions":
		ins.Op, name = "roll-to-visit", "roll to visit your attractions"
	case "claim the prize":
		ins.Op = "claim-prize"
		return ins, true, p.wordingInEdition(line, "claim the prize", rulings.AttractionSince)
	default:
		return ins, false, nil
	}
	return ins, true, p.actionInEdition(line, name)
}

// visitLine reads an Attraction's visit ability, "Visit — EFFECT"
// (702.159a): the effect is read as that of a triggered ability, whose
// trigger condition the keyword replaces. prize is the effect of the
// card's "Prize — " paragraph, if any (702.159b).
func (p *blockParser) visitLine(c *rulings.Characteristics, n *node, prize *node) (bool, error) {
	head, effect, found := strings.Cut(strings.TrimSuffix(n.text, "."), " — ")
	if !found || !strings.EqualFold(head, "visit") {
		return false, nil
	}
	if err := p.wordingInEdition(n.line, "visit", rulings.AttractionSince); err != nil {
		return true, err
	}
	if !rulings.IsAttraction(c) {
		return true, errorf(p.file, n.line, "visit is a keyword ability of Attraction cards (702.159a); %q is no artifact with the subtype Attraction", c.Name)
	}
	read, err := p.effectAsTrigger(n, effect)
	if err != nil {
		return true, err
	}
	var prizeEffect []rulings.Instruction
	if prize != nil {
		_, what, _ := strings.Cut(strings.TrimSuffix(prize.text, "."), " — ")
		got, err := p.effectAsTrigger(prize, what)
		if err != nil {
			return true, err
		}
		if len(got) != 1 || len(got[0].Targets) > 0 {
			return true, errorf(p.file, prize.line, "the prize of %q: expected an effect without targets", c.Name)
		}
		prizeEffect = got[0].Effect
	}
	a, err := rulings.VisitAbility(strings.TrimSuffix(n.text, "."), read, prizeEffect)
	if err != nil {
		return true, errorf(p.file, n.line, "%v", err)
	}
	c.Abilities = append(c.Abilities, a)
	return true, nil
}

// effectAsTrigger reads an effect written after a dash, as Oracle prints
// it or in the scenario language, as the effect of a triggered ability.
func (p *blockParser) effectAsTrigger(n *node, effect string) ([]*rulings.Ability, error) {
	effect = strings.TrimSpace(effect)
	if effect == "" {
		return nil, errorf(p.file, n.line, "expected an effect after the dash")
	}
	inner := "when this comes into play: " + effect
	if isOracleLine(effect) {
		inner = "When this permanent enters, " + p.lowerSentence(n.line, effect) + "."
	}
	var read rulings.Characteristics
	if err := p.abilityLine(&read, &node{line: n.line, indent: n.indent, text: inner, children: n.children}); err != nil {
		return nil, err
	}
	return read.Abilities, nil
}

// prizeLine reports whether a card line is an Attraction's "Prize — "
// paragraph (702.159b).
func prizeLine(text string) bool {
	head, _, found := strings.Cut(text, " — ")
	return found && strings.EqualFold(head, "prize")
}

// lightsLine reads an Attraction card's "lights N, N" line: the numbers
// lit up on it (717.1). ok is false for any other line.
func (p *blockParser) lightsLine(n *node) ([]int, bool, error) {
	list, ok := strings.CutPrefix(n.text, "lights ")
	if !ok {
		return nil, false, nil
	}
	var out []int
	for _, w := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == ' ' }) {
		v, err := strconv.Atoi(w)
		if err != nil {
			return nil, true, errorf(p.file, n.line, "expected \"lights N, N\", the numbers lit up on the Attraction (717.1); found %q", w)
		}
		out = append(out, v)
	}
	return out, true, nil
}

// attractionCard checks the lines only an Attraction card has: its lit
// numbers (717.1) on an Attraction and nowhere else, and a "Prize — "
// paragraph only with a visit ability that claims it (702.159b).
func (p *blockParser) attractionCard(def *rulings.CardDefinition, n *node, prize *node) error {
	attraction := rulings.IsAttraction(&def.Faces[0])
	switch {
	case def.Lights != nil && !attraction:
		return errorf(p.file, n.line, "card %q lights numbers, but only an Attraction has numbers lit up (717.1)", def.Name)
	case attraction:
		if err := p.wordingInEdition(n.line, "Attraction", rulings.AttractionSince); err != nil {
			return err
		}
		if err := rulings.CheckLights(def.Name, def.Lights); err != nil {
			return errorf(p.file, n.line, "%v", err)
		}
		if !slicesContainsVisit(def.Faces[0].Abilities) {
			return errorf(p.file, n.line, "Attraction %q has no visit ability: each Attraction card has one, \"Visit — EFFECT\" (717.5)", def.Name)
		}
	}
	if prize != nil && !slicesContainsVisit(def.Faces[0].Abilities) {
		return errorf(p.file, prize.line, "card %q: a \"Prize — \" paragraph is part of a visit ability (702.159b), and the card has none", def.Name)
	}
	return nil
}

// slicesContainsVisit reports whether abilities hold a visit ability.
func slicesContainsVisit(abilities []*rulings.Ability) bool {
	for _, a := range abilities {
		if a.Keyword == "visit" {
			return true
		}
	}
	return false
}

// attractionDeckLine reads "PLAYER attraction deck: CARDS", the player's
// Attraction deck in the command zone, top first (717.2): the order the
// shuffle before the game gave (103.3a). Each card is an Attraction card
// with numbers lit up; none is a token or has a status.
func (p *blockParser) attractionDeckLine(prog *Program, n *node, who, list string) error {
	if err := p.wordingInEdition(n.line, "an Attraction deck", rulings.AttractionSince); err != nil {
		return err
	}
	e := zoneEntry{line: n.line, player: who, zone: rulings.ZoneCommand, attractions: true}
	for _, item := range p.joinNames(splitList(list)) {
		ref, err := p.cardRef(n.line, item)
		if err != nil {
			return err
		}
		if ref.token != nil || ref.tapped || len(ref.counters) > 0 || ref.status.any {
			return errorf(p.file, n.line, "%q: a card of an Attraction deck is a card in the command zone, with no status, counters or token of its own", item)
		}
		if d := p.cards[ref.name]; d != nil && (len(d.Faces) == 0 || !rulings.IsAttraction(&d.Faces[0])) {
			return errorf(p.file, n.line, "%q is not an Attraction card: an Attraction deck holds only Attraction cards (717.2)", item)
		}
		e.cards = append(e.cards, ref)
	}
	if len(e.cards) == 0 {
		return errorf(p.file, n.line, "expected the cards of %s's Attraction deck, top first", who)
	}
	prog.setup.entries = append(prog.setup.entries, e)
	return nil
}
