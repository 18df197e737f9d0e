package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// loseGamePrefix opens a replacement effect for losing the game, as the
// language and Oracle text (lower-cased) write it.
const loseGamePrefix = "if you would lose the game, instead"

// loseReplacement parses "if you would lose the game, instead
// INSTRUCTIONS" (a colon may follow "instead"). In Oracle text ", then"
// and "and your life total becomes" separate the instructions. ok is false
// for any other line.
func (p *blockParser) loseReplacement(line int, text string) (*rulings.Ability, bool, error) {
	rest, ok := strings.CutPrefix(lowerFirst(text), loseGamePrefix)
	if !ok {
		return nil, false, nil
	}
	rest = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(rest, ":")), ".")
	rest = strings.ReplaceAll(rest, ", then ", "; ")
	rest = strings.ReplaceAll(rest, " and your life total becomes ", "; your life total becomes ")
	// "exile this creature and ...": the object itself, and the later
	// word for removing it from the game.
	for _, self := range selfNames {
		rest = strings.ReplaceAll(rest, self, "this")
	}
	if strings.Contains(rest, "exile ") {
		rest = exileToRemove(rest)
	}
	effect, err := p.instructions(line, rest)
	if err != nil {
		return nil, true, err
	}
	return &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(text, "."),
		Static: &rulings.Static{Kind: rulings.ReplaceGameLoss, Effect: effect}}, true, nil
}

// shuffleZones are the words of "shuffle your hand, your graveyard, and
// all permanents you own into your library", each naming what it moves.
var shuffleZones = map[string]string{"your hand": "hand", "your graveyard": "graveyard", "all permanents you own": "permanents"}

// lifeAndShuffle parses the instructions "your life total becomes N" and
// "shuffle ZONES into your library"; ok is false for other clauses.
func (p *blockParser) lifeAndShuffle(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	for _, who := range []struct {
		prefix string
		ref    rulings.RefKind
	}{{"your life total becomes ", rulings.RefYou}, {"that player's life total becomes ", rulings.RefThatPlayer}} {
		if amount, ok := strings.CutPrefix(clause, who.prefix); ok {
			// "becomes equal to your starting life total"
			amount = strings.TrimPrefix(amount, "equal to ")
			v, err := p.value(line, amount)
			if err != nil {
				return ins, true, err
			}
			ins.Op, ins.Amount, ins.Player = "set-life", v, rulings.Ref{Kind: who.ref}
			return ins, true, nil
		}
	}
	// "target opponent's life total becomes 10" (Sorin Markov), the
	// target read as its name: "T's life total becomes N".
	if owner, amount, ok := strings.Cut(clause, "'s life total becomes "); ok && isTargetName(owner) {
		v, err := p.value(line, strings.TrimPrefix(amount, "equal to "))
		if err != nil {
			return ins, true, err
		}
		ins.Op, ins.Amount, ins.Player = "set-life", v, rulings.Ref{Kind: rulings.RefTarget, Name: owner}
		return ins, true, nil
	}
	if amount, ok := strings.CutSuffix(strings.TrimPrefix(clause, "you "), " additional upkeep steps after this phase"); ok && strings.HasPrefix(strings.TrimPrefix(clause, "you "), "get ") {
		// "you get that many additional upkeep steps after this phase"
		// (500.10 of 2026): "that many" is the amount of the trigger event.
		amount = strings.TrimPrefix(amount, "get ")
		if amount == "that many" {
			amount = "that much"
		}
		v, err := p.value(line, amount)
		if err != nil {
			return ins, true, err
		}
		ins.Op, ins.Amount = "extra-upkeeps", v
		return ins, true, nil
	}
	what, ok := strings.CutPrefix(clause, "shuffle ")
	if !ok || strings.HasSuffix(clause, " into its owner's library") {
		return ins, false, nil
	}
	what, ok = strings.CutSuffix(what, " into your library")
	if !ok {
		return ins, true, errorf(p.file, line, "expected \"shuffle your hand, your graveyard, and all permanents you own into your library\", found %q", clause)
	}
	what = strings.ReplaceAll(strings.ReplaceAll(what, ", and ", ", "), " and ", ", ")
	var zones []string
	for _, item := range strings.Split(what, ", ") {
		z, known := shuffleZones[strings.TrimSpace(item)]
		if !known {
			return ins, true, errorf(p.file, line, "cannot shuffle %q into a library (expected your hand, your graveyard or all permanents you own)", item)
		}
		zones = append(zones, z)
	}
	ins.Op, ins.Name = "shuffle-into-library", strings.Join(zones, ",")
	return ins, true, nil
}

// anyNumberIfKicked is the line of a modal spell whose kicker lets its
// controller choose any number of modes.
const anyNumberIfKicked = "choose one. if this spell was kicked, choose any number instead"

// castFromTop reads "you may cast FILTER from the top of your library"
// (or "play", as printed with a capital) and returns FILTER.
func castFromTop(text string) (string, bool) {
	s := strings.TrimSuffix(lowerFirst(strings.TrimSpace(text)), ".")
	for _, verb := range []string{"you may cast ", "you may play "} {
		if rest, ok := strings.CutPrefix(s, verb); ok {
			if what, ok := strings.CutSuffix(rest, " from the top of your library"); ok {
				return what, true
			}
		}
	}
	return "", false
}

// flashPermission reads "you may cast FILTER as though they had flash"
// (or "play", or "it had") and returns FILTER.
func flashPermission(text string) (string, bool) {
	s := strings.TrimSuffix(lowerFirst(strings.TrimSpace(text)), ".")
	for _, verb := range []string{"you may cast ", "you may play "} {
		if rest, ok := strings.CutPrefix(s, verb); ok {
			for _, end := range []string{" as though they had flash", " as though it had flash"} {
				if what, ok := strings.CutSuffix(rest, end); ok {
					return what, true
				}
			}
		}
	}
	return "", false
}
