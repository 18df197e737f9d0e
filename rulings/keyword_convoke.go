package rulings

import (
	"fmt"
	"strings"
)

// convoke: each creature tapped while the spell is played pays for {1} or
// one mana of that creature's color (502.46).
var convoke = Keyword{Name: "convoke", Rule: "502.46", Form: "convoke", build: staticKeyword(Convoke)}

// hasConvoke reports whether the spell has convoke.
func hasConvoke(c *Characteristics) bool {
	for _, a := range c.Abilities {
		if a.Kind == StaticAbility && a.Static.Kind == Convoke {
			return true
		}
	}
	return false
}

// applyConvoke reduces the cost for each creature announced for convoke:
// by {1} or by one mana of that creature's colors (502.46a), never below
// zero (502.46b).
func (g *Game) applyConvoke(s *stackSpell, req PlayRequest, total *ManaCost) error {
	if len(req.Convoke) == 0 {
		return nil
	}
	spell := g.view(s.obj.ID)
	if !hasConvoke(spell.chars()) {
		return g.illegal("502.46a", "%s doesn't have convoke", spell.name())
	}
	g.noteKeyword(spell.name(), convoke)
	if n := countKeyword(spell, convoke.Name); n > 1 {
		g.record("502.46c", "%s has %d instances of convoke: they are redundant, and each creature still pays for one mana", spell.name(), n)
	}
	p := req.Player
	seen := map[ObjectID]bool{}
	for _, c := range req.Convoke {
		cv := g.view(c.Creature)
		if cv == nil || cv.zone != ZoneInPlay || cv.controller != p || !cv.chars().HasType("creature") {
			return g.illegal("502.46a", "convoke taps only creatures %s controls", g.playerName(p))
		}
		if cv.tapped || seen[c.Creature] {
			return g.illegal("502.46a", "%s is not an untapped creature to tap for convoke", cv.name())
		}
		seen[c.Creature] = true
		var options []string
		if total.Generic > 0 {
			options = append(options, "{1}")
		}
		for _, col := range cv.chars().Colors.Colors() {
			if total.Colored[col] > 0 {
				options = append(options, "{"+col.Symbol()+"}")
			}
		}
		if len(options) == 0 {
			if g.rules.ConvokePaysTotalCost {
				// From 2014 a creature tapped for convoke pays for one
				// mana of the total cost (702.51a): none is left for it.
				return g.illegal("502.46a", "convoke pays only for mana of the total cost of %s: none is left that %s could pay", spell.name(), cv.name())
			}
			return g.illegal("502.46b", "convoke can't reduce the cost of %s below zero: %s would reduce nothing", spell.name(), cv.name())
		}
		pays := c.Pays
		if pays == "" {
			var err error
			pays, err = g.ask(Question{Kind: ChoosePayment, Player: p, Rule: "502.46a", About: fmt.Sprintf("what %s (%s) pays for convoke", cv.name(), cv.chars().Colors), Options: options})
			if err != nil {
				return err
			}
		} else if !containsFold(options, pays) {
			return g.illegal("502.46a", "%s can't pay %s for convoke (it can pay %s)", cv.name(), pays, strings.Join(options, " or "))
		}
		if pays == "{1}" {
			total.Generic--
		} else {
			col, _ := ParseColor(strings.Trim(pays, "{}"))
			total.Colored[col]--
		}
		if g.rules.ConvokePaysTotalCost {
			g.record("502.46a", "%s, a %s creature, will be tapped for convoke and pays %s of the total cost", cv.name(), cv.chars().Colors, pays)
		} else {
			g.record("502.46a", "%s, a %s creature, will be tapped for convoke and reduces the cost by %s", cv.name(), cv.chars().Colors, pays)
		}
		if o := g.objects[c.Creature]; o != nil && g.summoningSick(o, cv) {
			// The summoning sickness rule (212.3d; 302.6 of 2026)
			// doesn't apply: the step cites convoke, not that rule.
			g.record("502.46a", "%s hasn't been under %s's control since the start of that player's most recent turn, but tapping it for convoke is neither an attack nor the {T} cost of its own ability: the summoning sickness rule doesn't stop it", cv.name(), g.playerName(p))
		}
	}
	return nil
}
