package rulings

// absorb N: "If a source would deal damage to this creature, prevent N of
// that damage" (702.64a of 2026), a static ability. It prevents at most N
// of each event of damage from one source, and applies again to damage
// from another source or from the same source at another time (702.64b):
// dealDamage asks it once for each event. Several instances each apply
// separately (702.64c). A keyword from Planar Chaos, dated by that set's
// release.
var absorb = Keyword{Name: "absorb", Rule: "702.64", Form: "absorb N", arg: argNumber, Since: "2007-02-02",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	}}

// absorbDamage prevents, for each absorb ability of the creature target,
// up to its N of the n damage source would deal to it in one event, and
// returns what is left.
func (g *Game) absorbDamage(source *view, n int, target ObjectID) int {
	v := g.view(target)
	if v == nil || v.zone != ZoneInPlay || !v.chars().HasType("creature") {
		return n
	}
	first := true
	for _, a := range v.chars().Abilities {
		if a.Keyword != absorb.Name || a.Static == nil || n <= 0 {
			continue
		}
		if first {
			g.noteKeyword(v.name(), absorb)
			if c := countKeyword(v, absorb.Name); c > 1 {
				g.record("702.64c", "%s has %d instances of absorb: each applies separately", v.name(), c)
			}
			first = false
		}
		prevented := min(n, a.Static.Amount.N)
		n -= prevented
		g.record("702.64a", "%s: %d of the damage %s would deal to %s is prevented (%d left)", a.Text, prevented, source.name(), v.name(), n)
	}
	if !first {
		g.record("702.64b", "absorb prevents only its N of this damage from %s; it applies again to damage from another source or dealt at another time", source.name())
	}
	return n
}
