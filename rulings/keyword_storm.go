package rulings

import "fmt"

// storm: "When you play this spell, copy it for each other spell that was
// played before it this turn. You may choose new targets for the copies"
// (502.30a). The count is fixed as the ability triggers: spells played in
// response don't add copies.
var storm = Keyword{separateRule: "502.30b", Name: "storm", Rule: "502.30", Form: "storm", build: staticKeyword(PlayRule)}

// notePlayed counts a spell that became played this turn, and triggers
// its storm ability, if any, with the number of spells played before it.
func (g *Game) notePlayed(s *stackSpell, p PlayerID) {
	if !s.isSpell {
		return
	}
	before := g.spellsThisTurn
	g.spellsThisTurn++
	g.players[p].spellsCast++
	v := g.view(s.obj.ID)
	for _, k := range v.chars().Abilities {
		if k.Keyword != storm.Name {
			continue
		}
		a := &Ability{Kind: TriggeredAbility, Keyword: storm.Name, Text: fmt.Sprintf("storm: copy this spell for each other spell played before it this turn (%d)", before),
			Effect: []Instruction{{Op: "storm-copy", Text: "copy this spell for each other spell played before it this turn"}}}
		g.pending = append(g.pending, &pendingTrigger{ability: a, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p, Amount: before}})
		g.storms = append(g.storms, &stormRecord{trigger: a, card: s.obj.Card, face: max(s.obj.Face, 0), targets: cloneTargets(s.obj.Targets)})
		g.noteKeyword(v.name(), storm)
		g.record("502.30a", "%s has storm: it triggers as it is %s, with %s %s before it this turn", v.name(), g.rules.Words.spell(participle), count(before, "other spell"), g.rules.Words.spell(participle))
		if g.spellCopiesThisTurn > 0 {
			copies := "1 copy of a spell was"
			if g.spellCopiesThisTurn > 1 {
				copies = fmt.Sprintf("%d copies of spells were", g.spellCopiesThisTurn)
			}
			g.record("503.10", "%s put on the stack this turn without being %s: storm doesn't count them", copies, g.rules.Words.spell(participle))
		}
		g.recordSeparateInstance(v, k, "triggers")
	}
	g.noteGravestorm(s, v, p)
}

// opStormCopy puts the storm copies of the spell on the stack, its
// controller choosing new targets for each or keeping them (502.30a).
func opStormCopy(g *Game, r *resolution, ins Instruction) error {
	return g.putSpellCopies(r, g.storms, "502.30a")
}

// putSpellCopies resolves a copy trigger recorded in records: for the
// record whose trigger is resolving, it puts event.Amount copies of the
// spell on the stack, its controller choosing new targets for each or
// keeping them. Storm and replicate both copy this way, citing rule.
func (g *Game) putSpellCopies(r *resolution, records []*stormRecord, rule string) error {
	ev := r.event
	for _, s := range records {
		if s.trigger != r.ability || ev == nil {
			continue
		}
		for i := range ev.Amount {
			c := &Object{Card: s.card, Owner: r.controller, Controller: r.controller, Face: -1, Copy: true}
			if s.card.IsSplit() {
				c.Face = s.face
			}
			c.Targets = cloneTargets(s.targets)
			g.place(c, ZoneStack, false)
			g.spellCopiesThisTurn++
			g.record(rule, "copy %d of %d of %s is put onto the stack", i+1, ev.Amount, ev.Object.name())
			if err := g.newTargetsForCopy(r.controller, c, s.face, rule); err != nil {
				return err
			}
			g.copyTargeted(c, r.controller)
		}
	}
	return nil
}

// cloneTargets copies a spell's chosen targets, so a copy's new choices
// leave the original's untouched.
func cloneTargets(targets [][]Target) [][]Target {
	out := make([][]Target, len(targets))
	for i, t := range targets {
		out[i] = append([]Target(nil), t...)
	}
	return out
}

// stormRecord is what a storm trigger copies: the spell as it was played.
type stormRecord struct {
	trigger *Ability
	card    *CardDefinition
	face    int
	targets [][]Target
}

// newTargetsForCopy lets the controller of a copy of a spell keep its
// targets or choose new ones.
func (g *Game) newTargetsForCopy(p PlayerID, c *Object, face int, rule string) error {
	if len(c.Targets) == 0 {
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: "whether to choose new targets for the copy (keep or new)", Options: []string{"keep", "new"}})
	if err != nil || answer != "new" {
		return err
	}
	a := spellAbilityOf(&c.Card.Faces[face])
	for i, spec := range a.Targets {
		for j := range c.Targets[i] {
			t, err := g.askTarget(p, c, spec)
			if err != nil {
				return err
			}
			c.Targets[i][j] = t
		}
	}
	return nil
}
