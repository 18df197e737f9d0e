package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// imprint — [ability]: an activated or triggered ability whose cards
// removed from the game are imprinted on its source (502.34).
var imprint = Keyword{Name: imprintName, Rule: "502.34", Form: "imprint — ABILITY",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		if text == imprintName || strings.HasPrefix(text, imprintName+" ") && !strings.HasPrefix(text, imprintName+" — ") {
			return keywordValue{}, true, fmt.Errorf("write the ability after \"imprint — \"")
		}
		return keywordValue{}, false, nil
	},
	build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility && a.Kind != TriggeredAbility {
			return nil, fmt.Errorf("imprint: %q is not an activated or triggered ability (502.34a)", a.Text)
		}
		w := *a
		w.Keyword, w.Text = imprintName, imprintName+" — "+a.Text
		w.Effect = imprinting(a.Effect)
		return &w, nil
	}}

// imprinting returns instructions with each removal from the game made an
// imprinting one, those an optional instruction holds, and its "if you
// do" clause, included ("you may exile that card").
func imprinting(effect []Instruction) []Instruction {
	out := make([]Instruction, len(effect))
	for i, ins := range effect {
		if ins.Op == "move" && ins.Zone == ZoneRemoved {
			ins.Op = "imprint-remove"
		}
		if ins.Op == "may" {
			ins.Else, ins.IfDone = imprinting(ins.Else), imprinting(ins.IfDone)
		}
		out[i] = ins
	}
	return out
}

const imprintName = "imprint"

// opImprintRemove removes the objects from the game, imprinted on the
// source of the imprint ability (502.34a).
func opImprintRemove(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		before := g.snapshotInPlay()
		name := g.name(id)
		ev := g.move(id, ZoneRemoved, o.Owner)
		g.keywordsState().imprinted[ev.NewID] = r.source.id
		if ev.MeldedCard != 0 {
			// A melded permanent is two cards in exile (712.21).
			name = g.name(ev.NewID)
		}
		g.record("502.34a", "%s is removed from the game by an imprint ability: it is imprinted on %s", name, r.source.name())
		if ev.MeldedCard != 0 {
			// Both cards of a melded permanent are exiled with the
			// source, in the order its controller chooses (712.21b).
			g.keywordsState().imprinted[ev.MeldedCard] = r.source.id
			g.record("502.34a", "%s is removed from the game by an imprint ability: it is imprinted on %s", g.name(ev.MeldedCard), r.source.name())
			if err := g.orderExiledPair(r.controller, ev.NewID, ev.MeldedCard); err != nil {
				return err
			}
		}
		g.effectsChanged()
		g.noteLastExiled(r.source.id)
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}

// opCreateTokenCopyExiled performs "create a token that's a copy of a card
// exiled with this": its controller chooses one of the cards imprinted on
// the source. With none, the token would be a copy of a nonexistent
// object, and no token is created (111.12 of 2026).
func opCreateTokenCopyExiled(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	var options []string
	for _, id := range g.removed {
		if g.keywordsState().imprinted[id] == r.source.id {
			ids = append(ids, id)
			options = append(options, g.name(id))
		}
	}
	if len(ids) == 0 {
		g.record("111.12", "no card has been exiled with %s: the token would be a copy of a nonexistent object, so no token is created", r.source.name())
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "503.2", About: "the card exiled with " + r.source.name() + " the token copies", Options: options})
	if err != nil {
		return err
	}
	return g.createTokenCopies(r, []ObjectID{ids[slices.Index(options, answer)]})
}
