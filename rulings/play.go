package rulings

import (
	"errors"
	"fmt"
	"slices"
)

// PlayRequest is a player's play of a spell or activated ability, with
// every announcement of 409.1b-e and the payments of 409.1g-h.
type PlayRequest struct {
	Player PlayerID
	// Card is the card to play (a spell) or the source (an ability).
	Card ObjectID
	// Ability is the activated ability's index among the source's
	// activated abilities; ignored for spells.
	Ability int
	// Face is the half of a split card to play (505.2).
	Face string
	// X is the announced value of X (409.1b).
	X int
	// Targets are the chosen targets, in the order the instances of the
	// word "target" appear (409.1c).
	Targets []Target
	// Sacrifices and Discards are the objects chosen to pay the additional
	// or activation costs, in order.
	Sacrifices []ObjectID
	Discards   []ObjectID
	// ManaSources are permanents whose mana abilities the player plays
	// while paying (409.1g).
	ManaSources []ObjectID
	// Convoke lists the creatures tapped for convoke (502.46a).
	Convoke []ConvokeChoice
}

// ConvokeChoice is one creature tapped for convoke and what it pays: "{1}"
// or a colored mana symbol; empty when the player leaves it to be asked.
type ConvokeChoice struct {
	Creature ObjectID
	Pays     string
}

// stackSpell is the bookkeeping of one play in progress.
type stackSpell struct {
	obj       *Object
	ability   *Ability
	source    *Object
	isSpell   bool
	totalCost ManaCost
	parts     []CostPart
	events    []Event
	before    []*view
}

// Play plays a spell from a player's hand (409.1). If the play turns out
// to be illegal, the game returns to the moment before it (409.1, 422.1)
// and the error says why.
func (g *Game) Play(req PlayRequest) error {
	return g.undoable(req.Player, func() error { return g.playSpell(req) })
}

// Activate plays an activated ability (409.1); mana abilities resolve at
// once (411.1).
func (g *Game) Activate(req PlayRequest) error {
	return g.undoable(req.Player, func() error { return g.activate(req) })
}

func (g *Game) undoable(p PlayerID, action func() error) error {
	if g.Over {
		return fmt.Errorf("the game is over")
	}
	snapshot := g.clone()
	err := action()
	if err == nil {
		return nil
	}
	var illegal *IllegalError
	if errors.As(err, &illegal) {
		g.restore(snapshot)
		g.trace.record("422.1", "the action is reversed: the game returns to the moment before it, and %s keeps priority (422.2)", g.playerName(p))
		return err
	}
	g.restore(snapshot)
	return err
}

// timingRule returns the rule letting a card of these types be played now,
// and whether it allows it.
func (g *Game) canPlayNow(p PlayerID, c *Characteristics) (string, bool) {
	if c.HasType("instant") {
		return "212.5a", true
	}
	rule := "212.7a"
	switch {
	case c.HasType("creature"):
		rule = "212.3a"
	case c.HasType("artifact"):
		rule = "212.2a"
	case c.HasType("enchantment"):
		rule = "212.4a"
	}
	return rule, g.Active == p && g.Step.isMain() && len(g.Stack) == 0
}

func (g *Game) playSpell(req PlayRequest) error {
	card := g.objects[req.Card]
	p := req.Player
	name := g.playerName(p)
	if card == nil || card.Zone != ZoneHand || card.Owner != p {
		return fmt.Errorf("%s has no such card in hand", name)
	}
	if g.Priority != p {
		return g.illegal("408.1d", "%s can't play %s: %s has priority", name, g.name(card.ID), g.playerName(g.Priority))
	}
	face := 0
	if card.Card.IsSplit() {
		face = card.Card.Face(req.Face)
		if face < 0 {
			return &DecisionError{Player: name, Question: "which half of " + card.Card.Name + " to play", Options: faceNames(card.Card)}
		}
	}
	chars := &card.Card.Faces[face]
	if chars.HasType("land") {
		return g.illegal("212.6j", "%s is a land: it can be played only as a land, not as a spell", chars.Name)
	}
	if rule, ok := g.canPlayNow(p, chars); !ok {
		return g.illegal(rule, "%s can play %s only during a main phase of his or her turn with the stack empty", name, chars.Name)
	}
	before := g.view(card.ID)
	// 409.1a: the card moves from the zone it's in to the stack.
	ev := g.move(card.ID, ZoneStack, p)
	obj := g.objects[ev.NewID]
	if card.Card.IsSplit() {
		obj.Face = face
		g.trace.record("505.2", "only the characteristics of %s exist while it is a spell", chars.Name)
	}
	g.trace.record("409.1a", "%s announces %s and moves it from hand to the stack", name, chars.Name)
	s := &stackSpell{obj: obj, isSpell: true, ability: spellAbility(chars), events: []Event{ev}, before: []*view{before}}
	for _, a := range chars.Abilities {
		s.parts = append(s.parts, a.AdditionalCosts...)
	}
	return g.completePlay(s, req, chars.ManaCost)
}

func faceNames(d *CardDefinition) []string {
	out := make([]string, len(d.Faces))
	for i := range d.Faces {
		out[i] = d.Faces[i].Name
	}
	return out
}

// spellAbility returns the ability an instant or sorcery follows as it
// resolves, or nil.
func spellAbility(c *Characteristics) *Ability {
	for _, a := range c.Abilities {
		if a.Kind == SpellAbility {
			return a
		}
	}
	return nil
}

// activatedAbilities lists a view's activated abilities in order.
func activatedAbilities(v *view) []*Ability {
	var out []*Ability
	for _, a := range v.chars().Abilities {
		if a.Kind == ActivatedAbility {
			out = append(out, a)
		}
	}
	return out
}

func (g *Game) activate(req PlayRequest) error {
	p := req.Player
	name := g.playerName(p)
	src := g.objects[req.Card]
	if src == nil {
		return fmt.Errorf("no such object")
	}
	v := g.view(src.ID)
	abilities := activatedAbilities(v)
	if req.Ability < 0 || req.Ability >= len(abilities) {
		return g.illegal("403.1", "%s has no activated ability to play", v.name())
	}
	a := abilities[req.Ability]
	zone := a.Zone
	if zone == ZoneNone {
		zone = ZoneInPlay
	}
	if src.Zone != zone {
		return g.illegal("403.1", "%s's ability \"%s\" can be played only while it is in %s", v.name(), a.Text, zone)
	}
	owner := src.Controller
	if zone != ZoneInPlay {
		owner = src.Owner
	}
	if owner != p {
		return g.illegal("403.1", "%s doesn't control %s", name, v.name())
	}
	if a.Mana {
		return g.playManaAbility(p, src.ID, a)
	}
	if g.Priority != p {
		return g.illegal("408.1d", "%s can't play an ability: %s has priority", name, g.playerName(g.Priority))
	}
	obj := &Object{Ability: a, Source: v, Owner: p, Controller: p, Face: -1}
	g.place(obj, ZoneStack, false)
	g.trace.record("409.1a", "%s plays %s's ability \"%s\"; it goes on the stack", name, v.name(), a.Text)
	s := &stackSpell{obj: obj, ability: a, source: src, parts: a.Cost.Parts}
	return g.completePlay(s, req, a.Cost.Mana)
}

// completePlay performs 409.1b-i for a spell or ability already on the
// stack.
func (g *Game) completePlay(s *stackSpell, req PlayRequest, cost ManaCost) error {
	p := req.Player
	// 409.1b: announce X and the intention to pay additional costs.
	if cost.X > 0 {
		s.obj.X = req.X
		g.trace.record("409.1b", "%s announces X = %d", g.playerName(p), req.X)
	}
	if err := g.chooseTargets(s, req.Targets); err != nil {
		return err
	}
	total, err := g.totalCost(s, req, cost)
	if err != nil {
		return err
	}
	s.totalCost = total
	if err := g.payTotalCost(s, req); err != nil {
		return err
	}
	// 409.1i: the spell or ability becomes played.
	g.trace.record("409.1i", "%s becomes played; %s gets priority", g.name(s.obj.ID), g.playerName(p))
	if s.isSpell {
		s.events = append(s.events, Event{Kind: SpellPlayed, Object: g.view(s.obj.ID), Player: p})
	}
	g.afterEvents(s.events, s.before)
	return g.givePriority(p)
}

// chooseTargets announces the targets, one group per instance of the word
// "target" (409.1c).
func (g *Game) chooseTargets(s *stackSpell, given []Target) error {
	if s.ability == nil {
		if len(given) > 0 {
			return g.illegal("409.1c", "%s has no targets", g.name(s.obj.ID))
		}
		return nil
	}
	next := 0
	p := s.obj.Controller
	for _, spec := range s.ability.Targets {
		var chosen []Target
		for _, tname := range spec.Names {
			var t Target
			if next < len(given) {
				t = given[next]
				next++
			} else {
				var err error
				t, err = g.askTarget(p, s.obj, spec, tname)
				if err != nil {
					return err
				}
			}
			if slices.Contains(chosen, t) {
				return g.illegal("409.1c", "the same target can't be chosen twice for one instance of the word \"target\": %s is already %s", g.targetName(t), spec.Names[0])
			}
			if err := g.checkTargetLegal(s.obj, spec, t, p); err != nil {
				return err
			}
			chosen = append(chosen, t)
			g.trace.record("409.1c", "%s targets %s as %s (%s)", g.playerName(p), g.targetName(t), tname, spec.Filter)
		}
		s.obj.Targets = append(s.obj.Targets, chosen)
	}
	if next < len(given) {
		return g.illegal("409.1c", "%s has only %d target(s), but %d were chosen", g.name(s.obj.ID), next, len(given))
	}
	return nil
}

// checkTargetLegal applies the targeting criteria: the filter (415.5) and
// that a spell or ability can't target itself (415.6).
func (g *Game) checkTargetLegal(obj *Object, spec TargetSpec, t Target, you PlayerID) error {
	if t.IsPlayer {
		if !g.matchesPlayer(&spec.Filter, t.Player, you) {
			return g.illegal("409.1c", "%s is not a legal target: it must be a %s", g.targetName(t), spec.Filter)
		}
		return nil
	}
	if t.Object == obj.ID {
		return g.illegal("415.6", "%s can't target itself", g.name(obj.ID))
	}
	v := g.view(t.Object)
	if v == nil || g.objects[t.Object] == nil || !g.matches(&spec.Filter, v, you, nil) {
		return g.illegal("409.1c", "%s is not a legal target: it must be a %s", g.targetName(t), spec.Filter)
	}
	return nil
}

// legalTargets lists the legal choices for one target of spec.
func (g *Game) legalTargets(obj *Object, spec TargetSpec, you PlayerID) []Target {
	var out []Target
	if spec.Filter.Player {
		for _, pl := range g.Players {
			if g.matchesPlayer(&spec.Filter, pl.ID, you) {
				out = append(out, Target{Player: pl.ID, IsPlayer: true})
			}
		}
		return out
	}
	zone := spec.Filter.Zone
	if zone == ZoneNone {
		zone = ZoneInPlay
	}
	var ids []ObjectID
	if zone == ZoneInPlay || zone == ZoneStack || zone == ZoneRemoved {
		ids = *g.zoneList(0, zone)
	} else {
		for _, pl := range g.Players {
			ids = append(ids, *g.zoneList(pl.ID, zone)...)
		}
	}
	for _, id := range ids {
		if id != obj.ID && g.matches(&spec.Filter, g.view(id), you, nil) {
			out = append(out, Target{Object: id})
		}
	}
	return out
}

// askTarget asks the player to choose a target not given with the play.
func (g *Game) askTarget(p PlayerID, obj *Object, spec TargetSpec, tname string) (Target, error) {
	legal := g.legalTargets(obj, spec, p)
	if len(legal) == 0 {
		return Target{}, g.illegal("409.1c", "there is no legal target for %s (%s)", tname, spec.Filter)
	}
	options := make([]string, len(legal))
	for i, t := range legal {
		options[i] = g.targetName(t)
	}
	answer, err := g.choose(p, "409.1c", fmt.Sprintf("the target %s (%s) of %s", tname, spec.Filter, g.name(obj.ID)), options)
	if err != nil {
		return Target{}, err
	}
	return legal[slices.Index(options, answer)], nil
}

func (g *Game) targetName(t Target) string {
	if t.IsPlayer {
		return g.playerName(t.Player)
	}
	return g.name(t.Object)
}
