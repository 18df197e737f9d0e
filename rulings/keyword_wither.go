package rulings

// wither: a static ability; damage a source with wither deals to a
// creature isn't marked on it but puts that many -1/-1 counters on it
// (702.80a, 120.3d). A keyword from Shadowmoor. The source is read as it
// last existed when it left its zone before dealing the damage (702.80b),
// which the damage's source view already is, and the rule works from any
// zone (702.80c); several instances are redundant (702.80d).
var wither = Keyword{Name: "wither", Rule: "702.80", redundantRule: "702.80d", lastKnownRule: "702.80b", anyZoneRule: "702.80c", Form: "wither", Since: "2008-05-02", build: staticKeyword(PlayRule)}

// damageAsMinusCounters puts n -1/-1 counters on the creature dealt
// damage by a source with wither or infect instead of marking the damage
// on it (120.3d), and reports whether it did.
func (g *Game) damageAsMinusCounters(source *view, id ObjectID, n int, rule string) bool {
	c := source.chars()
	var k Keyword
	switch {
	case hasKeyword(c, infect.Name):
		k = infect
	case hasKeyword(c, wither.Name):
		k = wither
	default:
		return false
	}
	g.record(rule, "%s deals %d damage to %s", source.name(), n, g.name(id))
	g.recordDamageKeyword(source, k.Name)
	g.putCountersOn(g.objects[id], "-1/-1", n, false)
	why := "702.80a"
	if k.Name == infect.Name {
		why = "702.90c"
	}
	g.record(why, "%s has %s: the damage isn't marked on %s; %s puts %s on it", source.name(), k.Name, g.name(id), g.playerName(source.controller), count(n, "-1/-1 counter"))
	g.record("120.3d", "damage dealt to a creature by a source with wither and/or infect puts that many -1/-1 counters on it")
	return true
}
