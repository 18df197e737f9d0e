package rulings

import "fmt"

// SettleOwnLoop applies the infinity rule to a loop whose optional actions
// are all p's (421.2): p chooses a number, and the loop is treated as
// repeating that many times.
func (g *Game) SettleOwnLoop(p PlayerID, times int) error {
	if times < 1 {
		return fmt.Errorf("%s must choose a number of times, 1 or more", g.playerName(p))
	}
	g.record("421.2", "every optional action of the loop is %s's: %s chooses %d, and the loop repeats that many times", g.playerName(p), g.playerName(p), times)
	return nil
}

// SettleIndependentLoop applies the infinity rule to a loop of optional
// actions of two players that don't depend on one another (421.5): the
// active player chooses a number, and the other agrees (counter 0) or
// chooses a higher number. It returns the number of times the loop runs.
func (g *Game) SettleIndependentLoop(other PlayerID, proposal, counter int) (int, error) {
	active := g.active
	if proposal < 1 {
		return 0, fmt.Errorf("%s must choose a number of times, 1 or more", g.playerName(active))
	}
	if other == active {
		return 0, fmt.Errorf("%s, the active player, chooses the number: another player agrees or chooses a higher one", g.playerName(active))
	}
	g.record("421.5", "the loop's optional actions are controlled by different players and don't depend on one another: %s, the active player, chooses %d", g.playerName(active), proposal)
	if counter == 0 {
		g.record("421.5", "%s agrees to %d: the loop repeats %d times", g.playerName(other), proposal, proposal)
		return proposal, nil
	}
	if counter <= proposal {
		return 0, g.illegal("421.5", "%s can agree to %d or choose a higher number, not %d", g.playerName(other), proposal, counter)
	}
	g.record("421.5", "%s chooses the higher number %d: the loop repeats %d times", g.playerName(other), counter, counter)
	return counter, nil
}
