package rulings

import "fmt"

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

// attackRecipient is what an attacking creature attacks: a player, or a
// planeswalker that player controlled as the creature attacked it.
type attackRecipient struct {
	player         PlayerID
	planeswalker   ObjectID
	atPlaneswalker bool
}

// rememberNinjaAttack records, as attacker is returned to pay the cost of
// the ninjutsu ability on the stack as ability, what attacker was
// attacking: the ninja will attack the same (502.43c).
func (g *Game) rememberNinjaAttack(ability, attacker ObjectID) {
	to := attackRecipient{player: g.defenderOf(attacker)}
	to.planeswalker, to.atPlaneswalker = g.combat.attackedPermanent[attacker]
	ks := g.keywordsState()
	if ks.ninjaAttacks == nil {
		ks.ninjaAttacks = map[ObjectID]attackRecipient{}
	}
	ks.ninjaAttacks[ability] = to
}

// opNinjutsu puts the card with ninjutsu into play from its owner's hand,
// tapped, attacking and unblocked (502.43a, 502.43c): it attacks the
// player or planeswalker the returned creature was attacking. Attacking a
// planeswalker that has left the battlefield, or a player who has left the
// game, it enters but is never an attacking creature (508.4a of 2026).
func opNinjutsu(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneHand || g.combat == nil {
		g.record("502.43a", "%s is no longer in its owner's hand: it can't be put into play", r.source.name())
		return nil
	}
	ks := g.keywordsState()
	to, known := ks.ninjaAttacks[r.obj.ID]
	delete(ks.ninjaAttacks, r.obj.ID)
	if !known {
		to = attackRecipient{player: g.defendingPlayer()}
	}
	if g.players[to.player].Lost && g.rules.Edition != Edition2026 {
		return fmt.Errorf("%s would attack %s, who has left the game: the 2006 rules don't say what becomes of a creature put into play attacking a player who has left (600.4): %w", r.source.name(), g.playerName(to.player), ErrNoEffect)
	}
	id := g.enterPlay(o.ID, r.controller)
	g.objects[id].Tapped = true
	what, kind, ok := g.joinAttack(id, to)
	if !ok {
		return nil
	}
	g.record("502.43c", "%s is put into play tapped, attacking %s and unblocked: the %s the returned creature was attacking", g.name(id), what, kind)
	g.noteNotDeclaredAttacker(id)
	return nil
}

// joinAttack makes the tapped permanent id, just put into play, an
// attacking creature attacking to, and says what it attacks (the name
// and "player" or "planeswalker"); ok is false when it can't attack that
// (508.4a of 2026), which the trace says.
func (g *Game) joinAttack(id ObjectID, to attackRecipient) (what, kind string, ok bool) {
	if why := g.cantAttack(to); why != "" {
		g.recordLater("508.4a", "%s enters tapped, but %s: it is never an attacking creature", g.name(id), why)
		return "", "", false
	}
	g.combat.attackers = append(g.combat.attackers, id)
	g.combat.defenders[id] = to.player
	what, kind = g.playerName(to.player), "player"
	if to.atPlaneswalker {
		// Its controller now is the player it attacks (508.1b of 2026).
		g.combat.defenders[id] = g.view(to.planeswalker).controller
		g.combat.attackedPermanent[id] = to.planeswalker
		what, kind = g.name(to.planeswalker), "planeswalker"
	}
	if g.step == DeclareBlockers || g.step == CombatDamage || g.step == EndOfCombat {
		g.recordLater("506.3d", "%s is put onto the battlefield attacking during the %s step: it enters unblocked", g.name(id), g.step)
		g.recordLater("508.4d", "%s entered attacking after blockers were declared: it is an unblocked creature until it leaves combat or combat ends", g.name(id))
	}
	return what, kind, true
}

// cantAttack says why a creature put onto the battlefield attacking can't
// attack to: its player has left the game, or its planeswalker is no
// longer a planeswalker on the battlefield controlled by a defending
// player (508.4a of 2026); "" when it can.
func (g *Game) cantAttack(to attackRecipient) string {
	if g.players[to.player].Lost {
		return fmt.Sprintf("%s, the player it would attack, has left the game", g.playerName(to.player))
	}
	if !to.atPlaneswalker {
		return ""
	}
	pw := to.planeswalker
	if o := g.objects[pw]; o == nil || o.Zone != ZoneInPlay || !g.view(pw).chars().HasType("planeswalker") {
		return fmt.Sprintf("%s, the planeswalker it would attack, is no longer a planeswalker on the battlefield", g.name(pw))
	}
	if c := g.view(pw).controller; c == g.active {
		return fmt.Sprintf("%s, the planeswalker it would attack, is now controlled by %s, not a defending player", g.name(pw), g.playerName(c))
	}
	return ""
}
