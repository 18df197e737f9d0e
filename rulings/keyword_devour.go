package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// devour N: "As this object enters, you may sacrifice any number of
// creatures. This permanent enters with N +1/+1 counters on it for each
// creature sacrificed this way" (702.82a of 2026). A keyword from Shards
// of Alara. Each instance is a replacement effect that modifies how the
// permanent enters; the same creature can't be chosen for two of them
// (614.13b), so the controller chooses for each in turn among the
// creatures not chosen yet, then all of them are sacrificed at once.
var devour = Keyword{Name: "devour", Rule: "702.82", Form: "devour N", Since: "2008-10-03", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		// Every instance is applied with the first: the choices of all
		// of them make up one set of sacrifices.
		if firstKeyword(v, "devour") == a {
			applyDevour(g, o, v)
		}
	}}

// applyDevour is (*Game).applyDevour, set in init: the sacrifices reach
// the keyword table through the triggers they cause, which the table's
// own initialization can't refer to.
var applyDevour func(g *Game, o *Object, v *view)

func init() { applyDevour = (*Game).applyDevour }

// applyDevour applies each devour instance of the entering permanent o.
func (g *Game) applyDevour(o *Object, v *view) {
	var instances []*Ability
	for _, a := range v.chars().Abilities {
		if a.Keyword == devour.Name {
			instances = append(instances, a)
		}
	}
	var all []ObjectID
	counters := 0
	for _, a := range instances {
		chosen, err := g.chooseDevoured(o, v, a, all)
		if err != nil {
			g.deferError(err)
			return
		}
		all = append(all, chosen...)
		n := a.Static.Amount.N * len(chosen)
		counters += n
		g.record("702.82a", "%s: %s chooses %s to sacrifice, for %s", a.Text, g.playerName(o.Controller), namesOr(g, chosen, "no creature"), count(n, "+1/+1 counter"))
	}
	if len(all) > 0 {
		g.moveAll(all, ZoneGraveyard, "702.82a", fmt.Sprintf("sacrificed as %s enters", v.name()))
	}
	g.record("702.82a", "%s enters with %s", v.name(), count(counters, "+1/+1 counter"))
	g.putCountersOn(o, "+1/+1", counters, true)
}

// chooseDevoured asks o's controller for the creatures to sacrifice for
// one devour instance a, one at a time: creatures the controller controls
// other than o and those entering with it, and none already chosen for
// another instance (614.13b).
func (g *Game) chooseDevoured(o *Object, v *view, a *Ability, taken []ObjectID) ([]ObjectID, error) {
	var chosen []ObjectID
	for {
		var ids []ObjectID
		var options []string
		var excluded []string
		for _, id := range g.inPlay {
			c := g.view(id)
			if id == o.ID || containsID(g.entering, id) || c.controller != o.Controller || !c.chars().HasType("creature") || slices.Contains(chosen, id) {
				continue
			}
			if slices.Contains(taken, id) {
				excluded = append(excluded, c.name())
				continue
			}
			ids = append(ids, id)
			options = append(options, c.name())
		}
		if len(chosen) == 0 && len(excluded) > 0 {
			g.record("614.13b", "%s was chosen to be sacrificed for another devour ability of %s: the same object can't be chosen twice while applying the replacement effects that modify how %s enters", strings.Join(excluded, " and "), v.name(), v.name())
		}
		if len(ids) == 0 {
			return chosen, nil
		}
		options = append(options, "no more")
		answer, err := g.ask(Question{Kind: ChooseObject, Player: o.Controller, Rule: "702.82a", About: "a creature to sacrifice for " + v.name() + "'s " + a.Text, Options: options})
		if err != nil {
			return nil, err
		}
		i := pick(options, answer)
		if i < 0 || i == len(ids) {
			return chosen, nil
		}
		chosen = append(chosen, ids[i])
	}
}

// namesOr names the objects, or says none.
func namesOr(g *Game, ids []ObjectID, none string) string {
	if len(ids) == 0 {
		return none
	}
	names := g.nameList(ids)
	return strings.Join(names, " and ")
}
