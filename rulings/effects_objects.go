package rulings

import (
	"fmt"
	"slices"
	"strings"
)

func opLoseLife(g *Game, r *resolution, ins Instruction) error {
	own := ins.Amount.Count != nil && ins.Amount.Count.Controller == SubjectsOwn
	n := 0
	if !own {
		n = r.value(ins.Amount)
	}
	for _, p := range r.players(ins.Player) {
		if own {
			n = r.countOwnCards(ins.Amount.Count, p)
		}
		if g.noLifeLoss(p, n) {
			continue
		}
		g.players[p].Life -= n
		g.noteLifeLost(p, n)
		g.record("413.2b", "%s loses %d life (now %d)", g.playerName(p), n, g.players[p].Life)
		g.recordLater("119.3", "an effect causes %s to lose life: %s's life total is adjusted accordingly, to %d", g.playerName(p), g.playerName(p), g.players[p].Life)
	}
	return nil
}

func opGainLife(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if n == 0 && g.rules.Edition == Edition2026 {
			// 0 life gained is no life gain event: nothing replaces it
			// and nothing triggers on it (119.10 of 2026).
			g.recordLater("119.10", "%s would gain 0 life: no life gain event occurs, so no effect that applies to a player gaining life applies, and nothing triggers", g.playerName(p))
			continue
		}
		replaced, n, err := g.replaceLifeGainOrdered(p, n)
		if replaced || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if replaced, err := g.replaceLifeGain(p, n); replaced || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		if g.noLifeGain(p, n) {
			continue
		}
		g.players[p].Life += n
		g.record("413.2b", "%s gains %d life (now %d)", g.playerName(p), n, g.players[p].Life)
		g.recordLater("119.3", "an effect causes %s to gain life: %s's life total is adjusted accordingly, to %d", g.playerName(p), g.playerName(p), g.players[p].Life)
		if ins.Player.Kind == RefYou {
			g.recordLater("115.10b", "the word \"you\" in the text of %s doesn't indicate a target: it is %s, its controller", r.source.name(), g.playerName(p))
		}
		g.gainedLife(p, n)
	}
	return nil
}

// opTap taps the objects named, or the permanents matching the filter as
// it resolves ("tap all creatures your opponents control", 418.3b; 611.2c
// of 2026).
func opTap(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.groupObjects(ins) {
		if g.objects[id].Tapped && g.objects[id].Zone == ZoneInPlay {
			g.record("413.2b#tap", "%s is already tapped: only an untapped permanent can be tapped, so it doesn't become tapped", g.name(id))
			continue
		}
		g.objects[id].Tapped = true
		g.becameTapped(id)
		g.record("413.2b#tap", "%s becomes tapped", g.name(id))
		g.recordLater("110.5", "tapped is one value of the status of %s, its physical state, with untapped, flipped and unflipped, face up and face down, phased in and out", g.name(id))
		g.recordLater("110.5a", "the status of %s changes, not its characteristics", g.name(id))
		g.noteStaysInCombat(id)
	}
	return nil
}

// opUntap untaps the objects named, or the permanents matching the filter
// as it resolves ("untap all creatures you control").
func opUntap(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.groupObjects(ins) {
		was := g.objects[id].Tapped
		if !was && g.objects[id].Zone == ZoneInPlay {
			g.record("413.2b#untap", "%s is already untapped: only a tapped permanent can be untapped, so it doesn't become untapped", g.name(id))
			continue
		}
		if was && g.objects[id].Zone == ZoneInPlay && g.stunned(g.objects[id]) {
			continue
		}
		g.objects[id].Tapped = false
		g.record("413.2b#untap", "%s becomes untapped", g.name(id))
		g.noteStaysInCombat(id)
		if was {
			g.afterEvents([]Event{{Kind: Untapped, Object: g.view(id), Player: g.objects[id].Controller, NoPlayer: true}}, nil)
		}
	}
	return nil
}

func opDamage(g *Game, r *resolution, ins Instruction) error {
	g.noteOneShot(r, ins)
	n := r.value(ins.Amount)
	if ins.KickedAmount != nil && r.obj != nil && r.obj.Kicked {
		kicked := r.value(*ins.KickedAmount)
		g.record("614.15", "%s was kicked: its own text replaces %d damage with %d, a self-replacement effect", g.objectName(r.obj.ID), n, kicked)
		g.record("616.1a", "a self-replacement effect is applied first, before any other replacement or prevention effect that would modify the damage event")
		n = kicked
	}
	g.dealingAtOnce(func() {
		for _, id := range r.objects(ins.Object) {
			o := g.objects[id]
			before := o.Damage
			g.dealDamage("413.2b", r.source, n, Target{Object: id})
			if ins.NoRegeneration && o.Zone == ZoneInPlay && o.Damage > before && g.view(id).chars().HasType("creature") {
				// "A creature dealt damage this way can't be regenerated this
				// turn": its shields no longer apply (701.19c of 2026).
				o.CantRegenerate = true
				g.record("419.6b#cant", "%s was dealt damage this way: it can't be regenerated this turn, so a regeneration shield on it won't apply", g.name(id))
			}
		}
		for _, p := range r.players(ins.Player) {
			g.dealDamage("413.2b", r.source, n, Target{Player: p, IsPlayer: true})
		}
	})
	return nil
}

// addEffect starts a continuous effect from a resolving spell or ability;
// the set of objects it affects is locked in now (418.3b).
func (g *Game) addEffect(r *resolution, ids []ObjectID, e ContinuousEffect) {
	if len(ids) == 0 {
		return
	}
	e.Objects = ids
	e.Timestamp = g.newTimestamp()
	e.Controller = r.controller
	if r.source != nil {
		e.Source = r.source.id
	}
	before := make([][2]int, len(ids))
	for i, id := range ids {
		before[i][0], before[i][1] = g.PowerToughness(id)
	}
	statics := g.staticsBefore(ids)
	g.noteLaterTimestamp(&e)
	g.effects = append(g.effects, &e)
	g.effectsChanged()
	var shifts []controlShift
	if e.Layer == LayerControl {
		// Settled at once, so what follows sees the new controller
		// (control_static.go).
		shifts = g.settleControl()
	}
	names := g.nameList(ids)
	if r.source != nil {
		// What resolves is the spell, or an ability of its source.
		resolving := r.source.name()
		if r.obj != nil && r.obj.Ability != nil {
			resolving = "the ability of " + resolving
		}
		g.noteEffectFromResolution(resolving, &e)
		g.recordLater("611.2", "%q is a continuous effect generated by the resolution of %s", e.Text, resolving)
	}
	g.record("418.3b", "%s %s; the set of affected objects is locked in", strings.Join(names, " and "), e.Text)
	g.noteLayer(&e, names)
	g.noteDefiningFirst(&e, ids)
	g.recordControlShifts(ids, shifts)
	if e.Layer != LayerControl {
		// A change of control notes its own (recordControlShifts).
		g.noteStaticsAfter(ids, statics, &e)
	}
	if e.Layer == LayerOther && !e.SetsColors {
		g.noteAbilityOrder(ids, &e)
	}
	if e.Layer >= LayerPowerToughnessSet {
		g.noteSwitched(ids)
		return
	}
	// An effect of an earlier layer can change which power and toughness
	// effects of layer 6 apply to the object (418.5a).
	for i, id := range ids {
		if p, t := g.PowerToughness(id); g.view(id).chars().HasType("creature") && (p != before[i][0] || t != before[i][1]) {
			if g.rules.SetPTFirst {
				// 613.5 of 2026: the layers are applied again at once, with
				// power and toughness in layer 7.
				g.record("418.5a#anew", "the layer system is applied again at once: with this effect applied in its layer, the power and toughness effects of layer 7 see %s anew: it is %d/%d, not %d/%d", g.name(id), p, t, before[i][0], before[i][1])
				continue
			}
			g.record("418.5a", "with this effect applied in its layer, the power and toughness effects of layer 6 see %s anew: it is %d/%d, not %d/%d", g.name(id), p, t, before[i][0], before[i][1])
		}
	}
}

func opPump(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if ins.Object.Kind == RefNone && ins.Filter.Text != "" {
		// "All white creatures get +1/+1": the permanents that match now.
		for _, id := range g.inPlay {
			if g.matches(&ins.Filter, g.view(id), r.controller, r) {
				ids = append(ids, id)
			}
		}
	}
	if !g.durationBegins(r, ins) {
		return nil
	}
	power, toughness := ins.Power, ins.Toughness
	if ins.Amount.Var != "" {
		// "+X/+X, where X is its power": Power and Toughness are the signs.
		n := r.value(ins.Amount)
		power, toughness = power*n, toughness*n
		g.record("418.3c", "the continuous effect \"%s\" contains a variable: X is determined only once, as it resolves: %d", ins.Text, n)
		g.recordLater("611.2d", "%q, a continuous effect created by a resolving spell or ability, keeps X at %d: its value was determined once, on resolution", ins.Text, n)
	}
	for _, id := range ids {
		if v := g.view(id); v != nil && !v.chars().HasType("creature") {
			g.record("208.3a", "%s isn't a creature: the effect modifying its power and toughness is created all the same, and does nothing unless it becomes a creature", v.name())
			g.recordNoncreaturePT(v)
		}
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: power, ToughnessDelta: toughness, Duration: ins.Duration, Text: ins.Text})
	return nil
}

func opSetColor(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	for _, id := range ids {
		g.recordLater("105.3", "an effect gives %s a new color, %s: it replaces all the colors %s had", g.name(id), ins.Colors, g.name(id))
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: ins.Colors, Duration: ins.Duration, Text: ins.Text})
	return nil
}

// TokenDefinition is the definition of the tokens a create-tokens
// instruction makes: the characteristics it specifies, its keyword
// abilities included, and no others (111.3 of 2026), named for their
// subtypes, with the word "Token" after them under the rules that say so
// (111.4, Rules.TokenNameAddsToken). A game being set up with tokens
// already in play uses the same definition, so they are named as created
// ones are.
func TokenDefinition(rules Rules, ins Instruction) *CardDefinition {
	name := strings.Join(ins.Subtypes, " ")
	switch {
	case ins.TokenName != "":
		name = ins.TokenName
	case rules.TokenNameAddsToken:
		name += " Token"
	}
	return &CardDefinition{Name: name, Faces: []Characteristics{{
		Name: name, Colors: ins.Colors, Supertypes: slices.Clone(ins.TokenSupertypes), Types: ins.Types, Subtypes: ins.Subtypes, Power: ins.Power, Toughness: ins.Toughness,
		Abilities: slices.Clone(ins.TokenAbilities),
	}}}
}

func opCreateTokens(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		def := TokenDefinition(g.rules, ins)
		kind := strings.Join(ins.Subtypes, " ")
		g.grantToToken(r, def, ins.Ability)
		g.record("216.1", "%s puts %s into play", g.playerName(p), count(n, fmt.Sprintf("%d/%d %s %s token", ins.Power, ins.Toughness, ins.Colors, kind)))
		g.recordAction("216.1#create", "%s creates %s: to create a token is to put it onto the battlefield with the characteristics the effect specifies", g.playerName(p), count(n, kind+" token"))
		g.recordLater("111.2", "%s, who creates the %s token, is its owner, and it enters the battlefield under %s's control", g.playerName(p), kind, g.playerName(p))
		g.recordLater("111.3", "the effect defines the %s token's characteristics, a %d/%d %s %s creature: they are its text and copiable values, and it has no others", kind, ins.Power, ins.Toughness, ins.Colors, kind)
		g.noteTokenCardTypes(kind, def.Faces[0].Types)
		switch {
		case ins.TokenName != "" && g.rules.TokenNameAddsToken:
			g.record("111.4", "the effect names the %s token %s: its name is that, without its subtypes or the word \"Token\"; its subtypes are still %s", kind, def.Name, kind)
		case def.Name != kind:
			g.record("111.4", "the effect doesn't name the %s token, so its name is its subtypes plus the word \"Token\": %s", kind, def.Name)
		}
		// An effect creating tokens under p's control may be replaced by
		// one creating more (614.1a; Anointed Procession).
		ev := &event{kind: ReplaceCreateTokens, affected: p, amount: n}
		if err := g.replace(ev); err != nil {
			return err
		}
		var events []Event
		r.created = nil
		for range ev.amount {
			o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1}
			g.place(o, ZoneInPlay, false)
			g.applyEntryStatics(o)
			r.created = append(r.created, o.ID)
			events = append(events, Event{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p})
		}
		g.afterEvents(events, nil)
	}
	return nil
}

func opAddMana(g *Game, r *resolution, ins Instruction) error {
	var kinds []Mana
	if ins.Name == "that type" {
		if r.event == nil {
			return fmt.Errorf("\"that type\" of mana without a mana event")
		}
		kinds = append(kinds, r.event.Mana)
		g.recordLater("106.1b", "mana is of one of six types, white, blue, black, red, green and colorless: \"that type\" is the type of the mana produced, %s", manaTypeName(r.event.Mana))
	} else if ins.Name == ChosenColorMana {
		kinds = r.chosenColorMana()
	} else {
		n := max(1, ins.Amount.N)
		if ins.Amount.Var != "" {
			// "An amount of {G} equal to this creature's power".
			n = r.value(ins.Amount)
		}
		for _, c := range ins.Colors.Colors() {
			for range n {
				kinds = append(kinds, Mana{Color: c})
			}
		}
		if ins.Colors == 0 {
			if !g.recordGenericManaAdded(ins.Text, n) {
				g.record("104.3d", "%q adds %d colorless mana: a colorless mana symbol in an effect that adds mana represents colorless mana", ins.Text, n)
			}
			for range n {
				kinds = append(kinds, Mana{Colorless: true})
			}
		}
	}
	players := r.players(ins.Player)
	if len(players) == 0 {
		players = []PlayerID{r.controller}
	}
	if r.obj != nil && r.obj.Ability == nil {
		g.record("406.2", "%s is a spell that adds mana, not a mana ability: it uses the stack like any other spell", r.source.name())
		g.recordLater("106.3", "mana is produced by the effects of mana abilities, and also by the effects of spells: %s's effect produces it", r.source.name())
	}
	for _, p := range players {
		for _, m := range kinds {
			g.players[p].Pool.add(m, 1)
			r.manaKinds = append(r.manaKinds, m)
			g.record("406.1", "%s is added to %s's mana pool (now %s)", m, g.playerName(p), g.players[p].Pool)
			g.recordLater("106.4", "an effect adds %s: it goes into %s's mana pool, from which it can be spent", m, g.playerName(p))
		}
	}
	return nil
}

func opGainAbility(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{ins.Ability}, Duration: ins.Duration, Text: ins.Text})
	for _, id := range ids {
		if ins.Duration == Forever && ins.Object.Kind != RefIt {
			// "Target creature gains flying.": no duration is stated.
			g.record("418.3a", "%s %s: no duration is stated, so the effect lasts until the end of the game", g.name(id), ins.Text)
		}
		g.noteStillAttacking(id)
		g.recordLater("113.10", "the effect adds an ability to %s: it \"%s\"", g.name(id), ins.Text)
		g.recordLater("113.2d", "the ability of %s generates a continuous effect: %s \"%s\"", r.source.name(), g.name(id), ins.Text)
		if ins.Ability != nil {
			g.recordLater("113.1a", "%s has the ability \"%s\", granted by an effect: a characteristic that lets it affect the game", g.name(id), ins.Ability.Text)
		}
	}
	return nil
}

// opDamageDivided deals damage as divided when the spell was played
// (409.1e); the share of a target that became illegal isn't dealt
// (413.2a).
func opDamageDivided(g *Game, r *resolution, ins Instruction) error {
	all := r.targets[ins.Object.Name]
	g.dealingAtOnce(func() {
		for i, t := range all {
			if i >= len(r.obj.Division) {
				break
			}
			if !slices.Contains(r.legal[ins.Object.Name], t) {
				g.record("413.2a", "%s is an illegal target: its %d damage isn't dealt", g.targetName(t), r.obj.Division[i])
				continue
			}
			g.dealDamage("413.2b", r.source, r.obj.Division[i], t)
		}
	})
	return nil
}

// opCreateNamedToken creates a token by name, with no other
// characteristics defined: it has those of the card with that name in the
// card reference (111.11 of 2026).
func opCreateNamedToken(g *Game, r *resolution, ins Instruction) error {
	if ins.Card == nil {
		return fmt.Errorf("%q: no card to create the token from: %w", ins.Text, ErrNoEffect)
	}
	for _, p := range r.players(ins.Player) {
		g.record("111.11", "%s creates a %s token: it has the characteristics of the card named %s in the card reference", g.playerName(p), ins.Card.Name, ins.Card.Name)
		g.createTokenOf(ins.Card, p)
	}
	return nil
}

// createTokenOf puts onto the battlefield under p's control a token with
// the characteristics of def.
func (g *Game) createTokenOf(def *CardDefinition, p PlayerID) ObjectID {
	o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1}
	g.place(o, ZoneInPlay, false)
	g.applyEntryStatics(o)
	g.afterEvents([]Event{{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p}}, nil)
	return o.ID
}
