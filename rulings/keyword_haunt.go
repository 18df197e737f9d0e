package rulings

// haunt: when this is put into a graveyard from play, remove it from the
// game haunting target creature (502.51).
var haunt = Keyword{Name: "haunt", Rule: "502.51", Form: "haunt", triggerRule: "502.51a",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{
			Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
			Targets: []TargetSpec{{Names: []string{"H"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
			Effect:  []Instruction{{Op: "haunt", Object: Ref{Kind: RefTarget, Name: "H"}, Text: "remove it from the game haunting target creature"}},
		}
	}}

// opHaunt removes the card a haunt trigger found from the game, haunting
// its target (502.51a-b).
func opHaunt(g *Game, r *resolution, ins Instruction) error {
	targets := r.legal[ins.Object.Name]
	for _, id := range r.objects(Ref{Kind: RefIt}) {
		if len(targets) == 0 {
			continue
		}
		before := g.snapshotInPlay()
		ev := g.move(id, ZoneRemoved, g.objects[id].Owner)
		g.objects[ev.NewID].Haunting = targets[0].Object
		g.record("502.51b", "%s is removed from the game haunting %s", g.name(ev.NewID), g.name(targets[0].Object))
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}
