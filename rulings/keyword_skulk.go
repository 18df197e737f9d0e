package rulings

// skulk: a creature with skulk can't be blocked by creatures with greater
// power (702.118b of 2026); it is an evasion ability (702.118a), and
// several instances are redundant (702.118c). A keyword from Shadows over
// Innistrad.
var skulk = Keyword{evasion: true, redundantRule: "702.118c", Name: skulkName, Rule: "702.118", natureRule: "702.118a", nature: "skulk is an evasion ability", Form: "skulk", Since: "2016-04-08", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).skulkForbidsBlock}

const skulkName = "skulk"

// skulkForbidsBlock applies 702.118b, comparing the powers as they are as
// the block is declared.
func (g *Game) skulkForbidsBlock(attacker, blocker *view) error {
	if !hasKeyword(attacker.chars(), skulkName) {
		return nil
	}
	ap, _ := g.PowerToughness(attacker.id)
	bp, _ := g.PowerToughness(blocker.id)
	if bp > ap {
		return g.illegal("702.118b", "%s has skulk and can't be blocked by creatures with greater power; %s has power %d, greater than its %d, and can't block it", attacker.name(), blocker.name(), bp, ap)
	}
	g.record("702.118b", "%s has skulk, but %s has power %d, not greater than its %d, and can block it", attacker.name(), blocker.name(), bp, ap)
	return nil
}
