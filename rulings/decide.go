package rulings

import (
	"slices"
	"strconv"
	"strings"
)

// QuestionKind says what a decision is about, so whoever answers the
// engine's questions can tell a target from a trigger order without
// reading the prompt.
type QuestionKind int

const (
	// ChooseOption is a choice among named options: "yes" or "no", an
	// opponent, to draw or to dredge.
	ChooseOption QuestionKind = iota
	// ChooseMode is the mode of a modal spell or ability (409.1b).
	ChooseMode
	// ChooseTarget is a target of a spell or ability (409.1c, 410.4).
	ChooseTarget
	// ChooseObject is an object an effect or rule has a player pick: a
	// card to discard, a permanent to sacrifice, a card to find.
	ChooseObject
	// ChooseTriggerOrder is which of a player's triggered abilities goes
	// on the stack next (410.3).
	ChooseTriggerOrder
	// ChoosePayment is how a cost is paid: a mana ability, convoke, a
	// type of mana (409.1g-h, 502.46a).
	ChoosePayment
	// ChooseNumber is a number; any number is an option.
	ChooseNumber
	// ChooseDamageAssignment is how a creature divides its combat damage
	// among several creatures (310.2c); answered with AssignCombatDamage.
	ChooseDamageAssignment
	// ChooseReplacement is which of the replacement and prevention
	// effects that would modify an event applies first (616.1).
	ChooseReplacement
)

var questionKinds = [...]string{"an option", "a mode", "a target", "an object", "a trigger order", "a payment", "a number", "a damage assignment", "a replacement effect"}

// String names the kind of decision ("a target").
func (k QuestionKind) String() string { return questionKinds[k] }

// Question is a decision the rules leave to a player, asked by the engine
// at the rule that gives the choice.
type Question struct {
	// Kind is what the decision is about.
	Kind QuestionKind
	// Player is the player who decides.
	Player PlayerID
	// Rule is the rule that gives the player the choice, numbered in the
	// reference edition; the decision is recorded citing it.
	Rule string
	// About says what is being decided ("the target T (creature) of
	// Shock").
	About string
	// Options are the possible answers; empty for a number.
	Options []string
	// Wrong are answers that name something the player can't choose
	// (a card of another type), keyed by the lower-case answer, each
	// with the reason: such an answer is refused and the next one taken
	// (refused_answers.go).
	Wrong map[string]string
}

// ask asks a question. A question with one option is no decision at all;
// otherwise the answer must have been scripted with Choose and must name
// one of the options.
func (g *Game) ask(q Question) (string, error) {
	g.refuseWrongAnswers(q)
	if len(q.Options) == 1 {
		return q.Options[0], nil
	}
	who := g.decider(q.Player)
	answer, ok := g.nextAnswer(who)
	if !ok {
		return "", g.unanswered(q, "")
	}
	i := pick(q.Options, answer)
	if i < 0 {
		return "", g.unanswered(q, answer)
	}
	g.takeAnswer(who)
	if who != q.Player {
		g.record("507.3", "%s controls %s's turn and makes the decision for %s", g.playerName(who), g.playerName(q.Player), g.playerName(q.Player))
	}
	g.record(q.Rule, "%s chooses \"%s\" for %s", g.playerName(who), q.Options[i], q.About)
	g.playerActed()
	return q.Options[i], nil
}

// askNumber asks for a number; any number is an option, so the answer
// must be scripted.
func (g *Game) askNumber(q Question) (int, error) {
	q.Kind = ChooseNumber
	answer, ok := g.nextAnswer(q.Player)
	if !ok {
		return 0, g.unanswered(q, "")
	}
	n, err := strconv.Atoi(answer)
	if err != nil || n < 0 {
		return 0, g.unanswered(q, answer)
	}
	g.takeAnswer(q.Player)
	g.record(q.Rule, "%s chooses the number %d for %s", g.playerName(q.Player), n, q.About)
	g.playerActed()
	return n, nil
}

func (g *Game) nextAnswer(p PlayerID) (string, bool) {
	queue := g.choices[p]
	if len(queue) == 0 {
		return "", false
	}
	return queue[0], true
}

func (g *Game) takeAnswer(p PlayerID) {
	g.noteAnswerTaken(p, g.choices[p][0])
	g.choices[p] = g.choices[p][1:]
}

// unanswered is the DecisionError for a question without a usable answer.
func (g *Game) unanswered(q Question, given string) *DecisionError {
	options := q.Options
	if q.Kind == ChooseNumber {
		options = []string{"a number"}
	}
	return &DecisionError{Kind: q.Kind, Player: g.playerName(q.Player), Question: q.About, Options: options, Given: given}
}

// pick finds the option a scripted answer names: the option equal to it,
// or else the only option containing it ("becomes blocked" names a
// trigger by a fragment of its text). It returns -1 if none or several
// match.
func pick(options []string, answer string) int {
	if i := slices.IndexFunc(options, func(o string) bool { return strings.EqualFold(o, answer) }); i >= 0 {
		return i
	}
	found := -1
	for i, o := range options {
		if strings.Contains(strings.ToLower(o), strings.ToLower(answer)) {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}
