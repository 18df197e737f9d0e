package rulings

// decayed: "This creature can't block" and "When this creature attacks,
// sacrifice it at end of combat" (702.147a of 2026). A keyword from
// Innistrad: Midnight Hunt, dated by that set's release. The sacrifice is
// a delayed triggered ability created as the attack trigger resolves
// (603.7), about that creature alone.
var decayed = Keyword{Name: "decayed", Rule: "702.147", Form: "decayed", Since: "2021-09-24", triggerRule: "702.147a",
	natureRule: "702.147a", nature: "decayed means \"this creature can't block\" and \"when this creature attacks, sacrifice it at end of combat\"",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "decayed: this creature can't block", Static: &Static{Kind: CantBlock}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		what := "sacrifice it at end of combat"
		return []*Ability{{Kind: TriggeredAbility, Text: "decayed: when this creature attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect: []Instruction{{Op: "delayed", Name: DelayedAtEndOfCombat, Text: "sacrifice this at end of combat",
				Else: []Instruction{{Op: "keyword-sacrifice", Object: Ref{Kind: RefThis}, Text: "sacrifice it"}}}}}}
	}}

// opKeywordSacrifice has the controller of the ability sacrifice the
// permanents the instruction names that it still controls (701.21a of
// 2026: a player can sacrifice only a permanent they control).
func opKeywordSacrifice(g *Game, r *resolution, ins Instruction) error {
	var ids []ObjectID
	for _, id := range r.objectsOf(ins) {
		v := g.view(id)
		if v == nil || v.zone != ZoneInPlay {
			continue
		}
		if v.controller != r.controller {
			g.record("701.21a", "%s no longer controls %s: it can't be sacrificed", g.playerName(r.controller), v.name())
			continue
		}
		ids = append(ids, id)
	}
	if len(ids) > 0 {
		g.moveAll(ids, ZoneGraveyard, "217.4a", "sacrificed: it is put into its owner's graveyard")
	}
	return nil
}
