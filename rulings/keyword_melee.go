package rulings

import (
	"fmt"
	"strings"
)

// melee: "Whenever this creature attacks, it gets +1/+1 until end of turn
// for each opponent you attacked with a creature this combat" (702.121a of
// 2026); several instances each trigger (702.121b). A keyword from
// Conspiracy: Take the Crown, dated by that set's release. The opponents
// are counted as the ability resolves: each opponent at least one creature
// of its controller attacked, a planeswalker attacked being no opponent
// attacked.
var melee = Keyword{separateRule: "702.121b", Name: "melee", Rule: "702.121", Form: "melee", Since: "2016-08-26", triggerRule: "702.121a",
	build: func(text string, _ keywordValue) *Ability {
		what := "it gets +1/+1 until end of turn for each opponent you attacked with a creature this combat"
		return &Ability{Kind: TriggeredAbility, Text: "melee: whenever this attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "melee", Object: Ref{Kind: RefThis}, Duration: UntilEndOfTurn, Text: what}}}
	}}

// opMelee counts the opponents attacked and pumps the creature.
func opMelee(g *Game, r *resolution, ins Instruction) error {
	var attacked []string
	seen := map[PlayerID]bool{}
	if g.combat != nil {
		for _, id := range g.combat.attackers {
			v := g.view(id)
			if v == nil || v.controller != r.controller {
				continue
			}
			if _, walker := g.combat.attackedPermanent[id]; walker {
				continue
			}
			if p := g.defenderOf(id); p != r.controller && !seen[p] {
				seen[p] = true
				attacked = append(attacked, g.playerName(p))
			}
		}
	}
	n := len(attacked)
	if n == 0 {
		g.record("702.121a", "%s attacked no opponent with a creature this combat: melee gives +0/+0", g.playerName(r.controller))
		return nil
	}
	g.record("702.121a", "%s attacked %s with a creature this combat: melee gives +%d/+%d", g.playerName(r.controller), count(n, "opponent")+" ("+strings.Join(attacked, ", ")+")", n, n)
	if !g.durationBegins(r, ins) {
		return nil
	}
	g.addEffect(r, r.objectsOf(ins), ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: n, ToughnessDelta: n, Duration: ins.Duration, Text: fmt.Sprintf("gets +%d/+%d until end of turn", n, n)})
	return nil
}
