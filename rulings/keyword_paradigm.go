package rulings

import "fmt"

// paradigm: two spell abilities, "If this is the first time a spell you
// control with this spell's name has resolved this game, at the beginning
// of each of your precombat main phases for the rest of the game, create a
// copy of this object in exile. You may cast the copy without paying its
// mana cost" and "Exile this spell" (702.192a of 2026), on sorceries. The
// first is a delayed triggered ability that, unlike most (404.4b in the
// reference numbering), triggers every time: the engine keeps it as epic
// keeps its own, a record beside the game's delayed abilities. Its
// controller answers `alice chooses cast` or `don't` as it resolves; the
// copy is cast from exile as cipher casts its copy (707.12), a copy of a
// card, and as it resolves it is exiled and ceases to exist (707.10a).
// Which spells have resolved, by controller and name, is noted for every
// spell, since any spell of that name counts. A keyword from Secrets of
// Strixhaven, dated by the edition of the rules that brought it.
var paradigm = Keyword{Name: "paradigm", Rule: "702.192", Form: "paradigm", Since: "2026-04-17", build: staticKeyword(PlayRule)}

// paradigmRecord is the delayed triggered ability a paradigm spell
// created the first time a spell of its name resolved for its controller.
type paradigmRecord struct {
	controller PlayerID
	card       *CardDefinition
	face       int
	// trigger is the ability that goes on the stack each time.
	trigger *Ability
}

// resolvedNameKey names a player's resolved spells of one name.
func resolvedNameKey(p PlayerID, name string) string {
	return fmt.Sprintf("%d\x00%s", p, name)
}

// paradigmResolves notes that the spell o, with characteristics c, is
// resolving, and plays its paradigm abilities: the first time a spell of
// its name resolves under its controller, the recurring delayed triggered
// ability is created. It reports whether the spell is exiled ("Exile this
// spell"), which the caller does as the spell leaves the stack.
func (g *Game) paradigmResolves(o *Object, c *Characteristics) bool {
	st := g.laterState()
	key := resolvedNameKey(o.Controller, c.Name)
	first := !st.resolvedNames[key]
	st.resolvedNames[key] = true
	if !hasKeyword(c, paradigm.Name) || !c.HasType("sorcery") && !c.HasType("instant") {
		return false
	}
	g.noteKeyword(c.Name, paradigm)
	name, who := g.name(o.ID), g.playerName(o.Controller)
	if !first {
		g.record("702.192a", "a spell named %s controlled by %s has already resolved this game: paradigm creates no delayed triggered ability this time", c.Name, who)
	} else {
		what := fmt.Sprintf("at the beginning of each of your precombat main phases for the rest of the game, create a copy of %s in exile; you may cast the copy without paying its mana cost", c.Name)
		rec := &paradigmRecord{controller: o.Controller, card: o.Card, face: max(o.Face, 0),
			trigger: &Ability{Kind: TriggeredAbility, Text: "paradigm: " + what, Effect: []Instruction{{Op: "paradigm-copy", Text: "create a copy of this object in exile; you may cast the copy without paying its mana cost"}}}}
		st.paradigms = append(st.paradigms, rec)
		g.record("702.192a", "this is the first time a spell named %s controlled by %s has resolved this game: paradigm creates the delayed triggered ability \"%s\"", c.Name, who, what)
	}
	if o.Copy {
		g.record("702.192a", "%s is exiled (\"Exile this spell\"): a copy of a spell, it then ceases to exist (707.10a)", name)
		return false
	}
	g.record("702.192a", "%s is exiled as it resolves (\"Exile this spell\") instead of being put into its owner's graveyard", name)
	return true
}

// triggerParadigms triggers, as a player's precombat main phase begins,
// the paradigm abilities they control: each triggers every time.
func (g *Game) triggerParadigms() {
	if g.step != Main1 || g.keywords == nil || g.keywords.later == nil {
		return
	}
	for _, rec := range g.keywords.later.paradigms {
		if rec.controller != g.active {
			continue
		}
		src := &view{faces: []Characteristics{rec.card.Faces[rec.face].clone()}, owner: rec.controller, controller: rec.controller, zone: ZoneRemoved}
		g.pending = append(g.pending, &pendingTrigger{ability: rec.trigger, source: src, controller: rec.controller, event: &Event{Player: g.active, NoPlayer: true}})
		g.record("702.192a", "%s's precombat main phase begins: paradigm's delayed triggered ability for %s triggers, as it does at each of those phases for the rest of the game", g.playerName(rec.controller), rec.card.Name)
	}
}

// opParadigmCopy creates a copy of the paradigm card in exile and lets its
// controller cast it without paying its mana cost (702.192a).
func opParadigmCopy(g *Game, r *resolution, _ Instruction) error {
	var rec *paradigmRecord
	if g.keywords != nil && g.keywords.later != nil {
		for _, p := range g.keywords.later.paradigms {
			if p.trigger == r.ability {
				rec = p
			}
		}
	}
	if rec == nil {
		return fmt.Errorf("paradigm: the resolving ability %q belongs to no paradigm spell", r.ability.Text)
	}
	p := r.controller
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.192a", About: fmt.Sprintf("whether to cast the copy of %s from exile without paying its mana cost", rec.card.Name), Options: []string{"cast", "don't"}})
	if err != nil {
		return err
	}
	if answer != "cast" {
		g.record("702.192a", "%s doesn't cast the copy of %s: a copy of a card in exile, it ceases to exist (707.10a)", g.playerName(p), rec.card.Name)
		return nil
	}
	cp := &Object{Card: rec.card, Owner: p, Controller: p, Face: -1}
	if rec.card.IsSplit() {
		cp.Face = rec.face
	}
	g.place(cp, ZoneRemoved, false)
	cp.Origin = cp.ID
	g.record("702.192a", "%s creates a copy of %s in exile and casts it without paying its mana cost", g.playerName(p), rec.card.Name)
	if err := g.playSpell(PlayRequest{Player: p, Card: cp.ID, DuringResolution: true}); err != nil {
		return err
	}
	if n := len(g.stack); n > 0 {
		if top := g.objects[g.stack[n-1]]; top != nil && top.Card == rec.card {
			top.Copy = true
		}
	}
	return nil
}
