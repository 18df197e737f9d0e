package rulings

import "fmt"

// Special actions that ignore the effect of a static ability (408.2j):
// "any player may pay {2} to ignore this effect until end of turn" lets a
// player, whenever he or she has priority, pay the cost; until end of turn
// the ability's effect doesn't apply to that player. It doesn't use the
// stack, and the player gets priority after it.

// ignoredStatic is one player's ignoring one static ability of one
// permanent.
type ignoredStatic struct {
	player  PlayerID
	source  ObjectID
	ability *Ability
}

// ignoring reports whether player p ignores the effect of static ability
// a of permanent source.
func (g *Game) ignoring(p PlayerID, source ObjectID, a *Ability) bool {
	for _, e := range g.effects {
		if i := e.ignores; i != nil && i.player == p && i.source == source && i.ability.Text == a.Text {
			return true
		}
	}
	return false
}

// IgnoreEffect pays the cost a static ability of the permanent named
// req.Source allows and has the player ignore its effect until end of
// turn: a special action the player can take only when he or she has
// priority (408.2j). The player gets priority after it.
func (g *Game) IgnoreEffect(req EndEffectRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		var src *view
		var ability *Ability
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.name() != req.Source {
				continue
			}
			for _, a := range v.chars().Abilities {
				if a.Static != nil && a.Static.IgnoreCost != nil {
					src, ability = v, a
				}
			}
		}
		if ability == nil {
			return g.illegal("408.2j", "no permanent named %s has a static ability whose effect a player may take an action to ignore", req.Source)
		}
		if g.priority != p {
			return g.illegal("408.2j", "%s can take an action to ignore the effect of %s only when he or she has priority", name, req.Source)
		}
		g.splitSecondAllowsSpecial(p, "pay to ignore the effect of "+req.Source)
		cost := *ability.Static.IgnoreCost
		if err := g.payManaWith(p, req.ManaSources, cost); err != nil {
			return err
		}
		text := fmt.Sprintf("%s ignores the effect of %s's ability \"%s\"", name, src.name(), ability.Text)
		g.effects = append(g.effects, &ContinuousEffect{Timestamp: g.newTimestamp(), Controller: p, Source: src.id, Duration: UntilEndOfTurn, Text: text,
			ignores: &ignoredStatic{player: p, source: src.id, ability: ability}})
		g.effectsChanged()
		g.record("408.2j", "%s pays %s to ignore the effect of %s's ability \"%s\" until end of turn: a special action that doesn't use the stack; %s gets priority after it", name, cost, src.name(), ability.Text, name)
		return g.givePriority(p)
	})
}
