package rulings

import (
	"fmt"
	"slices"
	"strings"
)

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
	var byOpponent []int
	for si, spec := range s.ability.Targets {
		var chosen []Target
		if spec.ByOpponent {
			byOpponent = append(byOpponent, si)
			s.obj.Targets = append(s.obj.Targets, nil)
			continue
		}
		if spec.OnlyIf == "kicked" && !s.obj.Kicked {
			g.record("409.1d", "%s isn't kicked, so it is %s as though it did not have the target %s", g.name(s.obj.ID), g.rules.Words.spell(participle), spec.Filter)
			g.record("502.21c", "%s didn't declare the intention to pay the kicker cost of %s, so the target %s, for kicked text, isn't chosen", g.playerName(p), g.name(s.obj.ID), spec.Filter)
			s.obj.Targets = append(s.obj.Targets, nil)
			continue
		}
		if spec.OnlyIf == "kicked" {
			g.record("502.21c", "%s declared the intention to pay the kicker cost of %s, so he or she chooses the target %s, for kicked text", g.playerName(p), g.name(s.obj.ID), spec.Filter)
		}
		names := spec.Names
		if spec.Max > 0 {
			n := min(len(given)-next, spec.Max)
			if n < spec.Min {
				return g.illegal("409.1c", "%s needs at least %s (%s)", g.name(s.obj.ID), count(spec.Min, "target"), spec.Filter)
			}
			if spec.Min != spec.Max {
				g.record("409.1c", "%s announces %s (%s)", g.playerName(p), count(n, "target"), spec.Filter)
			}
			names = slices.Repeat(spec.Names[:1], n)
		}
		var opponents []PlayerID
		if spec.PerOpponent {
			opponents = g.opponentsOf(p)
			names = slices.Repeat(spec.Names[:1], len(opponents))
		}
		for i := range names {
			var t Target
			if next < len(given) {
				t = given[next]
				next++
			} else {
				var err error
				t, err = g.askTarget(p, s.obj, spec)
				if err != nil {
					return err
				}
			}
			if slices.Contains(chosen, t) {
				g.recordLater("115.3", "%s was chosen already for this instance of the word \"target\": the same target can't be chosen multiple times for it", g.targetName(t))
				return g.illegal("409.1c", "the same target can't be chosen twice for one instance of the word \"target\": %s is already %s", g.targetName(t), spec.Names[0])
			}
			if err := g.checkTargetLegal(s.obj, spec, t, p); err != nil {
				return err
			}
			if err := g.checkOpponentsTarget(opponents, i, t); err != nil {
				return err
			}
			chosen = append(chosen, t)
			g.record("409.1c", "%s chooses %s as the target %s of %s", g.playerName(p), g.targetName(t), spec.Filter, g.name(s.obj.ID))
			g.recordLater("115.1", "%s is declared a target of %s as it is put on the stack: only an effect that says so can change it", g.targetName(t), g.name(s.obj.ID))
			if !s.isSpell {
				g.recordLater("115.1c", "the activated ability of %s is targeted: it says \"target\", and %s is chosen as it is activated", s.source.Card.Name, g.targetName(t))
			}
			g.noteAnyTarget(t, &spec.Filter)
			g.noteTypesSatisfy(t, &spec.Filter)
			g.noteColorsFromCost(t, &spec.Filter)
			g.noteTypeWords(t, &spec.Filter)
			if !t.IsPlayer && g.objects[t.Object].Zone != ZoneInPlay {
				g.record("415.5", "%s is in the %s, not in play: it is a legal target only because the %s says it can target %s %s", g.targetName(t), g.objects[t.Object].Zone, kindOf(s), articleFor(spec.Filter.Text), spec.Filter)
			}
		}
		s.obj.Targets = append(s.obj.Targets, chosen)
	}
	if next < len(given) {
		return g.illegal("409.1c", "%s has only %s, but %d were chosen", g.name(s.obj.ID), count(next, "target"), len(given))
	}
	return g.opponentsChooseTargets(s, byOpponent)
}

// opponentsChooseTargets has an opponent of the controller choose each
// target the text gives to an opponent's choice (409.2), the controller
// deciding which opponent when there are several (409.2a). The
// controller has chosen his or her own targets already: the controller
// goes first, then the other player, an exception to APNAP order
// (409.2b).
func (g *Game) opponentsChooseTargets(s *stackSpell, specs []int) error {
	if len(specs) == 0 {
		return nil
	}
	p := s.obj.Controller
	var opponents []string
	for _, o := range g.opponentsOf(p) {
		opponents = append(opponents, g.playerName(o))
	}
	if len(opponents) == 0 {
		return g.illegal("409.2", "no opponent can choose a target of %s", g.name(s.obj.ID))
	}
	if !g.multiplayerGame() {
		g.recordLater("102.2", "in a two-player game %s's opponent is the other player, %s", g.playerName(p), opponents[0])
	}
	who, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "409.2a", About: "which opponent chooses a target of " + g.name(s.obj.ID), Options: opponents})
	if err != nil {
		return err
	}
	chooser := g.playerNamed(who)
	if len(s.obj.Targets) > len(specs) {
		g.record("409.2b", "%s has chosen his or her targets of %s; %s chooses next: the spell's controller goes first, then the other player", g.playerName(p), g.name(s.obj.ID), who)
	}
	for _, si := range specs {
		spec := s.ability.Targets[si]
		legal := g.legalTargets(s.obj, spec, p)
		if len(legal) == 0 {
			return g.illegal("409.1c", "there is no legal target %s for %s", spec.Filter, g.name(s.obj.ID))
		}
		options := g.targetOptions(legal)
		answer, err := g.ask(Question{Kind: ChooseTarget, Player: chooser, Rule: "409.2", About: fmt.Sprintf("the target %s of %s", spec.Filter, g.name(s.obj.ID)), Options: options})
		if err != nil {
			return err
		}
		t := legal[slices.Index(options, answer)]
		s.obj.Targets[si] = []Target{t}
		g.record("409.2", "%s, an opponent of %s, chooses %s as the target %s of %s when %s normally would", who, g.playerName(p), g.targetName(t), spec.Filter, g.name(s.obj.ID), g.playerName(p))
	}
	return nil
}

// checkTargetLegal applies the targeting criteria: the filter (415.5) and
// that a spell or ability can't target itself (415.6).
func (g *Game) checkTargetLegal(obj *Object, spec TargetSpec, t Target, you PlayerID) error {
	if t.IsPlayer {
		if !g.matchesPlayer(&spec.Filter, t.Player, you) || !g.damagedBySource(&spec.Filter, sourceOf(obj), t.Player) {
			return g.illegal("409.1c", "%s is not a legal target: it must be %s %s", g.targetName(t), articleFor(spec.Filter.String()), spec.Filter)
		}
		return g.playerTargetForbidden(t.Player, obj, you)
	}
	if t.Object == obj.ID {
		return g.illegal("415.6", "%s can't target itself", g.name(obj.ID))
	}
	if spec.Filter.Another && t.Object == sourceOf(obj) {
		// "another target creature" can't be the source itself, as
		// legalTargets leaves it out.
		return g.illegal("409.1c", "%s is not a legal target: it must be %s %s other than %s itself", g.targetName(t), articleFor(spec.Filter.String()), spec.Filter, g.targetName(t))
	}
	v := g.view(t.Object)
	if v != nil && v.combatDamage && (spec.Filter.Kind == "spell" || spec.Filter.Kind == "ability") {
		return g.illegal("310.3", "%s goes on the stack as an object, but it isn't a spell or ability: it can't be the target %s, and it can't be countered", g.targetName(t), spec.Filter)
	}
	if v != nil && v.isAbility && spec.Filter.Kind == "spell" {
		return g.illegal("402.5", "%s is an ability, not a spell: it can't be the target %s", g.targetName(t), spec.Filter)
	}
	if v == nil || g.objects[t.Object] == nil || !g.matches(&spec.Filter, v, you, nil) || !g.fightsSource(&spec.Filter, sourceOf(obj), t.Object) {
		g.notePermanentsOnly(v, &spec.Filter, you)
		g.noteTypeMeansPermanent(v, &spec.Filter)
		if spec.Filter.AnyTarget && v != nil {
			return g.illegal("115.4", "%s is not a legal target: any target is a creature, player, planeswalker or battle, and no other object can be chosen", g.targetName(t))
		}
		return g.illegal("409.1c", "%s is not a legal target: it must be %s %s", g.targetName(t), articleFor(spec.Filter.String()), spec.Filter)
	}
	if err := g.hexproofForbidsTarget(v, obj, you); err != nil {
		return err
	}
	if g.hexproofFromForbids(v, obj, you) {
		return g.illegal("702.11d", "%s has hexproof from a color of %s and can't be its target", v.name(), g.name(obj.ID))
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
		for _, pl := range g.players {
			if _, _, _, _, untargetable := g.playerUntargetable(pl.ID, you); untargetable {
				continue
			}
			if g.matchesPlayer(&spec.Filter, pl.ID, you) && g.damagedBySource(&spec.Filter, sourceOf(obj), pl.ID) {
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
		for _, pl := range g.players {
			ids = append(ids, *g.zoneList(pl.ID, zone)...)
		}
	}
	for _, id := range ids {
		if spec.Filter.Another && id == sourceOf(obj) {
			// "another target creature" can't be the source itself.
			continue
		}
		v := g.view(id)
		if _, protected := g.protectedFrom(v, obj); id != obj.ID && !protected && !hexproofAgainst(v, you) && g.matches(&spec.Filter, v, you, nil) && g.fightsSource(&spec.Filter, sourceOf(obj), id) {
			out = append(out, Target{Object: id})
		}
	}
	return out
}

// askTarget asks the player to choose a target not given with the play.
func (g *Game) askTarget(p PlayerID, obj *Object, spec TargetSpec) (Target, error) {
	legal := g.legalTargets(obj, spec, p)
	if len(legal) == 0 {
		return Target{}, g.illegal("409.1c", "there is no legal target %s for %s", spec.Filter, g.name(obj.ID))
	}
	options := g.targetOptions(legal)
	answer, err := g.ask(Question{Kind: ChooseTarget, Player: p, Rule: "409.1c", About: fmt.Sprintf("the target %s of %s", spec.Filter, g.name(obj.ID)), Options: options})
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
		return g.illegal("409.1e", "%s must announce how the %d is divided among its %s", g.playerName(s.obj.Controller), total, count(len(targets), "target"))
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
	g.record("409.1e", "%s announces the division: %s", g.playerName(s.obj.Controller), strings.Join(parts, ", "))
	return nil
}

// targetOptions names the targets a player chooses among; objects that
// share a name are told apart by their controller ("Grizzly Bears (bob)").
func (g *Game) targetOptions(targets []Target) []string {
	options := make([]string, len(targets))
	count := map[string]int{}
	for i, t := range targets {
		options[i] = g.targetName(t)
		count[options[i]]++
	}
	for i, t := range targets {
		if count[options[i]] > 1 && !t.IsPlayer {
			options[i] += " (" + g.playerName(g.objects[t.Object].Controller) + ")"
		}
	}
	return options
}

// sourceOf is the object a spell or ability on the stack comes from: an
// ability's source, or the spell itself.
func sourceOf(obj *Object) ObjectID {
	if obj.Ability != nil && obj.Source != nil {
		return obj.Source.id
	}
	return obj.ID
}

// noteTypesSatisfy records that a target with several card types
// satisfies a filter naming only some of them (205.2b): an artifact
// creature is subject to what affects artifacts and to what affects
// creatures (212.2e), an artifact land likewise (212.2f).
func (g *Game) noteTypesSatisfy(t Target, f *Filter) {
	if t.IsPlayer || len(f.Types) == 0 {
		return
	}
	c := g.view(t.Object).chars()
	if len(c.Types) < 2 {
		return
	}
	var other []string
	for _, typ := range c.Types {
		if !slices.Contains(f.Types, typ) {
			other = append(other, typ)
		}
	}
	if len(other) == 0 || len(other) == len(c.Types) {
		return
	}
	all := strings.Join(c.Types, " ")
	g.record("205.2b", "%s is %s %s: it satisfies the criteria of an effect that applies to any of its types, though it is also %s", g.targetName(t), indefinite(all), all, strings.Join(other, " and "))
	g.recordLater("300.2", "%s has more than one card type: it combines the aspects of each, and is subject to spells and abilities that affect any of them", g.targetName(t))
	if c.HasType("artifact") && c.HasType("creature") {
		g.record("212.2e", "an artifact creature is subject to spells and abilities that affect artifacts, creatures, or both")
	}
	if c.HasType("artifact") && c.HasType("land") {
		g.record("212.2f", "an artifact land is subject to spells and abilities that affect artifacts, lands, or both")
	}
}

// noteColorsFromCost records, for a target chosen under a filter that
// names a color, that its color is the color of the mana symbols in its
// mana cost (203.2), each color of a hybrid symbol included (203.2e), and
// that an artifact with no colored mana symbols is colorless (212.2d). An
// object whose color an effect or its own text sets is left alone.
func (g *Game) noteColorsFromCost(t Target, f *Filter) {
	if t.IsPlayer || len(f.Colors)+len(f.NotColors) == 0 {
		return
	}
	c := g.view(t.Object).chars()
	if !c.HasCost || c.Colors != c.ManaCost.Colors() {
		return
	}
	name := g.targetName(t)
	g.recordColorCount(name, c)
	if len(c.Colors.Colors()) == 0 {
		if c.HasType("artifact") {
			g.record("212.2d", "%s is an artifact with no colored mana in its mana cost %s: it is colorless", name, c.ManaCost)
		}
		return
	}
	g.record("203.2", "%s is %s, the color of the mana symbols in its mana cost %s", name, c.Colors, c.ManaCost)
	if c.ManaCost.hybridCount() > 0 {
		g.record("203.2e", "%s has hybrid mana symbols in its mana cost: it is each of their colors", name)
	}
}

// recordColorCount says, by the rules of colors of 2026, what a target
// whose color comes from its mana cost is: the color of its mana symbols,
// whatever its frame (105.2), and so monocolored, multicolored or
// colorless by how many of the five colors that is (105.2a-c).
func (g *Game) recordColorCount(name string, c *Characteristics) {
	colors := c.Colors.Colors()
	g.recordLater("105.2", "%s is the color or colors of the mana symbols in its mana cost %s, regardless of the color of its frame", name, c.ManaCost)
	switch {
	case len(colors) == 0:
		g.recordLater("105.2c", "%s has no color: it is colorless", name)
	case len(colors) == 1:
		g.recordLater("105.2a", "%s is exactly one of the five colors, %s: it is monocolored", name, c.Colors)
	default:
		g.recordLater("105.2b", "%s is %d of the five colors, %s: it is multicolored", name, len(colors), c.Colors)
	}
}

// noteTypeWords records what a card type in a target's description
// means: with the word "spell", a spell of that type on the stack, whose
// type is its card's (200.9b, 213.2); with the word "card" and a zone, a
// card of that type in that zone (200.9a).
func (g *Game) noteTypeWords(t Target, f *Filter) {
	if t.IsPlayer || len(f.Types) == 0 {
		return
	}
	o := g.objects[t.Object]
	switch {
	case f.Kind == "spell" && o.Zone == ZoneStack:
		g.record("200.9b", "\"%s\" names a type with the word \"spell\": it means a spell of that type on the stack", f)
		g.record("213.2", "%s is %s spell: a spell's types are those of its card", g.targetName(t), typesWithArticle(g.view(t.Object).chars().Types))
	case f.Zone != ZoneNone && f.Zone != ZoneInPlay && o.Zone == f.Zone:
		g.record("200.9a", "\"%s\" names a type with the word \"card\" and a zone: it means a card of that type in the %s", f, g.rules.ZoneName(f.Zone))
	}
}
