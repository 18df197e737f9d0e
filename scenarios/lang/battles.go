package lang

import (
	"slices"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// Battles (310 of 2026): the type line `battle — Siege 5` ends with the
// printed defense, where a creature's P/T goes; `defense 5` on a line of
// its own, as a planeswalker's `loyalty 3`, says the same. Either gives
// the battle its intrinsic ability "this permanent enters with a number
// of defense counters on it equal to its printed defense number"
// (310.4b).

// defenseText is the intrinsic ability of 310.4b for printed defense n.
func defenseText(n int) string {
	return "this permanent enters with " + strconv.Itoa(n) + " defense counters on it, its printed defense"
}

// isDefenseNumber reports whether a word of a type line is a printed
// defense: a number with no sign.
func isDefenseNumber(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// battleTypeLine checks a battle's type line and gives it the printed
// defense the line ends with (defense, -1 when none): battles came with
// March of the Machine's rules, and the only battle type is Siege
// (205.3q).
func (p *blockParser) battleTypeLine(c *rulings.Characteristics, n *node, defense int) error {
	if !c.HasType("battle") {
		return nil
	}
	if err := p.wordingInEdition(n.line, "battle", rulings.BattlesSince); err != nil {
		return err
	}
	if len(c.Types) == 1 {
		for _, s := range c.Subtypes {
			if s != "Siege" {
				return errorf(p.file, n.line, "card %q: %q is not a battle type; the only battle type is Siege (205.3q)", c.Name, s)
			}
		}
	}
	if defense >= 0 {
		addDefense(c, defense)
	}
	return nil
}

// addDefense gives c the intrinsic ability of its printed defense n.
func addDefense(c *rulings.Characteristics, n int) {
	c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: defenseText(n),
		Static: &rulings.Static{Kind: rulings.EntersWithCounters, Amount: rulings.Value{N: n}, Counter: "defense"}})
}

// defense parses a battle's "defense N" line, its printed defense.
func (p *blockParser) defense(c *rulings.Characteristics, n *node, rest string) error {
	v, err := strconv.Atoi(strings.TrimSpace(rest))
	if err != nil || v < 0 {
		return errorf(p.file, n.line, "expected \"defense N\", a battle's printed defense, found %q", n.text)
	}
	if !c.HasType("battle") {
		return errorf(p.file, n.line, "card %q: only a battle has a printed defense (310.4)", c.Name)
	}
	if slices.ContainsFunc(c.Abilities, func(a *rulings.Ability) bool {
		return a.Static != nil && a.Static.Kind == rulings.EntersWithCounters && a.Static.Counter == "defense"
	}) {
		return errorf(p.file, n.line, "card %q: its printed defense is already given", c.Name)
	}
	addDefense(c, v)
	return p.noChildren(n)
}
