package rulings

import "fmt"

// casualty N: "As an additional cost to cast this spell, you may sacrifice
// a creature with power N or greater," and "When you cast this spell, if a
// casualty cost was paid for it, copy it. If the spell has any targets,
// you may choose new targets for the copy" (702.153a of 2026), cast with
// the clause "paying the casualty cost" and the creature sacrificed
// ("sacrificing "Hill Giant""). A keyword from Streets of New Capenna,
// dated by that set's release.
var casualty = Keyword{Name: "casualty", Rule: "702.153", Form: "casualty N", arg: argNumber, Since: "2022-04-29",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("creature with power %d or greater", v.n)
		part := CostPart{Action: Sacrifice, Filter: Filter{Types: []string{"creature"}, Controller: "you", PowerAtLeast: v.n, Text: what}, Text: "sacrifice a " + what}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[casualty.Name] = castWay{rule: "702.153a"}
}

// noteCasualty triggers the casualty copy of a spell cast with its
// casualty cost paid.
func (g *Game) noteCasualty(s *stackSpell, p PlayerID) {
	g.triggerCopyWhenPaid(s, p, casualty.Name, "702.153a", "casualty-copy", "when you cast this spell, if a casualty cost was paid for it, copy it; you may choose new targets for the copy")
}

// triggerCopyWhenPaid triggers the "copy this spell" ability of keyword
// (casualty, conspire) for spell s when it was cast with the keyword's
// cost paid; op is the instruction that puts the copy on the stack.
func (g *Game) triggerCopyWhenPaid(s *stackSpell, p PlayerID, keyword, rule, op, text string) {
	if !s.isSpell || g.keywords == nil || g.keywords.later == nil || g.keywords.later.castWith[s.obj.ID] != keyword {
		return
	}
	v := g.view(s.obj.ID)
	a := &Ability{Kind: TriggeredAbility, Keyword: keyword, Text: keyword + ": " + text,
		Effect: []Instruction{{Op: op, Text: "copy this spell"}}}
	g.pending = append(g.pending, &pendingTrigger{ability: a, source: v, controller: p, event: &Event{Kind: SpellPlayed, Object: v, Player: p, Amount: 1}})
	k := g.keywordsState()
	k.replicates = append(k.replicates, &stormRecord{trigger: a, card: s.obj.Card, face: max(s.obj.Face, 0), targets: cloneTargets(s.obj.Targets)})
	g.record(rule, "%s was cast with its %s cost paid: its %s ability triggers", v.name(), keyword, keyword)
}

// opCasualtyCopy puts the copy of the spell on the stack; its controller
// may choose new targets for it.
func opCasualtyCopy(g *Game, r *resolution, ins Instruction) error {
	return g.putSpellCopies(r, g.keywordsState().replicates, "702.153a")
}
