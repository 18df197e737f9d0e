package rulings

import "fmt"

// Optional loops of two players (421.3): if a loop contains optional
// actions of two players and both are needed to continue it, the first
// involved player (the active player, or the first involved player after
// the active player in turn order) chooses a number. The other either
// chooses a lower number, and the loop continues that many times plus
// whatever fraction gives the active player the last word, or agrees, and
// it continues the first number of times plus whatever fraction gives
// that second player the last word.

// LoopSettlement is how an optional loop of two players is ended: the
// number of times it continues and the player who has the last word.
type LoopSettlement struct {
	Times    int
	LastWord PlayerID
}

// SettleLoop applies the infinity rule to a loop between a and b, written
// in the order they act in it: the first involved player in turn order
// from the active player proposes proposal; the other agrees (counter 0)
// or names a lower number (counter).
func (g *Game) SettleLoop(a, b PlayerID, proposal, counter int) (LoopSettlement, error) {
	first, second := a, b
	if g.turnOrderFromActive(b) < g.turnOrderFromActive(a) {
		first, second = b, a
	}
	if proposal < 1 {
		return LoopSettlement{}, fmt.Errorf("%s must choose a number of times, 1 or more", g.playerName(first))
	}
	g.record("421.3", "the loop needs optional actions of both %s and %s: %s, the first involved player in turn order from the active player, chooses %d", g.playerName(first), g.playerName(second), g.playerName(first), proposal)
	if counter == 0 {
		g.record("421.3", "%s agrees to %d: the loop continues %d times, plus whatever fraction gives %s the last word", g.playerName(second), proposal, proposal, g.playerName(second))
		return LoopSettlement{Times: proposal, LastWord: second}, nil
	}
	if counter >= proposal || counter < 1 {
		return LoopSettlement{}, g.illegal("421.3", "%s can agree to %d or choose a lower number, not %d", g.playerName(second), proposal, counter)
	}
	g.record("421.3", "%s chooses the lower number %d: the loop continues %d times, plus whatever fraction gives %s, the active player, the last word", g.playerName(second), counter, counter, g.playerName(g.active))
	return LoopSettlement{Times: counter, LastWord: g.active}, nil
}

// turnOrderFromActive is p's position in turn order counted from the
// active player (0 for the active player).
func (g *Game) turnOrderFromActive(p PlayerID) int {
	return (int(p) - int(g.active) + len(g.players)) % len(g.players)
}

// PassTo has the players pass priority in turn, without all passing in
// succession, until p has it: how a player in a loop gets priority to
// take his or her next action.
func (g *Game) PassTo(p PlayerID) error {
	for range g.players {
		if g.priority == p {
			return nil
		}
		if err := g.Pass(g.priority); err != nil {
			return err
		}
	}
	if g.priority != p {
		return fmt.Errorf("%s can't get priority", g.playerName(p))
	}
	return nil
}
