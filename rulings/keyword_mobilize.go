package rulings

import "fmt"

// mobilize N: "Whenever this creature attacks, create N 1/1 red Warrior
// creature tokens. Those tokens enter tapped and attacking. Sacrifice them
// at the beginning of the next end step" (702.181a of 2026). A keyword
// from Tarkir: Dragonstorm, dated by that set's release. The tokens were
// never declared as attackers, so their own attack triggers don't trigger
// (508.4 of 2026); each attacks the player its controller chooses among
// the defending players (`alice chooses bob`), the only one in a game of
// two. The sacrifice is a delayed triggered ability about those tokens.
var mobilize = Keyword{Name: "mobilize", Rule: "702.181", Form: "mobilize N", arg: argNumber, Since: "2025-04-11", triggerRule: "702.181a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("create %s; those tokens enter tapped and attacking; sacrifice them at the beginning of the next end step", count(v.n, "1/1 red Warrior creature token"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "mobilize", Amount: Value{N: v.n}, Text: what}}}
	}}

// opMobilize creates the Warriors attacking and the delayed triggered
// ability that sacrifices them.
func opMobilize(g *Game, r *resolution, ins Instruction) error {
	def, err := keywordToken(ColorSet(0).With(Red), []string{"creature"}, []string{"Warrior"}, 1, 1)
	if err != nil {
		return err
	}
	ids := g.createKeywordTokens(r.controller, ins.Amount.N, def, true, "702.181a", fmt.Sprintf("mobilize %d", ins.Amount.N))
	if err := g.putOntoBattlefieldAttacking(r.controller, ids, "702.181a"); err != nil {
		return err
	}
	d := &delayedTrigger{source: r.source, controller: r.controller, step: EndOfTurn}
	for _, id := range ids {
		d.objects = append(d.objects, g.view(id))
	}
	d.ability = &Ability{Kind: TriggeredAbility, Text: "sacrifice them at the beginning of the next end step",
		Effect: []Instruction{{Op: "keyword-sacrifice", Object: Ref{Kind: RefRemembered}, Text: "sacrifice them"}}}
	g.record("603.7", "%s creates the delayed triggered ability \"%s\" about %s", r.source.name(), d.ability.Text, namesOr(g, ids, "no token"))
	g.delayed = append(g.delayed, d)
	return nil
}

// putOntoBattlefieldAttacking makes the creatures ids, just put onto the
// battlefield under p's control, attacking creatures of the combat: each
// attacks a defending player p chooses, and none was declared as an
// attacker (508.4 of 2026). Outside combat they are only on the
// battlefield.
func (g *Game) putOntoBattlefieldAttacking(p PlayerID, ids []ObjectID, rule string) error {
	if g.combat == nil {
		g.record("308.3#put-attacking", "there is no combat: %s enter but aren't attacking", namesOr(g, ids, "no creature"))
		return nil
	}
	var defenders []PlayerID
	for _, q := range g.apnap() {
		if q != p && !g.players[q].Lost {
			defenders = append(defenders, q)
		}
	}
	if len(defenders) == 0 {
		return nil
	}
	for _, id := range ids {
		to := defenders[0]
		if len(defenders) > 1 {
			options := make([]string, len(defenders))
			for i, q := range defenders {
				options[i] = g.playerName(q)
			}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "308.3#put-attacking", About: "the player " + g.name(id) + " attacks", Options: options})
			if err != nil {
				return err
			}
			i := indexFold(options, answer)
			if i < 0 {
				return g.illegal("308.3#put-attacking", "%s is not a defending player %s can attack", answer, g.name(id))
			}
			to = defenders[i]
		}
		g.combat.attackers = append(g.combat.attackers, id)
		g.combat.defenders[id] = to
		g.record(rule, "%s enters tapped and attacking %s", g.name(id), g.playerName(to))
		g.record("308.3#put-attacking", "%s was put onto the battlefield attacking: it was never declared as an attacking creature", g.name(id))
		g.noteNotDeclaredAttacker(id)
		g.notePutAttackingUnrestricted(id)
	}
	return nil
}
