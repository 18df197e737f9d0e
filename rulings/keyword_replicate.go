package rulings

import "fmt"

// replicate {COST}: "As an additional cost to play this spell, you may pay
// COST any number of times" and "When you play this spell, if a replicate
// cost was paid for it, copy it for each time its replicate cost was paid.
// If the spell has any targets, you may choose new targets for any number
// of the copies" (502.52).
var replicate = Keyword{Name: replicateName, Rule: "502.52", Form: "replicate {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

const replicateName = "replicate"

// announceReplicate takes the number of times the replicate cost will be
// paid, an additional cost (502.52a, 409.1b).
func (g *Game) announceReplicate(s *stackSpell, req PlayRequest) error {
	if req.Replicate == 0 {
		return nil
	}
	if !s.isSpell || keywordAbility(g.view(s.obj.ID).chars(), replicateName) == nil {
		return g.illegal("502.52a", "%s doesn't have replicate", g.name(s.obj.ID))
	}
	g.keywordsState().replicated[s.obj.ID] = req.Replicate
	g.record("502.52a", "%s announces paying the replicate cost of %s %d time(s), an additional cost", g.playerName(req.Player), g.name(s.obj.ID), req.Replicate)
	return nil
}

// addReplicateCost adds the replicate cost once per payment announced
// (502.52a, 409.1f).
func (g *Game) addReplicateCost(s *stackSpell, total ManaCost) ManaCost {
	n := 0
	if g.keywords != nil {
		n = g.keywords.replicated[s.obj.ID]
	}
	a := keywordAbility(g.view(s.obj.ID).chars(), replicateName)
	if n == 0 || a == nil {
		return total
	}
	for range n {
		total = total.plus(a.Cost.Mana)
	}
	g.record("409.1f", "the replicate cost %s is added %d time(s): %s", a.Cost.Mana, n, total)
	return total
}

// noteKeywordsPlayed triggers the keyword abilities of a spell that
// trigger as it is played: ripple (502.56a), cascade (702.85a of 2026),
// replicate (502.52a), casualty, conspire and demonstrate (702.153a,
// 702.78a, 702.144a).
func (g *Game) noteKeywordsPlayed(s *stackSpell, p PlayerID) {
	g.noteRipple(s, p)
	g.noteCascade(s, p)
	g.noteReplicated(s, p)
	g.noteCasualty(s, p)
	g.noteConspire(s, p)
	g.noteDemonstrate(s, p)
}

// noteReplicated triggers the spell's replicate ability once it is
// played, if its replicate cost was paid (502.52a).
func (g *Game) noteReplicated(s *stackSpell, p PlayerID) {
	if g.keywords == nil || !s.isSpell || g.keywords.replicated[s.obj.ID] == 0 {
		return
	}
	n := g.keywords.replicated[s.obj.ID]
	v := g.view(s.obj.ID)
	a := &Ability{Kind: TriggeredAbility, Keyword: replicateName, Text: fmt.Sprintf("replicate: copy this spell for each time its replicate cost was paid (%d)", n),
		Effect: []Instruction{{Op: "replicate-copy", Text: "copy this spell for each time its replicate cost was paid"}}}
	g.pending = append(g.pending, &pendingTrigger{ability: a, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p, Amount: n}})
	g.keywords.replicates = append(g.keywords.replicates, &stormRecord{trigger: a, card: s.obj.Card, face: max(s.obj.Face, 0), targets: cloneTargets(s.obj.Targets)})
	g.noteKeyword(v.name(), replicate)
	g.record("502.52a", "%s was %s with its replicate cost paid %d time(s): its replicate ability triggers", v.name(), g.rules.Words.spell(participle), n)
}

// opReplicateCopy puts one copy of the spell on the stack for each
// payment; its controller may choose new targets for each (502.52a).
func opReplicateCopy(g *Game, r *resolution, ins Instruction) error {
	return g.putSpellCopies(r, g.keywordsState().replicates, "502.52a")
}
