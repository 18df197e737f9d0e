package rulings

// counterAction: to counter a spell or ability is to remove it from the
// stack; it doesn't resolve and a countered spell goes to its owner's
// graveyard (701.6a), and its costs are not refunded (701.6b). These are
// 414.1 and 414.2 of the reference edition.
var counterAction = KeywordAction{
	Name:   "counter",
	Rule:   "701.6",
	Oracle: []string{"counter TARGET", "counter TARGET unless its controller pays {N}"},
	Ops:    []string{"counter"},
	cites: map[string]string{
		"414.1": "701.6a",
		"414.2": "701.6b",
	},
}
