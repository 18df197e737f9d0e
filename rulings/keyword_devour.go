package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// devour N: "As this object enters, you may sacrifice any number of
// creatures. This permanent enters with N +1/+1 counters on it for each
// creature sacrificed this way" (702.82a of 2026). A keyword from Shards
// of Alara. Each instance is a replacement effect that modifies how the
// permanent enters; the same creature can't be chosen for two of them
// (614.13b), so the controller chooses for each in turn among the
// creatures not chosen yet, then all of them are sacrificed at once.
//
// "Devour [quality] N" is its variant (702.82c): the permanents of the
// quality are sacrificed, not creatures; its filter is kept on the
// ability's Static.
var devour = Keyword{Name: "devour", Rule: "702.82", Form: "devour [QUALITY] N", Since: "2008-10-03",
	match: matchDevour,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}, Filter: v.filter}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		// Every instance is applied with the first: the choices of all
		// of them make up one set of sacrifices.
		if firstKeyword(v, "devour") == a {
			applyDevour(g, o, v)
		}
	}}

// matchDevour reads "devour N" and "devour QUALITY N" (v.filter the
// quality of the permanents sacrificed).
func matchDevour(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	if len(text) < len("devour ") || !strings.EqualFold(text[:len("devour ")], "devour ") {
		return v, false, nil
	}
	rest := strings.TrimSpace(text[len("devour "):])
	quality, number := "", rest
	if i := strings.LastIndex(rest, " "); i >= 0 {
		quality, number = rest[:i], rest[i+1:]
	}
	n, err := strconv.Atoi(number)
	if err != nil || n < 1 {
		return v, true, fmt.Errorf("%q is not a number at least 1 (devour N, or devour QUALITY N)", number)
	}
	v.n = n
	if quality != "" {
		f, err := filter(quality)
		if err != nil {
			return v, true, err
		}
		v.filter = f
	}
	return v, true, nil
}

// devourable reports whether the permanent seen in c can be sacrificed for
// devour instance a of a permanent p controls: a creature, or a permanent
// of the quality of "devour [quality] N" (702.82c).
func (g *Game) devourable(a *Ability, c *view, p PlayerID) bool {
	if f := a.Static.Filter; f.Text != "" {
		return g.matches(&f, c, p, nil)
	}
	return c.chars().HasType("creature")
}

// devouredKind names what devour instance a sacrifices: "a creature", or
// "an artifact" for devour artifact N.
func devouredKind(a *Ability) string {
	if f := a.Static.Filter; f.Text != "" {
		return indefinite(f.Text) + " " + f.Text
	}
	return "a creature"
}

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
		if f := a.Static.Filter; f.Text != "" {
			g.record("702.82c", "%s, a variant of devour: the permanents sacrificed for it are %s permanents, not creatures", a.Text, f.Text)
		}
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
			if id == o.ID || containsID(g.entering, id) || c.controller != o.Controller || !g.devourable(a, c, o.Controller) || slices.Contains(chosen, id) {
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
		answer, err := g.ask(Question{Kind: ChooseObject, Player: o.Controller, Rule: "702.82a", About: devouredKind(a) + " to sacrifice for " + v.name() + "'s " + a.Text, Options: options})
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
