package rulings

import "slices"

// recordSeparateTrigger records, when t's source has several instances of
// the keyword t's ability stands for, that this instance triggered on its
// own (502.12c rampage, 502.38b bushido, ...): each instance is a
// separate triggered ability.
func (g *Game) recordSeparateTrigger(t *pendingTrigger) {
	g.recordSeparateInstance(t.source, t.ability, "triggers")
}

// recordSeparateInstance records, when the object seen in v has several
// instances of the keyword a stands for, that a, one of them, applies on
// its own (502.35b modular, 502.36b scry, ...); does is "triggers" or
// "works".
func (g *Game) recordSeparateInstance(v *view, a *Ability, does string) {
	k, ok := KeywordNamed(a.Keyword)
	if !ok || k.separateRule == "" || v == nil {
		return
	}
	if n := instances(v.chars(), a); n > 1 {
		g.record(k.separateRule, "%s has %s %d times, and each instance %s separately: this is one of them", v.name(), k.Name, n, does)
	}
}

// recordRedundant records, where a static keyword of the permanent seen in
// v applies, that the permanent has it and that its several instances are
// redundant: it applies once (502.2d first strike, 502.9f trample, ...).
func (g *Game) recordRedundant(v *view, name string) {
	g.noteKeywordNamed(v, name)
	if k, ok := KeywordNamed(name); ok && v != nil {
		g.recordInstancesRedundant(v, k)
	}
}

// recordStaticKeyword records, where a static keyword of the object seen
// in v applies, what kind of ability it is (702.2a deathtouch, 702.15a
// lifelink) and that its several instances are redundant (702.2f). The
// rule naming the keyword is left to the trace, which names it once, as
// its first subrule is cited (noteNamed), rather than at each of the
// many damage events and targets these keywords apply to.
func (g *Game) recordStaticKeyword(v *view, name string) {
	k, ok := KeywordNamed(name)
	if !ok || v == nil || !hasKeyword(v.chars(), name) {
		return
	}
	if k.natureRule != "" {
		g.record(k.natureRule, "%s", k.nature)
	}
	g.recordInstancesRedundant(v, k)
}

// recordDamageKeyword is recordStaticKeyword for a keyword of source that
// changes what the damage it deals does, adding where the source deals it
// from: a source that left the battlefield before dealing it is read as it
// last existed (702.2e deathtouch), and one in another zone, a spell on
// the stack or a card, has the keyword's effect all the same (702.2d).
func (g *Game) recordDamageKeyword(source *view, name string) {
	g.recordStaticKeyword(source, name)
	k, ok := KeywordNamed(name)
	if !ok || source == nil || !hasKeyword(source.chars(), name) {
		return
	}
	now := g.objects[source.id]
	switch {
	case source.zone == ZoneInPlay && (now == nil || now.Zone != ZoneInPlay) && k.lastKnownRule != "":
		g.record(k.lastKnownRule, "%s left the battlefield before dealing the damage: its last known information says it had %s", source.name(), k.Name)
	case source.zone != ZoneInPlay && !source.isAbility && k.anyZoneRule != "":
		g.record(k.anyZoneRule, "%s deals the damage from the %s: %s works from any zone", source.name(), g.rules.ZoneName(source.zone), k.Name)
	}
}

// recordInstancesRedundant records, for each ability of keyword k the
// object seen in v has more than once, that the instances are redundant.
func (g *Game) recordInstancesRedundant(v *view, k Keyword) {
	if k.redundantRule == "" {
		return
	}
	name := k.Name
	c := v.chars()
	for i, a := range c.Abilities {
		if a.Keyword != name || slices.IndexFunc(c.Abilities, func(b *Ability) bool { return b.Keyword == a.Keyword && b.Text == a.Text }) != i {
			continue
		}
		if n := instances(c, a); n > 1 {
			g.record(k.redundantRule, "%s has %s %d times: the instances are redundant, and it applies once", v.name(), a.Text, n)
		}
	}
}
