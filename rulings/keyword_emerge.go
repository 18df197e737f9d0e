package rulings

// emerge {COST}: "You may cast this spell by paying [cost] and
// sacrificing a creature rather than paying its mana cost" and "If you
// chose to pay this spell's emerge cost, its total cost is reduced by an
// amount of generic mana equal to the sacrificed creature's mana value"
// (702.119a of 2026), an alternative cost (601.2b, 601.2f-h) cast with
// the clause "paying the emerge cost" and the creature ("sacrificing
// "Hill Giant""). The creature is chosen as the cost is chosen and
// sacrificed as the total cost is paid (702.119c); its mana value comes
// off with the other reductions, after every increase, and only from
// generic mana. A keyword from Eldritch Moon, dated by that set's
// release.
var emerge = Keyword{Name: "emerge", Rule: "702.119", Form: "emerge {COST}", arg: argCost, Since: "2016-07-22",
	build: func(text string, v keywordValue) *Ability {
		part := CostPart{Action: Sacrifice, Filter: Filter{Types: []string{"creature"}, Controller: "you", Text: "creature"}, Text: emergeSacrifice}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

// emergeSacrifice is the text of the sacrifice emerge's cost asks.
const emergeSacrifice = "sacrifice a creature (emerge)"

func init() {
	castWays[emerge.Name] = castWay{rule: "702.119a", alternative: true}
}

// applyEmerge reduces the total cost of a spell cast for its emerge cost
// by the mana value of the creature named to be sacrificed for it
// (702.119a, 702.119c).
func (g *Game) applyEmerge(s *stackSpell, req PlayRequest, total *ManaCost) {
	if !s.isSpell || !g.castWithKeyword(s.obj, emerge.Name) {
		return
	}
	i := 0
	for _, part := range s.parts {
		if part.Action != Sacrifice || part.Self {
			continue
		}
		if part.Text == emergeSacrifice {
			break
		}
		i++
	}
	if i >= len(req.Sacrifices) {
		return // Paying the cost finds no creature named for it.
	}
	v := g.view(req.Sacrifices[i])
	if v == nil || v.zone != ZoneInPlay {
		return
	}
	mv := g.manaValue(v)
	g.record("702.119c", "%s chooses %s as the creature to sacrifice for emerge, as the emerge cost is chosen; it is sacrificed as the total cost is paid", g.playerName(req.Player), v.name())
	reduced := reduceGeneric(total, mv)
	g.record("702.119a", "the total cost is reduced by %s's mana value, %d: {%d} of generic mana comes off, leaving %s", v.name(), mv, reduced, *total)
}
