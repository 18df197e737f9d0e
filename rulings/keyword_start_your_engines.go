package rulings

// start your engines!: a static ability that gives its controller a speed
// of 1 if they have none, as a state-based action (702.179a, 704.5z of
// 2026). A player has no speed until a rule or effect sets it (702.179b);
// a player with speed has an inherent triggered ability with no source:
// "Whenever one or more opponents lose life during your turn, if your
// speed is less than 4, your speed increases by 1. This ability triggers
// only once each turn." (702.179d). Speed 4 is max speed (702.179e,
// keyword_max_speed.go). A keyword of Aetherdrift, dated by its release.
var startYourEngines = Keyword{Name: "start your engines!", Rule: "702.179", Form: "start your engines!",
	Since: SpeedSince, build: staticKeyword(PlayRule),
	natureRule: "702.179a", nature: "start your engines! is a static ability"}

// SpeedSince is the first rules edition with speed, start your engines!
// and max speed: Aetherdrift's release.
const SpeedSince = "2025-02-14"

// maxSpeed is the speed a player has max speed at (702.179e).
const maxSpeed = 4

// speedAbility is the inherent triggered ability of a player's speed
// (702.179d).
var speedAbility = &Ability{Kind: TriggeredAbility, Keyword: startYourEngines.Name,
	Text:   "Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once each turn.",
	Effect: []Instruction{{Op: "speed-up", Text: "your speed increases by 1"}}}

// startEngines performs the state-based action of 704.5z: each player who
// controls a permanent with start your engines! and has no speed gets a
// speed of 1.
func (g *Game) startEngines() bool {
	if !g.keywordOfTheRules(startYourEngines) {
		return false
	}
	acted := false
	for _, id := range g.inPlay {
		v := g.view(id)
		if !hasKeyword(v.chars(), startYourEngines.Name) {
			continue
		}
		p := g.players[v.controller]
		if p.Speed > 0 || p.Lost {
			continue
		}
		p.Speed = 1
		g.noteKeyword(v.name(), startYourEngines)
		g.record("704.5z", "%s controls %s, with start your engines!, and has no speed: their speed becomes 1", p.Name, v.name())
		g.record("702.179a", "start your engines! sets the speed of a player who has none to 1; it is a state-based action")
		g.record("702.179b", "%s had no speed until this rule set it", p.Name)
		acted = true
	}
	return acted
}

// speedTriggers puts the inherent ability of the active player's speed
// among the pending triggers when an opponent of theirs loses life during
// their turn (702.179d): once each turn, and only while their speed is
// less than 4, the intervening "if" checked again as it resolves.
func (g *Game) speedTriggers(loser PlayerID) {
	active := g.players[g.active]
	if active.Speed == 0 || loser == g.active || active.Lost || active.speedTriggeredTurn == g.turn+1 {
		return
	}
	if active.Speed >= maxSpeed {
		g.record("702.179d", "%s, an opponent of %s, loses life during %s's turn, but %s's speed is already 4: the ability of their speed triggers only if it is less than 4", g.players[loser].Name, active.Name, active.Name, active.Name)
		return
	}
	active.speedTriggeredTurn = g.turn + 1
	g.record("702.179d", "%s, an opponent of %s, loses life during %s's turn and %s's speed (%d) is less than 4: the inherent triggered ability of their speed triggers; it has no source, is controlled by %s, and triggers only once each turn",
		g.players[loser].Name, active.Name, active.Name, active.Name, active.Speed, active.Name)
	g.pending = append(g.pending, &pendingTrigger{ability: speedAbility, source: speedSource(active), controller: active.ID, event: &Event{Player: g.active, NoPlayer: true}})
}

// speedSource stands for the missing source of the speed ability
// (702.179d) where the engine names a trigger's source.
func speedSource(p *Player) *view {
	return &view{controller: p.ID, owner: p.ID, zone: ZoneNone, isAbility: true,
		faces: []Characteristics{{Name: p.Name + "'s speed"}}}
}

// opSpeedUp resolves the speed ability: the controller's speed increases
// by 1 if it is still less than 4 (603.4, the intervening "if").
func opSpeedUp(g *Game, r *resolution, _ Instruction) error {
	p := g.players[r.controller]
	if p.Speed >= maxSpeed {
		g.record("603.4", "%s's speed is already %d as the ability resolves: its intervening \"if\" is false and it does nothing", p.Name, p.Speed)
		return nil
	}
	p.Speed++
	// Max speed abilities read the speed (702.178a).
	g.effectsChanged()
	g.record("702.179d", "%s's speed increases by 1, to %d", p.Name, p.Speed)
	if p.Speed == maxSpeed {
		g.record("702.179e", "%s's speed is 4: %s has max speed", p.Name, p.Name)
		g.noteMaxSpeedAbilities(p.ID)
	}
	return nil
}
