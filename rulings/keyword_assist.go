package rulings

// assist: a static ability that modifies the rules of paying for the
// spell: "If the total cost to cast a spell with assist includes a
// generic mana component, before you activate mana abilities while casting
// it, you may choose another player. That player has a chance to activate
// mana abilities. Once that player chooses not to activate any more mana
// abilities, you have a chance to activate mana abilities. Before you
// begin to pay the total cost of the spell, the player you chose may pay
// for any amount of the generic mana in the spell's total cost" (702.132a
// of 2026). The clause `assisted by bob for 2, Mountain x2` names the
// player, how much generic mana they pay, and the permanents whose mana
// abilities they activate first; what they pay comes from their own mana
// pool, and the caster pays the rest. A keyword from Battlebond, dated by
// that set's release.
var assist = Keyword{Name: "assist", Rule: "702.132", Form: "assist", Since: "2018-06-08", build: staticKeyword(PlayRule)}

// Assistance is the help of another player in paying for a spell with
// assist (702.132a).
type Assistance struct {
	// Player is the player chosen to help.
	Player PlayerID
	// Generic is how much of the total cost's generic mana they pay.
	Generic int
	// ManaSources are that player's permanents whose mana abilities they
	// activate first.
	ManaSources []ObjectID
}

// payAssist has the player chosen for a spell with assist activate their
// mana abilities and pay part of its total cost's generic mana, before the
// caster activates theirs (702.132a); it lowers the total cost by what
// they paid.
func (g *Game) payAssist(s *stackSpell, req PlayRequest) error {
	help := req.Assist
	if help == nil {
		return nil
	}
	p, name := req.Player, g.name(s.obj.ID)
	if !s.isSpell || !hasKeyword(g.view(s.obj.ID).chars(), assist.Name) {
		return g.illegal("702.132a", "%s has no assist: no other player may pay for it", name)
	}
	g.noteKeyword(name, assist)
	q := help.Player
	if int(q) < 0 || int(q) >= len(g.players) || q == p || g.players[q].Lost {
		return g.illegal("702.132a", "the player chosen to assist with %s must be another player in the game", name)
	}
	if s.totalCost.Generic == 0 {
		return g.illegal("702.132a", "the total cost of %s, %s, has no generic mana component: no other player may be chosen to pay for it", name, s.totalCost)
	}
	if help.Generic < 0 || help.Generic > s.totalCost.Generic {
		return g.illegal("702.132a", "%s may pay for at most the %d generic mana in the total cost %s of %s, not %d", g.playerName(q), s.totalCost.Generic, s.totalCost, name, help.Generic)
	}
	g.record("702.132a", "the total cost %s of %s has a generic mana component: %s chooses %s, who activates mana abilities first", s.totalCost, name, g.playerName(p), g.playerName(q))
	for _, id := range help.ManaSources {
		if err := g.tapForMana(q, id); err != nil {
			return err
		}
	}
	if help.Generic > 0 {
		if err := g.payManaFor(q, &g.players[q].Pool, ManaCost{Generic: help.Generic}, castOrActivate); err != nil {
			return err
		}
	}
	s.totalCost.Generic -= help.Generic
	g.record("702.132a", "before %s begins to pay, %s pays %d of the generic mana of %s: %s is left for %s to pay", g.playerName(p), g.playerName(q), help.Generic, name, s.totalCost, g.playerName(p))
	return nil
}
