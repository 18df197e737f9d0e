package rulings

import "slices"

// Effects that change land types (212.6e; 305.7 of 2026). An effect that
// sets a land's subtype to one or more basic land types takes away its old
// land types: the land loses the abilities generated from its rules text
// and its old land types (and, under the 2026 rules, from copiable effects,
// which layer 1 applied before) and gains the mana ability of each new
// basic land type (212.6d; 305.6). Abilities other effects grant it come
// in a later layer and stay. An effect that gives a land a land type in
// addition to its own keeps its land types and text, and adds the new
// types and their mana abilities. Neither adds or removes a card type or
// supertype.

// basicLandMana maps each basic land type to the color of mana its
// intrinsic mana ability adds (212.6d).
var basicLandMana = map[string]Color{"Plains": White, "Island": Blue, "Swamp": Black, "Mountain": Red, "Forest": Green}

// intrinsicMana are the mana abilities of the basic land types, one
// shared ability each: "{T}: Add [mana symbol]" (212.6d; 305.6 of 2026).
var intrinsicMana = func() map[string]*Ability {
	out := map[string]*Ability{}
	for t, c := range basicLandMana {
		out[t] = &Ability{Kind: ActivatedAbility, Mana: true, Text: "{T}: add {" + c.Symbol() + "}",
			Cost:   Cost{Tap: true},
			Effect: []Instruction{{Op: "add-mana", Colors: ColorSet(0).With(c), Amount: Value{N: 1}, Text: "add {" + c.Symbol() + "}"}}}
	}
	return out
}()

// intrinsicManaOf is intrinsicMana[t], found without hashing t: every
// view of a land asks it of each of its subtypes.
func intrinsicManaOf(t string) (*Ability, bool) {
	switch t {
	case "Plains":
		return intrinsicPlains, true
	case "Island":
		return intrinsicIsland, true
	case "Swamp":
		return intrinsicSwamp, true
	case "Mountain":
		return intrinsicMountain, true
	case "Forest":
		return intrinsicForest, true
	}
	return nil, false
}

var (
	intrinsicPlains   = intrinsicMana["Plains"]
	intrinsicIsland   = intrinsicMana["Island"]
	intrinsicSwamp    = intrinsicMana["Swamp"]
	intrinsicMountain = intrinsicMana["Mountain"]
	intrinsicForest   = intrinsicMana["Forest"]
)

// changeLandTypes applies e's setting or adding of land types to c, the
// characteristics of a land.
func (e *ContinuousEffect) changeLandTypes(c *Characteristics) {
	if !c.HasType("land") {
		return
	}
	if e.SetLandTypes != nil {
		kept := make([]string, 0, len(c.Subtypes)+len(e.SetLandTypes))
		for _, t := range c.Subtypes {
			if !landTypes[t] {
				kept = append(kept, t)
			}
		}
		c.Subtypes = append(kept, e.SetLandTypes...)
		c.Abilities = nil
		for _, t := range e.SetLandTypes {
			c.Abilities = addIntrinsic(c.Abilities, t)
		}
		return
	}
	for _, t := range e.AddLandTypes {
		if c.HasSubtype(t) {
			continue
		}
		c.Subtypes = append(slices.Clip(c.Subtypes), t)
		c.Abilities = addIntrinsic(c.Abilities, t)
	}
}

// addIntrinsic adds the mana ability of basic land type t to abilities,
// unless it already holds one with the same text (a basic land's own).
func addIntrinsic(abilities []*Ability, t string) []*Ability {
	a, ok := intrinsicMana[t]
	if !ok || slices.ContainsFunc(abilities, func(x *Ability) bool { return x.Mana && x.Text == a.Text }) {
		return abilities
	}
	return append(slices.Clip(abilities), a)
}

// noteLandTypeMana records, as the mana ability of a basic land type is
// played, where the ability comes from: the land's type, printed (212.6d;
// 305.6 of 2026), or given by an effect that set its land types or added
// to them (212.6e; 305.7).
func (g *Game) noteLandTypeMana(o *Object, v *view, a *Ability) {
	var t string
	for typ, m := range intrinsicMana {
		if m == a {
			t = typ
		}
	}
	if t == "" {
		return
	}
	if l := g.layersOf(o.ID); l != nil {
		for _, e := range l.applied {
			switch {
			case slices.Contains(e.SetLandTypes, t):
				g.record("212.6e", "%s's effect %q sets %s's land type: it is a %s, with no other land type, it has lost the abilities of its rules text and of its old land types, and it has the mana ability of its new one, \"%s\"", g.objectName(e.Source), e.Text, v.name(), t, a.Text)
				return
			case slices.Contains(e.AddLandTypes, t) && !printedSubtype(o, t):
				g.record("212.6e", "%s's effect %q makes %s a %s in addition to its other land types: it keeps its rules text and has the mana ability of its new type, \"%s\"", g.objectName(e.Source), e.Text, v.name(), t, a.Text)
				return
			}
		}
	}
	g.record("212.6d", "%s is %s %s: a land with a basic land type has that type's mana ability, \"%s\", as though its text box said so", v.name(), articleFor(t), t, a.Text)
}

// printedSubtype reports whether o's own characteristics have subtype t.
func printedSubtype(o *Object, t string) bool {
	return slices.ContainsFunc(underlyingFaces(o), func(c Characteristics) bool { return c.HasSubtype(t) })
}

// withIntrinsicMana gives each land face with a basic land type the mana
// ability of that type, unless its text already has one with the same
// text, as a basic land card's does (212.6d; 305.6 of 2026). faces are
// returned unchanged, not copied, when no face lacks one.
func withIntrinsicMana(faces []Characteristics) []Characteristics {
	var out []Characteristics
	for i := range faces {
		c := &faces[i]
		if !c.HasType("land") {
			continue
		}
		for _, t := range c.Subtypes {
			a, ok := intrinsicManaOf(t)
			if !ok || slices.ContainsFunc(c.Abilities, func(x *Ability) bool { return x.Mana && x.Text == a.Text }) {
				continue
			}
			if out == nil {
				out = slices.Clone(faces)
			}
			out[i].Abilities = append(slices.Clip(out[i].Abilities), a)
		}
	}
	if out == nil {
		return faces
	}
	return out
}
