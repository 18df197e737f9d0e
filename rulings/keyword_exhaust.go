package rulings

import (
	"fmt"
	"strings"
)

// exhaust — [cost]: [effect]: "[Cost]: [Effect]. Activate only once"
// (702.177a of 2026), an activated ability written after "exhaust — ". A
// keyword from Aetherdrift, dated by that set's release. Once is once for
// the object: a permanent that leaves the battlefield and returns is a new
// object, whose exhaust ability can be activated again (400.7).
var exhaust = Keyword{Name: "exhaust", Rule: "702.177", Form: "exhaust — activated COST: INSTRUCTIONS",
	Since: "2025-02-14", match: wrappingOnly("exhaust"), build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility {
			return nil, fmt.Errorf("exhaust: %q is not an activated ability (702.177a)", a.Text)
		}
		w := *a
		w.Keyword, w.Text = "exhaust", "exhaust — "+a.Text
		return &w, nil
	}}

// boast — [cost]: [effect]: "[Cost]: [Effect]. Activate only if this
// creature attacked this turn and only once each turn" (702.142a of 2026).
// A keyword from Kaldheim, dated by that set's release.
var boast = Keyword{Name: "boast", Rule: "702.142", Form: "boast — activated COST: INSTRUCTIONS",
	Since: "2021-02-05", match: wrappingOnly("boast"), build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility {
			return nil, fmt.Errorf("boast: %q is not an activated ability (702.142a)", a.Text)
		}
		w := *a
		w.Keyword, w.Text = "boast", "boast — "+a.Text
		return &w, nil
	}}

// ExhaustAgain is "During your turn, as long as you haven't activated an
// exhaust ability this turn, you may activate exhaust abilities as though
// they haven't been activated." (702.177b).
const ExhaustAgain StaticKind = 1100

// ExhaustAgainText is ExhaustAgain's text, as printed.
const ExhaustAgainText = "During your turn, as long as you haven't activated an exhaust ability this turn, you may activate exhaust abilities as though they haven't been activated."

// exhaustAgain returns the IllegalError that stops player p from
// activating again the exhaust ability a of v, activated before, or nil
// when an ExhaustAgain ability of a permanent p controls allows it: only
// during p's turn, and only if p hasn't begun to activate an exhaust
// ability this turn, so not while paying for one (702.177b).
func (g *Game) exhaustAgain(p PlayerID, v *view, a *Ability) error {
	var allower *view
	for src := range g.staticsInPlay(ExhaustAgain) {
		if src.controller == p {
			allower = src
			break
		}
	}
	if allower == nil || g.active != p {
		return g.illegal("702.177a", "%s's exhaust ability \"%s\" has been activated once already: it can be activated only once", v.name(), a.Text)
	}
	if t, ok := g.laterState().exhaustBegun[p]; ok && t == g.turn {
		return g.illegal("702.177b", "%s has already begun to activate an exhaust ability this turn: %s's effect no longer lets %s activate %s's exhaust ability \"%s\" again", g.playerName(p), allower.name(), g.playerName(p), v.name(), a.Text)
	}
	g.record("702.177b", "it is %s's turn and they haven't begun to activate an exhaust ability this turn: %s lets them activate %s's exhaust ability \"%s\" as though it hadn't been activated", g.playerName(p), allower.name(), v.name(), a.Text)
	return nil
}

// wrappingOnly refuses a keyword that comes before an ability line
// written without one.
func wrappingOnly(name string) func(string, func(string) (Filter, error)) (keywordValue, bool, error) {
	return func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		if text == name || strings.HasPrefix(text, name+" ") && !strings.HasPrefix(text, name+" — ") {
			return keywordValue{}, true, fmt.Errorf("write the ability after \"%s — \"", name)
		}
		return keywordValue{}, false, nil
	}
}

// activationKey names one activated ability of one object.
type activationKey struct {
	object ObjectID
	text   string
}

// laterActivationRestriction returns the IllegalError that stops player p
// from activating the exhaust or boast ability a of src (seen in v) now,
// or nil; an activation allowed is remembered.
func (g *Game) laterActivationRestriction(p PlayerID, src *Object, v *view, a *Ability) error {
	switch a.Keyword {
	case reconfigure.Name:
		return g.reconfigureRestriction(src, v, a)
	case solved.Name:
		return g.solvedRestriction(src, v, a)
	case exhaust.Name:
		st := g.laterState()
		key := activationKey{src.ID, a.Text}
		if _, done := st.activated[key]; done {
			if err := g.exhaustAgain(p, v, a); err != nil {
				return err
			}
		} else {
			g.record("702.177a", "%s's exhaust ability hasn't been activated before: %s may activate it, once", v.name(), g.playerName(p))
		}
		st.activated[key] = g.turn
		st.exhaustBegun[p] = g.turn
	case boast.Name:
		if !containsID(g.players[v.controller].attacked, src.ID) {
			return g.illegal("702.142a", "%s didn't attack this turn: its boast ability can't be activated", v.name())
		}
		st := g.laterState()
		key := activationKey{src.ID, a.Text}
		if t, done := st.activated[key]; done && t == g.turn {
			return g.illegal("702.142a", "%s's boast ability has been activated this turn already: only once each turn", v.name())
		}
		st.activated[key] = g.turn
		g.record("702.142a", "%s attacked this turn and its boast ability hasn't been activated this turn: %s may activate it", v.name(), g.playerName(p))
	}
	return nil
}
