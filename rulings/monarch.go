package rulings

// The monarch (725 of 2026), a designation a player can have, from the
// rules of Conspiracy: Take the Crown. There is none until an effect
// instructs a player to become the monarch (725.1); only one player is the
// monarch at a time (725.3). Two inherent triggered abilities have no
// source and are controlled by the player who was the monarch as they
// triggered (725.2): "At the beginning of the monarch's end step, that
// player draws a card" and "Whenever a creature deals combat damage to
// the monarch, its controller becomes the monarch." A monarch who leaves
// the game passes the designation to the active player, or, if that is
// the player leaving, to the next player in turn order (725.4).

// MonarchSince is the first rules edition with the monarch: Conspiracy:
// Take the Crown's release.
const MonarchSince = "2016-08-26"

// monarchDrawAbility and monarchCombatAbility are the inherent triggered
// abilities of the monarch (725.2).
var (
	monarchDrawAbility = &Ability{Kind: TriggeredAbility,
		Text:   "At the beginning of the monarch's end step, that player draws a card",
		Effect: []Instruction{{Op: "draw", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "that player draws a card"}}}
	monarchCombatAbility = &Ability{Kind: TriggeredAbility,
		Text:   "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch",
		Effect: []Instruction{{Op: "become-monarch", Player: Ref{Kind: RefThatPlayer}, Text: "its controller becomes the monarch"}}}
)

// monarchSource stands for the missing source of the monarch's abilities
// (725.2) where the engine names a trigger's source.
func monarchSource(p *Player) *view {
	return &view{controller: p.ID, owner: p.ID, zone: ZoneNone, isAbility: true,
		faces: []Characteristics{{Name: "the monarch"}}}
}

// theMonarch returns the monarch, if there is one (725.1).
func (g *Game) theMonarch() (*Player, bool) {
	for _, p := range g.players {
		if p.Monarch {
			return p, true
		}
	}
	return nil, false
}

// becomeMonarch makes player p the monarch; the player who was the
// monarch ceases to be (725.3).
func (g *Game) becomeMonarch(p PlayerID, why string) {
	pl := g.players[p]
	if pl.Lost {
		return
	}
	old, had := g.theMonarch()
	if had && old.ID == p {
		g.record("725.3", "%s is already the monarch: %s stays the monarch (%s)", pl.Name, pl.Name, why)
		return
	}
	if had {
		old.Monarch = false
	}
	pl.Monarch = true
	if had {
		g.record("725.3", "%s becomes the monarch (%s): %s ceases to be the monarch, as only one player can be the monarch at a time", pl.Name, why, old.Name)
		return
	}
	g.record("725.1", "%s becomes the monarch (%s): there was no monarch in the game until an effect made one", pl.Name, why)
}

// opBecomeMonarch makes each player of the instruction the monarch.
func opBecomeMonarch(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.becomeMonarch(p, ins.Text)
	}
	return nil
}

// triggerMonarchEndStep puts the monarch's draw among the pending
// triggers as the end step of the monarch's turn begins (725.2).
func (g *Game) triggerMonarchEndStep() {
	m, ok := g.theMonarch()
	if !ok || g.step != EndOfTurn || m.ID != g.active {
		return
	}
	g.pending = append(g.pending, &pendingTrigger{ability: monarchDrawAbility, source: monarchSource(m), controller: m.ID, event: &Event{Player: m.ID}})
	g.record("725.2", "the end step of %s, the monarch, begins: the inherent ability \"%s\" triggers; it has no source and %s, the monarch, controls it", m.Name, monarchDrawAbility.Text, m.Name)
}

// triggerMonarchCombatDamage puts the monarch's second ability among the
// pending triggers when a creature source deals combat damage to the
// monarch: its controller, as it dealt the damage, becomes the monarch
// as the ability resolves (725.2).
func (g *Game) triggerMonarchCombatDamage(source *view, to PlayerID) {
	m, ok := g.theMonarch()
	if !ok || m.ID != to || source == nil || !source.chars().HasType("creature") {
		return
	}
	g.pending = append(g.pending, &pendingTrigger{ability: monarchCombatAbility, source: monarchSource(m), controller: m.ID, event: &Event{Player: source.controller}})
	g.record("725.2", "%s deals combat damage to %s, the monarch: the inherent ability \"%s\" triggers; it has no source and %s controls it; %s, its controller, will become the monarch", source.name(), m.Name, monarchCombatAbility.Text, m.Name, g.playerName(source.controller))
}

// monarchLeaves passes the designation on as the monarch p leaves the
// game: to the active player, or, if that is p, to the next player in
// turn order still in the game (725.4).
func (g *Game) monarchLeaves(p PlayerID) {
	pl := g.players[p]
	if !pl.Monarch {
		return
	}
	pl.Monarch = false
	next := g.active
	if next == p {
		next = g.nextInGame(p)
	}
	if next == p || !g.inGame(next) {
		g.record("725.4", "%s, the monarch, leaves the game and no player still in it can become the monarch: the game goes on with no monarch", pl.Name)
		return
	}
	g.players[next].Monarch = true
	who := "the active player"
	if next != g.active {
		who = "the next player in turn order, the active player being the one who leaves"
	}
	g.record("725.4", "%s, the monarch, leaves the game: %s, %s, becomes the monarch at the same time", pl.Name, g.playerName(next), who)
}
