package rulings

import "slices"

// myriad: "Whenever this creature attacks, for each opponent other than
// defending player, you may create a token that's a copy of this creature
// that's tapped and attacking that player or a planeswalker they control.
// If one or more tokens are created this way, exile the tokens at end of
// combat" (702.116a of 2026); several instances each trigger (702.116b).
// For each such opponent its controller answers `create` or `don't`; a
// token created attacks that player (the engine doesn't put it attacking
// a planeswalker). The tokens were never declared as attackers, so their
// own myriad doesn't trigger (508.4 of 2026). In a game of two there is
// no opponent other than the defending player, and the ability does
// nothing. A keyword from Commander 2015, dated by that set's release.
var myriad = Keyword{separateRule: "702.116b", Name: "myriad", Rule: "702.116", Form: "myriad", Since: "2015-11-13", triggerRule: "702.116a",
	build: func(text string, _ keywordValue) *Ability {
		what := "for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player; if one or more tokens are created this way, exile the tokens at end of combat"
		return &Ability{Kind: TriggeredAbility, Text: "myriad: whenever this creature attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "myriad", Text: what}}}
	}}

// opMyriad offers its controller a tapped and attacking token copy of the
// source for each opponent other than the one it attacks, and creates the
// delayed triggered ability that exiles those created at end of combat.
func opMyriad(g *Game, r *resolution, _ Instruction) error {
	p := r.controller
	src := g.objects[r.source.id]
	defending, attacking := PlayerID(0), false
	if g.combat != nil {
		defending, attacking = g.combat.defenders[r.source.id]
	}
	var others []PlayerID
	for _, q := range g.opponentsOf(p) {
		if !attacking || q != defending {
			others = append(others, q)
		}
	}
	if len(others) == 0 {
		g.record("702.116a", "%s has no opponent other than the defending player: myriad creates no token", g.playerName(p))
		return nil
	}
	var card *CardDefinition
	if src != nil {
		card = src.Card
	} else {
		// Gone from the battlefield, it is copied as it last existed.
		card = &CardDefinition{Name: r.source.name(), Faces: slices.Clone(r.source.faces)}
		g.record("702.116a", "%s has left the battlefield: the tokens copy it as it last existed there", r.source.name())
	}
	var ids []ObjectID
	for _, q := range others {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.116a",
			About: "whether to create a token copy of " + r.source.name() + " tapped and attacking " + g.playerName(q), Options: []string{"create", "don't"}})
		if err != nil {
			return err
		}
		if answer != "create" {
			g.record("702.116a", "%s creates no token attacking %s", g.playerName(p), g.playerName(q))
			continue
		}
		o := &Object{Card: card, Token: true, Owner: p, Controller: p, Face: -1, Tapped: true}
		g.place(o, ZoneInPlay, false)
		g.record("702.116a", "%s creates a token that's a copy of %s, tapped", g.playerName(p), r.source.name())
		g.applyEntryStatics(o)
		if g.combat != nil {
			g.combat.attackers = append(g.combat.attackers, o.ID)
			g.combat.defenders[o.ID] = q
			g.record("702.116a", "the token copy of %s is attacking %s, an opponent other than the defending player", r.source.name(), g.playerName(q))
			g.record("308.3#put-attacking", "%s was put onto the battlefield attacking: it was never declared as an attacking creature", g.name(o.ID))
			g.noteNotDeclaredAttacker(o.ID)
		}
		g.afterEvents([]Event{{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p}}, nil)
		ids = append(ids, o.ID)
	}
	if len(ids) == 0 {
		return nil
	}
	d := &delayedTrigger{source: r.source, controller: p, step: EndOfCombat}
	for _, id := range ids {
		d.objects = append(d.objects, g.view(id))
	}
	d.ability = &Ability{Kind: TriggeredAbility, Text: "myriad: exile the tokens at end of combat",
		Effect: []Instruction{{Op: "move", Object: Ref{Kind: RefRemembered}, From: ZoneInPlay, Zone: ZoneRemoved, Text: "exile the tokens"}}}
	g.record("702.116a", "%s created this way: %s creates the delayed triggered ability \"exile the tokens at end of combat\" about %s", count(len(ids), "token"), r.source.name(), namesOr(g, ids, "no token"))
	g.delayed = append(g.delayed, d)
	return nil
}
