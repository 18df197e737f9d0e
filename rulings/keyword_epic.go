package rulings

import "fmt"

// epicRecord remembers a resolved spell with epic: its controller can't
// play spells for the rest of the game, and at the beginning of each of
// his or her upkeeps the spell is copied (502.44a).
type epicRecord struct {
	controller PlayerID
	card       *CardDefinition
	face       int
	targets    [][]Target
	// trigger is the delayed triggered ability that copies the spell.
	trigger *Ability
}

// resolveEpic sets up epic's static and delayed triggered abilities as the
// spell resolves (502.44a).
func (g *Game) resolveEpic(o *Object, c *Characteristics) {
	rec := &epicRecord{controller: o.Controller, card: o.Card, face: max(o.Face, 0), targets: o.Targets}
	rec.trigger = &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("at the beginning of your upkeep, copy %s except for its epic ability", c.Name),
		Trigger: &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your"}, Effect: []Instruction{{Op: "epic-copy"}}}
	g.epics = append(g.epics, rec)
	g.noteKeyword(c.Name, epic)
	g.record("502.44a", "%s has epic: for the rest of the game %s can't %s spells, and at the beginning of each of %s's upkeeps the spell is copied", c.Name, g.playerName(o.Controller), g.rules.Words.spell(baseForm), g.playerName(o.Controller))
}

// epicFor returns an epic record stopping p from playing spells (502.44b).
func (g *Game) epicFor(p PlayerID) *epicRecord {
	for _, e := range g.epics {
		if e.controller == p {
			return e
		}
	}
	return nil
}

// triggerEpics triggers the delayed abilities of epic at the beginning of
// their controller's upkeep.
func (g *Game) triggerEpics() {
	if g.step != Upkeep {
		return
	}
	for _, e := range g.epics {
		if e.controller != g.active {
			continue
		}
		src := &view{id: 0, faces: []Characteristics{e.card.Faces[e.face].clone()}, owner: e.controller, controller: e.controller, zone: ZoneGraveyard}
		t := &pendingTrigger{ability: e.trigger, source: src, controller: e.controller, event: &Event{Player: g.active}}
		g.pending = append(g.pending, t)
		g.record("502.44a", "epic's delayed triggered ability triggers at the beginning of %s's upkeep", g.playerName(e.controller))
	}
}

// opEpicCopy puts a copy of the epic spell on the stack, except for its
// epic ability; its controller may choose new targets (502.44a-b).
func opEpicCopy(g *Game, r *resolution, ins Instruction) error {
	for _, e := range g.epics {
		if e.trigger != r.ability {
			continue
		}
		copyObj := &Object{Card: e.card, Owner: e.controller, Controller: e.controller, Face: -1, Copy: true}
		if e.card.IsSplit() {
			copyObj.Face = e.face
		}
		copyObj.Targets = cloneTargets(e.targets)
		g.place(copyObj, ZoneStack, false)
		g.record("502.44b", "a copy of %s is put onto the stack: effects can still put copies of spells onto the stack even though %s can't %s spells", e.card.Name, g.playerName(e.controller), g.rules.Words.spell(baseForm))
		if len(e.targets) > 0 {
			answer, err := g.ask(Question{Kind: ChooseOption, Player: e.controller, Rule: "502.44a", About: "whether to choose new targets for the copy (keep or new)", Options: []string{"keep", "new"}})
			if err != nil {
				return err
			}
			if answer == "new" {
				a := spellAbilityOf(&e.card.Faces[e.face])
				for i, spec := range a.Targets {
					for j := range copyObj.Targets[i] {
						t, err := g.askTarget(e.controller, copyObj, spec)
						if err != nil {
							return err
						}
						copyObj.Targets[i][j] = t
					}
				}
			}
		}
	}
	return nil
}

// epic: "For the rest of the game, you can't play spells. At the beginning
// of each of your upkeeps, copy this spell except for its epic ability"
// (502.44).
var epic = Keyword{Name: "epic", Rule: "502.44", Form: "epic", build: staticKeyword(PlayRule)}
