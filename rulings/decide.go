package rulings

import (
	"slices"
	"strconv"
	"strings"
)

// choose asks player a question. A question with one option is no decision
// at all; otherwise the answer must have been scripted with Choose, and
// must be one of the options. rule is the rule that gives the player the
// choice; the decision is recorded citing it.
func (g *Game) choose(player PlayerID, rule, question string, options []string) (string, error) {
	if len(options) == 1 {
		return options[0], nil
	}
	name := g.playerName(player)
	queue := g.choices[player]
	if len(queue) == 0 {
		return "", &DecisionError{Player: name, Question: question, Options: options}
	}
	answer := queue[0]
	i := pick(options, answer)
	if i < 0 {
		return "", &DecisionError{Player: name, Question: question, Options: options, Given: answer}
	}
	g.choices[player] = queue[1:]
	g.trace.record(rule, "%s chooses \"%s\" for %s", name, options[i], question)
	return options[i], nil
}

// chooseNumber asks player for a number; any number is an option, so the
// answer must be scripted.
func (g *Game) chooseNumber(player PlayerID, rule, question string) (int, error) {
	name := g.playerName(player)
	queue := g.choices[player]
	if len(queue) == 0 {
		return 0, &DecisionError{Player: name, Question: question, Options: []string{"a number"}}
	}
	n, err := strconv.Atoi(queue[0])
	if err != nil || n < 0 {
		return 0, &DecisionError{Player: name, Question: question, Options: []string{"a number"}, Given: queue[0]}
	}
	g.choices[player] = queue[1:]
	g.trace.record(rule, "%s chooses the number %d for %s", name, n, question)
	return n, nil
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
