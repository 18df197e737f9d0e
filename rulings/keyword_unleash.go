package rulings

import "fmt"

// unleash: two static abilities, "You may have this permanent enter with
// an additional +1/+1 counter on it" and "This permanent can't block as
// long as it has a +1/+1 counter on it" (702.98a of 2026). The second
// looks at any +1/+1 counter, however it got there. A keyword from Return
// to Ravnica.
var unleash = Keyword{Name: unleashName, Rule: "702.98", Form: "unleash", Since: "2012-10-05", build: staticKeyword(PlayRule),
	entering: func(g *Game, o *Object, v *view, _ *Ability) {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: o.Controller, Rule: "702.98a", About: fmt.Sprintf("whether %s enters with an additional +1/+1 counter (unleash)", v.name()), Options: []string{"yes", "no"}})
		if err != nil {
			g.keywordsState().err = err
			return
		}
		if answer != "yes" {
			g.record("702.98a", "%s chooses not to unleash %s: it enters without the counter", g.playerName(o.Controller), v.name())
			return
		}
		g.record("702.98a", "%s unleashes %s: it enters with an additional +1/+1 counter", g.playerName(o.Controller), v.name())
		g.putCountersOn(o, "+1/+1", 1, true)
	},
	restrictsBlock: (*Game).unleashForbidsBlock}

const unleashName = "unleash"

// unleashForbidsBlock applies unleash's second ability to the blocker: a
// creature with unleash and a +1/+1 counter can't block (702.98a).
func (g *Game) unleashForbidsBlock(attacker, blocker *view) error {
	if !hasKeyword(blocker.chars(), unleashName) {
		return nil
	}
	g.record("702.98", "%s has unleash, a keyword ability", blocker.name())
	o := g.objects[blocker.id]
	if o != nil && o.Counters["+1/+1"] > 0 {
		return g.illegal("702.98a", "%s has unleash and a +1/+1 counter on it: it can't block %s", blocker.name(), attacker.name())
	}
	g.record("702.98a", "%s has unleash but no +1/+1 counter: it can block %s", blocker.name(), attacker.name())
	return nil
}
