package rulings

// flying: a creature with flying can't be blocked except by creatures with
// flying or reach (502.4b).
var flying = Keyword{evasion: true, redundantRule: "502.4c", Name: flyingName, Rule: "502.4", natureRule: "502.4a", nature: "flying is an evasion ability", Form: "flying", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).flyingForbidsBlock}

// flyingName names flying where the keyword's own definition refers to it.
const flyingName = "flying"

// reach: the creature can block creatures with flying. The 2006 rules have
// no keyword for it (cards said "can block as though it had flying"; the
// word came in 2007); 502.4b is the rule that decides such a block.
var reach = Keyword{Name: "reach", Rule: "502.4b", Form: "reach", build: staticKeyword(PlayRule)}

// flyingForbidsBlock returns the IllegalError that stops blocker from
// blocking attacker because the attacker flies, or nil.
func (g *Game) flyingForbidsBlock(attacker, blocker *view) error {
	a, b := attacker.chars(), blocker.chars()
	if hasKeyword(a, flyingName) && !hasKeyword(b, flyingName) && !hasKeyword(b, reach.Name) {
		return g.illegal("502.4b", "%s has flying and can't be blocked except by creatures with flying or reach; %s can't block it", attacker.name(), blocker.name())
	}
	if hasKeyword(b, flyingName) && !hasKeyword(a, flyingName) {
		g.record("502.4b", "%s has flying and can block %s, a creature with or without flying", blocker.name(), attacker.name())
	}
	return nil
}
