package cards

// Output is a card as `judge card --json` prints it and the web API
// answers it: the card's Oracle fields, its rulings, and the rules of the
// keywords it uses in the edition asked for.
type Output struct {
	// Query is the name asked for; Match says how it matched and Face
	// which face it named, when one face.
	Query string `json:"query"`
	Match string `json:"match"`
	Face  string `json:"face,omitempty"`
	*Card
	// Rulings are the card's rulings, oldest first.
	Rulings []Ruling `json:"rulings"`
	// Edition is the edition the rules are of; Rules the keyword rules.
	Edition string     `json:"edition"`
	Rules   []RuleLink `json:"rules"`
	// Others are cards the name matched as well, less played.
	Others []string `json:"others,omitempty"`
}

// NewOutput lays out a card found for query with the keyword rules of an
// edition.
func NewOutput(query string, found *Found, rules *KeywordRules) Output {
	out := Output{
		Query: query, Match: found.Match.String(), Face: found.Face, Card: found.Card,
		Rulings: found.Rulings, Edition: rules.Edition, Rules: rules.Link(found.Card), Others: found.Others,
	}
	if out.Rulings == nil {
		out.Rulings = []Ruling{}
	}
	return out
}
