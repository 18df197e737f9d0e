package rulings

import (
	"fmt"
	"slices"
)

// Replacement effects on an object going to a graveyard: "if a card would
// be put into a graveyard, instead remove it from the game", "if this
// would be put into a graveyard from play, instead shuffle it into its
// owner's library". When two or more would modify the same event, the
// affected object's controller (its owner if it has none) chooses one to
// apply; then the others apply only if still appropriate (419.9a).

// zoneReplacement is one applicable replacement of a move to a graveyard.
type zoneReplacement struct {
	source *view
	a      *Ability
}

// replaceGraveyardMove applies the replacement effects that would modify
// o's move from from to to, and returns where o goes instead and whether
// its owner's library is then shuffled.
func (g *Game) replaceGraveyardMove(o *Object, from, to Zone) (Zone, bool) {
	if to != ZoneGraveyard || o.Ability != nil || o.Combat != nil {
		return to, false
	}
	var found []zoneReplacement
	seen := map[ObjectID]bool{}
	consider := func(src *view) {
		if src == nil || seen[src.id] {
			return
		}
		seen[src.id] = true
		for _, a := range src.chars().Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == ReplaceGraveyard && g.graveyardReplacementApplies(a.Static, src, o, from) {
				found = append(found, zoneReplacement{source: src, a: a})
			}
		}
	}
	// Only a permanent with such an ability is considered: the views of
	// the others stay on the stack.
	replaces := func(a *Ability) bool {
		return a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == ReplaceGraveyard
	}
	if from == ZoneInPlay {
		if v := g.view(o.ID); v != nil && v.hasAbility(replaces) {
			consider(v.kept())
		}
	}
	for _, id := range g.inPlay {
		if v := g.view(id); v.hasAbility(replaces) {
			consider(v.kept())
		}
	}
	if len(found) == 0 {
		return to, false
	}
	chosen := found[0]
	name := g.name(o.ID)
	if len(found) > 1 {
		chooser := o.Controller
		options := make([]string, len(found))
		for i, r := range found {
			options[i] = r.source.name()
		}
		g.record("419.9a", "%d replacement effects would modify %s being put into a graveyard: %s, its controller, chooses one to apply", len(found), name, g.playerName(chooser))
		answer, err := g.ask(Question{Kind: ChooseOption, Player: chooser, Rule: "419.9a", About: fmt.Sprintf("which replacement effect applies to %s first", name), Options: options})
		if err != nil {
			g.keywordsState().err = err
		} else {
			chosen = found[slices.Index(options, answer)]
		}
	}
	s := chosen.a.Static
	g.record("217.1d", "%s would move to a graveyard: the replacement effects that apply to that event are applied before it moves", name)
	g.record("419.1a", "%s's ability \"%s\" applies: instead of being put into a graveyard, %s %s", chosen.source.name(), chosen.a.Text, name, replacementWords(g, s))
	g.recordLater("614.6", "the event is replaced: %s is never put into a graveyard, and the modified event happens instead", name)
	for _, other := range found {
		if other != chosen {
			g.record("419.9a", "%s's ability \"%s\" no longer applies: %s isn't being put into a graveyard anymore, so it does nothing", other.source.name(), other.a.Text, name)
		}
	}
	return s.To, s.Shuffle
}

// graveyardReplacementApplies reports whether replacement s on src
// modifies o being put into a graveyard from from.
func (g *Game) graveyardReplacementApplies(s *Static, src *view, o *Object, from Zone) bool {
	if s.FromPlay && from != ZoneInPlay {
		return false
	}
	if s.Self {
		return src.id == o.ID
	}
	if o.Token {
		return false
	}
	if len(s.Filter.Types) == 0 && len(s.Filter.Colors) == 0 && len(s.Filter.NotTypes) == 0 {
		return true
	}
	f := s.Filter
	f.Zone = from
	v := g.view(o.ID)
	return v != nil && g.matches(&f, v, src.controller, nil)
}

// replacementWords says what a graveyard replacement does instead.
func replacementWords(g *Game, s *Static) string {
	switch {
	case s.Shuffle:
		return "is shuffled into its owner's library"
	case s.To == ZoneRemoved:
		return "goes to the " + g.rules.ZoneName(s.To) + " zone"
	}
	return "goes to its owner's " + g.rules.ZoneName(s.To)
}
