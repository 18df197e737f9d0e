package rulings

// "This creature can't be blocked." (2006: "NAME is unblockable.") and
// "This creature can't be blocked except by FILTER.": static abilities of
// the attacking creature that restrict which creatures may block it,
// checked as blockers are declared (500.3 of 2006; 509.1b of 2026).

// CantBeBlocked is "this creature can't be blocked", or, with
// Static.Filter set, "... except by FILTER": an ability of the creature
// itself.
const CantBeBlocked StaticKind = 143

// cantBeBlockedForbidsBlock refuses a blocker that an ability of the
// attacker says can't block it.
func (g *Game) cantBeBlockedForbidsBlock(attacker, blocker *view) error {
	for _, a := range attacker.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != CantBeBlocked {
			continue
		}
		if a.Static.Filter.Text == "" {
			return g.illegal("500.3#restriction", "%s has \"%s\": %s can't block it", attacker.name(), a.Text, blocker.name())
		}
		if !g.matches(&a.Static.Filter, blocker, attacker.controller, nil) {
			return g.illegal("500.3#restriction", "%s has \"%s\": %s isn't %s, so it can't block it", attacker.name(), a.Text, blocker.name(), a.Static.Filter.Text)
		}
	}
	return nil
}
