package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Filter describes a set of objects or players, such as "nonblack
// creature", "artifacts, creatures, and enchantments" or "nonland cards
// with converted mana cost N".
type Filter struct {
	// Player makes the filter match players; with Types set as well
	// ("creature or player") it matches those objects too.
	Player bool
	// Types matches objects with any of these card types.
	Types []string
	// NotTypes excludes objects with any of these card types ("nonland").
	NotTypes []string
	// Subtypes matches objects with all of these subtypes.
	Subtypes []string
	// AnySubtypes matches objects with at least one of these subtypes
	// ("an Island or Swamp card").
	AnySubtypes []string
	// NotSubtypes excludes objects with any of these subtypes
	// ("non-Human creature", mutate).
	NotSubtypes []string
	// Supertypes matches objects with all of these supertypes;
	// NotSupertypes excludes objects with any of these ("nonbasic").
	Supertypes    []string
	NotSupertypes []string
	// Colors matches objects that are each of these colors.
	Colors []Color
	// AnyColors matches objects that are at least one of these colors
	// ("black, red, or green").
	AnyColors []Color
	// NotColors excludes objects that are any of these colors ("nonblack").
	NotColors []Color
	// CMC, when set, matches a converted mana cost equal to the value.
	CMC *Value
	// MaxCMC, when set, matches a converted mana cost of at most N
	// (soulshift, 502.39a).
	MaxCMC *int
	// MinCMC, when set, matches a mana value of at least N ("with mana
	// value 4 or greater").
	MinCMC *int
	// Controller restricts to objects "you" control or an "opponent" controls.
	Controller string
	// Zone is the zone the objects are in; zero means in play (415.5).
	Zone Zone
	// DamagedBySource restricts players to those the source of the spell
	// or ability has dealt damage to ("target opponent previously dealt
	// damage by it", 502.15h).
	DamagedBySource bool
	// Kind restricts objects on the stack to a "spell" or an "ability";
	// "source" is any object, in any zone unless Zone says.
	Kind string
	// AbilityKinds restricts abilities on the stack to these kinds
	// ("activated ability", "activated or triggered ability").
	AbilityKinds []AbilityKind
	// Enchanted restricts a static ability's filter to the permanent its
	// source (an Aura) is attached to.
	Enchanted bool
	// Paired restricts a static ability's filter to its source and the
	// creature it is paired with, while they are paired (702.95b).
	Paired bool
	// Also holds further filters the object must match as well, such as
	// an Aura's other instances of enchant (502.45c).
	Also []Filter
	// NamedChosen matches objects with the name chosen by a "name a card"
	// instruction.
	NamedChosen bool
	// Names matches objects with one of these names: the names a
	// conspiracy's agenda chose, for its abilities linked to it
	// (702.106d of 2026).
	Names []string
	// TargetsOnly matches a spell or ability on the stack that targets
	// exactly one object, which matches it ("a spell that targets only a
	// single creature you control", 707.10e of 2026).
	TargetsOnly *Filter
	// WithActivated matches objects with at least one activated ability,
	// wherever the ability works from (502.48b).
	WithActivated bool
	// NoAbilities matches objects that have no abilities ("creatures with
	// no abilities", 113.12 of 2026).
	NoAbilities bool
	// ToughnessOverPower matches objects whose toughness is greater than
	// their power ("creature with toughness greater than its power").
	ToughnessOverPower bool
	// ManaValueParity, "even" or "odd", matches objects whose mana value
	// (X included on the stack) is even or odd (cast_proposal.go).
	ManaValueParity string
	// Another excludes the object whose ability is resolving ("another
	// creature").
	Another bool
	// ChosenType matches objects with the creature type chosen by a
	// "choose a creature type" instruction (212.1e).
	ChosenType bool
	// Nontoken leaves tokens out ("nontoken creature").
	Nontoken bool
	// Token leaves everything but tokens out ("creature tokens you
	// control").
	Token bool
	// OrToken lets a token match whatever its types, as Types would
	// ("an artifact, enchantment, or token", bargain).
	OrToken bool
	// Status is "tapped" or "untapped": only permanents with that status
	// match ("target tapped creature").
	Status string
	// Combat is "attacking" or "blocking": only creatures in combat that
	// way match ("target attacking creature").
	Combat string
	// InCombatWithSource matches only creatures blocking or blocked by
	// the source of the spell or ability ("creature blocking or blocked
	// by this", linked_removed.go).
	InCombatWithSource bool
	// LessPowerThanSource matches only creatures whose power is less than
	// that of the source of the spell or ability ("target attacking
	// creature with power less than this creature's power", mentor,
	// keyword_mentor.go).
	LessPowerThanSource bool
	// PowerAtLeast, when above 0, matches only creatures with at least
	// that much power ("a creature with power 2 or greater", casualty,
	// keyword_casualty.go).
	PowerAtLeast int
	// AnyTarget marks the filter of "any target": a creature, player,
	// planeswalker or battle (115.4 of 2026, any_target.go).
	AnyTarget bool
	// Without excludes objects with any of these keyword abilities
	// ("creature without flying").
	Without []string
	// With keeps only objects with at least one of these keyword
	// abilities ("creatures with flying").
	With []string
	// Terms keeps only objects that are each of these terms the modern
	// rules define ("historic", "modified", "outlaw", terms2026.go).
	Terms []string
	// OwnerOfSource keeps only objects with the same owner as the spell
	// or ability's source ("a non-Human creature with the same owner as
	// this spell", mutate, keyword_mutate.go).
	OwnerOfSource bool
	// Text is the filter as written, for the trace.
	Text string
}

// String returns the filter as written.
func (f Filter) String() string { return f.Text }

// view is how an object looks at one moment: its computed characteristics
// (one set per face for a split card outside the stack, 505.2) and status.
// Views taken before an event are its last known information.
type view struct {
	id         ObjectID
	faces      []Characteristics
	owner      PlayerID
	controller PlayerID
	zone       Zone
	tapped     bool
	token      bool
	// isAbility marks an activated or triggered ability on the stack.
	isAbility bool
	// combatDamage marks the combat damage on the stack of the 2006
	// rules: an object, but neither a spell nor an ability (200.8, 310.3).
	combatDamage bool
	// haunting is the creature a haunting card haunts.
	haunting ObjectID
	// origin identifies the card across zone changes (Object.Origin).
	origin ObjectID
	// chosen is the color chosen for the permanent as it entered
	// (linked2026.go).
	chosen ColorSet
	// sharedFaces marks faces that are still the card definition's (or
	// another owner's): whatever changes them calls ownFaces first.
	sharedFaces bool
	// frontCost is, for a double-faced object with its back face up, its
	// front face's mana cost, which gives its mana value (712.8e); for a
	// melded permanent, the sum of its two cards' front faces' (712.8g).
	frontCost *ManaCost
	// nameSetAt is the timestamp of the latest effect of layer 3 that set
	// the name, 0 when none did: name stickers older than it add nothing
	// (123.6c, names.go).
	nameSetAt int
}

// shownName is the object's name for the trace: its name, or, for an
// object with none (a face-down permanent, 708.2; a copy of one), "a
// nameless" and what it is, since the empty name would leave a gap.
func (v *view) shownName() string {
	if n := v.name(); n != "" {
		return n
	}
	what := "object"
	switch c := v.chars(); {
	case c.HasType("creature"):
		what = "creature"
	case v.zone == ZoneInPlay:
		what = "permanent"
	}
	return "a nameless " + what
}

// kept returns a copy of the view on the heap, for a caller that keeps
// it, or hands it to code that might, so that the views it looks at and
// drops can stay on its stack.
func (v *view) kept() *view {
	c := *v
	return &c
}

// hasAbility reports whether the object seen in v has an ability for
// which is returns true.
func (v *view) hasAbility(is func(a *Ability) bool) bool {
	return slices.ContainsFunc(v.chars().Abilities, is)
}

// ownFaces gives the view its own copy of its faces before something
// changes them, so a view that nothing modifies costs no copy.
func (v *view) ownFaces() {
	if v.sharedFaces {
		v.faces = slices.Clone(v.faces)
		v.sharedFaces = false
	}
}

// chars returns the view's characteristics (the first face's for a split
// card; callers that compare characteristics use matches, which asks every
// face).
func (v *view) chars() *Characteristics { return &v.faces[0] }

// name is the object's name; a split card's is both halves'.
func (v *view) name() string {
	if len(v.faces) == 1 {
		return v.faces[0].Name
	}
	names := make([]string, len(v.faces))
	for i := range v.faces {
		names[i] = v.faces[i].Name
	}
	return strings.Join(names, "/")
}

// anyFace asks a question of every face: one answer, yes if either half of
// a split card answers yes (505.6).
func (v *view) anyFace(question func(c *Characteristics) bool) bool {
	for i := range v.faces {
		if question(&v.faces[i]) {
			return true
		}
	}
	return false
}

// combinedCost is the mana cost of a split card outside the stack: its
// halves' combined, whose mana value is the card's (709.4b of 2026). ok is
// false where each face answers for itself: an object with one face, a
// spell on the stack, or a split card under the earlier rules (505.6 of
// 2006).
func (g *Game) combinedCost(v *view) (cost ManaCost, ok bool) {
	if !g.rules.SplitCardsCombined || len(v.faces) < 2 || v.zone == ZoneStack {
		return ManaCost{}, false
	}
	for i := range v.faces {
		cost = cost.plus(v.faces[i].ManaCost)
	}
	return cost, true
}

// costAnswer asks a question about the mana value of the object seen in
// v: of its front face's mana cost for a double-faced object with its
// back face up (712.8e), of its combined mana cost for a split card whose halves are combined,
// otherwise of each face, yes if any face's is.
func (g *Game) costAnswer(v *view, question func(mv int) bool) bool {
	if v.frontCost != nil {
		g.noteMeldedManaValue(v)
		return question(v.frontCost.ConvertedCost())
	}
	if cost, ok := g.combinedCost(v); ok {
		return question(cost.ConvertedCost())
	}
	return v.anyFace(func(c *Characteristics) bool { return question(c.ManaCost.ConvertedCost() + g.xOnStack(v, c)) })
}

// xOnStack is what the {X} of mana cost c adds to the mana value of v: on
// the stack, X is the number chosen for it; elsewhere it is 0 (202.3e of
// 2026; 203.3b of 2006).
func (g *Game) xOnStack(v *view, c *Characteristics) int {
	if v.zone != ZoneStack || c.ManaCost.X == 0 {
		return 0
	}
	o := g.objects[v.id]
	if o == nil || o.X == 0 {
		return 0
	}
	if g.rules.Numbers != nil && g.noteOnce(fmt.Sprintf("x on stack %d", v.id)) {
		g.recordLater("202.3e", "%s is on the stack: X in its mana cost is the number chosen for it, %d, and its mana value is %d", v.name(), o.X, c.ManaCost.ConvertedCost()+o.X*c.ManaCost.X)
	}
	return o.X * c.ManaCost.X
}

// matches reports whether the object seen in v fits f, for an ability
// controlled by you. Each characteristic is compared separately; a negative
// comparison ("nonland") is yes only if the positive one is no (505.6).
func (g *Game) matches(f *Filter, v *view, you PlayerID, r *resolution) bool {
	if f.Player && len(f.Types) == 0 {
		return false
	}
	zone := f.Zone
	if zone == ZoneNone {
		zone = ZoneInPlay
	}
	if v.zone != zone && (f.Kind != "source" || f.Zone != ZoneNone) {
		return false
	}
	if f.Another && r != nil && r.source != nil && v.id == r.source.id {
		return false
	}
	if f.TargetsOnly != nil && !g.targetsOnly(f.TargetsOnly, v, you) {
		return false
	}
	if f.Combat != "" && !g.inCombatAs(v.id, f.Combat) {
		return false
	}
	if f.InCombatWithSource && r != nil && r.source != nil && !g.inCombatWith(r.source.id, v.id) {
		return false
	}
	if f.PowerAtLeast > 0 && (!v.chars().HasType("creature") || v.chars().Power < f.PowerAtLeast) {
		return false
	}
	if f.LessPowerThanSource && r != nil && r.source != nil && !g.lessPowerThanSource(f, r.source.id, v.id) {
		g.notePowerNotLess(r.source.id, v.id)
		return false
	}
	if v.combatDamage && (f.Kind == "spell" || f.Kind == "ability") {
		return false
	}
	if len(f.AbilityKinds) > 0 && (!v.isAbility || !slices.ContainsFunc(v.chars().Abilities, func(a *Ability) bool { return slices.Contains(f.AbilityKinds, a.Kind) })) {
		return false
	}
	if (f.Kind == "spell" && v.isAbility) || (f.Kind == "ability" && !v.isAbility) || (f.Nontoken && v.token) || (f.Token && !v.token) || (f.Status != "" && v.tapped != (f.Status == "tapped")) {
		return false
	}
	if len(f.Types) > 0 && !(f.OrToken && v.token) && !v.anyFace(func(c *Characteristics) bool {
		return slices.ContainsFunc(f.Types, c.HasType)
	}) {
		return false
	}
	for _, t := range f.NotTypes {
		if v.anyFace(func(c *Characteristics) bool { return c.HasType(t) }) {
			return false
		}
	}
	for _, t := range f.Subtypes {
		if !v.anyFace(func(c *Characteristics) bool { return c.HasSubtype(t) }) {
			return false
		}
		if r != nil {
			g.noteChangeling(v, t)
		}
	}
	for _, t := range f.NotSubtypes {
		if v.anyFace(func(c *Characteristics) bool { return c.HasSubtype(t) }) {
			return false
		}
	}
	if f.OwnerOfSource && r != nil && r.source != nil && v.owner != r.source.owner {
		return false
	}
	if len(f.AnySubtypes) > 0 && !v.anyFace(func(c *Characteristics) bool {
		return slices.ContainsFunc(f.AnySubtypes, c.HasSubtype)
	}) {
		return false
	}
	for _, t := range f.Supertypes {
		if !v.anyFace(func(c *Characteristics) bool { return c.HasSupertype(t) || g.basicByName(c, t, r) }) {
			return false
		}
	}
	for _, t := range f.NotSupertypes {
		if v.anyFace(func(c *Characteristics) bool { return c.HasSupertype(t) || g.basicByName(c, t, r) }) {
			return false
		}
	}
	if r != nil && slices.Contains(f.NotSupertypes, "basic") {
		g.noteNonbasicWithBasicType(v)
	}
	for _, col := range f.Colors {
		if !v.anyFace(func(c *Characteristics) bool { return c.Colors.Has(col) }) {
			return false
		}
	}
	if len(f.AnyColors) > 0 && !v.anyFace(func(c *Characteristics) bool {
		return slices.ContainsFunc(f.AnyColors, c.Colors.Has)
	}) {
		return false
	}
	for _, col := range f.NotColors {
		if v.anyFace(func(c *Characteristics) bool { return c.Colors.Has(col) }) {
			return false
		}
	}
	if f.CMC != nil {
		want := r.value(*f.CMC)
		if !g.costAnswer(v, func(mv int) bool { return mv == want }) {
			return false
		}
	}
	for _, k := range f.Without {
		if v.anyFace(func(c *Characteristics) bool { return hasKeyword(c, k) }) {
			return false
		}
	}
	if len(f.With) > 0 && !slices.ContainsFunc(f.With, func(k string) bool {
		return v.anyFace(func(c *Characteristics) bool { return hasKeyword(c, k) })
	}) {
		return false
	}
	if f.NoAbilities && len(v.chars().Abilities) > 0 {
		return false
	}
	if f.ToughnessOverPower && v.chars().Toughness <= v.chars().Power {
		return false
	}
	if f.ManaValueParity != "" && !g.parityMatches(f.ManaValueParity, g.manaValue(v)) {
		return false
	}
	if f.MaxCMC != nil && !g.costAnswer(v, func(mv int) bool { return mv <= *f.MaxCMC }) {
		return false
	}
	if f.MinCMC != nil && !g.costAnswer(v, func(mv int) bool { return mv >= *f.MinCMC }) {
		return false
	}
	switch f.Controller {
	case "you":
		if v.controller != you {
			return false
		}
	case "opponent":
		if v.controller == you {
			return false
		}
	}
	if f.NamedChosen && (r == nil || !strings.EqualFold(v.name(), r.named) && !g.hasSplitName(v, r.named)) {
		return false
	}
	if len(f.Names) > 0 && !slices.ContainsFunc(f.Names, func(n string) bool { return strings.EqualFold(v.name(), n) || g.hasSplitName(v, n) }) {
		return false
	}
	if f.WithActivated && !g.hasActivatedAbility(v) {
		return false
	}
	if f.ChosenType && (r == nil || !v.anyFace(func(c *Characteristics) bool { return c.HasSubtype(r.chosenType) })) {
		return false
	}
	for i := range f.Also {
		if !g.matches(&f.Also[i], v, you, r) {
			return false
		}
	}
	if len(f.Terms) > 0 && !g.matchesTerms(f, v) {
		return false
	}
	return true
}

// matchesPlayer reports whether player p fits a player filter.
func (g *Game) matchesPlayer(f *Filter, p PlayerID, you PlayerID) bool {
	if !f.Player {
		return false
	}
	switch f.Controller {
	case "you":
		return p == you
	case "opponent":
		return p != you
	}
	return true
}

// damagedBySource reports whether player p is one the source of obj (a
// spell, or an ability's source as it exists or last existed) has dealt
// damage to, when f asks for that ("previously dealt damage by this").
func (g *Game) damagedBySource(f *Filter, source ObjectID, p PlayerID) bool {
	if !f.DamagedBySource {
		return true
	}
	o := g.objects[source]
	return o != nil && slices.Contains(o.Damaged, p)
}
