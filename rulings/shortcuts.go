package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Shortcuts (732 of 2026). The player with priority may propose a
// sequence of game choices for all players, ending where a player has
// priority (732.2a); each other player in turn order, starting after the
// proposer, accepts it or shortens it by naming an earlier place where
// they will make a different choice (732.2b); then the shortcut is taken:
// the game advances to the last ending point proposed, and a player who
// shortened it, now with priority, must make a choice other than the one
// proposed for them (732.2c).
//
// Two sequences are played: the proposer's action repeated a number of
// times, each followed by all players passing until it and what it caused
// have resolved, the sequence ending just after the last one resolves
// (the Example of 732.2a); and all players passing at every opportunity
// until a player has priority in a step of the turn ("Go", the Example of
// 732.2b).

// ShortcutPoint is a place in the turn where a player has priority: the
// ending point of a shortcut.
type ShortcutPoint struct {
	Player PlayerID
	Step   StepKind
}

// Shortcut is a proposed sequence of game choices (732.2a).
type Shortcut struct {
	Proposer PlayerID
	// Times and Action: the proposer's action, described for the trace,
	// taken Times times.
	Times  int
	Action string
	// Until, for a sequence of passes, is its ending point in this turn.
	Until *ShortcutPoint
}

// shortcut is a proposal being answered: the players still to answer,
// in turn order, and whether it was shortened. An answer replaces it,
// never changes it, as snapshots of the game share it (Game.clone).
type shortcut struct {
	Shortcut
	waiting   []PlayerID
	shortened bool
	turn      int
}

// describeShortcut says what the sequence is, for the trace.
func (g *Game) describeShortcut(s Shortcut) string {
	if s.Until != nil {
		return "all players pass priority at every opportunity until " + g.describePoint(*s.Until)
	}
	return fmt.Sprintf("%s %s, all players passing priority until it and whatever it causes resolve, and repeat that %s, ending just after the last one resolves", g.playerName(s.Proposer), s.Action, count(s.Times, "time"))
}

// describePoint names an ending point.
func (g *Game) describePoint(p ShortcutPoint) string {
	return fmt.Sprintf("%s has priority in %s's %s step", g.playerName(p.Player), g.playerName(g.active), p.Step)
}

// ProposeShortcut has s.Proposer, who must have priority, suggest the
// shortcut s (732.2a).
func (g *Game) ProposeShortcut(s Shortcut) error {
	if err := g.beforeGame(s.Proposer); err != nil {
		return err
	}
	if g.rules.Edition != Edition2026 {
		return fmt.Errorf("the rules of %s have no rules for taking shortcuts (732 of 2026)", g.rules.Edition)
	}
	if g.over {
		return g.illegal("102.1", "the game is over: it ended immediately when a player won or it became a draw")
	}
	if g.shortcut != nil {
		return fmt.Errorf("%s's shortcut is still being answered: %s answers next", g.playerName(g.shortcut.Proposer), g.playerName(g.shortcut.waiting[0]))
	}
	if g.priority != s.Proposer {
		return g.illegal("732.2a", "%s can't suggest a shortcut: %s has priority, and only the player with priority may", g.playerName(s.Proposer), g.playerName(g.priority))
	}
	if s.Until == nil && s.Times < 1 {
		return fmt.Errorf("a shortcut repeats its sequence a number of times, 1 or more")
	}
	if s.Until != nil && !g.pointAhead(*s.Until) {
		return g.illegal("732.2a", "%s can't be the ending point of the shortcut: that place of the turn has passed", g.describePoint(*s.Until))
	}
	g.record("732.2a", "%s, who has priority, suggests a shortcut: %s", g.playerName(s.Proposer), g.describeShortcut(s))
	sc := &shortcut{Shortcut: s, turn: g.turn}
	for i := 1; i < len(g.players); i++ {
		if p := PlayerID((int(s.Proposer) + i) % len(g.players)); g.inGame(p) {
			sc.waiting = append(sc.waiting, p)
		}
	}
	g.shortcut = sc
	return nil
}

// answering checks that p is the next player to answer the shortcut
// proposed (732.2b).
func (g *Game) answering(p PlayerID) (*shortcut, error) {
	sc := g.shortcut
	if sc == nil {
		return nil, fmt.Errorf("%s answers a shortcut, but none was suggested", g.playerName(p))
	}
	if len(sc.waiting) == 0 {
		return nil, fmt.Errorf("every player has answered %s's shortcut", g.playerName(sc.Proposer))
	}
	if sc.waiting[0] != p {
		return nil, g.illegal("732.2b", "%s can't answer yet: each other player answers in turn order starting after %s, who suggested the shortcut, and %s is next", g.playerName(p), g.playerName(sc.Proposer), g.playerName(sc.waiting[0]))
	}
	return sc, nil
}

// AcceptShortcut has p accept the shortcut proposed (732.2b).
func (g *Game) AcceptShortcut(p PlayerID) error {
	sc, err := g.answering(p)
	if err != nil {
		return err
	}
	next := *sc
	next.waiting = sc.waiting[1:]
	g.shortcut = &next
	g.record("732.2b", "%s accepts the shortcut, answering in turn order after %s", g.playerName(p), g.playerName(sc.Proposer))
	return nil
}

// ShortenShortcut has p shorten the shortcut proposed, a sequence of
// passes, naming an earlier place to as its new ending point, where they
// will make a game choice other than the one proposed (732.2b).
func (g *Game) ShortenShortcut(p PlayerID, to ShortcutPoint) error {
	sc, err := g.answering(p)
	if err != nil {
		return err
	}
	if sc.Until == nil {
		return fmt.Errorf("%s shortens a shortcut that repeats an action: only a sequence of passes is shortened to another place here", g.playerName(p))
	}
	if to.Player != p {
		return g.illegal("732.2b", "%s names a place where %s has priority: the place a player shortens a shortcut to is where that player will make a different game choice", g.playerName(p), g.playerName(to.Player))
	}
	if !g.pointAhead(to) || !g.pointBefore(to, *sc.Until) {
		return g.illegal("732.2b", "%s isn't a place in the proposed sequence before its ending point, %s", g.describePoint(to), g.describePoint(*sc.Until))
	}
	next := *sc
	next.waiting, next.Until, next.shortened = sc.waiting[1:], &to, true
	g.shortcut = &next
	g.record("732.2b", "%s shortens the shortcut, naming a place where they will make a game choice other than passing: %s; it becomes the new ending point", g.playerName(p), g.describePoint(to))
	return nil
}

// pointAhead reports whether point p may still come in this turn: a
// later step, or this one.
func (g *Game) pointAhead(p ShortcutPoint) bool {
	return p.Step >= g.step
}

// pointBefore reports whether point a comes before point b in the turn:
// an earlier step, or the same step with the player getting priority
// earlier from the active player on.
func (g *Game) pointBefore(a, b ShortcutPoint) bool {
	if a.Step != b.Step {
		return a.Step < b.Step
	}
	return g.turnOrderFromActive(a.Player) < g.turnOrderFromActive(b.Player)
}

// readyShortcut returns the shortcut once every other player has
// answered it (732.2c).
func (g *Game) readyShortcut() (*shortcut, error) {
	sc := g.shortcut
	if sc == nil {
		return nil, fmt.Errorf("no shortcut was suggested")
	}
	if len(sc.waiting) > 0 {
		names := make([]string, len(sc.waiting))
		for i, p := range sc.waiting {
			names[i] = g.playerName(p)
		}
		return nil, fmt.Errorf("the shortcut can't be taken yet: %s must still accept or shorten it (732.2b)", strings.Join(names, ", "))
	}
	g.shortcut = nil
	return sc, nil
}

// TakeShortcut takes a shortcut of passes once every player has answered
// it: the game advances to its last proposed ending point, every player
// passing at each opportunity on the way (732.2c). A player who shortened
// it then has priority and must make a choice other than passing.
func (g *Game) TakeShortcut() error {
	sc, err := g.readyShortcut()
	if err != nil {
		return err
	}
	if sc.Until == nil {
		return fmt.Errorf("the shortcut repeats an action: take it with RepeatShortcut")
	}
	end := *sc.Until
	g.record("732.2c", "the last player has answered: the shortcut is taken, the game advancing to its ending point, %s, with every game choice in it taken", g.describePoint(end))
	// Each step of a turn gives each player priority once when all pass
	// with an empty stack: a turn's passes are bounded.
	for passes := 0; !(g.turn == sc.turn && g.step == end.Step && g.priority == end.Player); passes++ {
		if g.over {
			return nil
		}
		if g.turn != sc.turn || passes > 64*len(g.players) {
			return fmt.Errorf("the shortcut's ending point, %s, never came", g.describePoint(end))
		}
		if err := g.pass(g.priority); err != nil {
			return fmt.Errorf("taking the shortcut: %w", err)
		}
	}
	if sc.shortened {
		g.mustDiffer = &end
		g.record("732.2c", "the shortcut was shortened: %s, who now has priority, must make a game choice other than passing, which was originally proposed for them", g.playerName(end.Player))
	}
	return nil
}

// RepeatShortcut takes a shortcut that repeats the proposer's action once
// every player has answered it (732.2c): act takes the action, after
// which all players pass until what it put on the stack, and whatever was
// put on the stack after it, has resolved; the last time, the sequence
// ends just after the action's own spell or ability resolves.
func (g *Game) RepeatShortcut(act func() error) error {
	sc, err := g.readyShortcut()
	if err != nil {
		return err
	}
	if sc.Until != nil {
		return fmt.Errorf("the shortcut is a sequence of passes: take it with TakeShortcut")
	}
	g.record("732.2c", "the last player has answered: the shortcut is taken, the game advancing to its ending point with every game choice in it taken, %s", count(sc.Times, "repetition"))
	for i := range sc.Times {
		if err := g.PassTo(sc.Proposer); err != nil {
			return fmt.Errorf("taking the shortcut: %w", err)
		}
		height := len(g.stack)
		if err := act(); err != nil {
			return fmt.Errorf("taking the shortcut, repetition %d: %w", i+1, err)
		}
		if len(g.stack) <= height {
			return fmt.Errorf("taking the shortcut, repetition %d: the action put nothing on the stack to resolve", i+1)
		}
		own := g.stack[len(g.stack)-1]
		// The last time, the ending point is just after the action's
		// own spell or ability resolves (732.2a); before, all that was
		// put on the stack from the action on resolves.
		last := i == sc.Times-1
		for !g.over && (last && slices.Contains(g.stack, own) || !last && len(g.stack) > height) {
			if err := g.PassAll(); err != nil {
				return err
			}
		}
	}
	g.record("732.2c", "the game is at the shortcut's ending point, just after the last repeated ability resolves: %s has priority", g.playerName(g.priority))
	return nil
}
