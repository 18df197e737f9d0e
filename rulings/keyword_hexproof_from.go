package rulings

import "strings"

// matchHexproof reads "hexproof" and its variant "hexproof from COLOR [and
// from COLOR]" (702.11d of 2026), or "hexproof from each color" (702.11g),
// whose colors are read as protection's.
func matchHexproof(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	lower := strings.ToLower(strings.TrimSpace(text))
	if lower == hexproofName {
		return keywordValue{}, true, nil
	}
	rest, ok := strings.CutPrefix(lower, hexproofName+" from ")
	if !ok {
		return keywordValue{}, false, nil
	}
	v, err := protection.parseArg("from "+rest, nil)
	if err == nil && v.x {
		err = errHexproofChosen
	}
	return v, true, err
}

type hexproofError string

func (e hexproofError) Error() string { return string(e) }

// errHexproofChosen refuses "hexproof from the chosen color", which has no
// choice linked to it here.
const errHexproofChosen = hexproofError("hexproof from the chosen color is not played")

const hexproofName = "hexproof"

// buildHexproof is hexproof, or hexproof from the colors in v.
func buildHexproof(text string, v keywordValue) *Ability {
	return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Colors: v.colors}}
}

// fullHexproof reports whether c has hexproof itself, not only a
// "hexproof from" variant.
func fullHexproof(c *Characteristics) bool {
	for _, a := range c.Abilities {
		if a.Keyword == hexproof.Name && (a.Static == nil || a.Static.Colors == 0) {
			return true
		}
	}
	return false
}

// hexproofFrom returns the colors of the "hexproof from" abilities of the
// permanent seen in v.
func hexproofFrom(v *view) ColorSet {
	var s ColorSet
	if v == nil || v.zone != ZoneInPlay {
		return 0
	}
	for _, a := range v.chars().Abilities {
		if a.Keyword == hexproof.Name && a.Static != nil {
			s |= a.Static.Colors
		}
	}
	return s
}

// hexproofFromForbids reports, recording why, whether a permanent's
// "hexproof from" stops the spell or ability obj that player controls
// from targeting it: an opponent's spell of that color, or ability from a
// source of that color (702.11d). "Hexproof from A and from B" is two
// such abilities (702.11f).
func (g *Game) hexproofFromForbids(v *view, obj *Object, player PlayerID) bool {
	from := hexproofFrom(v)
	if from == 0 || v.controller == player {
		return false
	}
	shared := (from & g.sourceColors(obj)).Colors()
	if len(shared) == 0 {
		return false
	}
	for _, a := range v.chars().Abilities {
		if a.Keyword != hexproof.Name || a.Static == nil || !a.Static.Colors.Has(shared[0]) {
			continue
		}
		if strings.EqualFold(a.Text, "hexproof from each color") {
			g.recordLater("702.11g", "%s's \"%s\" is shorthand for hexproof from white, from blue, from black, from red and from green: it behaves as five separate hexproof abilities", v.name(), a.Text)
		}
		if first, second, ok := strings.Cut(a.Text, " and from "); ok {
			g.recordLater("702.11f", "%s's \"%s\" is shorthand for \"%s\" and \"hexproof from %s\": it behaves as two separate hexproof abilities", v.name(), a.Text, first, second)
		}
	}
	what := "spell"
	if obj.Ability != nil {
		what = "ability from a source"
	}
	g.recordLater("702.11d", "%s has hexproof from %s: it can't be the target of %s, %s %s of that color, which %s, an opponent, controls", v.name(), shared[0], g.name(obj.ID), articleFor(what), what, g.playerName(player))
	return true
}
