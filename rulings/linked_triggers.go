package rulings

// Triggered abilities written with the trigger condition in the middle
// (404.5): "The controller of enchanted creature sacrifices it at the end
// of his or her turn" triggers at the beginning of the end of turn step of
// that creature's controller.

// WhoseEnchanted is the Trigger.Whose of an "at the beginning of" trigger
// that waits for the turn of the enchanted permanent's controller.
const WhoseEnchanted = "enchanted"

// enchantedControlledBy reports whether the permanent the Aura src is
// attached to is controlled by p.
func (g *Game) enchantedControlledBy(src *view, p PlayerID) bool {
	o := g.objects[src.id]
	if o == nil || o.AttachedTo == 0 {
		return false
	}
	v := g.view(o.AttachedTo)
	return v != nil && v.zone == ZoneInPlay && v.controller == p
}

// noteMiddleCondition records that a triggered ability written with its
// trigger condition in the middle triggered.
func (g *Game) noteMiddleCondition(a *Ability) {
	if a.Trigger.Whose == WhoseEnchanted {
		g.record("404.5", "\"%s\" is a triggered ability, though its trigger condition, the end of the turn, is written in the middle", a.Text)
	}
}

// opSacrificeEnchanted has the controller of the permanent the ability's
// source enchants sacrifice it.
func opSacrificeEnchanted(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil {
		return nil
	}
	o := g.objects[r.source.id]
	if o == nil || o.AttachedTo == 0 || g.objects[o.AttachedTo] == nil {
		g.record("413.2b", "%s enchants nothing now: there is nothing to sacrifice", r.source.name())
		return nil
	}
	id := o.AttachedTo
	g.record("413.2b", "%s, the controller of %s, sacrifices it", g.playerName(g.objects[id].Controller), g.name(id))
	g.moveAll([]ObjectID{id}, ZoneGraveyard, "217.4a#sacrifice", "sacrificed: it is put into its owner's graveyard")
	return nil
}

// RevealFirstDrawn is the static ability "reveal the first card you draw
// each turn".
const RevealFirstDrawn = "reveal the first card you draw each turn"

// RevealTrigger returns the trigger condition "whenever you reveal a
// FILTER this way", linked to RevealFirstDrawn (404.5): it triggers on the
// first card its controller draws each turn, which that player reveals,
// when the card matches f.
func RevealTrigger(f Filter) *Trigger {
	return &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneLibrary, To: ZoneHand, Filter: f, Linked: RevealFirstDrawn,
		Condition: func(g *Game, ev *Event, src *view) bool {
			if ev.Nth != 1 || ev.Player != src.controller {
				return false
			}
			g.record("404.5", "%s reveals %s, the first card he or she drew this turn, as %s's ability says", g.playerName(ev.Player), ev.Object.name(), src.name())
			return true
		}}
}
