package rulings

import "strings"

// The evasion abilities besides flying: each says which creatures can't
// block a creature that has it (309.2a).

// shadow: a creature with shadow can't be blocked by creatures without
// shadow, and one without shadow can't be blocked by creatures with it
// (502.8b).
var shadow = Keyword{Name: "shadow", Rule: "502.8", Form: "shadow", build: staticKeyword(PlayRule),
	forbidsBlock: func(attacker, blocker *Characteristics) (string, string) {
		switch a, b := hasKeyword(attacker, "shadow"), hasKeyword(blocker, "shadow"); {
		case a && !b:
			return "502.8b", "has shadow and can't be blocked by creatures without shadow"
		case !a && b:
			return "502.8b", "has no shadow and can't be blocked by creatures with shadow"
		}
		return "", ""
	}}

// horsemanship: the creature can't be blocked by creatures without
// horsemanship (502.17b).
var horsemanship = Keyword{Name: "horsemanship", Rule: "502.17", Form: "horsemanship", build: staticKeyword(PlayRule),
	forbidsBlock: func(attacker, blocker *Characteristics) (string, string) {
		if hasKeyword(attacker, "horsemanship") && !hasKeyword(blocker, "horsemanship") {
			return "502.17b", "has horsemanship and can't be blocked by creatures without horsemanship"
		}
		return "", ""
	}}

// fear: the creature can't be blocked except by artifact creatures and/or
// black creatures (502.25b).
var fear = Keyword{Name: "fear", Rule: "502.25", Form: "fear", build: staticKeyword(PlayRule),
	forbidsBlock: func(attacker, blocker *Characteristics) (string, string) {
		if hasKeyword(attacker, "fear") && !blocker.HasType("artifact") && !blocker.Colors.Has(Black) {
			return "502.25b", "has fear and can't be blocked except by artifact creatures and/or black creatures"
		}
		return "", ""
	}}

// landwalk returns the landwalk keyword for a basic land type: the
// creature is unblockable while the defending player controls a land of
// that type (502.6b).
func landwalk(landType string) Keyword {
	name := strings.ToLower(landType) + "walk"
	return Keyword{Name: name, Rule: "502.6", Form: name, build: staticKeyword(PlayRule),
		unblockable: func(g *Game, attacker *Characteristics, defender PlayerID) (string, string) {
			if !hasKeyword(attacker, name) {
				return "", ""
			}
			for _, id := range g.inPlay {
				v := g.view(id)
				if c := v.chars(); v.controller == defender && c.HasType("land") && c.HasSubtype(landType) {
					return "502.6b", "has " + name + " and the defending player controls a " + landType + " (" + v.name() + "): it is unblockable"
				}
			}
			return "", ""
		}}
}

// blockForbidden returns the IllegalError for blocker blocking attacker
// that an evasion ability of the keyword table forbids, or nil.
func (g *Game) blockForbidden(attacker, blocker *view) error {
	a, b := attacker.chars(), blocker.chars()
	for _, k := range Keywords() {
		if k.forbidsBlock != nil {
			if rule, why := k.forbidsBlock(a, b); rule != "" {
				return g.illegal(rule, "%s %s; %s can't block it", attacker.name(), why, blocker.name())
			}
		}
		if k.unblockable != nil {
			if rule, why := k.unblockable(g, a, g.defendingPlayer()); rule != "" {
				return g.illegal(rule, "%s %s", attacker.name(), why)
			}
		}
	}
	return nil
}
