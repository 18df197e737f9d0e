package rulings

import (
	"fmt"
	"strings"
)

// villainousChoiceAction: "[A player] faces a villainous choice —
// [option A], or [option B]" means that player chooses one option, then
// all its actions are performed (701.55a); an illegal or impossible
// option may be chosen, and as much of it as possible is done (701.55b);
// several players each face the whole choice one at a time in APNAP
// order (701.55d). The instruction's Else holds the two options, each an
// instruction "villainous-option" whose Else is what the option does,
// written from the point of view of the spell's controller ("you") and
// of the player facing the choice ("that player"). Replacement effects
// that make a player face the choice again (701.55c) are not played. A
// keyword action from Doctor Who, in the rules of 2023-10-13.
var villainousChoiceAction = KeywordAction{
	Name:   "face a villainous choice",
	Rule:   "701.55",
	Since:  "2023-10-13",
	Oracle: []string{"PLAYER faces a villainous choice — OPTION A, or OPTION B"},
	Ops:    []string{"villainous-choice"},
}

// opVillainousChoice has each player of the instruction face the choice,
// one at a time in APNAP order (701.55d).
func opVillainousChoice(g *Game, r *resolution, ins Instruction) error {
	players := r.players(ins.Player)
	if len(players) > 1 {
		g.record("701.55d", "%s each face the villainous choice, one at a time in APNAP order", g.playerNames(players))
	}
	for _, p := range players {
		var options []string
		for _, o := range ins.Else {
			options = append(options, o.Text)
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.55a", About: fmt.Sprintf("the option of the villainous choice %s faces", g.playerName(p)), Options: options})
		if err != nil {
			return err
		}
		i := max(indexFold(options, answer), 0)
		chosen := ins.Else[i]
		g.record("701.55a", "%s faces a villainous choice and chooses \"%s\": all its actions are performed", g.playerName(p), chosen.Text)
		if !g.optionPossible(r, p, chosen) {
			g.record("701.55b", "\"%s\" can't be wholly done, yet %s may choose it: as much of it as possible is performed", chosen.Text, g.playerName(p))
		}
		sub := *r
		sub.thatPlayer, sub.hasThatPlayer = p, true
		for _, e := range chosen.Else {
			if err := g.perform(&sub, e); err != nil {
				return err
			}
		}
	}
	return nil
}

// opVillainousOption is an option of a villainous choice, which only
// opVillainousChoice performs, once chosen: read alone it names no
// action of its own.
func opVillainousOption(g *Game, r *resolution, ins Instruction) error {
	return nil
}

// optionPossible reports whether an option of a villainous choice can be
// done in full as far as the engine tells before doing it: a player who
// must discard has a card in hand to discard.
func (g *Game) optionPossible(r *resolution, p PlayerID, option Instruction) bool {
	for _, e := range option.Else {
		who := p
		if e.Player.Kind == RefYou {
			who = r.controller
		}
		if strings.HasPrefix(e.Op, "discard") && len(g.players[who].Hand) == 0 {
			return false
		}
	}
	return true
}
