package rulings

import "slices"

// goadAction: a goaded creature stays goaded until the next turn of the
// controller of the spell or ability that goaded it (701.15a); it attacks
// each combat if able and attacks a player other than that player if
// able (701.15b), one pair of requirements for each player who goaded it
// (701.15c), none more when the same player goads it again (701.15d).
// The requirements are weighed with the others of the declaration of
// attackers (checkAttackRules). A keyword action from Commander 2016.
var goadAction = KeywordAction{
	Name:   "goad",
	Rule:   "701.15",
	Since:  "2016-11-11",
	Oracle: []string{"goad TARGET"},
	Ops:    []string{"goad"},
}

// goading is a creature goaded by a player in a turn.
type goading struct {
	by   PlayerID
	turn int
}

// opGoad goads each creature of the instruction.
func opGoad(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o.Zone != ZoneInPlay {
			continue
		}
		if slices.Contains(g.goadersOf(id), r.controller) {
			g.record("701.15d", "%s has already goaded %s: goading it again has no effect", g.playerName(r.controller), g.name(id))
			continue
		}
		o.goaded = append(slices.Clone(o.goaded), goading{by: r.controller, turn: g.turn})
		g.record("701.15a", "%s goads %s: it is goaded until %s's next turn", g.playerName(r.controller), g.name(id), g.playerName(r.controller))
		if n := len(g.goadersOf(id)); n > 1 {
			g.record("701.15c", "%s is goaded by %d players: each adds its own combat requirements", g.name(id), n)
		}
	}
	return nil
}

// goadersOf lists the players who have goaded permanent id, the goading
// lasting until each one's next turn begins.
func (g *Game) goadersOf(id ObjectID) []PlayerID {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return nil
	}
	var out []PlayerID
	for _, d := range o.goaded {
		if g.players[d.by].turnBegan <= d.turn && !slices.Contains(out, d.by) {
			out = append(out, d.by)
		}
	}
	return out
}

// anyGoaded reports whether a permanent in play is goaded.
func (g *Game) anyGoaded() bool {
	for _, id := range g.inPlay {
		if len(g.goadersOf(id)) > 0 {
			return true
		}
	}
	return false
}

// goadRequirementsObeyed counts the requirements of goad that attackers
// obey (701.15b): for each player who goaded an attacker, one for
// attacking and one for attacking a player other than that player. With
// defenders nil, the attack is one still to be declared, and the second
// counts whenever the attacker's controller has such an opponent to
// attack; otherwise defenders and planeswalkers say what each attacks.
func (g *Game) goadRequirementsObeyed(attackers []ObjectID, defenders map[ObjectID]PlayerID, planeswalkers map[ObjectID]ObjectID) int {
	n := 0
	for _, id := range attackers {
		for _, by := range g.goadersOf(id) {
			n++
			if defenders == nil {
				if slices.ContainsFunc(g.opponentsOf(g.objects[id].Controller), func(p PlayerID) bool { return p != by }) {
					n++
				}
				continue
			}
			if _, walker := planeswalkers[id]; !walker && defenders[id] != by {
				n++
			}
		}
	}
	return n
}

// recordGoadObeyed records, for each goaded attacker, how it obeys its
// goad.
func (g *Game) recordGoadObeyed(attackers []ObjectID) {
	for _, id := range attackers {
		for _, by := range g.goadersOf(id) {
			if _, walker := g.combat.attackedPermanent[id]; !walker && g.combat.defenders[id] != by {
				g.record("701.15b", "%s, goaded by %s, attacks %s, a player other than %s", g.name(id), g.playerName(by), g.playerName(g.combat.defenders[id]), g.playerName(by))
			} else {
				g.record("701.15b", "%s, goaded by %s, attacks as it must, but not a player other than %s", g.name(id), g.playerName(by), g.playerName(by))
			}
		}
	}
}
