package rulings

import "fmt"

// manifestAction: to manifest a card is to put it onto the battlefield
// face down as a 2/2 creature with no text, name, subtypes or mana cost,
// a manifested permanent while it stays face down (701.40a); any time its
// controller has priority they may turn it face up for its mana cost if
// it is a creature card, a special action (701.40b), or for its morph or
// disguise cost if it has one (701.40c-d); several cards are manifested
// one at a time (701.40e); a card kept from entering the battlefield
// isn't manifested (701.40f); one that is an instant or sorcery card
// can't be turned face up so (701.40b), and an effect that would turn it
// face up reveals it and leaves it face down (701.40g). The face-down status is the one
// a morph spell has (FaceDown); how the card became face down is kept in
// Object.FaceDownBy. A keyword action from Fate Reforged, in the rules of
// 2015-01-23.
var manifestAction = KeywordAction{
	Name:   "manifest",
	Rule:   "701.40",
	Since:  "2015-01-23",
	Oracle: []string{"manifest the top card of your library", "manifest the top N cards of your library"},
	Ops:    []string{"manifest"},
}

// faceDownByAction names the keyword actions that put a card onto the
// battlefield face down (Object.FaceDownBy), each with the rules of its
// procedure for turning it face up: the one the face-up procedure cites
// (which refuses an instant or sorcery card), the one for morph and
// disguise.
var faceDownByAction = map[string][2]string{
	"manifest": {"701.40b", "701.40c"},
	"cloak":    {"701.58b", "701.58c"},
}

// opManifest has each player of the instruction manifest the top N cards
// of their library, one at a time (701.40e).
func opManifest(g *Game, r *resolution, ins Instruction) error {
	return putTopCardsFaceDown(g, r, ins, topFaceDown{action: "manifest", verb: "manifests", each: "701.40e", put: "701.40a", entered: "701.40f"})
}

// topFaceDown names a keyword action that puts the top cards of a library
// onto the battlefield face down (manifest, cloak) and the rules it cites.
type topFaceDown struct {
	action, verb       string // "manifest", "manifests"
	each, put, entered string // one at a time; put face down; as it enters
}

// putTopCardsFaceDown has each player of the instruction put the top N
// cards of their library onto the battlefield face down by way of the
// action, one at a time.
func putTopCardsFaceDown(g *Game, r *resolution, ins Instruction, way topFaceDown) error {
	n := max(r.value(ins.Amount), 1)
	for _, p := range r.players(ins.Player) {
		if n > 1 {
			g.record(way.each, "%s %s the top %d cards of their library one at a time", g.playerName(p), way.verb, n)
		}
		for range n {
			lib := g.players[p].Library
			if len(lib) == 0 {
				g.record(way.put, "%s's library is empty: there is no card to %s", g.playerName(p), way.action)
				break
			}
			if id, ok := g.putFaceDown(p, lib[0], way.action, way.put, way.entered); ok {
				r.noteMoved(id)
			}
		}
	}
	return nil
}

// putFaceDown has player p turn card id face down and put it onto the
// battlefield under their control, as the keyword action how does
// ("manifest", "cloak"). It enters as the face-down object, so an
// instant or sorcery card enters too; a card an effect keeps from
// entering isn't put face down and stays where it was (701.40f, 701.58f).
func (g *Game) putFaceDown(p PlayerID, id ObjectID, how, rule, keptRule string) (ObjectID, bool) {
	name := g.objects[id].Card.Name
	g.faceDownEntry = how
	now := g.enterPlay(id, p)
	g.faceDownEntry = ""
	o := g.objects[now]
	if o == nil || o.Zone != ZoneInPlay {
		if o != nil {
			o.FaceDown, o.FaceDownBy = false, ""
		}
		g.record(keptRule, "%s can't enter the battlefield: it isn't %sed and stays where it was, face up if it was", name, how)
		return 0, false
	}
	what := "a 2/2 face-down creature with no text, name, subtypes or mana cost"
	if how == "cloak" {
		what = "a 2/2 face-down creature with ward {2} and no name, subtypes or mana cost"
	}
	g.record(rule, "%s %ss %s: it is turned face down and put onto the battlefield as %s, a %sed permanent", g.playerName(p), how, name, what, how)
	g.noteEntersFaceDown(name)
	if o.Card.Back != nil {
		g.record("712.15", "%s is a double-faced card entering face down: it has the characteristics the %s gives it, not those of either face", name, how)
	}
	return now, true
}

// turnFaceDownByActionUp turns face up, for player p, permanent o that a
// keyword action put face down: for its mana cost if it is a creature
// card with one (701.40b, 701.58b), or, its controller choosing, by the
// procedure of its morph or disguise (701.40c-d, 701.58c-d). An instant
// or sorcery card can't be turned face up this way (701.40b, 701.58b).
func (g *Game) turnFaceDownByActionUp(p PlayerID, o *Object, req PlayRequest) error {
	rules := faceDownByAction[o.FaceDownBy]
	face := &underlyingFaces(o)[0]
	if face.HasType("instant") || face.HasType("sorcery") {
		// The special action shows a creature card and its mana cost: an
		// instant or sorcery card can't be turned face up this way at all,
		// so nothing is revealed or paid (701.40b, 701.58b). Revealing it
		// and leaving it face down (701.40g, 701.58g) is for an effect
		// that would turn it face up.
		return g.illegal(rules[0], "%s is an instant or sorcery card, not a creature card: the %sed permanent can't be turned face up this way", face.Name, o.FaceDownBy)
	}
	_, morphs := morphCost(face)
	other := ""
	switch {
	case morphs:
		other = "morph"
	case hasKeyword(face, "disguise"):
		other = "disguise"
	}
	creature := face.HasType("creature") && face.HasCost
	if other != "" && creature {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rules[1], About: fmt.Sprintf("how to turn %s face up: for its mana cost or its %s cost", face.Name, other), Options: []string{"mana cost", other + " cost"}})
		if err != nil {
			return err
		}
		creature = answer == "mana cost"
	}
	if !creature && other == "" {
		return g.illegal(rules[0], "%s is not a creature card with a mana cost: the %sed permanent can't be turned face up this way", face.Name, o.FaceDownBy)
	}
	if !creature {
		g.record(rules[1], "%s turns the %sed %s face up by the procedure of %s", g.playerName(p), o.FaceDownBy, face.Name, other)
		if other == "morph" {
			return g.turnMorphFaceUp(p, o, req)
		}
		return g.turnDisguiseFaceUp(p, o, req)
	}
	m, how := face.ManaCost, o.FaceDownBy
	name, err := g.payAndTurnFaceUp(p, o, req, m)
	if err != nil {
		return err
	}
	g.record(rules[0], "%s shows that %s is a creature card with mana cost %s, pays it and turns the %sed %s face up: a special action that doesn't use the stack; it is now %s", g.playerName(p), face.Name, m, how, name, g.name(o.ID))
	g.noteTurnedUpBy(g.name(o.ID), "the rule of "+how)
	if o.Card.Back != nil && !o.Transformed {
		g.record("712.15a", "%s is a double-faced card turned face up: it has its front face up", g.name(o.ID))
	}
	g.turnedFaceUp(o)
	return g.givePriority(p)
}
