package rulings

import (
	"fmt"
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
		w.Effect = make([]Instruction, len(a.Effect))
		for i, ins := range a.Effect {
			if ins.Op == "move" && ins.Zone == ZoneRemoved {
				ins.Op = "imprint-remove"
			}
			w.Effect[i] = ins
		}
		return &w, nil
	}}

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
		g.record("502.34a", "%s is removed from the game by an imprint ability: it is imprinted on %s", name, r.source.name())
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}
