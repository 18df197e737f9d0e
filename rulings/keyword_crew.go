package rulings

import (
	"fmt"
	"slices"
)

// crew N: "Tap any number of other untapped creatures you control with
// total power N or greater: This permanent becomes an artifact creature
// until end of turn" (702.122a of 2026). A keyword of Vehicles from
// Kaladesh, dated by that set's release. A creature tapped to pay the cost
// crews the Vehicle (702.122b); tapping it is no {T} cost of its own, so
// one that came under its controller's control this turn may crew. The
// creatures are chosen as the cost is paid, one at a time (`alice chooses
// "Grizzly Bears", "no more"`): "no more" is an option once their total
// power is N or greater.
var crew = Keyword{Name: "crew", Rule: "702.122", Form: "crew N", arg: argNumber, Since: "2016-09-30",
	build: func(text string, v keywordValue) *Ability {
		pay := fmt.Sprintf("tap any number of other untapped creatures you control with total power %d or greater", v.n)
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + pay + ": this permanent becomes an artifact creature until end of turn",
			Cost:   Cost{Parts: []CostPart{{Action: CrewTap, Count: v.n, Counter: "crew", Text: pay}}},
			Effect: []Instruction{{Op: "crew", Object: Ref{Kind: RefThis}, Duration: UntilEndOfTurn, Text: "becomes an artifact creature until end of turn"}}}
	}}

// CrewTap is the cost of crew and saddle: tap any number of other untapped
// creatures the payer controls with total power Count or greater
// (702.122a, 702.171a); Counter names the keyword.
const CrewTap CostAction = 40

// payCrew taps the creatures the payer chooses for a crew or saddle cost.
func (g *Game) payCrew(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	kw, rule, does := part.Counter, "702.122a", "702.122b"
	if kw == "saddle" {
		rule, does = "702.171a", "702.171c"
	}
	var candidates []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		if id != s.source.ID && v.controller == p && !v.tapped && v.chars().HasType("creature") {
			candidates = append(candidates, id)
		}
	}
	total, all := 0, 0
	for _, id := range candidates {
		all += max(g.view(id).chars().Power, 0)
	}
	if all < part.Count {
		return g.illegal(rule, "the other untapped creatures %s controls have total power %d, less than the %d %s %d asks: the cost can't be paid", g.playerName(p), all, part.Count, kw, part.Count)
	}
	var crewed []ObjectID
	for len(candidates) > 0 {
		options := make([]string, 0, len(candidates)+1)
		for _, id := range candidates {
			options = append(options, g.name(id))
		}
		if total >= part.Count {
			options = append(options, "no more")
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: rule, About: fmt.Sprintf("a creature to tap to %s %s (total power %d of %d)", kw, g.name(s.source.ID), total, part.Count), Options: options})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		if i < 0 {
			return g.illegal(rule, "%s is not another untapped creature %s controls", answer, g.playerName(p))
		}
		if i == len(candidates) {
			break
		}
		id := candidates[i]
		candidates = slices.Delete(candidates, i, i+1)
		crewed = append(crewed, id)
		total += max(g.view(id).chars().Power, 0)
	}
	for _, id := range crewed {
		o := g.objects[id]
		o.Tapped = true
		g.becameTapped(id)
		g.record(does, "%s is tapped to pay the %s cost: it %ss %s", g.name(id), kw, kw, g.name(s.source.ID))
		if g.summoningSick(o, g.view(id)) {
			g.record(rule, "%s came under %s's control this turn, but tapping it for %s is no {T} cost of its own: it can %s", g.name(id), g.playerName(p), kw, kw)
		}
	}
	g.record(rule, "%s taps %s with total power %d for %s %d", g.playerName(p), namesOr(g, crewed, "no creature"), total, kw, part.Count)
	if kw == crew.Name && g.watches(Crews) {
		// "Whenever this creature crews a Vehicle" (702.122b).
		vehicle := g.view(s.source.ID).kept()
		var events []Event
		for _, id := range crewed {
			events = append(events, Event{Kind: Crews, Object: g.view(id).kept(), Source: vehicle, Player: p})
		}
		g.afterEvents(events, nil)
	}
	return nil
}

// opCrew makes the Vehicle an artifact creature until end of turn.
func opCrew(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		g.record("702.122a", "%s has left the battlefield: it doesn't become a creature", r.source.name())
		return nil
	}
	g.record("702.122a", "crew: %s becomes an artifact creature until end of turn", g.name(ids[0]))
	if !g.durationBegins(r, ins) {
		return nil
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerType, AddTypes: []string{"artifact", "creature"}, Duration: ins.Duration, Text: ins.Text})
	g.recordVehicleCrewed(ids[0])
	return nil
}

// recordVehicleCrewed records, where the 2026 numbers are cited, what
// being a Vehicle means once its crew ability has made it a creature: the
// ability is what Vehicles have for becoming artifact creatures (301.7),
// and the card's printed power and toughness, which it lacked as a
// noncreature, are its own from then on, before other effects (301.7b).
func (g *Game) recordVehicleCrewed(id ObjectID) {
	o, v := g.objects[id], g.view(id)
	if o == nil || v == nil || !v.chars().HasSubtype("Vehicle") || len(o.Card.Faces) == 0 {
		return
	}
	printed := o.Card.Faces[0]
	g.recordLater("301.7", "%s is a Vehicle: its crew ability is what makes it an artifact creature", v.name())
	g.recordLater("301.7b", "%s, a Vehicle, has become a creature: it has its printed power and toughness, %d/%d, which other effects may modify", v.name(), printed.Power, printed.Toughness)
}
