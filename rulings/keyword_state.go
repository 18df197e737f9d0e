package rulings

import (
	"maps"
	"slices"
)

// keywordState is what keyword abilities remember beyond objects and
// their counters: echo already paid, counters a permanent left play with,
// the colors of mana spent on a spell, and so on. It lives in one field of
// Game so clone copies it in one place.
type keywordState struct {
	// echoed maps a permanent whose echo has resolved to its controller
	// then, plus one (502.19a).
	echoed map[ObjectID]PlayerID
	// leftCounters holds the counters a permanent had as it left play, by
	// its ID in play (modular, 502.35a).
	leftCounters map[ObjectID]map[string]int
	// colorsPaid holds the colors of mana spent on a spell's costs, by the
	// card's Origin, for sunburst as it comes into play (502.37a).
	colorsPaid map[ObjectID]ColorSet
	// xPaid holds the value of X announced for a spell, by the card's
	// Origin, for an exception of a copy effect as it comes into play
	// ("X additional +1/+1 counters", copy.go).
	xPaid map[ObjectID]int
	// suspendHaste marks the cards played by their suspend ability, by
	// Origin, with their controller then plus one: they have haste until
	// that player loses control of them (502.59a).
	suspendHaste map[ObjectID]PlayerID
	// provoked maps a creature that must block this combat to the
	// creature that provoked it (502.29a).
	provoked map[ObjectID]ObjectID
	// replicated maps a spell on the stack to the number of times its
	// replicate cost was announced (502.52a).
	replicated map[ObjectID]int
	// replicates are the replicate triggers waiting to copy their spells.
	replicates []*stormRecord
	// forecasts lists, by turn, the cards (by Origin) whose forecast
	// ability was played that turn (502.53b).
	forecasts map[int][]ObjectID
	// imprinted maps a card imprinted by an imprint ability to the
	// ability's source (502.34a).
	imprinted map[ObjectID]ObjectID
	// phasedOut lists the permanents that have phased out (502.15b).
	phasedOut []ObjectID
	// phasedIn maps a permanent that phased in to the turn it did
	// (502.15m).
	phasedIn map[ObjectID]int
	// spliced maps a spell on the stack to what it follows with the text
	// of the cards spliced onto it, and spliceCost to what they cost
	// (502.40a, c).
	spliced    map[ObjectID]*Ability
	spliceCost map[ObjectID]ManaCost
	// madness marks the cards (by Origin) removed from the game by their
	// madness ability as they were discarded (502.24a).
	madness map[ObjectID]bool
	// removedBy maps a card removed from the game by an ability to the
	// object and ability that removed it (217.7d, linked_removed.go).
	removedBy map[ObjectID]removal
	// unearthed marks the permanents returned by unearth, by ID, which
	// are exiled if they would leave the battlefield (702.84a of 2026).
	unearthed map[ObjectID]bool
	// evoked marks the spells cast for their evoke cost, by Origin,
	// until the spell or its permanent leaves (702.74a of 2026).
	evoked map[ObjectID]bool
	// ninjaAttacks maps a ninjutsu ability on the stack to what the
	// unblocked creature returned to pay its cost was attacking
	// (502.43c).
	ninjaAttacks map[ObjectID]attackRecipient
	// later is the state of the keywords of 702.121-702.192 of 2026
	// (keywords_later.go).
	later *laterKeywordState
	// err is a decision a keyword asked for as its permanent came into
	// play and the script left unmade (amplify); the resolution that put
	// the permanent into play returns it.
	err error
}

// keywordsState returns the game's keyword state, made on first use.
func (g *Game) keywordsState() *keywordState {
	if g.keywords == nil {
		g.keywords = &keywordState{echoed: map[ObjectID]PlayerID{},
			leftCounters: map[ObjectID]map[string]int{}, colorsPaid: map[ObjectID]ColorSet{}, xPaid: map[ObjectID]int{},
			suspendHaste: map[ObjectID]PlayerID{}, provoked: map[ObjectID]ObjectID{},
			replicated: map[ObjectID]int{}, imprinted: map[ObjectID]ObjectID{}, phasedIn: map[ObjectID]int{}}
	}
	return g.keywords
}

// clone copies the state so an undone action leaves no trace in it.
func (k *keywordState) clone() *keywordState {
	if k == nil {
		return nil
	}
	c := *k
	c.echoed = maps.Clone(k.echoed)
	c.colorsPaid = maps.Clone(k.colorsPaid)
	c.xPaid = maps.Clone(k.xPaid)
	c.suspendHaste = maps.Clone(k.suspendHaste)
	c.provoked = maps.Clone(k.provoked)
	c.replicated = maps.Clone(k.replicated)
	c.imprinted = maps.Clone(k.imprinted)
	c.phasedOut = slices.Clone(k.phasedOut)
	c.phasedIn = maps.Clone(k.phasedIn)
	c.spliced = maps.Clone(k.spliced)
	c.spliceCost = maps.Clone(k.spliceCost)
	c.madness = maps.Clone(k.madness)
	c.removedBy = maps.Clone(k.removedBy)
	c.unearthed = maps.Clone(k.unearthed)
	c.evoked = maps.Clone(k.evoked)
	c.ninjaAttacks = maps.Clone(k.ninjaAttacks)
	c.replicates = slices.Clone(k.replicates)
	c.later = k.later.clone()
	c.forecasts = make(map[int][]ObjectID, len(k.forecasts))
	for t, ids := range k.forecasts {
		c.forecasts[t] = slices.Clone(ids)
	}
	c.leftCounters = make(map[ObjectID]map[string]int, len(k.leftCounters))
	for id, m := range k.leftCounters {
		c.leftCounters[id] = maps.Clone(m)
	}
	return &c
}

// keywordsOnMove is told of every object about to change zones: it
// remembers the counters of a permanent leaving play, which modular counts
// (502.35a). It returns the zone the object goes to.
func (g *Game) keywordsOnMove(o *Object, to Zone) Zone {
	if o.Zone == ZoneInPlay && len(o.Counters) > 0 {
		g.keywordsState().leftCounters[o.ID] = maps.Clone(o.Counters)
	}
	to = g.unearthDestination(o, to)
	to = g.finalityDestination(o, to)
	g.forgetEvoked(o, to)
	to = g.laterKeywordsOnMove(o, to)
	if o.Zone == ZoneHand && to == ZoneGraveyard {
		return g.madnessDiscard(o, to)
	}
	return to
}

// keywordEntering applies a keyword ability a of a permanent coming into
// play, if its file says how (410.10e).
func (g *Game) keywordEntering(o *Object, v *view, a *Ability) {
	if a.Keyword == "" {
		return
	}
	if k, ok := KeywordNamed(a.Keyword); ok && k.entering != nil {
		g.noteKeyword(v.name(), k)
		g.recordSeparateInstance(v, a, "works")
		k.entering(g, o, v, a)
	}
}

// notePaidColors remembers the colors of mana a spell's payment took from
// the pool (unpaid is the pool before, paid after), for sunburst.
func (g *Game) notePaidColors(s *stackSpell, unpaid, paid ManaPool) {
	if !s.isSpell || s.obj.Card == nil {
		return
	}
	var colors ColorSet
	for _, c := range allColors {
		if unpaid.Colored[c] > paid.Colored[c] {
			colors = colors.With(c)
		}
	}
	g.keywordsState().colorsPaid[s.obj.Origin] = colors
	g.keywordsState().xPaid[s.obj.Origin] = s.obj.X
}

// takeKeywordError returns, once, the error a keyword met as its
// permanent came into play.
func (g *Game) takeKeywordError() error {
	if g.keywords == nil {
		return nil
	}
	err := g.keywords.err
	g.keywords.err = nil
	return err
}

// keywordsResolving applies the keywords of a resolving spell that work
// as it resolves (scry), in the order they are written.
func (g *Game) keywordsResolving(r *resolution) error {
	if r.obj == nil || r.obj.Ability != nil || r.source == nil {
		return nil
	}
	for _, a := range r.source.chars().Abilities {
		if a.Keyword == "" {
			continue
		}
		if k, ok := KeywordNamed(a.Keyword); ok && k.resolving != nil {
			g.noteKeyword(r.source.name(), k)
			g.recordSeparateInstance(r.source, a, "works")
			if err := k.resolving(g, r, a); err != nil {
				return err
			}
		}
	}
	return nil
}
