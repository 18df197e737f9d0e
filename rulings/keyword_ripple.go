package rulings

import (
	"fmt"
	"slices"
)

// ripple N: "When you play this spell, you may reveal the top N cards of
// your library... You may play any of those cards with the same name as
// this spell without paying their mana costs, then put all revealed cards
// not played this way on the bottom of your library" (502.56).
var ripple = Keyword{separateRule: "502.56b", Name: rippleName, Rule: "502.56", Form: "ripple N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	}}

const rippleName = "ripple"

// noteRipple triggers each ripple ability of a spell as it is played
// (502.56a-b); a card played by ripple is played too, and ripples again.
func (g *Game) noteRipple(s *stackSpell, p PlayerID) {
	if !s.isSpell {
		return
	}
	v := g.view(s.obj.ID)
	for _, a := range v.chars().Abilities {
		if a.Keyword != rippleName {
			continue
		}
		t := &Ability{Kind: TriggeredAbility, Keyword: rippleName, Text: a.Text + ": reveal the top cards of your library and play those with the same name",
			Effect: []Instruction{{Op: "ripple", Amount: a.Static.Amount, Name: v.name(), Text: "reveal and play cards with the same name"}}}
		g.pending = append(g.pending, &pendingTrigger{ability: t, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p}})
		g.noteKeyword(v.name(), ripple)
		g.record("502.56a", "%s has %s: it triggers as it is %s", v.name(), a.Text, g.rules.Words.spell(participle))
		g.recordSeparateInstance(v, a, "triggers")
	}
}

// opRipple reveals the top N cards (all, if fewer), lets the controller
// play those with the spell's name without paying their mana costs, and
// puts the rest on the bottom of the library in the order revealed
// (502.56a).
func opRipple(g *Game, r *resolution, ins Instruction) error {
	p := r.controller
	pl := g.players[p]
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.56a", About: fmt.Sprintf("whether to reveal the top %d cards of your library for ripple", ins.Amount.N), Options: []string{"reveal", "don't"}})
	if err != nil || answer != "reveal" {
		return err
	}
	n := min(ins.Amount.N, len(pl.Library))
	revealed := slices.Clone(pl.Library[:n])
	names := make([]string, n)
	for i, id := range revealed {
		names[i] = g.name(id)
	}
	g.record("502.56a", "%s reveals the top %d card(s) of his or her library: %v", pl.Name, n, names)
	var played []ObjectID
	for _, id := range revealed {
		if g.name(id) != ins.Name {
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.56a", About: fmt.Sprintf("whether to play the revealed %s without paying its mana cost", ins.Name), Options: []string{"play", "don't"}})
		if err != nil {
			return err
		}
		if answer != "play" {
			continue
		}
		g.record("502.56a", "%s %s the revealed %s without paying its mana cost", pl.Name, g.rules.Words.PlaysSpell, ins.Name)
		if err := g.playSpell(PlayRequest{Player: p, Card: id, DuringResolution: true}); err != nil {
			return err
		}
		played = append(played, id)
	}
	var rest []ObjectID
	for _, id := range revealed {
		if !slices.Contains(played, id) && slices.Contains(pl.Library, id) {
			rest = append(rest, id)
		}
	}
	pl.Library = append(slices.DeleteFunc(pl.Library, func(id ObjectID) bool { return slices.Contains(rest, id) }), rest...)
	if len(rest) > 0 {
		g.record("502.56a", "the %d revealed card(s) not %s go to the bottom of %s's library", len(rest), g.rules.Words.spell(participle), pl.Name)
	}
	return nil
}
