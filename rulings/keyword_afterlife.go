package rulings

import "fmt"

// afterlife N: "When this permanent is put into a graveyard from the
// battlefield, create N 1/1 white and black Spirit creature tokens with
// flying" (702.135a of 2026); several instances each trigger (702.135b).
// A keyword from Ravnica Allegiance, dated by that set's release.
var afterlife = Keyword{separateRule: "702.135b", Name: "afterlife", Rule: "702.135", Form: "afterlife N", arg: argNumber, Since: "2019-01-25", triggerRule: "702.135a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("create %s with flying", count(v.n, "1/1 white and black Spirit creature token"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this is put into a graveyard from the battlefield, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
			Effect:  []Instruction{{Op: "afterlife", Player: Ref{Kind: RefYou}, Amount: Value{N: v.n}, Text: what}}}
	}}

// opAfterlife creates the Spirits, under the control of the ability's
// controller: the permanent's controller as it left the battlefield.
func opAfterlife(g *Game, r *resolution, ins Instruction) error {
	def, err := keywordToken(ColorSet(0).With(White).With(Black), []string{"creature"}, []string{"Spirit"}, 1, 1, "flying")
	if err != nil {
		return err
	}
	for _, p := range r.players(ins.Player) {
		g.createKeywordTokens(p, ins.Amount.N, def, false, "702.135a", "afterlife "+fmt.Sprint(ins.Amount.N))
	}
	return nil
}
