package rulings

import "fmt"

// extort: "Whenever you cast a spell, you may pay {W/B}. If you do, each
// opponent loses 1 life and you gain life equal to the total life lost
// this way" (702.101a of 2026); each instance triggers separately
// (702.101b). The {W/B} is paid from the mana pool as the ability
// resolves, as other costs paid during a resolution are. A keyword from
// Gatecrash.
var extort = Keyword{separateRule: "702.101b", Name: "extort", Rule: "702.101", Form: "extort", Since: "2013-02-01", triggerRule: "702.101a",
	build: func(text string, _ keywordValue) *Ability {
		what := "you may pay {W/B}; if you do, each opponent loses 1 life and you gain life equal to the total life lost this way"
		return &Ability{Kind: TriggeredAbility, Text: "extort: whenever you cast a spell, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: SpellPlayed, Filter: Filter{Controller: "you", Kind: "spell", Zone: ZoneStack}},
			Effect:  []Instruction{{Op: "extort", Text: what}}}
	}}

// extortCost is the {W/B} extort asks.
var extortCost = func() ManaCost {
	c, err := ParseManaCost("{W/B}")
	if err != nil {
		panic("extort's cost: " + err.Error())
	}
	return c
}()

// opExtort asks the ability's controller whether to pay {W/B}; paid, each
// opponent loses 1 life and the controller gains the total lost.
func opExtort(g *Game, r *resolution, ins Instruction) error {
	p := g.players[r.controller]
	if p.Pool.Colored[White]+p.Pool.Colored[Black] == 0 {
		// {W/B} is paid with one white or one black mana (107.4e).
		g.record("702.101a", "%s can't pay %s from a mana pool holding %s: extort does nothing", p.Name, extortCost, p.Pool)
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p.ID, Rule: "702.101a", About: fmt.Sprintf("whether to pay %s for the extort of %s", extortCost, r.source.name()), Options: []string{"yes", "no"}})
	if err != nil {
		return err
	}
	if answer != "yes" {
		g.record("702.101a", "%s doesn't pay %s: extort does nothing", p.Name, extortCost)
		return nil
	}
	if err := g.payMana(p.ID, &p.Pool, extortCost); err != nil {
		return err
	}
	total := 0
	for _, o := range g.opponentsOf(p.ID) {
		g.players[o].Life--
		total++
		g.record("702.101a", "%s pays %s for extort: %s loses 1 life (now %d)", p.Name, extortCost, g.playerName(o), g.players[o].Life)
	}
	g.record("702.101a", "%s gains life equal to the total life lost this way: %d", p.Name, total)
	return opGainLife(g, r, Instruction{Op: "gain-life", Player: Ref{Kind: RefYou}, Amount: Value{N: total}})
}
