package rulings

// tapAction: to tap a permanent is to turn it sideways; only an untapped
// permanent can be tapped (701.26a). To untap one is to rotate it back
// upright; only a tapped permanent can be untapped (701.26b). Tapping one
// already tapped is no event: "whenever ... becomes tapped" doesn't
// trigger for it.
var tapAction = KeywordAction{
	Name:   "tap and untap",
	Rule:   "701.26",
	Oracle: []string{"tap TARGET", "untap TARGET", "tap all FILTER", "untap all FILTER"},
	Ops:    []string{"tap", "untap"},
	cites: map[string]string{
		"413.2b#tap":   "701.26a",
		"413.2b#untap": "701.26b",
	},
}
