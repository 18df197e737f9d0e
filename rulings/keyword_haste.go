package rulings

// haste: the creature can attack and pay {T} costs although it hasn't been
// under its controller's control since his or her most recent turn began
// (502.5b).
var haste = Keyword{redundantRule: "502.5c", Name: "haste", Rule: "502.5", natureRule: "502.5a", nature: "haste is a static ability", Form: "haste", build: staticKeyword(PlayRule)}

// hasHaste reports whether a permanent has haste.
func hasHaste(c *Characteristics) bool { return hasKeyword(c, haste.Name) }

// cameUnderControlThisTurn reports whether the permanent entered, or
// its controller gained control of it, this turn (a control-changing
// effect, 212.3d).
func (g *Game) cameUnderControlThisTurn(o *Object, v *view) bool {
	return o.Arrived == g.turn && o.Arrived != 0 || g.controlGainedSince(o, v)
}

// noteHasteTap records that haste is what lets a creature that came under
// its controller's control this turn pay a {T} cost (502.5b; 702.10c of
// 2026, which gives tap abilities their own subrule).
func (g *Game) noteHasteTap(o *Object) {
	if v := g.view(o.ID); g.cameUnderControlThisTurn(o, v) && v.chars().HasType("creature") && hasHaste(v.chars()) {
		g.record("502.5b#tap", "%s has haste: it can pay a {T} cost although it came under its controller's control this turn", v.name())
		g.recordRedundant(v, haste.Name)
	}
}

// noteHasteAttack records that haste is what lets a creature that came
// under its controller's control this turn attack.
func (g *Game) noteHasteAttack(o *Object, v *view) {
	if g.cameUnderControlThisTurn(o, v) && hasHaste(v.chars()) {
		g.record("502.5b", "%s has haste: it can attack although it came under its controller's control this turn", v.name())
		g.recordRedundant(v, haste.Name)
	}
}
