package rulings

import "fmt"

// Redirection and "prevent all damage" among the effects the affected
// player orders. A redirection effect replaces damage that would be dealt
// to one creature or player with the same damage dealt to another: if the
// creature it would be dealt to instead is no longer in play, or no longer
// a creature, it does nothing (419.6c; 614.9 of 2026, which adds
// planeswalkers and battles). A static "prevent all damage that would be
// dealt to FILTER" is a prevention effect like any other: when a
// redirection could also apply, the affected player (or the affected
// creature's controller) chooses which applies first, and the other
// applies only if it still would (419.9a; 616.1 of 2026). Once damage is
// redirected, the event affects the new recipient, whose controller
// chooses among the effects that now apply.

// Redirection destinations of a Replacement.
const (
	// RedirectEnchanted deals the damage to the permanent the effect's
	// source is attached to instead ("is dealt to enchanted creature
	// instead").
	RedirectEnchanted = "enchanted"
	// RedirectThis deals it to the effect's source itself ("is dealt to
	// this creature instead").
	RedirectThis = "this"
)

// staticAppliesTo reports whether permanent v matches the filter f of a
// static ability of src: an "enchanted" filter only the permanent src is
// attached to, an "other" one anything but src.
func (g *Game) staticAppliesTo(f *Filter, v *view, src *view) bool {
	if v == nil {
		return false
	}
	if f.Enchanted {
		o := g.objects[src.id]
		if o == nil || o.AttachedTo != v.id {
			return false
		}
	}
	if f.Another && v.id == src.id {
		return false
	}
	return g.matches(f, v, src.controller, nil)
}

// recipientMatches reports whether the recipient of damage event ev is
// one that rep, an effect of src, watches for.
func (g *Game) recipientMatches(ev *event, rep *Replacement, src *view) bool {
	if ev.to.IsPlayer {
		return rep.Filter.Player && g.matchesPlayer(&rep.Filter, ev.to.Player, src.controller)
	}
	return g.staticAppliesTo(&rep.Filter, g.view(ev.to.Object), src)
}

// redirectTarget is the permanent rep, an effect of the permanent id,
// would deal the damage to instead, if any.
func (g *Game) redirectTarget(rep *Replacement, id ObjectID) (ObjectID, bool) {
	switch rep.RedirectTo {
	case RedirectThis:
		return id, true
	case RedirectEnchanted:
		if o := g.objects[id]; o != nil && o.AttachedTo != 0 {
			return o.AttachedTo, true
		}
	}
	return 0, false
}

// redirect applies redirection effect rep of permanent id to ev.
func (g *Game) redirect(ev *event, rep *Replacement, id ObjectID, src, again string) {
	was := g.targetName(ev.to)
	to, ok := g.redirectTarget(rep, id)
	v := g.view(to)
	if !ok || g.objects[to] == nil || v.zone != ZoneInPlay || !redirectable(v) {
		what := "the creature it would deal the damage to instead"
		if ok && v != nil {
			what = v.name()
		}
		g.record("419.6c", "%s's effect %q would redirect the damage, but %s is no longer in play or no longer a creature: the effect does nothing%s", src, rep.Text, what, again)
		return
	}
	if !ev.to.IsPlayer && ev.to.Object == to {
		return
	}
	ev.to = Target{Object: to}
	ev.affected = v.controller
	g.record("419.6c", "%s's effect %q is a redirection effect: the %d damage %s would deal to %s is dealt to %s instead%s", src, rep.Text, ev.amount, ev.source.name(), was, v.name(), again)
}

// redirectable reports whether damage can be redirected to v: a creature
// (419.6c), or, under the rules that name them, a planeswalker or a
// battle (614.9 of 2026).
func redirectable(v *view) bool {
	c := v.chars()
	return c.HasType("creature") || c.HasType("planeswalker") || c.HasType("battle")
}

// preventAll applies a "prevent all damage" effect to ev.
func (g *Game) preventAll(ev *event, rep *Replacement, id ObjectID, src, again string) {
	n := ev.amount
	ev.amount = 0
	g.record("419.7a", "%s's ability \"%s\" prevents all %d damage %s would deal to %s%s", src, rep.Text, n, ev.source.name(), g.targetName(ev.to), again)
	if sv := g.view(id); sv != nil {
		g.notePreventionNotLockedIn(sv, ev.source)
	}
}

// preventAllOption is the recipient's "prevent all damage that would be
// dealt to it this turn" from a resolved spell or ability (419.7a) as an
// option for ev, if it has one and it hasn't modified ev yet.
func (g *Game) preventAllOption(ev *event) (replacementOption, bool) {
	if ev.kind != ReplaceDamage || ev.amount <= 0 || !g.preventsAll(ev.to) {
		return replacementOption{}, false
	}
	use := replacementUse{source: ev.to.Object, rep: preventAllReplacement}
	if ev.to.IsPlayer {
		use.source = 0
	}
	if containsUse(ev.used, use) {
		return replacementOption{}, false
	}
	return replacementOption{replacementUse: use, name: fmt.Sprintf("prevention on %s: prevent all damage that would be dealt to it this turn", g.targetName(ev.to))}, true
}

// preventAllReplacement stands for the "prevent all damage that would be
// dealt to NAME this turn" of a resolved spell or ability among the
// effects ordered by the affected player.
var preventAllReplacement = &Replacement{Event: ReplaceDamage, PreventAll: true, Text: "prevent all damage that would be dealt to it this turn"}

func containsUse(used []replacementUse, u replacementUse) bool {
	for _, x := range used {
		if x == u {
			return true
		}
	}
	return false
}
