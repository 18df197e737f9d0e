package rulings

import (
	"fmt"
	"slices"
)

// Instructions done once for each target ("For each of them, exile the top
// card of your library, then deal damage equal to that card's mana value
// to that permanent or player"): an action that can't be done for all of
// them at once is done for each in turn, in APNAP order of the players
// affected and, among the targets of one player, in the order the
// controller of the spell or ability chooses (608.2f of 2026; the 2006
// rules have no such rule).

// eachTarget is the name under which the target being considered is
// bound while the instructions of "for each" are followed.
const eachTarget = "each"

// opForEachTarget follows ins.Else once for each legal target named
// ins.Object, binding "it" to that target.
func opForEachTarget(g *Game, r *resolution, ins Instruction) error {
	targets := slices.Clone(r.legal[ins.Object.Name])
	// The primary order: the players affected, in APNAP order.
	player := func(t Target) PlayerID {
		if t.IsPlayer {
			return t.Player
		}
		return g.view(t.Object).controller
	}
	var order []Target
	for _, p := range g.apnap() {
		var group []Target
		for _, t := range targets {
			if player(t) == p {
				group = append(group, t)
			}
		}
		for len(group) > 0 {
			next := 0
			if len(group) > 1 {
				options := make([]string, len(group))
				for i, t := range group {
					options[i] = g.targetName(t)
				}
				answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "608.2f", About: fmt.Sprintf("which of %s's targets to consider next", g.playerName(p)), Options: options})
				if err != nil {
					return err
				}
				next = slices.Index(options, answer)
			}
			order = append(order, group[next])
			group = slices.Delete(group, next, next+1)
		}
	}
	saved := r.legal[eachTarget]
	defer func() { r.legal[eachTarget] = saved }()
	for _, t := range order {
		g.record("608.2f", "the action can't be done for every target at once: it is done for %s now", g.targetName(t))
		r.legal[eachTarget] = []Target{t}
		for _, inner := range ins.Else {
			if err := g.perform(r, inner); err != nil {
				return err
			}
		}
	}
	return nil
}

// opExileTop exiles the top card of each player's library; that card is
// "that card" to the instructions after it.
func opExileTop(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		lib := g.players[p].Library
		if len(lib) == 0 {
			g.record("416.3", "%s's library is empty: the effect does only as much as possible", g.playerName(p))
			r.thatCard = nil
			continue
		}
		name := g.name(lib[0])
		ev := g.move(lib[0], ZoneRemoved, p)
		r.thatCard, r.milled = g.view(ev.NewID), false
		g.record("413.2b", "%s exiles %s from the top of his or her library", g.playerName(p), name)
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}

// opponentsOf lists p's opponents still in the game, in APNAP order.
func (g *Game) opponentsOf(p PlayerID) []PlayerID {
	var out []PlayerID
	for _, q := range g.apnap() {
		if q != p && !g.players[q].Lost {
			out = append(out, q)
		}
	}
	return out
}

// askOpponent asks player p to choose one of their opponents still in the
// game (fateseal, clash, demonstrate, gift), under rule, about what the
// question says; ok is false when p has none.
func (g *Game) askOpponent(p PlayerID, rule, about string) (q PlayerID, ok bool, err error) {
	opponents := g.opponentsOf(p)
	if len(opponents) == 0 {
		return 0, false, nil
	}
	names := make([]string, len(opponents))
	for i, o := range opponents {
		names[i] = g.playerName(o)
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: about, Options: names})
	if err != nil {
		return 0, false, err
	}
	return opponents[pick(names, answer)], true, nil
}

// checkOpponentsTarget requires the i-th target of a "for each opponent,
// target permanent that player controls" to be controlled by the i-th
// opponent (none asked when opponents is empty).
func (g *Game) checkOpponentsTarget(opponents []PlayerID, i int, t Target) error {
	if len(opponents) == 0 {
		return nil
	}
	if t.IsPlayer || g.view(t.Object).controller != opponents[i] {
		return g.illegal("409.1c", "%s is not a legal target: the target for %s must be a permanent %s controls", g.targetName(t), g.playerName(opponents[i]), g.playerName(opponents[i]))
	}
	return nil
}
