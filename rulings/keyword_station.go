package rulings

import "fmt"

// station: "Tap another untapped creature you control: Put a number of
// charge counters on this permanent equal to the tapped creature's power.
// Activate only as a sorcery" (702.184a of 2026). The creature is named as
// the cost is paid (`alice chooses "Grizzly Bears"`); its power is read as
// the ability resolves, from the creature if it is still in play and from
// its last known information if not (608.2h). A card printed with it is a
// station card, whose station symbols are keyword abilities of their own
// (702.184b, 721): as for a leveler's level symbols, the engine reads the
// station ability only, so a station card's striations are written as
// other abilities that count charge counters, where the scenario language
// has them. A static ability may make the tapped creature station using
// its toughness rather than its power (702.184c): whether it applies is
// read of the creature as the ability resolves, or as it last existed. A
// keyword from Edge of Eternities, dated by that set's release.
var station = Keyword{Name: "station", Rule: "702.184", Form: "station", Since: "2025-08-01",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + stationTapText + ": put a number of charge counters on this permanent equal to the tapped creature's power; activate only as a sorcery", SorceryTiming: true,
			Cost:   Cost{Parts: []CostPart{{Action: StationTap, Text: stationTapText}}},
			Effect: []Instruction{{Op: "station", Object: Ref{Kind: RefThis}, Text: "put a number of charge counters on this permanent equal to the tapped creature's power"}}}
	}}

// stationTapText is the text of station's cost.
const stationTapText = "tap another untapped creature you control"

// StationTap is station's cost: tap another untapped creature the payer
// controls (702.184a).
const StationTap CostAction = 50

// payStation taps the creature the payer names for a station cost and
// remembers it for the ability on the stack.
func (g *Game) payStation(s *stackSpell) error {
	p := s.obj.Controller
	var candidates []ObjectID
	options := []string{}
	for _, id := range g.inPlay {
		v := g.view(id)
		if id != s.source.ID && v.controller == p && !v.tapped && v.chars().HasType("creature") {
			candidates = append(candidates, id)
			options = append(options, g.name(id))
		}
	}
	if len(candidates) == 0 {
		return g.illegal("702.184a", "%s controls no other untapped creature: the station cost of %s can't be paid", g.playerName(p), g.name(s.source.ID))
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.184a", About: fmt.Sprintf("another untapped creature to tap to station %s", g.name(s.source.ID)), Options: options})
	if err != nil {
		return err
	}
	i := indexFold(options, answer)
	if i < 0 {
		return g.illegal("702.184a", "%s is not another untapped creature %s controls", answer, g.playerName(p))
	}
	id := candidates[i]
	g.objects[id].Tapped = true
	g.becameTapped(id)
	g.laterState().stationed[s.obj.ID] = g.view(id).kept()
	g.record("702.184a", "%s taps %s to pay the station cost of %s", g.playerName(p), g.name(id), g.name(s.source.ID))
	return nil
}

// opStation puts charge counters on the permanent equal to the power of
// the creature tapped to pay the cost (702.184a).
func opStation(g *Game, r *resolution, ins Instruction) error {
	st := g.laterState()
	tapped, known := st.stationed[r.obj.ID]
	delete(st.stationed, r.obj.ID)
	ids := r.objectsOf(ins)
	if len(ids) == 0 || !known {
		g.record("702.184a", "%s has left the battlefield: station puts no counters on it", r.source.name())
		return nil
	}
	o := g.objects[ids[0]]
	g.noteKeyword(g.name(o.ID), station)
	creature := tapped
	if c := g.objects[tapped.id]; c != nil && c.Zone == ZoneInPlay {
		creature = g.view(c.ID)
	}
	characteristic := "power"
	if by := g.stationsUsingToughness(creature); by != nil {
		characteristic = "toughness"
		g.record("702.184c", "%s's ability \"%s\" applies to %s, toughness %d and power %d: it stations %s using its toughness rather than its power", by.source.name(), by.ability.Text, creature.name(), creature.chars().Toughness, creature.chars().Power, g.name(o.ID))
	}
	amount := creature.chars().Power
	if characteristic == "toughness" {
		amount = creature.chars().Toughness
	}
	if creature != tapped {
		g.record("608.2h", "%s is still on the battlefield: its %s now, %d, is used", creature.name(), characteristic, amount)
	} else {
		g.record("608.2h", "%s has left the battlefield: its %s as it last existed there, %d, is used", tapped.name(), characteristic, amount)
	}
	if amount <= 0 {
		g.record("702.184a", "the tapped creature's %s is %d: station puts no charge counters on %s", characteristic, amount, g.name(o.ID))
		return nil
	}
	g.putCountersOn(o, "charge", amount, false)
	g.record("702.184a", "station: %s gets %s equal to the tapped creature's %s (now %d)", g.name(o.ID), count(amount, "charge counter"), characteristic, o.Counters["charge"])
	return nil
}

// stationStatic is a static ability in play that changes what a creature
// stations with, and its source.
type stationStatic struct {
	source  *view
	ability *Ability
}

// stationsUsingToughness finds a static ability of a permanent in play
// that makes the creature seen in v station using its toughness rather
// than its power (702.184c of 2026): "Each creature you control with
// toughness greater than its power ...", the filter read for the
// ability's controller.
func (g *Game) stationsUsingToughness(v *view) *stationStatic {
	for _, id := range g.inPlay {
		src := g.view(id)
		for _, a := range src.chars().Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == StationsUsingToughness && g.matches(&a.Static.Filter, v, src.controller, nil) {
				return &stationStatic{source: src, ability: a}
			}
		}
	}
	return nil
}
