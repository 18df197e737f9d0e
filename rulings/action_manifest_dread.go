package rulings

import "fmt"

// manifestDreadAction: "Manifest dread" means "Look at the top two cards
// of your library. Manifest one of them, then put the cards you looked at
// that were not manifested this way into your graveyard" (701.62a), the
// player having manifested dread once that is done, even if some of it
// was impossible (701.62b). A keyword action from Duskmourn: House of
// Horror, in the rules of 2024-09-27.
var manifestDreadAction = KeywordAction{
	Name:   "manifest dread",
	Rule:   "701.62",
	Since:  "2024-09-27",
	Oracle: []string{"manifest dread"},
	Ops:    []string{"manifest-dread"},
}

// opManifestDread has each player of the instruction manifest dread.
func opManifestDread(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		lib := g.players[p].Library
		looked := append([]ObjectID(nil), lib[:min(2, len(lib))]...)
		if len(looked) == 0 {
			g.record("701.62b", "%s's library is empty: %s manifests dread though there is nothing to look at", g.playerName(p), g.playerName(p))
			continue
		}
		top := "card"
		if len(looked) > 1 {
			top = count(len(looked), "card")
		}
		g.record("701.62a", "%s manifests dread: they look at the top %s of their library, %s", g.playerName(p), top, g.names(looked))
		chosen := looked[0]
		if len(looked) > 1 {
			names := []string{g.objects[looked[0]].Card.Name, g.objects[looked[1]].Card.Name}
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.62a", About: fmt.Sprintf("which of %s to manifest", g.names(looked)), Options: names})
			if err != nil {
				return err
			}
			if indexFold(names, answer) == 1 {
				chosen = looked[1]
			}
		}
		id, manifested := g.putFaceDown(p, chosen, "manifest", "701.40a", "701.40f")
		if manifested {
			r.noteMoved(id)
		}
		var rest []ObjectID
		for _, id := range looked {
			if o := g.objects[id]; (id != chosen || !manifested) && o != nil && o.Zone == ZoneLibrary {
				rest = append(rest, id)
			}
		}
		if len(rest) > 0 {
			g.record("701.62a", "%s puts %s, not manifested, into their graveyard", g.playerName(p), g.names(rest))
			g.moveAll(rest, ZoneGraveyard, "701.62a", "put into its owner's graveyard by manifest dread")
		}
	}
	return nil
}
