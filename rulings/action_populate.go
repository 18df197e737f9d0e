package rulings

import "fmt"

// populateAction: to populate is to choose a creature token you control
// and create a token that's a copy of it (701.36a); a player who controls
// no creature token creates nothing (701.36b). A keyword action from
// Return to Ravnica.
var populateAction = KeywordAction{
	Name:   "populate",
	Rule:   "701.36",
	Since:  "2012-10-05",
	Oracle: []string{"populate"},
	Ops:    []string{"populate"},
}

// opPopulate has the controller of the instruction populate. Creating the
// copy is creating tokens, which effects on creating tokens modify
// (createTokenCopies).
func opPopulate(g *Game, r *resolution, ins Instruction) error {
	p := r.controller
	var ids []ObjectID
	var names []string
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && v.token && v.chars().HasType("creature") {
			ids = append(ids, id)
			names = append(names, v.name())
		}
	}
	if len(ids) == 0 {
		g.record("701.36b", "%s populates but controls no creature token: no token is created", g.playerName(p))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.36a", About: fmt.Sprintf("a creature token for %s to populate", g.playerName(p)), Options: names})
	if err != nil {
		return err
	}
	id := ids[pick(names, answer)]
	g.record("701.36a", "%s populates: they choose %s, a creature token they control, and create a token that's a copy of it", g.playerName(p), g.name(id))
	return g.createTokenCopies(r, []ObjectID{id})
}
