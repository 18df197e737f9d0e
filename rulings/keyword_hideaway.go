package rulings

import (
	"fmt"
	"slices"
)

// hideaway N: "When this permanent enters, look at the top N cards of your
// library. Exile one of them face down and put the rest on the bottom of
// your library in a random order. The exiled card gains 'The player who
// controls the permanent that exiled this card may look at this card in
// the exile zone'" (702.75a of 2026). Its controller names the card to
// exile (`alice chooses "Shock"`); with fewer than N cards in the library
// they look at all of them. Older cards printed "Hideaway" with no number
// read "hideaway 4" and enter tapped (702.75b): the number is required
// here. A keyword from Lorwyn, dated by that set's release.
var hideaway = Keyword{Name: "hideaway", Rule: "702.75", Form: "hideaway N", arg: argNumber, Since: "2007-10-12", triggerRule: "702.75a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("look at the top %s of your library, exile one of them face down and put the rest on the bottom of your library in a random order", count(v.n, "card"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this permanent enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Effect:  []Instruction{{Op: "hideaway", Amount: Value{N: v.n}, Text: what}}}
	}}

// opHideaway looks at the top N cards of the controller's library, exiles
// the one they choose face down and puts the others on the bottom in a
// random order (702.75a).
func opHideaway(g *Game, r *resolution, ins Instruction) error {
	p := r.controller
	pl := g.players[p]
	n := min(ins.Amount.N, len(pl.Library))
	if n == 0 {
		g.record("702.75a", "%s's library is empty: hideaway finds no card to look at or exile", g.playerName(p))
		return nil
	}
	top := slices.Clone(pl.Library[:n])
	options := make([]string, 0, n)
	for _, id := range top {
		options = append(options, g.name(id))
	}
	if n < ins.Amount.N {
		g.record("702.75a", "%s's library holds only %s: %s looks at all of them", g.playerName(p), count(n, "card"), g.playerName(p))
	}
	g.record("702.75a", "%s looks at the top %s of their library for the hideaway of %s", g.playerName(p), count(n, "card"), r.source.name())
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.75a", About: "the card to exile face down with the hideaway of " + r.source.name(), Options: options})
	if err != nil {
		return err
	}
	i := indexFold(options, answer)
	if i < 0 {
		return g.illegal("702.75a", "%q is not among the top %s of %s's library", answer, count(n, "card"), g.playerName(p))
	}
	g.moveAll([]ObjectID{top[i]}, ZoneRemoved, "702.75a", "exiled face down by the hideaway of "+r.source.name()+"; the player who controls "+r.source.name()+" may look at it in exile")
	rest := slices.Delete(top, i, i+1)
	g.shuffleIDs(rest)
	pl.Library = append(slices.DeleteFunc(pl.Library, func(id ObjectID) bool { return slices.Contains(rest, id) }), rest...)
	if len(rest) > 0 {
		g.record("702.75a", "%s puts the %s on the bottom of their library in a random order", g.playerName(p), count(len(rest), "other card"))
	}
	return nil
}
