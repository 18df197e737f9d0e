package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Instructions that the printed wording of common cards needs.

// opAddManaAnyColor is "add one mana of any color" (Birds of Paradise):
// the player adding it chooses the color as the effect is applied (413.2c;
// 608.2d of 2026).
func opAddManaAnyColor(g *Game, r *resolution, ins Instruction) error {
	c, err := g.askColor(r.controller, "413.2c", fmt.Sprintf("the color of the mana %q adds", ins.Text))
	if err != nil {
		return err
	}
	g.record("413.2c", "%s chooses %s as the effect is applied", g.playerName(r.controller), c)
	g.recordLater("106.1a", "mana of any color is mana of one of the five colors of mana: white, blue, black, red or green, here %s", c)
	ins.Colors = ColorSet(0).With(c)
	ins.Amount = Value{N: 1}
	return opAddMana(g, r, ins)
}

// opAddManaOneOf is "add {U} or {B}" (a guildgate): the player adding it
// chooses one of the colors named as the effect is applied (413.2c; 608.2d
// of 2026), and one mana of that color is added.
func opAddManaOneOf(g *Game, r *resolution, ins Instruction) error {
	colors := ins.Colors.Colors()
	options := make([]string, len(colors))
	for i, c := range colors {
		options[i] = c.String()
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "413.2c", About: fmt.Sprintf("the color of the mana %q adds", ins.Text), Options: options})
	if err != nil {
		return err
	}
	c, _ := ParseColor(answer)
	g.record("413.2c", "%s chooses %s, one of the colors the ability names (%s), as the effect is applied", g.playerName(r.controller), c, strings.Join(options, ", "))
	ins.Colors = ColorSet(0).With(c)
	ins.Amount = Value{N: 1}
	return opAddMana(g, r, ins)
}

// PreventCombat, as the Name of a "prevent-all-from" instruction, limits
// it to combat damage from any source: "Prevent all combat damage that
// would be dealt this turn."
const PreventCombat = "combat"

// opGainProtectionChoice is "NAME gains protection from the color of your
// choice until end of turn" (Gods Willing): the controller chooses the
// color as the effect is applied (413.2c; 608.2d of 2026), and the
// objects gain protection from it.
func opGainProtectionChoice(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	c, err := g.askColor(r.controller, "413.2c", fmt.Sprintf("the color of the protection %q gives", ins.Text))
	if err != nil {
		return err
	}
	answer := c.String()
	g.record("413.2c", "%s chooses %s as the effect is applied", g.playerName(r.controller), answer)
	abilities, ok, err := ParseKeyword("protection from "+answer, nil)
	if !ok || err != nil || len(abilities) != 1 {
		return fmt.Errorf("protection from %s: %v", answer, err)
	}
	ins.Ability = abilities[0]
	ins.Text = strings.Replace(ins.Text, "the color of your choice", answer, 1)
	return opGainAbility(g, r, ins)
}

// noteDamagedBy remembers, for the rest of the turn, that source dealt
// damage to the permanent id.
func (g *Game) noteDamagedBy(source *view, id ObjectID) {
	if g.damagedBy == nil {
		g.damagedBy = map[ObjectID][]ObjectID{}
	}
	if !slices.Contains(g.damagedBy[id], source.id) {
		// A new slice: the map is shared with a snapshot until written.
		g.damagedBy[id] = append(slices.Clip(g.damagedBy[id]), source.id)
	}
}

// DamagedByThisThisTurn is the trigger condition "a creature dealt damage
// by this creature this turn" (Sengir Vampire): the event's permanent, as
// it last existed, was dealt damage this turn by the object with the
// ability, the same object it is now (400.7 of 2026).
func DamagedByThisThisTurn(g *Game, ev *Event, src *view) bool {
	if ev.Object == nil || !slices.Contains(g.damagedBy[ev.Object.id], src.id) {
		return false
	}
	g.record("410.10d", "%s was dealt damage by %s this turn, as it last existed in play", ev.Object.name(), src.name())
	return true
}

// IntoOpponentsGraveyard is the trigger condition of "whenever a card is
// put into an opponent's graveyard from anywhere": a card goes to its
// owner's graveyard (400.3 of 2026), so its owner is an opponent of the
// ability's controller.
func IntoOpponentsGraveyard(g *Game, ev *Event, src *view) bool {
	return ev.To == ZoneGraveyard && ev.Player != src.controller
}

// DamageToOpponent is the condition of "whenever this deals damage to an
// opponent": the damage was dealt to a player other than the source's
// controller.
func DamageToOpponent(g *Game, ev *Event, src *view) bool {
	return !ev.NoPlayer && ev.Player != src.controller
}

// Discards is the condition of "whenever a player discards a card" (who
// "a player"), "an opponent" or "you": a card discarded from the hand of
// such a player, its owner, whom "that player" names (701.9a).
func Discards(who string) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		switch {
		case !ev.Discarded:
			return false
		case who == "an opponent":
			return ev.Player != src.controller
		case who == "you":
			return ev.Player == src.controller
		}
		return true
	}
}

// DamageToCreature is the condition of "whenever this deals damage to a
// creature" (Typhoid Rats as the 2006 rules printed it): the permanent
// dealt the damage, the event's Source, is a creature as it is dealt;
// "that creature" names it.
func DamageToCreature(g *Game, ev *Event, src *view) bool {
	return ev.NoPlayer && ev.Source != nil && ev.Source.chars().HasType("creature")
}

// opDiscardRandom has each player discard a card at random: the card is
// chosen by the game's random source, not by any player (701.9b of 2026;
// the scenario's seed fixes it).
func opDiscardRandom(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		hand := g.objectsIn(p, ZoneHand)
		if len(hand) == 0 {
			g.record("416.3", "%s has no card in hand to discard", g.playerName(p))
			continue
		}
		id := hand[g.rng.IntN(len(hand))]
		g.record("413.2b", "%s discards %s, chosen at random", g.playerName(p), g.name(id))
		g.recordAction("413.2b#random", "the effect requires a random discard: %s doesn't choose the card", g.playerName(p))
		g.discardAll([]ObjectID{id})
	}
	return nil
}

// opDiscardYourChoice is "TARGET reveals their hand; you choose a FILTER
// card from it; that player discards that card" (Duress): the spell's
// controller chooses among the revealed cards that match, and with none
// the player discards nothing.
func opDiscardYourChoice(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		ids, names := g.handMatching(r, p, ins.Filter)
		var options []string
		for i, id := range ids {
			options = append(options, fmt.Sprintf("%s (%d of %d)", g.name(id), i+1, len(ids)))
		}
		g.record("413.2b", "%s reveals the cards in hand: %s", g.playerName(p), strings.Join(names, ", "))
		if len(ids) == 0 {
			g.record("413.2b", "%s holds no %s card: nothing is discarded", g.playerName(p), ins.Filter.Text)
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "413.2c", About: fmt.Sprintf("a %s card %s discards", ins.Filter.Text, g.playerName(p)), Options: options})
		if err != nil {
			return err
		}
		id := ids[pick(options, answer)]
		g.record("413.2c", "%s chooses %s; %s discards it", g.playerName(r.controller), g.name(id), g.playerName(p))
		g.discardAll([]ObjectID{id})
	}
	return nil
}

// handMatching returns the cards in player p's hand, as revealed, that
// match filter for the resolving r's controller, and the names of every
// card in that hand.
func (g *Game) handMatching(r *resolution, p PlayerID, filter Filter) (ids []ObjectID, names []string) {
	filter.Zone = ZoneHand
	for _, id := range g.objectsIn(p, ZoneHand) {
		v := g.view(id)
		names = append(names, v.name())
		if g.matches(&filter, v, r.controller, r) {
			ids = append(ids, id)
		}
	}
	return ids, names
}

// askColor asks player p to choose a color, one of the five in their
// order (a decision the script answers with "chooses red"), about what
// the question says, under rule.
func (g *Game) askColor(p PlayerID, rule, about string) (Color, error) {
	options := make([]string, len(allColors))
	for i, c := range allColors {
		options[i] = c.String()
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: about, Options: options})
	if err != nil {
		return 0, err
	}
	g.recordLater("105.1", "%s chooses among the five colors of the game: %s", g.playerName(p), strings.Join(options, ", "))
	c, _ := ParseColor(answer)
	g.recordLater("105.4", "%s chooses %s, one of the five colors: \"multicolored\" and \"colorless\" are not colors", g.playerName(p), c)
	return c, nil
}
