package rulings

// createAction: to create tokens is to put the specified number of tokens
// with the specified characteristics onto the battlefield (701.7a). The
// reference edition's cards "put" tokens "into play", which their Oracle
// text now says is creating them (701.7c); the step cites the token rule
// of that edition.
var createAction = KeywordAction{
	Name:   "create",
	Rule:   "701.7",
	Oracle: []string{"TARGET creates N P/T COLOR Subtype creature tokens", "put N P/T COLOR Subtype creature tokens into play"},
	Ops:    []string{"create-tokens"},
	cites: map[string]string{
		"216.1#create": "701.7a",
	},
}
