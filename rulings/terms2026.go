package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Terms the modern rules define over an object's characteristics or
// status, read as words of a filter ("destroy all historic permanents",
// "outlaws you control", "each modified creature"): Filter.Terms.
const (
	// TermHistoric is an object that is legendary, an artifact or a Saga
	// (700.6 of 2026).
	TermHistoric = "historic"
	// TermModified is a permanent with a counter on it, equipped, or
	// enchanted by an Aura its controller controls (700.9 of 2026).
	TermModified = "modified"
	// TermOutlaw is an object that is an Assassin, Mercenary, Pirate,
	// Rogue or Warlock (700.12 of 2026).
	TermOutlaw = "outlaw"
)

// IsTerm reports whether w, singular, is one of the terms of Filter.Terms.
func IsTerm(w string) bool {
	return w == TermHistoric || w == TermModified || w == TermOutlaw
}

// outlawTypes are the creature types that make an object an outlaw
// (700.12 of 2026).
var outlawTypes = []string{"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}

// matchesTerms reports whether v is each of terms, recording why for a
// term it is (the rule defining the term) and, for outlaws a player
// controls, that only permanents count (700.12a).
func (g *Game) matchesTerms(f *Filter, v *view) bool {
	for _, term := range f.Terms {
		why, ok := g.isTerm(v, term)
		if !ok {
			return false
		}
		switch term {
		case TermHistoric:
			g.record("700.6", "%s is historic: %s", v.name(), why)
		case TermModified:
			g.record("700.9", "%s is modified: %s", v.name(), why)
		case TermOutlaw:
			g.record("700.12", "%s is an outlaw: %s", v.name(), why)
			if f.Controller != "" && v.zone == ZoneInPlay {
				g.record("700.12a", "outlaws a player controls are outlaw permanents: %s is one", v.name())
			}
		}
	}
	return true
}

// isTerm reports whether v is term, and what makes it so.
func (g *Game) isTerm(v *view, term string) (string, bool) {
	c := v.chars()
	switch term {
	case TermHistoric:
		switch {
		case c.HasSupertype("legendary"):
			return "it is legendary", true
		case c.HasType("artifact"):
			return "it is an artifact", true
		case c.HasSubtype("Saga"):
			return "it is a Saga", true
		}
	case TermOutlaw:
		if i := slices.IndexFunc(outlawTypes, c.HasSubtype); i >= 0 {
			return fmt.Sprintf("it is %s %s", indefinite(strings.ToLower(outlawTypes[i])), outlawTypes[i]), true
		}
	case TermModified:
		o := g.objects[v.id]
		if o == nil || v.zone != ZoneInPlay {
			return "", false
		}
		var kinds []string
		for kind, n := range o.Counters {
			if n > 0 {
				kinds = append(kinds, kind)
			}
		}
		if len(kinds) > 0 {
			slices.Sort(kinds)
			return "it has " + strings.Join(kinds, " and ") + " counters on it", true
		}
		for _, id := range g.inPlay {
			a := g.objects[id]
			if a == nil || a.AttachedTo != v.id {
				continue
			}
			ac := g.view(id).chars()
			if ac.HasSubtype("Equipment") {
				return "it is equipped by " + g.name(id), true
			}
			if ac.HasSubtype("Aura") && a.Controller == v.controller {
				return fmt.Sprintf("it is enchanted by %s, an Aura its controller, %s, controls", g.name(id), g.playerName(v.controller)), true
			}
		}
	}
	return "", false
}
