package rulings

// blitz {COST}: "You may cast this card by paying [cost] rather than its
// mana cost," "If this spell's blitz cost was paid, sacrifice the permanent
// this spell becomes at the beginning of the next end step," and "As long
// as this permanent's blitz cost was paid, it has haste and 'When this
// permanent is put into a graveyard from the battlefield, draw a card'"
// (702.152a of 2026), cast with the clause "paying the blitz cost". A
// keyword from Streets of New Capenna, dated by that set's release. Only
// one instance can be used to cast a spell (702.152b).
var blitz = Keyword{Name: "blitz", Rule: "702.152", Form: "blitz {COST}", arg: argCost, Since: "2022-04-29",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, "blitz") == a {
			applyBlitz(g, o, v)
		}
	}}

func init() {
	castWays[blitz.Name] = castWay{rule: "702.152a", alternative: true}
}

// applyBlitz is (*Game).applyBlitz, set in init: the abilities it grants
// are keywords and triggers the table's initialization can't refer to.
var applyBlitz func(g *Game, o *Object, v *view)

func init() { applyBlitz = (*Game).applyBlitz }

// applyBlitz gives a permanent whose blitz cost was paid haste and its
// draw trigger, and creates the delayed triggered ability that sacrifices
// it at the beginning of the next end step.
func (g *Game) applyBlitz(o *Object, v *view) {
	if !g.castWithKeyword(o, blitz.Name) {
		g.record("702.152a", "%s's blitz cost wasn't paid: blitz gives it nothing", v.name())
		return
	}
	gained := haste.build("haste", keywordValue{})
	gained.Keyword = haste.Name
	draw := &Ability{Kind: TriggeredAbility, Text: "when this permanent is put into a graveyard from the battlefield, draw a card",
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
		Effect:  []Instruction{{Op: "draw", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "draw a card"}}}
	g.record("702.152a", "%s's blitz cost was paid: it has haste and \"%s\", and is sacrificed at the beginning of the next end step", v.name(), draw.Text)
	r := &resolution{g: g, controller: o.Controller, source: v}
	g.addEffect(r, []ObjectID{o.ID}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained, draw}, Duration: Forever, Text: "has haste and \"" + draw.Text + "\""})
	d := &delayedTrigger{source: v, controller: o.Controller, step: EndOfTurn, objects: []*view{g.view(o.ID)}}
	d.ability = &Ability{Kind: TriggeredAbility, Text: "sacrifice the permanent this spell becomes at the beginning of the next end step",
		Effect: []Instruction{{Op: "keyword-sacrifice", Object: Ref{Kind: RefRemembered}, Text: "sacrifice it"}}}
	g.record("603.7", "%s creates the delayed triggered ability \"%s\" about %s", v.name(), d.ability.Text, v.name())
	g.delayed = append(g.delayed, d)
}
