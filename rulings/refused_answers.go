package rulings

import "strings"

// A scripted answer may name something the player isn't allowed to
// choose: a card of the wrong type for an effect that asks for a creature
// card. The player can't choose an option that's illegal or impossible
// (413.2c), nor can the controller of his or her turn, who makes only the
// choices the player could make (507.3): the answer is refused, and the
// player's next answer is taken instead.

// RefusedAnswer is a scripted answer the rules refused.
type RefusedAnswer struct {
	// Player is the player whose answer it was.
	Player PlayerID
	// Left is how many of the player's scripted answers were still
	// waiting once it was taken, so that a script can tell which of its
	// answers it was.
	Left int
	// Err says which rule refused it and why.
	Err *IllegalError
}

// refuseWrongAnswers takes, while the next answer of the player who
// decides q names one of q's wrong answers, that answer and refuses it.
func (g *Game) refuseWrongAnswers(q Question) {
	if len(q.Wrong) == 0 {
		return
	}
	who := g.decider(q.Player)
	for {
		answer, ok := g.nextAnswer(who)
		if !ok {
			return
		}
		why, wrong := q.Wrong[strings.ToLower(answer)]
		if !wrong {
			return
		}
		g.takeAnswer(who)
		var err error
		if who != q.Player {
			err = g.illegal("507.3", "%s chooses for %s %s, and can choose only what %s could: %s", g.playerName(who), g.playerName(q.Player), q.About, g.playerName(q.Player), why)
		} else {
			err = g.illegal(q.Rule, "%s chooses %s, and can't choose %s: %s", g.playerName(who), q.About, answer, why)
		}
		g.refused = append(g.refused, RefusedAnswer{Player: who, Left: len(g.choices[who]), Err: err.(*IllegalError)})
	}
}

// TakeRefusedAnswers returns the answers refused since it was last
// called, and forgets them.
func (g *Game) TakeRefusedAnswers() []RefusedAnswer {
	out := g.refused
	g.refused = nil
	return out
}
