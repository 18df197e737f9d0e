package rulings

// persist: "When this permanent is put into a graveyard from the
// battlefield, if it had no -1/-1 counters on it, return it to the
// battlefield under its owner's control with a -1/-1 counter on it"
// (702.79a of 2026). A keyword from Shadowmoor, undying's mirror: whether
// it had counters is read from the permanent as it last existed on the
// battlefield, for one that left through a state-based action as it was
// before any of the state-based actions performed with it (704.8), so a
// -1/-1 counter a +1/+1 counter removed (704.5q) no longer stops it.
var persist = Keyword{Name: "persist", Rule: "702.79", Form: "persist", Since: "2008-05-02", triggerRule: "702.79a",
	build: func(string, keywordValue) *Ability {
		return persistReturn.ability("is put into a graveyard from the battlefield")
	}}

// persistReturn is persist's return, with a -1/-1 counter.
var persistReturn = returnWithCounter{keyword: "persist", rule: "702.79a", counter: "-1/-1"}
