package rulings

// protectionFrom returns the colors the object seen in v has protection
// from (502.7a).
func protectionFrom(v *view) ColorSet {
	var s ColorSet
	for _, a := range v.chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == Protection {
			s |= a.Static.Colors
		}
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == ProtectionFromChosen {
			// Linked to the color chosen as it entered; none when the
			// choice is undefined (607.5a).
			s |= v.chosen
		}
	}
	return s
}

// sourceColors is the color of what is targeting: a spell's own colors, or
// for an ability, the colors of its source (502.7b).
func (g *Game) sourceColors(obj *Object) ColorSet {
	if obj.Ability != nil {
		return obj.Source.chars().Colors
	}
	if v := g.view(obj.ID); v != nil {
		return v.chars().Colors
	}
	return 0
}

// protectedFrom reports whether the target seen in v has protection from a
// color of the spell or ability obj; it names the color for the trace.
func (g *Game) protectedFrom(v *view, obj *Object) (Color, bool) {
	shared := protectionFrom(v) & g.sourceColors(obj)
	if cs := shared.Colors(); len(cs) > 0 {
		return cs[0], true
	}
	return 0, false
}

// protection from COLOR [and from COLOR]: 502.7.
var protection = Keyword{redundantRule: "502.7g", Name: "protection", Rule: "502.7", Form: "protection from COLOR [and from COLOR]", arg: argColors,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: Protection, Colors: v.colors}}
	}}
