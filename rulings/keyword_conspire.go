package rulings

import (
	"fmt"
	"slices"
)

// conspire: "As an additional cost to cast this spell, you may tap two
// untapped creatures you control that each share a color with it" and
// "When you cast this spell, if its conspire cost was paid, copy it. If
// the spell has any targets, you may choose new targets for the copy"
// (702.78a of 2026), an additional cost (601.2b, 601.2f-h) cast with the
// clause "paying the conspire cost". The creatures are chosen as the cost
// is paid, one at a time (`alice chooses "Grizzly Bears"` twice); tapping
// them is no {T} cost of their own, so a creature that came under its
// controller's control this turn may be tapped. Each instance of conspire
// is paid separately (702.78b); the engine casts a spell with one conspire
// cost paid at most. A keyword from Shadowmoor, dated by that set's
// release.
var conspire = Keyword{Name: "conspire", Rule: "702.78", Form: "conspire", Since: "2008-05-02",
	build: func(text string, _ keywordValue) *Ability {
		part := CostPart{Action: ConspireTap, Count: 2, Text: conspireTapText}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

// conspireTapText is the text of conspire's additional cost.
const conspireTapText = "tap two untapped creatures you control that each share a color with it"

// ConspireTap is conspire's cost: tap Count untapped creatures the payer
// controls that each share a color with the spell (702.78a).
const ConspireTap CostAction = 46

func init() {
	castWays[conspire.Name] = castWay{rule: "702.78a"}
}

// payConspire taps the creatures the payer chooses for a conspire cost:
// each an untapped creature they control sharing a color with the spell
// as it is being cast.
func (g *Game) payConspire(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	spell := g.view(s.obj.ID)
	colors := spell.chars().Colors
	var candidates []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller == p && !v.tapped && v.chars().HasType("creature") && v.chars().Colors&colors != 0 {
			candidates = append(candidates, id)
		}
	}
	if len(candidates) < part.Count {
		return g.illegal("702.78a", "%s controls %s sharing a color with %s (%s), fewer than the %d conspire asks: the cost can't be paid",
			g.playerName(p), count(len(candidates), "untapped creature"), spell.name(), colorsOrNone(colors), part.Count)
	}
	var tapped []ObjectID
	for len(tapped) < part.Count {
		options := make([]string, 0, len(candidates))
		for _, id := range candidates {
			options = append(options, g.name(id))
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.78a",
			About: fmt.Sprintf("creature %d of %d to tap for the conspire cost of %s", len(tapped)+1, part.Count, spell.name()), Options: options})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		if i < 0 {
			return g.illegal("702.78a", "%s is not an untapped creature %s controls that shares a color with %s (%s)", answer, g.playerName(p), spell.name(), colorsOrNone(colors))
		}
		tapped = append(tapped, candidates[i])
		candidates = slices.Delete(candidates, i, i+1)
	}
	for _, id := range tapped {
		g.objects[id].Tapped = true
		g.becameTapped(id)
		g.record("702.78a", "%s, which shares a color with %s, is tapped to pay its conspire cost", g.name(id), spell.name())
	}
	return nil
}

// colorsOrNone names a set of colors, or says it is colorless.
func colorsOrNone(c ColorSet) string {
	if c == 0 {
		return "colorless"
	}
	return c.String()
}

// noteConspire triggers the conspire copy of a spell cast with its
// conspire cost paid.
func (g *Game) noteConspire(s *stackSpell, p PlayerID) {
	g.triggerCopyWhenPaid(s, p, conspire.Name, "702.78a", "conspire-copy", "when you cast this spell, if its conspire cost was paid, copy it; you may choose new targets for the copy")
}

// opConspireCopy puts the copy of the spell on the stack; its controller
// may choose new targets for it.
func opConspireCopy(g *Game, r *resolution, ins Instruction) error {
	return g.putSpellCopies(r, g.keywordsState().replicates, "702.78a")
}
