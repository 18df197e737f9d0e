package rulings

import (
	"strconv"
	"strings"
)

// Steps of turn structure and of spells, abilities and effects (500-616
// of 2026) that the 2026 rules number on their own, recorded where the
// engine takes them. Each is cited by its 2026 number only
// (recordLater): the reference edition says the same, where it says it
// at all, in the rule the step beside it cites.

// faceUpTimestampFrom is the first edition known to give a permanent a
// new timestamp as it turns face up (613.7f of 2026); the 2009 edition
// lists no such timestamp among those of 613.7.
const faceUpTimestampFrom = "2022-10-07"

// newFaceUpTimestamp gives o, just turned face up, a new timestamp under
// rules that say so: the effects of its static abilities then apply
// after those of permanents with earlier timestamps (613.7f of 2026).
func (g *Game) newFaceUpTimestamp(o *Object) {
	if g.rules.from() < faceUpTimestampFrom {
		return
	}
	o.Timestamp = g.newTimestamp()
	g.effectsChanged()
	g.recordLater("613.7f", "%s receives a new timestamp as it turns face up: the effects of its static abilities apply after those with earlier timestamps in the same layer", g.name(o.ID))
}

// noteTurnedOverTimestamp records that o, a double-faced permanent, got a
// new timestamp as it transformed or converted (613.7g of 2026).
func (g *Game) noteTurnedOverTimestamp(o *Object, turned string) {
	g.recordLater("613.7g", "%s receives a new timestamp as it %s: the effects of its static abilities apply after those with earlier timestamps in the same layer", g.name(o.ID), turned)
}

// noteSagaMainPhaseAction records that the lore counters put on Sagas as
// the precombat main phase begins are the second of that phase's
// turn-based actions (505.4 of 2026).
func (g *Game) noteSagaMainPhaseAction() {
	g.recordLater("505.4", "it is %s's precombat main phase and they control a Saga with chapter abilities: as the phase begins they put a lore counter on each such Saga, a turn-based action that doesn't use the stack", g.playerName(g.active))
}

// noteTextChanged records that a keyword's change to the words of a
// spell is a text-changing effect (612.1 of 2026).
func (g *Game) noteTextChanged(change string) {
	g.recordLater("612.1", "%s: a continuous effect that changes an object's text, a text-changing effect", change)
}

// noteStaticAllTheTime records, for a static ability whose effect ends as
// its source leaves the battlefield, that it did its work all the time it
// was there, never activated or triggered (604.1 of 2026).
func (g *Game) noteStaticAllTheTime(source string, a *Ability) {
	g.recordLater("604.1", "%q of %s is a static ability: it is neither activated nor triggered, and was simply true while %s was on the battlefield", a.Text, source, source)
}

// noteUntilEndOfTurnEnds records that an "until end of turn" effect ends
// by the rule of the cleanup step, not as the ending phase begins (500.5b
// of 2026).
func (g *Game) noteUntilEndOfTurnEnds(text string) {
	g.recordLater("500.5b", "%q lasts \"until end of turn\": it ends by the special rule of the cleanup step (514.2), not as the turn's last step begins", text)
}

// noteEffectFromResolution records what the continuous effect a resolving
// spell or ability creates is (609.1, 611.1 of 2026).
func (g *Game) noteEffectFromResolution(source string, e *ContinuousEffect) {
	g.recordLater("609.1", "%s resolves and creates an effect: %q", source, e.Text)
	period := "for a fixed period"
	if e.Duration == Forever {
		period = "for an indefinite period"
	}
	g.recordLater("611.1", "%q is a continuous effect: it modifies %s %s", e.Text, continuousWhat(e), period)
}

// noteDependencySystem records that the order of effects within a layer
// is decided by dependency, overriding timestamps (613.8 of 2026).
func (g *Game) noteDependencySystem() {
	g.recordLater("613.8", "a dependency exists within the layer: it decides the order the effects apply in, overriding the timestamp system")
}

// noteCopySublayers records that a copy effect applies within layer 1 in
// its sublayer, by timestamp there (613.2 of 2026).
func (g *Game) noteCopySublayers(name string) {
	g.recordLater("613.2", "within layer 1, effects apply in sublayers in order, and within each sublayer in timestamp order: %s's copy effect applies in the first", name)
}

// noteAuraResolves records which of the steps of a permanent spell's
// resolution an Aura spell takes (608.3, 608.3c of 2026).
func (g *Game) noteAuraResolves(name, to string, controller PlayerID) {
	g.recordLater("608.3", "%s is a permanent spell: its resolution takes the steps of 608.3a and b, then one of 608.3c-e", name)
	g.recordLater("608.3c", "%s is an Aura spell: it becomes a permanent and is put onto the battlefield under %s's control attached to %s, the object it targets", name, g.playerName(controller), to)
}

// continuousWhat is what effect e modifies, in the words of 611.1.
func continuousWhat(e *ContinuousEffect) string {
	if e.Layer == LayerControl {
		return "control of objects"
	}
	return "characteristics of objects"
}

// noteAnyMayBeChosen records that of the replacement and prevention
// effects that would modify ev, none comes first by its kind, so the
// affected player chose freely among them (616.1e of 2026). The events
// replace modifies are damage, zone changes to a graveyard, life gains and
// draws: no effect on them modifies control or how a permanent enters,
// and self-replacement effects apply before them.
func (g *Game) noteAnyMayBeChosen(ev *event, chosen string, n int) {
	g.recordLater("616.1e", "any of the %d applicable effects may be chosen: %s chooses %s to apply first to %s", n, g.playerName(ev.affected), chosen, g.describeEvent(ev))
}

// noteReplacementKind records, as a replacement or prevention effect of a
// static ability applies, that it is a continuous effect (609.6 of 2026),
// once a game, and, for one that applies to damage from a source, so its
// text says, which of the two it is (614.2, 615.2, 609.7).
func (g *Game) noteReplacementKind(ev *event, o replacementOption) {
	rep := o.rep
	prevention := rep == preventAllReplacement || rep == shieldReplacement || rep.PreventAll || rep.Prevent > 0
	if g.noteOnce("609.6") {
		kind := "a replacement effect"
		if prevention {
			kind = "a prevention effect"
		}
		g.recordLater("609.6", "%q is a continuous effect that is %s", rep.Text, kind)
	}
	if ev.kind != ReplaceDamage || !strings.Contains(strings.ToLower(rep.Text), "source") {
		return
	}
	if prevention {
		g.recordLater("615.2", "%q is a prevention effect that applies to damage from a source: %s", rep.Text, ev.source.name())
	} else {
		g.recordLater("614.2", "%q is a replacement effect that applies to damage from a source: %s", rep.Text, ev.source.name())
	}
	g.recordLater("609.7", "%q applies to damage from a source, %s, whatever the source is", rep.Text, ev.source.name())
}

// noteCantEnter records that a prohibition on entering the battlefield is
// a "can't" effect, not a replacement effect, checked against the
// permanent as it would exist there (614.17, 614.17d of 2026).
func (g *Game) noteCantEnter(src string, text string, v *view) {
	g.recordLater("614.17", "%s's effect %q says that something can't happen: it isn't a replacement effect, but follows similar rules", src, text)
	g.recordLater("614.17d", "the \"can't\" effect modifies whether %s can enter the battlefield: it is checked against %s as it would exist there, with the replacement effects that modified how it enters", v.name(), v.name())
}

// noteEntersAsStatic records that "enters tapped" or "enters with" text
// is a static ability, not a triggered one (603.6d of 2026).
func (g *Game) noteEntersAsStatic(name, text string) {
	g.recordLater("603.6d", "%q is a static ability of %s, not a triggered ability: its effect occurs as part of the event that puts it onto the battlefield", text, name)
}

// noteOneShot records, the first time a game's resolving spell or ability
// deals damage or destroys, that the instruction is a one-shot effect
// (610.1 of 2026).
func (g *Game) noteOneShot(r *resolution, ins Instruction) {
	if g.rules.Numbers == nil || r.source == nil || !g.noteOnce("610.1") {
		return
	}
	g.recordLater("610.1", "%q of %s is a one-shot effect: it does something just once and has no duration", ins.Text, r.source.name())
}

// noteTriggerForm records, the first time a game's ability triggers, that
// a triggered ability is written as a trigger condition and an effect
// (603.1 of 2026).
func (g *Game) noteTriggerForm(t *pendingTrigger) {
	if g.rules.Numbers == nil || !g.noteOnce("603.1") {
		return
	}
	g.recordLater("603.1", "%s has a trigger condition and an effect, written \"[When/Whenever/At] [trigger condition or event], [effect]\"", t.describe())
}

// noteManaAbilityRules records, the first time a game's player activates
// a mana ability, what makes it one and how activating it differs from
// activating another ability (605.1, 605.3 of 2026).
func (g *Game) noteManaAbilityRules(v *view, a *Ability) {
	if g.rules.Numbers == nil || !g.noteOnce("605.3") {
		return
	}
	g.recordLater("605.1", "%s's ability %q meets the criteria of a mana ability: it is subject to special rules", v.name(), a.Text)
	g.recordLater("605.3", "activating %s's mana ability follows the rules for activating any other activated ability, except that it can be activated without priority when a payment asks for mana, and doesn't use the stack", v.name())
}

// noteActivationCost records the activation cost of an ability being
// activated, everything before its colon, paid by the player activating
// it (602.1a of 2026). An ability written without a colon (a keyword)
// has none to show.
func (g *Game) noteActivationCost(name string, v *view, a *Ability) {
	cost, _, ok := strings.Cut(a.Text, ":")
	if !ok || strings.TrimSpace(cost) == "" {
		return
	}
	g.recordLater("602.1a", "the activation cost of %s's ability is everything before the colon, %s: %s, who activates it, pays it", v.name(), strings.TrimSpace(cost), name)
}

// noteLinkedKind records which of the kinds of linked abilities a pair
// that exiles cards and refers to them is (607.2 of 2026).
func (g *Game) noteLinkedKind(origin string) {
	g.recordLater("607.2", "of the kinds of linked abilities, %s's pair is an activated or triggered ability that exiles cards and an ability that refers to the cards exiled with it", origin)
}

// notePutAttackingUnrestricted records that a creature put onto the
// battlefield attacking was never checked against the requirements and
// restrictions on declaring attackers (508.4c of 2026).
func (g *Game) notePutAttackingUnrestricted(id ObjectID) {
	g.recordLater("508.4c", "%s was put onto the battlefield attacking: it isn't affected by requirements or restrictions that apply to the declaration of attackers", g.name(id))
}

// noteMainPhaseSpell records, the first time in a game a player casts a
// spell that only the main phase allows, that they may: the active
// player, in their main phase (505.6a of 2026).
func (g *Game) noteMainPhaseSpell(p PlayerID, c *Characteristics) {
	if g.rules.Numbers == nil || !g.sorceryWindow(p) {
		return
	}
	for _, t := range []string{"artifact", "creature", "enchantment", "planeswalker", "sorcery"} {
		if c.HasType(t) {
			if g.noteOnce("505.6a") {
				g.recordLater("505.6a", "%s is %s %s spell: the main phase is the only phase in which it can normally be cast, and %s, the active player, may cast it", c.Name, articleFor(t), t, g.playerName(p))
			}
			return
		}
	}
}

// noteAttackingNothing records that a creature whose planeswalker left
// combat is still attacking, though it attacks nothing (506.4c of 2026).
func (g *Game) noteAttackingNothing(a, pw ObjectID) {
	g.recordLater("506.4c", "removing %s from combat doesn't remove %s from combat: it continues to be an attacking creature, attacking no player, planeswalker or battle, and unblocked it deals no combat damage", g.name(pw), g.name(a))
}

// noteActivationInstruction records that "activate only as a sorcery"
// in an ability's text is an instruction for activating it, not part of
// its effect (602.1b of 2026).
func (g *Game) noteActivationInstruction(v *view, a *Ability) {
	if !strings.Contains(strings.ToLower(a.Text), "activate only") {
		return
	}
	g.recordLater("602.1b", "\"activate only as a sorcery\" in %s's ability restricts when it can be activated: an instruction followed while activating it, not part of its effect", v.name())
}

// noteShieldExisted records that a prevention shield from a resolved
// spell or ability prevents damage because it existed before the damage
// event (615.4 of 2026).
func (g *Game) noteShieldExisted(recipient string) {
	g.recordLater("615.4", "the prevention shield on %s existed before the damage event: a prevention effect can't go back in time, but this one was already there", recipient)
}

// noteTriggeredManaAbility records, once a game, why a triggered ability
// that adds mana is a mana ability, and that it follows the rules of
// triggered abilities but for resolving at once (605.1b, 605.4 of 2026).
func (g *Game) noteTriggeredManaAbility(v *view, a *Ability) {
	if g.rules.Numbers == nil || !g.noteOnce("605.4") {
		return
	}
	g.recordLater("605.1b", "%s's ability %q is a mana ability: it has no target, it triggers from an activated mana ability, and it could add mana", v.name(), a.Text)
	g.recordLater("605.4", "%s's triggered mana ability follows the rules for other triggered abilities, except that it doesn't go on the stack: it resolves immediately after the mana ability that triggered it", v.name())
}

// noteSeveralDefenders records that a multiplayer game's combat phase has
// more than one defending player when all the attacking player's
// opponents become defending players (506.2a of 2026).
func (g *Game) noteSeveralDefenders(opponents []PlayerID) {
	g.recordLater("506.2a", "a multiplayer game may have more than one defending player: with the attack multiple players option all of %s's opponents, %s, become defending players, and %s chooses none of them", g.playerName(g.active), g.playerNames(opponents), g.playerName(g.active))
}

// noteOnlyActivatedActivate records that an object without an activated
// ability has nothing to activate: triggered and static abilities can't be
// activated (602.1c of 2026).
func (g *Game) noteOnlyActivatedActivate(v *view) {
	others := "no ability at all"
	if n := len(v.chars().Abilities); n > 0 {
		others = "only " + count(n, "triggered or static ability")
		if n > 1 {
			others = "only " + strconv.Itoa(n) + " triggered or static abilities"
		}
	}
	g.recordLater("602.1c", "an activated ability is the only kind of ability that can be activated: %s has none, %s", v.name(), others)
}

// noteCantPayEvent records that a cost including an event that can't
// happen can't be chosen: paying life, or sacrificing a permanent, that an
// effect forbids (614.17b of 2026).
func (g *Game) noteCantPayEvent(p PlayerID, event string) {
	g.recordLater("614.17b", "%s can't happen, so %s can't choose to pay a cost that includes it", event, g.playerName(p))
}

// noteUntapDayNight records that the day and night check is the untap
// step's second part, after phasing and before untapping (502.2 of 2026).
func (g *Game) noteUntapDayNight(prev PlayerID, spells int) {
	g.recordLater("502.2", "second in the untap step, it is %s and %s, the previous turn's active player, cast %s during that turn: the game checks whether day becomes night or night becomes day", dayNightWord(g.dayNight), g.playerName(prev), count(spells, "spell"))
}

// notePostcombatMain records that a main phase other than the turn's
// first is a postcombat main phase (505.1a of 2026).
func (g *Game) notePostcombatMain() {
	g.recordLater("505.1a", "%s's second main phase of the turn: only the first main phase is a precombat main phase, so this one is a postcombat main phase", g.playerName(g.active))
}

// noteSkipUsedUp records that the replacement effect of "skip your next
// STEP step", generated by a resolving spell or ability, lasted until it
// was used up, and is used up now (614.3 of 2026).
func (g *Game) noteSkipUsedUp() {
	g.recordLater("614.3", "the replacement effect that skips %s's %s step lasted until used up, and is used up now: later %s steps happen", g.playerName(g.active), g.step, g.step)
}

// noteDevoidDefines records why devoid is a characteristic-defining
// ability: it meets each criterion of 604.3a of 2026.
func (g *Game) noteDevoidDefines(name string) {
	g.recordLater("604.3a", "%s's devoid defines its color, is printed on the card it affects, affects no other object, isn't granted by another object and sets the color unconditionally: a characteristic-defining ability", name)
}
