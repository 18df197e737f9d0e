package rulings

// transformAction: to transform a permanent is to turn it over so that
// its other face is up (701.27a), a game action other than turning it
// face up or down (701.27b). Only a permanent represented by a
// double-faced card or token can (701.27c, 712.9), and not into an
// instant or sorcery face (701.27d, 712.10). An ability of the permanent
// that tries to transform it does nothing if it has transformed or
// converted since the ability went on the stack (701.27f). The permanent
// stays the same object, effects on it still applying (712.18).
// Convert (701.28) is the same action under another name, following the
// same rules (701.28a); the two share turnOver. Transform is a keyword
// action from Innistrad, convert from The Brothers' War.
var transformAction = KeywordAction{
	Name:   "transform",
	Rule:   "701.27",
	Since:  InnistradUpdate,
	Oracle: []string{"transform TARGET", "transform this", "transform it", "transform all FILTER"},
	Ops:    []string{"transform"},
}

// convertAction is convert (701.28), played as transform is.
var convertAction = KeywordAction{
	Name:   "convert",
	Rule:   "701.28",
	Since:  "2022-11-18",
	Oracle: []string{"convert TARGET", "convert this", "convert it"},
	Ops:    []string{"convert"},
}

// turnRules are the subrules one of the two actions cites for each of
// its steps.
type turnRules struct {
	verb, turned                  string
	turn, notDouble, notPermanent string
	already                       string
}

var (
	transformRules = turnRules{verb: "transform", turned: "transforms", turn: "701.27a", notDouble: "701.27c", notPermanent: "701.27d", already: "701.27f"}
	convertRules   = turnRules{verb: "convert", turned: "converts", turn: "701.28a", notDouble: "701.28c", notPermanent: "701.28d", already: "701.28e"}
)

// opTransform transforms each permanent of the instruction.
func opTransform(g *Game, r *resolution, ins Instruction) error {
	return g.turnOver(r, ins, transformRules)
}

// opConvert converts each permanent of the instruction.
func opConvert(g *Game, r *resolution, ins Instruction) error {
	return g.turnOver(r, ins, convertRules)
}

// turnOver turns each permanent of the instruction, or each matching its
// filter as it resolves ("transform all Humans"), so that its other face
// is up, citing rules.
func (g *Game) turnOver(r *resolution, ins Instruction, rules turnRules) error {
	for _, id := range r.groupObjects(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		name := g.name(id)
		switch {
		case o.FaceDown:
			g.record("712.15a", "%s is face down: a face-down double-faced permanent can't %s, and nothing happens", name, rules.verb)
			continue
		case o.Card.Meld != nil || o.Melded != nil:
			g.record("712.4c", "%s is represented by a meld card: meld cards can't be %sed, and the instruction to %s it is ignored", name, rules.verb, rules.verb)
			continue
		case o.Card.Back == nil:
			if o.CopyOf != nil {
				g.record("712.9", "%s is a copy of %s, but what represents it isn't a double-faced card or token: copying a face doesn't let it %s", name, o.CopyOf.of, rules.verb)
			}
			g.record(rules.notDouble, "%s isn't represented by a double-faced card or token: told to %s it, nothing happens", name, rules.verb)
			continue
		}
		to := o.Card.Back
		if o.Transformed {
			to = &o.Card.Faces[0]
		}
		if !permanentFace(to) {
			g.record(rules.notPermanent, "the face %s would turn into, %s, is an instant or sorcery face: nothing happens", name, to.Name)
			g.noteNotPermanentFace(name, to, rules)
			continue
		}
		if g.dayboundForbids(o, rules.verb) {
			continue
		}
		if r.ownTurnSinceStacked(o) {
			g.record(rules.already, "%s has transformed or converted since this ability of it was put on the stack: the instruction to %s it is ignored", name, rules.verb)
			continue
		}
		g.turnOverNow(o, rules)
	}
	return nil
}

// ownTurnSinceStacked reports whether o, the source of the resolving
// ability that isn't a delayed triggered ability, transformed or
// converted after that ability was put on the stack (701.27f, 701.28e).
// A delayed triggered ability (one without a trigger condition of its
// own) counts from its creation, which the engine doesn't keep: it is
// never refused here.
func (r *resolution) ownTurnSinceStacked(o *Object) bool {
	if r.obj == nil || r.ability == nil || r.source == nil || r.source.id != o.ID || o.turnedOver == 0 {
		return false
	}
	if r.ability.Kind != ActivatedAbility && (r.ability.Kind != TriggeredAbility || r.ability.Trigger == nil) {
		return false
	}
	return o.turnedOver > r.obj.Timestamp
}

// turnOverNow turns o over and records what it now is.
func (g *Game) turnOverNow(o *Object, rules turnRules) {
	before := g.name(o.ID)
	o.Transformed = !o.Transformed
	o.turnedOver = g.newTimestamp()
	o.Timestamp = o.turnedOver
	g.effectsChanged()
	g.record(rules.turn, "%s %s: it is turned over so that its other face is up, and it is now %s", before, rules.turned, g.name(o.ID))
	g.record("712.18", "%s doesn't become a new object as it %s: the effects that applied to it still apply", g.name(o.ID), rules.turned)
	g.noteTurnedFace(o, rules)
	g.noteTurnedOverTimestamp(o, rules.turned)
	if o.CopyOf != nil {
		g.record("712.9", "%s is a double-faced card copying %s: it turns over, and the copy effect still gives it %s's values", g.name(o.ID), o.CopyOf.of, o.CopyOf.of)
		return
	}
	if o.Transformed {
		g.noteColorIndicator(o)
		front := o.Card.Faces[0].ManaCost
		g.record("712.8e", "with its back face up, %s has only the characteristics of its back face, but its mana value comes from its front face's mana cost %s: %d", g.name(o.ID), front, front.ConvertedCost())
		return
	}
	g.record("712.8d", "with its front face up, %s has only the characteristics of its front face", g.name(o.ID))
}
