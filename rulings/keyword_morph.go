package rulings

// morphCost returns a card's morph cost, if it has morph.
func morphCost(c *Characteristics) (ManaCost, bool) {
	for _, a := range c.Abilities {
		if a.Keyword == morph.Name || a.Keyword == megamorph.Name {
			return a.Cost.Mana, true
		}
	}
	return ManaCost{}, false
}

// TurnFaceUp turns a face-down permanent face up by paying its morph cost:
// a special action its controller can take whenever he or she has
// priority; it doesn't use the stack, and that player gets priority
// afterwards (408.2h).
func (g *Game) TurnFaceUp(req PlayRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		o := g.objects[req.Card]
		if o != nil && o.Zone == ZoneCommand {
			return g.turnConspiracyFaceUp(p, o)
		}
		if o == nil || o.Zone != ZoneInPlay || !o.FaceDown || o.Controller != p {
			return g.illegal("408.2h", "%s controls no such face-down permanent: only the controller of a face-down permanent may turn it face up", g.playerName(p))
		}
		if g.priority != p {
			return g.illegal("408.2h", "%s can turn a face-down permanent face up only when he or she has priority", g.playerName(p))
		}
		g.splitSecondAllowsSpecial(p, "turn a face-down permanent face up")
		if o.FaceDownBy != "" && o.CopyOf == nil {
			return g.turnFaceDownByActionUp(p, o, req)
		}
		_, ok := morphCost(&underlyingFaces(o)[0])
		if !ok && isDisguised(&underlyingFaces(o)[0]) {
			return g.turnDisguiseFaceUp(p, o, req)
		}
		if !ok {
			if o.CopyOf != nil {
				return g.illegal("504.7", "%s is a face-down copy of %s, which has no morph cost: it can't be turned face up as a special action", o.Card.Name, o.CopyOf.of)
			}
			return g.illegal("408.2h", "%s has no morph cost to pay", o.Card.Name)
		}
		return g.turnMorphFaceUp(p, o, req)
	})
}

// payAndTurnFaceUp has player p pay cost m and turn face-down permanent o
// face up, the part every way of turning a permanent face up shares
// (morph, disguise, a manifested or cloaked card's mana cost); it returns
// the name o had while face down, for the step the caller records.
func (g *Game) payAndTurnFaceUp(p PlayerID, o *Object, req PlayRequest, m ManaCost) (string, error) {
	if err := g.payManaWith(p, req.ManaSources, m); err != nil {
		return "", err
	}
	name := g.name(o.ID)
	o.FaceDown, o.FaceDownBy = false, ""
	g.effectsChanged()
	g.newFaceUpTimestamp(o)
	return name, g.asTurnedFaceUp(o)
}

// turnMorphFaceUp turns face-down permanent o, whose card has morph, face
// up for its morph cost (408.2h; 702.37e of 2026).
func (g *Game) turnMorphFaceUp(p PlayerID, o *Object, req PlayRequest) error {
	m, _ := morphCost(&underlyingFaces(o)[0])
	name, err := g.payAndTurnFaceUp(p, o, req, m)
	if err != nil {
		return err
	}
	g.record("408.2h", "%s pays %s and turns %s face up: a special action that doesn't use the stack; it is now %s", g.playerName(p), m, name, g.name(o.ID))
	g.megamorphCounter(o)
	g.noteTurnedUpBy(g.name(o.ID), "the morph ability")
	g.record("502.26d", "the morph effect on %s ends and it regains its normal characteristics; abilities relating to its coming into play don't apply", g.name(o.ID))
	g.record("504.5", "as %s is turned face up its copiable values revert to its normal ones; the effects already applied to the face-down permanent still apply to it", g.name(o.ID))
	g.turnedFaceUp(o)
	return g.givePriority(p)
}

// morph: the card may be played face down as a 2/2 creature for {3} and
// turned face up for its morph cost (502.26, 504).
var morph = Keyword{Name: "morph", Rule: "502.26", natureRule: "502.26a", nature: "morph means: this card may be played as a 2/2 face-down creature with no text, name, subtypes or mana cost by paying {3} rather than its mana cost, and turned face up for its morph cost any time its controller could play an instant", Form: "morph {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}
