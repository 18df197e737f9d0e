package rulings

import (
	"fmt"
	"slices"
)

// collectEvidenceAction: to collect evidence N is to exile any number of
// cards from your graveyard with total mana value N or greater (701.59a);
// a player who can't reach N can't choose to (701.59b). Played here as an
// instruction of an effect, "you may collect evidence N. If you do, ...";
// the additional cost to cast a spell (701.59c) is not. A keyword action
// from Murders at Karlov Manor.
var collectEvidenceAction = KeywordAction{
	Name:   "collect evidence",
	Rule:   "701.59",
	Since:  "2024-02-02",
	Oracle: []string{"you may collect evidence N. If you do, EFFECT"},
	Ops:    []string{"collect-evidence"},
}

// MayAct is the Instruction.Name of a "collect-evidence" or "behold"
// instruction the player may decline ("you may collect evidence N").
const MayAct = "may"

// opCollectEvidence has each player of the instruction collect evidence
// N, if they can and, for "you may", choose to; then follows the "if you
// do" instructions (Else) for each who did.
func opCollectEvidence(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		total := 0
		for _, id := range pl.Graveyard {
			total += g.view(id).chars().ManaCost.ConvertedCost()
		}
		if total < n {
			g.record("701.59b", "%s can't collect evidence %d: the cards in their graveyard have a total mana value of %d", pl.Name, n, total)
			continue
		}
		if ins.Name == MayAct {
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.59a", About: fmt.Sprintf("whether to collect evidence %d (yes or no)", n), Options: []string{"yes", "no"}})
			if err != nil {
				return err
			}
			if answer != "yes" {
				g.record("701.59a", "%s chooses not to collect evidence %d", pl.Name, n)
				continue
			}
		}
		var chosen []ObjectID
		sum := 0
		for {
			var ids []ObjectID
			var options []string
			for _, id := range pl.Graveyard {
				if !slices.Contains(chosen, id) {
					ids = append(ids, id)
					options = append(options, g.name(id))
				}
			}
			if sum >= n {
				options = append(options, "no more")
			}
			if len(ids) == 0 {
				break
			}
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.59a", About: fmt.Sprintf("a card of %s's graveyard to exile to collect evidence %d (%d so far)", pl.Name, n, sum), Options: options})
			if err != nil {
				return err
			}
			i := pick(options, answer)
			if i < 0 || i >= len(ids) {
				break
			}
			chosen = append(chosen, ids[i])
			sum += g.view(ids[i]).chars().ManaCost.ConvertedCost()
		}
		var names []string
		for _, id := range chosen {
			names = append(names, g.name(id))
		}
		g.record("701.59a", "%s collects evidence %d, exiling %s from their graveyard: a total mana value of %d", pl.Name, n, joinAnd(names), sum)
		before := g.snapshotInPlay()
		var events []Event
		for _, id := range chosen {
			g.recordAction("217.7a#exile", "%s is exiled: it is moved to the exile zone from the graveyard", g.name(id))
			events = append(events, g.move(id, ZoneRemoved, p))
		}
		g.afterEvents(events, before)
		if err := g.performAs(r, p, ins.Else); err != nil {
			return err
		}
	}
	return nil
}
