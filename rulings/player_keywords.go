package rulings

// A static ability giving its controller a keyword ability that a player
// can have: "You have hexproof." (702.11c of 2026) and "You have shroud."
// (702.18a). The player can't be the target of spells or abilities their
// opponents control, or, with shroud, of any spell or ability; a spell or
// ability that doesn't target ("each opponent") still affects them
// (115.10).

// PlayerHas is "You have Keyword.", a keyword of the controller of the
// permanent with the ability.
const PlayerHas StaticKind = 1200

// playerKeywords are the keywords "You have ..." may give a player.
var playerKeywords = []string{hexproofName, "shroud"}

// IsPlayerKeyword reports whether "You have NAME." gives a player a
// keyword the engine applies to players.
func IsPlayerKeyword(name string) bool {
	for _, k := range playerKeywords {
		if k == name {
			return true
		}
	}
	return false
}

// NoMaximumHandSize is what "You have no maximum hand size." gives its
// controller (Reliquary Tower): the maximum hand size is normally seven
// (217.3b of 2006, 402.2 of 2026), and an effect may remove it.
const NoMaximumHandSize = "no maximum hand size"

// playerKeywordSource returns a permanent whose ability gives player p the
// keyword, and that ability.
func (g *Game) playerKeywordSource(p PlayerID, keyword string) (*view, *Ability, bool) {
	for src, a := range g.staticsInPlay(PlayerHas) {
		if src.controller == p && a.Static.Keyword == keyword {
			return src, a, true
		}
	}
	return nil, nil, false
}

// playerUntargetable reports whether a spell or ability that player you
// controls can't target player p: p has shroud, or hexproof and you is
// another player, an opponent (the engine plays no teams); it returns the
// keyword, the rule and the permanent whose ability gives it.
func (g *Game) playerUntargetable(p, you PlayerID) (keyword, rule string, src *view, a *Ability, ok bool) {
	if src, a, ok := g.playerKeywordSource(p, "shroud"); ok {
		return "shroud", "702.18a", src, a, true
	}
	if p == you {
		return "", "", nil, nil, false
	}
	if src, a, ok := g.playerKeywordSource(p, hexproofName); ok {
		return hexproofName, "702.11c", src, a, true
	}
	return "", "", nil, nil, false
}

// playerTargetForbidden returns the IllegalError for a spell or ability obj
// that player you controls targeting player p who can't be targeted by it,
// or nil.
func (g *Game) playerTargetForbidden(p PlayerID, obj *Object, you PlayerID) error {
	keyword, rule, src, a, ok := g.playerUntargetable(p, you)
	if !ok {
		return nil
	}
	if keyword == "shroud" {
		return g.illegal(rule, "%s has shroud (%s's ability \"%s\") and can't be the target of spells or abilities, %s included", g.playerName(p), src.name(), a.Text, g.name(obj.ID))
	}
	return g.illegal(rule, "%s has hexproof (%s's ability \"%s\") and can't be the target of %s, which %s, an opponent, controls", g.playerName(p), src.name(), a.Text, g.name(obj.ID), g.playerName(you))
}

// notePlayerNotTargeted records, as a spell or ability affects player p
// among each player or each opponent without targeting, that a hexproof or
// shroud p has doesn't stop it (115.10a).
func (r *resolution) notePlayerNotTargeted(p PlayerID) {
	g := r.g
	for _, k := range playerKeywords {
		src, _, ok := g.playerKeywordSource(p, k)
		if !ok {
			continue
		}
		what := "the ability"
		if r.source != nil {
			what = r.source.name()
		}
		g.record("415.7c", "%s has %s from %s, but %s doesn't target %s: it affects %s all the same", g.playerName(p), k, src.name(), what, g.playerName(p), g.playerName(p))
	}
}
