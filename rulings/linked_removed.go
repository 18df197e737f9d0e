package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Linked abilities of removal from the game (217.7d; 607.2a and 607.5 of
// 2026). A card with an ability that removes cards from the game and
// another that refers to cards "removed from the game with [this]" has the
// two linked: the second refers only to the cards the first removed. An
// object that gains both as part of one effect (Quicksilver Elemental:
// "gains all activated abilities of target creature until end of turn")
// has them linked to each other as they were, and to no other ability it
// has or had: cards it removed from the game with another ability, Arc-
// Slogger's cost for one, are not "removed with" it for the gained pair.
//
// A removal is remembered by the object and the ability that made it; a
// gaining effect gives its object copies of the abilities, each referring
// ability linked to the copy of its partner when that partner is gained by
// the same effect, and to none otherwise.

// removal is what removed a card from the game: an ability of an object.
type removal struct {
	by      ObjectID
	ability *Ability
	// source is the name of the object the ability came from, for the
	// trace (the Sisters of Stone Death whose ability Quicksilver
	// Elemental gained).
	source string
}

// linkedOperation returns the instructions of linked removals.
func linkedOperation(op string) (operation, bool) {
	switch op {
	case "gain-activated-abilities":
		return opGainActivatedAbilities, true
	case "linked-remove":
		return opLinkedRemove, true
	case "put-removed-with":
		return opPutRemovedWith, true
	}
	return oracleOperation(op)
}

// LinkRemovedWith links, on one face, each instruction referring to cards
// "removed from the game with this" to the face's other ability that
// removes cards from the game (217.7d); that ability's removals are then
// remembered. A face with no such ability, or with several, is refused.
func LinkRemovedWith(abilities []*Ability) error {
	for _, a := range abilities {
		for i := range a.Effect {
			if a.Effect[i].Op != "put-removed-with" {
				continue
			}
			var removers []*Ability
			for _, b := range abilities {
				if b != a && removesFromGame(b) {
					removers = append(removers, b)
				}
			}
			if len(removers) != 1 {
				return fmt.Errorf("%q refers to cards removed from the game with this: the card needs exactly one other ability that removes cards from the game to be linked to (217.7d), and it has %d", a.Effect[i].Text, len(removers))
			}
			a.Effect[i].Linked = removers[0]
			for j := range removers[0].Effect {
				if ins := &removers[0].Effect[j]; ins.Op == "move" && ins.Zone == ZoneRemoved {
					ins.Op = "linked-remove"
				}
			}
		}
	}
	return nil
}

// removesFromGame reports whether an ability removes cards from the game,
// by its cost or its effect.
func removesFromGame(a *Ability) bool {
	if slices.ContainsFunc(a.Cost.Parts, func(p CostPart) bool { return p.Action == RemoveLibraryTop }) {
		return true
	}
	return slices.ContainsFunc(a.Effect, func(ins Instruction) bool {
		return ins.Op == "linked-remove" || ins.Op == "move" && ins.Zone == ZoneRemoved
	})
}

// refersToRemoved reports whether an ability refers to cards removed with
// its object.
func refersToRemoved(a *Ability) bool {
	return slices.ContainsFunc(a.Effect, func(ins Instruction) bool { return ins.Op == "put-removed-with" })
}

// removedBy returns the map of removals, made on first use.
func (g *Game) removedBy() map[ObjectID]removal {
	k := g.keywordsState()
	if k.removedBy == nil {
		k.removedBy = map[ObjectID]removal{}
	}
	return k.removedBy
}

// abilityOrigin names the object an ability of source came from: the
// object it was gained from, or source itself.
func (g *Game) abilityOrigin(source *view, a *Ability) string {
	for _, e := range g.continuousEffects() {
		if e.gainedFrom != "" && slices.Contains(e.AddAbilities, a) {
			return e.gainedFrom
		}
	}
	return source.name()
}

// payRemoveLibraryTop removes the top cards of the payer's library from
// the game to pay a cost; with fewer cards there, the cost can't be paid
// (409.1h).
func (g *Game) payRemoveLibraryTop(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	lib := g.players[p].Library
	if len(lib) < part.Count {
		return g.illegal("409.1h", "%s's library holds %d cards: the cost \"%s\" can't be paid, and partial payments are not allowed", g.playerName(p), len(lib), part.Text)
	}
	src := g.view(s.source.ID)
	origin := g.abilityOrigin(src, s.ability)
	var names []string
	for _, id := range slices.Clone(lib[:part.Count]) {
		names = append(names, g.name(id))
		ev := g.move(id, ZoneRemoved, p)
		if ev.To == ZoneRemoved {
			g.removedBy()[ev.NewID] = removal{by: s.source.ID, ability: s.ability, source: origin}
		}
		s.events = append(s.events, ev)
	}
	g.record("409.1h", "to pay the cost of %s's ability \"%s\", the top %d cards of %s's library are removed from the game: %s", src.name(), s.ability.Text, part.Count, g.playerName(p), strings.Join(names, ", "))
	return nil
}

// opLinkedRemove removes the objects from the game, remembering the
// ability that did so: the ability linked to it refers to them (217.7d).
func opLinkedRemove(g *Game, r *resolution, ins Instruction) error {
	origin := g.abilityOrigin(r.source, r.ability)
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		before := g.snapshotInPlay()
		name := g.name(id)
		ev := g.move(id, ZoneRemoved, o.Owner)
		if ev.To == ZoneRemoved {
			g.removedBy()[ev.NewID] = removal{by: r.source.id, ability: r.ability, source: origin}
			g.record("217.7d#linked", "%s is removed from the game by %s with %s's ability \"%s\": the ability linked to it refers to this card", name, r.source.name(), origin, r.ability.Text)
			g.recordLater("607.1", "%s's ability \"%s\" exiles a card and another ability printed on %s refers to the cards it exiled: the two are linked", origin, r.ability.Text, origin)
			g.noteLinkedKind(origin)
		}
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}

// opGainActivatedAbilities gives the objects of the subject every
// activated ability the target has as it resolves, until end of turn. A
// pair of linked abilities gained this way is linked on the object as it
// was (217.7d).
func opGainActivatedAbilities(g *Game, r *resolution, ins Instruction) error {
	from := r.objects(ins.Object)
	ids := r.objects(ins.Player)
	if len(from) == 0 || len(ids) == 0 {
		return nil
	}
	v := g.view(from[0])
	var gained []*Ability
	for _, a := range v.chars().Abilities {
		if a.Kind == ActivatedAbility {
			gained = append(gained, a)
		}
	}
	gained = gainedTogether(gained)
	var texts []string
	for _, a := range gained {
		texts = append(texts, fmt.Sprintf("\"%s\"", a.Text))
	}
	if len(gained) == 0 {
		g.record("413.2b", "%s has no activated abilities: %s gains none", v.name(), g.name(ids[0]))
		return nil
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: gained, Duration: ins.Duration, Text: ins.Text, gainedFrom: v.name()})
	g.record("413.2b", "%s gains the activated abilities of %s until end of turn: %s", g.name(ids[0]), v.name(), strings.Join(texts, ", "))
	for _, a := range gained {
		if named := nameIn(a.Text, v.name()); named != "" {
			g.record("202.2#gained", "the gained ability \"%s\" refers to %s by name: on %s, \"%s\" is treated as %s's name, so it refers to %s", a.Text, v.name(), g.name(ids[0]), named, g.name(ids[0]), g.name(ids[0]))
		}
	}
	for _, a := range gained {
		for _, in := range a.Effect {
			if in.Op != "put-removed-with" || in.Linked == nil {
				continue
			}
			g.record("217.7d", "%s gains %s's abilities \"%s\" and \"%s\" as part of one effect: they are linked on %s as they were on %s, and to no other ability %s has or had", g.name(ids[0]), v.name(), in.Linked.Text, a.Text, g.name(ids[0]), v.name(), g.name(ids[0]))
		}
	}
	return nil
}

// gainedTogether copies abilities gained as part of one effect: each
// instruction referring to cards removed with its object is linked to the
// copy of its partner if the partner is among them, and to none otherwise
// (217.7d).
func gainedTogether(abilities []*Ability) []*Ability {
	copies := make(map[*Ability]*Ability, len(abilities))
	out := make([]*Ability, len(abilities))
	for i, a := range abilities {
		c := *a
		out[i], copies[a] = &c, &c
	}
	for _, c := range out {
		if !refersToRemoved(c) {
			continue
		}
		c.Effect = slices.Clone(c.Effect)
		for i := range c.Effect {
			if c.Effect[i].Op == "put-removed-with" {
				c.Effect[i].Linked = copies[c.Effect[i].Linked]
			}
		}
	}
	return out
}

// opPutRemovedWith puts a card the linked ability of the same object
// removed from the game into play under the controller's control. Cards
// the object removed with any other ability are not "removed with" it for
// this ability (217.7d).
func opPutRemovedWith(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneRemoved
	var ids []ObjectID
	var options []string
	for _, id := range g.removed {
		v := g.view(id)
		if v == nil || !g.matches(&f, v, r.controller, r) {
			continue
		}
		rm, ok := g.removedBy()[id]
		switch {
		case !ok || rm.by != r.source.id:
			continue
		case ins.Linked == nil || rm.ability != ins.Linked:
			g.record("217.7d", "%s was removed from the game by %s with %s's ability \"%s\", which isn't linked to \"%s\": it can't be returned", v.name(), r.source.name(), rm.source, rm.ability.Text, r.ability.Text)
			g.noteExiledWithLinked(v.name(), false, r.ability.Text)
			continue
		}
		ids = append(ids, id)
		options = append(options, v.name())
	}
	if len(ids) == 0 {
		g.record("217.7d#linked", "no %s was removed from the game by %s with the ability linked to \"%s\": the ability does nothing", f.Text, r.source.name(), r.ability.Text)
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "413.2c", About: "the " + f.Text + " removed from the game with " + r.source.name() + " to put into play", Options: options})
	if err != nil {
		return err
	}
	id := ids[slices.Index(options, answer)]
	rm := g.removedBy()[id]
	g.record("217.7d#linked", "%s was removed from the game by %s with %s's ability \"%s\", the ability linked to this one: it can be returned", g.name(id), r.source.name(), rm.source, rm.ability.Text)
	g.noteExiledWithLinked(g.name(id), true, r.ability.Text)
	if g.cantComeIntoPlay(id) {
		return nil
	}
	g.record("413.2b", "%s is put into play under %s's control", g.name(id), g.playerName(r.controller))
	if o := g.objects[id]; o.Owner != r.controller {
		g.record("214.4", "%s is controlled by %s, the player who put it into play, not by its owner, %s", g.name(id), g.playerName(r.controller), g.playerName(o.Owner))
	}
	g.enterPlay(id, r.controller)
	return nil
}

// inCombatWith reports whether creature id is blocking or blocked by
// source.
func (g *Game) inCombatWith(source, id ObjectID) bool {
	if g.combat == nil {
		return false
	}
	return slices.Contains(g.combat.blockers[source], id) || slices.Contains(g.combat.blocking[source], id)
}

// fightsSource reports whether an object fits a filter's "blocking or
// blocked by this", when the filter asks it, source being the spell's or
// ability's source.
func (g *Game) fightsSource(f *Filter, source, id ObjectID) bool {
	return (!f.InCombatWithSource || g.inCombatWith(source, id)) && g.lessPowerThanSource(f, source, id) && g.ownedAsSource(f, source, id)
}

// nameIn is the name by which text refers to the object named name: the
// whole name, or the part before its comma, by which Oracle text names a
// card such as "Skithiryx, the Blight Dragon" ("Regenerate Skithiryx");
// "" when text doesn't name it.
func nameIn(text, name string) string {
	if name == "" {
		return ""
	}
	if strings.Contains(text, name) {
		return name
	}
	if short, _, ok := strings.Cut(name, ", "); ok && short != "" && strings.Contains(text, short) {
		return short
	}
	return ""
}
