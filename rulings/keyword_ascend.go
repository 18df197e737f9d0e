package rulings

// ascend: on an instant or sorcery spell, a spell ability, "If you control
// ten or more permanents and you don't have the city's blessing, you get
// the city's blessing for the rest of the game" (702.131a of 2026),
// followed before the spell's other instructions as it is printed first;
// on a permanent, a static ability, "Any time you control ten or more
// permanents and you don't have the city's blessing, you get the city's
// blessing for the rest of the game" (702.131b), which the engine checks
// each time a player would receive priority. The city's blessing is a
// designation with no rules meaning of its own (702.131c); any number of
// players may have it. A keyword from Rivals of Ixalan, dated by that
// set's release.
var ascend = Keyword{Name: "ascend", Rule: "702.131", Form: "ascend", Since: "2018-01-19",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule}}
	}}

// permanentsOf counts the permanents player p controls.
func (g *Game) permanentsOf(p PlayerID) int {
	n := 0
	for _, id := range g.inPlay {
		if g.view(id).controller == p {
			n++
		}
	}
	return n
}

// ascendFor gives player p the city's blessing if they control ten or
// more permanents and don't have it yet; rule is the subrule of the
// ascend ability that asks (702.131a or b), source its object's name.
func (g *Game) ascendFor(p PlayerID, rule, source string) {
	st := g.laterState()
	if st.blessed[p] {
		g.record("702.131c", "%s has the city's blessing already: the ascend of %s does nothing", g.playerName(p), source)
		return
	}
	n := g.permanentsOf(p)
	if n < 10 {
		g.record(rule, "%s controls %d permanents, fewer than ten: the ascend of %s doesn't give them the city's blessing", g.playerName(p), n, source)
		return
	}
	if st.blessed == nil {
		st.blessed = map[PlayerID]bool{}
	}
	st.blessed[p] = true
	g.record(rule, "%s controls %d permanents, ten or more, and doesn't have the city's blessing: they get it for the rest of the game", g.playerName(p), n)
	g.record("702.131c", "the city's blessing is a designation %s keeps for the rest of the game; any number of players may have it", g.playerName(p))
}

// HasCityBlessing reports whether player p has the city's blessing
// (702.131c).
func (g *Game) HasCityBlessing(p PlayerID) bool {
	return g.keywords != nil && g.keywords.later != nil && g.keywords.later.blessed[p]
}

// ascendResolving applies the ascend of an instant or sorcery spell as it
// resolves, before its other instructions (702.131a).
func (g *Game) ascendResolving(r *resolution) {
	if r.obj == nil || r.obj.Ability != nil || r.source == nil || firstKeyword(r.source, "ascend") == nil {
		return
	}
	if c := r.source.chars(); !c.HasType("instant") && !c.HasType("sorcery") {
		return
	}
	g.noteKeyword(r.source.name(), ascend)
	g.ascendFor(r.controller, "702.131a", r.source.name())
}

// checkAscend applies the ascend abilities of permanents: each controller
// of one with ten or more permanents and without the city's blessing gets
// it (702.131b). Fewer than ten, nothing is recorded: the ability waits.
func (g *Game) checkAscend() {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o == nil || o.Card == nil || !hasKeyword(&o.Card.Faces[0], "ascend") {
			continue
		}
		v := g.view(id)
		if !hasKeyword(v.chars(), "ascend") || g.HasCityBlessing(v.controller) || g.permanentsOf(v.controller) < 10 {
			continue
		}
		g.noteKeyword(v.name(), ascend)
		g.ascendFor(v.controller, "702.131b", v.name())
	}
}
