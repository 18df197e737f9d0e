package rulings

import (
	"fmt"
	"strings"
)

// createAction: to create tokens is to put the specified number of tokens
// with the specified characteristics onto the battlefield (701.7a). The
// reference edition's cards "put" tokens "into play", which their Oracle
// text now says is creating them (701.7c); the step cites the token rule
// of that edition.
var createAction = KeywordAction{
	Name:   "create",
	Rule:   "701.7",
	Oracle: []string{"TARGET creates N P/T COLOR Subtype creature tokens", "put N P/T COLOR Subtype creature tokens into play", "create a Food token"},
	Ops:    []string{"create-tokens", "create-predefined"},
	cites: map[string]string{
		"216.1#create": "701.7a",
	},
}

// opCreatePredefined has each player of the instruction create one token
// of a kind the rules define (111.10 of 2026: "create a Food token"),
// whose characteristics come with the instruction, and Name the subrule
// of 111.10 defining it.
func opCreatePredefined(g *Game, r *resolution, ins Instruction) error {
	if ins.Card == nil || len(ins.Card.Faces) == 0 {
		return fmt.Errorf("%q: no predefined token to create: %w", ins.Text, ErrNoEffect)
	}
	kind := ins.Card.Faces[0].Name
	def, name := g.predefinedTokenDefinition(ins.Card)
	for _, p := range r.players(ins.Player) {
		g.recordAction("216.1#create", "%s creates a %s token: to create a token is to put it onto the battlefield with the characteristics the effect specifies", g.playerName(p), kind)
		g.record("111.10", "a %s token is a token the rules define: the effect creating it needn't spell out its characteristics", kind)
		if name != kind {
			g.record("111.4", "the effect doesn't name the %s token, so its name is its subtype plus the word \"Token\": %s", kind, name)
		}
		if ins.Name != "" {
			var texts []string
			for _, a := range ins.Card.Faces[0].Abilities {
				texts = append(texts, fmt.Sprintf("%q", a.Text))
			}
			g.record(ins.Name, "the %s token is a colorless %s artifact token with %s", kind, kind, strings.Join(texts, " and "))
		}
		g.createTokenOf(def, p)
	}
	return nil
}

// predefinedTokenDefinition returns the definition of a token the rules
// define (a Clue, a Food) as created now, and its name: the effect names
// no token, so under the rules that say so its name is its subtype plus
// the word "Token" (111.4 of 2026).
func (g *Game) predefinedTokenDefinition(card *CardDefinition) (*CardDefinition, string) {
	kind := card.Faces[0].Name
	if !g.rules.TokenNameAddsToken {
		return card, kind
	}
	name := kind + " Token"
	face := card.Faces[0]
	face.Name = name
	return &CardDefinition{Name: name, Faces: []Characteristics{face}, Back: card.Back}, name
}
