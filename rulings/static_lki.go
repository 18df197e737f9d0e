package rulings

import "strings"

// noteStaticWithoutLKI records, when the source of a static ability that
// modifies other permanents leaves play, that the permanents it affected
// lose the effect at once: unlike spells and other abilities, a static
// ability can't use its source's last known information (412.5).
func (g *Game) noteStaticWithoutLKI(src *view, a *Ability) {
	switch a.Static.Kind {
	case ModifyPT, TypeChange, LoseAllAbilities, PreventDamage:
	default:
		return
	}
	if a.Static.Filter.Enchanted {
		return
	}
	var affected []string
	for _, id := range g.inPlay {
		if v := g.view(id); g.matches(&a.Static.Filter, v, src.controller, nil) {
			affected = append(affected, v.name())
		}
	}
	if len(affected) == 0 {
		return
	}
	g.record("412.5", "%s no longer %s the effect: a static ability can't use the last known information of its source, which has left play", strings.Join(affected, " and "), pluralVerb(len(affected), "gets", "get"))
}
