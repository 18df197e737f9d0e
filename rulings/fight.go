package rulings

import "fmt"

// opFight has two creatures fight (701.14 of 2026): each deals damage
// equal to its power to the other (701.14a), at once, and it isn't combat
// damage (701.14d). If either is no longer on the battlefield, no longer a
// creature, or an illegal target as the spell or ability resolves,
// neither fights or deals damage (701.14b); a creature that fights itself
// deals itself twice its power (701.14c).
func opFight(g *Game, r *resolution, ins Instruction) error {
	refs := append([]Ref{ins.Object}, ins.Objects...)
	if len(refs) != 2 {
		return fmt.Errorf("%q: a fight takes two creatures, found %d", ins.Text, len(refs))
	}
	var ids [2]ObjectID
	for i, ref := range refs {
		found := r.objects(ref)
		if len(found) != 1 {
			g.record("701.14b", "one of the creatures instructed to fight is gone or an illegal target: neither fights or deals damage")
			return nil
		}
		o := g.objects[found[0]]
		if o == nil || o.Zone != ZoneInPlay || !g.view(o.ID).chars().HasType("creature") {
			g.record("701.14b", "%s is no longer a creature on the battlefield: neither creature fights or deals damage", g.name(found[0]))
			return nil
		}
		ids[i] = found[0]
	}
	a, b := g.view(ids[0]), g.view(ids[1])
	pa, _ := g.PowerToughness(ids[0])
	pb, _ := g.PowerToughness(ids[1])
	pa, pb = max(pa, 0), max(pb, 0)
	if ids[0] == ids[1] {
		g.record("701.14c", "%s fights itself: it deals damage equal to twice its power (%d) to itself", a.name(), 2*pa)
		g.dealDamage("701.14c", a, 2*pa, Target{Object: ids[0]})
		return nil
	}
	g.record("701.14a", "%s and %s fight: each deals damage equal to its power to the other (%d and %d), at the same time; it isn't combat damage", a.name(), b.name(), pa, pb)
	g.record("701.14d", "the damage %s and %s deal each other in the fight isn't combat damage: what applies only to combat damage doesn't apply to it", a.name(), b.name())
	g.dealDamage("701.14a", a, pa, Target{Object: ids[1]})
	g.dealDamage("701.14a", b, pb, Target{Object: ids[0]})
	return nil
}
