package rulings

// encore {COST}: "[Cost], Exile this card from your graveyard: For each
// opponent, create a token that's a copy of this card that attacks that
// opponent this turn if able. The tokens gain haste. Sacrifice them at the
// beginning of the next end step. Activate only as a sorcery" (702.141a of
// 2026). The engine plays two-player games: the one opponent is the only
// player the token can attack, so its requirement is to attack if able;
// the token is sacrificed at the next end step, so it never sees another
// turn's combat. A keyword from Commander Legends, dated by that set's
// release.
var encore = Keyword{Name: "encore", Rule: "702.141", Form: "encore {COST}", arg: argCost, Since: "2020-11-20",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Zone: ZoneGraveyard, Text: text, SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: ExileSelfFromGraveyard, Self: true, Text: "exile this card from your graveyard"}}},
			Effect: []Instruction{{Op: "encore", Text: "for each opponent, create a token that's a copy of this card that attacks that opponent this turn if able; the tokens gain haste; sacrifice them at the beginning of the next end step"}}}
	}}

// opEncore creates a token copy of the card for each opponent, each with
// haste and the requirement to attack, and the delayed triggered ability
// that sacrifices them (702.141a).
func opEncore(g *Game, r *resolution, ins Instruction) error {
	c := *r.source.chars()
	def := &CardDefinition{Name: c.Name, Faces: []Characteristics{c}}
	var tokens []*view
	for _, opp := range g.opponentsOf(r.controller) {
		ids := g.createKeywordTokens(r.controller, 1, def, false, "702.141a", "encore, for "+g.playerName(opp))
		for _, id := range ids {
			gained := haste.build("haste", keywordValue{})
			gained.Keyword = haste.Name
			attack, _ := ParseCombatRule("attacks each combat if able")
			attack.Text = "attacks " + g.playerName(opp) + " this turn if able"
			g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained, attack}, Duration: Forever, Text: "has haste and \"" + attack.Text + "\""})
			g.record("702.141a", "%s, the token for %s, gains haste and attacks %s this turn if able", g.name(id), g.playerName(opp), g.playerName(opp))
			tokens = append(tokens, g.view(id))
		}
	}
	if len(tokens) == 0 {
		return nil
	}
	d := &delayedTrigger{source: r.source, controller: r.controller, step: EndOfTurn, objects: tokens}
	d.ability = &Ability{Kind: TriggeredAbility, Text: "sacrifice them at the beginning of the next end step",
		Effect: []Instruction{{Op: "keyword-sacrifice", Object: Ref{Kind: RefRemembered}, Text: "sacrifice them"}}}
	g.record("603.7", "encore creates the delayed triggered ability \"%s\"", d.ability.Text)
	g.delayed = append(g.delayed, d)
	return nil
}
