package rulings

import (
	"slices"
	"strings"
)

// Static abilities that stop other permanents from acting: "Enchanted
// creature can't attack or block." (an Aura's effect on the creature it
// enchants, not an ability of that creature), "Equipped creature doesn't
// untap during its controller's untap step.", "Creatures your opponents
// control can't block.", "This creature can't attack." Each is a
// restriction on attacking or blocking (500.1-500.3 of 2006, 508.1c and
// 509.1b of 2026) or on untapping (302.2, 502.3 of 2026), checked against
// the permanents as they are now; the effect lasts as long as its source
// has the ability.

// What a Forbids static can stop.
const (
	ForbidAttack   = "attack"
	ForbidBlock    = "block"
	ForbidUntap    = "untap"
	ForbidActivate = "activate"
)

// forbidding is one Forbids static of a permanent in play.
type forbidding struct {
	source  *view
	ability *Ability
}

// forbiddings lists the Forbids statics of the permanents in play that
// stop act. Only a permanent whose printed or copied text has one is
// looked at, as it is now.
func (g *Game) forbiddings(act string) []forbidding {
	var out []forbidding
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o == nil || !facesForbid(underlyingFaces(o)) {
			continue
		}
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == Forbids && slices.Contains(a.Static.Forbidden, act) {
				out = append(out, forbidding{source: v, ability: a})
			}
		}
	}
	return out
}

// facesForbid reports whether any face has a Forbids static.
func facesForbid(faces []Characteristics) bool {
	for _, c := range faces {
		for _, a := range c.Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == Forbids {
				return true
			}
		}
	}
	return false
}

// forbids reports whether f's effect applies to v: the permanent itself,
// what its source is attached to ("enchanted creature", "equipped
// creature"), or what its filter matches.
func (g *Game) forbids(f forbidding, v *view) bool {
	s := f.ability.Static
	if s.Self {
		return f.source.id == v.id
	}
	filter := s.Filter
	if filter.Enchanted {
		src := g.objects[f.source.id]
		if src == nil || src.AttachedTo != v.id {
			return false
		}
	}
	return g.matches(&filter, v, f.source.controller, nil)
}

// forbiddenBy returns the Forbids static that stops v from act, if any.
func (g *Game) forbiddenBy(v *view, act string) (forbidding, bool) {
	if f, ok := g.detainedFrom(v, act); ok {
		return f, true
	}
	for _, f := range g.forbiddings(act) {
		if g.forbids(f, v) {
			return f, true
		}
	}
	return forbidding{}, false
}

// describe names the effect for the trace.
func (f forbidding) describe() string {
	return f.source.name() + "'s ability \"" + f.ability.Text + "\""
}

// forbidsAttackWhy says why an effect stops v from attacking, or "".
func (g *Game) forbidsAttackWhy(v *view) string {
	if f, ok := g.forbiddenBy(v, ForbidAttack); ok {
		return "the effect of " + f.describe() + " forbids it"
	}
	return ""
}

// effectForbidsAttack returns the IllegalError for a creature declared as
// an attacker that an effect says can't attack: a restriction disobeyed
// makes the declaration illegal (500.2, 508.1c of 2026).
func (g *Game) effectForbidsAttack(id ObjectID) error {
	v := g.view(id)
	if v == nil || v.zone != ZoneInPlay {
		return nil
	}
	if f, ok := g.forbiddenBy(v, ForbidAttack); ok {
		return g.illegal("500.2", "%s can't attack: the effect of %s is a restriction the declaration disobeys", v.name(), f.describe())
	}
	return nil
}

// effectForbidsBlock returns the IllegalError for a blocker that an
// effect says can't block (500.3, 509.1b of 2026).
func (g *Game) effectForbidsBlock(blocker *view) error {
	if f, ok := g.forbiddenBy(blocker, ForbidBlock); ok {
		return g.illegal("500.3#restriction", "%s can't block: the effect of %s is a restriction the declaration disobeys", blocker.name(), f.describe())
	}
	return nil
}

// untapForbidden lists, for the untap step, the permanents of the active
// player that an effect keeps from untapping, recording why (302.2, 502.3
// of 2026).
func (g *Game) untapForbidden() map[ObjectID]bool {
	fs := g.forbiddings(ForbidUntap)
	if len(fs) == 0 {
		return nil
	}
	out := map[ObjectID]bool{}
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o == nil || !o.Tapped {
			continue
		}
		v := g.view(id)
		if v.controller != g.active {
			continue
		}
		for _, f := range fs {
			if g.forbids(f, v) {
				out[id] = true
				g.record("302.2", "%s doesn't untap: the effect of %s keeps it from untapping", v.name(), f.describe())
				break
			}
		}
	}
	return out
}

// effectForbidsActivate returns the IllegalError for an activated ability
// of a permanent that an effect says can't be activated (409.4, 602.5 of
// 2026: a player can't begin to activate it).
func (g *Game) effectForbidsActivate(src *view) error {
	if src == nil || src.zone != ZoneInPlay {
		return nil
	}
	if f, ok := g.forbiddenBy(src, ForbidActivate); ok {
		verb := "activated"
		if strings.HasSuffix(f.ability.Text, "can't be played") {
			verb = "played"
		}
		return g.illegal("409.4#ability", "the activated abilities of %s can't be %s: the effect of %s forbids it", src.name(), verb, f.describe())
	}
	return nil
}

// attachedToSource is "enchanted creature" or "equipped creature" in an
// instruction: the permanent the ability's source is attached to as the
// instruction is followed, none if it is attached to nothing.
func (r *resolution) attachedToSource() []ObjectID {
	if r.source == nil {
		return nil
	}
	src := r.g.objects[r.source.id]
	if src == nil || src.AttachedTo == 0 || r.g.objects[src.AttachedTo] == nil {
		return nil
	}
	return []ObjectID{src.AttachedTo}
}

// TargetPower ends the variable of an amount that is a target's power
// ("T's power": Swords to Plowshares' "life equal to its power").
const TargetPower = "'s power"

// targetPower is the power of the object target name refers to, as it is
// now or, if it has left its zone, as it last existed (413.2a; 608.2h of
// 2026). A negative power counts as 0.
func (r *resolution) targetPower(name string) int {
	for _, t := range r.targets[name] {
		if t.IsPlayer {
			continue
		}
		v := r.g.view(t.Object)
		if v == nil {
			continue
		}
		if o := r.g.objects[t.Object]; o == nil || o.Zone != ZoneInPlay {
			r.g.record("413.2f", "%s has left play: its power is taken from its last known information, %d", v.name(), v.chars().Power)
		}
		return max(v.chars().Power, 0)
	}
	return 0
}
