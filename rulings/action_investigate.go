package rulings

import "fmt"

// investigateAction: "investigate" means "create a Clue token" (701.16a),
// the predefined colorless Clue artifact token with "{2}, Sacrifice this
// token: Draw a card." (111.10f), which the scenario language supplies.
// A keyword action from Shadows over Innistrad.
var investigateAction = KeywordAction{
	Name:   "investigate",
	Rule:   "701.16",
	Since:  "2016-04-08",
	Oracle: []string{"investigate"},
	Ops:    []string{"investigate"},
}

// opInvestigate has each player of the instruction create a Clue token.
func opInvestigate(g *Game, r *resolution, ins Instruction) error {
	if ins.Card == nil {
		return fmt.Errorf("%q: no Clue token to create: %w", ins.Text, ErrNoEffect)
	}
	def, name := g.predefinedTokenDefinition(ins.Card)
	for _, p := range r.players(ins.Player) {
		g.record("701.16a", "%s investigates: they create a Clue token", g.playerName(p))
		g.record("111.10f", "the Clue token is a colorless Clue artifact token with \"{2}, Sacrifice this token: Draw a card.\"")
		if name != ins.Card.Name {
			g.record("111.4", "the effect doesn't name the Clue token, so its name is its subtype plus the word \"Token\": %s", name)
		}
		g.createTokenOf(def, p)
	}
	return nil
}
