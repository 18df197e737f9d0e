package rulings

import (
	"slices"
	"strings"
)

// "Creatures you control gain flying until end of turn if a creature you
// control has flying. The same is true for fear, first strike, ...": an
// effect granting a list of keywords, each to the group if one of the
// group has it. A keyword with variants or variables (landwalk,
// protection) is granted in each variant and with each variable found
// among the group (702.1c of 2026): "landwalk" grants forestwalk and
// islandwalk alike, "protection" each quality of protection.

// opGainSharedKeywords carries out the instruction: ins.Filter is the
// group, ins.Keywords the keywords, each a keyword's name ("landwalk",
// "protection"), ins.Duration how long the grant lasts.
func opGainSharedKeywords(g *Game, r *resolution, ins Instruction) error {
	ids := r.groupObjects(ins)
	var granted []*Ability
	for _, name := range ins.Keywords {
		var found []string
		for _, id := range ids {
			for _, a := range g.view(id).chars().Abilities {
				if a.Keyword != name || slices.ContainsFunc(granted, func(b *Ability) bool { return b.Text == a.Text }) {
					continue
				}
				granted = append(granted, a)
				found = append(found, a.Text)
			}
		}
		if len(found) == 0 {
			g.record("702.1c", "no %s has %s: it isn't granted", ins.Filter, name)
			continue
		}
		g.record("702.1c", "%s is among those of %s: each variant found, %s, is granted to each of them", name, ins.Filter, strings.Join(found, ", "))
	}
	if len(granted) == 0 {
		return nil
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: granted, Duration: ins.Duration, Text: ins.Text})
	for _, id := range ids {
		g.noteStillAttacking(id)
	}
	return nil
}
