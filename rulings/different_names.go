package rulings

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// A condition on objects "with different names" ("if you control four or
// more Demons with different names", Liliana's Contract): objects have
// different names only if each has at least one name and no two share
// one (201.2b of 2026). A face-down creature has no name (708.2), so it
// never counts toward such a group, whatever its types.

// differentNamesCondition is the wording "you control N or more SUBTYPES
// with different names", N a number or a word from one to ten.
var differentNamesCondition = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)^you control (\d+|one|two|three|four|five|six|seven|eight|nine|ten) or more ([A-Za-z-]+?)s with different names$`)
})

var countWords = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}

// differentNames returns the test of a "with different names" condition.
func differentNames(condition string) (func(g *Game, you PlayerID) bool, bool) {
	m := differentNamesCondition().FindStringSubmatch(condition)
	if m == nil {
		return nil, false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		n = slices.Index(countWords, strings.ToLower(m[1])) + 1
	}
	sub := strings.ToUpper(m[2][:1]) + strings.ToLower(m[2][1:])
	return func(g *Game, you PlayerID) bool {
		var names, nameless []string
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.controller != you || !v.chars().HasSubtype(sub) {
				continue
			}
			name := v.chars().Name
			switch {
			case name == "":
				nameless = append(nameless, g.name(id))
			case !slices.Contains(names, name):
				names = append(names, name)
			}
		}
		holds := len(names) >= n
		if len(nameless) > 0 {
			g.record("201.2b", "%s controls %d %ss with different names (%s) and %s, which has no name: an object without a name can't be one of a group with different names, so %s controls %d such %ss, and %d are needed", g.playerName(you), len(names), sub, strings.Join(names, ", "), strings.Join(nameless, ", "), g.playerName(you), len(names), sub, n)
		} else {
			g.record("201.2b", "%s controls %d %ss with different names (%s), and %d are needed", g.playerName(you), len(names), sub, strings.Join(names, ", "), n)
		}
		return holds
	}, true
}
