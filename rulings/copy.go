package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Copy effects (503). A permanent that copies another takes the other's
// copiable values: the values printed on it, as modified by other copy
// effects and by its face-down status, never by other continuous effects,
// status or counters (503.2). They apply first, in layer 1 (418.5a), so
// the engine keeps them as the permanent's base characteristics: every
// other effect applies to the copied values as it would to printed ones.

// copiedValues are the copiable values a copy effect gave a permanent.
// They are fixed as the effect begins: a later change to the original
// doesn't change the copy. Never changed once made, so a clone of the
// game may share them.
type copiedValues struct {
	// faces are the copied characteristics, with any ability the copy
	// effect gives as part of copying (503.9).
	faces []Characteristics
	// of names the copied object, for the trace.
	of string
	// flipped are the copied alternative characteristics of a flip card,
	// which apply while the copy is flipped (503.3, 510.4).
	flipped *Characteristics
	// backFace marks values copied from the back face of a double-faced
	// object with that face up, or from a copy of one: the copy has no
	// front face to lend it a mana cost, so its mana value is 0 (202.3b).
	backFace bool
	// prepare is the copied prepare spell, part of the copiable values
	// (722.2b of 2026, preparation.go).
	prepare *Characteristics
}

// faceDownValues are the characteristics of a face-down permanent, its
// copiable values while it stays face down (504.2).
var faceDownValues = []Characteristics{{Types: []string{"creature"}, Power: 2, Toughness: 2}}

// underlyingFaces returns a permanent's copiable values leaving its
// face-down status aside: what it is once turned face up (504.7).
func underlyingFaces(o *Object) []Characteristics {
	return withMergedAbilities(o, unmergedFaces(o))
}

// unmergedFaces is underlyingFaces without the abilities a merged
// permanent's other components give it.
func unmergedFaces(o *Object) []Characteristics {
	faces, alt := o.Card.Faces, o.Card.Flipped
	if o.CopyOf != nil {
		faces, alt = o.CopyOf.faces, o.CopyOf.flipped
	}
	if o.Flipped && alt != nil && o.Zone == ZoneInPlay {
		return flippedFaces(faces, alt)
	}
	if m := meldedFace(o); m != nil {
		return []Characteristics{*m}
	}
	if backFaceUp(o) {
		return backFaces(o)
	}
	return faces
}

// copiableValues returns what copying the permanent copies (503.2): its
// printed or copied values, as modified by its face-down status. A flip
// card's are its normal ones, flipped or not; the alternative ones go with
// them (copiedFlip) and apply if the copy is flipped (503.3).
func copiableValues(o *Object) []Characteristics {
	if o.FaceDown {
		return faceDownValues
	}
	if o.CopyOf != nil {
		return withMergedAbilities(o, o.CopyOf.faces)
	}
	if m := meldedFace(o); m != nil {
		return []Characteristics{*m}
	}
	if len(o.Merged) > 0 {
		return withMergedAbilities(o, o.Card.Faces)
	}
	if backFaceUp(o) {
		// The back face alone, without the front's mana cost: a copy
		// of it has mana value 0 (712.8e).
		return backFaces(o)
	}
	return o.Card.Faces
}

// becomeCopy makes permanent o a copy of original: it takes the
// original's copiable values, plus gained, an ability the copy effect
// gives as part of copying (503.9). Its status, counters and the other
// effects on it stay as they were (503.4). rule is the rule the step
// cites.
func (g *Game) becomeCopy(o *Object, original ObjectID, gained *Ability, rule string) {
	g.becomeCopyExcept(o, original, gained, rule, false)
}

// becomeCopyExcept is becomeCopy for a copy effect that may keep the
// copy's own color rather than copy the original's: the kept color is part
// of the copy's copiable values (503.9).
func (g *Game) becomeCopyExcept(o *Object, original ObjectID, gained *Ability, rule string, exceptColor bool) {
	g.becomeCopyOf(o, g.objects[original], gained, rule, exceptColor)
}

// becomeCopyOf is becomeCopyExcept with the original given as an object,
// which may be one that has left the battlefield, as it last was there.
func (g *Game) becomeCopyOf(o, orig *Object, gained *Ability, rule string, exceptColor bool) {
	original := orig.ID
	name := g.name(o.ID)
	own := copiableValues(o)[0].Colors
	faces := slices.Clone(copiableValues(orig))
	g.prototypedCopiableValues(orig, faces, name)
	g.noteMergedCopiableValues(orig, faces, name)
	for i := range faces {
		if gained != nil {
			faces[i].Abilities = append(slices.Clip(faces[i].Abilities), gained)
		}
		if exceptColor {
			faces[i].Colors = own
		}
	}
	of := g.name(original)
	backFace := !orig.FaceDown && (backFaceUp(orig) || orig.CopyOf != nil && orig.CopyOf.backFace)
	o.CopyOf = &copiedValues{faces: faces, of: of, flipped: copiedFlip(orig, gained), backFace: backFace, prepare: prepareSpell(orig)}
	g.effectsChanged()
	if orig.FaceDown {
		g.record("503.2", "%s copies the face-down %s: its copiable values are those of the face-down status, a nameless, colorless 2/2 creature with no text, and %s stays face up", name, g.name(original), name)
	} else {
		g.record(rule, "%s becomes a copy of %s: it has %s's copiable values (name, mana cost, color, types, rules text, power and toughness)", name, of, of)
		g.recordLater("613.1a", "%s's copy effect applies in layer 1, where copiable values are modified, before every other layer: every other effect applies to it as a copy of %s", name, of)
		g.recordLater("613.2a", "%s's copy effect is a copiable effect: it applies in layer 1a", name)
		g.noteCopySublayers(name)
		if notes := g.copyNotes(orig); notes != "" {
			g.record("503.2", "%s copies the values printed on %s as modified by copy effects only: %s", name, of, notes)
		}
	}
	g.noteCopyValues(name, orig, faces, exceptColor)
	g.noteFlippedCopy(o, name)
	g.noteDesignationsNotCopied(name, orig)
	g.noteStickersOnCopy(o, of)
	if orig.CopyOf != nil && !orig.FaceDown {
		g.recordLater("613.2c", "after layer 1, %s's characteristics are its copiable values: those of %s as it copies them", of, orig.CopyOf.of)
		g.record("503.3", "%s is itself a copy: its copiable values are those it copied from %s, with any ability it gained in copying, and %s copies those", of, orig.CopyOf.of, name)
	}
	if exceptColor {
		g.record("503.9#color", "the copy effect doesn't copy the color of %s: %s keeps its own, %s, as part of its copiable values", of, name, own)
	}
	if gained != nil {
		g.record("503.9#ability", "the copy effect gives %s the ability \"%s\" as part of copying: it is part of its copiable values", g.name(o.ID), gained.Text)
		if named := nameIn(gained.Text, name); named != "" && named != of {
			g.record("202.2#gained", "the ability \"%s\" refers to %s by name: on the copy, \"%s\" is treated as its new name, %s, so it refers to %s", gained.Text, name, named, of, g.name(o.ID))
		}
	}
	// One that comes into play as a copy makes the choice as it does
	// (chooseOnEntry); one that becomes a copy in play never makes it.
	if rule != "503.5" && o.Chosen == 0 && slices.ContainsFunc(faces[0].Abilities, refersToChoice) {
		g.record("503.7", "%s didn't come into play as %s, so no color was chosen for it: as no color was chosen for %s, the copied ability referring to the chosen color refers to a choice never made, which is undefined, and does nothing", name, of, name)
	}
	if o.FaceDown {
		g.record("503.3", "%s's copiable values become those of %s, as modified by its status: it is face down", name, of)
		g.record("504.7", "%s is face down: its copiable values become those of %s as modified by its face-down status, so it stays a 2/2 with no name, types or abilities until it is turned face up", name, of)
	}
}

// copyNotes says, for the trace, what of the original the copy doesn't
// take: other continuous effects and counters (503.2).
func (g *Game) copyNotes(orig *Object) string {
	var notes []string
	now := g.view(orig.ID).chars()
	base := copiableValues(orig)[0]
	if !slices.Equal(now.Types, base.Types) || now.Power != base.Power || now.Toughness != base.Toughness || now.Colors != base.Colors {
		notes = append(notes, "not the effects that change it now")
	}
	if len(orig.Counters) > 0 {
		notes = append(notes, "not its counters")
	}
	return strings.Join(notes, "; ")
}

// enterAsCopy applies a "you may have this come into play as a copy of
// any FILTER in play" ability of a permanent coming into play: its
// controller chooses a permanent, or none, and it comes into play as a
// copy of it rather than becoming one afterwards, so the copied
// comes-into-play abilities apply and trigger (503.5). It reports
// whether the permanent copies something.
func (g *Game) enterAsCopy(o *Object) bool {
	a := entersAsCopyAbility(o.Card.Faces[0].Abilities)
	if a == nil || !g.enterAsCopyWith(o, a) {
		return false
	}
	pending := a.Static.CopyCounters
	// A permanent entering as a copy of something with the same kind of
	// ability gains that replacement effect, which applies to it too: if
	// it copies something else, the earlier copy effect's exception that
	// is an additional effect rather than a modification of the
	// characteristics doesn't happen (707.9e of 2026).
	for range 8 {
		next := entersAsCopyAbility(o.CopyOf.faces[0].Abilities)
		if next == nil {
			break
		}
		name := g.name(o.ID)
		if !g.enterAsCopyWith(o, next) {
			break
		}
		if pending {
			g.record("707.9e", "%s, entering as a copy of %s, applied the replacement effect it gained by copying it and enters as a copy of %s: the earlier copy effect's exception, %q, is an additional effect rather than a modification of its characteristics, so it doesn't happen", o.Card.Name, name, o.CopyOf.of, "it enters with X additional +1/+1 counters on it")
			pending = false
		}
	}
	if pending {
		x := g.keywordsState().xPaid[o.Origin]
		g.record("707.9e", "the copy effect's exception: %s enters with %s", g.name(o.ID), count(x, "additional +1/+1 counter"))
		if x > 0 {
			g.putCountersOn(o, "+1/+1", x, false)
		}
	}
	return true
}

// entersAsCopyAbility is the first "you may have this come into play as a
// copy of" ability among abilities, or nil.
func entersAsCopyAbility(abilities []*Ability) *Ability {
	for _, a := range abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == EntersAsCopy {
			return a
		}
	}
	return nil
}

// enterAsCopyWith applies one such ability, a, to o: its controller
// chooses a permanent, or none. It reports whether o copies something.
func (g *Game) enterAsCopyWith(o *Object, a *Ability) bool {
	{
		options := []string{"nothing"}
		var ids []ObjectID
		for _, id := range g.inPlay {
			if id == o.ID {
				continue
			}
			if g.matches(&a.Static.Filter, g.view(id), o.Controller, nil) {
				options = append(options, g.name(id))
				ids = append(ids, id)
			}
		}
		// Permanents of one name are told apart by their controllers.
		named := map[string]int{}
		for _, name := range options[1:] {
			named[name]++
		}
		for i, name := range options[1:] {
			if named[name] > 1 {
				options[i+1] = g.playerName(g.objects[ids[i]].Controller) + "'s " + name
			}
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: o.Controller, Rule: "503.5", About: "what " + o.Card.Name + " comes into play as a copy of", Options: options})
		if err != nil {
			g.keywordsState().err = err
			return false
		}
		i := slices.Index(options, answer)
		if i <= 0 {
			return false
		}
		name := g.name(o.ID)
		g.becomeCopyExcept(o, ids[i-1], a.Static.Grant, "503.5", a.Static.Counter == ExceptItsColor)
		g.addCopyTypes(o, a.Static.CopyAdds)
		g.setCopyPT(o, a.Static.CopyPT)
		g.applyCopyIfCreature(o, a.Static.CopyIfCreature)
		g.record("503.5", "%s comes into play as a copy of %s; it doesn't come into play and then become one, so the copied \"comes into play\" abilities apply and trigger", name, o.CopyOf.of)
		if orig := g.objects[ids[i-1]]; o.Token && o.Card.Back == nil && orig.Card != nil && orig.Card.Back != nil {
			g.record("707.8a", "%s is a token created with its own characteristics that enters as a copy of the double-faced %s because of a replacement effect: it isn't a double-faced token", name, o.CopyOf.of)
		}
		return true
	}
}

// opBecomeCopy carries out "A becomes a copy of B [and gains this
// ability]": permanent A (Object) takes B's (Objects[0]) copiable values
// (503.4).
func opBecomeCopy(g *Game, r *resolution, ins Instruction) error {
	if len(ins.Objects) == 0 {
		return fmt.Errorf("a copy instruction names no object to copy")
	}
	var gained *Ability
	if ins.GainsThis {
		gained = r.ability
	}
	if ins.Objects[0].Kind == RefSacrificed {
		// "becomes a copy of the sacrificed creature": the permanent
		// is gone, and its copiable values are those it last had on the
		// battlefield (608.2h of 2026).
		copies := r.objects(ins.Object)
		if len(copies) == 0 || r.obj == nil || len(r.obj.sacrificedObjects) == 0 {
			return nil
		}
		o, orig := g.objects[copies[0]], r.obj.sacrificedObjects[0]
		if o == nil || o.Zone != ZoneInPlay {
			return nil
		}
		g.record("418.3c", "%s was sacrificed to pay the cost: the copy effect uses its copiable values as it last existed on the battlefield", g.name(orig.ID))
		g.becomeCopyOf(o, orig, gained, "503.4", ins.Name == ExceptItsColor)
		return nil
	}
	copies := r.objects(ins.Object)
	originals := r.objects(ins.Objects[0])
	if len(copies) == 0 || len(originals) == 0 {
		return nil
	}
	o, orig := g.objects[copies[0]], g.objects[originals[0]]
	if o == nil || o.Zone != ZoneInPlay || orig == nil || orig.Zone != ZoneInPlay {
		g.record("503.4", "the copy effect does nothing: %s", "a permanent it names is no longer in play")
		return nil
	}
	g.becomeCopyExcept(o, orig.ID, gained, "503.4", ins.Name == ExceptItsColor)
	g.record("503.4", "%s stays in play as it becomes a copy: no comes-into-play or leaves-play ability triggers, and the effects already on it go on applying", g.name(o.ID))
	return nil
}

// opCopySpell carries out "copy S[, and you may choose new targets for
// the copy]": a copy of spell S goes onto the stack (503.10).
func opCopySpell(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneStack || o.Ability != nil || o.Combat != nil {
			continue
		}
		if err := g.copySpell(o, r.controller, ins.NewTargets, ins.Colors); err != nil {
			return err
		}
	}
	return nil
}

// copySpell puts a copy of spell orig onto the stack under controller's
// control. The copy has the spell's characteristics and every decision
// made as it was played: mode, targets, X, kicker, buyback, division
// (503.10). It isn't played, so nothing that triggers on playing a spell
// triggers. With newTargets its controller may choose new targets. A
// copy made "except that the copy is COLOR" has colors instead of the
// original's, as part of its copiable values (707.9b of 2026).
func (g *Game) copySpell(orig *Object, controller PlayerID, newTargets bool, colors ColorSet) error {
	c, err := g.putSpellCopy(orig, controller, newTargets, colors)
	if err != nil {
		return err
	}
	g.copyTargeted(c, controller)
	return nil
}

// copyTargeted raises the events of copy c being put onto the stack with
// its targets, once they are decided (707.10c of 2026): each permanent it
// targets becomes the target of a spell, which ward and the other "becomes
// the target" abilities trigger on, though the copy wasn't cast.
func (g *Game) copyTargeted(c *Object, controller PlayerID) {
	if c != nil && len(c.Targets) > 0 {
		g.afterEvents(g.targetEvents(c, controller), nil)
	}
}

// putSpellCopy is copySpell without the events of the copy's targets,
// for an effect that decides the copy's targets itself.
func (g *Game) putSpellCopy(orig *Object, controller PlayerID, newTargets bool, colors ColorSet) (*Object, error) {
	c := &Object{Card: recolored(orig.Card, colors), Owner: controller, Controller: controller, Face: orig.Face, Copy: true,
		ModeIndex: orig.ModeIndex, ChosenModes: slices.Clone(orig.ChosenModes), X: orig.X, Kicked: orig.Kicked, KickedWith: slices.Clone(orig.KickedWith), BoughtBack: orig.BoughtBack,
		Division: slices.Clone(orig.Division), Targets: cloneTargets(orig.Targets), Sacrificed: orig.Sacrificed}
	g.place(c, ZoneStack, false)
	g.spellCopiesThisTurn++
	var choices []string
	face := max(orig.Face, 0)
	// The spell ability is the one of the characteristics the spell has
	// on the stack: an Adventure's or a fused split card's, not those of
	// the card's first face.
	base := spellAbilityOf(spellFace(orig, face))
	if a := orig.effective(base); a != base && a != nil {
		choices = append(choices, fmt.Sprintf("the mode \"%s\"", a.Text))
	}
	if len(orig.Targets) > 0 {
		choices = append(choices, "its targets")
	}
	if orig.X > 0 {
		choices = append(choices, fmt.Sprintf("X = %d", orig.X))
	}
	if orig.Kicked {
		choices = append(choices, "its paid kicker")
	}
	made := ""
	if len(choices) > 0 {
		made = ", with the choices made when it was " + g.rules.Words.spell(participle) + ": " + strings.Join(choices, ", ")
	}
	g.record("503.10", "a copy of %s is put onto the stack under %s's control%s; it isn't %s", g.name(orig.ID), g.playerName(controller), made, g.rules.Words.spell(participle))
	g.recordLater("112.1a", "the copy of %s is a spell too, though no card is associated with it", g.name(orig.ID))
	g.recordLater("112.2", "the copy of %s is a copy: its owner is %s, under whose control it was put on the stack", g.name(orig.ID), g.playerName(controller))
	g.noteCopiedAdventure(orig)
	if a := orig.effective(base); a != base && a != nil && g.rules.Numbers != nil {
		g.record("700.2g", "the copy of %s copies the mode chosen for it, \"%s\": its controller can't choose a different mode", g.name(orig.ID), a.Text)
	}
	if was := orig.Card.Faces[face].Colors; colors != 0 && colors == was {
		g.record("503.9#modified", "the copy of %s is %s, as %s already was: the exception to the copying is part of its copiable values", g.name(orig.ID), colors, g.name(orig.ID))
	} else if colors != 0 {
		g.record("503.9#modified", "the copy of %s is %s, not %s: the exception to the copying is part of its copiable values", g.name(orig.ID), colors, was)
	}
	if !newTargets || len(c.Targets) == 0 {
		return c, nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: controller, Rule: "503.10#new", About: "whether to choose new targets for the copy (keep or new)", Options: []string{"keep", "new"}})
	if err != nil || answer != "new" {
		return c, err
	}
	a := c.effective(base)
	if a == nil {
		return c, nil
	}
	g.noteCopyModeKept(orig, a, base)
	for i, spec := range a.Targets {
		for j := range c.Targets[i] {
			t, err := g.askTarget(controller, c, spec)
			if err != nil {
				return c, err
			}
			c.Targets[i][j] = t
		}
	}
	return c, nil
}

// chosenColor marks a protection ability from the chosen color
// (Static.Counter of a Protection ability): it is linked to the color
// chosen as its permanent came into play (607.2d of 2026).
const chosenColor = "chosen color"

// refersToChoice reports whether an ability makes or uses the choice of
// a color made as its permanent comes into play.
func refersToChoice(a *Ability) bool {
	return a.Static != nil && (a.Static.Kind == ChooseColorAsEnters && a.Static.Counter == "" || a.Static.Counter == chosenColor)
}

// chooseOnEntry makes the choices a permanent's "as this comes into play,
// choose a color" abilities call for, as it comes into play. A permanent
// that comes into play as a copy makes them anew: the original's choice
// isn't copied (503.6).
func (g *Game) chooseOnEntry(o *Object) {
	v := g.view(o.ID)
	for _, a := range v.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != ChooseColorAsEnters {
			continue
		}
		if a.Static.Counter == ChosenOpponent {
			g.chooseOpponentOnEntry(o, v)
			continue
		}
		if a.Static.Counter == ChosenCreatureType {
			g.chooseTypeOnEntry(o, v)
			if o.CopyOf != nil && o.ChosenType != "" {
				g.record("503.6", "%s comes into play as a copy of %s: the creature type chosen for the original isn't copied, and %s chooses %s for it", o.Card.Name, o.CopyOf.of, g.playerName(o.Controller), o.ChosenType)
			}
			continue
		}
		c, err := g.askColor(o.Controller, "410.10e", "the color chosen as "+v.name()+" comes into play")
		if err != nil {
			g.deferError(err)
			return
		}
		answer := c.String()
		o.Chosen, o.chosenUnder = ColorSet(0).With(c), o.CopyOf
		if o.CopyOf != nil {
			g.record("503.6", "%s comes into play as a copy of %s: the color chosen for the original isn't copied, and %s chooses %s for it", o.Card.Name, o.CopyOf.of, g.playerName(o.Controller), answer)
		}
	}
}

// SacrificedPower is the amount "the sacrificed creature's power"
// (Value.Var).
const SacrificedPower = "the sacrificed creature's power"

// sacrificedPower is the power of the creature sacrificed to pay the
// resolving spell's cost, as it last was in play (413.2f; 608.2h of 2026);
// a copy of the spell uses the one sacrificed for the original (503.10).
func (r *resolution) sacrificedPower() int {
	if r.obj == nil || len(r.obj.Sacrificed) == 0 {
		return 0
	}
	v := r.obj.Sacrificed[0]
	n := max(v.chars().Power, 0)
	if r.obj.Copy {
		r.g.record("503.10", "the copy refers to the creature sacrificed to pay its cost: it uses %s, sacrificed to pay for the original spell, whose power was %d", v.name(), n)
		return n
	}
	r.g.record("413.2f", "%s was sacrificed to pay the cost and is no longer in play: its power is taken from its last known information, as it last existed in play (%d)", v.name(), n)
	return n
}

// ChosenColorMana is what "add one mana of the chosen color" adds
// (Instruction.Name of an add-mana instruction).
const ChosenColorMana = "the chosen color"

// chosenColorMana is one mana of the color chosen for the ability's
// source as it came into play. A permanent that copies something else
// later remembers its choice and uses it where the copied ability refers
// to a chosen color; with no choice made, there is none to add (503.8).
func (r *resolution) chosenColorMana() []Mana {
	g := r.g
	if r.source == nil {
		return nil
	}
	o := g.objects[r.source.id]
	chosen := r.source.chosen.Colors()
	if g.choiceMadeForOther(o) {
		g.record("503.8#linked", "a color, %s, was chosen for %s as it entered as %s, but it wasn't chosen for the ability linked to the mana ability %s has now: a choice belongs to the ability that made it, so this one refers to a choice never made, which is undefined, and it adds no mana", o.Chosen, r.source.name(), o.chosenUnderName(), r.source.name())
		return nil
	}
	if len(chosen) == 0 && o != nil && o.ChosenType != "" {
		g.record("503.8", "the choice made as %s came into play was a creature type, %s, not a color: it isn't appropriate to the ability, so it is undefined and no mana is added", r.source.name(), o.ChosenType)
		return nil
	}
	if len(chosen) == 0 {
		g.record("503.8", "no color was chosen for %s: the ability refers to a choice never made, which is undefined, and it adds no mana", r.source.name())
		return nil
	}
	// A copy whose values have no choice of their own made it earlier,
	// as something else.
	if o != nil && o.CopyOf != nil && !slices.ContainsFunc(o.CopyOf.faces[0].Abilities, refersToChoice) {
		g.record("503.8", "%s remembers the color chosen as it came into play, %s, and its copied ability uses it", r.source.name(), chosen[0])
	} else {
		g.record("410.10e#linked", "%s's mana ability refers to the color chosen as it came into play: %s", r.source.name(), chosen[0])
	}
	return []Mana{{Color: chosen[0]}}
}

// ChosenCreatureType marks "as this comes into play, choose a creature
// type" (Static.Counter of a ChooseColorAsEnters ability).
const ChosenCreatureType = "creature type"

// chooseTypeOnEntry asks for the creature type an "as this comes into
// play, choose a creature type" ability calls for: any type may be named.
func (g *Game) chooseTypeOnEntry(o *Object, v *view) {
	p := o.Controller
	answer, ok := g.nextAnswer(p)
	if !ok {
		g.deferError(&DecisionError{Kind: ChooseOption, Player: g.playerName(p), Question: "the creature type chosen as " + v.name() + " comes into play", Options: []string{"a creature type"}})
		return
	}
	g.takeAnswer(p)
	o.ChosenType = strings.ToUpper(answer[:1]) + answer[1:]
	// Its static abilities may refer to the chosen type.
	g.effectsChanged()
	g.record("410.10e", "%s chooses the creature type %s as %s comes into play", g.playerName(p), o.ChosenType, v.name())
}

// ExceptItsColor marks a copy effect that doesn't copy color ("as a copy
// of that creature except its color"): Static.Counter of an EntersAsCopy
// ability, Instruction.Name of a become-copy instruction (503.9).
const ExceptItsColor = "except its color"
