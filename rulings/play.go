package rulings

import (
	"errors"
	"fmt"
	"slices"
)

// PlayRequest is a player's play of a spell or activated ability, with
// every announcement of 409.1b-e and the payments of 409.1g-h.
type PlayRequest struct {
	Player PlayerID
	// Card is the card to play (a spell) or the source (an ability).
	Card ObjectID
	// Ability is the activated ability's index among the source's
	// activated abilities; ignored for spells.
	Ability int
	// Face is the half of a split card to play (505.2).
	Face string
	// X is the announced value of X (409.1b).
	X int
	// Targets are the chosen targets, in the order the instances of the
	// word "target" appear (409.1c).
	Targets []Target
	// Sacrifices and Discards are the objects chosen to pay the additional
	// or activation costs, in order.
	Sacrifices []ObjectID
	Discards   []ObjectID
	// ManaSources are permanents whose mana abilities the player plays
	// while paying (409.1g).
	ManaSources []ObjectID
	// Convoke lists the creatures tapped for convoke (502.46a).
	Convoke []ConvokeChoice
	// Kicked announces the intention to pay the kicker cost (409.1b).
	Kicked bool
	// Kickers name the kicker costs announced ("{W}", "{2}{B}") of a
	// spell with more than one (502.21a); Kicked with none named announces
	// the only one.
	Kickers []string
	// FaceDown plays a card with morph face down (an alternative method of
	// playing it, 409.1b).
	FaceDown bool
	// Alternative announces paying the spell's alternative cost instead of
	// its mana cost (409.1b, 409.1f).
	Alternative bool
	// Flashback plays the card from its owner's graveyard for its
	// flashback cost (502.22a).
	Flashback bool
	// Bestow casts a card with bestow for its bestow cost, as an Aura
	// spell (702.103b of 2026).
	Bestow bool
	// Buyback announces paying the spell's buyback cost (502.16a).
	Buyback bool
	// Entwine announces paying the entwine cost to choose every mode
	// (502.32a).
	Entwine bool
	// Replicate is how many times the replicate cost is paid (502.52a).
	Replicate int
	// Splice lists the cards in hand revealed to splice onto the spell,
	// in the order their instructions are followed (502.40a-b).
	Splice []ObjectID
	// Offering is the permanent sacrificed to play a card with offering
	// (502.42a).
	Offering ObjectID
	// Division is how a divided effect is split among the targets, in
	// target order (409.1e).
	Division []int
	// Returns are the creatures returned to hand to pay a cost (ninjutsu).
	Returns []ObjectID
	// DuringResolution plays the spell as an effect of a resolving spell
	// or ability instructs, without paying its mana cost and with no
	// priority afterwards (413.2e).
	DuringResolution bool
	// PaidInstead names the alternative cost paid for a spell played
	// during a resolution (madness, miracle); empty, the spell is cast
	// paying no cost at all, so a value of X its text doesn't define can
	// only be 0 (107.3b of 2026).
	PaidInstead string
	// Transformed casts a double-faced card with its back face up, as an
	// effect that says "cast it transformed" does (a Siege's ability,
	// 310.11b of 2026; 712.11a).
	Transformed bool
	// Assist is another player's help in paying the generic mana of a
	// spell with assist (702.132a of 2026).
	Assist *Assistance
	// Fused casts both halves of a split card with fuse from the hand as
	// one fused split spell (702.102a of 2026).
	Fused bool
	// KeywordCost names the keyword whose way of casting the spell is
	// used ("blitz", "escape"): an alternative or additional cost a
	// keyword of 702.121-702.192 of 2026 offers (keywords_later.go).
	KeywordCost string
	// KeywordCostTimes is how many times that keyword's cost is paid, for
	// one paid any number of times (squad); 0 or 1 is once.
	KeywordCostTimes int
	// Improvise lists the artifacts tapped for improvise, each paying
	// for one generic mana of the total cost (702.126a of 2026).
	Improvise []ObjectID
	// Waterbend lists the artifacts and creatures tapped to pay the
	// generic mana of a waterbend cost (701.67a of 2026).
	Waterbend []ObjectID
	// Delve lists the cards exiled from the graveyard for delve, each
	// paying for one generic mana of the total cost (702.66a of 2026).
	Delve []ObjectID
}

// ConvokeChoice is one creature tapped for convoke and what it pays: "{1}"
// or a colored mana symbol; empty when the player leaves it to be asked.
type ConvokeChoice struct {
	Creature ObjectID
	Pays     string
}

// stackSpell is the bookkeeping of one play in progress.
type stackSpell struct {
	obj       *Object
	ability   *Ability
	source    *Object
	isSpell   bool
	totalCost ManaCost
	// extra is an optional additional mana cost announced (kicker);
	// buyback is the buyback cost, when announced.
	extra   ManaCost
	buyback ManaCost
	parts   []CostPart
	// waterbend is the generic mana of a spell's additional waterbend
	// costs, added to its total cost (701.67b of 2026).
	waterbend int
	events    []Event
	before    []*view
}

// Play plays a spell from a player's hand (409.1). If the play turns out
// to be illegal, the game returns to the moment before it (409.1, 422.1)
// and the error says why.
func (g *Game) Play(req PlayRequest) error {
	return g.undoable(req.Player, func() error { return g.playSpell(req) })
}

// Activate plays an activated ability (409.1); mana abilities resolve at
// once (411.1).
func (g *Game) Activate(req PlayRequest) error {
	return g.undoable(req.Player, func() error { return g.activate(req) })
}

func (g *Game) undoable(p PlayerID, action func() error) error {
	return g.undoableAs("409.1", "taking the action", p, action)
}

// undoableAs is undoable for an action whose own rule says it is reversed
// when illegal: a declaration of attackers (308.2) or of blockers (309.2),
// named by what in the trace.
func (g *Game) undoableAs(rule, what string, p PlayerID, action func() error) error {
	if g.over {
		return g.illegal("102.1", "the game is over: it ended immediately when a player won or it became a draw")
	}
	if err := g.beforeGame(p); err != nil {
		return err
	}
	snapshot := g.clone()
	log := &manaAbilityLog{taken: map[PlayerID]int{}}
	g.manaLog = log
	g.playerActed()
	err := g.checkDecider(p)
	if err == nil {
		err = action()
	}
	g.manaLog = nil
	if err == nil {
		// A decision a keyword met where no error could be returned
		// (madness, as a card is discarded) stops the action here.
		err = g.takeKeywordError()
	}
	if err == nil {
		g.recycle(snapshot)
		if d := g.mustDiffer; d != nil && d.Player == p {
			// The player made a game choice other than passing (732.2c).
			g.mustDiffer = nil
		}
		return nil
	}
	var illegal *IllegalError
	if errors.As(err, &illegal) {
		g.restore(snapshot)
		g.record(rule, "%s was unable to comply with the rules while %s: it was illegal, and the game returns to the moment before it", g.playerName(p), what)
		g.record("422.1", "the action is reversed: the game returns to the moment before it")
		g.record("422.2", "%s had priority and retains it: he or she may take another action or pass", g.playerName(g.priority))
		if g.keepIrreversibleMana(log) && len(g.pending) > 0 {
			// What the mana abilities left played triggered goes on the
			// stack before the player with priority acts (410.3).
			if perr := g.givePriority(g.priority); perr != nil {
				return perr
			}
		}
		return err
	}
	g.restore(snapshot)
	return err
}

// timingRule returns the rule letting a card of these types be played now,
// and whether it allows it.
func (g *Game) canPlayNow(p PlayerID, c *Characteristics) (string, bool) {
	if c.HasType("instant") {
		return "212.5a", true
	}
	if g.hasFlash(p, c) {
		return "502.57a", true
	}
	rule := "212.7a"
	switch {
	case c.HasType("creature"):
		rule = "212.3a"
	case c.HasType("artifact"):
		rule = "212.2a"
	case c.HasType("enchantment"):
		rule = "212.4a"
	case c.HasType("planeswalker"):
		rule = "306.1#planeswalker"
	case c.HasType("battle"):
		rule = "310.1#battle"
	}
	return rule, g.sorceryWindow(p)
}

// sorceryWindow reports whether p could play a sorcery now: a main phase
// of p's turn with the stack empty.
func (g *Game) sorceryWindow(p PlayerID) bool {
	return g.active == p && g.step.isMain() && len(g.stack) == 0
}

func (g *Game) playSpell(req PlayRequest) error {
	card := g.objects[req.Card]
	req = aftermathRequest(req, card)
	p := req.Player
	name := g.playerName(p)
	// An effect may play a card from the removed-from-the-game zone
	// (suspend) or from the library (ripple).
	fromRemoved := req.DuringResolution && card != nil && (card.Zone == ZoneRemoved || card.Zone == ZoneLibrary)
	fromGraveyard := (req.Flashback || castsFromGraveyard(req.KeywordCost)) && card != nil && card.Zone == ZoneGraveyard
	fromRemoved = fromRemoved || castsFromExile(req.KeywordCost) && card != nil && card.Zone == ZoneRemoved
	fromRemoved = fromRemoved || g.preparedCopyCastable(p, card)
	if card != nil && card.Zone == ZoneLibrary && !fromRemoved && card.Owner == p {
		if err := g.castFromLibraryTop(p, card, req); err != nil {
			return err
		}
		fromRemoved = true
	}
	asOwn := fromGraveyard && g.graveyardAsOwn(p, card)
	// An effect that lets a player cast a card in exile as it resolves
	// lets that player cast it whoever owns it (310.11b: a Siege's
	// controller).
	byEffect := req.DuringResolution && fromRemoved && card.Zone == ZoneRemoved
	if card == nil || (card.Zone != ZoneHand && !fromRemoved && !fromGraveyard) || card.Owner != p && !asOwn && !byEffect {
		if req.Flashback {
			return g.illegal("502.22a", "%s has no such card in his or her graveyard to %s with flashback", name, g.rules.Words.spell(baseForm))
		}
		return g.illegal("217.3a", "%s has no such card in hand, where cards are held until they are played", name)
	}
	if g.priority != p && !req.DuringResolution {
		return g.illegal("408.1d", "%s can't %s %s: %s has priority", name, g.rules.Words.spell(baseForm), g.name(card.ID), g.playerName(g.priority))
	}
	face := 0
	var fused *Characteristics
	if req.Fused {
		var err error
		if fused, err = g.fusedCast(p, card); err != nil {
			return err
		}
	} else if card.Card.IsSplit() {
		face = card.Card.Face(req.Face)
		if face < 0 {
			return &DecisionError{Player: name, Question: "which half of " + card.Card.Name + " to play", Options: faceNames(card.Card)}
		}
		g.noteSplitHalfChosen(name, card.Card, face)
	}
	chars := &card.Card.Faces[face]
	if fused != nil {
		chars = fused
	}
	adventure := card.Card.isAdventure(req.Face)
	if adventure {
		chars = card.Card.Adventure
		g.record("715.3", "%s chooses to cast %s as an Adventure, %s, rather than normally", name, card.Card.Name, chars.Name)
		g.record("715.3a", "%s is cast as an Adventure, %s: only those alternative characteristics are evaluated", card.Card.Name, chars.Name)
		g.noteAdventurerCard(card.Card)
	}
	var bestowCostMana ManaCost
	if req.Bestow {
		bc, ok := bestowCost(chars)
		if !ok {
			return g.illegal("409.1b", "%s has no bestow cost", chars.Name)
		}
		if req.Alternative || req.FaceDown || req.Flashback || req.DuringResolution {
			g.recordLater("118.9a", "only one alternative cost can be applied to any one spell as it's being cast: %s", chars.Name)
			return g.illegal("409.1b", "two alternative methods of playing or alternative costs can't be applied to %s", chars.Name)
		}
		// Choosing the bestow cost makes the spell an Aura with enchant
		// creature, which the rest of the proposal sees (601.3b of 2026).
		chars, bestowCostMana = bestowed(chars), bc
	}
	if chars.HasType("land") {
		if chars.HasType("artifact") {
			g.record("212.2f", "%s is an artifact land: like any land, it can be played only as a land", chars.Name)
		}
		if len(chars.Types) > 1 {
			g.recordLater("300.2a", "%s is both a land and another card type: it can only be played as a land, and can't be cast as a spell", chars.Name)
		}
		return g.illegal("212.6g", "%s is a land: it can be played only as a land, not as a spell", chars.Name)
	}
	if why := g.playWindow(p, chars); why != "" {
		return g.illegal("412.4", "%s can't %s %s now: \"%s\" applies from the hand", name, g.rules.Words.spell(baseForm), chars.Name, why)
	}
	if asOwn {
		g.noteGraveyardAsOwn(p, card, chars)
	}
	rule, timely := g.canPlayNow(p, chars)
	if rule == "212.5a" && !req.DuringResolution && !g.sorceryWindow(p) {
		g.record("212.5a", "%s is an instant: %s may %s it any time he or she has priority", chars.Name, name, g.rules.Words.spell(baseForm))
	}
	if !timely && !req.DuringResolution {
		if src, allowed := g.flashPermitted(p, chars); allowed {
			timely = true
			if asOwn {
				g.noteBothAsThough(p, chars, src)
			}
			if req.Bestow {
				g.record("601.3b", "choosing the bestow cost makes %s an Aura spell, so %s lets %s begin to cast it as though it had flash", chars.Name, src, name)
			} else {
				g.record("502.57a", "%s lets %s cast %s as though it had flash", src, name, chars.Name)
			}
		}
	}
	if !req.DuringResolution {
		if src, a, ok := g.castOnlyAsSorcery(p); ok && !g.sorceryWindow(p) {
			g.record("103.2", "%s's ability says %s can't cast spells but as a sorcery: that wins over anything allowing %s to cast %s now", src.name(), name, name, chars.Name)
			return g.illegal("212.7e", "%s can cast spells only any time they could cast a sorcery, as %s's ability \"%s\" says: in a main phase of their own turn, with the stack empty", name, src.name(), a.Text)
		}
	}
	if rule == "306.1#planeswalker" && timely && !req.DuringResolution {
		g.record("306.1#planeswalker", "%s has priority in a main phase of their turn with the stack empty: %s may cast the planeswalker card %s", name, name, chars.Name)
	}
	if rule == "310.1#battle" && timely && !req.DuringResolution {
		g.record("310.1#battle", "%s has priority in a main phase of their turn with the stack empty: %s may cast the battle card %s", name, name, chars.Name)
	}
	if !timely && !req.DuringResolution && !g.offeringTiming(req, chars) && !g.sneakTiming(req, chars) {
		return g.illegal(rule, "%s can %s %s only during a main phase of his or her turn with the stack empty", name, g.rules.Words.spell(baseForm), chars.Name)
	}
	if timely && !req.DuringResolution && !g.hasFlash(p, chars) {
		g.noteMainPhaseSpell(p, chars)
	}
	if err := g.splitSecondForbids(p, g.rules.Words.spell(baseForm), chars.Name); err != nil {
		return err
	}
	if err := g.legendarySpellRestriction(p, chars); err != nil {
		return err
	}
	if g.epicFor(p) != nil {
		return g.illegal("502.44b", "%s can't %s spells for the rest of the game: a spell with epic %s controlled has resolved", name, g.rules.Words.spell(baseForm), name)
	}
	if src, ok := g.prohibited(p, card.ID); ok && (!req.Bestow || g.prohibitsSpell(p, chars)) {
		return g.illegal("409.4", "%s can't begin to %s %s: %s prohibits it", name, g.rules.Words.spell(baseForm), chars.Name, src)
	}
	cost := chars.ManaCost
	if req.DuringResolution {
		cost = ManaCost{}
	}
	var alternative *Ability
	if req.Alternative {
		if alternative = alternativeCost(chars); alternative == nil {
			return g.illegal("409.1b", "%s has no alternative cost to pay", chars.Name)
		}
		if req.FaceDown || req.DuringResolution {
			return g.illegal("409.1b", "two alternative methods of playing or alternative costs can't be applied to %s", chars.Name)
		}
		cost = alternative.Cost.Mana
		g.noteAlternativeCost(chars, alternative)
	}
	if req.Flashback {
		fc, ok := g.flashbackCostOf(card, chars)
		switch {
		case !ok:
			return g.illegal("502.22a", "%s has no flashback", chars.Name)
		case req.Alternative || req.FaceDown || req.DuringResolution:
			return g.illegal("409.1b", "two alternative methods of playing or alternative costs can't be applied to %s", chars.Name)
		}
		g.noteKeyword(chars.Name, flashback)
		g.record("502.22a", "%s %s %s from the graveyard by paying its flashback cost %s rather than its mana cost", name, g.rules.Words.PlaysSpell, chars.Name, fc)
		g.record("401.4", "flashback is a static ability of %s that lets it be %s from the graveyard: it is active while the card is there", chars.Name, g.rules.Words.spell(participle))
		cost = fc
	}
	if req.KeywordCost != "" {
		var err error
		if cost, err = g.keywordCastCost(req, card, chars, cost); err != nil {
			return err
		}
	}
	if req.Bestow {
		cost = bestowCostMana
	}
	if req.FaceDown {
		if _, ok := morphCost(chars); !ok && !isDisguised(chars) {
			return g.illegal("502.26c", "%s has no morph ability, so it can't be %s face down", chars.Name, g.rules.Words.spell(participle))
		}
		cost = ManaCost{Generic: 3}
	}
	if !chars.HasCost && !req.DuringResolution && !req.Alternative && !req.Flashback && !req.Bestow && !req.FaceDown {
		g.record("213.1a", "a nonexistent mana cost can't be paid")
		return g.illegal("401.1b", "%s has no mana cost, and a nonexistent mana cost can't be paid: it can be %s only for another cost or without paying its mana cost", chars.Name, g.rules.Words.spell(participle))
	}
	if chars.HasCost && chars.ManaCost.IsZero() && cost.IsZero() && !req.DuringResolution {
		g.record("104.3e", "the mana cost of %s is {0}, zero mana: it costs nothing, but %s still %s it like any other spell", chars.Name, name, g.rules.Words.PlaysSpell)
		g.recordLater("118.5", "the cost of %s is {0}: %s pays it by acknowledging it; it requires no resources, but isn't paid automatically", chars.Name, name)
		g.recordLater("107.4d", "the symbol {0} in the cost of %s represents zero mana: a placeholder for a cost paid with no resources", chars.Name)
	}
	before := g.view(card.ID)
	if len(g.stack) > 0 && !req.DuringResolution && g.priority == p {
		g.recordLater("117.7", "%s casts %s while %s is on the stack: the new spell goes on top of it", name, chars.Name, g.name(g.stack[len(g.stack)-1]))
	}
	// 409.1a: the card moves from the zone it's in to the stack.
	g.record("409.1a", "%s announces %s and moves it from the %s to the stack", name, chars.Name, g.rules.ZoneName(before.zone))
	ev := g.move(card.ID, ZoneStack, p)
	obj := g.objects[ev.NewID]
	switch {
	case obj.Copy:
		// The copy of a prepare spell, cast from exile, is no physical
		// card (722.3c).
		g.recordLater("722.3c", "%s casts the copy of a prepare spell, %s, from exile: a copy of a card, it is put on the stack with no physical card", name, chars.Name)
	case !req.FaceDown:
		// A face-down spell has no characteristics of its card (708).
		g.noteStackObject(name, chars.Name, true)
	}
	g.noteSpellPutOnStack(p, obj, req.DuringResolution)
	obj.FlashedBack = req.Flashback
	if adventure {
		obj.Face = adventureFace
		g.record("715.3b", "while on the stack as an Adventure, %s has only its alternative characteristics: it is %s", card.Card.Name, chars.Name)
	}
	if req.Bestow {
		obj.Bestowed = true
		g.record("702.103a", "%s chooses to cast %s bestowed, paying its bestow cost %s rather than its mana cost: an alternative cost", g.playerName(p), chars.Name, bestowCostMana)
		g.record("702.103b", "%s is cast for its bestow cost %s: it is an Aura spell with enchant creature, not a creature spell", chars.Name, bestowCostMana)
	}
	for i, t := range req.Targets {
		// A target naming the card being played names the spell it became.
		if !t.IsPlayer && t.Object == card.ID {
			req.Targets[i].Object = obj.ID
		}
	}
	if req.FaceDown && isDisguised(chars) {
		obj.FaceDown = true
		g.noteDisguiseCast(name, chars)
		s := &stackSpell{obj: obj, isSpell: true, events: []Event{ev}, before: []*view{before}}
		return g.completePlay(s, req, cost)
	}
	if req.FaceDown {
		obj.FaceDown = true
		g.record("409.1b", "%s %s %s face down with morph, an alternative method of %s it: a 2/2 creature spell with no name, text or mana cost, for the alternative cost {3}", name, g.rules.Words.PlaysSpell, chars.Name, g.rules.Words.spell(gerund))
		g.noteKeyword(chars.Name, morph)
		g.record("504.1", "the morph ability of %s allows it to be a face-down spell", chars.Name)
		g.record("502.26b", "%s is turned face down and put onto the stack as a face-down spell: {3} is paid rather than its mana cost", chars.Name)
		g.record("504.2", "the face-down spell has no characteristics other than those morph lists: a 2/2 creature with no name, text, subtypes or mana cost")
		g.noteCastFaceDown(chars.Name)
		g.recordLater("613.2b", "the face-down spell's characteristics are modified in layer 1b, after copiable effects and before every other layer")
		s := &stackSpell{obj: obj, isSpell: true, events: []Event{ev}, before: []*view{before}}
		return g.completePlay(s, req, cost)
	}
	if fused != nil {
		obj.Face = fusedFace
		g.noteFusedSpell(card.Card, chars)
	} else if card.Card.IsSplit() {
		obj.Face = face
		g.record("505.1", "%s is a split card: two card faces on a single card", card.Card.Name)
		g.record("505.2", "only the characteristics of %s exist while it is a spell", chars.Name)
		g.record("505.3", "while it is a spell, %s is only %s, the color of the half being %s", card.Card.Name, chars.Colors, g.rules.Words.spell(participle))
	}
	front := chars
	if back, err := g.castTransformed(req, obj, chars); err != nil {
		return err
	} else if back != nil {
		chars = back
	} else if obj.Card.Back != nil {
		g.record("712.11", "%s is a double-faced card: it is cast with its front face up, as %s", obj.Card.Name, chars.Name)
		g.noteDoubleFacedCast(obj.Card)
	}
	g.noteMeldCardCast(obj.Card, chars)
	s := &stackSpell{obj: obj, isSpell: true, ability: spellAbilityOf(chars), events: []Event{ev}, before: []*view{before}}
	if isAura(chars) {
		g.record("415.3", "%s is an Aura spell, so it is targeted", chars.Name)
		g.record("212.4e", "an Aura spell requires a target, which its enchant ability restricts")
		f, _ := enchantFilter(chars)
		g.noteKeyword(chars.Name, enchant)
		g.record("502.45b", "%s is an Aura: how it is attached, and what happens when it can't be, follow rule %s", chars.Name, g.rules.Cite("212.4d"))
		g.record("502.45a", "the enchant ability of %s restricts what it can target and enchant: %s", chars.Name, f)
		if len(f.Also) > 0 {
			g.record("502.45c", "%s has %d instances of enchant: all of them apply", chars.Name, len(f.Also)+1)
		}
	}
	if alternative != nil {
		g.record("409.1b", "%s announces the intention to pay the alternative cost of %s: %s", name, chars.Name, alternative.Text)
		g.record("402.4", "the alternative cost to %s %s is an ability of the card", g.rules.Words.spell(baseForm), chars.Name)
		g.noteEvoked(obj, alternative)
		for _, part := range alternative.Cost.Parts {
			part.alternative = true
			s.parts = append(s.parts, part)
		}
	}
	s.parts = append(s.parts, g.keywordCast(req, obj, front)...)
	g.noteAwakenTarget(obj, chars)
	g.noteRebound(obj, chars, before.zone)
	s.ability = g.awakenedAbility(obj, s.ability)
	s.ability = g.mutatingAbility(obj, s.ability)
	g.noteMutating(obj, chars)
	for _, a := range chars.Abilities {
		s.parts = append(s.parts, a.AdditionalCosts...)
	}
	return g.completePlay(s, req, cost)
}

func faceNames(d *CardDefinition) []string {
	out := make([]string, len(d.Faces))
	for i := range d.Faces {
		out[i] = d.Faces[i].Name
	}
	return out
}

// activatedAbilities lists a view's activated abilities in order.
func activatedAbilities(v *view) []*Ability {
	var out []*Ability
	for _, a := range v.chars().Abilities {
		if a.Kind == ActivatedAbility {
			out = append(out, a)
		}
	}
	return out
}

func (g *Game) activate(req PlayRequest) error {
	p := req.Player
	name := g.playerName(p)
	src := g.objects[req.Card]
	if src == nil {
		return fmt.Errorf("no such object")
	}
	v := g.view(src.ID)
	abilities := activatedAbilities(v)
	if req.Ability < 0 || req.Ability >= len(abilities) {
		if len(abilities) == 0 {
			g.noteOnlyActivatedActivate(v)
		}
		return g.illegal("403.1", "%s has no activated ability to %s", v.name(), g.rules.Words.ability(baseForm))
	}
	a := abilities[req.Ability]
	zone := a.Zone
	if zone == ZoneNone {
		zone = ZoneInPlay
	}
	if src.Zone != zone {
		rule := "402.8"
		if r, ok := keywordRules[a.Keyword]; ok {
			rule = r
		}
		if a.ZoneRule != "" {
			rule = a.ZoneRule
		}
		// "in play" of 2006 is "on the battlefield" from 2009: the zone
		// a permanent is in reads as the edition words it.
		where := "in " + g.rules.ZoneName(zone)
		if zone == ZoneInPlay {
			where = g.rules.Words.phrase("in play")
		}
		return g.illegal(rule, "%s's ability \"%s\" can be %s only while it is %s", v.name(), a.Text, g.rules.Words.ability(participle), where)
	}
	owner := src.Controller
	if zone != ZoneInPlay {
		owner = src.Owner
	}
	if owner != p {
		return g.illegal("403.2", "only the controller of %s can %s its activated abilities, and %s doesn't control it", v.name(), g.rules.Words.ability(baseForm), name)
	}
	if err := g.effectForbidsActivate(v); err != nil {
		return err
	}
	if a.Mana {
		hadPriority := g.priority == p
		if hadPriority {
			g.record("411.2", "%s has priority, so he or she may %s a mana ability", name, g.rules.Words.ability(baseForm))
		}
		g.splitSecondAllowsMana(p, v.name())
		if err := g.playManaAbility(p, src.ID, a, req); err != nil {
			return err
		}
		if hadPriority && g.priority == p {
			g.record("408.2e", "%s's mana ability has resolved: %s had priority before it and gets priority again", v.name(), name)
			// Receiving priority, abilities that triggered wait no longer
			// (410.3; 117.3c, 603.3 of 2026).
			return g.givePriority(p)
		}
		return nil
	}
	// Without priority a player can play nothing else at all (408.1d),
	// whatever else would forbid it.
	if g.priority != p {
		return g.illegal("408.1d", "%s can't %s an ability: %s has priority", name, g.rules.Words.ability(baseForm), g.playerName(g.priority))
	}
	if src, ok := g.abilityProhibition(p); ok {
		return g.illegal("409.4", "%s can't begin to %s %s's ability \"%s\": %s prohibits it", name, g.rules.Words.ability(baseForm), v.name(), a.Text, src)
	}
	if err := g.splitSecondForbids(p, g.rules.Words.ability(baseForm), fmt.Sprintf("%s's ability \"%s\"", v.name(), a.Text)); err != nil {
		return err
	}
	if a.Keyword == ninjutsu.Name && !g.anyUnblockedAttacker() {
		return g.illegal("502.43c", "%s's ninjutsu ability can be %s only while a creature in play is unblocked", v.name(), g.rules.Words.ability(participle))
	}
	if err := g.forecastRestriction(p, src, v, a); err != nil {
		return err
	}
	if err := g.abilityTimingRestriction(p, v, a); err != nil {
		return err
	}
	if err := g.laterActivationRestriction(p, src, v, a); err != nil {
		return err
	}
	if a.SorceryTiming && (g.active != p || !g.step.isMain() || len(g.stack) > 0) {
		return g.illegal(sorceryTimingRule(a), "%s's ability \"%s\" can be %s only any time %s could %s a sorcery", v.name(), a.Text, g.rules.Words.ability(participle), name, g.rules.Words.spell(baseForm))
	}
	if a.SorceryTiming {
		g.record("212.7e", "%s has priority in a main phase of his or her own turn with the stack empty: all that sorcery timing asks, whether or not he or she has a sorcery", name)
		g.noteActivationInstruction(v, a)
	}
	obj := &Object{Ability: a, Source: v, Owner: p, Controller: p, Face: -1}
	g.recordLater("117.1b", "%s has priority: a player may activate an activated ability any time they have priority", name)
	if len(g.stack) > 0 {
		g.recordLater("117.7", "%s activates an ability while %s is on the stack: the ability goes on top of it", name, g.name(g.stack[len(g.stack)-1]))
	}
	g.record("409.1a#ability", "%s %s %s's ability \"%s\"; it goes on the stack", name, g.rules.Words.PlaysAbility, v.name(), a.Text)
	g.noteStackObject(name, v.name(), false)
	g.place(obj, ZoneStack, false)
	g.noteAbilityActivated(v.name(), a)
	// 2026 gives activating its own rule for what follows the announcement:
	// the steps of casting a spell, which completePlay performs.
	g.recordLater("602.2b", "the rest of activating the ability follows the steps of casting a spell, 601.2b-601.2i")
	g.noteActivationCost(name, v, a)
	if rule, ok := keywordRules[a.Keyword]; ok {
		if k, ok := KeywordNamed(a.Keyword); ok {
			g.noteKeyword(v.name(), k)
		}
		g.record(rule, "%s is an activated ability that functions while the card is in a player's %s", a.Text, g.rules.ZoneName(zone))
		if zone != ZoneInPlay && discardsItself(a) {
			g.record("402.8e", "\"%s\" has a cost, discarding the card, that can't be paid while it is in play: the ability functions from the %s, where it can be", a.Text, g.rules.ZoneName(zone))
		}
	}
	if a.ZoneRule != "" {
		g.record(a.ZoneRule, "\"%s\" moves %s out of its owner's %s, so the ability functions only there", a.Text, v.name(), g.rules.ZoneName(zone))
	}
	if a.Keyword == ninjutsu.Name {
		g.record("502.43b", "%s is revealed from %s's hand and stays revealed until the ability leaves the stack", v.name(), name)
	}
	s := &stackSpell{obj: obj, ability: a, source: src, parts: a.Cost.Parts}
	return g.completePlay(s, req, g.activationMana(v, a))
}

// completePlay performs 409.1b-i for a spell or ability already on the
// stack.
func (g *Game) completePlay(s *stackSpell, req PlayRequest, cost ManaCost) error {
	p := req.Player
	// 409.1b: announce the mode, X and the intention to pay additional
	// costs.
	if s.ability != nil && s.ability.AnyNumberIfKicked && req.Kicked {
		if err := g.chooseAnyModes(s, p); err != nil {
			return err
		}
	} else if s.ability != nil && len(s.ability.Modes) > 0 && s.isSpell && hasKeyword(g.view(s.obj.ID).chars(), spree.Name) {
		if err := g.chooseSpreeModes(s, p); err != nil {
			return err
		}
	} else if s.ability != nil && len(s.ability.Modes) > 0 && s.isSpell && hasKeyword(g.view(s.obj.ID).chars(), tiered.Name) {
		mode, err := g.chooseTieredMode(s, p)
		if err != nil {
			return err
		}
		s.ability = mode
	} else if s.ability != nil && len(s.ability.Modes) > 0 && s.isSpell && hasKeyword(g.view(s.obj.ID).chars(), escalate.Name) {
		if err := g.chooseEscalatedModes(s, p); err != nil {
			return err
		}
	} else if s.ability != nil && len(s.ability.Modes) > 0 && req.Entwine {
		if err := g.entwineModes(s); err != nil {
			return err
		}
	} else if s.ability != nil && len(s.ability.Modes) > 0 {
		mode, err := g.chooseMode(p, s.obj, s.ability)
		if err != nil {
			return err
		}
		s.ability = mode
	} else if req.Entwine {
		return g.illegal("502.32a", "%s has no modes to entwine", g.name(s.obj.ID))
	}
	if err := g.announceReplicate(s, req); err != nil {
		return err
	}
	if req.Kicked || len(req.Kickers) > 0 {
		k, err := g.announceKicker(s, p, req.Kickers)
		if err != nil {
			return err
		}
		s.extra = k
	}
	if req.Buyback {
		bb, err := g.announceBuyback(s, p)
		if err != nil {
			return err
		}
		s.buyback = bb
	}
	if !s.isSpell && slices.ContainsFunc(s.parts, func(c CostPart) bool { return c.LoyaltyX }) {
		// "−X": the value of X is announced with the ability (601.2b,
		// 602.2b of 2026), then X loyalty counters are removed as its cost.
		s.obj.X = req.X
		g.record("409.1b", "%s announces X = %d", g.playerName(p), req.X)
	}
	if cost.X > 0 {
		s.obj.X = req.X
		g.record("409.1b", "%s announces X = %d", g.playerName(p), req.X)
		g.recordLater("107.3", "X in the cost of %s is a placeholder for a number: nothing defines its value, so its controller, %s, chooses it", g.name(s.obj.ID), g.playerName(p))
		if s.isSpell {
			g.recordLater("107.3b", "the text of %s doesn't define X and no effect does: %s, who casts it, chooses and announces its value", g.name(s.obj.ID), g.playerName(p))
		}
		g.record("104.3c", "{X} in the cost of %s is an unspecified amount of mana: its controller decides its value, %d", g.name(s.obj.ID), req.X)
		g.recordLater("118.4", "the cost of %s includes an {X}, whose value %d is chosen as rule 107.3 says", g.name(s.obj.ID), req.X)
		if err := g.recheckProhibition(p, s.obj); err != nil {
			return err
		}
	}
	if s.isSpell && req.DuringResolution && req.PaidInstead == "" && g.view(s.obj.ID).chars().ManaCost.X > 0 {
		s.obj.X = 0
		g.recordLater("107.3b", "%s has {X} in its mana cost, and %s casts it paying neither its mana cost nor an alternative cost that includes X: the only legal choice for X is 0", g.name(s.obj.ID), g.playerName(p))
	}
	if err := g.splice(s, req); err != nil {
		return err
	}
	g.cleaveText(s, req)
	if req.KeywordCost == overload.Name && s.isSpell {
		if err := g.overloadSkipsTargets(s, req.Targets); err != nil {
			return err
		}
	} else if err := g.chooseTargets(s, req.Targets); err != nil {
		return err
	}
	if err := g.announceDivision(s, req.Division); err != nil {
		return err
	}
	total, err := g.totalCost(s, req, cost)
	if err != nil {
		return err
	}
	s.totalCost = total
	if err := g.payTotalCost(s, req); err != nil {
		return err
	}
	// 409.1i: the spell or ability becomes played.
	played := g.rules.Words.spell(participle)
	if !s.isSpell {
		played = g.rules.Words.ability(participle)
	}
	if req.DuringResolution {
		g.record("409.1i", "%s becomes %s", g.name(s.obj.ID), played)
		g.notePlayed(s, p)
		g.unprepareOnCast(s.obj)
		g.noteKeywordsPlayed(s, p)
		g.record("413.2e", "no player receives priority: the resolving spell or ability continues to resolve")
		if s.isSpell {
			s.events = append(s.events, Event{Kind: SpellPlayed, Object: g.view(s.obj.ID), Player: p})
		}
		s.events = append(s.events, g.targetEvents(s.obj, p)...)
		g.afterEvents(s.events, s.before)
		return nil
	}
	g.record("409.1i", "%s becomes %s; %s gets priority", g.name(s.obj.ID), played, g.playerName(p))
	g.recordLater("117.3c", "%s had priority when %s became %s, so %s receives priority afterward", g.playerName(p), g.name(s.obj.ID), played, g.playerName(p))
	g.recordCastOrActivate(s.isSpell, p, g.name(s.obj.ID))
	g.notePlayed(s, p)
	g.unprepareOnCast(s.obj)
	g.noteKeywordsPlayed(s, p)
	if s.isSpell {
		s.events = append(s.events, Event{Kind: SpellPlayed, Object: g.view(s.obj.ID), Player: p})
	}
	s.events = append(s.events, g.targetEvents(s.obj, p)...)
	g.afterEvents(s.events, s.before)
	return g.givePriority(p)
}

// discardsItself reports whether an ability's cost discards the card it
// is on: a cost that can't be paid while the object is in play (402.8e).
func discardsItself(a *Ability) bool {
	for _, part := range a.Cost.Parts {
		if part.Action == Discard && part.Self {
			return true
		}
	}
	return false
}
