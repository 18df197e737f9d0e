package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// forecast — [activated ability]: an activated ability played only from
// its owner's hand, only during his or her upkeep and only once each turn;
// the card is revealed as it is played (502.53).
var forecast = Keyword{Name: forecastName, Rule: "502.53", Form: "forecast — activated COST: INSTRUCTIONS",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		if text == forecastName || strings.HasPrefix(text, forecastName+" ") && !strings.HasPrefix(text, forecastName+" — ") {
			return keywordValue{}, true, fmt.Errorf("write the ability after \"forecast — \"")
		}
		return keywordValue{}, false, nil
	},
	build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility || a.Mana {
			return nil, fmt.Errorf("forecast: %q is not an activated ability (502.53a)", a.Text)
		}
		w := *a
		w.Zone, w.Keyword, w.Text = ZoneHand, forecastName, forecastName+" — "+a.Text
		return &w, nil
	}}

const forecastName = "forecast"

// KeywordWrapping reports whether a card line is a keyword written before
// another ability line ("forecast — activated {1}{W}: ..."), and returns
// the keyword and that line.
func KeywordWrapping(text string) (keyword, inner string, ok bool) {
	for _, k := range keywordTable() {
		if k.wraps == nil {
			continue
		}
		if rest, found := strings.CutPrefix(text, k.Name+" — "); found {
			return k.Name, strings.TrimSpace(rest), true
		}
	}
	return "", "", false
}

// WrapAbility makes the ability a keyword written before an ability line
// stands for, from the abilities that line reads as (one).
func WrapAbility(keyword string, read []*Ability) (*Ability, error) {
	k, ok := KeywordNamed(keyword)
	if !ok || k.wraps == nil {
		return nil, fmt.Errorf("%q doesn't come before an ability", keyword)
	}
	if len(read) != 1 {
		return nil, fmt.Errorf("%s: expected one ability after \"%s — \"", keyword, keyword)
	}
	return k.wraps(read[0])
}

// forecastRestriction returns the IllegalError that stops player p from
// playing the forecast ability a of the card src (seen in v) now, or nil:
// only during its owner's upkeep, once each turn (502.53b).
func (g *Game) forecastRestriction(p PlayerID, src *Object, v *view, a *Ability) error {
	if a.Keyword != forecastName {
		return nil
	}
	if g.active != src.Owner || g.step != Upkeep {
		return g.illegal("502.53b", "%s's forecast ability can be %s only during its owner's upkeep", v.name(), g.rules.Words.ability(participle))
	}
	k := g.keywordsState()
	if slices.Contains(k.forecasts[g.turn], src.Origin) {
		return g.illegal("502.53b", "%s's forecast ability was already %s this turn: only once each turn", v.name(), g.rules.Words.ability(participle))
	}
	if k.forecasts == nil {
		k.forecasts = map[int][]ObjectID{}
	}
	k.forecasts[g.turn] = append(k.forecasts[g.turn], src.Origin)
	g.record("502.53b", "%s reveals %s from his or her hand as its forecast ability is %s, during his or her upkeep", g.playerName(p), v.name(), g.rules.Words.ability(participle))
	return nil
}
