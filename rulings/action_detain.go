package rulings

import (
	"fmt"
	"slices"
)

// detainAction: until the next turn of the controller of the spell or
// ability that detained it, a detained permanent can't attack or block and
// its activated abilities can't be activated (701.35a). The detention is
// kept on the object (Object.detained), so it ends with the object, and
// lasts while that player's most recent turn is no later than the turn it
// was detained in. A keyword action from Return to Ravnica.
var detainAction = KeywordAction{
	Name:   "detain",
	Rule:   "701.35",
	Since:  "2012-10-05",
	Oracle: []string{"detain TARGET"},
	Ops:    []string{"detain"},
}

// detention is a permanent detained by a player's spell or ability.
type detention struct {
	// by is the controller of the spell or ability that detained it.
	by PlayerID
	// turn is the turn it was detained in.
	turn int
	// source is that spell's or ability's source as it resolved.
	source *view
}

// opDetain detains each permanent of the instruction.
func opDetain(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o.Zone != ZoneInPlay {
			continue
		}
		o.detained = append(slices.Clone(o.detained), detention{by: r.controller, turn: g.turn, source: r.source})
		g.record("701.35a", "%s is detained: until %s's next turn it can't attack or block and its activated abilities can't be activated", g.name(id), g.playerName(r.controller))
	}
	return nil
}

// detainedFrom returns, for a permanent detained now, the forbidding of
// act (attacking, blocking, activating) its detention makes.
func (g *Game) detainedFrom(v *view, act string) (forbidding, bool) {
	o := g.objects[v.id]
	if o == nil || len(o.detained) == 0 || act == ForbidUntap {
		return forbidding{}, false
	}
	for _, d := range o.detained {
		if g.players[d.by].turnBegan <= d.turn {
			text := fmt.Sprintf("detain %s: it can't attack or block and its activated abilities can't be activated until %s's next turn (701.35a)", v.name(), g.playerName(d.by))
			return forbidding{source: d.source, ability: &Ability{Kind: StaticAbility, Text: text}}, true
		}
	}
	return forbidding{}, false
}
