package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Mulligans: before the first turn, a player dissatisfied with his or her
// hand shuffles it back into the library and draws a new one, one card
// fewer each time, starting player first, then each other player in turn
// order (101.4). In the Two-Headed Giant variant the teams take them, the
// starting team first: each player of the team decides, those who chose
// to mulligan take their mulligans at the same time, and a player's first
// mulligan draws seven cards (101.4a). Once every player has kept an
// opening hand, the game begins (101.5).

// mulliganState is who has kept an opening hand, how many mulligans each
// player has taken, and the decisions of the round being made.
type mulliganState struct {
	kept  map[PlayerID]bool
	taken map[PlayerID]int
	// decided holds this round's decisions: true to mulligan, false to
	// keep.
	decided map[PlayerID]bool
	// teams are the Two-Headed Giant teams; nil for the standard rule.
	teams [][]PlayerID
}

func (m *mulliganState) clone() *mulliganState {
	if m == nil {
		return nil
	}
	c := *m
	c.kept, c.taken, c.decided = maps.Clone(m.kept), maps.Clone(m.taken), maps.Clone(m.decided)
	return &c
}

// BeginMulligans puts the game before its first turn, with each player's
// hand the one he or she drew (101.3): players take mulligans until every
// one has kept an opening hand, and nothing else can be done until then
// (101.4, 101.5). Two-Headed Giant teams, if given, take them as teams
// (101.4a); each team is two players (606.1).
func (g *Game) BeginMulligans(teams [][]PlayerID) error {
	if teams != nil {
		seen := map[PlayerID]bool{}
		for _, t := range teams {
			for _, p := range t {
				seen[p] = true
			}
			if len(t) != 2 {
				return fmt.Errorf("a Two-Headed Giant team is two players, not %d (606.1)", len(t))
			}
		}
		if len(teams) != 2 || len(seen) != 4 || len(g.players) != 4 {
			return fmt.Errorf("a Two-Headed Giant game is played by two teams of two players each, all of the game's players (606.1)")
		}
	}
	g.mulligans = &mulliganState{kept: map[PlayerID]bool{}, taken: map[PlayerID]int{}, decided: map[PlayerID]bool{}, teams: teams}
	first := g.mulliganGroup()
	switch {
	case g.londonMulligan():
		g.beginLondonMulligans()
	case teams != nil:
		g.record("101.4a", "before the first turn, players may mulligan: the starting team (%s) takes any mulligans first", g.playerNames(first))
	default:
		g.record("101.4", "before the first turn, players may mulligan: %s, the starting player, takes any mulligans first", g.playerNames(first))
	}
	return nil
}

// mulliganGroups are the players who decide together, in the order they
// take mulligans: the starting player (the active player) first, then
// each other player in turn order (101.4); in Two-Headed Giant the
// starting team, then the other (101.4a).
func (g *Game) mulliganGroups() [][]PlayerID {
	m := g.mulligans
	if m.teams == nil {
		var out [][]PlayerID
		for _, p := range g.apnap() {
			out = append(out, []PlayerID{p})
		}
		return out
	}
	out := slices.Clone(m.teams)
	slices.SortStableFunc(out, func(a, b []PlayerID) int {
		return b2i(!slices.Contains(a, g.active)) - b2i(!slices.Contains(b, g.active))
	})
	return out
}

// mulliganGroup is the group of players now deciding: the first with a
// player who hasn't kept an opening hand. Under the mulligan of 2026 every
// player declares before any mulligan is taken (103.5 of 2026): the group
// is all players, in the order they declare.
func (g *Game) mulliganGroup() []PlayerID {
	if g.londonMulligan() {
		all := slices.Concat(g.mulliganGroups()...)
		if slices.ContainsFunc(all, func(p PlayerID) bool { return !g.mulligans.kept[p] }) {
			return all
		}
		return nil
	}
	for _, group := range g.mulliganGroups() {
		for _, p := range group {
			if !g.mulligans.kept[p] {
				return group
			}
		}
	}
	return nil
}

// mulliganRule is the rule the mulligans of the game follow.
func (g *Game) mulliganRule() string {
	if g.mulligans.teams != nil {
		return "101.4a"
	}
	return "101.4"
}

// Mulligan is player p's decision to take a mulligan.
func (g *Game) Mulligan(p PlayerID) error { return g.decideMulligan(p, true) }

// KeepHand is player p's decision to keep his or her hand as the opening
// hand.
func (g *Game) KeepHand(p PlayerID) error { return g.decideMulligan(p, false) }

// decideMulligan records a decision to mulligan or keep and, once every
// player of the deciding group who hasn't kept has decided, carries the
// decisions out at the same time (101.4a).
func (g *Game) decideMulligan(p PlayerID, mulligan bool) error {
	m := g.mulligans
	name := g.playerName(p)
	if m == nil {
		return g.illegal("101.4", "%s can take a mulligan or keep a hand only before the game begins, while players decide on their opening hands", name)
	}
	rule := g.mulliganRule()
	group := g.mulliganGroup()
	switch {
	case m.kept[p]:
		return g.illegal("101.4", "%s has decided to keep an opening hand and can't take any more mulligans", name)
	case g.londonMulligan():
		if err := g.londonTurn(p); err != nil {
			return err
		}
		if mulligan && g.londonHandSize(p) < 0 {
			return g.illegal(rule, "%s's opening hand would be zero cards: they can't take another mulligan", name)
		}
	case !slices.Contains(group, p):
		who := "player"
		if m.teams != nil {
			who = "team"
		}
		return g.illegal(rule, "%s decides in turn: the starting %s takes any mulligans first, then each other %s in turn order, and %s deciding now", name, who, who, g.deciding(group))
	case mulligan && g.newHandSize(p) < 0:
		return g.illegal(rule, "%s's hand size has reached zero cards: he or she can't take another mulligan", name)
	}
	if _, again := m.decided[p]; again {
		return g.illegal(rule, "%s has already decided this time", name)
	}
	m.decided[p] = mulligan
	for _, q := range group {
		if _, ok := m.decided[q]; !ok && !m.kept[q] {
			return nil
		}
	}
	return g.takeMulligans(group)
}

// newHandSize is the number of cards player p's next mulligan draws: six
// for the first, one fewer each time (101.4); in Two-Headed Giant the
// first draws seven (101.4a).
func (g *Game) newHandSize(p PlayerID) int {
	first := 6
	if g.mulligans.teams != nil {
		first = 7
	}
	return first - g.mulligans.taken[p]
}

// takeMulligans carries out a group's decisions: the players who keep
// have their opening hands, and those who mulligan take their mulligans
// at the same time.
func (g *Game) takeMulligans(group []PlayerID) error {
	m := g.mulligans
	var taking []PlayerID
	for _, p := range group {
		mulligan, ok := m.decided[p]
		if !ok {
			continue
		}
		if mulligan {
			taking = append(taking, p)
			continue
		}
		m.kept[p] = true
		g.record("101.4", "%s keeps a hand of %s: it becomes his or her opening hand, and he or she can't take any more mulligans", g.playerName(p), count(len(g.players[p].Hand), "card"))
		if g.londonMulligan() {
			continue
		}
		for _, q := range group {
			if q != p && !m.kept[q] {
				g.record("101.4a", "%s can't take any more mulligans, but %s, his or her teammate, may", g.playerName(p), g.playerName(q))
			}
		}
	}
	switch {
	case len(taking) > 1 && g.londonMulligan():
		g.recordLater("103.5", "each player has declared: %s take their mulligans at the same time", joinAnd(g.playerNameList(taking)))
	case len(taking) > 1:
		g.record("101.4a", "%s take their mulligans at the same time", joinAnd(g.playerNameList(taking)))
	}
	for _, p := range taking {
		if g.londonMulligan() {
			if err := g.takeLondonMulligan(p); err != nil {
				return err
			}
			continue
		}
		n := g.newHandSize(p)
		pl := g.players[p]
		switch {
		case m.teams != nil && m.taken[p] == 0:
			g.record("101.4a", "it is the first time %s takes a mulligan: he or she draws a new hand of seven cards", g.playerName(p))
		case m.teams != nil:
			g.record("101.4a", "%s has taken a mulligan before: subsequent hands decrease by one card as normal, to %s", g.playerName(p), count(n, "card"))
		}
		for _, id := range slices.Clone(pl.Hand) {
			g.move(id, ZoneLibrary, p)
		}
		lib := pl.Library
		g.shuffleIDs(lib)
		drawn := min(n, len(pl.Library))
		for range drawn {
			g.move(pl.Library[0], ZoneHand, p)
		}
		m.taken[p]++
		g.record("101.4", "%s takes a mulligan: he or she shuffles his or her hand back into his or her library and draws a new hand of %s", g.playerName(p), count(drawn, "card"))
	}
	m.decided = map[PlayerID]bool{}
	next := g.mulliganGroup()
	if next == nil {
		g.mulligans = nil
		if g.londonMulligan() {
			// The shared turns of a Two-Headed Giant game aren't
			// modeled: its first turn is the starting player's, whose
			// team plays first (103.8b of 2026).
			g.firstTurn = g.turn
			for _, team := range m.teams {
				if slices.Contains(team, g.active) {
					g.firstTeam = team
				}
			}
		}
		if err := g.openingHandActions(); err != nil {
			return err
		}
		g.record("101.5", "every player has kept an opening hand: %s, the starting player, takes his or her first turn", g.playerName(g.active))
		return g.Start()
	}
	if !slices.Equal(next, group) && m.teams != nil && !g.londonMulligan() {
		g.record("101.4a", "each player on the team of %s has kept an opening hand: the other team (%s) may take mulligans", g.playerNames(group), g.playerNames(next))
	}
	return nil
}

// beforeGame refuses an action while players still decide on their
// opening hands: the game begins once all have kept (101.5).
func (g *Game) beforeGame(p PlayerID) error {
	if g.mulligans == nil {
		return nil
	}
	return g.illegal("101.5", "%s can't act yet: the game begins once all players have kept their opening hands, and %s still deciding", g.playerName(p), g.deciding(g.mulliganGroup()))
}

// deciding names the players of group who haven't kept a hand, with the
// verb: "clare is", "bob and clare are".
func (g *Game) deciding(group []PlayerID) string {
	var names []string
	for _, q := range group {
		if !g.mulligans.kept[q] {
			names = append(names, g.playerName(q))
		}
	}
	if len(names) == 1 {
		return names[0] + " is"
	}
	return joinAnd(names) + " are"
}

// joinAnd joins names as "a and b" or "a, b and c".
func joinAnd(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// playerNameList lists the names of players.
func (g *Game) playerNameList(ps []PlayerID) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = g.playerName(p)
	}
	return out
}
