package rulings

import (
	"fmt"
	"strings"
)

// gift a [something]: "As an additional cost to cast this spell, you may
// choose an opponent" (702.174a of 2026), cast with the clause "paying the
// gift cost" (with several opponents, its caster answers with the one
// chosen); the spell's gift is then promised (702.174k). On an instant or
// sorcery, "If this spell's gift cost was paid, [effect]", which happens
// before the spell's other abilities (702.174j); on a permanent, "When
// this permanent enters, if its gift cost was paid, [effect]" (702.174b).
// The engine plays gift a card (702.174e), gift a tapped Fish (702.174f),
// gift an extra turn (702.174g) and gift an Octopus (702.174i); a Food or
// a Treasure, predefined tokens it doesn't have, it refuses. A keyword
// from Bloomburrow, dated by that set's release.
var gift = Keyword{Name: "gift", Rule: "702.174", Form: "gift a card", Since: "2024-08-02",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		rest, found := strings.CutPrefix(strings.ToLower(text), "gift ")
		if !found {
			return keywordValue{}, false, nil
		}
		for i, k := range giftKinds {
			if rest == k.name {
				return keywordValue{n: i}, true, nil
			}
		}
		names := make([]string, len(giftKinds))
		for i, k := range giftKinds {
			names[i] = k.name
		}
		return keywordValue{}, true, fmt.Errorf("the engine gives %s, not %q", strings.Join(names, ", "), rest)
	},
	build: func(text string, v keywordValue) *Ability {
		part := CostPart{Action: GiftPromise, Count: v.n, Text: "choose an opponent"}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, "gift") == a {
			enterWithGift(g, o, v, a)
		}
	}}

// giftKind is one [something] a gift gives: its rule and what the chosen
// player gets, given by giveGiftKind.
type giftKind struct {
	name, rule, effect string
}

// giftKinds are the gifts the engine gives.
var giftKinds = []giftKind{
	{name: "a card", rule: "702.174e", effect: "the chosen player draws a card"},
	{name: "a tapped fish", rule: "702.174f", effect: "the chosen player creates a tapped 1/1 blue Fish creature token"},
	{name: "an extra turn", rule: "702.174g", effect: "the chosen player takes an extra turn after this one"},
	{name: "an octopus", rule: "702.174i", effect: "the chosen player creates an 8/8 blue Octopus creature token"},
}

// giveGiftKind gives player p the gift giftKinds[i].
func (g *Game) giveGiftKind(i int, p PlayerID) error {
	rule := giftKinds[i].rule
	switch giftKinds[i].name {
	case "a card":
		events, err := g.draw(p, 1)
		g.afterEvents(events, nil)
		return err
	case "a tapped fish":
		return giftToken(g, p, rule, 1, "Fish", true)
	case "an extra turn":
		g.extraTurns = append(g.extraTurns, p)
		g.record("300.6", "%s will take an extra turn directly after this one", g.playerName(p))
		return nil
	case "an octopus":
		return giftToken(g, p, rule, 8, "Octopus", false)
	}
	return nil
}

// giftToken creates the blue creature token of size n/n a gift gives.
func giftToken(g *Game, p PlayerID, rule string, n int, subtype string, tapped bool) error {
	def, err := keywordToken(ColorSet(0).With(Blue), []string{"creature"}, []string{subtype}, n, n)
	if err != nil {
		return err
	}
	g.createKeywordTokens(p, 1, def, tapped, rule, "gift")
	return nil
}

func init() {
	castWays[gift.Name] = castWay{rule: "702.174a"}
}

// GiftPromise is gift's additional cost "choose an opponent" (702.174a);
// Count is the gift's index in giftKinds.
const GiftPromise CostAction = 45

// payGiftPromise chooses the opponent the gift goes to, asking the caster
// when there are several, and remembers that player for the card.
func (g *Game) payGiftPromise(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	opp, ok, err := g.askOpponent(p, "702.174a", "the opponent chosen for the gift cost of "+g.name(s.obj.ID))
	if err != nil {
		return err
	}
	if !ok {
		return g.illegal("702.174a", "%s has no opponent to choose for the gift cost", g.playerName(p))
	}
	st := g.laterState()
	if st.giftTo == nil {
		st.giftTo = map[ObjectID]PlayerID{}
	}
	st.giftTo[s.obj.Origin] = opp
	g.record("409.1h", "%s pays the gift cost of %s by choosing an opponent, %s", g.playerName(p), g.name(s.obj.ID), g.playerName(opp))
	g.record("702.174k", "the gift of %s was promised", g.name(s.obj.ID))
	return nil
}

// giveGift gives the gift of the ability a, of the card whose Origin is
// origin, to the opponent chosen for it; it returns false if its gift cost
// wasn't paid.
func (g *Game) giveGift(origin ObjectID, a *Ability) (bool, error) {
	st := g.laterState()
	to, ok := st.giftTo[origin]
	if !ok || len(a.Cost.Parts) == 0 {
		return false, nil
	}
	delete(st.giftTo, origin)
	i := a.Cost.Parts[0].Count
	k := giftKinds[i]
	g.record(k.rule, "gift %s: %s, %s", k.name, k.effect, g.playerName(to))
	return true, g.giveGiftKind(i, to)
}

// keywordsBeforeResolving applies, as a spell resolves and before its
// instructions, its ascend (702.131a of 2026) and its gift (702.174j).
func (g *Game) keywordsBeforeResolving(r *resolution) error {
	g.ascendResolving(r)
	return g.giftResolving(r)
}

// giftResolving gives the gift of an instant or sorcery spell whose gift
// cost was paid, before its other abilities (702.174j).
func (g *Game) giftResolving(r *resolution) error {
	if r.obj == nil || r.obj.Ability != nil || r.obj.Copy || r.source == nil {
		return nil
	}
	a := firstKeyword(r.source, "gift")
	if a == nil || g.keywords == nil || g.keywords.later == nil || g.keywords.later.castWith[r.obj.ID] != "gift" {
		return nil
	}
	g.record("702.174j", "%s's gift cost was paid: its gift happens before its other abilities", r.source.name())
	_, err := g.giveGift(r.obj.Origin, a)
	return err
}

// enterWithGift triggers the gift ability of a permanent entering, if its
// gift cost was paid (702.174b).
func enterWithGift(g *Game, o *Object, v *view, a *Ability) {
	if !g.castWithKeyword(o, "gift") {
		g.record("702.174b", "%s's gift cost wasn't paid: its gift ability doesn't trigger", v.name())
		return
	}
	k := giftKinds[a.Cost.Parts[0].Count]
	t := &Ability{Kind: TriggeredAbility, Keyword: "gift", Text: "when this permanent enters, if its gift cost was paid, " + k.effect,
		Effect: []Instruction{{Op: "gift", Text: k.effect}}}
	g.pending = append(g.pending, &pendingTrigger{ability: t, source: v, controller: o.Controller, event: &Event{Kind: ZoneChanged, Object: v, From: ZoneStack, To: ZoneInPlay, NewID: o.ID, Player: o.Controller}})
	g.record("702.174b", "%s enters with its gift cost paid: \"%s\" triggers", v.name(), t.Text)
}

// opGift gives the gift of the permanent whose gift ability resolves.
func opGift(g *Game, r *resolution, ins Instruction) error {
	a := firstKeyword(r.source, "gift")
	if a == nil {
		return nil
	}
	_, err := g.giveGift(r.source.origin, a)
	return err
}
