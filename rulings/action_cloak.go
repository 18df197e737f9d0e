package rulings

// cloakAction: to cloak a card is to put it onto the battlefield face down
// as a 2/2 creature with ward {2} and no name, subtypes or mana cost, a
// cloaked permanent while it stays face down (701.58a), turned face up as
// a manifested one is (701.58b-d), one card at a time
// (701.58e), not at all if it can't enter (701.58f). It shares manifest's
// steps (putFaceDown, turnFaceDownByActionUp); the cloaked permanent's
// values are those of a disguised one (faceDownFacesOf). A keyword action
// from Duskmourn: House of Horror, in the rules of 2024-09-27.
var cloakAction = KeywordAction{
	Name:   "cloak",
	Rule:   "701.58",
	Since:  "2024-09-27",
	Oracle: []string{"cloak the top card of your library", "cloak the top N cards of your library"},
	Ops:    []string{"cloak"},
}

// opCloak has each player of the instruction cloak the top N cards of
// their library, one at a time (701.58e).
func opCloak(g *Game, r *resolution, ins Instruction) error {
	return putTopCardsFaceDown(g, r, ins, topFaceDown{action: "cloak", verb: "cloaks", each: "701.58e", put: "701.58a", entered: "701.58f"})
}
