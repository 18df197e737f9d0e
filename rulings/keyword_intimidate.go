package rulings

// intimidate: a creature with intimidate can't be blocked except by
// artifact creatures and/or creatures that share a color with it
// (702.13b of 2026); it is an evasion ability (702.13a), and several
// instances are redundant (702.13c). A keyword from Zendikar, printed in
// the rules update of 2009-10-01, the first stored edition that has it.
var intimidate = Keyword{evasion: true, redundantRule: "702.13c", Name: intimidateName, Rule: "702.13", natureRule: "702.13a", nature: "intimidate is an evasion ability", Form: "intimidate", Since: "2009-10-01", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).intimidateForbidsBlock}

const intimidateName = "intimidate"

// intimidateForbidsBlock applies 702.13b: the blocker must be an artifact
// creature or share a color with the attacker, as both are now.
func (g *Game) intimidateForbidsBlock(attacker, blocker *view) error {
	if !hasKeyword(attacker.chars(), intimidateName) {
		return nil
	}
	a, b := attacker.chars(), blocker.chars()
	switch shared := a.Colors & b.Colors; {
	case b.HasType("artifact"):
		g.record("702.13b", "%s has intimidate, but %s is an artifact creature and can block it", attacker.name(), blocker.name())
	case shared != 0:
		g.record("702.13b", "%s has intimidate, but %s shares a color with it (%s) and can block it", attacker.name(), blocker.name(), shared)
	default:
		return g.illegal("702.13b", "%s has intimidate and can't be blocked except by artifact creatures and/or creatures that share a color with it; %s can't block it", attacker.name(), blocker.name())
	}
	return nil
}
