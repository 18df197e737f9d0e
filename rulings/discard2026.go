package rulings

import (
	"fmt"
	"slices"
)

// discardOperation returns the instruction to discard a number of cards.
func discardOperation(op string) (operation, bool) {
	if op == "discard-n" {
		return opDiscardN, true
	}
	return asThoughOperation(op)
}

// opDiscardN has each player discard N cards of his or her choice. A
// player holding N cards or fewer discards them all without choosing, and
// one holding fewer discards only those: an effect that attempts the
// impossible does only as much as possible (416.3).
func opDiscardN(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		hand := g.objectsIn(p, ZoneHand)
		chosen := hand
		if len(hand) < n {
			g.record("416.3", "%s must discard %s but holds only %d: the effect does only as much as possible", g.playerName(p), count(n, "card"), len(hand))
		}
		if len(hand) > n {
			chosen = nil
			for range n {
				left := g.objectsIn(p, ZoneHand)
				var options []string
				var ids []ObjectID
				for i, id := range left {
					if !containsID(chosen, id) {
						options = append(options, fmt.Sprintf("%s (%d of %d)", g.name(id), i+1, len(left)))
						ids = append(ids, id)
					}
				}
				answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "413.2c", About: "a card to discard", Options: options})
				if err != nil {
					return err
				}
				chosen = append(chosen, ids[pick(options, answer)])
			}
			g.recordAction("413.2c#discard", "%s chooses which %s to discard: by default the player discarding chooses", g.playerName(p), count(n, "card"))
		}
		g.discardAll(chosen)
	}
	return nil
}

func containsID(ids []ObjectID, id ObjectID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}

// notePermanentsOnly records, for a card outside play that doesn't match
// f, each static type-changing effect that would make it match if it
// were a permanent: effects apply only to permanents unless they say
// otherwise (416.2).
func (g *Game) notePermanentsOnly(v *view, f *Filter, you PlayerID) {
	if v == nil || v.zone == ZoneInPlay {
		return
	}
	for _, e := range g.continuousEffects() {
		if e.ability == nil || len(e.AddTypes) == 0 || e.Filter == nil || e.Filter.Zone != ZoneNone && e.Filter.Zone != ZoneInPlay {
			continue
		}
		asPermanent := *v
		asPermanent.zone = ZoneInPlay
		asPermanent.faces = slices.Clone(v.faces)
		if !g.matches(e.Filter, &asPermanent, e.Controller, nil) {
			continue
		}
		for i := range asPermanent.faces {
			e.apply(&asPermanent.faces[i])
		}
		asPermanent.zone = v.zone
		if g.matches(f, &asPermanent, you, nil) {
			g.record("416.2", "%s's effect %q applies only to permanents: %s in the %s is not changed by it", g.objectName(e.Source), e.Text, v.name(), g.rules.ZoneName(v.zone))
		}
	}
}

// noteTypeMeansPermanent says, for an object outside the battlefield
// refused as a target, that a description with a card type and neither
// a zone nor the word "card", "spell", "source" or "scheme" means a
// permanent of that type (109.2 of 2026): a card of that type elsewhere
// isn't one.
func (g *Game) noteTypeMeansPermanent(v *view, f *Filter) {
	if v == nil || v.zone == ZoneInPlay || f.AnyTarget || f.Kind != "" || f.Zone != ZoneNone || len(f.Types) == 0 {
		return
	}
	if !slices.ContainsFunc(f.Types, v.chars().HasType) {
		return
	}
	g.recordLater("109.2", "\"%s\" names a card type without a zone or the word card, spell, source or scheme: it means a permanent of that type, and %s in the %s isn't one", f, v.name(), g.rules.ZoneName(v.zone))
}
