package rulings

import (
	"fmt"
	"slices"
	"strings"
)

func opChooseNumber(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		n, err := g.askNumber(Question{Player: p, Rule: "413.2c", About: "a number for " + r.source.name()})
		if err != nil {
			return err
		}
		r.vars["the chosen number"] = n
	}
	return nil
}

func opMaySacrifice(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var options []string
		var ids []ObjectID
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.controller == p && g.matches(&ins.Filter, v, p, r) {
				options = append(options, "sacrifice "+v.name())
				ids = append(ids, id)
			}
		}
		if len(options) == 0 {
			g.record("413.2c", "%s can't choose to sacrifice a %s: he or she controls none", g.playerName(p), ins.Filter)
		}
		options = append(options, "don't")
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "413.2c", About: "whether to sacrifice " + ins.Filter.Text, Options: options})
		if err != nil {
			return err
		}
		if answer != "don't" {
			id := ids[indexFold(options, answer)]
			r.did = append(r.did, g.view(id))
			g.sacrificeAll([]ObjectID{id})
			continue
		}
		if err := g.performAs(r, p, ins.Else); err != nil {
			return err
		}
	}
	return nil
}

// performAs carries out the instructions that follow a player's choice
// with that player in the controller's place, so "you" in them means the
// player who chose.
func (g *Game) performAs(r *resolution, p PlayerID, instructions []Instruction) error {
	sub := *r
	sub.controller = p
	for _, e := range instructions {
		if err := g.perform(&sub, e); err != nil {
			return err
		}
	}
	if sub.moved {
		// What the instructions moved stays the object the rest of the
		// effect finds ("You may put a creature card from your hand onto
		// the battlefield. That creature gains haste.", 400.7j of 2026).
		r.moved, r.thatCard, r.milled, r.thatMelded = sub.moved, sub.thatCard, sub.milled, sub.thatMelded
	}
	return nil
}

// candidates lists the objects in player p's zone f.Zone that match f, and
// their names as the options of a choice among them.
func (g *Game) candidates(p PlayerID, f *Filter, r *resolution) (ids []ObjectID, options []string) {
	for _, id := range g.objectsIn(p, f.Zone) {
		if g.matches(f, g.view(id), p, r) {
			ids = append(ids, id)
			options = append(options, g.name(id))
		}
	}
	return ids, options
}

func indexFold(list []string, s string) int {
	for i, x := range list {
		if strings.EqualFold(x, s) {
			return i
		}
	}
	return -1
}

// opMay offers an optional action; the choice is made as the ability
// resolves (410.5, 413.2c).
func opMay(g *Game, r *resolution, ins Instruction) error {
	rule := "413.2c"
	if r.ability != nil && r.ability.Kind == TriggeredAbility {
		rule = "410.5"
	}
	for _, p := range r.players(ins.Player) {
		if len(g.players[p].Library) == 0 && slices.ContainsFunc(ins.Else, func(e Instruction) bool { return e.Op == "draw" }) {
			g.record("423.3", "%s's library is empty, but the effect offers the choice to draw: %s may choose to", g.playerName(p), g.playerName(p))
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: fmt.Sprintf("whether to %s (yes or no)", ins.Text), Options: []string{"yes", "no"}})
		if err != nil {
			return err
		}
		if answer != "yes" {
			g.record(rule, "%s chooses not to %s", g.playerName(p), ins.Text)
			if len(ins.IfDone) > 0 {
				g.recordLater("118.12", "%s chose not to pay the cost %q: the \"if you do\" part doesn't happen", g.playerName(p), ins.Text)
			}
			continue
		}
		if err := g.performAs(r, p, ins.Else); err != nil {
			return err
		}
		if len(ins.IfDone) == 0 {
			continue
		}
		g.recordLater("118.12", "%s chose to pay the cost %q: the \"if you do\" part checks that choice, not what events actually occurred, so it happens", g.playerName(p), ins.Text)
		if err := g.performAs(r, p, ins.IfDone); err != nil {
			return err
		}
	}
	return nil
}

// opEachSacrifice has each player sacrifice a permanent: the choices are
// made in APNAP order (103.4), then all are sacrificed at once (413.2d).
func opEachSacrifice(g *Game, r *resolution, ins Instruction) error {
	var chosen []ObjectID
	who := g.apnap()
	if ins.Player.Kind != RefEachPlayer {
		// "each opponent sacrifices", "target player sacrifices".
		who = r.players(ins.Player)
	}
	// One player choosing announces the choice as the effect applies
	// (413.2c; 608.2d of 2026); several choose in APNAP order (413.2d).
	rule := "413.2c"
	if ins.Player.Kind == RefEachPlayer || ins.Player.Kind == RefEachOpponent {
		rule = "413.2d"
		order := make([]string, 0, len(g.players))
		for _, p := range who {
			order = append(order, g.playerName(p))
		}
		g.recordLater("102.1", "%s is the active player, the player whose turn it is; %s nonactive", g.playerName(g.active), g.nonactiveNames())
		g.record("103.4", "the players choose in APNAP order, %s, then the actions happen simultaneously", strings.Join(order, ", then "))
	}
	var chose []string
	for _, p := range who {
		var ids []ObjectID
		var options []string
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && g.matches(&ins.Filter, v, p, r) {
				ids = append(ids, id)
				options = append(options, v.name())
			}
		}
		if len(ids) == 0 {
			g.record(rule, "%s controls no %s to sacrifice", g.playerName(p), ins.Filter)
			g.record("103.3", "the instruction requires %s to take an impossible action: it's ignored", g.playerName(p))
			continue
		}
		if len(chose) > 0 {
			g.record("103.4a", "%s knows the choices %s made before choosing", g.playerName(p), strings.Join(chose, " and "))
		}
		chose = append(chose, g.playerName(p))
		// "Sacrifices two creatures": as many as the effect says, or as
		// many as the player has (416.3; 609.3 of 2026).
		want := max(1, r.value(ins.Amount))
		if len(ids) < want {
			g.record("416.3", "%s controls fewer than %d %s (only %d): the effect sacrifices as many as it can", g.playerName(p), want, ins.Filter.Text, len(ids))
		}
		for range min(want, len(ids)) {
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: rule, About: "which " + ins.Filter.Text + " to sacrifice", Options: options})
			if err != nil {
				return err
			}
			i := indexFold(options, answer)
			id := ids[i]
			ids, options = slices.Delete(ids, i, i+1), slices.Delete(options, i, i+1)
			if rule == "413.2d" {
				g.record(rule, "%s chooses %s to sacrifice (choices are made in APNAP order)", g.playerName(p), g.name(id))
			} else {
				g.record(rule, "%s chooses %s to sacrifice as the effect applies", g.playerName(p), g.name(id))
			}
			chosen = append(chosen, id)
		}
	}
	if rule == "413.2d" {
		g.record(rule, "the sacrifices happen simultaneously")
	}
	g.sacrificeAll(chosen)
	return nil
}

// opChangeTarget changes the target of a spell or ability on the stack to
// another legal target; with none, the target is unchanged (415.7a).
func opChangeTarget(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		g.record("415.7", "%s's effect changes the target of %s, which is already on the stack: its targets were chosen as it was %s", r.source.name(), g.name(id), g.rules.Words.spell(participle))
		a := o.Ability
		if a == nil && o.Card != nil {
			face := max(o.Face, 0)
			a = spellAbilityOf(&o.Card.Faces[face])
		}
		a = o.effective(a)
		if a == nil || len(o.Targets) == 0 || len(o.Targets[0]) != 1 || len(a.Targets) == 0 {
			g.record("415.7a", "%s has no single target to change", g.name(id))
			continue
		}
		current := o.Targets[0][0]
		var legal []Target
		var options []string
		for _, t := range g.legalTargets(o, a.Targets[0], o.Controller) {
			if t != current {
				legal = append(legal, t)
				options = append(options, g.targetName(t))
			}
		}
		if len(legal) == 0 {
			g.record("415.7a", "there is no other legal target for %s: its target %s is unchanged", g.name(id), g.targetName(current))
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseTarget, Player: r.controller, Rule: "415.7a", About: "the new target of " + g.name(id), Options: options})
		if err != nil {
			return err
		}
		before := cloneTargets(o.Targets)
		o.Targets[0][0] = legal[indexFold(options, answer)]
		if o.ModeIndex > 0 {
			g.noteModeKept(id, a.Text)
		}
		if refersToYou(a) {
			g.record("415.7c", "the word \"you\" in %s isn't a target, so it still means %s", g.name(id), g.playerName(o.Controller))
		}
		g.record("415.7a", "the target of %s changes from %s to %s", g.name(id), g.targetName(current), answer)
		g.recordLater("115.7b", "%s changes a target of %s: the process of choosing new targets, with only that one target changed", r.source.name(), g.name(id))
		g.retargeted(o, before)
	}
	return nil
}

// refersToYou reports whether an ability's instructions say "you".
func refersToYou(a *Ability) bool {
	for _, ins := range a.Effect {
		switch ins.Op {
		case "gain-life", "lose-life", "draw", "discard-hand", "mill", "create-tokens", "choose-number", "may-sacrifice", "search-library":
			if ins.Player.Kind == RefYou {
				return true
			}
		}
	}
	return false
}

// opNameCard has a player name a card. To name a split card, the player
// must name both halves (505.7); under the combined rules, one of its two
// names (709.4a).
func opNameCard(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		name := g.playerName(p)
		queue := g.choices[p]
		if len(queue) == 0 {
			return &DecisionError{Player: name, Question: "the name of a card", Options: []string{"a card name"}}
		}
		answer := queue[0]
		if len(ins.Filter.Types) > 0 {
			var ok bool
			if answer, ok = g.refuseCardNames(p, &ins.Filter); !ok {
				return &DecisionError{Player: name, Question: "the name of " + articleFor(ins.Filter.Text) + " " + ins.Filter.Text + " card", Options: []string{"a card name"}}
			}
			queue = g.choices[p]
		}
		if g.rules.SplitCardsCombined {
			if whole, split, err := g.namedSplitHalf(name, answer); split {
				if err != nil {
					return err
				}
				g.choices[p] = queue[1:]
				r.named = answer
				g.record("413.2c", "%s names %s", name, answer)
				g.record("709.4a", "%s is one of the two names of the split card %s: an object has the chosen name if one of its names is %s", answer, whole, answer)
				g.recordLater("201.4b", "to choose the name of the split card %s, %s chooses the name of one of its halves, %s, not both", whole, name, answer)
				continue
			}
		} else if whole, ok := g.splitHalf(answer); ok {
			return &DecisionError{Player: name, Question: fmt.Sprintf("the name of a card (505.7: to name the split card %s, name both halves)", whole), Options: []string{whole}, Given: answer}
		}
		g.choices[p] = queue[1:]
		r.named = answer
		g.record("413.2c", "%s names %s", name, answer)
		g.noteAlternativeName(name, answer)
		if _, ok := g.splitCard(answer); ok {
			g.record("505.7", "%s is a split card, so both of its halves are named", answer)
		}
	}
	return nil
}

// splitHalf reports whether name is one half of a split card in the game,
// returning the split card's full name.
func (g *Game) splitHalf(name string) (string, bool) {
	for _, o := range g.objects {
		if o.Card != nil && o.Card.IsSplit() && o.Card.Face(name) >= 0 {
			return o.Card.Name, true
		}
	}
	return "", false
}

// splitCard reports whether name is the full name of a split card in the
// game.
func (g *Game) splitCard(name string) (*CardDefinition, bool) {
	for _, o := range g.objects {
		if o.Card != nil && o.Card.IsSplit() && strings.EqualFold(o.Card.Name, name) {
			return o.Card, true
		}
	}
	return nil, false
}

// opPlayFree lets a player play a card from his or her hand without paying
// its mana cost while the spell or ability resolves: the new spell goes on
// top of the stack and the resolving one carries on (413.2e).
func opPlayFree(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneHand
	for _, p := range r.players(ins.Player) {
		ids, options := g.candidates(p, &f, r)
		options = append(options, "nothing")
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "413.2e", About: "which " + f.Text + " to play without paying its mana cost", Options: options})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		if i >= len(ids) {
			g.record("413.2e", "%s %s nothing", g.playerName(p), g.rules.Words.PlaysSpell)
			continue
		}
		g.record("413.2e", "%s %s %s during the resolution of %s, without paying its mana cost: it goes on top of the stack", g.playerName(p), g.rules.Words.PlaysSpell, answer, r.source.name())
		g.noteCastCard(p, answer)
		if err := g.playSpell(PlayRequest{Player: p, Card: ids[i], DuringResolution: true}); err != nil {
			return err
		}
	}
	return nil
}
