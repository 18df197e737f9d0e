package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// escape—{COST}, exile N other cards from your graveyard: "You may cast
// this card from your graveyard by paying [cost] rather than paying its
// mana cost" (702.138a of 2026), an alternative cost, cast with the clause
// "paying the escape cost"; the cards to exile are chosen as the cost is
// paid (`alice chooses "Shock"`). A spell or permanent cast this way
// escaped (702.138b). A keyword from Theros Beyond Death, dated by that
// set's release.
var escape = Keyword{Name: "escape", Rule: "702.138", Form: "escape—{COST}, exile N other cards from your graveyard", arg: argCost, Since: "2020-01-24",
	match: matchEscape,
	build: func(text string, v keywordValue) *Ability {
		part := CostPart{Action: ExileFromGraveyard, Count: v.n, Text: fmt.Sprintf("exile %s from your graveyard", count(v.n, "other card"))}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[escape.Name] = castWay{rule: "702.138a", fromGraveyard: true, alternative: true}
}

// matchEscape reads "escape—{COST}, exile N other cards from your
// graveyard" (N a number or a word from one to ten, "another card" for
// one).
func matchEscape(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	rest, ok := strings.CutPrefix(strings.ToLower(text), "escape")
	if !ok || rest != "" && rest[0] != ' ' && !strings.HasPrefix(rest, "—") {
		return v, false, nil
	}
	rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), "—"))
	cost, exile, found := strings.Cut(rest, ", ")
	if !found {
		return v, true, fmt.Errorf("no \", exile N other cards from your graveyard\" after the cost in %q", rest)
	}
	var err error
	if v.cost, err = ParseManaCost(strings.ToUpper(cost)); err != nil {
		return v, true, err
	}
	what, ok := strings.CutPrefix(exile, "exile ")
	if what, ok = strings.CutSuffix(what, " from your graveyard"); !ok {
		return v, true, fmt.Errorf("%q is not \"exile N other cards from your graveyard\"", exile)
	}
	if what == "another card" {
		v.n = 1
		return v, true, nil
	}
	n, ok := strings.CutSuffix(what, " other cards")
	if !ok {
		return v, true, fmt.Errorf("%q is not \"N other cards\"", what)
	}
	if v.n, err = strconv.Atoi(n); err != nil {
		if v.n = numberWord(n); v.n == 0 {
			return v, true, fmt.Errorf("%q is not a number", n)
		}
	}
	return v, true, nil
}

// numberWord is the number a word from "one" to "ten" names, or 0.
func numberWord(w string) int {
	for i, s := range []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"} {
		if w == s {
			return i + 1
		}
	}
	return 0
}
