package rulings

import "fmt"

// visit — [effect]: "Whenever you roll to visit your Attractions, if the
// result is equal to a number that is lit up on this Attraction,
// [effect]" (702.159a of 2026), the visit ability of an Attraction card
// (717.5). The scenario language reads the effect as that of a triggered
// ability and the keyword replaces its trigger condition (VisitAbility).
// An Attraction may instruct its controller to "claim the prize": its
// second paragraph, starting "Prize — ", is part of the visit ability,
// and claiming the prize performs it (702.159b, opClaimPrize). A keyword
// from Unfinity, dated by that set's release.
var visit = Keyword{Name: visitName, Rule: "702.159", Form: "visit — EFFECT",
	Since: AttractionSince, match: wrappingOnly(visitName), build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != TriggeredAbility || a.Trigger == nil {
			return nil, fmt.Errorf("visit: write the effect after \"Visit — \" (702.159a)")
		}
		w := *a
		w.Keyword = visitName
		w.Trigger = &Trigger{Kind: OnEvent, Event: ActionCompleted, Condition: visited}
		return &w, nil
	}}

const visitName = "visit"

// VisitAbility makes the visit ability of "Visit — EFFECT" from the
// ability its effect reads as, a triggered ability whose trigger
// condition the keyword replaces (702.159a); text is the line as
// printed. prize, when not nil, is the effect of the card's "Prize — "
// paragraph, which each "claim the prize" of the ability performs
// (702.159b).
func VisitAbility(text string, read []*Ability, prize []Instruction) (*Ability, error) {
	if len(read) != 1 {
		return nil, fmt.Errorf("%q: expected one effect after \"Visit — \"", text)
	}
	a, err := WrapAbility(visitName, read)
	if err != nil {
		return nil, err
	}
	a.Text = text
	claims := 0
	a.Effect = withPrize(a.Effect, prize, &claims)
	switch {
	case claims == 0 && prize != nil:
		return nil, fmt.Errorf("%q: the card has a \"Prize — \" paragraph, but its visit ability doesn't claim the prize (702.159b)", text)
	case claims > 0 && prize == nil:
		return nil, fmt.Errorf("%q claims the prize, but the card has no \"Prize — \" paragraph saying what it is (702.159b)", text)
	}
	return a, nil
}

// withPrize returns effect with the prize's instructions under each
// "claim the prize" of it, counting them in claims.
func withPrize(effect, prize []Instruction, claims *int) []Instruction {
	out := make([]Instruction, len(effect))
	for i, ins := range effect {
		if ins.Op == "claim-prize" {
			*claims++
			ins.Else = prize
		} else if len(ins.Else) > 0 {
			ins.Else = withPrize(ins.Else, prize, claims)
		}
		out[i] = ins
	}
	return out
}

// visited is the condition of a visit ability: its controller rolled to
// visit their Attractions and the result is lit up on it (702.159a,
// 717.5). An Attraction is visited only on the battlefield.
func visited(g *Game, ev *Event, src *view) bool {
	if ev.Action != rollToVisitName || src.zone != ZoneInPlay || src.controller != ev.Player {
		return false
	}
	lights := g.lights(src)
	if !containsInt(lights, ev.Amount) {
		return false
	}
	g.record("717.5", "%s's visit ability triggers: %s rolled to visit their Attractions and the result, %d, is lit up on it", src.name(), g.playerName(ev.Player), ev.Amount)
	g.record("702.159a", "visit means \"Whenever you roll to visit your Attractions, if the result is equal to a number that is lit up on this Attraction, [effect]\": %d is among %s", ev.Amount, describeLights(lights))
	return true
}

// opClaimPrize claims the prize of the resolving visit ability: its
// controller performs the actions of the Attraction's "Prize — "
// paragraph (702.159b).
func opClaimPrize(g *Game, r *resolution, ins Instruction) error {
	if len(ins.Else) == 0 {
		return fmt.Errorf("%q: %s has no prize to claim (702.159b): %w", ins.Text, r.source.name(), ErrNoEffect)
	}
	g.record("702.159b", "%s claims the prize of %s: they perform the actions listed after \"Prize —\", part of its visit ability", g.playerName(r.controller), r.source.name())
	for _, e := range ins.Else {
		if err := g.perform(r, e); err != nil {
			return err
		}
	}
	return nil
}
