package rulings

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// cascade: "When you cast this spell, exile cards from the top of your
// library until you exile a nonland card whose mana value is less than
// this spell's mana value. You may cast that card without paying its mana
// cost if the resulting spell's mana value is less than this spell's mana
// value. Then put all cards exiled this way that weren't cast on the
// bottom of your library in a random order" (702.85a of 2026). A keyword
// from Alara Reborn; it triggers only while its spell is on the stack,
// and several instances each trigger (702.85c).
var cascade = Keyword{separateRule: "702.85c", Name: "cascade", Rule: "702.85", Form: "cascade", Since: "2009-04-30", build: staticKeyword(PlayRule)}

// noteCascade triggers each cascade ability of a spell as it is cast; the
// spell's mana value is fixed then, as the ability's source is the spell
// as it was cast, X counting as announced (202.3e).
func (g *Game) noteCascade(s *stackSpell, p PlayerID) {
	if !s.isSpell {
		return
	}
	v := g.view(s.obj.ID)
	for _, a := range v.chars().Abilities {
		if a.Keyword != cascade.Name {
			continue
		}
		mv := g.manaValue(v)
		t := &Ability{Kind: TriggeredAbility, Keyword: cascade.Name, Text: a.Text + ": exile cards from the top of your library until a nonland card with lesser mana value; you may cast it without paying its mana cost",
			Effect: []Instruction{{Op: "cascade", Amount: Value{N: mv}, Name: v.name(), Text: "cascade"}}}
		g.pending = append(g.pending, &pendingTrigger{ability: t, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p}})
		g.noteKeyword(v.name(), cascade)
		g.record("702.85a", "%s has cascade: it triggers as it is cast (mana value %d)", v.name(), mv)
		g.recordSeparateInstance(v, a, "triggers")
	}
}

// opCascade exiles cards from the top of the library one at a time until
// a nonland card of lesser mana value, offers to cast it without paying
// its mana cost, and puts the other exiled cards on the bottom of the
// library in a random order (702.85a).
func opCascade(g *Game, r *resolution, ins Instruction) error {
	p := r.controller
	pl := g.players[p]
	ids, hit, names := g.exileUntilNonland(p, ins.Amount.N-1)
	if len(names) > 0 {
		g.record("702.85a", "cascade exiles %s, none a nonland card with mana value less than %d", strings.Join(names, ", "), ins.Amount.N)
	}
	var cast ObjectID
	if hit == 0 {
		g.record("702.85a", "%s's library runs out: cascade exiles no nonland card with mana value less than %d", pl.Name, ins.Amount.N)
	} else {
		mv := g.manaValue(g.view(hit))
		g.record("702.85a", "cascade exiles %s, a nonland card with mana value %d, less than %s's %d", g.name(hit), mv, ins.Name, ins.Amount.N)
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.85a", About: fmt.Sprintf("whether to cast %s without paying its mana cost", g.name(hit)), Options: []string{"cast", "don't"}})
		if err != nil {
			return err
		}
		if answer == "cast" {
			// A card that can't be cast stays exiled and goes to the
			// bottom with the others.
			ok, err := g.castWithoutPaying(p, hit, "702.85a", "it isn't cast and stays exiled")
			if err != nil {
				return err
			}
			if ok {
				cast = hit
			}
		}
	}
	if n := g.bottomInRandomOrder(p, ids, cast); n > 0 {
		g.record("702.85a", "the %s exiled and not cast go to the bottom of %s's library in a random order", count(n, "card"), g.players[p].Name)
	}
	return nil
}

// exileUntilNonland exiles cards from the top of player p's library one
// at a time until a nonland card with mana value at most maxValue
// (cascade, discover). It returns every card exiled, by its new ID, the
// one that stopped it (0 when the library ran out first), and each other
// card with why it didn't.
func (g *Game) exileUntilNonland(p PlayerID, maxValue int) (ids []ObjectID, hit ObjectID, misses []string) {
	pl := g.players[p]
	for len(pl.Library) > 0 {
		id := pl.Library[0]
		name := g.name(id)
		v := g.view(id)
		c := v.chars()
		// The mana value of the card as it is in the library: a split
		// card's combined cost (709.4b of 2026), an {X} counting 0
		// (202.3e).
		mv := g.manaValue(v)
		g.noteManaValueOutsideStack(v, mv)
		ev := g.move(id, ZoneRemoved, p)
		ids = append(ids, ev.NewID)
		if !c.HasType("land") && mv <= maxValue {
			return ids, ev.NewID, misses
		}
		misses = append(misses, fmt.Sprintf("%s (%s)", name, cascadeMiss(c, mv)))
	}
	return ids, 0, misses
}

// bottomInRandomOrder puts the cards of ids still in exile, but for keep,
// on the bottom of player p's library in a random order, and returns how
// many it put there.
func (g *Game) bottomInRandomOrder(p PlayerID, ids []ObjectID, keep ObjectID) int {
	var rest []ObjectID
	for _, id := range ids {
		if id != keep && slices.Contains(g.removed, id) {
			rest = append(rest, id)
		}
	}
	g.shuffleIDs(rest)
	pl := g.players[p]
	for _, id := range rest {
		// Each goes to the bottom: below the cards put there before it.
		ev := g.move(id, ZoneLibrary, p)
		pl.Library = append(slices.DeleteFunc(pl.Library, func(x ObjectID) bool { return x == ev.NewID }), ev.NewID)
	}
	return len(rest)
}

// cascadeMiss says why an exiled card doesn't stop cascade.
func cascadeMiss(c *Characteristics, mv int) string {
	if c.HasType("land") {
		return "a land"
	}
	return fmt.Sprintf("mana value %d", mv)
}

// noteManaValueOutsideStack records how the mana value mv of the card seen
// in v, outside the stack, was found when its mana cost alone doesn't say
// it: a split card's halves combined (709.4b of 2026), an {X} counting 0
// (202.3e).
func (g *Game) noteManaValueOutsideStack(v *view, mv int) {
	if v.zone == ZoneStack {
		return
	}
	if cost, ok := g.combinedCost(v); ok {
		g.record("709.4b", "%s is a split card: its mana cost is its halves' combined, %s, so its mana value is %d", v.name(), cost, mv)
		return
	}
	if v.chars().ManaCost.X > 0 {
		g.record("202.3e", "%s has {X} in its mana cost and isn't on the stack: X is treated as 0, so its mana value is %d", v.name(), mv)
	}
}

// castWithoutPaying has player p cast card during a resolution without
// paying its mana cost (cascade, discover), citing rule. A card that can't
// be cast (no legal target, 601.2c) isn't: the game returns to the moment
// before the attempt and the step says so and what happens instead
// (instead). It reports whether the card was cast.
func (g *Game) castWithoutPaying(p PlayerID, card ObjectID, rule, instead string) (bool, error) {
	g.record(rule, "%s casts %s without paying its mana cost", g.players[p].Name, g.name(card))
	// Casting it says X is 0 where the mana cost has {X} (107.3b).
	before := g.clone()
	err := g.playSpell(PlayRequest{Player: p, Card: card, DuringResolution: true})
	var illegal *IllegalError
	switch {
	case errors.As(err, &illegal):
		name := g.name(card)
		g.restore(before)
		g.record(rule, "%s can't be cast (%s, %s): %s", name, illegal.Rule, illegal.Reason, instead)
		return false, nil
	case err != nil:
		return false, err
	}
	return true, nil
}
