package rulings

// infect: a static ability (702.90a); damage a source with infect deals to
// a player gives that player that many poison counters instead of making
// them lose life (702.90b, 120.3b), and damage it deals to a creature
// puts -1/-1 counters on it as wither's does (702.90c,
// damageAsMinusCounters). A keyword from Scars of Mirrodin. Ten poison
// counters lose the game (704.5c).
var infect = Keyword{Name: "infect", Rule: "702.90", natureRule: "702.90a", nature: "infect is a static ability", redundantRule: "702.90f", lastKnownRule: "702.90d", anyZoneRule: "702.90e", Form: "infect", Since: "2010-10-01", build: staticKeyword(PlayRule)}

// damageAsPoison gives the player dealt n damage by a source with infect
// that many poison counters instead of the life loss, and reports whether
// it did.
func (g *Game) damageAsPoison(source *view, p PlayerID, n int, rule string) bool {
	if !hasKeyword(source.chars(), infect.Name) {
		return false
	}
	pl := g.players[p]
	pl.Poison += n
	g.record(rule, "%s deals %d damage to %s", source.name(), n, pl.Name)
	g.recordDamageKeyword(source, infect.Name)
	g.record("702.90b", "%s has infect: %s loses no life; %s gives %s %s (now %d)", source.name(), pl.Name, g.playerName(source.controller), pl.Name, count(n, "poison counter"), pl.Poison)
	g.record("120.3b", "damage dealt to a player by a source with infect gives that player that many poison counters")
	return true
}
