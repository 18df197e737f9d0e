package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// chooseMode announces the mode of a modal spell or ability (409.1b). A
// mode that asks for more legal targets than there are can't be chosen
// (700.2a of 2026); the 2006 rules say it as the spell or ability can't
// be played without its legal targets (409.1c): either way the choice is
// refused as it is made, not once the targets are.
func (g *Game) chooseMode(p PlayerID, obj *Object, a *Ability) (*Ability, error) {
	var allowed []int
	lacking := map[int]TargetSpec{}
	for i, m := range a.Modes {
		if spec, missing := g.modeLacksTargets(obj, m, p); missing {
			lacking[i] = spec
			continue
		}
		allowed = append(allowed, i)
	}
	if len(lacking) == 0 {
		return g.chooseModeAmong(p, obj, a, nil, "409.1b")
	}
	all := a.modeNames()
	if len(allowed) == 0 {
		return nil, g.illegal("409.1c#mode", "no mode of %s can be chosen: none has the legal targets it asks for", g.name(obj.ID))
	}
	if answer, ok := g.nextAnswer(g.decider(p)); ok && !a.OpponentChooses {
		if i := pick(all, answer); i >= 0 {
			if spec, missing := lacking[i]; missing {
				return nil, g.illegal("409.1c#mode", "the mode \"%s\" of %s can't be chosen: there is no legal target %s for it", all[i], g.name(obj.ID), spec.Filter)
			}
		}
		// The answer written is taken, or refused, as for any mode.
		return g.chooseModeAmong(p, obj, a, nil, "409.1b")
	}
	return g.chooseModeAmong(p, obj, a, allowed, "409.1b")
}

// chooseModeAmong announces the mode of a modal spell or ability among
// the modes numbered allowed (every mode when nil), the choice citing
// rule.
func (g *Game) chooseModeAmong(p PlayerID, obj *Object, a *Ability, allowed []int, rule string) (*Ability, error) {
	all := a.modeNames()
	names := all
	if allowed != nil {
		names = make([]string, len(allowed))
		for k, i := range allowed {
			names[k] = all[i]
		}
	}
	chooser := p
	if a.OpponentChooses {
		var opponents []string
		for _, o := range g.players {
			if o.ID != p && !o.Lost {
				opponents = append(opponents, o.Name)
			}
		}
		if len(opponents) == 0 {
			return nil, g.illegal("409.2", "no opponent can choose the mode of %s", g.name(obj.ID))
		}
		who, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "409.2a", About: "which opponent chooses the mode of " + g.name(obj.ID), Options: opponents})
		if err != nil {
			return nil, err
		}
		chooser = g.playerNamed(who)
		g.record("409.2", "an opponent of %s, %s, chooses the mode of %s when %s normally would", g.playerName(p), who, g.name(obj.ID), g.playerName(p))
	}
	answer, err := g.ask(Question{Kind: ChooseMode, Player: chooser, Rule: rule, About: "the mode of " + g.name(obj.ID), Options: names})
	if err != nil {
		return nil, err
	}
	i := slices.Index(all, answer)
	obj.ModeIndex = i + 1
	g.noteModeChosen(obj, a, chooser, answer)
	switch {
	case len(all) == 1:
		g.record(rule, "%s announces the only mode \"%s\"", g.playerName(chooser), answer)
	case len(names) == 1:
		g.record(rule, "%s announces the only mode that can be chosen, \"%s\"", g.playerName(chooser), answer)
	}
	verb := g.rules.Words.spell(participle)
	if obj.Ability != nil && obj.Ability.Kind == TriggeredAbility {
		verb = "put on the stack"
	}
	// Targets a mode asks for are chosen only if that mode is (409.1d).
	for j, m := range a.Modes {
		if j == i || len(m.Targets) == 0 {
			continue
		}
		var wanted []string
		for _, spec := range m.Targets {
			wanted = append(wanted, fmt.Sprintf("the target %s", spec.Filter))
		}
		g.record("409.1d#mode", "the mode \"%s\" wasn't chosen, so %s is %s as though it did not have %s", all[j], g.name(obj.ID), verb, strings.Join(wanted, " and "))
	}
	return a.Modes[i], nil
}

// effective returns the ability an object on the stack follows: its
// chosen mode, if it is modal.
func (o *Object) effective(a *Ability) *Ability {
	if a != nil && o.ModeIndex > 0 && o.ModeIndex <= len(a.Modes) {
		return a.Modes[o.ModeIndex-1]
	}
	if a != nil && len(o.ChosenModes) > 0 {
		return modesChosen(a, o.ChosenModes)
	}
	if a != nil && o.ModeIndex == allModes {
		return combinedModes(a)
	}
	return a
}

// prohibited reports whether an effect stops player p from playing the card
// (409.4), and names the effect's source.
func (g *Game) prohibited(p PlayerID, card ObjectID) (string, bool) {
	cv := g.view(card)
	src, a := g.spellProhibition(p, cv, cv.zone, func(f *Filter, src *view) bool { return g.choicesCouldAllow(f, cv, src) })
	if a == nil {
		return "", false
	}
	return fmt.Sprintf("%s's ability \"%s\"", src.name(), a.Text), true
}

// spellProhibition returns the first static ability of a permanent in play
// that stops player p from playing v as a spell, v seen in zone, and the
// permanent that has it; a nil ability when none does. allows, when not
// nil, lets a matching prohibition pass (choices still to be made could
// take the spell outside it).
func (g *Game) spellProhibition(p PlayerID, v *view, zone Zone, allows func(f *Filter, src *view) bool) (*view, *Ability) {
	for src, a := range g.staticsInPlay(Prohibition) {
		if a.Static.Filter.Kind == "ability" || a.Static.Players == "opponents" && p == src.controller || g.ignoring(p, src.id, a) {
			continue
		}
		f := a.Static.Filter
		f.Zone, f.Kind = zone, ""
		if g.matches(&f, v, src.controller, nil) && (allows == nil || !allows(&f, src)) {
			return src, a
		}
	}
	return nil, nil
}

// keywordRules names the rule defining each keyword activated ability.
var keywordRules = map[string]string{
	cycling.Name:   "502.18a",
	transmute.Name: "502.48a",
	ninjutsu.Name:  "502.43a",
	forecast.Name:  "502.53a",
}

// abilityProhibition returns the static ability that stops player p from
// playing activated abilities (409.4), if any. Mana abilities are played
// as part of paying costs and aren't stopped by it.
func (g *Game) abilityProhibition(p PlayerID) (string, bool) {
	for src, a := range g.staticsInPlay(Prohibition) {
		if a.Static.Filter.Kind != "ability" || a.Static.Players == "opponents" && p == src.controller || g.ignoring(p, src.id, a) {
			continue
		}
		return fmt.Sprintf("%s's ability \"%s\"", src.name(), a.Text), true
	}
	return "", false
}
