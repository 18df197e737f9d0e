package rulings

// web-slinging {COST}: "You may cast this spell by paying [cost] and
// returning a tapped creature you control to its owner's hand rather than
// paying its mana cost" (702.188a of 2026), an alternative cost cast with
// the clause "paying the web-slinging cost" and the creature returned
// ("returning "Grizzly Bears""). A keyword from Marvel's Spider-Man, dated
// by that set's release.
var webSlinging = Keyword{Name: "web-slinging", Rule: "702.188", Form: "web-slinging {COST}", arg: argCost, Since: "2025-09-26",
	build: func(text string, v keywordValue) *Ability {
		part := CostPart{Action: ReturnTapped, Filter: Filter{Types: []string{"creature"}, Controller: "you", Status: "tapped", Text: "tapped creature you control"},
			Text: "return a tapped creature you control to its owner's hand"}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[webSlinging.Name] = castWay{rule: "702.188a", alternative: true}
}

// ReturnTapped is the cost "return a tapped creature you control to its
// owner's hand" (web-slinging, 702.188a), paid with the creature the
// clause "returning" names.
const ReturnTapped CostAction = 43

// payReturnTapped returns the one creature named, which must match the
// part's filter, to its owner's hand.
func (g *Game) payReturnTapped(s *stackSpell, part CostPart, named []ObjectID) error {
	p := s.obj.Controller
	if len(named) != 1 {
		return g.illegal("409.1h", "%s must name one %s to return for \"%s\"", g.playerName(p), part.Filter.Text, part.Text)
	}
	id := named[0]
	v := g.view(id)
	f := part.Filter
	if v == nil || !g.matches(&f, v, p, nil) {
		return g.illegal("702.188a", "%s can't pay \"%s\" with %s: it isn't a %s", g.playerName(p), part.Text, g.name(id), f.Text)
	}
	before := g.snapshotInPlay()
	g.record("409.1h", "%s returns the tapped %s to its owner's hand to pay the web-slinging cost", g.playerName(p), v.name())
	s.events = append(s.events, g.move(id, ZoneHand, g.objects[id].Owner))
	s.before = append(s.before, before...)
	return nil
}
