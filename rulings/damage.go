package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// dealDamage has source deal n damage to a creature or player. Prevention
// effects apply first (419.7); damage that is all prevented is never dealt,
// so nothing that triggers on damage triggers (410.7), and a source that
// would deal 0 damage deals none at all (419.5a).
// rule is the rule under which the damage is dealt, for the trace.
func (g *Game) dealDamage(rule string, source *view, n int, to Target) {
	if n <= 0 {
		g.record("419.5a", "%s would deal 0 damage to %s: it deals no damage at all, so no effect that increases damage has an event to replace, and abilities that trigger on damage being dealt don't trigger%s", source.name(), g.targetName(to), g.damageTriggersInPlay())
		g.recordLater("614.7a", "%s would deal 0 damage: it deals no damage at all, so no replacement effect increases that damage or has it dealt to another object or player", source.name())
		return
	}
	before := n
	n, to = g.replaceDamageOrdered(source, n, to)
	recipient := g.targetName(to)
	n = g.replaceDamage(source, n, recipient)
	wouldDeal := n
	if n <= 0 {
		// The effects the affected player ordered prevented it all.
		wouldDeal = before
	}
	n = g.preventFromSource(source, n, recipient, rule == combatDamageRule)
	if !to.IsPlayer {
		n = g.absorbDamage(source, n, to.Object)
		v := g.view(to.Object)
		if shared := (protectionFrom(v) & source.chars().Colors).Colors(); len(shared) > 0 && n > 0 {
			g.record("502.7e", "%s has protection from %s: all %d damage %s would deal to it is prevented", recipient, shared[0], n, source.name())
			n = 0
		}
	}
	if !to.IsPlayer && n > 0 && g.shieldCounterPrevents(g.objects[to.Object], n, source.name()) {
		n = 0
	}
	shield := g.shieldOf(to)
	if shield != nil && *shield > 0 && n > 0 {
		prevented := min(n, *shield)
		*shield -= prevented
		n -= prevented
		g.record("419.7b", "a prevention shield on %s prevents %d of the damage %s would deal to it", recipient, prevented, source.name())
		g.noteShieldExisted(recipient)
		if *shield == 0 {
			g.record("419.3", "the prevention shield on %s is used up: its effect ends", recipient)
		}
	}
	if all := g.preventsAll(to); all && n > 0 {
		g.record("419.7a", "all damage that would be dealt to %s this turn is prevented: the %d damage %s would deal to it is prevented", recipient, n, source.name())
		n = 0
	}
	if n <= 0 && wouldDeal > 0 {
		g.record("419.5", "all %d damage %s would deal to %s is prevented: that event never happens", wouldDeal, source.name(), recipient)
	}
	if n <= 0 {
		g.record("410.7", "no damage is dealt to %s, so abilities that trigger on damage being dealt don't trigger%s", recipient, g.damageTriggersInPlay())
		return
	}
	if rule != combatDamageRule {
		g.recordLater("120.2b", "the damage is dealt as an effect of a spell or ability, which specifies the object that deals it: %s", source.name())
	}
	var ev Event
	if to.IsPlayer {
		g.players[to.Player].DamageThisTurn += n
		if o := g.objects[source.id]; o != nil && !slices.Contains(o.Damaged, to.Player) {
			o.Damaged = append(o.Damaged, to.Player)
		}
		poison := g.damageAsPoison(source, to.Player, n, rule)
		if !poison && g.noLifeLoss(to.Player, n) {
			// The damage is dealt, only its result of life loss doesn't
			// happen (119.8 of 2026): lifelink still gains.
			g.record(rule, "%s deals %d damage to %s (life stays %d: the damage is dealt, its result of life loss doesn't happen)", source.shownName(), n, recipient, g.players[to.Player].Life)
		} else if !poison {
			before := g.players[to.Player].Life
			g.players[to.Player].Life -= n
			g.noteLifeLost(to.Player, n)
			g.record(rule, "%s deals %d damage to %s (life now %d)", source.shownName(), n, recipient, g.players[to.Player].Life)
			g.recordLater("120.3a", "damage dealt to %s by a source without infect causes %s to lose %d life", recipient, recipient, n)
			g.noteDamageDealt(source, n, recipient, true)
			g.noteDamageLifeLoss(to.Player, before, n)
		}
		ev = Event{Kind: DamageDealt, Player: to.Player, Amount: n, Source: source}
		if rule == combatDamageRule {
			g.giveToxicPoison(source, to.Player)
			g.noteAssassinDamage(source, to.Player)
			g.noteProwlDamage(source)
		}
	} else {
		g.noteDamagedBy(source, to.Object)
		if !g.damageRemovesDefense(source, to.Object, n, rule) && !g.damageRemovesLoyalty(source, to.Object, n, rule) && !g.damageAsMinusCounters(source, to.Object, n, rule) {
			g.objects[to.Object].Damage += n
			g.record(rule, "%s deals %d damage to %s", source.name(), n, recipient)
			g.recordLater("120.3e", "the damage is marked on %s, which now has %d damage marked on it", recipient, g.objects[to.Object].Damage)
			g.noteDamageDealt(source, n, recipient, false)
			// The view is worked out only where the step is recorded.
			if g.rules.Edition == Edition2026 && g.view(to.Object).chars().HasType("creature") {
				g.recordLater("302.7", "%s is a creature and %s has neither wither nor infect: the damage is marked on the creature", recipient, source.name())
			}
		}
		g.noteDeathtouch(source, to.Object)
		ev = Event{Kind: DamageDealt, Object: g.view(to.Object), Amount: n, Source: source, NoPlayer: true}
	}
	g.gainLifelink(source, n)
	dealt := Event{Kind: DealsDamage, Object: source, Amount: n, NoPlayer: !to.IsPlayer, Combat: rule == combatDamageRule}
	if to.IsPlayer {
		dealt.Player = to.Player
		if dealt.Combat {
			g.triggerMonarchCombatDamage(source, to.Player)
		}
	} else {
		// The permanent dealt the damage, for "whenever this deals damage
		// to a creature, destroy that creature".
		dealt.Source = g.view(to.Object)
	}
	g.afterEvents([]Event{ev, dealt}, nil)
}

// damageTriggersInPlay names, for the trace, the abilities of permanents
// that trigger on damage being dealt: those a prevented event doesn't
// trigger.
func (g *Game) damageTriggersInPlay() string {
	var names []string
	for _, id := range g.inPlay {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Trigger != nil && a.Trigger.Kind == OnEvent && a.Trigger.Event == DamageDealt {
				names = append(names, fmt.Sprintf("%s's ability \"%s\"", v.name(), a.Text))
			}
		}
	}
	if len(names) == 0 {
		return ""
	}
	return ": not " + strings.Join(names, ", ")
}

// notePreventionNotLockedIn records that a permanent whose static ability
// prevents damage came into play after the spell dealing the damage was
// played: replacement and prevention effects aren't locked in ahead of
// time but apply as the event happens (419.2).
func (g *Game) notePreventionNotLockedIn(preventer, source *view) {
	spell, from := g.objects[source.id], g.objects[preventer.id]
	if spell == nil || from == nil || spell.Zone != ZoneStack || spell.Ability != nil || from.Timestamp < spell.Timestamp {
		return
	}
	g.record("419.2", "%s came into play after %s was played: the prevention effect isn't locked in ahead of time, it applies as the damage event happens", preventer.name(), source.name())
}

// preventsAll reports whether all damage that would be dealt to a
// recipient this turn is prevented.
func (g *Game) preventsAll(to Target) bool {
	if to.IsPlayer {
		return g.players[to.Player].PreventAll
	}
	o := g.objects[to.Object]
	return o != nil && o.PreventAll
}
