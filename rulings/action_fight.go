package rulings

// fightAction: each of two creatures deals damage equal to its power to
// the other (701.14a); neither does if one is gone or an illegal target
// (701.14b); one fighting itself deals itself twice its power (701.14c).
// The steps are written in fight.go with their 2026 numbers: no edition
// before Magic 2012 has the action.
var fightAction = KeywordAction{
	Name:   "fight",
	Rule:   "701.14",
	Since:  "2011-07-15",
	Oracle: []string{"target creature you control fights target creature you don't control"},
	Ops:    []string{"fight"},
}

// exchangeAction: an exchange of control happens all at once or not at
// all (701.12a), each permanent's control going to the other's
// controller (701.12b); exchanging life totals, each player gains or
// loses the life that makes their total the other's (701.12c). Written
// in exchange2026.go with its 2026 numbers.
var exchangeAction = KeywordAction{
	Name:   "exchange",
	Rule:   "701.12",
	Oracle: []string{"exchange control of TARGET and TARGET", "exchange life totals with TARGET"},
	Ops:    []string{"exchange-control", "exchange-life"},
}
