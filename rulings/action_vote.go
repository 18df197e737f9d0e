package rulings

import (
	"fmt"
	"strings"
)

// voteAction: to vote, each player, starting with a specified player and
// proceeding in turn order, chooses one of the listed choices (701.38a),
// here words with no rules meaning each connected to an effect (701.38b).
// "Starting with you, each player votes for A or B" is the instruction
// "vote" (Name "A or B"); the votes are counted in the resolution's
// variables and read by the instructions that follow: "if A gets more
// votes, ..." and "if B gets more votes or the vote is tied, ..."
// ("vote-result") and "for each A vote, ..." ("for-each-vote"). Effects
// giving a player several votes (701.38d) are not played. A keyword
// action from Conspiracy, in the rules of 2014-06-06.
var voteAction = KeywordAction{
	Name:   "vote",
	Rule:   "701.38",
	Since:  "2014-06-06",
	Oracle: []string{"starting with you, each player votes for A or B", "if A gets more votes, EFFECT", "if B gets more votes or the vote is tied, EFFECT", "for each A vote, EFFECT"},
	Ops:    []string{"vote", "vote-result", "for-each-vote"},
}

// VoteTied, after an option in the Name of a "vote-result" instruction
// ("knowledge|tied"), makes a tied vote count for that option too.
const VoteTied = "|tied"

// voteVar is the variable of the resolution counting the votes for an
// option.
func voteVar(option string) string { return "votes for " + option }

// opVote has each player, starting with the controller and proceeding in
// turn order, vote for one of the options.
func opVote(g *Game, r *resolution, ins Instruction) error {
	options := strings.Split(ins.Name, " or ")
	if r.vars == nil {
		r.vars = map[string]int{}
	}
	var order []PlayerID
	for i := range len(g.players) {
		p := PlayerID((int(r.controller) + i) % len(g.players))
		if !g.players[p].Lost {
			order = append(order, p)
		}
	}
	g.record("701.38a", "starting with %s and proceeding in turn order, each player votes for %s", g.playerName(r.controller), ins.Name)
	for _, p := range order {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.38a", About: fmt.Sprintf("%s's vote: %s", g.playerName(p), ins.Name), Options: options})
		if err != nil {
			return err
		}
		i := max(indexFold(options, answer), 0)
		r.vars[voteVar(options[i])]++
		g.record("701.38a", "%s votes for %s", g.playerName(p), options[i])
	}
	var tally []string
	for _, o := range options {
		tally = append(tally, fmt.Sprintf("%s %d", o, r.vars[voteVar(o)]))
	}
	g.record("701.38b", "the votes are counted, each choice a word connected to an effect: %s", strings.Join(tally, ", "))
	return nil
}

// opVoteResult follows its instructions if its option got more votes
// than every other option of the vote, or, with VoteTied, if the vote is
// tied.
func opVoteResult(g *Game, r *resolution, ins Instruction) error {
	option, tied := strings.CutSuffix(ins.Name, VoteTied)
	mine, most := r.vars[voteVar(option)], 0
	for name, n := range r.vars {
		if strings.HasPrefix(name, voteVar("")) && name != voteVar(option) {
			most = max(most, n)
		}
	}
	switch {
	case mine > most:
		g.record("701.38b", "%s gets more votes (%d): \"%s\" is done", option, mine, ins.Text)
	case tied && mine == most:
		g.record("701.38b", "the vote is tied (%d each): \"%s\" is done", mine, ins.Text)
	default:
		g.record("701.38b", "%s doesn't get more votes (%d against %d): \"%s\" isn't done", option, mine, most, ins.Text)
		return nil
	}
	return g.performAs(r, r.controller, ins.Else)
}

// opForEachVote follows its instructions once for each vote its option
// got.
func opForEachVote(g *Game, r *resolution, ins Instruction) error {
	n := r.vars[voteVar(ins.Name)]
	g.record("701.38b", "%s got %s: \"%s\" is done that many times", ins.Name, count(n, "vote"), ins.Text)
	for range n {
		if err := g.performAs(r, r.controller, ins.Else); err != nil {
			return err
		}
	}
	return nil
}
