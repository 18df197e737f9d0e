package rulings

// regenerateAction: a resolving spell or ability that regenerates a
// permanent makes a shield that replaces the next destruction of it this
// turn (701.19a); an effect saying it can't be regenerated stops the
// shield from applying, not the ability from being activated (701.19c).
// 419.6b of the reference edition.
var regenerateAction = KeywordAction{
	Name:   "regenerate",
	Rule:   "701.19",
	Oracle: []string{"regenerate TARGET", "{COST}: regenerate this creature", "destroy TARGET. It can't be regenerated."},
	Ops:    []string{"regenerate"},
	cites: map[string]string{
		"419.6b":      "701.19a",
		"419.6b#cant": "701.19c",
	},
}
