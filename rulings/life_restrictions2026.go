package rulings

// An effect saying players can't pay life or sacrifice some permanents to
// cast spells or activate abilities (Angel of Jubilation) wins over the
// rules and effects that would let them (101.2): a Phyrexian symbol in
// such a cost must then be paid with mana of its color (107.4f), and a
// permanent the effect names can't be sacrificed to pay it. Paying 0 life
// is always possible (119.4b).

// costPurpose says what a mana payment is for: the cost of casting a
// spell or activating an ability, or anything else (a cost paid while an
// ability resolves, a special action).
type costPurpose int

const (
	otherPayment costPurpose = iota
	castOrActivate
)

// lifePaymentForbidden returns the ability that stops player p from paying
// life for a payment made for purpose, and the permanent that has it.
func (g *Game) lifePaymentForbidden(p PlayerID, purpose costPurpose) (*view, *Ability) {
	if purpose != castOrActivate {
		return nil, nil
	}
	for src, a := range g.staticsInPlay(CantPayLifeOrSacrifice) {
		return src, a
	}
	return nil, nil
}

// noteLifeForbidden records why p pays no life for the Phyrexian symbols
// of cost.
func (g *Game) noteLifeForbidden(p PlayerID, cost ManaCost, src *view, a *Ability) {
	g.record("103.2", "%s's ability \"%s\" says %s can't pay life, which wins over the rule letting a Phyrexian symbol be paid with 2 life: each Phyrexian symbol of %s must be paid with mana of its color", src.name(), a.Text, g.playerName(p), cost)
	g.noteCantPayEvent(p, "paying life")
}

// sacrificeForbidden refuses the sacrifice of v to pay the cost of a spell
// or ability being cast or activated when an effect says it can't be.
func (g *Game) sacrificeForbidden(p PlayerID, v *view) error {
	for src, a := range g.staticsInPlay(CantPayLifeOrSacrifice) {
		f := a.Static.Filter
		if g.matches(&f, v, p, nil) {
			g.noteCantPayEvent(p, "sacrificing "+v.name())
			return g.illegal("103.2", "%s's ability \"%s\" says %s can't be sacrificed to %s spells or %s abilities, which wins over the cost's instruction to sacrifice it", src.name(), a.Text, v.name(), verbStem(g.rules.Words.PlaysSpell), verbStem(g.rules.Words.PlaysAbility))
		}
	}
	return nil
}

// verbStem is "cast" for "casts", "play" for "plays".
func verbStem(third string) string {
	if len(third) > 1 && third[len(third)-1] == 's' {
		return third[:len(third)-1]
	}
	return third
}
