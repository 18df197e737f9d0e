package rulings

import "fmt"

// plot {COST}: "Any time you have priority during your main phase while
// the stack is empty, you may exile this card from your hand and pay
// [cost]. It becomes a plotted card" (702.170a of 2026), a special action
// (702.170b): `alice plots "Card", tapping ...`. Its owner may cast a
// plotted card from exile without paying its mana cost during their main
// phase while the stack is empty, on any turn after the one it became
// plotted (702.170d), with the clause "paying the plot cost". A keyword
// from Outlaws of Thunder Junction, dated by that set's release.
var plot = Keyword{Name: "plot", Rule: "702.170", Form: "plot {COST}", arg: argCost, Since: "2024-04-19", Verb: "plots",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// foretell {COST}: any time a player has priority during their turn, they
// may pay {2} and exile a card with foretell from their hand face down;
// they may cast it after the current turn has ended by paying its foretell
// cost rather than its mana cost (702.143a of 2026). Foretelling is a
// special action (702.143b): `alice foretells "Card", tapping ...`, and
// the card is cast with the clause "paying the foretell cost". The card
// isn't hidden in exile as the rules have it: the engine names it there
// as any other exiled card. A keyword from Kaldheim, dated by that set's
// release.
var foretell = Keyword{Name: "foretell", Rule: "702.143", Form: "foretell {COST}", arg: argCost, Since: "2021-02-05", Verb: "foretells",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[plot.Name] = castWay{rule: "702.170d", fromExile: true, free: true, allowed: castableSpecialExile(plot.Name, "702.170d")}
	castWays[foretell.Name] = castWay{rule: "702.143a", fromExile: true, alternative: true, allowed: castableSpecialExile(foretell.Name, "702.143a")}
}

// specialExile is a card exiled by a keyword's special action: the
// keyword and the turn it was exiled in.
type specialExile struct {
	keyword string
	turn    int
}

// castableSpecialExile returns the condition for casting a card exiled by
// the keyword's special action: it was, on an earlier turn; a plotted card
// is cast only in its owner's main phase with the stack empty.
func castableSpecialExile(keyword, rule string) func(g *Game, p PlayerID, card *Object, _ *Characteristics) string {
	return func(g *Game, p PlayerID, card *Object, _ *Characteristics) string {
		var mark specialExile
		if g.keywords != nil && g.keywords.later != nil {
			mark = g.keywords.later.exiledWith[card.ID]
		}
		if mark.keyword != keyword {
			return fmt.Sprintf("it wasn't exiled with %s", keyword)
		}
		if mark.turn == g.turn {
			return fmt.Sprintf("it was exiled with %s this turn: it can be cast only after this turn has ended", keyword)
		}
		if keyword == plot.Name && !g.sorceryWindow(p) {
			return "a plotted card is cast only during its owner's main phase while the stack is empty"
		}
		g.record(rule, "%s was exiled with %s on an earlier turn: %s may cast it now", g.name(card.ID), keyword, g.playerName(p))
		return ""
	}
}

// ExileWithKeyword takes the special action of plot or foretell (named by
// req.KeywordCost) for the card req names in its owner's hand: the cost
// is paid with the mana abilities req names, and the card is exiled.
func (g *Game) ExileWithKeyword(req PlayRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		k, ok := KeywordNamed(req.KeywordCost)
		if !ok || (k.Name != plot.Name && k.Name != foretell.Name) {
			return fmt.Errorf("%q is no keyword whose special action exiles a card", req.KeywordCost)
		}
		rule := k.Rule + "a"
		o := g.objects[req.Card]
		if o == nil || o.Zone != ZoneHand || o.Owner != p {
			return g.illegal(rule, "%s has no such card in hand: %s works while the card is in its owner's hand", name, k.Name)
		}
		c := &o.Card.Faces[0]
		a := firstKeywordOf(c, k.Name)
		if a == nil {
			return g.illegal(rule, "%s doesn't have %s", c.Name, k.Name)
		}
		if g.priority != p {
			return g.illegal(rule, "%s can %s a card only while they have priority", name, k.Name)
		}
		cost := a.Cost.Mana
		switch k.Name {
		case plot.Name:
			if !g.sorceryWindow(p) {
				return g.illegal(rule, "%s can plot a card only during their main phase while the stack is empty", name)
			}
		case foretell.Name:
			if g.active != p {
				return g.illegal(rule, "%s can foretell a card only during their own turn", name)
			}
			cost = ManaCost{Generic: 2}
			g.splitSecondAllowsSpecial(p, "foretell a card")
		}
		if err := g.payManaWith(p, req.ManaSources, cost); err != nil {
			return err
		}
		ev := g.move(o.ID, ZoneRemoved, p)
		g.noteKeyword(c.Name, k)
		g.laterState().exiledWith[ev.NewID] = specialExile{keyword: k.Name, turn: g.turn}
		if k.Name == plot.Name {
			g.record("702.170a", "%s pays %s and exiles %s from their hand: it becomes a plotted card", name, cost, c.Name)
			g.record("702.170b", "exiling a card with its plot ability is a special action: it doesn't use the stack")
			g.recordLater("116.2k", "%s has a card with plot in their hand and exiles it: a special action, taken any time they have priority during their own main phase with the stack empty", name)
			g.recordLater("405.6d", "plotting %s is a special action: it doesn't use the stack, and happens immediately", c.Name)
		} else {
			g.record("702.143a", "%s pays {2} and exiles %s from their hand: it is foretold", name, c.Name)
			g.record("702.143b", "exiling a card with its foretell ability is a special action: it doesn't use the stack")
			g.recordLater("116.2h", "%s has a card with foretell in their hand, pays {2} and exiles it face down: a special action, taken any time they have priority during their own turn", name)
			g.recordLater("405.6d", "foretelling %s is a special action: it doesn't use the stack, and happens immediately", c.Name)
		}
		g.afterEvents([]Event{ev}, nil)
		return g.givePriority(p)
	})
}

// firstKeywordOf is the first ability of c that is the keyword named.
func firstKeywordOf(c *Characteristics, keyword string) *Ability {
	for _, a := range c.Abilities {
		if a.Keyword == keyword {
			return a
		}
	}
	return nil
}
