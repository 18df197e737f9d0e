package rulings

import (
	"slices"
	"strings"
)

// ExileFromHand is the cost "exile a FILTER card from your hand", Filter
// what the card must be (Solitude's evoke cost, "Exile a white card from
// your hand."): the card chosen is moved from its owner's hand to exile as
// the cost is paid (601.2h of 2026).
const ExileFromHand CostAction = 71

// payExileFromHand pays an ExileFromHand part: the caster answers which
// card of their hand, other than the spell itself, now on the stack.
func (g *Game) payExileFromHand(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	id, err := g.handCardForCost(p, part, "exile", "409.1h", "409.1h")
	if err != nil {
		return err
	}
	name := g.name(id)
	s.events = append(s.events, g.move(id, ZoneRemoved, p))
	g.record("409.1h", "%s exiles %s from their hand to pay the cost \"%s\"", g.playerName(p), name, part.Text)
	return nil
}

// EvokeWithCost returns the two abilities of evoke whose cost isn't mana
// ("Evoke—Exile a white card from your hand."): the alternative cost, and
// the trigger sacrificing the permanent (702.74a of 2026).
func EvokeWithCost(parts []CostPart) []*Ability {
	texts := make([]string, len(parts))
	for i, part := range parts {
		texts[i] = part.Text
	}
	text := "evoke—" + strings.Join(texts, ", ")
	a := evoke.build(text, keywordValue{})
	a.Text, a.Cost = text, Cost{Parts: parts}
	a.Keyword = evoke.Name
	return append([]*Ability{a}, evoke.more(text, keywordValue{})...)
}

// handCardForCost has player p choose the card of their hand that matches
// the filter of cost part, to verb it ("exile", "reveal") as the cost is
// paid; with none, the cost can't be paid (missing, the rule refusing it).
// ask is the rule of the choice.
func (g *Game) handCardForCost(p PlayerID, part CostPart, verb, missing, ask string) (ObjectID, error) {
	f := part.Filter
	f.Zone = ZoneHand
	var ids []ObjectID
	var options []string
	for _, id := range g.objectsIn(p, ZoneHand) {
		if v := g.view(id); v != nil && g.matches(&f, v, p, nil) {
			ids = append(ids, id)
			options = append(options, v.name())
		}
	}
	if len(ids) == 0 {
		return 0, g.illegal(missing, "%s has no %s in their hand to %s: the cost \"%s\" can't be paid", g.playerName(p), f.Text, verb, part.Text)
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: ask, About: "the card to " + verb + " to pay \"" + part.Text + "\"", Options: options})
	if err != nil {
		return 0, err
	}
	return ids[slices.Index(options, answer)], nil
}
