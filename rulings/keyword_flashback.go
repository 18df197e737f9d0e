package rulings

import "slices"

// flashback {COST}: the card may be played from its owner's graveyard by
// paying COST rather than its mana cost; if it was, it is removed from the
// game instead of going anywhere else when it leaves the stack (502.22).
var flashback = Keyword{Name: flashbackName, Rule: "502.22", Form: "flashback {COST}", arg: argCost,
	build: costKeyword, announce: announceFlashback, playsFrom: ZoneGraveyard}

const flashbackName = "flashback"

// costKeyword builds a keyword ability that is a cost paid as its spell
// is played (flashback, buyback).
func costKeyword(text string, v keywordValue) *Ability {
	return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
}

// playableFromZone reports whether a keyword lets card be played from the
// zone it is in as req asks: flashback, from the graveyard (502.22a).
func (g *Game) playableFromZone(card *Object, req PlayRequest) bool {
	return card.Zone == ZoneGraveyard && slices.Contains(req.KeywordCosts, flashbackName) &&
		keywordCostFor(&card.Card.Faces[0], flashbackName) != nil
}

// announceFlashback makes the flashback cost the cost to pay, an
// alternative cost (502.22a, 409.1b); it is paid only for a card played
// from the graveyard.
func announceFlashback(g *Game, s *stackSpell, req PlayRequest, a *Ability, times int, cost ManaCost) (ManaCost, error) {
	name := g.name(s.obj.ID)
	if len(s.before) == 0 || s.before[0].zone != ZoneGraveyard {
		return cost, g.illegal("502.22a", "%s can be played with flashback only from its owner's graveyard", name)
	}
	if req.Alternative || req.FaceDown {
		return cost, g.illegal("409.1b", "two alternative methods of playing or alternative costs can't be applied to %s", name)
	}
	g.record("502.22a", "%s %s %s from the graveyard by paying its flashback cost %s rather than its mana cost", g.playerName(req.Player), g.rules.Words.PlaysSpell, name, a.Cost.Mana)
	return a.Cost.Mana, nil
}
