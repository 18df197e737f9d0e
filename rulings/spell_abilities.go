package rulings

import "fmt"

// Instants and sorceries have abilities like any other object; those that
// are instructions are followed as the spell resolves, the others apply at
// some other time and are not followed then (401.3).

// noteAbilitiesNotFollowed records, as an instant or sorcery finishes
// resolving, each of its abilities that wasn't followed, and why.
func (g *Game) noteAbilitiesNotFollowed(name string, c *Characteristics) {
	for _, a := range c.Abilities {
		why := ""
		switch a.Kind {
		case SpellAbility:
			continue
		case ActivatedAbility:
			why = "an activated ability, " + g.rules.Words.ability(participle) + " rather than followed"
		case TriggeredAbility:
			if a.Keyword == "" {
				why = "a triggered ability, which triggers on its own event"
			}
		case StaticAbility:
			why = g.spellStaticWhen(a)
		}
		if why == "" {
			continue
		}
		g.record("401.3", "%s's ability \"%s\" isn't followed as it resolves: it is %s", name, a.Text, why)
	}
}

// spellStaticWhen says when a static ability of an instant or sorcery
// applies, or "" for one it needn't name: a keyword whose rule does part
// of its work as the spell resolves (scry, epic, buyback, storm), or an
// Aura's enchant.
func (g *Game) spellStaticWhen(a *Ability) string {
	played := g.rules.Words.spell(participle)
	fromZone := fmt.Sprintf("a static ability that applies while the card is in a zone from which it can be %s (%s)", played, g.rules.Cite("401.5"))
	onStack := fmt.Sprintf("a static ability that applies while the spell is on the stack (%s)", g.rules.Cite("401.6"))
	switch a.Keyword {
	case flashback.Name:
		return fmt.Sprintf("an ability that lets the card be %s from another zone (%s)", played, g.rules.Cite("401.4"))
	case splitSecond.Name:
		return onStack
	case convoke.Name, kicker.Name:
		return fmt.Sprintf("an ability that changes what it costs to %s the spell, which applies while it is being %s and on the stack (%s)", g.rules.Words.spell(baseForm), played, g.rules.Cite("401.6"))
	case "":
	default:
		return ""
	}
	if a.Static == nil {
		return ""
	}
	switch a.Static.Kind {
	case PlayOnly, Prohibition:
		return fromZone
	case PlayRule, CostReduction, CostIncrease:
		return onStack
	}
	return ""
}
