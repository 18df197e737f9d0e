package lang

import (
	"regexp"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// revealThenChoose reads "T reveals their hand, then you choose a FILTER
// from it" (Lobotomy), as two clauses once ", then" has split them.
var revealThenChoose = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([A-Z][A-Za-z0-9]*) reveals (?:their|his or her) hand$`)
})

// searchSameNameClause reads "search WHOSE's graveyard, hand, and library
// for all cards with the same name as WHAT and exile them".
var searchSameNameClause = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^search (its controller|that player|[A-Z][A-Za-z0-9]*)'s graveyard, hand, and library for all cards with the same name as (that [a-z]+|the chosen card|[A-Z][A-Za-z0-9]*) and (?:exile|remove) them(?: from the game)?$`)
})

// searchSameName reads, at the start of clauses, Lobotomy's "T reveals
// their hand; you choose a card other than a basic land card from it" and
// Splinter's and Lobotomy's "search ...'s graveyard, hand, and library for
// all cards with the same name as ... and exile them; then that player
// shuffles". out is the instructions read before: "its controller" and
// "that artifact" name the target of the one before, "that player" its
// player. skip is how many clauses after the first it used; ok is false
// for other clauses.
func (p *blockParser) searchSameName(line int, clauses []string, out []rulings.Instruction) (ins rulings.Instruction, skip int, ok bool, err error) {
	if m := revealThenChoose().FindStringSubmatch(clauses[0]); m != nil && len(clauses) > 1 {
		what, found := strings.CutPrefix(strings.TrimPrefix(clauses[1], "then "), "you choose ")
		// "from it", read with the hand's player named: "from T".
		what, found2 := strings.CutSuffix(what, " from it")
		if !found2 {
			what, found2 = strings.CutSuffix(what, " from "+m[1])
		}
		if !found || !found2 {
			return ins, 0, false, nil
		}
		what = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "), " card")
		if what == "card other than a basic land" {
			// Only lands are basic (205.4c of 2026): a card other than a
			// basic land card is a nonbasic card.
			what = "nonbasic"
		}
		f, err := p.filter(line, what+" card")
		ins = rulings.Instruction{Op: "choose-from-hand", Player: rulings.Ref{Kind: rulings.RefTarget, Name: m[1]}, Filter: f, Text: clauses[0] + ", then " + clauses[1]}
		return ins, 1, true, err
	}
	m := searchSameNameClause().FindStringSubmatch(clauses[0])
	if m == nil {
		return ins, 0, false, nil
	}
	fail := func(why string) (rulings.Instruction, int, bool, error) {
		return ins, 0, true, errorf(p.file, line, "cannot read %q: %s", clauses[0], why)
	}
	var prev *rulings.Instruction
	if len(out) > 0 {
		prev = &out[len(out)-1]
	}
	ins = rulings.Instruction{Op: "exile-same-name", Text: clauses[0]}
	switch who := m[1]; who {
	case "its controller":
		if prev == nil || prev.Object.Kind != rulings.RefTarget {
			return fail("\"its controller\" names the controller of the target of the instruction before")
		}
		ins.Player = rulings.Ref{Kind: rulings.RefControllerOf, Name: prev.Object.Name}
	case "that player":
		if prev == nil || prev.Player.Kind != rulings.RefTarget {
			return fail("\"that player\" names the target player of the instruction before")
		}
		ins.Player = prev.Player
	default:
		ins.Player = rulings.Ref{Kind: rulings.RefTarget, Name: who}
	}
	switch what := m[2]; {
	case what == "the chosen card":
		ins.Object = rulings.Ref{Kind: rulings.RefChosenCard}
	case strings.HasPrefix(what, "that "):
		if prev == nil || prev.Object.Kind != rulings.RefTarget {
			return fail("\"" + what + "\" names the target of the instruction before")
		}
		ins.Object = prev.Object
	default:
		ins.Object = rulings.Ref{Kind: rulings.RefTarget, Name: what}
	}
	// The library searched is shuffled: the printed text says so next.
	if len(clauses) < 2 || !thenShuffles(clauses[1]) {
		return fail("expected \"then that player shuffles\" after it")
	}
	return ins, 1, true, nil
}

// thenShuffles reports whether clause is the shuffle that ends a search
// of another player's library.
func thenShuffles(clause string) bool {
	clause = strings.TrimPrefix(clause, "then ")
	for _, s := range []string{"that player shuffles", "that player shuffles their library", "that player shuffles his or her library"} {
		if clause == s {
			return true
		}
	}
	return false
}
