package rulings

import "reflect"

// mustFindAny reports whether a search of a hidden zone for f, under the
// modern numbering, is for a card with no stated quality ("search your
// library for a card"): such a search must find as many cards as it asks
// for, or as many as the zone holds (701.23d of 2026), where a search for
// a card with a stated quality may find none (701.23b). It records why.
func (g *Game) mustFindAny(p PlayerID, f Filter) bool {
	if g.rules.Numbers == nil || !reflect.DeepEqual(f, Filter{Zone: f.Zone, Text: f.Text}) {
		return false
	}
	g.record("701.23d", "%s searches a hidden zone simply for %s, with no stated quality: they must find one if the zone holds any", g.playerName(p), indefinite(f.Text)+" "+f.Text)
	return true
}
