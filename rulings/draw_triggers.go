package rulings

// Draws is the condition of the trigger conditions "whenever you draw a
// card", "whenever an opponent draws a card" and "whenever a player draws
// a card" (Sheoldred, the Apocalypse): a card moved from a library to a
// hand by being drawn (121.1 of 2026), each card its own event (603.2c of
// 2026). who is "you", "an opponent" or "a player"; with
// exceptFirstInDrawStep, the first card a player draws in each of their
// draw steps doesn't trigger it (Orcish Bowmasters). "That player" is
// the player who drew.
func Draws(who string, exceptFirstInDrawStep bool) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		if ev.Nth == 0 {
			return false
		}
		switch who {
		case "you":
			if ev.Player != src.controller {
				return false
			}
		case "an opponent":
			if ev.Player == src.controller {
				return false
			}
		}
		if exceptFirstInDrawStep && g.step == Draw && ev.Player == g.active && ev.Nth == g.players[ev.Player].DrawsBeforeDrawStep+1 {
			g.record("410.2", "%s is the first card %s draws in their draw step: %s's ability doesn't trigger on it", ev.Object.name(), g.playerName(ev.Player), src.name())
			return false
		}
		g.record("410.6", "%s draws %s, card number %d they have drawn this turn: each card drawn is its own event, and %s's ability triggers", g.playerName(ev.Player), ev.Object.name(), ev.Nth, src.name())
		return true
	}
}
