package lang

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// gameRun is one run of a program: the game and what happened to the actions.
type gameRun struct {
	prog     *Program
	rules    rulings.Rules
	game     *rulings.Game
	players  map[string]rulings.PlayerID
	rejected []rejection
	chosenAt map[rulings.PlayerID][]int
	// rolledAt are the lines of each player's "rolls" answers, in order.
	rolledAt map[rulings.PlayerID][]int
	// blocks collects consecutive "blocks" lines, declared together.
	blocks []action
	// attacks collects consecutive "attacks PLAYER with" lines: one
	// declaration of attackers (308.1).
	attacks []action
	// subgameUsed marks the subgame blocks that were played.
	subgameUsed map[int]bool
	// midPlay holds the failures of check blocks; expectedIllegal marks
	// the rejected actions an "illegal" expectation accounts for.
	midPlay         []Failure
	expectedIllegal map[int]bool
}

// rejection is an action the rules didn't allow; the game went back to the
// moment before it.
type rejection struct {
	line int
	err  *rulings.IllegalError
}

// Run plays the program through the engine under rules (rulings.RulesFor
// the scenario's edition) and evaluates its expectations. The error is the
// game not being playable as scripted (an *Error).
func (p *Program) Run(rules rulings.Rules) (*Outcome, error) {
	r := &gameRun{prog: p, rules: rules, players: map[string]rulings.PlayerID{}, chosenAt: map[rulings.PlayerID][]int{}, rolledAt: map[rulings.PlayerID][]int{}, subgameUsed: map[int]bool{}, expectedIllegal: map[int]bool{}}
	if err := r.setUp(); err != nil {
		return nil, err
	}
	for i, a := range p.actions {
		if a.kind == actCheck {
			r.midPlay = append(r.midPlay, r.evaluate(a.expects)...)
			continue
		}
		if a.kind == actSubgame {
			if i == 0 || !r.subgameUsed[i] {
				return &Outcome{Trace: r.game.Trace()}, errorf(p.file, a.line, "no subgame started at the action before this subgame block")
			}
			continue
		}
		if i+1 < len(p.actions) && p.actions[i+1].kind == actSubgame {
			r.expectSubgame(i + 1)
		} else {
			r.game.SetSubgamePlayer(nil)
		}
		if a.kind == actBlock {
			r.blocks = append(r.blocks, a)
			if i+1 < len(p.actions) && p.actions[i+1].kind == actBlock && !redeclares(r.blocks, p.actions[i+1]) {
				continue
			}
			a = action{line: r.blocks[0].line, kind: actBlock, player: a.player}
		}
		if a.kind == actAttack && a.defender != "" {
			r.attacks = append(r.attacks, a)
			if i+1 < len(p.actions) && joinsAttack(r.attacks, p.actions[i+1]) {
				continue
			}
			a.line = r.attacks[0].line
		}
		err := r.do(a)
		r.refusedAnswers()
		if err != nil {
			var illegal *rulings.IllegalError
			if errors.As(err, &illegal) {
				r.rejected = append(r.rejected, rejection{a.line, illegal})
				// The answers written on the reversed action were its
				// announcements; they are reversed with it (422.1).
				if pl, ok := r.players[a.player]; ok && a.kind != actChoose && len(a.choices) > 0 {
					r.game.WithdrawChoices(pl, len(a.choices))
					lines := r.chosenAt[pl]
					r.chosenAt[pl] = lines[:len(lines)-min(len(a.choices), len(lines))]
				}
				continue
			}
			var located *Error
			if errors.As(err, &located) {
				return &Outcome{Trace: r.game.Trace()}, located
			}
			return &Outcome{Trace: r.game.Trace()}, errorf(p.file, a.line, "%v", err)
		}
	}
	unused := r.game.UnusedChoices()
	for _, pl := range slices.Sorted(maps.Keys(unused)) {
		left := unused[pl]
		lines := r.chosenAt[pl]
		line := p.line
		if len(lines) >= len(left) {
			line = lines[len(lines)-len(left)]
		}
		return &Outcome{Trace: r.game.Trace()}, errorf(p.file, line, "%s's choice %q was never asked for", r.game.Player(pl).Name, left[0])
	}
	rolled := r.game.UnusedRolls()
	for _, pl := range slices.Sorted(maps.Keys(rolled)) {
		left := rolled[pl]
		lines := r.rolledAt[pl]
		line := p.line
		if len(lines) >= len(left) {
			line = lines[len(lines)-len(left)]
		}
		return &Outcome{Trace: r.game.Trace()}, errorf(p.file, line, "%s's roll %q was never made: no die was rolled after it", r.game.Player(pl).Name, left[0])
	}
	out := &Outcome{Trace: r.game.Trace(), State: r.finalState(), finished: r}
	if len(r.expectedIllegal) > 0 {
		// Only a play whose check blocks expected a rejection pays for
		// the copy; the final check below adds to the map.
		out.illegalInPlay = maps.Clone(r.expectedIllegal)
	}
	out.Failures = r.check()
	return out, nil
}

// Recheck evaluates the final expectations of q against the game this
// outcome's run finished, with the check blocks and rejected actions of
// that run, and returns what Run of q would have returned as failures. q
// must play as the program that was run: the same set-up and actions on
// the same lines, differing only in its expect section (the same program
// with other expectations). False means the outcome kept no finished game
// (the play did not reach its end).
func (o *Outcome) Recheck(q *Program) ([]Failure, bool) {
	if o.finished == nil {
		return nil, false
	}
	r := *o.finished
	r.prog = q
	r.midPlay = slices.Clip(r.midPlay)
	r.expectedIllegal = map[int]bool{}
	maps.Copy(r.expectedIllegal, o.illegalInPlay)
	return r.check(), true
}

// refusedAnswers records as rejected the scripted answers the engine
// refused during the last action (a card of the wrong type for a wish,
// 413.2c, 507.3), each at the line that wrote it.
func (r *gameRun) refusedAnswers() {
	for _, ra := range r.game.TakeRefusedAnswers() {
		lines := r.chosenAt[ra.Player]
		line := r.prog.line
		if i := len(lines) - ra.Left - 1; i >= 0 && i < len(lines) {
			line = lines[i]
		}
		r.rejected = append(r.rejected, rejection{line, ra.Err})
	}
}

// setUp builds the starting state.
func (r *gameRun) setUp() error {
	p := r.prog
	s := &p.setup
	g := rulings.NewGame(r.rules, p.players, s.seed)
	g.SetCardReference(p.cards)
	if p.stepLimit > 0 {
		g.SetStepLimit(p.stepLimit)
	}
	r.game = g
	for i, name := range p.players {
		r.players[name] = rulings.PlayerID(i)
	}
	type attachment struct {
		id   rulings.ObjectID
		to   string
		line int
	}
	var attachments []attachment
	for _, e := range s.entries {
		for _, c := range e.cards {
			def := p.cards[c.name]
			if c.token != nil {
				def = rulings.TokenDefinition(r.rules, *c.token)
			}
			if e.planar || e.faceUp {
				if err := r.setUpPlanar(e, def, c.count); err != nil {
					return err
				}
				continue
			}
			if e.zone == rulings.ZoneCommand && !e.attractions {
				for range c.count {
					if _, err := g.PutConspiracy(r.players[e.player], def, c.naming); err != nil {
						return errorf(p.file, e.line, "%v", err)
					}
				}
				continue
			}
			for range c.count {
				if e.attractions {
					if _, err := g.AddToAttractionDeck(r.players[e.player], def); err != nil {
						return errorf(p.file, e.line, "%v", err)
					}
					continue
				}
				id := g.AddCard(r.players[e.player], e.zone, def)
				if c.token != nil {
					g.MarkToken(id)
				}
				if c.status.owner != "" {
					// The parser checked that the owner is a player.
					g.SetOwner(id, r.players[c.status.owner])
				}
				if who := c.status.protector; who != "" {
					// The parser checked that the protector is a player.
					if err := g.SetProtector(id, r.players[who]); err != nil {
						return errorf(p.file, e.line, "%v", err)
					}
				}
				if c.status.damage > 0 {
					g.SetDamage(id, c.status.damage)
				}
				if c.status.attachedTo != "" {
					attachments = append(attachments, attachment{id, c.status.attachedTo, e.line})
				}
				stated := map[string]bool{}
				for _, k := range c.counters {
					if k.n > 0 {
						g.AddCounters(id, k.kind, k.n)
					}
					stated[k.kind] = true
				}
				// A planeswalker or battle listed without them has its
				// printed loyalty or defense.
				for _, kind := range []string{"loyalty", "defense"} {
					if !stated[kind] {
						g.AddPrintedCounters(id, kind)
					}
				}
				if c.tapped {
					if e.zone != rulings.ZoneInPlay {
						return errorf(p.file, e.line, "only permanents in play can be tapped")
					}
					g.SetTapped(id, true)
				}
			}
		}
	}
	for _, e := range s.contraptions {
		var deck []*rulings.CardDefinition
		for _, c := range e.cards {
			def := p.cards[c.name]
			if def == nil {
				return errorf(p.file, e.line, "unknown card %q in %s's Contraption deck", c.name, e.player)
			}
			for range c.count {
				deck = append(deck, def)
			}
		}
		pl, ok := r.players[e.player]
		if !ok {
			return errorf(p.file, e.line, "unknown player %q", e.player)
		}
		if err := g.SetContraptionDeck(pl, deck); err != nil {
			return errorf(p.file, e.line, "%v", err)
		}
	}
	if err := r.setUpSchemes(); err != nil {
		return err
	}
	// What an Aura or Equipment is attached to is found once every
	// permanent is in play, whichever line lists it.
	for _, a := range attachments {
		ids := r.candidates(-1, parseObjectRef(a.to), []rulings.Zone{rulings.ZoneInPlay})
		ids = slices.DeleteFunc(ids, func(id rulings.ObjectID) bool { return id == a.id })
		switch len(ids) {
		case 0:
			return errorf(p.file, a.line, "%s is attached to %q, but no permanent of that name is in play", g.Name(a.id), a.to)
		case 1:
			g.AttachForSetUp(a.id, ids[0])
		default:
			return errorf(p.file, a.line, "%s is attached to %q, but %d permanents have that name: name the controller (\"bob's %s\")", g.Name(a.id), a.to, len(ids), a.to)
		}
	}
	for _, l := range s.lives {
		if l.poison {
			g.SetPoison(r.players[l.player], l.life)
		} else if l.speed {
			g.SetSpeed(r.players[l.player], l.life)
		} else {
			g.SetLife(r.players[l.player], l.life)
		}
	}
	g.SetTurn(s.turn, r.players[s.active], s.step)
	if s.mulligans || p.teams != nil {
		return r.beginMulligans()
	}
	if err := g.Start(); err != nil {
		return errorf(p.file, s.line, "%v", err)
	}
	return nil
}

// beginMulligans starts the game with the players deciding on their
// opening hands, as teams in a Two-Headed Giant game (101.4, 101.4a); the
// first turn begins once all have kept.
func (r *gameRun) beginMulligans() error {
	p := r.prog
	if !p.setup.mulligans {
		return errorf(p.file, p.teamsLine, "only the mulligans of a Two-Headed Giant game are played: add \"mulligans\" to the state line")
	}
	if p.setup.turn != 1 {
		return errorf(p.file, p.setup.line, "mulligans are taken before the first turn: the state is turn 1")
	}
	var teams [][]rulings.PlayerID
	for _, team := range p.teams {
		var ids []rulings.PlayerID
		for _, name := range team {
			id, ok := r.players[name]
			if !ok {
				return errorf(p.file, p.teamsLine, "unknown player %q (expected one of %s)", name, strings.Join(p.players, ", "))
			}
			ids = append(ids, id)
		}
		teams = append(teams, ids)
	}
	if err := r.game.BeginMulligans(teams); err != nil {
		return errorf(p.file, p.setup.line, "%v", err)
	}
	return nil
}

// do performs one action.
func (r *gameRun) do(a action) error {
	g := r.game
	pl := r.players[a.player]
	if a.decider != "" {
		g.ActFor(r.players[a.decider], pl)
		defer g.ActFor(pl, pl)
	}
	switch a.kind {
	case actAllPass:
		for range a.x {
			if g.Over() {
				// The game ended part-way: the rest of the passes never
				// happen, and the end is the outcome (102.2a).
				return nil
			}
			if err := g.PassAll(); err != nil {
				return err
			}
		}
		return nil
	case actPass:
		return g.Pass(pl)
	case actConcede:
		return g.Concede(pl)
	case actMulligan:
		return g.Mulligan(pl)
	case actKeep:
		return g.KeepHand(pl)
	case actAgreeDraw:
		return g.AgreeToDraw(pl)
	case actLook:
		if a.card.name == "" {
			return g.LookAtZone(pl, r.players[a.card.owner], a.lookZone)
		}
		id, err := r.find(-1, a.card, []rulings.Zone{rulings.ZoneInPlay, rulings.ZoneStack}, nil)
		if err != nil {
			return err
		}
		return g.LookAt(pl, id)
	case actAdvance:
		return g.AdvanceTo(pl, a.step)
	case actLoop:
		return r.loop(a)
	case actShortcut, actShortcutAccept, actShortcutShorten, actShortcutTake:
		return r.shortcut(a)
	case actEndEffect, actIgnoreEffect:
		sources, err := r.manaSources(pl, a.tapping, map[rulings.ObjectID]bool{})
		if err != nil {
			return err
		}
		req := rulings.EndEffectRequest{Player: pl, Source: a.card.name, ManaSources: sources}
		if a.kind == actIgnoreEffect {
			return g.IgnoreEffect(req)
		}
		return g.EndEffect(req)
	case actAttack:
		group := []action{a}
		if a.defender != "" {
			group, r.attacks = r.attacks, nil
		}
		var ids []rulings.ObjectID
		var defenders []rulings.PlayerID
		var walkers map[int]rulings.ObjectID
		var bands [][]rulings.ObjectID
		// A name written twice is two creatures of that name.
		used := map[rulings.ObjectID]bool{}
		for _, line := range group {
			first := len(ids)
			for _, ref := range line.attackers {
				id, err := r.find(pl, ref, []rulings.Zone{rulings.ZoneInPlay}, used)
				if err != nil {
					return err
				}
				used[id] = true
				ids = append(ids, id)
			}
			if name, err := strconv.Unquote(line.defender); err == nil {
				// A planeswalker or a battle: the engine finds the player it
				// attacks, its controller or protector.
				pw, err := r.find(-1, objectRef{name: name}, []rulings.Zone{rulings.ZoneInPlay}, nil)
				if err != nil {
					return errorf(r.prog.file, line.line, "%v", err)
				}
				if walkers == nil {
					walkers = map[int]rulings.ObjectID{}
				}
				for i := range line.attackers {
					walkers[first+i] = pw
					defenders = append(defenders, -1)
				}
			} else if line.defender != "" {
				d, ok := r.players[line.defender]
				if !ok {
					return errorf(r.prog.file, line.line, "unknown player %q (expected one of %s)", line.defender, strings.Join(r.prog.players, ", "))
				}
				for range line.attackers {
					defenders = append(defenders, d)
				}
			}
			for _, band := range line.bands {
				var members []rulings.ObjectID
				for _, j := range band {
					members = append(members, ids[first+j])
				}
				bands = append(bands, members)
			}
		}
		if err := r.planCombatPayment(pl, group); err != nil {
			return err
		}
		return g.DeclareAttacksOn(pl, ids, defenders, walkers, bands...)
	case actBlock:
		return r.declareBlocks(pl)
	case actAssign:
		// Banding lets a player assign an opponent's creature's damage
		// (502.10h): the player's own creature of that name comes first.
		source, err := r.find(pl, a.card, []rulings.Zone{rulings.ZoneInPlay}, nil)
		if err != nil {
			if source, err = r.find(-1, a.card, []rulings.Zone{rulings.ZoneInPlay}, nil); err != nil {
				return err
			}
		}
		var shares []rulings.DamageShare
		// A name written twice is two creatures of that name.
		used := map[rulings.ObjectID]bool{}
		for _, s := range a.shares {
			if p, ok := r.players[s.to.name]; ok && s.to.owner == "" {
				shares = append(shares, rulings.DamageShare{Player: p, ToPlayer: true, Amount: s.amount})
				continue
			}
			to, err := r.find(-1, s.to, []rulings.Zone{rulings.ZoneInPlay}, used)
			if err != nil {
				return err
			}
			used[to] = true
			shares = append(shares, rulings.DamageShare{To: to, Amount: s.amount})
		}
		g.AssignCombatDamage(pl, source, shares)
		return nil
	case actRollPlanar:
		return r.rollPlanarDie(pl, a)
	case actRoll:
		g.Roll(pl, a.roll)
		r.rolledAt[pl] = append(r.rolledAt[pl], a.line)
		return nil
	case actChoose:
		for _, c := range a.choices {
			g.Choose(pl, c)
			r.chosenAt[pl] = append(r.chosenAt[pl], a.line)
		}
		return nil
	}
	for _, c := range a.choices {
		g.Choose(pl, c)
		r.chosenAt[pl] = append(r.chosenAt[pl], a.line)
	}
	req := rulings.PlayRequest{Player: pl, Face: a.half, X: a.x, Ability: a.ability, Kicked: a.kicked, Kickers: a.kickers, FaceDown: a.faceDown, Alternative: a.alternative, Bestow: a.bestow, Flashback: a.flashback, Buyback: a.buyback, Entwine: a.entwine, Fused: a.fused, Replicate: a.replicate, Division: a.division, KeywordCost: a.keywordCost, KeywordCostTimes: a.keywordCostTimes}
	var err error
	zone := rulings.ZoneHand
	if a.flashback {
		zone = rulings.ZoneGraveyard
	}
	if a.kind == actActivate || a.kind == actTurnFaceUp {
		zone = rulings.ZoneInPlay
	}
	if a.kind == actTurnFaceUp && r.inCommand(pl, a.card) {
		// A face-down conspiracy card (702.106c).
		zone = rulings.ZoneCommand
	}
	if a.kind == actCompanion {
		zone = rulings.ZoneOutside
	}
	if zone == rulings.ZoneInPlay {
		// Of several permanents with one name, an untapped one is the one
		// that can pay a {T} cost.
		req.Card, err = r.findUntapped(pl, a.card, nil)
	}
	if zone != rulings.ZoneInPlay || err != nil {
		zones := []rulings.Zone{zone}
		if a.kind == actPlay && zone == rulings.ZoneHand {
			// A card not in hand may be cast from the top of the library
			// if an effect allows it (601.3e); the engine decides, and
			// refuses a card played from elsewhere (217.3a).
			zones = append(zones, rulings.ZoneLibrary, rulings.ZoneGraveyard)
			// A plotted or foretold card, or the copy of a prepared
			// permanent's prepare spell (722.3c of 2026), is cast from
			// exile.
			zones = append(zones, rulings.ZoneRemoved)
		}
		if a.kind == actActivate {
			// An ability may function from another zone (402.8g): the
			// engine says whether it can be played from there.
			zones = append(zones, rulings.ZoneGraveyard, rulings.ZoneHand)
		}
		if req.Card, err = r.find(pl, a.card, zones, nil); err != nil {
			return err
		}
	}
	if a.cast && slices.Contains(g.Types(req.Card), "land") {
		return errorf(r.prog.file, a.line, "%q is a land: a land is played, never cast; write \"%s plays\"", a.card.name, a.player)
	}
	used := map[rulings.ObjectID]bool{}
	// A name written again names the same object, as two instances of
	// "target" may (115.3 of 2026); "another" names a different one of
	// that name.
	named := map[rulings.ObjectID]bool{}
	for _, t := range a.targets {
		if pid, ok := r.players[t.name]; ok && t.owner == "" && !t.another {
			req.Targets = append(req.Targets, rulings.Target{Player: pid, IsPlayer: true})
			continue
		}
		skip := map[rulings.ObjectID]bool(nil)
		if t.another {
			skip = named
		}
		id, err := r.find(-1, t, []rulings.Zone{rulings.ZoneInPlay, rulings.ZoneStack, rulings.ZoneGraveyard}, skip)
		if err != nil && t.name == a.card.name && a.kind == actPlay {
			// The spell being played, named as its own target (415.6).
			id, err = req.Card, nil
		}
		if err != nil {
			return err
		}
		named[id] = true
		req.Targets = append(req.Targets, rulings.Target{Object: id})
	}
	// A spliced card is only revealed: it stays in hand, free to pay a
	// cost of the same spell (502.40a). A card named again when no other
	// card of its name is in hand is the same card spliced twice: the
	// engine refuses that (502.40b).
	spliced := map[string]rulings.ObjectID{}
	revealed := map[rulings.ObjectID]bool{}
	for _, s := range a.splices {
		id, err := r.find(pl, s, []rulings.Zone{rulings.ZoneHand}, revealed)
		if prev, again := spliced[s.name]; err != nil && again {
			id, err = prev, nil
		}
		if err != nil {
			return err
		}
		spliced[s.name] = id
		revealed[id] = true
		req.Splice = append(req.Splice, id)
	}
	if a.offering != nil {
		id, err := r.find(pl, *a.offering, []rulings.Zone{rulings.ZoneInPlay}, used)
		if err != nil {
			return err
		}
		used[id] = true
		req.Offering = id
	}
	// Each object a cost names is a different one: a permanent
	// sacrificed isn't also tapped for mana.
	inZone := func(z rulings.Zone) func(objectRef) (rulings.ObjectID, error) {
		return func(ref objectRef) (rulings.ObjectID, error) { return r.find(pl, ref, []rulings.Zone{z}, used) }
	}
	untapped := func(ref objectRef) (rulings.ObjectID, error) { return r.findUntapped(pl, ref, used) }
	for _, c := range []struct {
		refs []objectRef
		find func(objectRef) (rulings.ObjectID, error)
		to   *[]rulings.ObjectID
	}{
		{a.sacs, inZone(rulings.ZoneInPlay), &req.Sacrifices},
		{a.discard, inZone(rulings.ZoneHand), &req.Discards},
		{a.tapping, untapped, &req.ManaSources},
		{a.returns, inZone(rulings.ZoneInPlay), &req.Returns},
		{a.delve, inZone(rulings.ZoneGraveyard), &req.Delve},
	} {
		for _, ref := range c.refs {
			id, err := c.find(ref)
			if err != nil {
				return err
			}
			used[id] = true
			*c.to = append(*c.to, id)
		}
	}
	if a.assistant != "" {
		q, ok := r.players[a.assistant]
		if !ok {
			return fmt.Errorf("unknown player %q to assist", a.assistant)
		}
		req.Assist = &rulings.Assistance{Player: q, Generic: a.assistGeneric}
		for _, ref := range a.assistTapping {
			id, err := r.findUntapped(q, ref, used)
			if err != nil {
				return err
			}
			used[id] = true
			req.Assist.ManaSources = append(req.Assist.ManaSources, id)
		}
	}
	for _, c := range a.convoke {
		id, err := r.findUntapped(pl, c.ref, used)
		if err != nil {
			return err
		}
		used[id] = true
		req.Convoke = append(req.Convoke, rulings.ConvokeChoice{Creature: id, Pays: c.pays})
	}
	for _, ref := range a.improvise {
		id, err := r.findUntapped(pl, ref, used)
		if err != nil {
			return err
		}
		used[id] = true
		req.Improvise = append(req.Improvise, id)
	}
	for _, ref := range a.waterbend {
		id, err := r.findUntapped(pl, ref, used)
		if err != nil {
			return err
		}
		used[id] = true
		req.Waterbend = append(req.Waterbend, id)
	}
	switch a.kind {
	case actSuspend:
		return g.Suspend(req)
	case actKeywordExile:
		req.KeywordCost = a.keyword
		return g.ExileWithKeyword(req)
	case actCompanion:
		return g.PutCompanionIntoHand(req)
	case actTurnFaceUp:
		return g.TurnFaceUp(req)
	case actActivate:
		return g.Activate(req)
	case actCycle:
		req.Ability, err = r.keywordIndex(req.Card, a.keyword)
		if err != nil {
			return err
		}
		return g.Activate(req)
	}
	if slices.Contains(g.Types(req.Card), "land") {
		if len(a.targets) > 0 {
			return fmt.Errorf("playing a land takes no targets")
		}
		if len(a.tapping)+len(a.sacs)+len(a.convoke) == 0 {
			return g.PlayLand(pl, req.Card)
		}
		// Paying for it is playing it as a spell, which the engine
		// refuses for a land (212.6g).
	}
	return g.Play(req)
}

// keywordIndex finds a keyword ability ("cycling", "transmute") among a
// card's activated abilities.
func (r *gameRun) keywordIndex(id rulings.ObjectID, keyword string) (int, error) {
	def := r.prog.cards[r.game.Name(id)]
	if def == nil {
		return 0, fmt.Errorf("%s has no %s ability", r.game.Name(id), keyword)
	}
	i := 0
	for _, a := range def.Faces[0].Abilities {
		if a.Kind != rulings.ActivatedAbility {
			continue
		}
		if a.Keyword == keyword {
			return i, nil
		}
		i++
	}
	return 0, fmt.Errorf("%s has no %s ability", r.game.Name(id), keyword)
}

// find resolves a name to an object: in the given zones, of player pl (or
// of anyone when pl is -1, or of the named owner), skipping used objects.
func (r *gameRun) find(pl rulings.PlayerID, ref objectRef, zones []rulings.Zone, used map[rulings.ObjectID]bool) (rulings.ObjectID, error) {
	ids := r.candidates(pl, ref, zones)
	for _, id := range ids {
		if !used[id] {
			return id, nil
		}
	}
	where := make([]string, len(zones))
	for i, z := range zones {
		where[i] = z.String()
	}
	if len(ids) > 0 {
		return 0, fmt.Errorf("no other %q to use (each object can pay or be named once)", ref.name)
	}
	return 0, fmt.Errorf("no object named %q in %s", ref.name, strings.Join(where, " or "))
}

// manaSources finds, for each of refs, an untapped permanent of player pl
// not yet in used (which it marks): the permanents a line taps for mana.
func (r *gameRun) manaSources(pl rulings.PlayerID, refs []objectRef, used map[rulings.ObjectID]bool) ([]rulings.ObjectID, error) {
	var ids []rulings.ObjectID
	for _, ref := range refs {
		id, err := r.findUntapped(pl, ref, used)
		if err != nil {
			return nil, err
		}
		used[id] = true
		ids = append(ids, id)
	}
	return ids, nil
}

func (r *gameRun) findUntapped(pl rulings.PlayerID, ref objectRef, used map[rulings.ObjectID]bool) (rulings.ObjectID, error) {
	for _, id := range r.candidates(pl, ref, []rulings.Zone{rulings.ZoneInPlay}) {
		if !used[id] && !r.game.IsTapped(id) {
			return id, nil
		}
	}
	return 0, fmt.Errorf("%s controls no other untapped %q", r.game.Player(pl).Name, ref.name)
}

func (r *gameRun) candidates(pl rulings.PlayerID, ref objectRef, zones []rulings.Zone) []rulings.ObjectID {
	g := r.game
	var owners []rulings.PlayerID
	switch {
	case ref.owner != "":
		if id, ok := r.players[ref.owner]; ok {
			owners = []rulings.PlayerID{id}
		}
	case pl >= 0:
		owners = []rulings.PlayerID{pl}
	default:
		// Every player, in turn order: the IDs count up from 0.
		for i := range len(r.players) {
			owners = append(owners, rulings.PlayerID(i))
		}
	}
	var out []rulings.ObjectID
	for _, z := range zones {
		for _, o := range owners {
			for _, id := range g.Zone(o, z) {
				if nameMatches(g.Name(id), ref.name) || ((o == pl || ref.owner != "") && g.CardName(id) == ref.name) {
					out = append(out, id)
				}
			}
		}
	}
	return out
}

// nameMatches compares names; a split card also answers to either half.
func nameMatches(name, want string) bool {
	if name == want {
		return true
	}
	return slices.Contains(strings.Split(name, "/"), want)
}

// Outcome is what running a program produced.
type Outcome struct {
	// Trace is the ruling a judge reads.
	Trace *rulings.Trace
	// Failures are the expectations that did not hold.
	Failures []Failure
	// State is the game's state at the end, as the comparison of eras
	// shows it (compare.go).
	State []StateEntry

	// finished is the run that reached the end of the play, and
	// illegalInPlay the rejections its check blocks accounted for: what
	// Recheck evaluates other final expectations against.
	finished      *gameRun
	illegalInPlay map[int]bool
}

// Failure is one expectation that did not hold.
type Failure struct {
	// File and Line locate the expectation (or the rejected action).
	File string
	Line int
	// Expected is what the scenario expected; Got is what happened.
	Expected string
	Got      string
}

// Error renders the failure as "file:line: expected ..., got ...".
func (f Failure) Error() string {
	return fmt.Sprintf("%s:%d: expected %s, got %s", f.File, f.Line, f.Expected, f.Got)
}

// declareBlocks declares every block collected from consecutive "blocks"
// lines at once (309.1): one declaration for each player whose lines they
// are, each defending player's in the order of the lines (602.4). A
// line's player is pl when it is the only one.
func (r *gameRun) declareBlocks(pl rulings.PlayerID) error {
	collected := r.blocks
	r.blocks = nil
	var order []string
	byPlayer := map[string][]action{}
	for _, a := range collected {
		if _, seen := byPlayer[a.player]; !seen {
			order = append(order, a.player)
		}
		byPlayer[a.player] = append(byPlayer[a.player], a)
	}
	if len(order) == 1 {
		blocks, err := r.blocksOf(pl, collected)
		if err != nil {
			return err
		}
		return r.game.DeclareBlockers(pl, blocks)
	}
	var declarations []rulings.BlockDeclaration
	for _, name := range order {
		p := r.players[name]
		blocks, err := r.blocksOf(p, byPlayer[name])
		if err != nil {
			return err
		}
		declarations = append(declarations, rulings.BlockDeclaration{Player: p, Blocks: blocks})
	}
	return r.game.DeclareBlocks(declarations)
}

// blocksOf finds the creatures of one player's block lines and names the
// permanents paying a cost to block.
func (r *gameRun) blocksOf(pl rulings.PlayerID, collected []action) ([]rulings.Block, error) {
	var blocks []rulings.Block
	used := map[rulings.ObjectID]bool{}
	for _, a := range collected {
		// One line's blocker blocking several attackers is one creature;
		// a name written twice for one attacker is two creatures of that
		// name ("blocks \"Knight\" with \"Elf\", \"Elf\"").
		named := map[objectRef][]rulings.ObjectID{}
		paired := map[[2]rulings.ObjectID]bool{}
		for _, b := range a.blocks {
			attacker, err := r.find(-1, b.attacker, []rulings.Zone{rulings.ZoneInPlay}, nil)
			if err != nil {
				return nil, err
			}
			blocker := rulings.ObjectID(-1)
			for _, id := range named[b.blocker] {
				if !paired[[2]rulings.ObjectID{id, attacker}] {
					blocker = id
					break
				}
			}
			if blocker < 0 {
				if blocker, err = r.find(pl, b.blocker, []rulings.Zone{rulings.ZoneInPlay}, used); err != nil {
					return nil, err
				}
				named[b.blocker] = append(named[b.blocker], blocker)
			}
			used[blocker] = true
			paired[[2]rulings.ObjectID{blocker, attacker}] = true
			blocks = append(blocks, rulings.Block{Blocker: blocker, Attacker: attacker})
		}
	}
	if err := r.planCombatPayment(pl, collected); err != nil {
		return nil, err
	}
	return blocks, nil
}

// planCombatPayment names to the engine the permanents the declaring
// player taps for mana to pay a cost to attack or block (308.2e, 309.2c).
func (r *gameRun) planCombatPayment(pl rulings.PlayerID, actions []action) error {
	var sources []rulings.ObjectID
	used := map[rulings.ObjectID]bool{}
	for _, a := range actions {
		ids, err := r.manaSources(pl, a.tapping, used)
		if err != nil {
			return err
		}
		sources = append(sources, ids...)
	}
	r.game.PayCombatCostWith(sources)
	return nil
}

// joinsAttack reports whether attack line next adds to the lines of
// group, one declaration of attackers: it is the same player's, names the
// player its creatures attack, and one no line of group names. That is
// how a script redoes a declaration the rules rejected (422.2).
func joinsAttack(group []action, next action) bool {
	if next.kind != actAttack || next.defender == "" || next.player != group[0].player {
		return false
	}
	for _, a := range group {
		if a.defender == next.defender {
			return false
		}
	}
	return true
}

// redeclares reports whether block line next starts a new declaration of
// blockers instead of adding to the lines of group: it names a blocker
// the group already has, or one of them blocks with nothing. That is how a
// script redoes a declaration the rules rejected (422.2).
func redeclares(group []action, next action) bool {
	mine := false
	for _, a := range group {
		if a.player != next.player {
			// Another defending player's lines: a declaration of its own
			// made at the same time (602.4).
			continue
		}
		mine = true
		if len(a.blocks) == 0 {
			return true
		}
		for _, b := range a.blocks {
			for _, n := range next.blocks {
				if b.blocker == n.blocker {
					return true
				}
			}
		}
	}
	return mine && len(next.blocks) == 0
}

// expectSubgame has the subgame block at index i play the subgame the
// next action starts: its actions run against the subgame (506).
func (r *gameRun) expectSubgame(i int) {
	block := r.prog.actions[i]
	r.game.SetSubgamePlayer(func(sub *rulings.Game) error {
		r.subgameUsed[i] = true
		inner := &gameRun{prog: r.prog, game: sub, players: r.players, chosenAt: map[rulings.PlayerID][]int{}, rolledAt: map[rulings.PlayerID][]int{}, subgameUsed: map[int]bool{}}
		for _, a := range block.sub {
			if err := inner.do(a); err != nil {
				return errorf(r.prog.file, a.line, "%v", err)
			}
		}
		return nil
	})
}

// inCommand reports whether pl has an object named by ref in the command
// zone: a conspiracy card they may turn face up (702.106c of 2026).
func (r *gameRun) inCommand(pl rulings.PlayerID, ref objectRef) bool {
	return len(r.candidates(pl, ref, []rulings.Zone{rulings.ZoneCommand})) > 0
}
