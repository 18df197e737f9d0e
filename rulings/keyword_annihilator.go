package rulings

import (
	"fmt"
	"slices"
)

// annihilator N: "Whenever this creature attacks, defending player
// sacrifices N permanents" (702.86a of 2026). A keyword from Rise of the
// Eldrazi; several instances each trigger (702.86b).
var annihilator = Keyword{separateRule: "702.86b", Name: "annihilator", Rule: "702.86", Form: "annihilator N", arg: argNumber, Since: "2010-04-23", triggerRule: "702.86a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("defending player sacrifices %s", count(v.n, "permanent"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "annihilator", Player: Ref{Kind: RefDefendingPlayer}, Amount: Value{N: v.n}, Text: what}}}
	}}

// opAnnihilator has the defending player choose N of their permanents,
// one at a time, and sacrifice them at once; with N or fewer, all of them.
func opAnnihilator(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		for _, id := range g.inPlay {
			if g.view(id).controller == p {
				ids = append(ids, id)
			}
		}
		n := ins.Amount.N
		var chosen []ObjectID
		if len(ids) == 0 {
			g.record("702.86a", "%s controls no permanents: there is nothing to sacrifice", g.playerName(p))
			continue
		}
		if len(ids) <= n {
			// With N or fewer permanents there is nothing to choose: all
			// of them are sacrificed, however far short of N they fall.
			chosen, ids = ids, nil
			g.record("702.86a", "%s controls %s: all are sacrificed", g.playerName(p), count(len(chosen), "permanent"))
		}
		for len(chosen) < n && len(ids) > 0 {
			options := g.nameList(ids)
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.86a", About: fmt.Sprintf("which permanent to sacrifice to annihilator (%d of %d)", len(chosen)+1, n), Options: options})
			if err != nil {
				return err
			}
			i := indexFold(options, answer)
			if i < 0 {
				return g.illegal("702.86a", "%s controls no permanent named %q to sacrifice", g.playerName(p), answer)
			}
			chosen = append(chosen, ids[i])
			ids = slices.Delete(ids, i, i+1)
		}
		g.record("702.86a", "annihilator %d: %s sacrifices %s", n, g.playerName(p), count(len(chosen), "permanent"))
		g.sacrificeAll(chosen)
	}
	return nil
}
