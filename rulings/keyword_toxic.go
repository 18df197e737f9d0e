package rulings

import (
	"fmt"
	"strings"
)

// toxic N: a static ability (702.164a); combat damage a creature with
// toxic deals to a player also gives that player poison counters equal to
// the creature's total toxic value, the sum of the N of every toxic
// ability it has (702.164b, 702.164c). A keyword from Phyrexia: All Will
// Be One.
var toxic = Keyword{Name: "toxic", Rule: "702.164", natureRule: "702.164a", nature: "toxic is a static ability, written \"toxic N\", where N is a number", Form: "toxic N", arg: argNumber, Since: "2023-02-03",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	}}

// giveToxicPoison gives the player dealt combat damage by source the
// poison counters of source's toxic abilities, as part of the damage
// event (702.164c).
func (g *Game) giveToxicPoison(source *view, p PlayerID) {
	total, values := 0, []string{}
	for _, a := range source.chars().Abilities {
		if a.Keyword == toxic.Name {
			total += a.Static.Amount.N
			values = append(values, fmt.Sprint(a.Static.Amount.N))
		}
	}
	if total == 0 {
		return
	}
	if len(values) > 1 {
		g.record("702.164b", "%s's total toxic value is the sum of the N of its toxic abilities: %s = %d", source.name(), strings.Join(values, " + "), total)
	}
	g.recordStaticKeyword(source, toxic.Name)
	pl := g.players[p]
	pl.Poison += total
	g.record("702.164c", "%s has toxic: its combat damage gives %s %d poison counters (now %d)", source.name(), pl.Name, total, pl.Poison)
	g.recordLater("120.3g", "combat damage dealt to %s by %s, a creature with toxic, causes its controller to give %s %d poison counters, besides its other results", pl.Name, source.name(), pl.Name, total)
}
