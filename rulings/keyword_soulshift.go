package rulings

import "fmt"

// soulshift N: "When this permanent is put into a graveyard from play, you
// may return target Spirit card with converted mana cost N or less from
// your graveyard to your hand" (502.39).
var soulshift = Keyword{separateRule: "502.39b", Name: "soulshift", Rule: "502.39", Form: "soulshift N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		n := v.n
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
			Targets: []TargetSpec{{Names: []string{"S"}, Filter: Filter{Subtypes: []string{"Spirit"}, Zone: ZoneGraveyard, Controller: "you", MaxCMC: &n,
				Text: fmt.Sprintf("Spirit card with converted mana cost %d or less in your graveyard", n)}}},
			Effect: []Instruction{{Op: "soulshift", Object: Ref{Kind: RefTarget, Name: "S"}, Text: "you may return target Spirit card to your hand"}}}
	}}

// opSoulshift returns the target Spirit card to its owner's hand if the
// controller wants; each instance triggers separately (502.39a-b).
func opSoulshift(g *Game, r *resolution, ins Instruction) error {
	targets := r.objects(ins.Object)
	if len(targets) == 0 {
		return nil
	}
	id := targets[0]
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "502.39a", About: fmt.Sprintf("whether to return %s to your hand", g.name(id)), Options: []string{"yes", "no"}})
	if err != nil || answer != "yes" {
		return err
	}
	g.record("502.39a", "soulshift: %s returns %s, a Spirit card with converted mana cost %d, from the graveyard to his or her hand", g.playerName(r.controller), g.name(id), g.view(id).chars().ManaCost.ConvertedCost())
	g.afterEvents([]Event{g.move(id, ZoneHand, r.controller)}, nil)
	return nil
}
