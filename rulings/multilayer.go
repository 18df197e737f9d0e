package rulings

import "fmt"

// An effect that changes characteristics in several layers applies each
// part in its own layer (418.5b): "gets +1/+1 and becomes the color of
// your choice until end of turn" sets the color in layer 5, then adds
// +1/+1 in layer 6.

// opPumpAndColor performs "NAME gets +N/+N and becomes the color of your
// choice until end of turn": its controller chooses the color as it
// resolves.
func opPumpAndColor(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	options := make([]string, 0, 5)
	for _, c := range []Color{White, Blue, Black, Red, Green} {
		options = append(options, c.String())
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "413.2c", About: "the color of " + g.name(ids[0]), Options: options})
	if err != nil {
		return err
	}
	c, _ := ParseColor(answer)
	g.record("413.2c", "%s chooses %s", g.playerName(r.controller), answer)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: ColorSet(0).With(c), Duration: ins.Duration, Text: fmt.Sprintf("becomes %s until end of turn", answer)})
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: ins.Power, ToughnessDelta: ins.Toughness, Duration: ins.Duration, Text: fmt.Sprintf("gets %+d/%+d until end of turn", ins.Power, ins.Toughness)})
	p, t := g.PowerToughness(ids[0])
	g.record("418.5b", "\"%s\" applies in two layers: the color part in layer 5, then the power and toughness part in layer 6; %s is %s and %d/%d", ins.Text, g.name(ids[0]), answer, p, t)
	return nil
}
