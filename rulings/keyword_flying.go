package rulings

// flying: a creature with flying can't be blocked except by creatures with
// flying or reach (502.4b).
var flying = Keyword{Name: "flying", Rule: "502.4", Form: "flying", build: staticKeyword(PlayRule),
	forbidsBlock: func(attacker, blocker *Characteristics) (string, string) {
		if hasKeyword(attacker, "flying") && !hasKeyword(blocker, "flying") && !hasKeyword(blocker, reach.Name) {
			return "502.4b", "has flying and can't be blocked except by creatures with flying or reach"
		}
		return "", ""
	}}

// reach: the creature can block creatures with flying. The 2006 rules have
// no keyword for it (cards said "can block as though it had flying"; the
// word came in 2007); 502.4b is the rule that decides such a block.
var reach = Keyword{Name: "reach", Rule: "502.4b", Form: "reach", build: staticKeyword(PlayRule)}
