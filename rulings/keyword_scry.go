package rulings

import "fmt"

// scry N: "Look at the top N cards of your library. Put any number of them
// on the bottom of your library in any order and the rest on top of your
// library in any order" (502.36), as the spell resolves.
var scry = Keyword{separateRule: "502.36b", Name: scryName, Rule: "502.36", Form: "scry N", arg: argCount,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	},
	resolving: resolveScry}

const scryName = "scry"

// resolveScry looks at the top N cards of the controller's library (all
// of them if fewer) and asks, card by card, whether it goes to the bottom;
// each instance of scry works separately (502.36b). The cards kept on top,
// and those put on the bottom, keep the order they had.
func resolveScry(g *Game, r *resolution, a *Ability) error {
	p := r.controller
	pl := g.players[p]
	n := min(a.Static.Amount.N, len(pl.Library))
	if a.Static.Amount.N == 0 && g.rules.Numbers != nil {
		// Scry 0 is no scry event at all under the modern rules: no card
		// is looked at and nothing that triggers on scrying triggers.
		g.record("701.22b", "%s is instructed to scry 0: no scry event occurs", pl.Name)
		return nil
	}
	if countKeyword(r.source, scryName) > 1 {
		g.record("502.36b", "%s has more than one instance of scry: each one works separately", r.source.name())
	}
	g.record("502.36a", "scry %d: %s looks at the top %d card(s) of his or her library", a.Static.Amount.N, pl.Name, n)
	top, bottom, err := g.topOrBottom(p, p, n, "502.36a", "the library")
	if err != nil {
		return err
	}
	g.record("502.36a", "%s puts %d card(s) on the bottom of his or her library and %d back on top", pl.Name, bottom, top)
	scryCompleted(g, p, completedWhat(n, a.Static.Amount.N))
	return nil
}

// topOrBottom has chooser look at the top n cards of owner's library and
// put each back on top or on the bottom (scry, fateseal), asking under
// rule about library (how the question names it). It returns how many
// stayed on top and how many went to the bottom.
func (g *Game) topOrBottom(chooser, owner PlayerID, n int, rule, library string) (top, bottom int, err error) {
	lib := g.players[owner].Library
	var onTop, onBottom []ObjectID
	for _, id := range lib[:n] {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: chooser, Rule: rule, About: fmt.Sprintf("whether %s stays on top of %s or goes to the bottom", g.name(id), library), Options: []string{"top", "bottom"}})
		if err != nil {
			return 0, 0, err
		}
		if answer == "bottom" {
			onBottom = append(onBottom, id)
		} else {
			onTop = append(onTop, id)
		}
	}
	rest := append([]ObjectID{}, lib[n:]...)
	g.players[owner].Library = append(append(onTop, rest...), onBottom...)
	return len(onTop), len(onBottom), nil
}
