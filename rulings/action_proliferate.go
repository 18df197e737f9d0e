package rulings

import (
	"fmt"
	"maps"
	"slices"
)

// proliferateAction: to proliferate is to choose any number of permanents
// and/or players that have a counter, then give each one additional
// counter of each kind it already has (701.34a). The counters a player
// can have in the engine are poison counters. A keyword action from Scars
// of Mirrodin.
var proliferateAction = KeywordAction{
	Name:   "proliferate",
	Rule:   "701.34",
	Since:  "2010-10-01",
	Oracle: []string{"proliferate"},
	Ops:    []string{"proliferate"},
}

// opProliferate has each player of the instruction proliferate: they
// choose, one at a time, among the permanents and players with a counter
// not chosen yet, until they answer "no more" or none is left; then each
// chosen one gets one more counter of each kind it has, all as one
// action. Counters put on a permanent this way are put on it, an event
// replacement effects may modify (putCountersOn).
func opProliferate(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		objects, players, err := g.chooseProliferated(p)
		if err != nil {
			return err
		}
		if len(objects) == 0 && len(players) == 0 {
			g.record("701.34a", "%s proliferates and chooses nothing: no counters are added", g.playerName(p))
			continue
		}
		var chosen []string
		for _, id := range objects {
			chosen = append(chosen, g.name(id))
		}
		for _, q := range players {
			chosen = append(chosen, g.playerName(q))
		}
		g.record("701.34a", "%s proliferates, choosing %s: each gets one more counter of each kind it already has", g.playerName(p), joinAnd(chosen))
		for _, id := range objects {
			o := g.objects[id]
			for _, kind := range slices.Sorted(maps.Keys(o.Counters)) {
				if o.Counters[kind] <= 0 {
					continue
				}
				n := g.putCountersOn(o, kind, 1, false)
				g.record("701.34a", "%s gets %s (now %d)", g.name(id), count(n, kind+" counter"), o.Counters[kind])
			}
		}
		for _, q := range players {
			pl := g.players[q]
			pl.Poison++
			g.record("701.34a", "%s gets 1 poison counter (now %d)", pl.Name, pl.Poison)
		}
	}
	return nil
}

// chooseProliferated asks player p for the permanents and players with a
// counter to proliferate, one at a time.
func (g *Game) chooseProliferated(p PlayerID) ([]ObjectID, []PlayerID, error) {
	var objects []ObjectID
	var players []PlayerID
	for {
		var options []string
		var ids []ObjectID
		var ps []PlayerID
		for _, id := range g.inPlay {
			if o := g.objects[id]; hasCounter(o.Counters) && !slices.Contains(objects, id) {
				ids = append(ids, id)
				options = append(options, g.name(id))
			}
		}
		for _, q := range g.apnap() {
			if pl := g.players[q]; pl.Poison > 0 && !pl.Lost && !slices.Contains(players, q) {
				ps = append(ps, q)
				options = append(options, pl.Name)
			}
		}
		if len(options) == 0 {
			return objects, players, nil
		}
		options = append(options, "no more")
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.34a", About: fmt.Sprintf("a permanent or player with a counter for %s to proliferate", g.playerName(p)), Options: options})
		if err != nil {
			return nil, nil, err
		}
		i := pick(options, answer)
		switch {
		case i < 0 || i == len(options)-1:
			return objects, players, nil
		case i < len(ids):
			objects = append(objects, ids[i])
		default:
			players = append(players, ps[i-len(ids)])
		}
	}
}

// hasCounter reports whether counters holds at least one counter.
func hasCounter(counters map[string]int) bool {
	for _, n := range counters {
		if n > 0 {
			return true
		}
	}
	return false
}
