package rulings

import "fmt"

// enlist: "As this creature attacks, you may tap up to one untapped
// creature you control that you didn't choose to attack with and that
// either has haste or has been under your control continuously since this
// turn began. When you do, this creature gets +X/+0 until end of turn,
// where X is the tapped creature's power" (702.154a of 2026). The static
// ability is an optional cost to attack (702.154b), paid as attackers are
// declared: its controller answers with the creature to tap (`alice
// chooses "Grizzly Bears"`) or `none`, before the attack. The creature
// tapped is enlisted (702.154c); each instance is paid and triggers on its
// own (702.154d). X is the tapped creature's power as the trigger
// resolves, its last known power if it has left play. A keyword from
// Dominaria United, dated by that set's release.
var enlist = Keyword{Name: "enlist", Rule: "702.154", Form: "enlist", Since: "2022-09-09",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "enlist: as this creature attacks, you may tap up to one untapped creature you control that you didn't choose to attack with and that either has haste or has been under your control continuously since this turn began",
			Static: &Static{Kind: PlayRule}}
	}}

// enlistTriggerText is the triggered ability linked to enlist's static
// ability (702.154b).
const enlistTriggerText = "when you do, this creature gets +X/+0 until end of turn, where X is the tapped creature's power"

// payEnlist offers, for each instance of enlist of each attacker p
// declared, to tap one creature able to be enlisted; each creature
// enlisted makes that instance's linked ability trigger.
func (g *Game) payEnlist(p PlayerID, attackers []ObjectID) error {
	var tapped []ObjectID
	for _, id := range attackers {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Keyword != "enlist" {
				continue
			}
			if err := g.payOneEnlist(p, v, attackers, &tapped); err != nil {
				return err
			}
		}
	}
	return nil
}

// payOneEnlist pays one instance of enlist of attacker v, if its
// controller chooses a creature to tap.
func (g *Game) payOneEnlist(p PlayerID, v *view, attackers []ObjectID, tapped *[]ObjectID) error {
	k, _ := KeywordNamed("enlist")
	g.noteKeyword(v.name(), k)
	var able []ObjectID
	options := []string{}
	for _, id := range g.inPlay {
		o, c := g.objects[id], g.view(id)
		if o.Tapped || c.controller != p || !c.chars().HasType("creature") || containsID(attackers, id) || containsID(*tapped, id) || g.summoningSick(o, c) {
			continue
		}
		able = append(able, id)
		options = append(options, c.name())
	}
	if len(able) == 0 {
		g.record("702.154a", "%s controls no untapped creature, not attacking, with haste or under their control since the turn began: %s enlists none", g.playerName(p), v.name())
		return nil
	}
	options = append(options, "none")
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.154b", About: fmt.Sprintf("a creature to tap for the enlist of %s, an optional cost to attack", v.name()), Options: options})
	if err != nil {
		return err
	}
	i := indexFold(options, answer)
	if i < 0 || i == len(able) {
		g.record("702.154b", "%s doesn't pay the enlist cost of %s", g.playerName(p), v.name())
		return nil
	}
	id := able[i]
	g.objects[id].Tapped = true
	g.becameTapped(id)
	*tapped = append(*tapped, id)
	g.record("702.154b", "%s taps %s to pay the enlist cost of %s, an optional cost to attack", g.playerName(p), g.name(id), v.name())
	g.record("702.154c", "%s enlists %s", v.name(), g.name(id))
	a := &Ability{Kind: TriggeredAbility, Keyword: "enlist", Text: "enlist: " + enlistTriggerText,
		Effect: []Instruction{{Op: "enlist", Object: Ref{Kind: RefThis}, Text: "this creature gets +X/+0 until end of turn"}}}
	g.pending = append(g.pending, &pendingTrigger{ability: a, source: v, controller: p, event: &Event{Kind: Attacks, Object: v, Source: g.view(id), Player: p}})
	g.record("702.154d", "the ability linked to this instance of enlist triggers for the cost paid: \"%s\"", enlistTriggerText)
	return nil
}

// opEnlist gives the creature whose enlist triggered +X/+0 until end of
// turn, X the enlisted creature's power now, or as it last existed.
func opEnlist(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil || r.event.Source == nil {
		return nil
	}
	enlisted := r.event.Source
	if o := g.objects[enlisted.id]; o != nil && o.Zone == ZoneInPlay {
		enlisted = g.view(enlisted.id)
	}
	x := enlisted.chars().Power
	g.record("702.154a", "X is the power of %s, the tapped creature: %d", enlisted.name(), x)
	return opPump(g, r, Instruction{Op: "pump", Object: ins.Object, Power: x, Duration: UntilEndOfTurn, Text: fmt.Sprintf("this creature gets +%d/+0 until end of turn", x)})
}
