package rulings

// riot: "You may have this permanent enter with an additional +1/+1
// counter on it. If you don't, it gains haste" (702.136a of 2026); several
// instances each work separately (702.136b). A keyword from Ravnica
// Allegiance, dated by that set's release. The choice is a replacement
// effect applied as the permanent enters (`alice chooses counter` or
// `haste`, before the action that makes it enter); the haste it gains
// lasts as long as it stays on the battlefield.
var riot = Keyword{separateRule: "702.136b", Name: "riot", Rule: "702.136", Form: "riot", Since: "2019-01-25",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "riot: you may have this permanent enter with an additional +1/+1 counter on it; if you don't, it gains haste", Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) { applyRiot(g, o, v) }}

// applyRiot is (*Game).applyRiot, set in init: the haste it grants is a
// keyword the table's own initialization can't refer to.
var applyRiot func(g *Game, o *Object, v *view)

func init() { applyRiot = (*Game).applyRiot }

// applyRiot asks the controller of the entering permanent o whether it
// enters with a +1/+1 counter, or gains haste.
func (g *Game) applyRiot(o *Object, v *view) {
	answer, err := g.ask(Question{Kind: ChooseOption, Player: o.Controller, Rule: "702.136a", About: "whether " + v.name() + " enters with an additional +1/+1 counter or gains haste (riot)", Options: []string{"counter", "haste"}})
	if err != nil {
		g.deferError(err)
		return
	}
	if answer == "counter" {
		g.record("702.136a", "riot: %s has %s enter with an additional +1/+1 counter on it", g.playerName(o.Controller), v.name())
		g.putCountersOn(o, "+1/+1", 1, true)
		return
	}
	g.record("702.136a", "riot: %s doesn't have %s enter with a +1/+1 counter, so it gains haste", g.playerName(o.Controller), v.name())
	gained := haste.build("haste", keywordValue{})
	gained.Keyword = haste.Name
	r := &resolution{g: g, controller: o.Controller, source: v}
	g.addEffect(r, []ObjectID{o.ID}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained}, Duration: Forever, Text: "gains haste"})
}
