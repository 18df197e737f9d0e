package rulings

import "slices"

// Where an activated ability functions, read from its own text: an
// ability whose effect moves the object it's on out of a particular zone
// functions only in that zone (402.8g), and an ability may say when it can
// be played (403.3).

// InferAbilityZone sets the zone an activated ability functions in from
// its effect: "return this from your graveyard to play" functions only
// while the card is in its owner's graveyard (402.8g).
func InferAbilityZone(a *Ability) {
	if a.Zone != ZoneNone {
		return
	}
	for _, ins := range a.Effect {
		if ins.Op == "move" && ins.Object.Kind == RefThis && ins.From != ZoneNone {
			a.Zone, a.ZoneRule = ins.From, "402.8g"
			return
		}
	}
}

// abilityTimingRestriction returns the IllegalError for an activated
// ability played outside the steps its text allows, or nil.
func (g *Game) abilityTimingRestriction(p PlayerID, v *view, a *Ability) error {
	if len(a.OnlyDuring) == 0 {
		return nil
	}
	if slices.Contains(a.OnlyDuring, g.step) && (!a.OnlyYourTurn || g.active == p) {
		return nil
	}
	return g.illegal("403.3", "%s's ability \"%s\" has a restriction on its use: it can be %s only during %s", v.name(), a.Text, g.rules.Words.ability(participle), describeSteps(a))
}

// describeSteps names the steps an ability may be played in.
func describeSteps(a *Ability) string {
	s := ""
	for i, st := range a.OnlyDuring {
		if i > 0 {
			s += " or "
		}
		s += st.String()
	}
	if a.OnlyYourTurn {
		return "its controller's " + s + " step"
	}
	return "the " + s + " step"
}
