package rulings

import (
	"errors"
	"fmt"
	"slices"
	"strings"
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
	// Kicked announces the intention to pay the kicker cost (409.1b).
	Kicked bool
	// FaceDown plays a card with morph face down (an alternative method of
	// playing it, 409.1b).
	FaceDown bool
	// Division is how a divided effect is split among the targets, in
	// target order (409.1e).
	Division []int
	// Returns are the creatures returned to hand to pay a cost (ninjutsu).
	Returns []ObjectID
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
	// extra is an optional additional mana cost announced (kicker).
	extra  ManaCost
	parts  []CostPart
	events []Event
	before []*view
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
		g.trace.record("409.1", "%s was unable to comply with the rules while taking the action: it was illegal, and the game returns to the moment before it", g.playerName(p))
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
	if src, ok := g.prohibited(p, card.ID); ok {
		return g.illegal("409.4", "%s can't begin to play %s: %s prohibits it", name, chars.Name, src)
	}
	cost := chars.ManaCost
	if req.FaceDown {
		if _, ok := morphCost(chars); !ok {
			return g.illegal("409.1b", "%s has no morph ability, so it can't be played face down", chars.Name)
		}
		cost = ManaCost{Generic: 3}
	}
	before := g.view(card.ID)
	// 409.1a: the card moves from the zone it's in to the stack.
	ev := g.move(card.ID, ZoneStack, p)
	obj := g.objects[ev.NewID]
	for i, t := range req.Targets {
		// A target naming the card being played names the spell it became.
		if !t.IsPlayer && t.Object == card.ID {
			req.Targets[i].Object = obj.ID
		}
	}
	if req.FaceDown {
		obj.FaceDown = true
		g.trace.record("409.1b", "%s plays %s face down with morph, an alternative method of playing it: a 2/2 creature spell with no name, text or mana cost, for the alternative cost {3}", name, chars.Name)
		s := &stackSpell{obj: obj, isSpell: true, events: []Event{ev}, before: []*view{before}}
		return g.completePlay(s, req, cost)
	}
	if card.Card.IsSplit() {
		obj.Face = face
		g.trace.record("505.1", "%s is a split card: two card faces on a single card", card.Card.Name)
		g.trace.record("505.2", "only the characteristics of %s exist while it is a spell", chars.Name)
		g.trace.record("505.3", "while it is a spell, %s is only %s, the color of the half being played", card.Card.Name, chars.Colors)
	}
	g.trace.record("409.1a", "%s announces %s and moves it from hand to the stack", name, chars.Name)
	s := &stackSpell{obj: obj, isSpell: true, ability: spellAbilityOf(chars), events: []Event{ev}, before: []*view{before}}
	if isAura(chars) {
		g.trace.record("415.3", "%s is an Aura spell, so it is targeted", chars.Name)
		f, _ := enchantFilter(chars)
		g.trace.record("502.45a", "the enchant ability of %s restricts what it can target and enchant: %s", chars.Name, f)
		if len(f.Also) > 0 {
			g.trace.record("502.45c", "%s has %d instances of enchant: all of them apply", chars.Name, len(f.Also)+1)
		}
	}
	for _, a := range chars.Abilities {
		s.parts = append(s.parts, a.AdditionalCosts...)
	}
	return g.completePlay(s, req, cost)
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
		if g.Priority == p {
			g.trace.record("411.2", "%s has priority, so he or she may play a mana ability", name)
		}
		return g.playManaAbility(p, src.ID, a)
	}
	if a.Keyword == "ninjutsu" && !g.anyUnblockedAttacker() {
		return g.illegal("502.43c", "%s's ninjutsu ability can be played only while a creature in play is unblocked", v.name())
	}
	if a.SorceryTiming && (g.Active != p || !g.Step.isMain() || len(g.Stack) > 0) {
		return g.illegal("502.48a", "%s's ability \"%s\" can be played only any time %s could play a sorcery", v.name(), a.Text, name)
	}
	if g.Priority != p {
		return g.illegal("408.1d", "%s can't play an ability: %s has priority", name, g.playerName(g.Priority))
	}
	obj := &Object{Ability: a, Source: v, Owner: p, Controller: p, Face: -1}
	g.place(obj, ZoneStack, false)
	g.trace.record("409.1a", "%s plays %s's ability \"%s\"; it goes on the stack", name, v.name(), a.Text)
	if rule, ok := keywordRules[a.Keyword]; ok {
		g.trace.record(rule, "%s is an activated ability that functions while the card is in a player's %s", a.Text, zone)
	}
	if a.Keyword == "ninjutsu" {
		g.trace.record("502.43b", "%s is revealed from %s's hand and stays revealed until the ability leaves the stack", v.name(), name)
	}
	s := &stackSpell{obj: obj, ability: a, source: src, parts: a.Cost.Parts}
	return g.completePlay(s, req, a.Cost.Mana)
}

// completePlay performs 409.1b-i for a spell or ability already on the
// stack.
func (g *Game) completePlay(s *stackSpell, req PlayRequest, cost ManaCost) error {
	p := req.Player
	// 409.1b: announce the mode, X and the intention to pay additional
	// costs.
	if s.ability != nil && len(s.ability.Modes) > 0 {
		mode, err := g.chooseMode(p, s.obj, s.ability)
		if err != nil {
			return err
		}
		s.ability = mode
	}
	if req.Kicked {
		k, ok := kicker(g.view(s.obj.ID).chars())
		if !s.isSpell || !ok {
			return g.illegal("409.1b", "%s has no kicker cost to pay", g.name(s.obj.ID))
		}
		s.obj.Kicked = true
		s.extra = k
		g.trace.record("409.1b", "%s announces the intention to pay the kicker cost %s", g.playerName(p), k)
	}
	if cost.X > 0 {
		s.obj.X = req.X
		g.trace.record("409.1b", "%s announces X = %d", g.playerName(p), req.X)
	}
	if err := g.chooseTargets(s, req.Targets); err != nil {
		return err
	}
	if err := g.announceDivision(s, req.Division); err != nil {
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
		if spec.OnlyIf == "kicked" && !s.obj.Kicked {
			g.trace.record("409.1d", "%s isn't kicked, so it is played as though it did not have the target %s (%s)", g.name(s.obj.ID), strings.Join(spec.Names, ", "), spec.Filter)
			s.obj.Targets = append(s.obj.Targets, nil)
			continue
		}
		names := spec.Names
		if spec.Max > 0 {
			n := min(len(given)-next, spec.Max)
			if n < spec.Min {
				return g.illegal("409.1c", "%s needs at least %d target(s) as %s", g.name(s.obj.ID), spec.Min, spec.Names[0])
			}
			g.trace.record("409.1c", "%s announces %d target(s) for %s", g.playerName(p), n, spec.Names[0])
			names = slices.Repeat(spec.Names[:1], n)
		}
		for _, tname := range names {
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
			if !t.IsPlayer && g.objects[t.Object].Zone != ZoneInPlay {
				g.trace.record("415.5", "%s is in the %s, not in play: it is a legal target only because the %s says it can target a %s", g.targetName(t), g.objects[t.Object].Zone, kindOf(s), spec.Filter)
			}
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
	if c, ok := g.protectedFrom(v, obj); ok {
		return g.illegal("502.7b", "%s has protection from %s and can't be targeted by %s", v.name(), c, g.name(obj.ID))
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
		if len(spec.Filter.Types) == 0 {
			return out
		}
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
		v := g.view(id)
		if _, protected := g.protectedFrom(v, obj); id != obj.ID && !protected && g.matches(&spec.Filter, v, you, nil) {
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

func kindOf(s *stackSpell) string {
	if s.isSpell {
		return "spell"
	}
	return "ability"
}

// chooseMode announces the mode of a modal spell or ability (409.1b).
func (g *Game) chooseMode(p PlayerID, obj *Object, a *Ability) (*Ability, error) {
	names := a.modeNames()
	chooser := p
	if a.OpponentChooses {
		var opponents []string
		for _, o := range g.Players {
			if o.ID != p && !o.Lost {
				opponents = append(opponents, o.Name)
			}
		}
		if len(opponents) == 0 {
			return nil, g.illegal("409.2", "no opponent can choose the mode of %s", g.name(obj.ID))
		}
		who, err := g.choose(p, "409.2a", "which opponent chooses the mode of "+g.name(obj.ID), opponents)
		if err != nil {
			return nil, err
		}
		opp, _ := g.PlayerByName(who)
		chooser = opp.ID
		g.trace.record("409.2", "an opponent of %s, %s, chooses the mode of %s when %s normally would", g.playerName(p), who, g.name(obj.ID), g.playerName(p))
	}
	answer, err := g.choose(chooser, "409.1b", "the mode of "+g.name(obj.ID), names)
	if err != nil {
		return nil, err
	}
	i := slices.Index(names, answer)
	obj.ModeIndex = i + 1
	if len(names) == 1 {
		g.trace.record("409.1b", "%s announces the only mode \"%s\"", g.playerName(chooser), answer)
	}
	return a.Modes[i], nil
}

// effective returns the ability an object on the stack follows: its
// chosen mode, if it is modal.
func (o *Object) effective(a *Ability) *Ability {
	if a != nil && o.ModeIndex > 0 && o.ModeIndex <= len(a.Modes) {
		return a.Modes[o.ModeIndex-1]
	}
	return a
}

// prohibited reports whether an effect stops player p from playing the card
// (409.4), and names the effect's source.
func (g *Game) prohibited(p PlayerID, card ObjectID) (string, bool) {
	cv := g.view(card)
	for _, id := range g.InPlay {
		src := g.view(id)
		for _, a := range src.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Prohibition {
				continue
			}
			if a.Static.Players == "opponents" && p == src.controller {
				continue
			}
			f := a.Static.Filter
			f.Zone, f.Kind = cv.zone, ""
			if g.matches(&f, cv, src.controller, nil) {
				return fmt.Sprintf("%s's ability \"%s\"", src.name(), a.Text), true
			}
		}
	}
	return "", false
}

// keywordRules names the rule defining each keyword activated ability.
var keywordRules = map[string]string{
	"cycling":   "502.18a",
	"transmute": "502.48a",
}

// isAura reports whether an object is an Aura (212.4d).
func isAura(c *Characteristics) bool {
	return c.HasType("enchantment") && c.HasSubtype("Aura")
}

// enchantFilter returns what an Aura's enchant abilities allow (502.45a);
// with several instances of enchant, all of them apply (502.45c).
func enchantFilter(c *Characteristics) (Filter, bool) {
	var out Filter
	found := false
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Enchant {
			continue
		}
		if !found {
			out, found = a.Static.Filter, true
			continue
		}
		out.Also = append(slices.Clone(out.Also), a.Static.Filter)
		out.Text += " and " + a.Static.Filter.Text
	}
	return out, found
}

// spellAbilityOf returns what a spell follows as it is played and
// resolves. An Aura spell is targeted: its target is what its enchant
// ability allows (415.3).
func spellAbilityOf(c *Characteristics) *Ability {
	a := spellAbility(c)
	f, ok := enchantFilter(c)
	if !ok || !isAura(c) {
		return a
	}
	aura := &Ability{Kind: SpellAbility, Text: "enchant " + f.Text, Targets: []TargetSpec{{Names: []string{"enchanted"}, Filter: f}}}
	if a != nil {
		aura.Effect = a.Effect
		aura.Targets = append(aura.Targets, a.Targets...)
	}
	return aura
}

// morphCost returns a card's morph cost, if it has morph.
func morphCost(c *Characteristics) (ManaCost, bool) {
	for _, a := range c.Abilities {
		if a.Keyword == "morph" {
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
		if o == nil || o.Zone != ZoneInPlay || !o.FaceDown || o.Controller != p {
			return fmt.Errorf("%s controls no such face-down permanent", g.playerName(p))
		}
		if g.Priority != p {
			return g.illegal("408.2h", "%s can turn a face-down permanent face up only when he or she has priority", g.playerName(p))
		}
		m, ok := morphCost(&o.Card.Faces[0])
		if !ok {
			return g.illegal("408.2h", "%s has no morph cost to pay", o.Card.Name)
		}
		for _, id := range req.ManaSources {
			if err := g.tapForMana(p, id); err != nil {
				return err
			}
		}
		if err := g.payMana(p, &g.Players[p].Pool, m); err != nil {
			return err
		}
		name := g.name(o.ID)
		o.FaceDown = false
		g.trace.record("408.2h", "%s pays %s and turns %s face up: a special action that doesn't use the stack; it is now %s", g.playerName(p), m, name, g.name(o.ID))
		return g.givePriority(p)
	})
}

// announceDivision announces how a divided effect is split among its
// targets; each target must receive at least one (409.1e).
func (g *Game) announceDivision(s *stackSpell, division []int) error {
	var divided *Instruction
	if s.ability != nil {
		for i := range s.ability.Effect {
			if s.ability.Effect[i].Op == "damage-divided" {
				divided = &s.ability.Effect[i]
			}
		}
	}
	if divided == nil {
		if len(division) > 0 {
			return g.illegal("409.1e", "%s doesn't divide anything", g.name(s.obj.ID))
		}
		return nil
	}
	var targets []Target
	for i, spec := range s.ability.Targets {
		if spec.Names[0] == divided.Object.Name && i < len(s.obj.Targets) {
			targets = s.obj.Targets[i]
		}
	}
	total := divided.Amount.N
	if divided.Amount.Var == "X" {
		total = s.obj.X
	}
	if len(division) != len(targets) {
		return g.illegal("409.1e", "%s must announce how the %d is divided among its %d target(s)", g.playerName(s.obj.Controller), total, len(targets))
	}
	sum := 0
	parts := make([]string, len(division))
	for i, n := range division {
		if n < 1 {
			return g.illegal("409.1e", "each target must receive at least one of what is divided; %s would get %d", g.targetName(targets[i]), n)
		}
		sum += n
		parts[i] = fmt.Sprintf("%d to %s", n, g.targetName(targets[i]))
	}
	if sum != total {
		return g.illegal("409.1e", "the division must add up to %d, not %d", total, sum)
	}
	s.obj.Division = slices.Clone(division)
	g.trace.record("409.1e", "%s announces the division: %s", g.playerName(s.obj.Controller), strings.Join(parts, ", "))
	return nil
}
