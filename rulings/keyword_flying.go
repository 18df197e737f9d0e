package rulings

import "slices"

// flying: a creature with flying can't be blocked except by creatures with
// flying or reach (502.4b).
var flying = Keyword{evasion: true, redundantRule: "502.4c", Name: flyingName, Rule: "502.4", natureRule: "502.4a", nature: "flying is an evasion ability", Form: "flying", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).flyingForbidsBlock}

// flyingName names flying where the keyword's own definition refers to it.
const flyingName = "flying"

// reach: the creature can block creatures with flying. The 2006 rules have
// no keyword for it (cards said "can block as though it had flying"; the
// word came in 2007, 502.70 of 2008); 502.4b is the rule that decides such
// a block there. In 2026 reach is 702.17: a static ability (702.17a) that
// lets a creature block one with flying (702.17b), several instances
// redundant (702.17c). Each is cited as a case of 502.4b
// ("502.4b#reach-static"), so that 2006 cites the rule it had and 2026
// its own.
var reach = Keyword{Name: reachName, Rule: "502.4b", Form: "reach", build: staticKeyword(PlayRule)}

const reachName = "reach"

// flyingForbidsBlock returns the IllegalError that stops blocker from
// blocking attacker because the attacker flies, or nil.
func (g *Game) flyingForbidsBlock(attacker, blocker *view) error {
	a, b := attacker.chars(), blocker.chars()
	if hasKeyword(a, flyingName) && !hasKeyword(b, flyingName) && !hasKeyword(b, reachName) {
		return g.illegal("502.4b", "%s has flying and can't be blocked except by creatures with flying or reach; %s can't block it", attacker.name(), blocker.name())
	}
	if hasKeyword(a, flyingName) && !hasKeyword(b, flyingName) {
		// The blocker has reach: that is what lets it block.
		g.record("502.4b#reach", "%s has reach, a keyword ability", blocker.name())
		g.record("502.4b#reach-static", "reach is a static ability")
		if i := slices.IndexFunc(b.Abilities, func(x *Ability) bool { return x.Keyword == reachName }); i >= 0 {
			if n := instances(b, b.Abilities[i]); n > 1 {
				g.record("502.4b#reach-redundant", "%s has reach %d times: the instances are redundant, and it applies once", blocker.name(), n)
			}
		}
		g.record("502.4b#reach-blocks", "%s has reach and can block %s, a creature with flying", blocker.name(), attacker.name())
	}
	if hasKeyword(b, flyingName) && !hasKeyword(a, flyingName) {
		g.record("502.4b", "%s has flying and can block %s, a creature with or without flying", blocker.name(), attacker.name())
	}
	return nil
}
