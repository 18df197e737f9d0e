package rulings

// harmonize {COST}: "You may cast this card from your graveyard by paying
// [cost] and tapping up to one untapped creature you control rather than
// paying this spell's mana cost," "If you cast this spell using its
// harmonize ability, its total cost is reduced by an amount of generic
// mana equal to the tapped creature's power," and "If the harmonize cost
// was paid, exile this card instead of putting it anywhere else any time
// it would leave the stack" (702.180a of 2026), cast with the clause
// "paying the harmonize cost". The creature is chosen as the cost is
// chosen (`alice chooses "Hill Giant"` or `none`) and tapped as the cost
// is paid (702.180b). A keyword from Tarkir: Dragonstorm, dated by that
// set's release.
var harmonize = Keyword{Name: "harmonize", Rule: "702.180", Form: "harmonize {COST}", arg: argCost, Since: "2025-04-11",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[harmonize.Name] = castWay{rule: "702.180a", fromGraveyard: true, alternative: true, exileFromStack: true}
}

// harmonizeCost asks p for up to one untapped creature to tap for the
// harmonize cost, and returns the cost reduced by its power and the
// creature (0 for none).
func (g *Game) harmonizeCost(p PlayerID, cost ManaCost) (ManaCost, ObjectID, error) {
	options := []string{"none"}
	var ids []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller == p && !v.tapped && v.chars().HasType("creature") {
			options = append(options, g.name(id))
			ids = append(ids, id)
		}
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.180b", About: "up to one untapped creature to tap for the harmonize cost", Options: options})
	if err != nil {
		return cost, 0, err
	}
	i := indexFold(options, answer)
	if i < 0 {
		return cost, 0, g.illegal("702.180a", "%s is not an untapped creature %s controls", answer, g.playerName(p))
	}
	if i == 0 {
		g.record("702.180b", "%s taps no creature for the harmonize cost", g.playerName(p))
		return cost, 0, nil
	}
	id := ids[i-1]
	power := max(g.view(id).chars().Power, 0)
	reduced := reduceGeneric(&cost, power)
	g.record("702.180a", "%s chooses to tap %s, power %d: the cost is reduced by {%d} of generic mana, to %s", g.playerName(p), g.name(id), power, reduced, cost)
	return cost, id, nil
}

// tapForHarmonize taps the creature chosen for the harmonize cost.
func (g *Game) tapForHarmonize(p PlayerID, id ObjectID) {
	if id == 0 {
		return
	}
	g.objects[id].Tapped = true
	g.becameTapped(id)
	g.record("702.180b", "%s taps %s as they pay the total cost", g.playerName(p), g.name(id))
}
