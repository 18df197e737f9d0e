package lang

import (
	"fmt"
	"slices"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// Schemes and the Archenemy variant in the scenario language (314, 904,
// rulings/schemes.go). A scheme card has the card type scheme, an ongoing
// one the supertype ongoing:
//
//	card "Look Skyward and Despair" scheme
//	  When you set this scheme in motion, create a 5/5 red Dragon creature token with flying.
//	card "The Very Soil Shall Shake" ongoing scheme
//	  static creatures you control get +2/+2
//	  When a creature you control dies, abandon this scheme.
//
// The archenemy is the player with a scheme deck, stated top first
// (`alice scheme deck: "A", "B"`); an ongoing scheme set in motion before
// the scenario begins is stated face up (`alice face-up schemes: "C"`).
// The same two lines as expectations check the deck, in order, and the
// face-up schemes. "Set a scheme in motion" and "set N schemes in
// motion" are instructions (701.32), "abandon this scheme" one of a
// scheme's own abilities (701.33).

// setInMotionCondition is the trigger condition "when you set this scheme
// in motion", "this scheme" read as "this" (314.7).
const setInMotionCondition = "you set this in motion"

// schemeTrigger reads the trigger condition of a scheme set in motion:
// the scheme itself, turned face up (904.9, 701.32b).
func schemeTrigger(rest string) (*rulings.Trigger, bool) {
	if rest != setInMotionCondition {
		return nil, false
	}
	return &rulings.Trigger{Kind: rulings.OnEvent, Event: rulings.SchemeSetInMotion, Self: true, From: rulings.ZoneAny, To: rulings.ZoneAny}, true
}

// schemeInstruction reads the instructions of schemes: "set a scheme in
// motion", "set N schemes in motion" (701.32c) and "abandon this scheme"
// (701.33), each refused under an edition before Archenemy.
func (p *blockParser) schemeInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	var ins rulings.Instruction
	lower := strings.TrimPrefix(strings.ToLower(clause), "you ")
	if lower == "abandon this" || lower == "abandon this scheme" {
		ins.Op = "abandon"
		return ins, true, p.actionInEdition(line, "abandon")
	}
	what, ok := strings.CutPrefix(lower, "set ")
	if !ok {
		return ins, false, nil
	}
	what, ok = strings.CutSuffix(what, " in motion")
	if !ok {
		return ins, false, nil
	}
	n := 1
	if what != "a scheme" {
		count, schemes, _ := strings.Cut(what, " ")
		v, isNumber := numberWord(count)
		if schemes != "schemes" || !isNumber || v < 2 {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"set a scheme in motion\" or \"set N schemes in motion\" (701.32)", clause)
		}
		n = v
	}
	ins.Op, ins.Player, ins.Amount = "set-in-motion", rulings.Ref{Kind: rulings.RefYou}, rulings.Value{N: n}
	return ins, true, p.actionInEdition(line, "set in motion")
}

// checkSchemeFace refuses what only a scheme card has on any other card:
// the supertype ongoing (205.4h), a trigger on setting it in motion and
// an instruction abandoning it (701.32a, 701.33a). A scheme is refused
// under an edition before Archenemy.
func (p *blockParser) checkSchemeFace(c *rulings.Characteristics, line int) error {
	scheme := rulings.IsScheme(c)
	if scheme {
		if err := p.wordingInEdition(line, "scheme", rulings.SchemeSince); err != nil {
			return err
		}
		if len(c.Types) > 1 || len(c.Subtypes) > 0 {
			return errorf(p.file, line, "card %q: a scheme card has no other card type and no subtypes (314.3)", c.Name)
		}
		return nil
	}
	if c.HasSupertype("ongoing") {
		return errorf(p.file, line, "card %q: ongoing is a supertype only scheme cards have (205.4h)", c.Name)
	}
	for _, a := range c.Abilities {
		if a.Kind == rulings.TriggeredAbility && a.Trigger != nil && a.Trigger.Event == rulings.SchemeSetInMotion && a.Trigger.Kind == rulings.OnEvent {
			return errorf(p.file, line, "card %q: only a scheme card is set in motion (701.32a): \"%s\" would never trigger", c.Name, a.Text)
		}
		for _, ins := range a.Effect {
			if ins.Op == "abandon" {
				return errorf(p.file, line, "card %q: only a face-up ongoing scheme may be abandoned (701.33a), and \"this scheme\" is the scheme card with the ability (314.7): %q is no scheme", c.Name, c.Name)
			}
		}
	}
	return nil
}

// schemeStateLine reads the set-up lines of the Archenemy variant:
// "PLAYER scheme deck: CARDS", top first, which makes the player the
// archenemy (904.2a, 904.3), and "PLAYER face-up schemes: CARDS", the
// ongoing schemes already set in motion (904.11). It reports whether the
// line is one of them.
func (p *blockParser) schemeStateLine(prog *Program, n *node, who, rest string) (bool, error) {
	zone, list, ok := strings.Cut(rest, ":")
	faceUp := strings.TrimSpace(zone) == "face-up schemes"
	if !ok || !faceUp && strings.TrimSpace(zone) != "scheme deck" {
		return false, nil
	}
	if err := p.wordingInEdition(n.line, strings.TrimSpace(zone), rulings.SchemeSince); err != nil {
		return true, err
	}
	e := zoneEntry{line: n.line, player: who, zone: rulings.ZoneCommand}
	for _, item := range p.joinNames(splitList(list)) {
		ref, err := p.cardRef(n.line, item)
		if err != nil {
			return true, err
		}
		if ref.token != nil || ref.tapped || len(ref.counters) > 0 || ref.status.any {
			return true, errorf(p.file, n.line, "%q: a scheme card is a card in the command zone, with no status, counters or token of its own (314.2)", item)
		}
		if d := p.cards[ref.name]; d != nil && (len(d.Faces) == 0 || !rulings.IsScheme(&d.Faces[0])) {
			return true, errorf(p.file, n.line, "%q is not a scheme card: only scheme cards make a scheme deck and are set in motion (904.3, 701.32a)", item)
		}
		e.cards = append(e.cards, ref)
	}
	if len(e.cards) == 0 {
		return true, errorf(p.file, n.line, "expected the cards of %s's %s", who, strings.TrimSpace(zone))
	}
	if faceUp {
		prog.setup.faceUpSchemes = append(prog.setup.faceUpSchemes, e)
	} else {
		prog.setup.schemeDecks = append(prog.setup.schemeDecks, e)
	}
	return true, nil
}

// setUpSchemes gives each player with a scheme deck line their deck, and
// then puts their face-up schemes into the command zone.
func (r *gameRun) setUpSchemes() error {
	p := r.prog
	g := r.game
	cards := func(e zoneEntry) ([]*rulings.CardDefinition, rulings.PlayerID, error) {
		pl, ok := r.players[e.player]
		if !ok {
			return nil, 0, errorf(p.file, e.line, "unknown player %q", e.player)
		}
		var out []*rulings.CardDefinition
		for _, c := range e.cards {
			def := p.cards[c.name]
			if def == nil {
				return nil, 0, errorf(p.file, e.line, "unknown card %q", c.name)
			}
			for range c.count {
				out = append(out, def)
			}
		}
		return out, pl, nil
	}
	for _, e := range p.setup.schemeDecks {
		deck, pl, err := cards(e)
		if err != nil {
			return err
		}
		if err := g.SetSchemeDeck(pl, deck); err != nil {
			return errorf(p.file, e.line, "%v", err)
		}
	}
	for _, e := range p.setup.faceUpSchemes {
		up, pl, err := cards(e)
		if err != nil {
			return err
		}
		for _, def := range up {
			if err := g.SetFaceUpScheme(pl, def); err != nil {
				return errorf(p.file, e.line, "%v", err)
			}
		}
	}
	return nil
}

// schemeExpectation reads "PLAYER scheme deck: CARDS", the deck top
// first, and "PLAYER face-up schemes: CARDS" (or "nothing") as
// expectations. It reports whether rest is one of them.
func (p *blockParser) schemeExpectation(e *expectation, rest string) bool {
	zone, list, ok := strings.Cut(rest, ":")
	if !ok {
		return false
	}
	switch strings.TrimSpace(zone) {
	case "scheme deck":
		e.kind = expSchemeDeck
	case "face-up schemes":
		e.kind = expFaceUpSchemes
	default:
		return false
	}
	for _, item := range p.joinNames(splitList(list)) {
		if item == "nothing" || item == "empty" {
			continue
		}
		name, count := SplitCount(item)
		for range max(count, 1) {
			e.names = append(e.names, unquote(name))
		}
	}
	return true
}

// checkSchemes evaluates a scheme expectation: the scheme deck in order,
// top first, or the face-up schemes in any order. It returns what the
// game has instead, "" if it matches.
func (r *gameRun) checkSchemes(e expectation) (want, got string) {
	pl := r.players[e.player]
	if e.kind == expSchemeDeck {
		deck := r.game.SchemeDeck(pl)
		if slices.Equal(deck, e.names) {
			return "", ""
		}
		return fmt.Sprintf("%s scheme deck: %s", e.player, listOrNothing(e.names)), fmt.Sprintf("%s scheme deck: %s", e.player, listOrNothing(deck))
	}
	up := r.game.FaceUpSchemes(pl)
	wantUp := slices.Clone(e.names)
	slices.Sort(up)
	slices.Sort(wantUp)
	if slices.Equal(up, wantUp) {
		return "", ""
	}
	return fmt.Sprintf("%s face-up schemes: %s", e.player, listOrNothing(wantUp)), fmt.Sprintf("%s face-up schemes: %s", e.player, listOrNothing(up))
}
