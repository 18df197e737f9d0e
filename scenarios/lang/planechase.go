package lang

import (
	"reflect"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// The Planechase variant in the scenario language (901 of 2026,
// rulings/planechase.go): plane and phenomenon cards (311, 312), their
// chaos, planeswalk and encounter abilities, the instructions
// "planeswalk", "roll the planar die" and "chaos ensues", the state lines
// of a planar deck and of the face-up plane, and the special action of
// rolling the planar die.

// planarTypeLine checks the type line of a plane or phenomenon card: no
// other card type, a plane's words after the dash one planar type
// (311.3), a phenomenon none (312.3), and an edition with the variant.
func (p *blockParser) planarTypeLine(c *rulings.Characteristics, n *node) error {
	plane, phenomenon := rulings.IsPlane(c), rulings.IsPhenomenon(c)
	if !plane && !phenomenon {
		return nil
	}
	if len(c.Types) > 1 || len(c.Supertypes) > 0 {
		return errorf(p.file, n.line, "card %q: a plane or phenomenon card has that card type alone, and no supertype (311.1, 312.1)", c.Name)
	}
	if phenomenon {
		if err := p.wordingInEdition(n.line, "phenomenon", rulings.PhenomenonSince); err != nil {
			return err
		}
		if len(c.Subtypes) > 0 {
			return errorf(p.file, n.line, "card %q: phenomenon cards have no subtypes (312.3)", c.Name)
		}
		return nil
	}
	if err := p.wordingInEdition(n.line, "plane", rulings.PlanechaseSince); err != nil {
		return err
	}
	if len(c.Subtypes) > 1 {
		// "Plane — Serra's Realm": all words after the dash are one
		// planar type (311.3).
		c.Subtypes = []string{strings.Join(c.Subtypes, " ")}
	}
	return nil
}

// planarCard checks a plane or phenomenon card's abilities: each plane
// has a chaos ability (311.7), each phenomenon an ability that triggers
// when you encounter it (312.5); a chaos ability is a plane's, an
// encounter ability a phenomenon's, and planeswalking to or away from a
// card is seen only by a planar card.
func (p *blockParser) planarCard(def *rulings.CardDefinition, n *node) error {
	c := &def.Faces[0]
	plane, phenomenon := rulings.IsPlane(c), rulings.IsPhenomenon(c)
	chaos, encounter := false, false
	for _, a := range c.Abilities {
		if a.Kind != rulings.TriggeredAbility || a.Trigger == nil {
			continue
		}
		text := strings.ToLower(a.Text)
		switch {
		case strings.Contains(text, "chaos ensues") || strings.Contains(text, "you roll {chaos}"):
			if !plane {
				return errorf(p.file, n.line, "card %q: %q is a chaos ability, which plane cards have (311.7); %q is no plane", def.Name, a.Text, def.Name)
			}
			chaos = true
		case strings.Contains(text, "you encounter "):
			if !phenomenon {
				return errorf(p.file, n.line, "card %q: %q triggers as a phenomenon is encountered (312.5); %q is no phenomenon", def.Name, a.Text, def.Name)
			}
			encounter = true
		case strings.Contains(text, "planeswalk to ") || strings.Contains(text, "planeswalk away from "):
			if !plane && !phenomenon {
				return errorf(p.file, n.line, "card %q: %q is an ability of a plane or phenomenon card, which functions from the command zone (901.7); %q is neither", def.Name, a.Text, def.Name)
			}
		}
	}
	switch {
	case plane && !chaos:
		return errorf(p.file, n.line, "plane %q has no chaos ability: each plane card has one, \"Whenever chaos ensues, EFFECT\" (311.7)", def.Name)
	case phenomenon && !encounter:
		return errorf(p.file, n.line, "phenomenon %q has no encounter ability: each phenomenon card has one, \"When you encounter %s, EFFECT\" (312.5)", def.Name, def.Name)
	}
	return nil
}

// planarInstruction reads the instructions of the Planechase variant:
// planeswalk (701.31), roll the planar die (901.9) and chaos ensues
// (311.7). ok is false for any other clause.
func (p *blockParser) planarInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	switch strings.ToLower(strings.TrimPrefix(clause, "you ")) {
	case "planeswalk":
		ins.Op = "planeswalk"
		return ins, true, p.actionInEdition(line, "planeswalk")
	case "roll the planar die":
		ins.Op = "roll-planar-die"
		return ins, true, p.wordingInEdition(line, "roll the planar die", rulings.PlanechaseSince)
	case "chaos ensues":
		ins.Op = "chaos-ensues"
		return ins, true, p.wordingInEdition(line, "chaos ensues", rulings.PhenomenonSince)
	}
	return ins, false, nil
}

// planarDeckLine reads "PLAYER planar deck: CARDS", the player's planar
// deck in the command zone, top first (901.3): the order the shuffle
// before the game gave (103.3a); or "PLAYER plane: CARD", the plane face
// up in the command zone, owned by the player (901.5). Each card is a
// plane or phenomenon card, with no status, counters or token of its own.
func (p *blockParser) planarDeckLine(prog *Program, n *node, who string, faceUp bool, list string) error {
	if err := p.wordingInEdition(n.line, "a planar deck", rulings.PlanechaseSince); err != nil {
		return err
	}
	e := zoneEntry{line: n.line, player: who, zone: rulings.ZoneCommand, planar: !faceUp, faceUp: faceUp}
	for _, item := range p.joinNames(splitList(list)) {
		ref, err := p.cardRef(n.line, item)
		if err != nil {
			return err
		}
		if ref.token != nil || ref.tapped || len(ref.counters) > 0 || ref.status.any {
			return errorf(p.file, n.line, "%q: a plane or phenomenon card is a card in the command zone, with no status, counters or token of its own", item)
		}
		if d := p.cards[ref.name]; d != nil && (len(d.Faces) == 0 || !rulings.IsPlane(&d.Faces[0]) && !rulings.IsPhenomenon(&d.Faces[0])) {
			return errorf(p.file, n.line, "%q is not a plane or phenomenon card: a planar deck holds only those (901.3)", item)
		}
		e.cards = append(e.cards, ref)
	}
	switch {
	case len(e.cards) == 0 && faceUp:
		return errorf(p.file, n.line, "expected the plane face up in the command zone, owned by %s", who)
	case len(e.cards) == 0:
		return errorf(p.file, n.line, "expected the cards of %s's planar deck, top first", who)
	case faceUp && (len(e.cards) > 1 || e.cards[0].count > 1):
		return errorf(p.file, n.line, "expected one plane face up: only in a Grand Melee game may several be face up at once (901.14), which the engine doesn't play")
	}
	prog.setup.entries = append(prog.setup.entries, e)
	return nil
}

// setUpPlanar puts n cards def of a planar deck or face-up plane line
// into the game.
func (r *gameRun) setUpPlanar(e zoneEntry, def *rulings.CardDefinition, n int) error {
	for range n {
		var err error
		if e.faceUp {
			_, err = r.game.SetFaceUpPlane(r.players[e.player], def)
		} else {
			_, err = r.game.AddToPlanarDeck(r.players[e.player], def)
		}
		if err != nil {
			return errorf(r.prog.file, e.line, "%v", err)
		}
	}
	return nil
}

// rollPlanarDie takes the special action of rolling the planar die for
// player pl (901.9), tapping the permanents the line names for mana to
// pay its cost; nothing else may be written after it.
func (r *gameRun) rollPlanarDie(pl rulings.PlayerID, a action) error {
	// Any clause but "tapping ..." (targets, choices, kicking, delving,
	// ...) is refused here rather than read and then ignored.
	if !reflect.DeepEqual(a, action{line: a.line, kind: a.kind, player: a.player, tapping: a.tapping}) {
		return errorf(r.prog.file, a.line, "rolling the planar die takes no targets, choices or costs but its mana: write \"%s rolls the planar die\" or \"%s rolls the planar die, tapping ...\"", a.player, a.player)
	}
	sources, err := r.manaSources(pl, a.tapping, map[rulings.ObjectID]bool{})
	if err != nil {
		return err
	}
	return r.game.RollPlanarDie(rulings.PlayRequest{Player: pl, ManaSources: sources})
}
