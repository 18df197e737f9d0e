package rulings

import "strings"

// The general rules of 2026 about permanents, spells, abilities and the
// system of priority (110-117 of 2026) name what the engine does at steps
// it takes under every edition: a spell that resolves into a permanent,
// an ability put on the stack, a land played without the stack. The
// reference edition has no rule of its own for most of them, so each is
// cited only under the 2026 rules, where the step is taken.

// permanentTypes are the six permanent types (110.4 of 2026).
var permanentTypes = []string{"artifact", "battle", "creature", "enchantment", "land", "planeswalker"}

// permanentTypesOf lists the permanent types among c's card types.
func permanentTypesOf(c *Characteristics) []string {
	var out []string
	for _, t := range permanentTypes {
		if c.HasType(t) {
			out = append(out, t)
		}
	}
	return out
}

// notePermanentSpellResolves: a spell of a permanent type enters the
// battlefield as part of its resolution (110.4b), and as it does it
// becomes a permanent (110.1).
func (g *Game) notePermanentSpellResolves(name string, c *Characteristics) {
	types := permanentTypesOf(c)
	if len(types) == 0 {
		return
	}
	kind := strings.Join(types, " ")
	g.recordLater("110.4b", "%s is %s %s spell, a permanent spell: it enters the battlefield as a permanent as part of its resolution", name, indefinite(kind), kind)
	g.recordLater("110.1", "%s becomes a permanent as it enters the battlefield, and stays one until an effect or rule moves it to another zone", name)
}

// noteNonpermanentResolves: an instant or sorcery can't enter the
// battlefield (110.4), so a resolved one goes to its owner's graveyard.
func (g *Game) noteNonpermanentResolves(name string, c *Characteristics) {
	kind := "sorcery"
	if c.HasType("instant") {
		kind = "instant"
	}
	g.recordLater("110.4", "%s is %s %s: instant and sorcery cards can't enter the battlefield and can't be permanents, so it doesn't stay as one", name, indefinite(kind), kind)
}

// noteLeavesTapped: status belongs to permanents only; a tapped
// permanent moved to another zone is a card neither tapped nor untapped
// (110.5d).
func (g *Game) noteLeavesTapped(o *Object, from, to Zone) {
	if from != ZoneInPlay || to == ZoneInPlay || !o.Tapped {
		return
	}
	g.recordLater("110.5d", "%s was tapped on the battlefield; only permanents have status, so in the %s it is neither tapped nor untapped", g.name(o.ID), g.rules.ZoneName(to))
}

// noteSpellPutOnStack: the spell cast is owned by the owner of its card,
// a copy by who put it on the stack, and controlled by who put it there
// (112.2); casting it is what the player with priority may do (117.1).
func (g *Game) noteSpellPutOnStack(p PlayerID, o *Object, duringResolution bool) {
	if !duringResolution && g.priority == p {
		g.recordLater("117.1", "%s has priority: the player with priority may cast spells, activate abilities and take special actions", g.playerName(p))
	}
	g.recordLater("112.2", "%s, the owner of the card, owns the spell %s, and %s, who put it on the stack, controls it", g.playerName(o.Owner), g.name(o.ID), g.playerName(o.Controller))
}

// noteAbilityActivated: an activated ability has a cost and an effect and
// goes on the stack until it resolves (113.3b); on the stack it is an
// object (113.1c) whose source is the object whose ability was activated
// (113.7).
func (g *Game) noteAbilityActivated(source string, a *Ability) {
	g.recordLater("113.3", "\"%s\" is of one of the four general categories of abilities: an activated ability", a.Text)
	g.recordLater("113.3b", "\"%s\" is an activated ability, a cost and an effect: activating it puts it on the stack, where it stays until it resolves or leaves the stack", a.Text)
	g.recordLater("113.1c", "the activated ability on the stack is an object")
	g.recordLater("113.7", "the source of the ability on the stack is %s, the object whose ability was activated", source)
}

// noteTriggerPutOnStack: a triggered ability goes on the stack the next
// time a player would receive priority (113.3c, 117.2a), its source the
// object whose ability triggered (113.7).
func (g *Game) noteTriggerPutOnStack(t *pendingTrigger) {
	g.recordLater("113.3c", "%s triggered: it is put on the stack the next time a player would receive priority", t.describe())
	g.recordLater("117.2a", "nothing happens as %s triggers: it waits, and is put on the stack as a player would receive priority", t.describe())
	if t.source != nil && t.ability != planeswalkingAbility && !g.isDelayed(t.ability) {
		g.recordLater("113.7", "the source of %s on the stack is %s, the object whose ability triggered", t.describe(), t.source.shownName())
	}
}

// noteLandPlayed: playing a land is a special action, which doesn't use
// the stack (116.1), taken in one's main phase with priority and the stack
// empty (117.1c).
func (g *Game) noteLandPlayed(name, land string) {
	g.recordLater("116.1", "%s plays %s: a special action, taken with priority, that doesn't use the stack", name, land)
	g.recordLater("116.2", "playing a land is one of the twelve special actions: %s plays %s", name, land)
	g.recordLater("117.1c", "%s has priority during their main phase with the stack empty: the time a land can be played", name)
}

// notePriorityAfterActions: the draw step's turn-based action, the draw,
// happens as the step begins, before anyone has priority (117.2c).
func (g *Game) notePriorityAfterActions() {
	g.recordLater("117.3", "the rules of 117.3 determine which player has priority: as the %s step's actions are done, the active player, %s, receives it", g.step, g.playerName(g.active))
	if g.step == Draw {
		g.recordLater("117.2c", "the draw step's turn-based action happened automatically as the step began, before %s received priority", g.playerName(g.active))
	}
}

// noteDamageDealt names what 2026 says of damage the engine deals: it was
// dealt as prevention effects left it (120.4b), the object dealing it is
// its source (120.1, 120.7), any object can deal damage (120.2), and its
// result depends on its recipient (120.3): for a player, the loss of that
// much life (119.2).
func (g *Game) noteDamageDealt(source *view, n int, recipient string, toPlayer bool) {
	if g.rules.Edition != Edition2026 {
		return
	}
	g.recordLater("120.4", "the damage %s deals to %s is processed in sequence: dealt, then processed into its results, then the event occurs", source.shownName(), recipient)
	g.recordLater("120.4b", "%d damage is dealt to %s, as modified by the replacement and prevention effects that apply to it; abilities that trigger on its being dealt trigger now", n, recipient)
	g.recordLater("120.4c", "the %d damage dealt to %s is processed into its results, as modified by the replacement effects that apply to them", n, recipient)
	g.recordLater("120.1", "%s deals damage to %s: the object that deals damage is its source", source.shownName(), recipient)
	g.recordLater("120.7", "the source of the %d damage dealt to %s is %s, the object that dealt it", n, recipient, source.shownName())
	if !source.combatDamage && !source.chars().HasType("creature") {
		g.recordLater("120.2", "%s, not a creature, deals damage: any object can deal damage", source.shownName())
	}
	if toPlayer {
		g.recordLater("120.3", "the result of the damage depends on its recipient, a player, and its source: %s loses life", recipient)
		g.recordLater("119.2", "the %d damage dealt to %s causes %s to lose %d life", n, recipient, recipient, n)
		return
	}
	g.recordLater("120.3", "the result of the damage depends on its recipient, %s, a permanent, and on its source, %s", recipient, source.shownName())
}

// noteUncounterableOnStack: a spell's own ability saying it can't be
// countered functions on the stack, where the spell is (113.6g).
func (g *Game) noteUncounterableOnStack(id ObjectID) {
	for _, a := range g.view(id).chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == CantBeCountered && !a.Static.hasFilter() {
			g.recordLater("113.6g", "%s's ability \"%s\" states it can't be countered: it functions on the stack", g.name(id), a.Text)
		}
	}
}

// noteAlternativeCost: the spell's controller pays an alternative cost
// rather than its mana cost (118.9), by choice (118.9b), and the spell's
// mana cost stays what it is (118.9c).
func (g *Game) noteAlternativeCost(c *Characteristics, a *Ability) {
	g.recordLater("118.9", "%s is cast for its alternative cost, \"%s\", rather than its mana cost", c.Name, a.Text)
	g.recordLater("118.9b", "the alternative cost of %s is optional: its controller chose to pay it", c.Name)
	g.recordLater("118.9c", "the alternative cost doesn't change the mana cost of %s, still %s, only what its controller pays", c.Name, c.ManaCost)
}

// noteAdditionalCostKeepsManaCost: an additional cost changes what the
// spell's controller pays, not its mana cost (118.8d).
func (g *Game) noteAdditionalCostKeepsManaCost(s *stackSpell) {
	if !s.isSpell {
		return
	}
	v := g.view(s.obj.ID)
	if v == nil {
		return
	}
	g.recordLater("118.8d", "the additional cost changes only what %s's controller pays: its mana cost is still %s", v.name(), v.chars().ManaCost)
}

// permanentSpellCopyBecomesToken makes o, a copy of a permanent spell
// that is resolving, a token: it is no longer a copy of a spell, so it
// enters the battlefield as the spell would, and it isn't "created"
// (608.3f, 707.10f, 111.13 of 2026).
func (g *Game) permanentSpellCopyBecomesToken(o *Object, name string) {
	o.Copy, o.Token = false, true
	g.recordLater("608.3f", "%s is a copy of a permanent spell: as it resolves, it becomes a token permanent put onto the battlefield, and it is no longer a copy of a spell", name)
	g.recordLater("707.10f", "%s ceases being a copy of a spell and becomes a token permanent as it resolves", name)
	g.recordLater("111.13", "as a token, %s has the characteristics of the spell it was; it isn't \"created\", so nothing that refers to creating a token applies to it", name)
}
