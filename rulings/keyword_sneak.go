package rulings

// sneak {COST}: "Any time you could cast an instant during your declare
// blockers step, you may cast this spell by paying [cost] and returning an
// unblocked creature you control to its owner's hand rather than paying
// this spell's mana cost" (702.190a of 2026), an alternative cost cast
// with the clause "paying the sneak cost" and the creature returned
// ("returning "Grizzly Bears""). A permanent spell whose sneak cost was
// paid enters tapped and attacking the player, planeswalker or battle the
// returned creature was attacking (702.190b). A keyword from Teenage
// Mutant Ninja Turtles, dated by that set's release.
var sneak = Keyword{Name: sneakName, Rule: "702.190", Form: "sneak {COST}", arg: argCost, Since: "2026-03-06",
	build: func(text string, v keywordValue) *Ability {
		part := CostPart{Action: SneakReturn, Text: "return an unblocked creature you control to its owner's hand"}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, sneakName) == a {
			g.sneakEntering(o, v)
		}
	}}

func init() {
	castWays[sneakName] = castWay{rule: "702.190a", alternative: true, allowed: duringOwnDeclareBlockers}
}

// SneakReturn is sneak's "return an unblocked creature you control to its
// owner's hand" (702.190a), paid as ninjutsu's is with the creature the
// clause "returning" names.
const SneakReturn CostAction = 44

// duringOwnDeclareBlockers is sneak's condition: it is p's declare
// blockers step; it says why not, or "" when it is.
func duringOwnDeclareBlockers(g *Game, p PlayerID, _ *Object, chars *Characteristics) string {
	if g.active != p || g.step != DeclareBlockers || g.combat == nil {
		return "it isn't " + g.playerName(p) + "'s declare blockers step"
	}
	return ""
}

// sneakTiming reports whether the spell req casts for its sneak cost may
// be cast now although it could be cast only as a sorcery otherwise: any
// time its caster could cast an instant during their declare blockers
// step (702.190a).
func (g *Game) sneakTiming(req PlayRequest, c *Characteristics) bool {
	if req.KeywordCost != sneakName || firstKeywordOf(c, sneakName) == nil || duringOwnDeclareBlockers(g, req.Player, nil, c) != "" {
		return false
	}
	g.record("702.190a", "%s casts %s for its sneak cost during their declare blockers step, any time they could cast an instant", g.playerName(req.Player), c.Name)
	return true
}

// rememberSneakAttack keeps, as the spell o cast for its sneak cost
// becomes a permanent, what the creature returned for its cost was
// attacking, under the card's Origin for the permanent to find.
func (g *Game) rememberSneakAttack(o *Object) {
	ks := g.keywordsState()
	to, known := ks.ninjaAttacks[o.ID]
	if !known {
		return
	}
	delete(ks.ninjaAttacks, o.ID)
	st := g.laterState()
	if st.sneakAttacks == nil {
		st.sneakAttacks = map[ObjectID]attackRecipient{}
	}
	st.sneakAttacks[o.Origin] = to
}

// sneakEntering makes the permanent whose sneak cost was paid enter
// tapped and attacking what the returned creature was attacking
// (702.190b); it was never declared as an attacking creature (506.3a of
// 2026).
func (g *Game) sneakEntering(o *Object, v *view) {
	if !g.castWithKeyword(o, sneakName) {
		g.record("702.190b", "%s's sneak cost wasn't paid: it enters as any permanent does", v.name())
		return
	}
	st := g.laterState()
	to, known := st.sneakAttacks[o.Origin]
	delete(st.sneakAttacks, o.Origin)
	o.Tapped = true
	if !known || g.combat == nil {
		g.record("702.190b", "%s's sneak cost was paid, but there is no combat: it enters tapped and isn't attacking", v.name())
		return
	}
	what, kind, ok := g.joinAttack(o.ID, to)
	if !ok {
		return
	}
	g.record("702.190b", "%s's sneak cost was paid: it enters tapped and attacking %s, the %s the returned creature was attacking", v.name(), what, kind)
	g.noteNotDeclaredAttacker(o.ID)
}

// sneakName is sneak's name, for the functions its entry in the table
// refers to, which can't refer to the entry itself.
const sneakName = "sneak"
