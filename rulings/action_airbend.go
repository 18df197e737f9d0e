package rulings

// airbendAction: to airbend permanents or spells is to exile them; for
// each card exiled this way, for as long as it remains exiled, its owner
// may cast it by paying {2} rather than its mana cost (701.65a). The
// permission is a way of casting that needs no ability of the card (the
// clause "paying the airbend cost"): it belongs to the card as it was
// exiled, so it ends if the card leaves exile, and a token exiled this way
// ceases to exist (704.5d) with nothing to cast. A keyword action from
// Avatar: The Last Airbender, dated by that set's release.
var airbendAction = KeywordAction{
	Name:   "airbend",
	Rule:   "701.65",
	Since:  "2025-11-21",
	Oracle: []string{"airbend TARGET"},
	Ops:    []string{"airbend"},
}

// airbendName is the name of the way of casting airbend gives.
const airbendName = "airbend"

func init() {
	castWays[airbendName] = castWay{rule: "701.65a", fromExile: true, alternative: true, cost: &ManaCost{Generic: 2}, allowed: castableAirbent}
}

// opAirbend exiles each permanent or spell of the instruction and gives
// each card exiled its owner's permission to cast it for {2}.
func opAirbend(g *Game, r *resolution, ins Instruction) error {
	var exiled []string
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay && o.Zone != ZoneStack {
			continue
		}
		name := g.name(id)
		before := g.snapshotInPlay()
		ev := g.move(id, ZoneRemoved, o.Owner)
		g.record("701.65a", "%s airbends %s: it is exiled", g.playerName(r.controller), name)
		exiled = append(exiled, name)
		if now := g.objects[ev.NewID]; now != nil && now.Zone == ZoneRemoved && !now.Token {
			g.laterState().exiledWith[ev.NewID] = specialExile{keyword: airbendName, turn: g.turn}
			g.record("701.65a", "for as long as %s remains exiled, its owner, %s, may cast it by paying {2} rather than paying its mana cost", name, g.playerName(now.Owner))
		}
		g.afterEvents([]Event{ev}, before)
	}
	if len(exiled) > 0 {
		g.completedAction(r.controller, airbendName, joinAnd(exiled)+" exiled")
	}
	return nil
}

// castableAirbent says why the card can't be cast for airbend's {2}, or
// "": it must be the card airbend exiled, still in exile (701.65a); that
// only its owner casts it is the rule for every card cast.
func castableAirbent(g *Game, p PlayerID, card *Object, _ *Characteristics) string {
	var mark specialExile
	if g.keywords != nil && g.keywords.later != nil {
		mark = g.keywords.later.exiledWith[card.ID]
	}
	if mark.keyword != airbendName {
		return "it wasn't exiled by airbending"
	}
	g.record("701.65a", "%s was exiled by airbending: its owner, %s, may cast it by paying {2}", g.name(card.ID), g.playerName(p))
	return ""
}
