package lang

import (
	"strconv"
	"strings"
	"testing"

	"github.com/judgekit/judge/rulings"
)

// planechaseCards are a plane and a phenomenon as a scenario writes them.
const planechaseCards = "card \"Lethe Lake\" plane — Arkhos\n  Whenever chaos ensues, target player mills ten cards.\n\n" +
	"card \"Mutual Epiphany\" phenomenon\n  When you encounter Mutual Epiphany, each player draws four cards.\n\n" +
	"card \"Bear\" {1}{G} creature — Bear 2/2\n\n"

// TestPlanechaseLinesRefusedAtTheirLine reads lines of the Planechase
// variant the engine can't play: each is refused at its line, saying
// why.
func TestPlanechaseLinesRefusedAtTheirLine(t *testing.T) {
	rules, err := rulings.RulesFor("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		src  string
		line int
		want string
	}{
		"plane without chaos ability": {"card \"Naya\" plane — Alara\n  At the beginning of your upkeep, you gain 1 life.\n", 1, "no chaos ability"},
		"phenomenon with a subtype":   {"card \"Odd Event\" phenomenon — Alara\n  When you encounter Odd Event, each player draws a card.\n", 1, "no subtypes (312.3)"},
		"chaos ability on a creature": {"card \"Odd Bear\" {1}{G} creature — Bear 2/2\n  Whenever chaos ensues, you gain 1 life.\n", 1, "chaos ability, which plane cards have"},
		"creature in a planar deck":   {planechaseCards + "state turn 1, alice main1\n  alice planar deck: Bear\n", 10, "not a plane or phenomenon card"},
		"two face-up planes":          {planechaseCards + "state turn 1, alice main1\n  alice plane: Lethe Lake x2\n", 10, "Grand Melee"},
		"phenomenon set up face up":   {planechaseCards + "state turn 1, alice main1\n  alice plane: Mutual Epiphany\n", 10, "704.6f"},
		"planar die with a target":    {planechaseCards + "state turn 1, alice main1\n  alice plane: Lethe Lake\n\ndo\n  alice rolls the planar die, targeting bob\n", 13, "no targets"},
		"planar die kicked":           {planechaseCards + "state turn 1, alice main1\n  alice plane: Lethe Lake\n\ndo\n  alice rolls the planar die, kicking\n", 13, "no targets"},
	} {
		p, err := ParseProgramUnder("s.md", 1, c.src, nil, "2026-04-17")
		if err == nil {
			var out *Outcome
			out, err = p.Run(rules)
			if err == nil && out != nil && len(out.Failures) > 0 {
				f := out.Failures[0]
				err = errorf(f.File, f.Line, "%s", f.Got)
			}
		}
		want := "s.md:" + strconv.Itoa(c.line) + ": "
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want a refusal at %s saying %q", name, err, want, c.want)
		}
	}
}

// TestPlanechaseRefusedBeforeItsEdition reads a plane under the rules of
// 2008, before the variant, and a phenomenon under those of 2009, before
// phenomena: each is refused at its card line.
func TestPlanechaseRefusedBeforeItsEdition(t *testing.T) {
	for edition, src := range map[string]string{
		"2008-02-01": "card \"Lethe Lake\" plane — Arkhos\n  Whenever chaos ensues, target player mills ten cards.\n",
		"2009-10-01": "card \"Mutual Epiphany\" phenomenon\n  When you encounter Mutual Epiphany, each player draws four cards.\n",
	} {
		_, err := ParseProgramUnder("s.md", 1, src, nil, edition)
		if err == nil || !strings.Contains(err.Error(), "s.md:1: ") {
			t.Errorf("%s: got %v, want a refusal at s.md:1", edition, err)
		}
	}
}

// TestPlaneswalkToOrUpkeepIsOneLineOfTwoConditions reads a plane's
// "When you planeswalk to NAME or at the beginning of your upkeep, ..."
// as one ability with two trigger conditions, each quoting the line as
// printed.
func TestPlaneswalkToOrUpkeepIsOneLineOfTwoConditions(t *testing.T) {
	const line = "When you planeswalk to Cliffside Market or at the beginning of your upkeep, exchange life totals with target player"
	src := "card \"Cliffside Market\" plane — Mercadia\n  " + line + ".\n  Whenever chaos ensues, you gain 2 life.\n\nstate turn 1, alice main1\n  alice plane: Cliffside Market\n"
	p, err := ParseProgramUnder("s.md", 1, src, nil, "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	abilities := p.cards["Cliffside Market"].Faces[0].Abilities
	if len(abilities) != 3 {
		t.Fatalf("read %d abilities, want the two conditions of one and the chaos ability", len(abilities))
	}
	kinds := []rulings.TriggerKind{rulings.OnEvent, rulings.AtBeginning}
	for i, a := range abilities[:2] {
		if a.Text != line || a.Trigger == nil || a.Trigger.Kind != kinds[i] || a.Trigger.OneOf == "" {
			t.Errorf("ability %d: %q, trigger %+v; want the printed line, one of two conditions", i, a.Text, a.Trigger)
		}
	}
}

// TestUntilAPlayerPlaneswalksIsADuration reads "until a player
// planeswalks" after a pump of one creature and of a group: both last
// until a player planeswalks (901.11), and a duration the language doesn't
// know is still refused at its line.
func TestUntilAPlayerPlaneswalksIsADuration(t *testing.T) {
	src := "card \"Blooming Vale\" plane — Dominaria\n" +
		"  Whenever chaos ensues, creatures you control get +2/+2 until a player planeswalks.\n\n" +
		"card \"Stone Vale\" plane — Zendikar\n" +
		"  Whenever chaos ensues, target creature gets +1/+0 until a player planeswalks.\n\n" +
		"state turn 1, alice main1\n  alice plane: Blooming Vale\n  alice planar deck: Stone Vale\n"
	p, err := ParseProgramUnder("s.md", 1, src, nil, "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Blooming Vale", "Stone Vale"} {
		effect := p.cards[name].Faces[0].Abilities[0].Effect
		if len(effect) != 1 || effect[0].Op != "pump" || effect[0].Duration != rulings.UntilPlaneswalk {
			t.Errorf("%s: read %+v, want one pump lasting until a player planeswalks", name, effect)
		}
	}
	bad := "card \"Odd Vale\" plane — Dominaria\n  Whenever chaos ensues, creatures you control get +2/+2 until a player shuffles.\n"
	if _, err := ParseProgramUnder("s.md", 1, bad, nil, "2026-04-17"); err == nil || !strings.Contains(err.Error(), "s.md:2: ") {
		t.Errorf("an unknown duration: got %v, want a refusal at line 2", err)
	}
}
