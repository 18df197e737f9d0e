package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// totalCost determines the total cost of a spell or ability and locks it in
// (409.1f): the mana cost or activation cost, plus additional costs, plus
// increases, minus reductions (including convoke, 502.46a).
func (g *Game) totalCost(s *stackSpell, req PlayRequest, cost ManaCost) (ManaCost, error) {
	name := g.name(s.obj.ID)
	total := cost
	if total.X > 0 {
		total.Generic += total.X * s.obj.X
		total.X = 0
	}
	g.record("409.1f", "the cost of %s starts at %s", name, total)
	if !s.extra.IsZero() {
		total = total.plus(s.extra)
		g.record("409.1f", "the kicker cost %s is added: %s", s.extra, total)
		g.recordLater("118.8b", "the kicker cost %s is an optional additional cost, which %s chose to pay", s.extra, g.playerName(s.obj.Controller))
		g.recordLater("118.8a", "additional costs may be applied to %s as it's cast: %s announced the intention to pay the kicker cost %s", name, g.playerName(s.obj.Controller), s.extra)
		g.noteAdditionalCostKeepsManaCost(s)
	}
	total = g.addEntwineCost(s, total)
	total = g.addEscalateCost(s, total)
	total = g.addSpreeCosts(s, total)
	total = g.addTieredCost(s, total)
	total = g.addReplicateCost(s, total)
	total = g.addSpliceCosts(s, total)
	total = g.addWaterbendCost(s, total)
	if !s.buyback.IsZero() {
		total = total.plus(s.buyback)
		g.record("409.1f", "the buyback cost %s is added: %s", s.buyback, total)
	}
	for _, part := range s.parts {
		if part.alternative {
			g.record("409.1f", "the total cost includes, as part of the alternative cost: %s", part.Text)
			continue
		}
		g.record("409.1f", "the total cost includes: %s", part.Text)
		if s.isSpell {
			g.recordLater("118.8", "\"%s\" is an additional cost listed in the rules text of %s: it is paid in addition to the mana cost", part.Text, name)
			g.recordLater("202.4", "\"%s\" isn't part of the mana cost of %s: it is paid at the same time as the spell's other costs", part.Text, name)
			g.record("412.3", "the additional cost \"%s\" is a static ability that works while the spell is on the stack", part.Text)
		}
	}
	if s.isSpell {
		// The total is the cost plus all increases, minus all reductions
		// (409.1f): every increase is added before any reduction comes
		// off, so a reduction of generic mana can take away what an
		// increase added, whatever order the permanents came into play.
		spell := g.view(s.obj.ID)
		for _, kind := range []StaticKind{CostIncrease, CostReduction} {
			for _, id := range g.inPlay {
				src := g.view(id)
				for _, a := range src.chars().Abilities {
					if a.Kind != StaticAbility || a.Static.Kind != kind {
						continue
					}
					if !g.matches(&a.Static.Filter, spell, src.controller, nil) {
						continue
					}
					if kind == CostIncrease {
						total = total.plus(a.Static.Mana)
						g.record("409.1f", "%s's ability \"%s\" increases the cost by %s", src.name(), a.Text, a.Static.Mana)
						g.record("416.2", "the effect applies to %s, a spell on the stack: a spell is on the stack while it is being %s", spell.name(), g.rules.Words.spell(participle))
						continue
					}
					reduced := reduceGeneric(&total, a.Static.Mana.Generic)
					g.record("409.1f", "%s's ability \"%s\" reduces the cost by {%d}", src.name(), a.Text, reduced)
					if reduced > 0 {
						g.recordLater("118.7", "what %s's controller needs to pay is reduced by an effect: %s", spell.name(), total)
					}
					if reduced < a.Static.Mana.Generic {
						g.recordLater("118.7a", "the reduction of {%d} affects only the generic mana component of the cost, which holds {%d}: it can't reduce the cost's colored or colorless mana", a.Static.Mana.Generic, reduced)
					}
				}
			}
			if kind != CostIncrease {
				continue
			}
			for _, e := range g.costEffects {
				if g.matches(&e.filter, spell, e.controller, nil) {
					total = total.plus(e.mana)
					g.record("409.1f", "the effect \"%s\" increases the cost by %s", e.text, e.mana)
				}
			}
		}
		g.applyAffinity(spell, req.Player, &total)
		g.applyAttackedReduction(spell, req.Player, &total)
		g.applyCountReduction(spell, req.Player, &total)
		g.applyUndaunted(spell, req.Player, &total)
		g.applyEmerge(s, req, &total)
		if err := g.applyOffering(s, req, &total); err != nil {
			return total, err
		}
		if !g.rules.ConvokePaysTotalCost {
			if err := g.applyConvoke(s, req, &total); err != nil {
				return total, err
			}
		}
	}
	g.record("409.1f", "total cost locked in %s", describeCost(total, s.parts, s.ability, s.isSpell))
	if s.isSpell && g.rules.ConvokePaysTotalCost && len(req.Convoke) > 0 {
		g.record("702.51b", "convoke isn't an additional or alternative cost: it applies only now that the total cost is determined")
		if err := g.applyConvoke(s, req, &total); err != nil {
			return total, err
		}
	}
	if err := g.applyImprovise(s, req, &total); err != nil {
		return total, err
	}
	if err := g.applyWaterbend(s, req, &total); err != nil {
		return total, err
	}
	if err := g.applyDelve(s, req, &total); err != nil {
		return total, err
	}
	return total, nil
}

// describeCost renders a total cost: mana plus the other parts.
func describeCost(m ManaCost, parts []CostPart, a *Ability, isSpell bool) string {
	words := []string{"at " + m.String()}
	if !isSpell && a != nil && a.Cost.Tap {
		words = append(words, "{T}")
	}
	for _, p := range parts {
		words = append(words, p.Text)
	}
	return strings.Join(words, " and ")
}

// reduceGeneric lowers the generic part of a cost by up to n and returns by
// how much it fell; a cost can't go below zero.
func reduceGeneric(m *ManaCost, n int) int {
	if n > m.Generic {
		n = m.Generic
	}
	m.Generic -= n
	return n
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// payTotalCost plays the mana abilities announced for the payment (409.1g)
// and pays the locked-in total cost in full (409.1h).
func (g *Game) payTotalCost(s *stackSpell, req PlayRequest) error {
	p := req.Player
	name := g.playerName(p)
	if err := g.payAssist(s, req); err != nil {
		return err
	}
	if len(req.ManaSources) > 0 {
		g.record("409.1g", "%s %s mana abilities before paying", name, g.rules.Words.PlaysAbility)
		verb := g.rules.Words.spell(gerund)
		if !s.isSpell {
			verb = g.rules.Words.ability(gerund)
		}
		g.recordLater("117.1d", "%s may activate mana abilities while %s %s, which requires a mana payment", name, verb, g.name(s.obj.ID))
		g.recordLater("118.2", "the cost includes a mana payment: %s has a chance to activate mana abilities before paying it", name)
	}
	for _, id := range req.ManaSources {
		if err := g.tapForMana(p, id); err != nil {
			return err
		}
	}
	pool := &g.players[p].Pool
	unpaid := *pool
	lifeBefore := g.players[p].Life
	if err := g.payManaOn(p, pool, s.totalCost, castOrActivate, s); err != nil {
		return err
	}
	if s.totalCost.Phyrexian != [5]int{} {
		g.notePhyrexianLife(s, lifeBefore-g.players[p].Life)
	}
	g.notePaidColors(s, unpaid, *pool)
	g.noteManaSpent(s, p, unpaid.Total()-pool.Total())
	g.record("409.1h", "%s pays %s", name, s.totalCost)
	g.recordLater("118.1", "to pay the cost %s, %s carries out what it specifies", s.totalCost, name)
	if unpaid.Total() > pool.Total() {
		g.recordLater("118.3a", "paying mana is removing it from the mana pool: %s's pool held %s and now holds %s", name, unpaid, *pool)
		g.recordPoolAnnounced(p, "106.4a", "has paid a cost")
	}
	g.noteResourcesOf(p)
	if s.ability != nil && !s.isSpell && s.ability.Cost.Tap {
		if s.source.Tapped {
			g.recordLater("118.3", "%s can't pay a cost without the resources to pay it fully: %s is already tapped, so it can't be tapped to pay {T}", g.playerName(p), g.name(s.source.ID))
			return g.illegal("104.4", "%s is already tapped and can't be tapped to pay the cost", g.name(s.source.ID))
		}
		if g.summoningSick(s.source, g.view(s.source.ID)) {
			g.record("403.4", "a creature's activated ability with {T} in its cost can't be %s unless the creature has been under its controller's control since the start of his or her most recent turn", g.rules.Words.ability(participle))
			g.recordLater("602.5a", "%s's ability has {T} in its activation cost: it can't be activated, as %s hasn't controlled the creature since the start of their most recent turn", g.name(s.source.ID), g.playerName(p))
			return g.illegal("212.3d", "%s is a creature that hasn't been under %s's control since the start of his or her most recent turn: an ability with {T} in its cost can't be %s", g.name(s.source.ID), g.playerName(p), g.rules.Words.ability(participle))
		}
		s.source.Tapped = true
		g.becameTapped(s.source.ID)
		g.noteHasteTap(s.source)
		g.notePhasedInAsThoughHaste(s.source, g.view(s.source.ID))
		g.record("409.1h", "%s taps %s to pay the cost", name, g.name(s.source.ID))
	}
	for _, c := range req.Convoke {
		g.objects[c.Creature].Tapped = true
		g.becameTapped(c.Creature)
		g.record("502.46a", "%s becomes tapped as %s pays the cost", g.name(c.Creature), name)
		g.recordLater("702.51c", "%s was tapped to pay for mana in the total cost of %s: it convoked that spell", g.name(c.Creature), g.name(s.obj.ID))
	}
	return g.payParts(s, req)
}

// payParts pays the parts of a cost other than mana and tapping: the
// sacrifices, discards and the rest, each with the objects req names.
func (g *Game) payParts(s *stackSpell, req PlayRequest) error {
	sacrifices, discards := req.Sacrifices, req.Discards
	for _, part := range s.parts {
		var err error
		switch part.Action {
		case Sacrifice:
			sacrifices, err = g.payPart(s, part, sacrifices, ZoneInPlay)
		case Discard:
			discards, err = g.payPart(s, part, discards, ZoneHand)
		case ReturnUnblocked:
			err = g.returnUnblocked(s, part, req.Returns, "502.43a")
		case GiftPromise:
			err = g.payGiftPromise(s, part)
		case SneakReturn:
			err = g.returnUnblocked(s, part, req.Returns, "702.190a")
		case ReturnTapped:
			err = g.payReturnTapped(s, part, req.Returns)
		case Loyalty:
			err = g.payLoyalty(s, part)
		case RemoveCounter:
			err = g.payRemoveCounter(s, part)
		case RemoveLibraryTop:
			err = g.payRemoveLibraryTop(s, part)
		case CrewTap:
			err = g.payCrew(s, part)
		case ConspireTap:
			err = g.payConspire(s, part)
		case StationTap:
			err = g.payStation(s)
		case ExileFromGraveyard:
			err = g.payExileFromGraveyard(s, part)
		case ExileSelfFromGraveyard:
			err = g.payExileSelfFromGraveyard(s, part)
		case PayLifeCost:
			err = g.payLifeCost(s, part)
		case RevealFromHand:
			err = g.payRevealFromHand(s, part)
		case ExileFromHand:
			err = g.payExileFromHand(s, part)
		case CraftExileSelf:
			err = g.payCraftExileSelf(s, part)
		case CraftMaterials:
			err = g.payCraftMaterials(s, part)
		}
		if err != nil {
			return err
		}
	}
	if len(sacrifices)+len(discards) > 0 {
		return g.illegal("409.1h", "more objects were named to sacrifice or discard than the cost asks for")
	}
	return nil
}

// payPart pays one sacrifice or discard part of a cost with the first of
// the named objects, or with the source itself.
func (g *Game) payPart(s *stackSpell, part CostPart, named []ObjectID, zone Zone) ([]ObjectID, error) {
	p := s.obj.Controller
	var id ObjectID
	if part.Self {
		id = s.source.ID
	} else {
		if len(named) == 0 {
			return named, g.illegal("409.1h", "%s must choose what to pay \"%s\" with; partial payments are not allowed", g.playerName(p), part.Text)
		}
		id, named = named[0], named[1:]
		if o := g.objects[id]; o == nil || o.Zone != zone {
			return named, g.notWhereCostIs(s, part, id, zone)
		}
		v := g.view(id)
		f := part.Filter
		f.Zone = zone
		if v == nil || !g.matches(&f, v, p, nil) || (zone == ZoneInPlay && v.controller != p) || (zone == ZoneHand && v.owner != p) {
			return named, g.illegal("409.1h", "%s can't pay \"%s\" with %s", g.playerName(p), part.Text, g.name(id))
		}
	}
	if part.Action == Sacrifice {
		if err := g.sacrificeForbidden(p, g.view(id)); err != nil {
			return named, err
		}
	}
	before := g.view(id)
	if part.Action == Sacrifice {
		s.obj.Sacrificed = append(slices.Clip(s.obj.Sacrificed), before)
		last := *g.objects[id]
		s.obj.sacrificedObjects = append(slices.Clip(s.obj.sacrificedObjects), &last)
	}
	s.before = append(s.before, g.snapshotInPlay()...)
	ev := g.move(id, ZoneGraveyard, p)
	ev.Discarded = part.Action == Discard
	verb := "sacrifices"
	if part.Action == Discard {
		verb = "discards"
	}
	g.record("409.1h", "%s %s %s to pay the cost", g.playerName(p), verb, before.name())
	switch part.Action {
	case Sacrifice:
		g.recordLater("701.21a", "%s moves %s from the battlefield directly to its owner's graveyard: a sacrifice, which isn't destruction", g.playerName(p), before.name())
	case Discard:
		g.recordLater("701.9a", "%s moves %s from their hand to their graveyard: to discard a card", g.playerName(p), before.name())
	}
	s.events = append(s.events, ev)
	if part.Action == Discard {
		g.noteDiscarded(before.origin)
		g.noteCycled(s, before, p)
	}
	return named, nil
}

// payMana takes a cost out of a player's mana pool: colored mana first,
// then generic. Partial payments are not allowed (409.1h).
func (g *Game) payMana(p PlayerID, pool *ManaPool, cost ManaCost) error {
	return g.payManaFor(p, pool, cost, otherPayment)
}

// payManaFor pays cost as payMana does, for purpose: what may stop a
// player paying life for it depends on what it is paid for.
func (g *Game) payManaFor(p PlayerID, pool *ManaPool, cost ManaCost, purpose costPurpose) error {
	return g.payManaOn(p, pool, cost, purpose, nil)
}

// payManaOn pays cost for s, the spell or ability being paid for (nil for
// any other payment): mana that can be spent only on something else is
// set aside while the rest pays (106.6).
func (g *Game) payManaOn(p PlayerID, pool *ManaPool, cost ManaCost, purpose costPurpose, s *stackSpell) error {
	if len(pool.Restricted) == 0 {
		return g.payManaAmounts(p, pool, cost, purpose)
	}
	aside := g.setAsideRestricted(p, pool, s)
	before := *pool
	if aside.Total() > 0 {
		g.record("106.6", "%s in %s's mana pool can't be spent on this: it is set aside while %s is paid", aside, g.playerName(p), cost)
	}
	err := g.payManaAmounts(p, pool, cost, purpose)
	if err != nil {
		*pool = before
	}
	g.restoreRestricted(p, pool, before, aside, s)
	return err
}

// payManaAmounts pays cost out of the amounts of mana in pool.
func (g *Game) payManaAmounts(p PlayerID, pool *ManaPool, cost ManaCost, purpose costPurpose) error {
	after := *pool
	for _, c := range allColors {
		if after.Colored[c] < cost.Colored[c] {
			g.recordLater("107.4a", "{%s} in %s is colored mana in a cost: only %s mana can pay it", c.Symbol(), cost, c)
			return g.illegal("409.1h", "%s can't pay %s: the mana pool holds %s, and partial payments are not allowed", g.playerName(p), cost, pool)
		}
		after.Colored[c] -= cost.Colored[c]
	}
	if after.Colorless < cost.Colorless {
		return g.illegal("107.4c", "%s can't pay %s: {C} is paid only with colorless mana, and the mana pool holds %s", g.playerName(p), cost, pool)
	}
	after.Colorless -= cost.Colorless
	if cost.Colorless > 0 {
		g.record("107.4c", "%s in %s is paid with colorless mana only", strings.Repeat("{C}", cost.Colorless), cost)
	}
	if _, err := g.payHybrid(p, &after, cost); err != nil {
		return err
	}
	extra, life, err := g.payColoredAlternatives(p, &after, cost, purpose)
	if err != nil {
		return err
	}
	generic := cost.Generic + extra
	if after.Total() < generic {
		return g.illegal("409.1h", "%s can't pay %s: the mana pool holds %s, and partial payments are not allowed", g.playerName(p), cost, pool)
	}
	kinds := 0
	if after.Colorless > 0 {
		kinds++
	}
	for _, c := range allColors {
		if after.Colored[c] > 0 {
			kinds++
		}
	}
	if generic > 0 && after.Total() > generic && kinds > 1 {
		return &DecisionError{Player: g.playerName(p), Question: fmt.Sprintf("which mana in %s pays the generic {%d}: the pool holds more than the cost needs, in several kinds", after, generic), Options: []string{"tap only the mana the cost needs"}}
	}
	take := min(after.Colorless, generic)
	after.Colorless -= take
	generic -= take
	var colored ManaPool
	for _, c := range allColors {
		take := min(after.Colored[c], generic)
		after.Colored[c] -= take
		colored.Colored[c] += take
		generic -= take
	}
	*pool = after
	if life > 0 {
		g.payLife(p, life, "the Phyrexian mana of "+cost.String())
	}
	if colored.Total() > 0 {
		g.record("104.3b", "{%d} in %s is generic mana: any color of mana, or colorless, pays it, here %s", cost.Generic+extra, cost, colored)
	}
	return nil
}

// tapForMana plays the mana ability of a permanent during a payment.
// payManaWith plays the mana abilities of sources, then pays cost from
// the player's pool: how a special action's mana cost is paid (morph,
// suspend, ending or ignoring an effect).
func (g *Game) payManaWith(p PlayerID, sources []ObjectID, cost ManaCost) error {
	for _, id := range sources {
		if err := g.tapForMana(p, id); err != nil {
			return err
		}
	}
	return g.payMana(p, &g.players[p].Pool, cost)
}

func (g *Game) tapForMana(p PlayerID, id ObjectID) error {
	v := g.view(id)
	if v == nil || v.zone != ZoneInPlay {
		return fmt.Errorf("no such permanent in play to tap for mana")
	}
	var mana []*Ability
	for _, a := range v.chars().Abilities {
		if a.Kind == ActivatedAbility && a.Mana {
			mana = append(mana, a)
		}
	}
	if len(mana) == 0 {
		return g.illegal("406.1", "%s has no mana ability", v.name())
	}
	a := mana[0]
	if len(mana) > 1 {
		options := make([]string, len(mana))
		for i, m := range mana {
			options[i] = m.Text
		}
		answer, err := g.ask(Question{Kind: ChoosePayment, Player: p, Rule: "411.1", About: "which mana ability of " + v.name() + " to play", Options: options})
		if err != nil {
			return err
		}
		for i := range options {
			if options[i] == answer {
				a = mana[i]
			}
		}
	}
	named, err := g.chooseManaCostObjects(p, v, a)
	if err != nil {
		return err
	}
	if a.Cost.Tap {
		g.recordLater("106.12", "to tap %s for mana is to activate its mana ability with {T} in its cost, \"%s\"", v.name(), a.Text)
	}
	return g.playManaAbility(p, id, a, named)
}

// chooseManaCostObjects asks player p which objects pay the parts of mana
// ability a's cost that name none ("sacrifice a creature"), as the mana
// ability is played while paying for something else, where the play names
// only the permanent tapped for mana.
func (g *Game) chooseManaCostObjects(p PlayerID, v *view, a *Ability) (PlayRequest, error) {
	var req PlayRequest
	for _, part := range a.Cost.Parts {
		if part.Self || part.Action != Sacrifice && part.Action != Discard {
			continue
		}
		zone, list := ZoneInPlay, &req.Sacrifices
		if part.Action == Discard {
			zone, list = ZoneHand, &req.Discards
		}
		f := part.Filter
		f.Zone = zone
		var ids []ObjectID
		var options []string
		for _, id := range g.objectsIn(p, zone) {
			if ov := g.view(id); ov != nil && ov.controller == p && !slices.Contains(*list, id) && g.matches(&f, ov, p, nil) {
				ids = append(ids, id)
				options = append(options, ov.name())
			}
		}
		if len(ids) == 0 {
			return req, g.illegal("409.1h", "%s has nothing to pay \"%s\" with, for the mana ability of %s", g.playerName(p), part.Text, v.name())
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "411.1", About: fmt.Sprintf("what pays \"%s\" for the mana ability of %s", part.Text, v.name()), Options: options})
		if err != nil {
			return req, err
		}
		*list = append(*list, ids[slices.Index(options, answer)])
	}
	return req, nil
}

// playManaAbility pays a mana ability's cost, with the objects named pays
// the parts that sacrifice or discard, and resolves it at once, without
// the stack (411.1); triggered mana abilities resolve right after it
// (411.3). Other abilities that trigger on paying its cost wait until a
// player would next receive priority (410.3).
func (g *Game) playManaAbility(p PlayerID, id ObjectID, a *Ability, named PlayRequest) error {
	m := g.beginManaAbility(p, id, a, named)
	libraries := g.libraries()
	err := g.playManaAbilityNow(p, id, a, named)
	if err == nil {
		g.endManaAbility(m, libraries)
	} else if m != nil {
		g.manaLog.current = nil
	}
	return err
}

// playManaAbilityNow is playManaAbility without the record of it.
func (g *Game) playManaAbilityNow(p PlayerID, id ObjectID, a *Ability, named PlayRequest) error {
	o := g.objects[id]
	v := g.view(id)
	if v.controller != p {
		return g.illegal("411.1", "%s doesn't control %s", g.playerName(p), v.name())
	}
	// An exhaust mana ability is activated only once, as any other
	// (702.177a).
	if err := g.laterActivationRestriction(p, o, v, a); err != nil {
		return err
	}
	if a.Cost.Tap {
		if o.Tapped {
			g.recordLater("118.3", "%s can't pay a cost without the resources to pay it fully: %s is already tapped, so it can't be tapped to pay {T}", g.playerName(p), v.name())
			return g.illegal("104.4", "%s is already tapped and can't be tapped for mana", v.name())
		}
		if g.summoningSick(o, v) {
			g.record("403.4", "a creature's activated ability with {T} in its cost can't be %s unless the creature has been under its controller's control since the start of his or her most recent turn", g.rules.Words.ability(participle))
			g.recordLater("602.5a", "%s's mana ability has {T} in its activation cost: it can't be activated, as %s hasn't controlled the creature since the start of their most recent turn", v.name(), g.playerName(p))
			return g.illegal("212.3d", "%s is a creature that hasn't been under %s's control since the start of his or her most recent turn: its {T} mana ability can't be %s", v.name(), g.playerName(p), g.rules.Words.ability(participle))
		}
		o.Tapped = true
		g.becameTapped(o.ID)
	}
	if a.Cost.HasMana {
		if err := g.payManaFor(p, &g.players[p].Pool, a.Cost.Mana, castOrActivate); err != nil {
			return err
		}
	}
	var paid *stackSpell
	if len(a.Cost.Parts) > 0 {
		// The rest of the cost is paid as for any other ability (411.1,
		// 409.1h): the source itself or the objects named.
		paid = &stackSpell{obj: &Object{Ability: a, Source: v, Owner: p, Controller: p, Face: -1}, ability: a, source: o, parts: a.Cost.Parts}
		if err := g.payParts(paid, named); err != nil {
			return err
		}
	}
	g.record("411.1", "%s %s %s's mana ability \"%s\"; it resolves at once, without the stack", g.playerName(p), g.rules.Words.PlaysAbility, v.name(), a.Text)
	g.recordLater("113.4", "\"%s\" is a mana ability, which follows special rules: it doesn't use the stack", a.Text)
	g.noteManaAbilityRules(v, a)
	g.noteLandTypeMana(o, v, a)
	if paid != nil && len(paid.events) > 0 {
		// What the cost's events trigger waits until a player would next
		// receive priority, as any triggered ability does (410.3).
		g.afterEvents(paid.events, paid.before)
	}
	r := &resolution{g: g, controller: p, source: v, ability: a}
	for _, ins := range a.Effect {
		if err := g.perform(r, ins); err != nil {
			return err
		}
	}
	if a.Cost.Tap && len(r.manaKinds) > 0 {
		var kinds []Mana
		for _, m := range r.manaKinds {
			if !slices.Contains(kinds, m) {
				kinds = append(kinds, m)
			}
		}
		return g.triggerManaAbilities(Event{Kind: TappedForMana, Object: v, Player: p, Mana: kinds[0]}, kinds)
	}
	return nil
}

// returnUnblocked pays a ninjutsu or sneak cost's "return an unblocked
// creature you control to its owner's hand" (502.43a, or rule for sneak);
// the ninja will attack the same player or planeswalker, remembered for
// the ability or spell (502.43c, 702.190b of 2026).
func (g *Game) returnUnblocked(s *stackSpell, part CostPart, named []ObjectID, rule string) error {
	p := s.obj.Controller
	if len(named) != 1 {
		return g.illegal("409.1h", "%s must name one unblocked attacking creature to return for \"%s\"", g.playerName(p), part.Text)
	}
	id := named[0]
	if !g.IsAttacking(id) || g.combat.blocked[id] || g.objects[id].Controller != p {
		return g.illegal(rule, "%s isn't an unblocked attacking creature %s controls", g.name(id), g.playerName(p))
	}
	before := g.snapshotInPlay()
	g.rememberNinjaAttack(s.obj.ID, id)
	g.removeFromCombat(id)
	g.record("409.1h", "%s returns the unblocked %s to its owner's hand to pay the cost", g.playerName(p), g.name(id))
	s.events = append(s.events, g.move(id, ZoneHand, g.objects[id].Owner))
	s.before = append(s.before, before...)
	return nil
}

// notWhereCostIs is the IllegalError for paying part of a cost with an
// object that has left the zone the cost takes it from: the card being
// played above all, which moved to the stack as it was announced (409.1a),
// so it is no longer in the hand to be discarded.
func (g *Game) notWhereCostIs(s *stackSpell, part CostPart, id ObjectID, zone Zone) error {
	p := s.obj.Controller
	// The trace's phrases are the 2006 words, rewritten for later
	// editions ("in play", "on the battlefield").
	where := "in play"
	if zone != ZoneInPlay {
		where = "in his or her " + zone.String()
	}
	if lk := g.lki[id]; lk != nil && lk.origin != 0 && lk.origin == s.obj.Origin {
		return g.illegal("409.1a", "%s can't pay \"%s\" with %s: it is the card being %s, which moved from the hand to the stack as it was announced, so it is no longer %s", g.playerName(p), part.Text, lk.name(), g.rules.Words.spell(participle), where)
	}
	return g.illegal("409.1h", "%s can't pay \"%s\" with %s: it isn't %s", g.playerName(p), part.Text, g.name(id), where)
}
