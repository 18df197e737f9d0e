package rulings

import (
	"errors"
	"fmt"
	"slices"
)

// Battles (310 of 2026), from the rules of March of the Machine
// (BattlesSince). A battle card has a printed defense (its intrinsic
// ability "this permanent enters with a number of defense counters on it
// equal to its printed defense number", 310.4b, an EntersWithCounters
// static with Counter "defense"); on the battlefield its defense is the
// number of defense counters on it (310.4c), and damage dealt to it
// removes that many (120.3h, 310.6).
//
// Each battle has a protector (310.8), chosen by its controller as it
// enters: for a Siege, one of the controller's opponents (310.11a); for
// a battle with no battle type, the controller (310.8a). A battle can be
// attacked by any attacking player for whom its protector is a defending
// player, never by its protector (310.8b): an attacker is recorded in
// the combat as attacking the battle (combatState.attackedPermanent, as
// for a planeswalker), and its defending player is the protector
// (310.8d), who alone may block it (310.8c).
//
// The state-based actions put a battle with defense 0 into its owner's
// graveyard unless it is the source of an ability that has triggered but
// not yet left the stack (310.7, 704.5v), have its controller choose a
// protector for a battle with none (704.5w, 310.10) and an opponent for a
// Siege its controller protects (704.5x). A Siege's intrinsic "When the
// last defense counter is removed from this permanent, exile it, then you
// may cast it transformed without paying its mana cost" (310.11b)
// triggers whenever damage removes its last defense counter.
//
// The engine plays no team games: a protector's teammates, who can't
// attack the battle either, are not modeled.

// BattlesSince is the effective date of the first rules with battles:
// the Comprehensive Rules of March of the Machine.
const BattlesSince = "2023-04-14"

// siegeTriggerText is the Siege's intrinsic triggered ability (310.11b).
const siegeTriggerText = "when the last defense counter is removed from this permanent, exile it, then you may cast it transformed without paying its mana cost"

// isSiege reports whether c is a battle with the battle type Siege.
func isSiege(c *Characteristics) bool {
	return c.HasType("battle") && slices.Contains(c.Subtypes, "Siege")
}

// Protector returns the protector of the battle id, and false when it has
// none (310.8).
func (g *Game) Protector(id ObjectID) (PlayerID, bool) {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || !o.hasProtector {
		return 0, false
	}
	return o.protector, true
}

// SetProtector makes player p the protector of a battle being set up in
// play, as though chosen as it entered before the game began (310.8a).
// It records nothing in the trace.
func (g *Game) SetProtector(id ObjectID, p PlayerID) error {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || !g.view(id).chars().HasType("battle") {
		return fmt.Errorf("%s is not a battle in play: only a battle has a protector (310.8)", g.name(id))
	}
	o.protector, o.hasProtector = p, true
	return nil
}

// protectorChoices returns the players who may be chosen as the protector
// of the battle c controlled by p, and the rule that says so: an
// opponent of p still in the game for a Siege (310.11a); p for a battle
// with no battle type (310.8a).
func (g *Game) protectorChoices(c *Characteristics, p PlayerID) ([]PlayerID, string) {
	if isSiege(c) {
		return g.opponentsOf(p), "310.11a"
	}
	return []PlayerID{p}, "310.8a"
}

// canProtect reports whether player q may be the protector of the battle
// c controlled by p.
func (g *Game) canProtect(c *Characteristics, p, q PlayerID) bool {
	choices, _ := g.protectorChoices(c, p)
	return slices.Contains(choices, q)
}

// askProtector has the controller p of battle id choose its protector
// among choices, under rule; ok is false when there is no one to choose.
func (g *Game) askProtector(id ObjectID, p PlayerID, choices []PlayerID, rule string) (PlayerID, bool, error) {
	if len(choices) == 0 {
		return 0, false, nil
	}
	names := make([]string, len(choices))
	for i, q := range choices {
		names[i] = g.playerName(q)
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: "the protector of " + g.name(id), Options: names})
	if err != nil {
		return 0, false, err
	}
	return choices[pick(names, answer)], true, nil
}

// chooseProtectorOnEntry has the controller of a battle entering the
// battlefield choose its protector as it enters (310.8a): an opponent
// for a Siege (310.11a), the controller for a battle with no battle
// type. With no player to choose, it enters with no protector, and the
// state-based actions put it into its owner's graveyard (704.5w).
func (g *Game) chooseProtectorOnEntry(o *Object) {
	v := g.view(o.ID)
	c := v.chars()
	if !c.HasType("battle") {
		return
	}
	choices, rule := g.protectorChoices(c, o.Controller)
	q, ok, err := g.askProtector(o.ID, o.Controller, choices, rule)
	if err != nil {
		g.deferError(err)
		return
	}
	if !ok {
		g.recordLater(rule, "%s has no opponent to choose as the protector of %s as it enters: it has no protector", g.playerName(o.Controller), v.name())
		return
	}
	o.protector, o.hasProtector = q, true
	g.recordLater("310.8a", "as %s enters, %s, its controller, chooses %s to be its protector", v.name(), g.playerName(o.Controller), g.playerName(q))
	if rule == "310.11a" {
		g.recordLater("310.11a", "%s is a Siege: its controller must choose its protector from among their opponents, and chooses %s", v.name(), g.playerName(q))
	} else {
		g.recordLater("310.8a", "%s has no battle types: its controller, %s, becomes its protector", v.name(), g.playerName(q))
	}
}

// noteDefenseOnEntry records a battle entering with its printed defense
// in defense counters (310.4b).
func (g *Game) noteDefenseOnEntry(v *view, a *Ability, n int) {
	if !v.chars().HasType("battle") {
		return
	}
	g.recordLater("310.4b", "%s is a battle: its intrinsic ability \"%s\" has it enter with %s, its printed defense", v.name(), a.Text, count(n, "defense counter"))
	g.recordLater("310.4c", "the defense of %s on the battlefield is the number of defense counters on it: %d", v.name(), n)
}

// damageRemovesDefense applies damage dealt to a battle: that many defense
// counters are removed from it (120.3h, 310.6), and a Siege's intrinsic
// ability triggers when the last one goes (310.11b). It reports false for
// a permanent that isn't a battle, and for one that is also a creature or
// a planeswalker, whose damage has the results of 120.3 for those types
// too, applied after it.
func (g *Game) damageRemovesDefense(source *view, id ObjectID, n int, rule string) bool {
	o := g.objects[id]
	c := g.view(id).chars()
	if !c.HasType("battle") {
		return false
	}
	alsoOther := c.HasType("creature") || c.HasType("planeswalker")
	had := o.Counters["defense"]
	removed := min(n, had)
	if removed > 0 {
		o.Counters["defense"] -= removed
	}
	left := o.Counters["defense"]
	if !alsoOther {
		g.record(rule, "%s deals %d damage to %s", source.name(), n, g.name(id))
	}
	g.recordLater("120.3h", "damage dealt to the battle %s causes %s to be removed from it (%d left)", g.name(id), count(removed, "defense counter"), left)
	g.recordLater("310.6", "the damage dealt to %s results in that many defense counters being removed from it", g.name(id))
	if had > 0 && left == 0 && isSiege(c) {
		g.siegeLastCounterRemoved(o)
	}
	if alsoOther {
		g.recordLater("120.3", "%s is a battle and also a %s: the damage has the results 120.3 gives for each", g.name(id), otherDamagedType(c))
	}
	return !alsoOther
}

// otherDamagedType names the type besides battle whose damage results a
// damaged battle also takes.
func otherDamagedType(c *Characteristics) string {
	if c.HasType("planeswalker") {
		return "planeswalker"
	}
	return "creature"
}

// siegeLastCounterRemoved triggers the Siege o's intrinsic ability, "When
// the last defense counter is removed from this permanent, exile it, then
// you may cast it transformed without paying its mana cost" (310.11b).
func (g *Game) siegeLastCounterRemoved(o *Object) {
	v := g.view(o.ID)
	a := &Ability{Kind: TriggeredAbility, Text: siegeTriggerText, Trigger: &Trigger{Kind: OnEvent}, Effect: []Instruction{{Op: "siege-defeated", Text: "exile it, then you may cast it transformed without paying its mana cost"}}}
	t := &pendingTrigger{ability: a, source: v, controller: v.controller, event: &Event{Player: v.controller}}
	g.pending = append(g.pending, t)
	g.recordLater("310.11b", "the last defense counter is removed from the Siege %s: its intrinsic ability \"%s\" triggers", v.name(), siegeTriggerText)
}

// opSiegeDefeated resolves a Siege's intrinsic ability (310.11b): its
// controller exiles it, then may cast it transformed, its back face up
// (712.11a), without paying its mana cost. A Siege no longer on the
// battlefield isn't exiled, and nothing is cast.
func opSiegeDefeated(g *Game, r *resolution, _ Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay {
		g.recordLater("310.11b", "%s is no longer on the battlefield: it isn't exiled, and there is nothing to cast", r.source.name())
		return nil
	}
	p := r.controller
	events := g.moveAll([]ObjectID{o.ID}, ZoneRemoved, "310.11b", "exiled by its own ability")
	card := events[0].NewID
	if e := g.objects[card]; e == nil || e.Zone != ZoneRemoved {
		g.recordLater("310.11b", "%s wasn't exiled: it can't be cast transformed", r.source.name())
		return nil
	}
	if g.objects[card].Card.Back == nil {
		g.recordLater("310.11b", "%s has no back face: it can't be cast transformed, and stays exiled", g.name(card))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "310.11b", About: fmt.Sprintf("whether to cast %s transformed without paying its mana cost", g.name(card)), Options: []string{"cast", "don't"}})
	if err != nil {
		return err
	}
	if answer != "cast" {
		g.recordLater("310.11b", "%s chooses not to cast %s: it stays exiled", g.playerName(p), g.name(card))
		return nil
	}
	g.recordLater("310.11b", "%s casts %s transformed without paying its mana cost", g.playerName(p), g.name(card))
	before := g.clone()
	err = g.playSpell(PlayRequest{Player: p, Card: card, DuringResolution: true, Transformed: true})
	var illegal *IllegalError
	switch {
	case errors.As(err, &illegal):
		name := g.name(card)
		g.restore(before)
		g.recordLater("310.11b", "%s can't be cast (%s, %s): it stays exiled", name, illegal.Rule, illegal.Reason)
		return nil
	case err != nil:
		return err
	}
	return nil
}

// waitingTriggerSource reports whether id is the source of an ability
// that has triggered but not yet left the stack: waiting to be put on it,
// or on it.
func (g *Game) waitingTriggerSource(id ObjectID) bool {
	for _, t := range g.pending {
		if t.source != nil && t.source.id == id {
			return true
		}
	}
	for _, s := range g.stack {
		o := g.objects[s]
		if o != nil && o.Ability != nil && o.Ability.Kind == TriggeredAbility && o.Source != nil && o.Source.id == id {
			return true
		}
	}
	return false
}

// beingAttacked reports whether an attacking creature is attacking the
// permanent id.
func (g *Game) beingAttacked(id ObjectID) bool {
	if g.combat == nil {
		return false
	}
	for _, a := range g.combat.attackers {
		if to, ok := g.combat.attackedPermanent[a]; ok && to == id && g.inCombat(a) {
			return true
		}
	}
	return false
}

// battleRules applies the state-based actions for battles: those it puts
// into their owners' graveyards (704.5v, 704.5w, 704.5x) are returned;
// acted reports a protector chosen or a battle unattached (310.9, 704.5p). A battle not being attacked whose
// protector can't be its protector by its battle type gets another too
// (310.10): a battle with no battle type whose control changed.
func (g *Game) battleRules() (out []ObjectID, acted bool, err error) {
	for _, id := range g.inPlay {
		// The types are known after the type-changing layer: the full
		// view is computed only for a battle.
		if !g.viewThrough(id, LayerType).chars().HasType("battle") {
			continue
		}
		o := g.objects[id]
		v := g.view(id)
		c := v.chars()
		if o.AttachedTo != 0 {
			to := o.AttachedTo
			o.AttachedTo = 0
			g.effectsChanged()
			acted = true
			g.recordLater("704.5p", "%s, a battle, is attached to %s: it becomes unattached and remains on the battlefield", v.name(), g.objectName(to))
			g.recordLater("310.9", "a battle can't be attached to players or permanents, even if it is also an Aura, Equipment or Fortification: %s becomes unattached", v.name())
		}
		if o.Counters["defense"] <= 0 {
			if g.waitingTriggerSource(id) {
				g.recordLater("704.5v", "%s has defense 0, but it is the source of an ability that has triggered and not yet left the stack: it stays on the battlefield", v.name())
				continue
			}
			g.recordLater("704.5v", "%s has defense 0 and is put into its owner's graveyard", v.name())
			g.recordLater("310.7", "the defense of the battle %s is 0 and it isn't the source of an ability that has triggered but not yet left the stack", v.name())
			out = append(out, id)
			continue
		}
		protected := o.hasProtector && g.inGame(o.protector)
		switch {
		case !protected && !g.beingAttacked(id):
			why := "no player designated as its protector"
			if o.hasProtector {
				why = fmt.Sprintf("no player in the game designated as its protector (%s has left the game)", g.playerName(o.protector))
			}
			choices, rule := g.protectorChoices(c, v.controller)
			q, ok, err := g.askProtector(id, v.controller, choices, "704.5w")
			if err != nil {
				return out, acted, err
			}
			if !ok {
				g.recordLater("704.5w", "%s has %s and no player can be chosen: it is put into its owner's graveyard", v.name(), why)
				out = append(out, id)
				continue
			}
			o.protector, o.hasProtector = q, true
			acted = true
			g.recordLater("704.5w", "%s has %s and no creature is attacking it: %s, its controller, chooses %s to be its protector", v.name(), why, g.playerName(v.controller), g.playerName(q))
			g.recordLater("310.10", "a battle that isn't being attacked and has no protector: its controller chooses an appropriate player, as its battle type allows (%s)", rule)
		case protected && isSiege(c) && o.protector == v.controller:
			q, ok, err := g.askProtector(id, v.controller, g.opponentsOf(v.controller), "704.5x")
			if err != nil {
				return out, acted, err
			}
			if !ok {
				g.recordLater("704.5x", "%s, a Siege, is protected by its controller, %s, who has no opponent to choose: it is put into its owner's graveyard", v.name(), g.playerName(v.controller))
				out = append(out, id)
				continue
			}
			o.protector = q
			acted = true
			g.recordLater("310.8g", "a battle's protector doesn't change when another player controls it: %s, the protector of %s, now also controls it", g.playerName(v.controller), v.name())
			g.recordLater("704.5x", "%s's controller, %s, is also its protector: it is a Siege, so %s chooses an opponent, %s, to become its protector", v.name(), g.playerName(v.controller), g.playerName(v.controller), g.playerName(q))
			g.recordLater("310.8f", "a battle has only one protector at a time: %s stops being the protector of %s as %s becomes it", g.playerName(v.controller), v.name(), g.playerName(q))
		case protected && !g.canProtect(c, v.controller, o.protector) && !g.beingAttacked(id):
			// A battle with no battle type whose controller changed: only
			// its controller can be its protector (310.8a).
			choices, rule := g.protectorChoices(c, v.controller)
			q, ok, err := g.askProtector(id, v.controller, choices, "310.10")
			if err != nil {
				return out, acted, err
			}
			was := o.protector
			if !ok {
				g.recordLater("310.10", "%s, the protector of %s, is a player who can't be its protector (%s), and no player can be chosen: it is put into its owner's graveyard", g.playerName(was), v.name(), rule)
				out = append(out, id)
				continue
			}
			o.protector = q
			acted = true
			g.recordLater("310.10", "%s, the protector of %s, is a player who can't be its protector based on its battle type (%s): %s, its controller, chooses %s", g.playerName(was), v.name(), rule, g.playerName(v.controller), g.playerName(q))
		}
	}
	return out, acted, nil
}

// chooseAttackedBattle records that attacking creature id attacks the
// battle b: its protector is the defending player (310.8d), and a battle
// can't be attacked by its protector (310.8b).
func (g *Game) chooseAttackedBattle(id, b ObjectID) error {
	v := g.view(b)
	p, ok := g.Protector(b)
	if !ok || !g.inGame(p) {
		return g.illegalLater("310.8b", "%s can't attack %s: it has no protector, and a battle can be attacked only by a player for whom its protector is a defending player", g.name(id), v.name())
	}
	if p == g.active {
		return g.illegalLater("310.8b", "%s can't attack %s: %s is its protector, and a battle's protector can never attack it", g.name(id), v.name(), g.playerName(p))
	}
	g.combat.defenders[id] = p
	g.combat.attackedPermanent[id] = b
	if !slices.Contains(g.combat.battles, b) {
		g.combat.battles = append(g.combat.battles, b)
	}
	g.recordLater("310.5", "%s is a battle: battles can be attacked", v.name())
	g.recordLater("508.1b", "%s announces that %s attacks %s, a battle %s protects", g.playerName(g.active), g.name(id), v.name(), g.playerName(p))
	if v.controller == g.active {
		g.recordLater("310.8b", "%s controls %s but doesn't protect it: its protector, %s, is a defending player, so %s can attack it (a Siege can be attacked by its own controller)", g.playerName(g.active), v.name(), g.playerName(p), g.playerName(g.active))
	} else {
		g.recordLater("310.8b", "%s is a defending player for %s, so %s can attack %s, a battle %s protects and %s controls", g.playerName(p), g.playerName(g.active), g.playerName(g.active), v.name(), g.playerName(p), g.playerName(v.controller))
	}
	if v.controller != p {
		g.recordLater("310.8d", "the protector of %s, %s, is a different player than its controller: rules and effects referring to the defending player for %s refer to %s", v.name(), g.playerName(p), g.name(id), g.playerName(p))
	}
	return nil
}

// blockForBattle checks a block of attacker a, attacking a battle, by
// blocker v of player defender: only the battle's protector, the
// defending player for a (310.8d), may block it, with creatures they
// control (310.8c).
func (g *Game) blockForBattle(a ObjectID, v *view, defender PlayerID) error {
	b := g.combat.attackedPermanent[a]
	protector := g.defenderOf(a)
	if defender != protector {
		return g.illegalLater("310.8c", "%s is attacking %s, which %s protects: creatures controlled by other players, such as %s's %s, can't block it", g.name(a), g.name(b), g.playerName(protector), g.playerName(defender), v.name())
	}
	g.recordLater("310.8c", "%s protects %s: they may block %s, which is attacking it, with %s, a creature they control", g.playerName(defender), g.name(b), g.name(a), v.name())
	g.recordLater("509.1a", "%s, the defending player, chooses %s to block %s, a creature attacking a battle they protect", g.playerName(defender), v.name(), g.name(a))
	return nil
}

// attacksBattle reports whether attacking creature a was declared
// attacking a battle (rather than a planeswalker): its defending player
// is the battle's protector.
func (g *Game) attacksBattle(a ObjectID) bool {
	if g.combat == nil {
		return false
	}
	b, ok := g.combat.attackedPermanent[a]
	if !ok {
		return false
	}
	return slices.Contains(g.combat.battles, b)
}
