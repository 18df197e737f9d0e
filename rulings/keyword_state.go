package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// keywordState is what keyword abilities remember beyond objects and
// their counters: the spells played this turn (storm), the keyword costs
// announced for spells on the stack (flashback, buyback), and so on. It
// lives in one field of Game so clone copies it in one place.
type keywordState struct {
	// spellsTurn is the turn spellsPlayed counts; spellsPlayed is the
	// number of spells played in it so far (502.30a).
	spellsTurn, spellsPlayed int
	// playedBefore maps a spell on the stack to the number of spells
	// played before it this turn.
	playedBefore map[ObjectID]int
	// paid maps a spell on the stack to the keyword costs announced for
	// it, with how many times each was paid ("buyback": 1).
	paid map[ObjectID]map[string]int
	// echoed maps a permanent whose echo has resolved to its controller
	// then, plus one (502.19a).
	echoed map[ObjectID]PlayerID
	// leftCounters holds the counters a permanent had as it left play, by
	// its ID in play (modular, 502.35a).
	leftCounters map[ObjectID]map[string]int
	// colorsPaid holds the colors of mana spent on a spell's costs, by the
	// card's Origin, for sunburst as it comes into play (502.37a).
	colorsPaid map[ObjectID]ColorSet
	// suspendHaste marks the cards played by their suspend ability, by
	// Origin, with their controller then plus one: they have haste until
	// that player loses control of them (502.59a).
	suspendHaste map[ObjectID]PlayerID
	// err is a decision a keyword asked for as its permanent came into
	// play and the script left unmade (amplify); the resolution that put
	// the permanent into play returns it.
	err error
}

// keywordsState returns the game's keyword state, made on first use.
func (g *Game) keywordsState() *keywordState {
	if g.keywords == nil {
		g.keywords = &keywordState{playedBefore: map[ObjectID]int{}, paid: map[ObjectID]map[string]int{}, echoed: map[ObjectID]PlayerID{},
			leftCounters: map[ObjectID]map[string]int{}, colorsPaid: map[ObjectID]ColorSet{},
			suspendHaste: map[ObjectID]PlayerID{}}
	}
	return g.keywords
}

// clone copies the state so an undone action leaves no trace in it.
func (k *keywordState) clone() *keywordState {
	if k == nil {
		return nil
	}
	c := *k
	c.playedBefore = maps.Clone(k.playedBefore)
	c.echoed = maps.Clone(k.echoed)
	c.colorsPaid = maps.Clone(k.colorsPaid)
	c.suspendHaste = maps.Clone(k.suspendHaste)
	c.leftCounters = make(map[ObjectID]map[string]int, len(k.leftCounters))
	for id, m := range k.leftCounters {
		c.leftCounters[id] = maps.Clone(m)
	}
	c.paid = make(map[ObjectID]map[string]int, len(k.paid))
	for id, m := range k.paid {
		c.paid[id] = maps.Clone(m)
	}
	return &c
}

// noteSpellPlayed counts a spell as played this turn, remembering how many
// were played before it.
func (g *Game) noteSpellPlayed(id ObjectID) {
	k := g.keywordsState()
	if k.spellsTurn != g.turn {
		k.spellsTurn, k.spellsPlayed = g.turn, 0
	}
	k.playedBefore[id] = k.spellsPlayed
	k.spellsPlayed++
}

// paidKeyword returns how many times the keyword cost kw was paid for the
// spell id.
func (g *Game) paidKeyword(id ObjectID, kw string) int {
	if g.keywords == nil {
		return 0
	}
	return g.keywords.paid[id][kw]
}

// keywordCostFor returns the cost of the keyword kw on a spell's face,
// with the ability, or nil.
func keywordCostFor(c *Characteristics, kw string) *Ability {
	for _, a := range c.Abilities {
		if a.Keyword == kw {
			return a
		}
	}
	return nil
}

// announceKeywordCosts takes the keyword costs a player announces as he or
// she plays a spell (409.1b): each must be a keyword of the card whose
// file says how it changes the cost. It returns the cost to pay in place
// of the mana cost, for an alternative cost such as flashback.
func (g *Game) announceKeywordCosts(s *stackSpell, req PlayRequest, chars *Characteristics, cost ManaCost) (ManaCost, error) {
	if len(req.KeywordCosts) == 0 {
		return cost, nil
	}
	counts := map[string]int{}
	for _, kw := range req.KeywordCosts {
		counts[kw]++
	}
	names := slices.Sorted(maps.Keys(counts))
	paid := map[string]int{}
	for _, kw := range names {
		k, ok := KeywordNamed(kw)
		if !ok || k.announce == nil {
			return cost, fmt.Errorf("%q is not a keyword cost (%s)", kw, strings.Join(keywordCostNames(), ", "))
		}
		a := keywordCostFor(chars, kw)
		if a == nil {
			return cost, g.illegal("409.1b", "%s doesn't have %s, so its cost can't be paid", chars.Name, kw)
		}
		var err error
		if cost, err = k.announce(g, s, req, a, counts[kw], cost); err != nil {
			return cost, err
		}
		paid[kw] = counts[kw]
	}
	g.keywordsState().paid[s.obj.ID] = paid
	return cost, nil
}

// PlayZones returns the zones a card played with the named keyword costs
// is played from: the hand, or the zone a keyword plays it from
// (flashback: the graveyard, 502.22a).
func PlayZones(keywordCosts []string) []Zone {
	for _, kw := range keywordCosts {
		if k, ok := KeywordNamed(kw); ok && k.playsFrom != ZoneNone {
			return []Zone{k.playsFrom}
		}
	}
	return []Zone{ZoneHand}
}

// keywordCostNames lists the keywords whose costs a play can announce.
func keywordCostNames() []string {
	var out []string
	for _, k := range Keywords() {
		if k.announce != nil {
			out = append(out, k.Name)
		}
	}
	return out
}

// addKeywordCosts adds the additional keyword costs announced for a spell
// to its total cost (409.1f): buyback, entwine, replicate once per
// payment.
func (g *Game) addKeywordCosts(s *stackSpell, total ManaCost) ManaCost {
	if g.keywords == nil || !s.isSpell {
		return total
	}
	paid := g.keywords.paid[s.obj.ID]
	c := g.view(s.obj.ID).chars()
	for _, kw := range slices.Sorted(maps.Keys(paid)) {
		k, _ := KeywordNamed(kw)
		a := keywordCostFor(c, kw)
		if !k.additional || a == nil {
			continue
		}
		for range paid[kw] {
			total = total.plus(a.Cost.Mana)
		}
		g.record("409.1f", "the %s cost %s is added %d time(s), an additional cost: %s", kw, a.Cost.Mana, paid[kw], total)
	}
	return total
}

// keywordsOnMove is told of every object about to change zones: it
// remembers the counters of a permanent leaving play (modular counts
// them, 502.35a) and applies replacement effects of keywords to a card
// leaving the stack (flashback). It returns the zone the object goes to.
func (g *Game) keywordsOnMove(o *Object, to Zone) Zone {
	if o.Zone == ZoneInPlay && len(o.Counters) > 0 {
		g.keywordsState().leftCounters[o.ID] = maps.Clone(o.Counters)
	}
	if o.Zone != ZoneStack || o.Ability != nil || o.Combat != nil || g.keywords == nil {
		return to
	}
	if g.keywords.paid[o.ID][flashbackName] > 0 && to != ZoneRemoved {
		g.record("502.22a", "the flashback cost was paid for %s: it is removed from the game instead of going to the %s", g.name(o.ID), g.rules.ZoneName(to))
		return ZoneRemoved
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
