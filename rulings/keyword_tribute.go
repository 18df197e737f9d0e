package rulings

import "fmt"

// tribute N: "As this creature enters, choose an opponent. That player may
// put an additional N +1/+1 counters on it as it enters" (702.104a of
// 2026), a static ability that works as the creature enters: its
// controller names the opponent (`alice chooses bob`), who answers `pay`
// or `don't`. The creature's other abilities may check "if tribute wasn't
// paid" (an intervening "if" of its enters ability, written as such): true
// unless the chosen opponent had it enter with the counters (702.104b). A
// keyword from Born of the Gods, dated by that set's release.
var tribute = Keyword{Name: "tribute", Rule: "702.104", Form: "tribute N", arg: argNumber, Since: "2014-02-07",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if err := g.applyTribute(o, v, a.Static.Amount.N); err != nil {
			g.keywordsState().err = err
		}
	}}

// tributeNotPaid is the condition tribute's rule defines (702.104b).
const tributeNotPaid = "tribute wasn't paid"

// applyTribute has the entering creature's controller choose an opponent,
// who may have it enter with n more +1/+1 counters; it remembers whether
// they did.
func (g *Game) applyTribute(o *Object, v *view, n int) error {
	p := o.Controller
	q, ok, err := g.askOpponent(p, "702.104a", fmt.Sprintf("the opponent who may pay the tribute of %s", v.name()))
	if err != nil {
		return err
	}
	st := g.laterState()
	if !ok {
		st.tributePaid[o.ID] = false
		g.record("702.104a", "%s has no opponent to choose for the tribute of %s: nobody may put counters on it", g.playerName(p), v.name())
		return nil
	}
	g.record("702.104a", "%s chooses %s for the tribute of %s", g.playerName(p), g.playerName(q), v.name())
	answer, err := g.ask(Question{Kind: ChooseOption, Player: q, Rule: "702.104a", About: fmt.Sprintf("whether to put %s on %s as it enters (tribute %d)", count(n, "+1/+1 counter"), v.name(), n), Options: []string{"pay", "don't"}})
	if err != nil {
		return err
	}
	if answer != "pay" {
		st.tributePaid[o.ID] = false
		g.record("702.104b", "%s doesn't have %s enter with %s: tribute wasn't paid", g.playerName(q), v.name(), count(n, "+1/+1 counter"))
		return nil
	}
	g.putCountersOn(o, "+1/+1", n, true)
	st.tributePaid[o.ID] = true
	g.record("702.104a", "%s has %s enter with %s more: tribute was paid", g.playerName(q), v.name(), count(n, "+1/+1 counter"))
	return nil
}

// tributeCondition tests "if tribute wasn't paid" about the source of an
// ability: ok is false for any other condition (702.104b).
func (g *Game) tributeCondition(condition string, src *view) (holds, ok bool) {
	if condition != tributeNotPaid {
		return false, false
	}
	paid := false
	if g.keywords != nil && g.keywords.later != nil {
		paid = g.keywords.later.tributePaid[src.id]
	}
	if paid {
		g.record("702.104b", "the opponent chosen for the tribute of %s had it enter with the +1/+1 counters: \"if tribute wasn't paid\" is false", src.name())
	} else {
		g.record("702.104b", "the opponent chosen for the tribute of %s didn't have it enter with the +1/+1 counters: \"if tribute wasn't paid\" is true", src.name())
	}
	return !paid, true
}
