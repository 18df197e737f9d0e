package rulings

// Numbers that can't be determined: if anything needs to use a number
// that can't be determined, it uses 0 instead (104.2; 107.2 of 2026).

// HighestCostYouControl is the amount "the highest converted mana cost
// among permanents you control".
const HighestCostYouControl = "the highest converted mana cost among permanents you control"

// highestCostYouControl evaluates HighestCostYouControl for the
// resolving ability's controller; with no permanents it can't be
// determined, and 0 is used.
func (r *resolution) highestCostYouControl() int {
	best, found := 0, false
	for _, id := range r.g.inPlay {
		v := r.g.view(id)
		if v.controller != r.controller {
			continue
		}
		found = true
		best = max(best, v.chars().ManaCost.ConvertedCost())
	}
	if !found {
		r.g.record("104.2#undetermined", "%s controls no permanents, so %s can't be determined: 0 is used instead", r.g.playerName(r.controller), HighestCostYouControl)
	}
	return best
}
