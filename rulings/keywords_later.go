package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// The keyword abilities of 702.121-702.192 of 2026 share the helpers of
// this file: the instructions their abilities use and the tokens they
// create. Each keyword's definition and rules live in keyword_NAME.go.

// laterKeywordOperation returns the instruction one of those keywords'
// abilities uses, for the verbs their files define.
func laterKeywordOperation(op string) (operation, bool) {
	switch op {
	case "afterlife":
		return opAfterlife, true
	case "miracle":
		return opMiracle, true
	case "soulbond":
		return opSoulbond, true
	case "cipher-cast":
		return opCipherCast, true
	case "melee":
		return opMelee, true
	case "fabricate":
		return opFabricate, true
	case "mobilize":
		return opMobilize, true
	case "crew":
		return opCrew, true
	case "saddle":
		return opSaddle, true
	case "equipment-token":
		return opEquipmentToken, true
	case "backup":
		return opBackup, true
	case "graveyard-token":
		return opGraveyardToken, true
	case "craft-return":
		return opCraftReturn, true
	case "casualty-copy":
		return opCasualtyCopy, true
	case "firebending":
		return opFirebending, true
	case "offspring":
		return opOffspring, true
	case "squad":
		return opSquad, true
	case "warp-exile":
		return opWarpExile, true
	case "keyword-sacrifice":
		return opKeywordSacrifice, true
	case "enlist":
		return opEnlist, true
	case "demonstrate":
		return opDemonstrate, true
	case "gift":
		return opGift, true
	case "encore":
		return opEncore, true
	case "reconfigure-attach":
		return opReconfigureAttach, true
	case "reconfigure-unattach":
		return opReconfigureUnattach, true
	}
	return nil, false
}

// keywordToken is the definition of a token a keyword ability creates:
// its name is its subtypes, as for the tokens an effect creates, and it
// has the keyword abilities named.
func keywordToken(colors ColorSet, types, subtypes []string, power, toughness int, keywords ...string) (*CardDefinition, error) {
	name := strings.Join(subtypes, " ")
	c := Characteristics{Name: name, Colors: colors, Types: types, Subtypes: subtypes, Power: power, Toughness: toughness}
	for _, k := range keywords {
		abilities, ok, err := ParseKeyword(k, nil)
		if !ok || err != nil {
			return nil, fmt.Errorf("the token's keyword %q: %v", k, err)
		}
		c.Abilities = append(c.Abilities, abilities...)
	}
	return &CardDefinition{Name: name, Faces: []Characteristics{c}}, nil
}

// createKeywordTokens puts n tokens of def onto the battlefield under p's
// control at once, tapped if tapped, and returns them; rule and what say
// which keyword creates them, for the trace.
func (g *Game) createKeywordTokens(p PlayerID, n int, def *CardDefinition, tapped bool, rule, what string) []ObjectID {
	if n <= 0 {
		return nil
	}
	c := def.Faces[0]
	g.record(rule, "%s: %s creates %s", what, g.playerName(p), count(n, fmt.Sprintf("%d/%d %s token", c.Power, c.Toughness, def.Name)))
	var ids []ObjectID
	var events []Event
	for range n {
		o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1, Tapped: tapped}
		g.place(o, ZoneInPlay, false)
		g.applyEntryStatics(o)
		ids = append(ids, o.ID)
		events = append(events, Event{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p})
	}
	g.afterEvents(events, nil)
	return ids
}

// laterKeywordState is what the keywords of 702.121-702.192 remember
// during a game.
type laterKeywordState struct {
	// sectors are the sector designations of permanents (702.158b).
	sectors map[ObjectID]string
	// solved marks the permanents with the solved designation (719.3b).
	solved map[ObjectID]bool
	// stationed maps a station ability on the stack to the creature
	// tapped to pay its cost, as it was then (702.184a).
	stationed map[ObjectID]*view
	// castWith maps a spell on the stack, by ID, to the keyword whose
	// way of casting it was cast with (KeywordCost); castOrigin maps the
	// card, by Origin, to the same until its permanent leaves (blitz).
	castWith   map[ObjectID]string
	castOrigin map[ObjectID]string
	// saddled maps a permanent to the turn it became saddled (702.171b).
	saddled map[ObjectID]int
	// activated maps an exhaust or boast ability of an object to the
	// turn it was last activated.
	activated map[activationKey]int
	// exhaustBegun maps a player to the last turn they began to activate
	// an exhaust ability (702.177b).
	exhaustBegun map[PlayerID]int
	// castX maps a card, by Origin, to the value of X of the permanent
	// spell it was as that spell resolved (107.3m of 2026; ravenous).
	castX map[ObjectID]int
	// castTimes maps a card, by Origin, to the number of times the
	// keyword cost it was cast with was paid (squad).
	castTimes map[ObjectID]int
	// exiledWith maps a card exiled by a keyword's special action
	// (plotted, foretold), by its ID in exile, to that keyword and turn.
	exiledWith map[ObjectID]specialExile
	// harmonizeTap is the creature chosen to tap for a harmonize cost
	// being paid (702.180b).
	harmonizeTap ObjectID
	// discarded maps a card, by Origin, to the turn it was last
	// discarded in (mayhem).
	discarded map[ObjectID]int
	// sneakAttacks maps a card cast for its sneak cost, by Origin, to
	// what the creature returned for that cost was attacking (702.190b).
	sneakAttacks map[ObjectID]attackRecipient
	// assassinHit maps a player to the last turn an Assassin creature
	// they controlled dealt combat damage to a player (freerunning).
	assassinHit map[PlayerID]int
	// giftTo maps a card whose gift cost was paid, by Origin, to the
	// opponent chosen for it (702.174a).
	giftTo map[ObjectID]PlayerID
	// blessed marks the players with the city's blessing (702.131c).
	blessed map[PlayerID]bool
	// phyrexianLife maps a spell with compleated, by Origin, to the
	// number of its Phyrexian symbols paid with life (702.150a).
	phyrexianLife map[ObjectID]int
	// rebounding are the spells with rebound cast from their owners'
	// hands, by their IDs on the stack (702.88a).
	rebounding map[ObjectID]bool
	// championed maps a card in exile, by ID, to the permanent whose
	// champion ability exiled it (702.72c).
	championed map[ObjectID]ObjectID
	// tributePaid maps a creature that entered with tribute, by ID, to
	// whether the chosen opponent paid it (702.104b).
	tributePaid map[ObjectID]bool
	// companionTaken marks a player who has put a companion into their
	// hand this game (116.2g: once a game).
	companionTaken map[PlayerID]bool
	// paired maps each paired creature to the one it is paired with
	// (702.95b).
	paired map[ObjectID]pairing
	// encoded maps a card in exile encoded by cipher, by ID, to the
	// creature it is encoded on (702.99b).
	encoded map[ObjectID]encoding
	// miracles marks the cards, by Origin, revealed by their miracle
	// ability as they were drawn, until that trigger resolves (702.94a).
	miracles map[ObjectID]bool
	// firebent is the red mana firebending added that its player keeps
	// until end of combat (702.189a).
	firebent map[PlayerID]int
	// sagaEntered maps a Saga with read ahead to the turn it entered
	// (702.155a); loreOnEntry a Saga just entered to the lore counters
	// it entered with, until its chapter abilities have seen them
	// (714.3); sagaWaitNoted a Saga waiting on its chapter ability to
	// the lore count last noted (714.4).
	sagaEntered, loreOnEntry, sagaWaitNoted map[ObjectID]int
	// resolvedNames marks, by resolvedNameKey, each name of a spell a
	// player controlled that has resolved this game (702.192a).
	resolvedNames map[string]bool
	// paradigms are the delayed triggered abilities paradigm created
	// (702.192a); each is never changed once made.
	paradigms []*paradigmRecord
	// agendas maps a conspiracy card in the command zone to the names
	// its hidden or double agenda chose and whether it is face down
	// (702.106a).
	agendas map[ObjectID]agenda
	// contraptions is each player's Contraption deck, top first, its
	// cards in the command zone (701.45a).
	contraptions map[PlayerID][]ObjectID
}

// clone copies the state so an undone action leaves no trace in it.
func (s *laterKeywordState) clone() *laterKeywordState {
	if s == nil {
		return nil
	}
	return &laterKeywordState{castWith: maps.Clone(s.castWith), castOrigin: maps.Clone(s.castOrigin),
		saddled: maps.Clone(s.saddled), activated: maps.Clone(s.activated), exhaustBegun: maps.Clone(s.exhaustBegun), castX: maps.Clone(s.castX),
		firebent: maps.Clone(s.firebent), castTimes: maps.Clone(s.castTimes),
		exiledWith: maps.Clone(s.exiledWith), harmonizeTap: s.harmonizeTap, discarded: maps.Clone(s.discarded), sneakAttacks: maps.Clone(s.sneakAttacks), assassinHit: maps.Clone(s.assassinHit), giftTo: maps.Clone(s.giftTo), blessed: maps.Clone(s.blessed), phyrexianLife: maps.Clone(s.phyrexianLife), rebounding: maps.Clone(s.rebounding), championed: maps.Clone(s.championed), tributePaid: maps.Clone(s.tributePaid), miracles: maps.Clone(s.miracles), paired: maps.Clone(s.paired), encoded: maps.Clone(s.encoded), solved: maps.Clone(s.solved), stationed: maps.Clone(s.stationed), sectors: maps.Clone(s.sectors), companionTaken: maps.Clone(s.companionTaken), sagaEntered: maps.Clone(s.sagaEntered), loreOnEntry: maps.Clone(s.loreOnEntry), sagaWaitNoted: maps.Clone(s.sagaWaitNoted), resolvedNames: maps.Clone(s.resolvedNames), paradigms: slices.Clone(s.paradigms), agendas: maps.Clone(s.agendas), contraptions: maps.Clone(s.contraptions)}
}

// laterState returns the state of the later keywords, made on first use.
func (g *Game) laterState() *laterKeywordState {
	k := g.keywordsState()
	if k.later == nil {
		k.later = &laterKeywordState{castWith: map[ObjectID]string{}, castOrigin: map[ObjectID]string{},
			saddled: map[ObjectID]int{}, activated: map[activationKey]int{}, exhaustBegun: map[PlayerID]int{}, castX: map[ObjectID]int{},
			firebent: map[PlayerID]int{}, castTimes: map[ObjectID]int{},
			exiledWith: map[ObjectID]specialExile{}, discarded: map[ObjectID]int{}, assassinHit: map[PlayerID]int{}, rebounding: map[ObjectID]bool{}, championed: map[ObjectID]ObjectID{}, tributePaid: map[ObjectID]bool{}, miracles: map[ObjectID]bool{}, paired: map[ObjectID]pairing{}, encoded: map[ObjectID]encoding{}, solved: map[ObjectID]bool{}, stationed: map[ObjectID]*view{}, sectors: map[ObjectID]string{}, companionTaken: map[PlayerID]bool{}, sagaEntered: map[ObjectID]int{}, loreOnEntry: map[ObjectID]int{}, sagaWaitNoted: map[ObjectID]int{}, resolvedNames: map[string]bool{}, agendas: map[ObjectID]agenda{}, contraptions: map[PlayerID][]ObjectID{}}
	}
	return k.later
}

// castWay is a way of casting a card that a keyword offers, cast with the
// clause "paying the NAME cost" (PlayRequest.KeywordCost).
type castWay struct {
	// rule is the keyword's defining subrule.
	rule string
	// fromGraveyard casts the card from its owner's graveyard, and only
	// from there; fromExile from exile, where the keyword's special
	// action put it (plot, foretell).
	fromGraveyard, fromExile bool
	// alternative pays the keyword's cost rather than the mana cost; an
	// additional cost is paid with it.
	alternative bool
	// noCostRule, when set, lets the keyword be written without a cost,
	// which casts the card for its mana cost rather than as an
	// alternative cost, under this rule (mayhem, 702.187c).
	noCostRule string
	// addsMana adds the keyword's mana cost to the total cost: an
	// additional cost of mana (offspring).
	addsMana bool
	// anyNumber lets the cost be paid any number of times (squad).
	anyNumber bool
	// free casts the card without paying its mana cost (plot).
	free bool
	// of, when set, is the keyword whose ability the way needs, when it
	// is named otherwise ("warped" needs warp).
	of string
	// exileFromStack exiles the card instead of putting it anywhere else
	// any time it would leave the stack (jump-start).
	exileFromStack bool
	// allowed, when set, returns why the card can't be cast this way now.
	allowed func(g *Game, p PlayerID, card *Object, chars *Characteristics) string
	// transformed casts a double-faced card with its back face up
	// (disturb, more than meets the eye: 712.11a).
	transformed bool
	// cost, when set, is a way of casting an effect gave the card rather
	// than an ability of it, for this cost (airbend, 701.65a).
	cost *ManaCost
	// characteristic makes the keyword's cost the spell's mana cost, an
	// alternative characteristic rather than an alternative cost
	// (prototype, 718.3a).
	characteristic bool
}

// alternativeFor reports whether casting with a, the keyword's ability,
// pays an alternative cost: an optional cost left unwritten doesn't.
func (w castWay) alternativeFor(a *Ability) bool {
	return w.alternative && (w.noCostRule == "" || a.Cost.HasMana)
}

// ruleFor is the rule casting with a, the keyword's ability, follows.
func (w castWay) ruleFor(a *Ability) string {
	if w.noCostRule != "" && !a.Cost.HasMana {
		return w.noCostRule
	}
	return w.rule
}

// castWays are the ways of casting of the keywords that offer one, by
// keyword name; each keyword's file adds its own in init.
var castWays = map[string]castWay{}

// castsFromGraveyard reports whether the keyword named casts its card
// from a graveyard.
func castsFromGraveyard(keyword string) bool {
	return keyword != "" && castWays[keyword].fromGraveyard
}

// castsFromExile reports whether the keyword named casts its card from
// exile.
func castsFromExile(keyword string) bool {
	return keyword != "" && castWays[keyword].fromExile
}

// castWayAbility returns the ability of chars that is the keyword named,
// and the way of casting it offers; a way named after what a keyword did
// ("warped") needs that keyword's ability (castWay.of).
func castWayAbility(chars *Characteristics, keyword string) (*Ability, castWay, bool) {
	way, ok := castWays[keyword]
	if !ok {
		return nil, way, false
	}
	if way.cost != nil {
		return &Ability{Kind: StaticAbility, Keyword: keyword, Text: "cast it by paying " + way.cost.String() + " rather than its mana cost", Cost: Cost{Mana: *way.cost, HasMana: true}}, way, true
	}
	of := keyword
	if way.of != "" {
		of = way.of
	}
	for _, a := range chars.Abilities {
		if a.Keyword == of {
			return a, way, true
		}
	}
	return nil, way, false
}

// keywordCastCost checks that the card can be cast the way req's keyword
// offers and returns the cost it is cast for: the keyword's cost rather
// than its mana cost for an alternative cost, else its mana cost.
func (g *Game) keywordCastCost(req PlayRequest, card *Object, chars *Characteristics, cost ManaCost) (ManaCost, error) {
	a, way, ok := castWayAbility(chars, req.KeywordCost)
	if !ok {
		return cost, g.illegal("409.1b", "%s has no %s ability to %s it with", chars.Name, req.KeywordCost, g.rules.Words.spell(baseForm))
	}
	if req.Alternative || req.Flashback || req.FaceDown || req.Bestow || req.DuringResolution {
		g.recordLater("118.9a", "only one alternative cost can be applied to any one spell as it's being cast: %s", chars.Name)
		return cost, g.illegal("409.1b", "two alternative methods of casting or alternative costs can't be applied to %s", chars.Name)
	}
	if way.fromGraveyard && card.Zone != ZoneGraveyard {
		return cost, g.illegal(way.ruleFor(a), "%s can be cast with %s only from a graveyard, not from the %s", chars.Name, req.KeywordCost, g.rules.ZoneName(card.Zone))
	}
	if way.fromExile && card.Zone != ZoneRemoved {
		return cost, g.illegal(way.ruleFor(a), "%s can be cast with %s only from exile, not from the %s", chars.Name, req.KeywordCost, g.rules.ZoneName(card.Zone))
	}
	if !way.fromGraveyard && !way.fromExile && card.Zone != ZoneHand {
		return cost, g.illegal(way.ruleFor(a), "%s can be cast with %s only as it is cast from the hand here", chars.Name, req.KeywordCost)
	}
	if way.allowed != nil {
		if why := way.allowed(g, req.Player, card, chars); why != "" {
			return cost, g.illegal(way.ruleFor(a), "%s can't be cast for its %s cost: %s", chars.Name, req.KeywordCost, why)
		}
	}
	times := max(req.KeywordCostTimes, 1)
	if times > 1 && !way.anyNumber {
		return cost, g.illegal(way.ruleFor(a), "the %s cost of %s can be paid only once", req.KeywordCost, chars.Name)
	}
	if way.free {
		return ManaCost{}, nil
	}
	if a.Keyword == harmonize.Name {
		reduced, id, err := g.harmonizeCost(req.Player, a.Cost.Mana)
		g.laterState().harmonizeTap = id
		return reduced, err
	}
	if way.alternativeFor(a) || way.characteristic {
		return a.Cost.Mana, nil
	}
	if way.addsMana {
		for range times {
			cost = cost.plus(a.Cost.Mana)
		}
	}
	return cost, nil
}

// keywordCast records a spell cast the way req's keyword offers,
// remembers it, and returns the parts of the keyword's cost other than
// mana, to be paid with the rest.
func (g *Game) keywordCast(req PlayRequest, obj *Object, chars *Characteristics) []CostPart {
	if req.KeywordCost == "" {
		return nil
	}
	a, way, ok := castWayAbility(chars, req.KeywordCost)
	if !ok {
		return nil
	}
	if k, ok := KeywordNamed(a.Keyword); ok {
		g.noteKeyword(chars.Name, k)
	}
	from := g.rules.ZoneName(ZoneHand)
	if way.fromGraveyard {
		from = g.rules.ZoneName(ZoneGraveyard)
	}
	if way.fromExile {
		from = g.rules.ZoneName(ZoneRemoved)
	}
	if way.alternativeFor(a) {
		g.record("409.1b", "%s announces the intention to pay the %s cost of %s rather than its mana cost", g.playerName(req.Player), a.Keyword, chars.Name)
	}
	g.record(way.ruleFor(a), "%s %s %s from the %s with %s (%s)", g.playerName(req.Player), g.rules.Words.PlaysSpell, chars.Name, from, a.Keyword, a.Text)
	if way.characteristic {
		g.notePrototyped(chars, a)
	}
	times := max(req.KeywordCostTimes, 1)
	if way.addsMana {
		g.record("409.1b", "%s announces paying the %s cost %s %s, an additional cost added to the mana cost", g.playerName(req.Player), a.Keyword, a.Cost.Mana, map[bool]string{true: "once", false: fmt.Sprintf("%d times", times)}[times == 1])
	}
	st := g.laterState()
	if a.Keyword == harmonize.Name {
		g.tapForHarmonize(req.Player, st.harmonizeTap)
		st.harmonizeTap = 0
	}
	st.castWith[obj.ID] = req.KeywordCost
	st.castOrigin[obj.Origin] = req.KeywordCost
	st.castTimes[obj.Origin] = times
	var parts []CostPart
	for _, part := range a.Cost.Parts {
		part.alternative = way.alternativeFor(a)
		parts = append(parts, part)
	}
	return parts
}

// castWithKeyword reports whether the permanent or spell o's card was
// cast with the keyword named, by its Origin: the spell cast that way, or
// the permanent it became (702.138b, 702.152a).
func (g *Game) castWithKeyword(o *Object, keyword string) bool {
	if o == nil || g.keywords == nil || g.keywords.later == nil {
		return false
	}
	return g.keywords.later.castOrigin[o.Origin] == keyword
}

// laterKeywordsOnMove is told of every object about to change zones: a
// spell cast with jump-start goes to exile instead of anywhere else as it
// leaves the stack, and a card's mark of how it was cast is forgotten as
// it leaves the stack for anywhere but the battlefield, or the
// battlefield. It returns the zone the object goes to.
func (g *Game) laterKeywordsOnMove(o *Object, to Zone) Zone {
	if o.Zone == ZoneStack && to == ZoneInPlay && o.X > 0 {
		// The permanent's X is the spell's (107.3m of 2026), for
		// ravenous and "enters with X charge counters" alike.
		g.laterState().castX[o.Origin] = o.X
	}
	if g.keywords == nil || g.keywords.later == nil {
		return to
	}
	st := g.keywords.later
	g.pairLeaves(o)
	if st.rebounding[o.ID] && o.Zone == ZoneStack && to != ZoneRemoved {
		delete(st.rebounding, o.ID)
		g.record("702.88a", "%s leaves the stack for its owner's %s: rebound exiles it only instead of putting it into the graveyard as it resolves, so it doesn't apply", g.name(o.ID), g.rules.ZoneName(to))
	}
	if st.castWith[o.ID] == sneakName && o.Zone == ZoneStack && to == ZoneInPlay {
		g.rememberSneakAttack(o)
	}
	if kw, ok := st.castWith[o.ID]; ok && o.Zone == ZoneStack {
		delete(st.castWith, o.ID)
		if castWays[kw].exileFromStack && to != ZoneRemoved {
			g.record(castWays[kw].rule, "%s was cast with %s: it is exiled instead of going to the %s", g.name(o.ID), kw, g.rules.ZoneName(to))
			to = ZoneRemoved
		}
	}
	if kw, ok := st.castOrigin[o.Origin]; ok && (o.Zone == ZoneInPlay || o.Zone == ZoneStack && to != ZoneInPlay) {
		if kw == prototype.Name {
			g.notePrototypeLeaves(o, to)
		}
		delete(st.castOrigin, o.Origin)
		delete(st.castTimes, o.Origin)
	}
	return to
}

// noteLifeLost remembers that player p lost life this turn (spectacle).
func (g *Game) noteLifeLost(p PlayerID, n int) {
	if n > 0 {
		g.players[p].lostLifeTurn = g.turn + 1
		g.speedTriggers(p)
	}
}

// lostLifeThisTurn reports whether player p lost life this turn.
func (g *Game) lostLifeThisTurn(p PlayerID) bool {
	return g.players[p].lostLifeTurn == g.turn+1
}

// ExileFromGraveyard is the cost "exile N other cards from your
// graveyard" (Count cards; escape, 702.138a).
const ExileFromGraveyard CostAction = 41

// payExileFromGraveyard exiles the cards the payer chooses from their
// graveyard, one at a time, for a cost; with exactly as many cards as it
// asks there is nothing to choose.
func (g *Game) payExileFromGraveyard(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	cards := slices.Clone(g.objectsIn(p, ZoneGraveyard))
	if len(cards) < part.Count {
		return g.illegal("409.1h", "%s has %s in their graveyard, fewer than the %d \"%s\" asks: the cost can't be paid", g.playerName(p), count(len(cards), "other card"), part.Count, part.Text)
	}
	var chosen []ObjectID
	for len(chosen) < part.Count {
		if len(cards) == part.Count-len(chosen) {
			chosen = append(chosen, cards...)
			break
		}
		options := g.nameList(cards)
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "409.1h", About: fmt.Sprintf("a card to exile from the graveyard for \"%s\" (%d of %d)", part.Text, len(chosen)+1, part.Count), Options: options})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		if i < 0 {
			return g.illegal("409.1h", "%s has no card named %q in their graveyard", g.playerName(p), answer)
		}
		chosen = append(chosen, cards[i])
		cards = slices.Delete(cards, i, i+1)
	}
	g.record("409.1h", "%s exiles %s from their graveyard to pay \"%s\"", g.playerName(p), namesOr(g, chosen, "no card"), part.Text)
	g.moveAll(chosen, ZoneRemoved, "409.1h", "exiled to pay the cost")
	return nil
}
