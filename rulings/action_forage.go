package rulings

import (
	"fmt"
	"slices"
)

// forageAction: to forage means "Exile three cards from your graveyard or
// sacrifice a Food" (701.61a), a Food being an artifact with the subtype
// Food, such as the predefined Food token (111.10b). A keyword action
// from Bloomburrow, played here as an instruction of an effect.
var forageAction = KeywordAction{
	Name:   "forage",
	Rule:   "701.61",
	Since:  "2024-08-02",
	Oracle: []string{"forage"},
	Ops:    []string{"forage"},
}

// opForage has each player of the instruction forage: with three cards in
// their graveyard and a Food on the battlefield they choose which to do;
// with only one of them possible they do that; with neither they can't
// forage, and nothing happens.
func opForage(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		var foods []ObjectID
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && v.chars().HasType("artifact") && v.chars().HasSubtype("Food") {
				foods = append(foods, id)
			}
		}
		canExile, canSacrifice := len(pl.Graveyard) >= 3, len(foods) > 0
		exile := canExile
		switch {
		case !canExile && !canSacrifice:
			g.record("701.61a", "%s can't forage: they have %s in their graveyard and no Food", pl.Name, count(len(pl.Graveyard), "card"))
			continue
		case canExile && canSacrifice:
			options := []string{"exile three cards from your graveyard", "sacrifice a Food"}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.61a", About: fmt.Sprintf("how %s forages", pl.Name), Options: options})
			if err != nil {
				return err
			}
			exile = pick(options, answer) == 0
		}
		if !exile {
			food, err := g.chooseAmong(p, foods, "701.61a", fmt.Sprintf("the Food %s sacrifices to forage", pl.Name))
			if err != nil {
				return err
			}
			g.record("701.61a", "%s forages by sacrificing %s", pl.Name, g.name(food))
			g.sacrificeAll([]ObjectID{food})
			continue
		}
		var chosen []ObjectID
		for len(chosen) < 3 {
			left := slices.DeleteFunc(slices.Clone(pl.Graveyard), func(id ObjectID) bool { return slices.Contains(chosen, id) })
			if len(left) == 3-len(chosen) {
				// No choice: the rest of the graveyard is what's exiled.
				chosen = append(chosen, left...)
				break
			}
			id, err := g.chooseAmong(p, left, "701.61a", fmt.Sprintf("a card of %s's graveyard to exile to forage", pl.Name))
			if err != nil {
				return err
			}
			chosen = append(chosen, id)
		}
		var names []string
		for _, id := range chosen {
			names = append(names, g.name(id))
		}
		g.record("701.61a", "%s forages by exiling three cards from their graveyard: %s", pl.Name, joinAnd(names))
		before := g.snapshotInPlay()
		var events []Event
		for _, id := range chosen {
			g.recordAction("217.7a#exile", "%s is exiled: it is moved to the exile zone from the graveyard", g.name(id))
			events = append(events, g.move(id, ZoneRemoved, p))
		}
		g.afterEvents(events, before)
	}
	return nil
}

// chooseAmong asks player p for one of ids, by name; a single one is no
// choice.
func (g *Game) chooseAmong(p PlayerID, ids []ObjectID, rule, about string) (ObjectID, error) {
	options := g.nameList(ids)
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: rule, About: about, Options: options})
	if err != nil {
		return 0, err
	}
	return ids[max(pick(options, answer), 0)], nil
}
