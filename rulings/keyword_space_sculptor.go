package rulings

import "fmt"

// space sculptor: the keyword of one card (Space Beleren) that has
// creatures gain sector designations (702.158a). A sector designation is
// alpha, beta or gamma sector; only permanents have one, which they keep
// until no player controls a permanent with space sculptor, and it isn't
// copiable (702.158b). While a permanent with space sculptor and a
// creature without a sector are on the battlefield, each player controlling
// such creatures chooses a sector for each, those who control no space
// sculptor first, then the others: a state-based action (702.158c,
// 704.5u), answered `alice chooses "alpha"` for each creature in the order
// they are in play. The instructions that act on a chosen sector
// (702.158d-e) are not read. A keyword from Unfinity, dated by that set's
// release.
var spaceSculptor = Keyword{Name: "space sculptor", Rule: "702.158", Form: "space sculptor", Since: "2022-10-07", build: staticKeyword(PlayRule)}

// sectors are the sector designations (702.158b).
var sectors = []string{"alpha", "beta", "gamma"}

// assignSectors performs the state-based action of space sculptor
// (704.5u, 702.158c), and drops every sector designation once no player
// controls a permanent with space sculptor (702.158b). acted reports
// whether a sector was chosen.
func (g *Game) assignSectors() (acted bool, err error) {
	if !g.keywordOfTheRules(spaceSculptor) {
		return false, nil
	}
	sculptors := map[PlayerID]bool{}
	var sculptor *view
	for _, id := range g.inPlay {
		if v := g.view(id); hasKeyword(v.chars(), spaceSculptor.Name) {
			sculptors[v.controller] = true
			if sculptor == nil {
				sculptor = v
			}
		}
	}
	st := g.keywordsState()
	if sculptor == nil {
		if st.later != nil && len(st.later.sectors) > 0 {
			clear(st.later.sectors)
			g.record("702.158b", "no player controls a permanent with space sculptor: every sector designation ends")
		}
		return false, nil
	}
	without := map[PlayerID][]ObjectID{}
	for _, id := range g.inPlay {
		v := g.view(id)
		if _, has := g.laterState().sectors[id]; !has && v.chars().HasType("creature") {
			without[v.controller] = append(without[v.controller], id)
		}
	}
	if len(without) == 0 {
		return false, nil
	}
	g.noteKeyword(sculptor.name(), spaceSculptor)
	g.record("704.5u", "%s, with space sculptor, and creatures without a sector designation are on the battlefield: their controllers choose a sector for each", sculptor.name())
	for _, first := range []bool{true, false} {
		for _, p := range g.apnap() {
			if sculptors[p] == first || len(without[p]) == 0 {
				continue
			}
			if first {
				g.record("702.158c", "%s controls no permanent with space sculptor: they choose sectors first", g.playerName(p))
			} else {
				g.record("702.158c", "%s controls a permanent with space sculptor: they choose sectors after the players who don't", g.playerName(p))
			}
			for _, id := range without[p] {
				answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.158c", About: fmt.Sprintf("the sector designation of %s", g.name(id)), Options: sectors})
				if err != nil {
					return acted, err
				}
				sector := sectors[max(indexFold(sectors, answer), 0)]
				g.laterState().sectors[id] = sector
				g.record("702.158b", "%s chooses %s sector for %s: it keeps it until no player controls a permanent with space sculptor", g.playerName(p), sector, g.name(id))
				acted = true
			}
		}
	}
	return acted, nil
}
