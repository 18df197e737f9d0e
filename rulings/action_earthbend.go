package rulings

// earthbendAction: "earthbend N" means "target land you control becomes a
// 0/0 land creature with haste in addition to its other types; put N
// +1/+1 counters on it; when that land dies or is put into exile, return
// it to the battlefield tapped under your control" (701.66a). The
// scenario language spells the printed "Earthbend N." with its target
// ("earthbend N on target land you control"). The land stays a creature
// with haste for as long as it remains that object; the delayed ability
// returns the card, a new object, from the graveyard or exile it went to,
// and never triggers for the land leaving the battlefield any other way.
// A keyword action from Avatar: The Last Airbender, dated by that set's
// release.
var earthbendAction = KeywordAction{
	Name:   "earthbend",
	Rule:   "701.66",
	Since:  "2025-11-21",
	Oracle: []string{"earthbend N"},
	Ops:    []string{"earthbend", "earthbend-return"},
}

// opEarthbend makes each land of the instruction a 0/0 land creature
// with haste, puts the counters on it and creates the delayed triggered
// ability that returns it.
func opEarthbend(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	var bent []ObjectID
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay || !g.view(id).chars().HasType("land") {
			continue
		}
		gained := haste.build(haste.Name, keywordValue{})
		gained.Keyword = haste.Name
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerType, AddTypes: []string{"creature"}, Duration: Forever, Text: "becomes a land creature in addition to its other types"})
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: 0, Toughness: 0, Duration: Forever, Text: "becomes 0/0"})
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained}, Duration: Forever, Text: "has haste"})
		put := g.putCountersOn(o, "+1/+1", n, false)
		g.record("701.66a", "%s earthbends %d: %s becomes a 0/0 land creature with haste in addition to its other types and gets %s", g.playerName(r.controller), n, g.name(id), count(put, "+1/+1 counter"))
		bent = append(bent, id)
	}
	if len(bent) == 0 {
		return nil
	}
	d := &delayedTrigger{source: r.source, controller: r.controller, leavesPlay: true, diesOrExiled: true}
	for _, id := range bent {
		d.objects = append(d.objects, g.view(id))
	}
	text := "when that land dies or is put into exile, return it to the battlefield tapped under your control"
	d.ability = &Ability{Kind: TriggeredAbility, Text: text, Effect: []Instruction{{Op: "earthbend-return", Object: Ref{Kind: RefIt}, Text: "return it to the battlefield tapped under your control"}}}
	g.record("701.66a", "earthbend creates the delayed triggered ability \"%s\" about %s", text, g.name(bent[0]))
	g.delayed = append(g.delayed, d)
	g.completedAction(r.controller, "earthbend", g.names(bent)+" made a land creature")
	return nil
}

// opEarthbendReturn returns the card of earthbend's delayed ability, from
// the graveyard or exile it went to, to the battlefield tapped under the
// ability's controller's control (701.66a).
func opEarthbendReturn(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		if g.cantComeIntoPlay(id) {
			continue
		}
		name := g.name(id)
		now := g.enterPlay(id, r.controller)
		if o := g.objects[now]; o != nil && o.Zone == ZoneInPlay {
			o.Tapped = true
			g.record("701.66a", "%s returns to the battlefield tapped under %s's control, a new object that is no longer a creature", name, g.playerName(r.controller))
		}
	}
	return nil
}

// diesOrExiled reports whether ev, a permanent leaving the battlefield,
// is what earthbend's delayed ability waits for: a creature put into a
// graveyard (it dies) or a permanent put into exile.
func diesOrExiled(ev *Event) bool {
	if ev.To == ZoneRemoved {
		return true
	}
	return ev.To == ZoneGraveyard && ev.Object != nil && ev.Object.chars().HasType("creature")
}
