package rulings

import (
	"fmt"
	"strings"
)

// noteLoopNotForced records, as a loop of mandatory actions ends the game
// in a draw, the activated abilities its players could have used to end
// it: no player can be forced to take an action that would end a loop,
// other than those the loop's objects call for (732.5 of 2026, a rule the
// 2006 edition lacks).
func (g *Game) noteLoopNotForced() {
	if g.rules.Numbers == nil {
		return
	}
	for _, p := range g.apnap() {
		var abilities []string
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.controller != p {
				continue
			}
			for _, a := range v.chars().Abilities {
				if a.Kind != ActivatedAbility || a.Mana {
					continue
				}
				if targets, ok := g.couldTarget(v, a, p); ok {
					abilities = append(abilities, fmt.Sprintf("%s's ability %q%s", v.name(), a.Text, targets))
				}
			}
		}
		if len(abilities) > 0 {
			g.record("732.5", "%s could activate %s, which no object in the loop calls for: no player can be forced to take an action that would end a loop, so %s need not", g.playerName(p), strings.Join(abilities, " or "), g.playerName(p))
		}
	}
}

// couldTarget reports whether each target of an activated ability of v
// has a legal choice now, so that p could activate it, and names them for
// the trace (" targeting Carrion Engine").
func (g *Game) couldTarget(v *view, a *Ability, p PlayerID) (string, bool) {
	would := &Object{ID: -1, Ability: a, Source: v, Owner: p, Controller: p, Face: -1}
	var names []string
	for _, spec := range a.Targets {
		legal := g.legalTargets(would, spec, p)
		if len(legal) == 0 {
			return "", false
		}
		for _, t := range legal {
			names = append(names, g.targetName(t))
		}
	}
	if len(names) == 0 {
		return "", true
	}
	return " targeting " + strings.Join(names, " or "), true
}
