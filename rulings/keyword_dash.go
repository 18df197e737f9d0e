package rulings

// dash {COST}: "You may cast this card by paying [cost] rather than its
// mana cost," "If this spell's dash cost was paid, return the permanent
// this spell becomes to its owner's hand at the beginning of the next end
// step," and "As long as this permanent's dash cost was paid, it has
// haste" (702.109a of 2026), an alternative cost (601.2b, 601.2f-h) cast
// with the clause "paying the dash cost". A keyword from Fate Reforged,
// dated by that set's release.
var dash = Keyword{Name: "dash", Rule: "702.109", Form: "dash {COST}", arg: argCost, Since: "2015-01-23",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, "dash") == a {
			applyDash(g, o, v)
		}
	}}

func init() {
	castWays[dash.Name] = castWay{rule: "702.109a", alternative: true}
}

// applyDash is (*Game).applyDash, set in init: the haste it grants is a
// keyword the table's initialization can't refer to.
var applyDash func(g *Game, o *Object, v *view)

func init() { applyDash = (*Game).applyDash }

// applyDash gives a permanent whose dash cost was paid haste, and creates
// the delayed triggered ability that returns it to its owner's hand at
// the beginning of the next end step.
func (g *Game) applyDash(o *Object, v *view) {
	if !g.castWithKeyword(o, dash.Name) {
		g.record("702.109a", "%s's dash cost wasn't paid: dash gives it nothing", v.name())
		return
	}
	gained := haste.build("haste", keywordValue{})
	gained.Keyword = haste.Name
	g.record("702.109a", "%s's dash cost was paid: it has haste, and returns to its owner's hand at the beginning of the next end step", v.name())
	r := &resolution{g: g, controller: o.Controller, source: v}
	g.addEffect(r, []ObjectID{o.ID}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained}, Duration: Forever, Text: "has haste"})
	d := &delayedTrigger{source: v, controller: o.Controller, step: EndOfTurn, objects: []*view{g.view(o.ID)}}
	what := "return the permanent this spell becomes to its owner's hand at the beginning of the next end step"
	d.ability = &Ability{Kind: TriggeredAbility, Text: "dash: " + what,
		Effect: []Instruction{{Op: "move", Object: Ref{Kind: RefRemembered}, From: ZoneInPlay, Zone: ZoneHand, Text: "return it to its owner's hand"}}}
	g.record("603.7", "%s creates the delayed triggered ability \"%s\" about %s", v.name(), what, v.name())
	g.delayed = append(g.delayed, d)
}
