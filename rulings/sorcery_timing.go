package rulings

import "fmt"

// castOnlyAsSorcery finds a CastOnlyAsSorcery ability restricting p: of a
// permanent an opponent of p controls ("each opponent"), or of any
// permanent ("each player"). Such a "can't" wins over any permission to
// cast a spell at another time, an instant's or flash's included (101.2
// of 2026).
func (g *Game) castOnlyAsSorcery(p PlayerID) (*view, *Ability, bool) {
	for src, a := range g.staticsInPlay(CastOnlyAsSorcery) {
		if a.Static.Players == "opponents" && src.controller == p {
			continue
		}
		return src, a, true
	}
	return nil, nil, false
}

// flashGrant is "until your next turn, you may cast FILTER as though they
// had flash" (Teferi, Time Raveler's +1), given to player by the resolved
// spell or ability source.
type flashGrant struct {
	player PlayerID
	filter Filter
	source string
	text   string
}

// opFlashUntilNextTurn gives the controller of the resolving spell or
// ability the permission until their next turn.
func opFlashUntilNextTurn(g *Game, r *resolution, ins Instruction) error {
	g.flashUntilNextTurn = append(g.flashUntilNextTurn, flashGrant{player: r.controller, filter: ins.Filter, source: r.source.name(), text: ins.Text})
	g.record("413.2b", "until %s's next turn, %s may cast %s as though they had flash", g.playerName(r.controller), g.playerName(r.controller), ins.Filter.Text)
	return nil
}

// flashGranted reports whether a permission of flashUntilNextTurn lets p
// cast the spell v as though it had flash, and names it.
func (g *Game) flashGranted(p PlayerID, v *view) (string, bool) {
	for _, f := range g.flashUntilNextTurn {
		if f.player != p {
			continue
		}
		filter := f.filter
		filter.Zone = ZoneStack
		if g.matches(&filter, v, p, nil) {
			return fmt.Sprintf("the effect of %s's ability \"%s\"", f.source, f.text), true
		}
	}
	return "", false
}

// endFlashGrants ends, as a turn begins, the permissions given until the
// active player's next turn.
func (g *Game) endFlashGrants() {
	kept := g.flashUntilNextTurn[:0:0]
	for _, f := range g.flashUntilNextTurn {
		if f.player == g.active {
			g.record("418.3a", "%s's turn begins: the effect \"%s\" of %s ends", g.playerName(g.active), f.text, f.source)
			continue
		}
		kept = append(kept, f)
	}
	g.flashUntilNextTurn = kept
}
