package rulings

import "fmt"

// demonstrate: "When you cast this spell, you may copy it and you may
// choose new targets for the copy. If you copy the spell, choose an
// opponent. That player copies the spell and may choose new targets for
// that copy" (702.144a of 2026). As it resolves its controller answers
// `yes` or `no` to copying, then, with several opponents, the opponent,
// and each copier `keep` or `new` for the targets of their copy. A copy
// isn't cast, so it doesn't demonstrate again. A keyword from Strixhaven,
// dated by that set's release.
var demonstrate = Keyword{Name: "demonstrate", Rule: "702.144", Form: "demonstrate", Since: "2021-04-23",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "demonstrate: " + demonstrateText, Static: &Static{Kind: PlayRule}}
	}}

// demonstrateText is what demonstrate means.
const demonstrateText = "when you cast this spell, you may copy it and you may choose new targets for the copy; if you copy the spell, choose an opponent, and that player copies the spell and may choose new targets for that copy"

// noteDemonstrate triggers the demonstrate ability of a spell just cast,
// once for each instance.
func (g *Game) noteDemonstrate(s *stackSpell, p PlayerID) {
	if !s.isSpell || s.obj.Copy {
		return
	}
	v := g.view(s.obj.ID)
	for _, a := range v.chars().Abilities {
		if a.Keyword != "demonstrate" {
			continue
		}
		g.noteKeyword(v.name(), demonstrate)
		t := &Ability{Kind: TriggeredAbility, Keyword: "demonstrate", Text: a.Text,
			Effect: []Instruction{{Op: "demonstrate", Text: demonstrateText}}}
		g.pending = append(g.pending, &pendingTrigger{ability: t, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p, Amount: 1}})
		g.record("702.144a", "%s casts %s: its demonstrate ability triggers", g.playerName(p), v.name())
	}
}

// opDemonstrate asks the controller whether to copy the spell; if so, the
// controller copies it and then the opponent chosen copies it too, each
// of them able to choose new targets for their copy.
func opDemonstrate(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil || r.event.Object == nil {
		return nil
	}
	id := r.event.Object.id
	spell := g.objects[id]
	if spell == nil || spell.Zone != ZoneStack {
		g.record("702.144a", "%s has left the stack: there is no spell to copy", r.event.Object.name())
		return nil
	}
	p := r.controller
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.144a", About: fmt.Sprintf("whether to copy %s for its demonstrate ability", g.name(id)), Options: []string{"yes", "no"}})
	if err != nil {
		return err
	}
	if answer != "yes" {
		g.record("702.144a", "%s doesn't copy %s: no opponent copies it either", g.playerName(p), g.name(id))
		return nil
	}
	g.record("702.144a", "%s copies %s", g.playerName(p), g.name(id))
	if err := g.copySpell(spell, p, true, 0); err != nil {
		return err
	}
	opp, ok, err := g.askOpponent(p, "702.144a", fmt.Sprintf("the opponent who copies %s", g.name(id)))
	if err != nil || !ok {
		return err
	}
	g.record("702.144a", "%s chooses %s, who copies %s and may choose new targets for that copy", g.playerName(p), g.playerName(opp), g.name(id))
	return g.copySpell(spell, opp, true, 0)
}
