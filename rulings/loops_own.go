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
