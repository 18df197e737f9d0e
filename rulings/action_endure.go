package rulings

import "fmt"

// endureAction: to have a permanent endure N, its controller creates an
// N/N white Spirit creature token unless they put N +1/+1 counters on
// that permanent (701.63a); endure 0 does nothing (701.63b). A permanent
// no longer on the battlefield can't get the counters, so its controller
// (as it last existed) creates the token. A keyword action from
// Tarkir: Dragonstorm.
var endureAction = KeywordAction{
	Name:   "endure",
	Rule:   "701.63",
	Since:  "2025-04-11",
	Oracle: []string{"this endures N", "it endures N", "TARGET endures N"},
	Ops:    []string{"endure"},
}

// opEndure has each permanent of the instruction endure N.
func opEndure(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, v := range r.actingPermanents(ins) {
		id := v.id
		if n <= 0 {
			g.record("701.63b", "%s is instructed to endure 0: nothing happens", v.name())
			continue
		}
		p := v.controller
		counters := fmt.Sprintf("put %s on %s", count(n, "+1/+1 counter"), v.name())
		token := fmt.Sprintf("create a %d/%d white Spirit creature token", n, n)
		if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay {
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.63a", About: fmt.Sprintf("how %s endures %d", v.name(), n), Options: []string{"counters", "token"}})
			if err != nil {
				return err
			}
			if answer == "counters" {
				g.putCountersOn(o, "+1/+1", n, false)
				g.record("701.63a", "%s endures %d: %s chooses to %s", v.name(), n, g.playerName(p), counters)
				continue
			}
			g.record("701.63a", "%s endures %d: %s chooses to %s", v.name(), n, g.playerName(p), token)
		} else {
			g.record("701.63a", "%s is no longer on the battlefield: counters can't be put on it, so %s must %s", v.name(), g.playerName(p), token)
		}
		// Named as any token the effect doesn't name (111.4).
		spirit := TokenDefinition(g.rules, Instruction{Colors: ColorSet(0).With(White), Types: []string{"creature"}, Subtypes: []string{"Spirit"}, Power: n, Toughness: n})
		g.createTokenOf(spirit, p)
	}
	return nil
}
