package rulings

// recordLoyaltyAbilityKinds records, where the 2026 numbers are cited,
// the two other rules that say what activateLoyalty has just checked: an
// activated ability with a loyalty symbol in its cost is a loyalty
// ability, activated with priority, the stack empty, in its controller's
// main phase, and only if none of the permanent's loyalty abilities has
// been activated this turn (209.2, the card's loyalty symbol), which is
// what a planeswalker's abilities are (306.5d).
func (g *Game) recordLoyaltyAbilityKinds(o *Object) {
	g.recordLater("209.2", "the ability of %s has a loyalty symbol in its cost: %s activates it with priority, the stack empty, in their main phase, and no loyalty ability of %s activated this turn", g.name(o.ID), g.playerName(o.Controller), g.name(o.ID))
	if v := g.view(o.ID); v != nil && v.chars().HasType("planeswalker") {
		g.recordLater("306.5d", "%s is a planeswalker: its loyalty abilities, activated abilities with loyalty symbols in their costs, follow those special rules", v.name())
	}
}

// recordPrintedLoyalty records, where the 2026 numbers are cited, that
// the loyalty number printed on a planeswalker card is how many loyalty
// counters it enters with (209.1); x says the number is X, printed being
// the value X had as the spell was cast.
func (g *Game) recordPrintedLoyalty(v *view, printed int, x bool) {
	if x {
		g.recordLater("209.1", "the loyalty number printed on %s is X, %d as the spell was cast: it says how many loyalty counters it enters with", v.name(), printed)
		return
	}
	g.recordLater("209.1", "the loyalty number printed on %s is %d: it says how many loyalty counters it enters with", v.name(), printed)
}
