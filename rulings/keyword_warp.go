package rulings

// warp {COST}: "You may cast this card from your hand by paying [cost]
// rather than its mana cost" and "If this spell's warp cost was paid,
// exile the permanent this spell becomes at the beginning of the next end
// step. Its owner may cast this card after the current turn has ended for
// as long as it remains exiled" (702.185a of 2026); the card so exiled is
// warped (702.185b). It is cast with the clause "paying the warp cost",
// and from exile later with "paying the warped cost", for its mana cost.
// A keyword from Edge of Eternities, dated by that set's release.
var warp = Keyword{Name: "warp", Rule: "702.185", Form: "warp {COST}", arg: argCost, Since: "2025-08-01",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, "warp") == a {
			applyWarp(g, o, v)
		}
	}}

func init() {
	castWays[warp.Name] = castWay{rule: "702.185a", alternative: true}
	castWays["warped"] = castWay{rule: "702.185a", of: warp.Name, fromExile: true, allowed: castableSpecialExile("warp", "702.185a")}
}

// applyWarp is (*Game).applyWarp, set in init: the exile it creates
// reaches the keyword table through its triggers.
var applyWarp func(g *Game, o *Object, v *view)

func init() { applyWarp = (*Game).applyWarp }

// applyWarp creates, for a permanent whose warp cost was paid, the delayed
// triggered ability that exiles it at the beginning of the next end step.
func (g *Game) applyWarp(o *Object, v *view) {
	if !g.castWithKeyword(o, "warp") {
		return
	}
	d := &delayedTrigger{source: v, controller: o.Controller, step: EndOfTurn, objects: []*view{g.view(o.ID)}}
	d.ability = &Ability{Kind: TriggeredAbility, Text: "exile the permanent this spell becomes at the beginning of the next end step",
		Effect: []Instruction{{Op: "warp-exile", Object: Ref{Kind: RefRemembered}, Text: "exile it"}}}
	g.record("702.185a", "%s's warp cost was paid: it will be exiled at the beginning of the next end step", v.name())
	g.record("603.7", "%s creates the delayed triggered ability \"%s\" about %s", v.name(), d.ability.Text, v.name())
	g.delayed = append(g.delayed, d)
}

// opWarpExile exiles the permanent; the card in exile is warped
// (702.185b), and its owner may cast it after this turn.
func opWarpExile(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		ev := g.move(id, ZoneRemoved, o.Owner)
		g.laterState().exiledWith[ev.NewID] = specialExile{keyword: "warp", turn: g.turn}
		g.record("702.185b", "%s is exiled by its warp ability's delayed triggered ability: it is a warped card, which its owner may cast after this turn", g.name(ev.NewID))
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}
