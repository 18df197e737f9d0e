package lang

import (
	"fmt"
	"strconv"
	"strings"
)

// loopAction parses an optional loop of two players, settled by the
// infinity rule (421.3):
//
//	alice and bob loop 3 times, bob agreeing: alice activates "A"; bob activates "B" targeting "A"
//	alice and bob loop 3 times, bob choosing 2: ...
//	alice and bob loop independently 3 times, bob choosing 5: ... (421.5)
//
// ok is false for a line that isn't one.
func (p *blockParser) loopAction(prog *Program, n *node) (action, bool, error) {
	a := action{line: n.line, kind: actLoop}
	head, body, ok := strings.Cut(n.text, ": ")
	if !ok {
		return a, false, nil
	}
	fail := func(format string, args ...any) (action, bool, error) {
		return a, true, errorf(p.file, n.line, format, args...)
	}
	if who, times, ok := strings.Cut(head, " loops "); ok && contains(prog.players, who) {
		return p.ownLoopAction(prog, n, a, who, times, body)
	}
	players, rest, _ := strings.Cut(head, " loop ")
	first, second, okPlayers := strings.Cut(players, " and ")
	if !okPlayers || !contains(prog.players, first) || !contains(prog.players, second) || first == second {
		return a, false, nil
	}
	rest, a.independent = strings.CutPrefix(rest, "independently ")
	times, answer, okAnswer := strings.Cut(rest, " times, ")
	proposal, err := strconv.Atoi(times)
	if !okAnswer || err != nil || proposal < 1 || proposal > 1000 {
		return fail("expected \"PLAYER and PLAYER loop N times, PLAYER agreeing: ACTIONS\" with N from 1 to 1000")
	}
	a.x = proposal
	who, what, _ := strings.Cut(answer, " ")
	a.answerer = who
	if who != first && who != second {
		return fail("expected %s or %s to agree or choose a lower number, found %q", first, second, who)
	}
	switch {
	case what == "agreeing":
	case strings.HasPrefix(what, "choosing "):
		if a.counter, err = strconv.Atoi(strings.TrimPrefix(what, "choosing ")); err != nil || a.counter < 1 {
			return fail("expected \"%s choosing N\" with a number N, found %q", who, what)
		}
	default:
		return fail("expected \"%s agreeing\" or \"%s choosing N\", found %q", who, who, what)
	}
	for _, part := range strings.Split(body, "; ") {
		sub, err := p.action(prog, &node{line: n.line, text: strings.TrimSpace(part)})
		if err != nil {
			return a, true, err
		}
		if sub.kind != actActivate && sub.kind != actPlay {
			return fail("a loop repeats spells and abilities that players play; found %q", part)
		}
		a.loop = append(a.loop, sub)
	}
	if len(a.loop) != 2 || a.loop[0].player == a.loop[1].player {
		return fail("a loop here is two players' actions, one each, in the order they repeat")
	}
	a.player = a.loop[0].player
	return a, true, nil
}

// ownLoopAction parses an optional loop of one player's actions (421.2):
//
//	alice loops 5 times: alice activates "A"; alice activates "B"
func (p *blockParser) ownLoopAction(prog *Program, n *node, a action, who, times, body string) (action, bool, error) {
	count, okTimes := strings.CutSuffix(times, " times")
	proposal, err := strconv.Atoi(count)
	if !okTimes || err != nil || proposal < 1 || proposal > 1000 {
		return a, true, errorf(p.file, n.line, "expected \"PLAYER loops N times: ACTIONS\" with N from 1 to 1000")
	}
	a.x, a.ownLoop, a.player = proposal, true, who
	for _, part := range strings.Split(body, "; ") {
		sub, err := p.action(prog, &node{line: n.line, text: strings.TrimSpace(part)})
		if err != nil {
			return a, true, err
		}
		if sub.kind != actActivate && sub.kind != actPlay {
			return a, true, errorf(p.file, n.line, "a loop repeats spells and abilities that players play; found %q", part)
		}
		if sub.player != who {
			return a, true, errorf(p.file, n.line, "%s's loop holds only %s's actions; found %q (a loop of two players: \"%s and %s loop N times, ...\")", who, who, part, who, sub.player)
		}
		a.loop = append(a.loop, sub)
	}
	return a, true, nil
}

// loop settles an optional loop by the infinity rule and plays it: the
// actions repeat the number of times settled on, then as far as the
// player with the last word's next action (421.3). Each action resolves
// before the next.
func (r *gameRun) loop(a action) error {
	g := r.game
	if a.ownLoop {
		return r.ownLoop(a)
	}
	if a.independent {
		times, err := g.SettleIndependentLoop(r.players[a.answerer], a.x, a.counter)
		if err != nil {
			return err
		}
		a.x = times
		return r.repeatLoop(a)
	}
	first, second := r.players[a.loop[0].player], r.players[a.loop[1].player]
	settled, err := g.SettleLoop(first, second, a.x, a.counter)
	if err != nil {
		return err
	}
	step := func(sub action) error {
		if err := g.PassTo(r.players[sub.player]); err != nil {
			return err
		}
		if err := r.do(sub); err != nil {
			return fmt.Errorf("in the loop: %w", err)
		}
		return g.PassAll()
	}
	for range settled.Times {
		for _, sub := range a.loop {
			if err := step(sub); err != nil {
				return err
			}
		}
	}
	if settled.LastWord != r.players[a.loop[len(a.loop)-1].player] {
		for _, sub := range a.loop {
			if err := step(sub); err != nil {
				return err
			}
			if r.players[sub.player] == settled.LastWord {
				break
			}
		}
	}
	return nil
}

// ownLoop plays a loop of one player's optional actions the number of
// times he or she chose (421.2). Each action resolves before the next.
func (r *gameRun) ownLoop(a action) error {
	if err := r.game.SettleOwnLoop(r.players[a.player], a.x); err != nil {
		return err
	}
	return r.repeatLoop(a)
}

// repeatLoop plays a settled loop's actions a.x times, each resolving
// before the next.
func (r *gameRun) repeatLoop(a action) error {
	g := r.game
	for range a.x {
		for _, sub := range a.loop {
			if err := g.PassTo(r.players[sub.player]); err != nil {
				return err
			}
			if err := r.do(sub); err != nil {
				return fmt.Errorf("in the loop: %w", err)
			}
			if err := g.PassAll(); err != nil {
				return err
			}
		}
	}
	return nil
}
