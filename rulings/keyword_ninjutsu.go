package rulings

// ninjutsu {COST}: {COST}, return an unblocked attacker you control to its
// owner's hand: put this card into play from your hand tapped and
// attacking (502.43).
var ninjutsu = Keyword{Name: "ninjutsu", Rule: "502.43", Form: "ninjutsu {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{
			Kind: ActivatedAbility, Zone: ZoneHand, Text: text,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: ReturnUnblocked, Text: "return an unblocked creature you control to its owner's hand"}}},
			Effect: []Instruction{{Op: "ninjutsu", Text: "put this card into play from your hand tapped and attacking"}},
		}
	}}

// opNinjutsu puts the card with ninjutsu into play from its owner's hand,
// tapped, attacking and unblocked (502.43a, 502.43c).
func opNinjutsu(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneHand || g.combat == nil {
		g.record("502.43a", "%s is no longer in its owner's hand: it can't be put into play", r.source.name())
		return nil
	}
	id := g.enterPlay(o.ID, r.controller)
	g.objects[id].Tapped = true
	g.combat.attackers = append(g.combat.attackers, id)
	g.record("502.43c", "%s is put into play tapped, attacking %s and unblocked", g.name(id), g.playerName(g.defendingPlayer()))
	g.noteNotDeclaredAttacker(id)
	return nil
}
