package scenarios

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// actionKind is what a "do" line asks for.
type actionKind int

const (
	actPlay actionKind = iota
	actActivate
	actCycle
	actPass
	actAllPass
	actAdvance
	actChoose
)

// action is one parsed "do" line.
type action struct {
	line    int
	kind    actionKind
	player  string
	card    objectRef
	half    string
	ability int
	x       int
	targets []objectRef
	sacs    []objectRef
	discard []objectRef
	tapping []objectRef
	convoke []convokeRef
	choices []string
	step    rulings.StepKind
}

// objectRef names an object, optionally as "bob's NAME", or a player.
type objectRef struct {
	owner string
	name  string
}

type convokeRef struct {
	ref  objectRef
	pays string
}

// clauseWords start the clauses of a play or activation.
var clauseWords = []string{"targeting ", "sacrificing ", "discarding ", "tapping ", "convoking ", "choosing ", "with X = ", "as ", "ability "}

// action parses one "do" line.
func (p *blockParser) action(prog *Program, n *node) (action, error) {
	a := action{line: n.line}
	text := n.text
	fail := func(format string, args ...any) (action, error) { return a, errorf(p.file, n.line, format, args...) }
	if text == "all pass" {
		a.kind = actAllPass
		return a, nil
	}
	if rest, ok := strings.CutPrefix(text, "advance to "); ok {
		who, step, ok := strings.Cut(rest, " ")
		st, okStep := rulings.ParseStep(step)
		if !ok || !okStep || !contains(prog.players, who) {
			return fail("expected \"advance to PLAYER STEP\" (e.g. \"advance to bob upkeep\")")
		}
		a.kind, a.player, a.step = actAdvance, who, st
		return a, nil
	}
	who, rest, _ := strings.Cut(text, " ")
	if !contains(prog.players, who) {
		return fail("expected an action starting with a player (%s), \"all pass\" or \"advance to\"; found %q", strings.Join(prog.players, ", "), text)
	}
	a.player = who
	verb, rest, _ := strings.Cut(rest, " ")
	switch verb {
	case "passes":
		if rest != "" {
			return fail("unexpected %q after \"passes\"", rest)
		}
		a.kind = actPass
		return a, nil
	case "chooses":
		a.kind = actChoose
		for _, c := range splitList(rest) {
			a.choices = append(a.choices, unquote(c))
		}
		if len(a.choices) == 0 {
			return fail("expected what %s chooses", who)
		}
		return a, nil
	case "plays":
		a.kind = actPlay
	case "activates":
		a.kind = actActivate
	case "cycles":
		a.kind = actCycle
	default:
		return fail("unknown action %q (expected plays, activates, cycles, passes or chooses)", verb)
	}
	name, rest, ok := quotedPrefix(rest)
	if !ok {
		return fail("expected a quoted card name after %q", verb)
	}
	a.card = objectRef{name: name}
	rest = strings.TrimPrefix(rest, ",")
	return a, p.clauses(&a, n.line, strings.TrimSpace(rest))
}

// clauses parses the comma-separated clauses after the card name.
func (p *blockParser) clauses(a *action, line int, s string) error {
	current := ""
	for _, item := range splitList(s) {
		for _, w := range clauseWords {
			if rest, ok := strings.CutPrefix(item, w); ok {
				current, item = strings.TrimSpace(w), rest
				break
			}
		}
		if current == "" {
			return errorf(p.file, line, "unexpected %q: clauses start with targeting, sacrificing, discarding, tapping, convoking, choosing, \"with X = N\", \"as HALF\" or \"ability N\"", item)
		}
		for _, part := range strings.Split(item, " and ") {
			if err := p.clauseItem(a, line, current, strings.TrimSpace(part)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (p *blockParser) clauseItem(a *action, line int, clause, item string) error {
	switch clause {
	case "targeting":
		a.targets = append(a.targets, parseObjectRef(item))
	case "sacrificing":
		a.sacs = append(a.sacs, parseObjectRef(item))
	case "discarding":
		a.discard = append(a.discard, parseObjectRef(item))
	case "tapping":
		name, count := splitCount(item)
		if count < 1 {
			return errorf(p.file, line, "bad count in %q", item)
		}
		for range count {
			a.tapping = append(a.tapping, parseObjectRef(name))
		}
	case "convoking":
		name, pays, _ := strings.Cut(item, " for ")
		a.convoke = append(a.convoke, convokeRef{ref: parseObjectRef(name), pays: strings.TrimSpace(pays)})
	case "choosing":
		a.choices = append(a.choices, unquote(item))
	case "with X =":
		n, err := strconv.Atoi(item)
		if err != nil || n < 0 {
			return errorf(p.file, line, "expected a number after \"with X =\", found %q", item)
		}
		a.x = n
	case "as":
		a.half = unquote(item)
	case "ability":
		n, err := strconv.Atoi(item)
		if err != nil || n < 1 {
			return errorf(p.file, line, "expected \"ability N\" with N from 1, found %q", item)
		}
		a.ability = n - 1
	}
	return nil
}

// parseObjectRef reads NAME, "NAME" or PLAYER's "NAME".
func parseObjectRef(s string) objectRef {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, "'s "); i > 0 && !strings.Contains(s[:i], "\"") {
		return objectRef{owner: s[:i], name: unquote(s[i+3:])}
	}
	return objectRef{name: unquote(s)}
}
