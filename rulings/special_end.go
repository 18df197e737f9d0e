package rulings

import (
	"fmt"
	"slices"
)

// Special actions that end a continuous effect (408.2i): "any player may
// pay {2} to end this effect" lets a player, later, whenever he or she
// has priority, pay the cost and end the effect. It doesn't use the
// stack, and the player gets priority after it.

// effectEnding is what ends an effect early: its cost, and the name of the
// spell or ability whose resolution created it, by which a player names it.
type effectEnding struct {
	cost   ManaCost
	source string
}

// performEndable performs an instruction whose effects any player may pay
// to end, and marks the effects it created so.
func (g *Game) performEndable(r *resolution, ins Instruction, op operation) error {
	before := len(g.effects)
	if err := op(g, r, ins); err != nil {
		return err
	}
	if len(g.effects) == before {
		return fmt.Errorf("%q: \"any player may pay %s to end this effect\" follows an instruction that creates no continuous effect: %w", ins.Text, ins.EndCost, ErrNoEffect)
	}
	ending := &effectEnding{cost: *ins.EndCost, source: r.source.name()}
	for i, e := range g.effects[before:] {
		// Effects are shared with the snapshots that undo an action:
		// mark a copy.
		marked := *e
		marked.ending = ending
		g.effects[before+i] = &marked
	}
	g.effectsChanged()
	g.record("408.2i", "any player may later pay %s to end the effect %q of %s: a special action, taken when he or she has priority", ins.EndCost, ins.Text, ending.source)
	return nil
}

// EndEffectRequest is a player's special action ending an effect (408.2i).
type EndEffectRequest struct {
	Player PlayerID
	// Source names the spell or ability that created the effect.
	Source string
	// ManaSources are permanents whose mana abilities the player plays
	// while paying.
	ManaSources []ObjectID
}

// EndEffect pays the cost an effect allows and ends the effect: a special
// action the player can take only when he or she has priority, and only
// for an effect that allows it (408.2i). The player gets priority after it.
func (g *Game) EndEffect(req EndEffectRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		var ending *effectEnding
		for _, e := range g.effects {
			if e.ending != nil && e.ending.source == req.Source {
				ending = e.ending
				break
			}
		}
		if ending == nil {
			return g.illegal("408.2i", "no effect of %s allows a player to end it: a player can end a continuous effect only if the effect allows it", req.Source)
		}
		if g.priority != p {
			return g.illegal("408.2i", "%s can end the effect of %s only when he or she has priority", name, req.Source)
		}
		g.splitSecondAllowsSpecial(p, "pay to end the effect of "+req.Source)
		if err := g.payManaWith(p, req.ManaSources, ending.cost); err != nil {
			return err
		}
		var ended []string
		var control []*ContinuousEffect
		g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *ContinuousEffect) bool {
			if e.ending == ending {
				if !slices.Contains(ended, e.Text) {
					ended = append(ended, e.Text)
				}
				if e.Layer == LayerControl {
					control = append(control, e)
				}
				return true
			}
			return false
		})
		g.effectsChanged()
		g.endControl(control...)
		for _, text := range ended {
			g.record("408.2i", "%s pays %s and ends the effect %q of %s: a special action that doesn't use the stack; %s gets priority after it", name, ending.cost, text, req.Source, name)
		}
		return g.givePriority(p)
	})
}
