package rulings

import (
	"maps"
	"slices"
	"strings"
)

// Attacking several players: in a game that lets the active player attack
// more than one other player, he or she declares which player each
// creature attacks, and an effect of a creature that refers to the
// defending player refers only to the player it attacks (308.1, 602.3).
// Each defending player then declares blockers for the creatures
// attacking him or her (602.4, combat.go).

// UnblockableWhileDefenderControls is "Creatures you control are
// unblockable as long as defending player controls an artifact land": the
// creatures of Filter can't be blocked while the player each one attacks
// controls a permanent matching DefenderControls (308.1).
const UnblockableWhileDefenderControls StaticKind = 127

// defenderOf is the player attacking creature id attacks: the one declared
// for it, or the next player in turn order.
func (g *Game) defenderOf(id ObjectID) PlayerID {
	if g.combat != nil {
		if p, ok := g.combat.defenders[id]; ok {
			return p
		}
	}
	return g.defendingPlayer()
}

// defendingPlayers are the players the attacking creatures attack, in
// APNAP order; with no attacker, the next player in turn order.
func (g *Game) defendingPlayers() []PlayerID {
	var out []PlayerID
	if g.combat != nil {
		for _, p := range g.apnap() {
			if !g.inGame(p) {
				// A player who has left the game declares no blockers.
				continue
			}
			for _, id := range g.combat.attackers {
				if g.defenderOf(id) == p {
					out = append(out, p)
					break
				}
			}
		}
	}
	if len(out) == 0 {
		out = []PlayerID{g.defendingPlayer()}
	}
	return out
}

// chooseDefender records the player the i-th declared attacker attacks:
// the one the active player named, an opponent still in the game (308.1,
// 602.3), or by default the next player in turn order.
func (g *Game) chooseDefender(id ObjectID, defenders []PlayerID, i int) error {
	if i >= len(defenders) {
		return nil
	}
	p := defenders[i]
	if p == g.active || int(p) < 0 || int(p) >= len(g.players) || g.players[p].Lost {
		name := "that player"
		if int(p) >= 0 && int(p) < len(g.players) {
			name = g.playerName(p)
		}
		return g.illegal("308.1", "%s can't attack %s: the active player declares which other player each creature attacks", g.name(id), name)
	}
	g.combat.defenders[id] = p
	g.record("308.1", "%s declares that %s attacks %s: the game allows attacking more than one player, so %s declares which player each creature attacks", g.playerName(g.active), g.name(id), g.playerName(p), g.playerName(g.active))
	return nil
}

// blocksItsAttackers reports whether player p is the player each creature
// blocker blocks is attacking: a blocker that changed controller is
// removed from combat (306.2).
func (g *Game) blocksItsAttackers(blocker ObjectID, p PlayerID) bool {
	for _, a := range g.combat.blocking[blocker] {
		if g.defenderOf(a) != p {
			return false
		}
	}
	return len(g.combat.blocking[blocker]) > 0 || p == g.defendingPlayer()
}

// playerNames joins the names of players.
func (g *Game) playerNames(ps []PlayerID) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = g.playerName(p)
	}
	return strings.Join(names, ", ")
}

// defendingPlayerForbidsBlock applies the abilities that make creatures
// unblockable as long as the defending player controls some permanent:
// the defending player is the one the attacker attacks, whoever the other
// defending players are (308.1).
func (g *Game) defendingPlayerForbidsBlock(attacker, blocker *view) error {
	if err := g.cantBeBlockedForbidsBlock(attacker, blocker); err != nil {
		return err
	}
	for src, a := range g.staticsInPlay(UnblockableWhileDefenderControls) {
		if !g.matches(&a.Static.Filter, attacker, src.controller, nil) || a.Static.DefenderControls == nil {
			continue
		}
		defender := g.defenderOf(attacker.id)
		name := g.playerName(defender)
		var found *view
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == defender && g.matches(a.Static.DefenderControls, v, src.controller, nil) {
				found = v
				break
			}
		}
		if found == nil {
			g.record("308.1", "%s's ability \"%s\": the defending player for %s is %s, the player it attacks, who controls no %s: it can be blocked", src.name(), a.Text, attacker.name(), name, a.Static.DefenderControls)
			continue
		}
		g.record("308.1", "%s's ability \"%s\": the defending player for %s is %s, the player it attacks, who controls %s", src.name(), a.Text, attacker.name(), name, found.name())
		return g.illegal("309.2a", "%s is unblockable as long as %s controls %s: %s can't block it", attacker.name(), name, a.Static.DefenderControls, blocker.name())
	}
	return nil
}

// sameDefenderInBands refuses a band whose creatures attack different
// players (602.3b).
func (g *Game) sameDefenderInBands(bands [][]ObjectID) error {
	for _, band := range bands {
		for _, id := range band {
			if g.defenderOf(id) != g.defenderOf(band[0]) {
				return g.illegal("602.3b", "%s and %s attack different players: creatures in a band can't attack different players", g.name(band[0]), g.name(id))
			}
		}
		if err := g.sameAttackedInBand(band); err != nil {
			return err
		}
	}
	return nil
}

// sameAttackedInBand refuses, under the 2026 rules, a band whose creatures
// attack the same player but not the same planeswalker (one a planeswalker
// and another its controller, or two planeswalkers), and otherwise records
// what they all attack (702.22d).
func (g *Game) sameAttackedInBand(band []ObjectID) error {
	if g.rules.Edition != Edition2026 || len(band) == 0 {
		return nil
	}
	first := g.attackedName(band[0])
	for _, id := range band[1:] {
		if !g.sameAttacked(band[0], id) {
			return g.illegalLater("702.22d", "%s attacks %s and %s attacks %s: all creatures in an attacking band must attack the same player, planeswalker, or battle", g.name(band[0]), first, g.name(id), g.attackedName(id))
		}
	}
	g.recordLater("702.22d", "%s all attack %s: all creatures in an attacking band attack the same player, planeswalker, or battle", strings.Join(g.nameList(band), " and "), first)
	return nil
}

// defendingPlayerOf resolves "defending player" in an effect of a
// creature: the player the source attacks, or attacked this combat
// (308.1).
func (r *resolution) defendingPlayerOf() []PlayerID {
	g := r.g
	if r.source == nil || g.combat == nil {
		return nil
	}
	if !slices.Contains(g.players[g.active].attacked, r.source.id) {
		return nil
	}
	p := g.defenderOf(r.source.id)
	g.record("308.1", "\"defending player\" in the ability of %s refers only to the player it is attacking: %s", r.source.name(), g.playerName(p))
	return []PlayerID{p}
}

// SubjectsOwn, as a Filter's Controller, counts the cards in a zone of
// the player who follows the instruction ("loses 1 life for each card in
// his or her graveyard").
const SubjectsOwn = "his or her"

// countOwnCards counts the cards matching f in player p's zone of f.
func (r *resolution) countOwnCards(f *Filter, p PlayerID) int {
	g := r.g
	mine := *f
	mine.Controller = ""
	n := 0
	for _, id := range g.objectsIn(p, f.Zone) {
		if v := g.view0(id); v != nil && g.matches(&mine, v, p, nil) {
			n++
		}
	}
	g.record("413.2f", "the number of %s in %s's %s is determined once, as the effect is applied: %d", f, g.playerName(p), f.Zone, n)
	return n
}

// attacksSeveralPlayers records, as the combat phase begins, that the
// active player who will name the player each creature attacks chooses
// no defending player: every opponent is one (602.2), even when the
// creatures end up attacking one player or only a battle.
func (g *Game) attacksSeveralPlayers() bool {
	if g.defenderPlan == nil || len(g.players) < 3 {
		return false
	}
	var opponents []PlayerID
	for _, p := range g.apnap()[1:] {
		if !g.players[p].Lost {
			opponents = append(opponents, p)
		}
	}
	g.record("602.2", "the combat phase begins: %s is the attacking player and may attack any of several opponents, so %s doesn't choose one: %s are defending players", g.playerName(g.active), g.playerName(g.active), g.playerNames(opponents))
	g.noteSeveralDefenders(opponents)
	return true
}

// noteOneDefender records, with creatures attacking several players, that
// an attacker's restriction about the defending player (landwalk) looks
// only at the player it attacks (602.3a).
func (g *Game) noteOneDefender(attacker *view, ability string) {
	if len(g.defendingPlayers()) < 2 {
		return
	}
	g.record("602.3a", "%s's %s applies to attacking a specific player: it looks at only the lands of %s, the player it attacks, not those of the other defending players", attacker.name(), ability, g.playerName(g.defenderOf(attacker.id)))
}

// noteDamageInAPNAPOrder records, with creatures attacking more than one
// player, that combat damage is assigned in APNAP order: the active
// player for the attacking creatures, then each defending player in turn
// order for his or her blocking creatures (602.5; 510.1 and 101.4 of
// 2026), before it is all dealt at once (310.4, 510.2).
func (g *Game) noteDamageInAPNAPOrder() {
	defenders := g.defendingPlayers()
	if len(defenders) < 2 {
		return
	}
	g.record("602.5", "creatures are attacking more than one player: combat damage is assigned in APNAP order, %s for the attacking creatures, then %s, each for his or her blocking creatures", g.playerName(g.active), g.playerNames(defenders))
}

// blockersInAPNAPOrder lists the blocking creatures by controller in APNAP
// order, each player's in the order they came into play: the order in
// which the defending players announce how they assign their combat
// damage, and are asked to (602.5).
func (g *Game) blockersInAPNAPOrder() []ObjectID {
	ids := slices.Sorted(maps.Keys(g.combat.blocking))
	seat := func(id ObjectID) int {
		if o := g.objects[id]; o == nil || o.Zone != ZoneInPlay {
			return len(g.players)
		}
		return (int(g.view(id).controller) - int(g.active) + len(g.players)) % len(g.players)
	}
	slices.SortStableFunc(ids, func(x, y ObjectID) int { return seat(x) - seat(y) })
	return ids
}
