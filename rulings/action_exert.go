package rulings

import "fmt"

// exertAction: to exert a permanent is to choose to have it not untap
// during your next untap step (701.43a); it can be exerted while untapped
// or when already exerted, every such effect expiring in the same untap
// step (701.43b), and only on the battlefield (701.43c). "You may exert
// this creature as it attacks" is an optional cost to attack, whose
// "when you do" ability is linked to it (701.43d): the engine asks it as
// attackers are declared, after the costs to attack are paid, as it asks
// enlist. An exerted permanent remembers who exerted it; the untap step
// of that player keeps it tapped and ends the exertion. A new object,
// after a zone change, is not exerted. A keyword action from Amonkhet,
// in the rules of 2017-04-28.
var exertAction = KeywordAction{
	Name:   "exert",
	Rule:   "701.43",
	Since:  "2017-04-28",
	Oracle: []string{"you may exert this creature as it attacks. when you do, INSTRUCTION", "exert TARGET"},
	Ops:    []string{"exert"},
}

// ExertAsAttacks is the static ability "you may exert this creature as
// it attacks" (701.43d), as the scenario language writes it before the
// linked "when you do" ability.
const ExertAsAttacks = "you may exert this creature as it attacks"

// exertion is an exerted permanent's effect: the player whose next untap
// step it doesn't untap during.
type exertion struct {
	by PlayerID
}

// opExert has the instruction's controller exert each permanent of the
// instruction.
func opExert(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.exert(r.controller, id)
	}
	return nil
}

// exert has player p exert permanent id, reporting whether it was
// exerted: an object not on the battlefield can't be (701.43c).
func (g *Game) exert(p PlayerID, id ObjectID) bool {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		g.record("701.43c", "%s isn't on the battlefield: it can't be exerted", g.name(id))
		return false
	}
	switch {
	case o.exerted != nil && o.exerted.by == p:
		g.record("701.43b", "%s is exerted again before %s's next untap step: each effect keeping it tapped expires in that same untap step", g.name(id), g.playerName(p))
	case !o.Tapped:
		g.record("701.43b", "%s is exerted though it isn't tapped", g.name(id))
	}
	o.exerted = &exertion{by: p}
	g.record("701.43a", "%s exerts %s: it won't untap during %s's next untap step", g.playerName(p), g.name(id), g.playerName(p))
	return true
}

// untapExerted adds to kept, for the active player's untap step, the
// permanents that player exerted, and ends every exertion by that player:
// the untap step the effect speaks of is this one (701.43a-b).
func (g *Game) untapExerted(kept map[ObjectID]bool) map[ObjectID]bool {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o == nil || o.exerted == nil || o.exerted.by != g.active {
			continue
		}
		o.exerted = nil
		if !o.Tapped || g.view(id).controller != g.active || kept[id] {
			continue
		}
		if kept == nil {
			kept = map[ObjectID]bool{}
		}
		kept[id] = true
		g.record("701.43a", "%s was exerted by %s: it doesn't untap during this untap step", g.name(id), g.playerName(g.active))
	}
	return kept
}

// payExert offers, for each ability "you may exert this creature as it
// attacks" of each attacker p declared, to exert it: an optional cost to
// attack (701.43d). Exerting it makes the linked "when you do" ability
// trigger.
func (g *Game) payExert(p PlayerID, attackers []ObjectID) error {
	for _, id := range attackers {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != ExertAsAttacksRule {
				continue
			}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.43d", About: fmt.Sprintf("whether to exert %s as it attacks, an optional cost to attack", v.name()), Options: []string{"yes", "no"}})
			if err != nil {
				return err
			}
			if answer != "yes" {
				g.record("701.43d", "%s doesn't exert %s as it attacks", g.playerName(p), v.name())
				continue
			}
			g.record("701.43d", "%s chooses to exert %s as it attacks, an optional cost to attack", g.playerName(p), v.name())
			if !g.exert(p, id) || len(a.Static.Effect) == 0 {
				continue
			}
			linked := &Ability{Kind: TriggeredAbility, Text: "when you do, " + a.Static.Effect[0].Text, Effect: a.Static.Effect}
			g.pending = append(g.pending, &pendingTrigger{ability: linked, source: v, controller: p, event: &Event{Kind: Attacks, Object: v, Player: p}})
			g.record("701.43d", "the ability linked to exerting %s triggers: \"%s\"", v.name(), linked.Text)
		}
	}
	return nil
}
