package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// A shortcut (732.2 of 2026) is a block: the proposer's line, the
// sequence proposed indented under it, then each other player's answer in
// turn order:
//
//	alice proposes a shortcut
//	  repeat 5 times: alice activates "Grizzly Bears"
//	  bob accepts
//
//	alice proposes a shortcut
//	  all pass until bob has priority in the end step
//	  bob shortens it: bob has priority in the beginning of combat step
//
// The block becomes the proposal, an action for each answer at its own
// line, and the taking of the shortcut after the last answer.

// pointRef is a place in the turn where a player has priority.
type pointRef struct {
	player string
	step   rulings.StepKind
}

// shortcutBlock parses a "PLAYER proposes a shortcut" block into its
// actions.
func (p *blockParser) shortcutBlock(prog *Program, n *node, who string) ([]action, error) {
	if !contains(prog.players, who) {
		return nil, errorf(p.file, n.line, "unknown player %q (expected one of %s)", who, strings.Join(prog.players, ", "))
	}
	if len(n.children) == 0 {
		return nil, errorf(p.file, n.line, "a shortcut block holds the sequence proposed (\"repeat N times: ACTION\" or \"all pass until PLAYER has priority in the STEP step\") and each other player's answer, indented under %q", n.text)
	}
	propose := action{line: n.line, kind: actShortcut, player: who}
	seq := n.children[0]
	if len(seq.children) > 0 {
		return nil, errorf(p.file, seq.children[0].line, "unexpected indentation under %q", seq.text)
	}
	switch {
	case strings.HasPrefix(seq.text, "repeat "):
		head, body, ok := strings.Cut(strings.TrimPrefix(seq.text, "repeat "), " times: ")
		times, err := strconv.Atoi(head)
		if !ok || err != nil || times < 1 || times > 1000 {
			return nil, errorf(p.file, seq.line, "expected \"repeat N times: ACTION\" with N from 1 to 1000, found %q", seq.text)
		}
		sub, err := p.action(prog, &node{line: seq.line, text: body})
		if err != nil {
			return nil, err
		}
		if sub.kind != actActivate && sub.kind != actPlay || sub.player != who {
			return nil, errorf(p.file, seq.line, "a shortcut repeats an ability %s activates or a spell %s casts; found %q", who, who, body)
		}
		propose.x, propose.loop, propose.text = times, []action{sub}, strings.TrimPrefix(body, who+" ")
	case strings.HasPrefix(seq.text, "all pass until "):
		pt, err := p.point(prog, seq.line, strings.TrimPrefix(seq.text, "all pass until "))
		if err != nil {
			return nil, err
		}
		propose.point = pt
	default:
		return nil, errorf(p.file, seq.line, "expected the sequence proposed: \"repeat N times: ACTION\" or \"all pass until PLAYER has priority in the STEP step\", found %q", seq.text)
	}
	out := []action{propose}
	for _, c := range n.children[1:] {
		if len(c.children) > 0 {
			return nil, errorf(p.file, c.children[0].line, "unexpected indentation under %q", c.text)
		}
		answerer, rest, _ := strings.Cut(c.text, " ")
		if !contains(prog.players, answerer) {
			return nil, errorf(p.file, c.line, "expected a player's answer, \"PLAYER accepts\" or \"PLAYER shortens it: PLAYER has priority in the STEP step\", found %q", c.text)
		}
		switch {
		case rest == "accepts":
			out = append(out, action{line: c.line, kind: actShortcutAccept, player: answerer})
		case strings.HasPrefix(rest, "shortens it: "):
			pt, err := p.point(prog, c.line, strings.TrimPrefix(rest, "shortens it: "))
			if err != nil {
				return nil, err
			}
			out = append(out, action{line: c.line, kind: actShortcutShorten, player: answerer, point: pt})
		default:
			return nil, errorf(p.file, c.line, "expected \"%s accepts\" or \"%s shortens it: PLAYER has priority in the STEP step\", found %q", answerer, answerer, c.text)
		}
	}
	take := propose
	take.kind, take.line = actShortcutTake, n.children[len(n.children)-1].line
	return append(out, take), nil
}

// point parses "PLAYER has priority in the STEP step".
func (p *blockParser) point(prog *Program, line int, s string) (*pointRef, error) {
	who, step, ok := strings.Cut(s, " has priority in the ")
	st, okStep := rulings.ParseStep(step)
	if !ok || !okStep || !contains(prog.players, who) {
		return nil, errorf(p.file, line, "expected \"PLAYER has priority in the STEP step\" (e.g. \"bob has priority in the end step\"), found %q", s)
	}
	return &pointRef{player: who, step: st}, nil
}

// shortcut plays one action of a shortcut block.
func (r *gameRun) shortcut(a action) error {
	g := r.game
	pl := r.players[a.player]
	var until *rulings.ShortcutPoint
	if a.point != nil {
		until = &rulings.ShortcutPoint{Player: r.players[a.point.player], Step: a.point.step}
	}
	switch a.kind {
	case actShortcut:
		return g.ProposeShortcut(rulings.Shortcut{Proposer: pl, Times: a.x, Action: a.text, Until: until})
	case actShortcutAccept:
		return g.AcceptShortcut(pl)
	case actShortcutShorten:
		return g.ShortenShortcut(pl, *until)
	}
	if until != nil {
		return g.TakeShortcut()
	}
	return g.RepeatShortcut(func() error { return r.do(a.loop[0]) })
}
