package rulings

import (
	"fmt"
	"slices"
)

// awaken N—{COST}: "You may pay [cost] rather than pay this spell's mana
// cost as you cast this spell" and "If this spell's awaken cost was paid,
// put N +1/+1 counters on target land you control. That land becomes a
// 0/0 Elemental creature with haste. It's still a land" (702.113a of
// 2026), cast with the clause "paying the awaken cost", the land named
// after the spell's own targets. The land is targeted only when the awaken
// cost is paid; otherwise the spell is cast as though it didn't have that
// target (702.113b). A keyword from Battle for Zendikar, dated by that
// set's release.
var awaken = Keyword{Name: "awaken", Rule: "702.113", Form: "awaken N—{COST}", arg: argCountAndCost, Since: "2015-10-02",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	}}

func init() {
	castWays[awaken.Name] = castWay{rule: "702.113a", alternative: true}
}

// awakenTarget names the land awaken's spell ability targets.
const awakenTarget = "awakened land"

// awakenedAbility returns the spell ability of o, a spell cast for its
// awaken cost, with awaken's spell ability after its own: the target land
// and the instruction. Any other spell's ability is returned as it is.
func (g *Game) awakenedAbility(o *Object, a *Ability) *Ability {
	if a == nil || !g.castWithKeyword(o, awaken.Name) {
		return a
	}
	kw := firstKeywordOf(g.view(o.ID).chars(), awaken.Name)
	if kw == nil || kw.Static == nil {
		return a
	}
	n := kw.Static.Amount.N
	what := fmt.Sprintf("put %s on target land you control; that land becomes a 0/0 Elemental creature with haste; it's still a land", count(n, "+1/+1 counter"))
	out := *a
	out.Text = a.Text + "; " + what
	out.Targets = append(slices.Clip(a.Targets), TargetSpec{Names: []string{awakenTarget}, Filter: Filter{Types: []string{"land"}, Controller: "you", Text: "land you control"}})
	out.Effect = append(slices.Clip(a.Effect), Instruction{Op: "awaken", Object: Ref{Kind: RefTarget, Name: awakenTarget}, Amount: Value{N: n}, Text: what})
	return &out
}

// noteAwakenTarget records, as a spell is cast, whether its awaken
// ability has a target (702.113b).
func (g *Game) noteAwakenTarget(o *Object, chars *Characteristics) {
	if !hasKeyword(chars, awaken.Name) {
		return
	}
	if g.castWithKeyword(o, awaken.Name) {
		g.record("702.113b", "the awaken cost of %s is paid: %s chooses the target land of its awaken ability", chars.Name, g.playerName(o.Controller))
		return
	}
	g.record("702.113b", "the awaken cost of %s isn't paid: it is cast as though it didn't have the target of its awaken ability", chars.Name)
}

// opAwaken puts the counters on the target land and makes it a 0/0
// Elemental creature with haste that is still a land (702.113a).
func opAwaken(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		n := ins.Amount.N
		g.putCountersOn(o, "+1/+1", n, false)
		gained := haste.build(haste.Name, keywordValue{})
		gained.Keyword = haste.Name
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerType, AddTypes: []string{"creature"}, AddSubtypes: []string{"Elemental"}, Duration: Forever, Text: "becomes an Elemental creature; it's still a land"})
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: 0, Toughness: 0, Duration: Forever, Text: "becomes 0/0"})
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained}, Duration: Forever, Text: "has haste"})
		g.record("702.113a", "awaken %d: %s gets %s and becomes a 0/0 Elemental creature with haste; it's still a land", n, g.name(id), count(n, "+1/+1 counter"))
	}
	return nil
}
