package rulings

// Attacking planeswalkers (from the 2009 rules): the active player
// announces which player or planeswalker each attacking creature attacks
// (508.1b of 2026); a creature attacking a planeswalker attacks its
// controller, who may block it, and if unblocked it deals its combat
// damage to the planeswalker (510.1b), removing loyalty counters (120.3c).
// A creature whose planeswalker has left the battlefield, or stopped
// being a planeswalker, is still attacking but attacks nothing, and deals
// no combat damage if unblocked (506.4c, 510.1b).

// choosePlaneswalker records that attacking creature id attacks the
// planeswalker pw, refusing a permanent that isn't a planeswalker on the
// battlefield or one the active player controls. A battle is attacked
// the same way, its protector the player attacked (battle.go).
func (g *Game) choosePlaneswalker(id, pw ObjectID) error {
	o := g.objects[pw]
	if o != nil && o.Zone == ZoneInPlay && g.view(pw).chars().HasType("battle") && !g.view(pw).chars().HasType("planeswalker") {
		return g.chooseAttackedBattle(id, pw)
	}
	if o == nil || o.Zone != ZoneInPlay || !g.view(pw).chars().HasType("planeswalker") {
		return g.illegal("308.1#planeswalker", "%s can't attack %s: only a player or a planeswalker can be attacked", g.name(id), g.name(pw))
	}
	controller := g.view(pw).controller
	if controller == g.active {
		return g.illegal("308.1#planeswalker", "%s can't attack %s: %s controls it, and only a defending player's planeswalkers can be attacked", g.name(id), g.name(pw), g.playerName(controller))
	}
	g.combat.defenders[id] = controller
	g.combat.attackedPermanent[id] = pw
	g.record("306.6", "%s is a planeswalker: planeswalkers can be attacked", g.name(pw))
	g.record("308.1#planeswalker", "%s announces that %s attacks %s, a planeswalker %s controls: %s is the player it attacks", g.playerName(g.active), g.name(id), g.name(pw), g.playerName(controller), g.playerName(controller))
	return nil
}

// attackedTarget is what attacking creature a deals its combat damage to
// if unblocked: the planeswalker or battle it attacks, or the player; ok
// is false when it attacks a planeswalker or battle that is gone or is no
// longer one, so it attacks nothing (506.4c, 510.1b).
func (g *Game) attackedTarget(a ObjectID) (Target, bool) {
	pw, ok := g.combat.attackedPermanent[a]
	if ok && g.attacksBattle(a) {
		if o := g.objects[pw]; o == nil || o.Zone != ZoneInPlay || !g.view(pw).chars().HasType("battle") {
			g.recordLater("510.1b", "%s was attacking %s, which is no longer a battle on the battlefield: it is still attacking, but attacks nothing, so it assigns no combat damage", g.name(a), g.name(pw))
			g.noteAttackingNothing(a, pw)
			return Target{}, false
		}
		return Target{Object: pw}, true
	}
	if !ok {
		p := g.defenderOf(a)
		if !g.inGame(p) {
			g.record("600.4#damage", "%s was attacking %s, who has left the game: it is still attacking, but its combat damage isn't assigned", g.name(a), g.playerName(p))
			return Target{}, false
		}
		return Target{Player: p, IsPlayer: true}, true
	}
	if o := g.objects[pw]; o == nil || o.Zone != ZoneInPlay || !g.view(pw).chars().HasType("planeswalker") {
		g.record("310.2b#nothing", "%s was attacking %s, which is no longer a planeswalker on the battlefield: it is still attacking, but attacks nothing, so it assigns no combat damage", g.name(a), g.name(pw))
		g.noteAttackingNothing(a, pw)
		return Target{}, false
	}
	return Target{Object: pw}, true
}
