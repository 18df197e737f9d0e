package rulings

import "fmt"

// incubateAction: to incubate N is to create an Incubator token that
// enters the battlefield with N +1/+1 counters on it (701.53a): a
// double-faced token whose front face is a colorless Incubator artifact
// with "{2}: Transform this token." and whose back face is a 0/0
// colorless Phyrexian artifact creature named Phyrexian Token (701.53b,
// 111.10i), which the scenario language supplies. A keyword action from
// March of the Machine, dated by that set's release.
var incubateAction = KeywordAction{
	Name:   "incubate",
	Rule:   "701.53",
	Since:  "2023-04-21",
	Oracle: []string{"incubate N"},
	Ops:    []string{"incubate"},
}

// opIncubate has each player of the instruction create an Incubator token
// with the instruction's amount of +1/+1 counters on it as it enters.
func opIncubate(g *Game, r *resolution, ins Instruction) error {
	if ins.Card == nil || ins.Card.Back == nil {
		return fmt.Errorf("%q: no double-faced Incubator token to create: %w", ins.Text, ErrNoEffect)
	}
	n := r.value(ins.Amount)
	def, name := g.predefinedTokenDefinition(ins.Card)
	for _, p := range r.players(ins.Player) {
		g.record("701.53a", "%s incubates %d: they create an Incubator token that enters the battlefield with %s on it", g.playerName(p), n, count(n, "+1/+1 counter"))
		g.record("701.53b", "the Incubator token is a double-faced token: its front face is a colorless Incubator artifact with \"{2}: Transform this token.\", its back face a 0/0 colorless Phyrexian artifact creature named %s", ins.Card.Back.Name)
		if name != ins.Card.Name {
			g.record("111.4", "the effect doesn't name the Incubator token, so its name is its subtype plus the word \"Token\": %s", name)
		}
		o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1}
		if n > 0 {
			o.Counters = map[string]int{"+1/+1": n}
		}
		g.place(o, ZoneInPlay, false)
		g.applyEntryStatics(o)
		g.afterEvents([]Event{{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p}}, nil)
	}
	return nil
}
