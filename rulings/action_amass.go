package rulings

import (
	"fmt"
	"strings"
)

// amassAction: to amass [subtype] N is, if you control no Army creature,
// to create a 0/0 black [subtype] Army creature token; then to choose an
// Army creature you control, put N +1/+1 counters on it, and make it a
// [subtype] if it isn't one (701.47a). The 0/0 token gets its counters in
// the same instruction, before state-based actions are checked. A keyword
// action from War of the Spark, with its subtype from March of the
// Machine.
var amassAction = KeywordAction{
	Name:   "amass",
	Rule:   "701.47",
	Since:  "2019-05-03",
	Oracle: []string{"amass SUBTYPE N"},
	Ops:    []string{"amass"},
}

// opAmass has each player of the instruction amass ins.Subtypes[0] N.
func opAmass(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	if len(ins.Subtypes) != 1 {
		return fmt.Errorf("%q: amass names one creature type: %w", ins.Text, ErrNoEffect)
	}
	kind := ins.Subtypes[0]
	for _, p := range r.players(ins.Player) {
		armies, names := g.armiesOf(p)
		if len(armies) == 0 {
			// Named as any token the effect doesn't name (111.4).
			army := TokenDefinition(g.rules, Instruction{Colors: ColorSet(0).With(Black), Types: []string{"creature"}, Subtypes: []string{kind, "Army"}})
			g.record("701.47a", "%s controls no Army creature: they create a 0/0 black %s Army creature token", g.playerName(p), kind)
			g.createTokenOf(army, p)
			armies, names = g.armiesOf(p)
		}
		if len(armies) == 0 {
			g.completedAction(p, "amass", "no Army to put counters on")
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.47a", About: fmt.Sprintf("the Army creature to amass %ss %d on", kind, n), Options: names})
		if err != nil {
			return err
		}
		id := armies[pick(names, answer)]
		put := g.putCountersOn(g.objects[id], "+1/+1", n, false)
		g.record("701.47a", "%s amasses %ss %d: %s, the Army chosen, gets %s", g.playerName(p), kind, n, g.name(id), count(put, "+1/+1 counter"))
		if !g.view(id).chars().HasSubtype(kind) {
			a := indefinite(strings.ToLower(kind)) + " " + kind
			g.record("701.47a", "%s isn't %s: it becomes %s in addition to its other types", g.name(id), a, a)
			g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerType, AddSubtypes: []string{kind}, Text: "becomes " + a + " (amass)"})
		}
		g.completedAction(p, "amass", fmt.Sprintf("%s put on %s", count(put, "+1/+1 counter"), g.name(id)))
	}
	return nil
}

// armiesOf lists the Army creatures p controls, with their names.
func (g *Game) armiesOf(p PlayerID) ([]ObjectID, []string) {
	var ids []ObjectID
	var names []string
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && v.chars().HasType("creature") && v.chars().HasSubtype("Army") {
			ids = append(ids, id)
			names = append(names, v.name())
		}
	}
	return ids, names
}
