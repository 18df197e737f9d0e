package scenarios

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The play grammar's panic search: programs made of well-formed action
// lines, each naming the cards, abilities and players of a game whose cards
// cover the kinds of ability the engine plays (costs that sacrifice or
// discard, counterspells for spells and for abilities, X, kicker, morph,
// mana abilities with costs, combat keywords, triggers, annihilator). Byte
// fuzzing rarely writes such a line; here nearly every line is one the
// language reads, so the engine, not the parser, meets the odd plays:
// discarding the spell being cast, countering combat damage, sacrificing
// what is already gone. No play may panic: Check turns a panic into a
// problem saying so.

// grammarCards are the cards of every generated game.
const grammarCards = `card "Quell" {U} instant
  target S: ability
  effect counter S
card "Stifle" {U} instant
  Counter target activated or triggered ability.
card "Cancel" {1}{U} instant
  target S: spell
  effect counter S
card "Fling Away" {R} instant
  additional-cost discard a card
  effect you gain 3 life
card "Death Bomb" {3}{B} instant
  additional-cost sacrifice a creature
  target T: nonblack creature
  effect destroy T, no regeneration; controller of T loses 2 life
card "Blaze" {X}{R} sorcery
  target T: creature or player
  effect this deals X damage to T
card "Blood Pet" {B} creature — Thrull 1/1
  mana sacrifice this: add {B}
card "Chromatic Sphere" {1} artifact
  mana {1}, {T}, sacrifice this: add one mana of any color; you draw a card
card "Prodigal Pyromancer" {2}{R} creature — Human Wizard 1/1
  activated {T}: this deals 1 damage to T
    target T: creature or player
card "Crusher" {8} creature — Eldrazi 8/8
  under 2026-04-17
    annihilator 3
  under 2006-10-01
    whenever this attacks: each player sacrifices a creature
card "Fencer" {1}{W} creature — Human Soldier 1/1
  first strike
card "Twin Blade" {2}{R} creature — Human Warrior 2/2
  double strike
card "Mogg Fanatic" {R} creature — Goblin 1/1
  activated sacrifice this: this deals 1 damage to T
    target T: creature or player
card "Witness" {2}{B} creature — Zombie 2/2
  whenever a creature is put into a graveyard from play: you gain 1 life
card "Raven" {2}{U} creature — Bird 1/1
  flying
  whenever this deals combat damage to a player: you draw a card
card "Kicked Bolt" {R} instant
  kicker {2}
  target T: creature or player
  effect this deals 2 damage to T
card "Hidden Beast" {4}{G} creature — Beast 4/4
  morph {2}{G}
card "Scragnoth" {4}{G}{G} creature — Beast 3/4
  under 2006-10-01
    Scragnoth can't be countered.
  under 2026-04-17
    This spell can't be countered.
card "Pariah" {2}{W} enchantment — Aura
  enchant creature
  All damage that would be dealt to you is dealt to enchanted creature instead.
card "Sanctum Ward" {3}{W} enchantment
  Prevent all damage that would be dealt to you.
card "Blood Moon" {2}{R} enchantment
  Nonbasic lands are Mountains.
card "Urborg, Tomb of Yawgmoth" legendary land
  Each land is a Swamp in addition to its other land types.
card "Doubling Season" {4}{G} enchantment
  under 2006-10-01
    If an effect would place one or more counters on a permanent you control, it places twice that many of those counters on that permanent instead.
  under 2026-04-17
    If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.
card "Battlegrowth" {G} instant
  Put a +1/+1 counter on target creature.
card "Momentary Blink" {1}{W} instant
  target T: creature you control
  effect remove T from the game; return it to play under its owner's control
`

// grammarState is the game every generated program starts from, before
// the step: each player has lands, creatures, permanents whose effects
// replace events or change land types, and a hand of the spells.
const grammarState = `  alice in play: Island x2, Mountain x2, Swamp, Plains, Forest x2, Blood Pet, Chromatic Sphere, Prodigal Pyromancer, Fencer, Twin Blade, Raven
  alice hand: Quell, Stifle, Fling Away, Death Bomb, Pariah, Battlegrowth, Momentary Blink
  alice library: Grizzly Bears, Hill Giant, Shock, Blaze, Kicked Bolt, Hidden Beast, Scragnoth
  bob in play: Island x2, Mountain x2, Swamp x2, Forest, Crusher, Mogg Fanatic, Witness, Grizzly Bears, Urborg, Tomb of Yawgmoth, Doubling Season, Sanctum Ward
  bob hand: Cancel, Stifle, Quell, Shock, Death Bomb, Scragnoth, Blood Moon
  bob library: Savannah Lions, Coral Eel
`

// grammarObjects are the names an action may name.
var grammarObjects = []string{
	"Quell", "Stifle", "Cancel", "Fling Away", "Death Bomb", "Blaze", "Blood Pet", "Chromatic Sphere",
	"Prodigal Pyromancer", "Crusher", "Fencer", "Twin Blade", "Mogg Fanatic", "Witness", "Raven",
	"Kicked Bolt", "Hidden Beast", "Grizzly Bears", "Shock", "Island", "Mountain", "Swamp", "Forest",
	"combat damage", "ability of Mogg Fanatic", "ability of Prodigal Pyromancer", "ability of Crusher",
	"ability of Witness", "ability of Raven", "face-down creature", "Nothing Such",
	"Scragnoth", "Pariah", "Sanctum Ward", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Doubling Season", "Battlegrowth", "Momentary Blink",
}

// grammarHand, grammarActivated and grammarCreatures are the names each
// verb most often names: a name that finds nothing ends the play at that
// line, so the generator names what is there four times in five.
var (
	grammarHand      = []string{"Quell", "Stifle", "Cancel", "Fling Away", "Death Bomb", "Shock", "Pariah", "Battlegrowth", "Momentary Blink", "Scragnoth", "Blood Moon"}
	grammarActivated = []string{"Blood Pet", "Chromatic Sphere", "Prodigal Pyromancer", "Mogg Fanatic", "Island", "Mountain", "Swamp", "Forest", "face-down creature", "Urborg, Tomb of Yawgmoth"}
	grammarCreatures = []string{"Fencer", "Twin Blade", "Raven", "Blood Pet", "Prodigal Pyromancer", "Crusher", "Mogg Fanatic", "Witness", "Grizzly Bears"}
)

var grammarSteps = []string{"main1", "beginning of combat", "declare attackers", "declare blockers", "combat damage", "end of combat", "main2", "end of turn", "upkeep"}

// grammarGen writes action lines from a source of choices.
type grammarGen struct {
	pick func(n int) int
}

func (g grammarGen) one(list []string) string { return list[g.pick(len(list))] }

// player is alice, the active player, two times in three.
func (g grammarGen) player() string { return g.one([]string{"alice", "alice", "bob"}) }

func (g grammarGen) object() string { return `"` + g.one(grammarObjects) + `"` }

// objectOf names one of likely four times in five, any object otherwise.
func (g grammarGen) objectOf(likely []string) string {
	if g.pick(5) == 0 {
		return g.object()
	}
	return `"` + g.one(likely) + `"`
}

// target is an object or a player.
func (g grammarGen) target() string {
	if g.pick(4) == 0 {
		return g.player()
	}
	return g.object()
}

// lands are the lands a player taps while paying, one or several.
var grammarLands = []string{"Island", "Mountain", "Swamp", "Plains", "Forest", "Island x2", "Mountain x2", "Island x2 and Mountain x2", "Swamp and Mountain x2", "Forest x2 and Island", "Blood Pet", "Chromatic Sphere and Mountain"}

// grammarPays is the mana each card of the hands and abilities costs, as
// the lands either player controls pay it.
var grammarPays = map[string]string{
	`"Quell"`: "Island", `"Stifle"`: "Island", `"Cancel"`: "Island x2", `"Fling Away"`: "Mountain",
	`"Death Bomb"`: "Swamp and Mountain x2 and Island", `"Blaze"`: "Mountain x2", `"Kicked Bolt"`: "Mountain",
	`"Hidden Beast"`: "Forest and Island x2 and Mountain x2", `"Shock"`: "Mountain", `"Chromatic Sphere"`: "Island",
	`"Pariah"`: "Plains and Island x2", `"Battlegrowth"`: "Forest", `"Momentary Blink"`: "Plains and Island",
	`"Scragnoth"`: "Forest x2 and Island x2 and Mountain x2", `"Blood Moon"`: "Mountain x2 and Swamp",
}

// clauses are the clauses of a play or activation of what: each of the
// kinds a cost or an announcement takes, often naming what itself.
func (g grammarGen) clauses(what string) string {
	var out []string
	if pays, ok := grammarPays[what]; ok && g.pick(4) != 0 {
		out = append(out, "tapping "+pays)
	} else if g.pick(2) == 0 {
		out = append(out, "tapping "+g.one(grammarLands))
	}
	if g.pick(2) == 0 {
		out = append(out, "targeting "+g.target())
	}
	if g.pick(4) == 0 {
		out = append(out, "discarding "+g.one([]string{what, g.objectOf(grammarHand)}))
	}
	if g.pick(4) == 0 {
		out = append(out, "sacrificing "+g.one([]string{what, g.objectOf(grammarCreatures)}))
	}
	for range g.pick(2) {
		switch g.pick(5) {
		case 0:
			out = append(out, fmt.Sprintf("with X = %d", g.pick(4)))
		case 1:
			out = append(out, "kicking")
		case 2:
			out = append(out, "face down")
		case 3:
			out = append(out, "ability "+fmt.Sprint(g.pick(3)+1))
		default:
			out = append(out, "targeting "+g.target()+" and "+g.target())
		}
	}
	if len(out) == 0 {
		return ""
	}
	return ", " + strings.Join(out, ", ")
}

// action is one action line.
func (g grammarGen) action() string {
	p := g.player()
	switch g.pick(16) {
	case 0, 1:
		what := g.objectOf(grammarHand)
		return p + " plays " + what + g.clauses(what)
	case 2, 3:
		what := g.objectOf(grammarActivated)
		return p + " activates " + what + g.clauses(what)
	case 4:
		return p + " attacks with " + g.objectOf(grammarCreatures) + ", " + g.objectOf(grammarCreatures)
	case 5:
		return p + " attacks with nothing"
	case 6:
		return p + " blocks " + g.objectOf(grammarCreatures) + " with " + g.objectOf(grammarCreatures)
	case 7:
		return p + " blocks with nothing"
	case 8, 9:
		return p + " passes"
	case 10, 11:
		return "all pass"
	case 12:
		return p + " chooses " + g.one([]string{g.object(), "yes", "no", "red", "blue", "1", "keep", "new"})
	case 13:
		return p + " assigns " + g.objectOf(grammarCreatures) + fmt.Sprintf(" damage: %d to ", g.pick(4)) + g.target()
	case 14:
		return p + " turns " + g.object() + " face up" + g.clauses(`"face-down creature"`)
	default:
		return "advance to " + p + " " + g.one(grammarSteps)
	}
}

// header is the start of a scenario file under edition, up to its
// actions.
func (g grammarGen) header(edition string) string {
	return fmt.Sprintf("---\nrules: [100.1]\nedition: %s\n---\n```scenario\n%s\nstate turn 1, alice %s\n%s\ndo\n", edition, grammarCards, g.one(grammarSteps[:3]), grammarState)
}

// file closes a scenario file of actions.
func file(header string, actions []string) string {
	var b strings.Builder
	b.WriteString(header)
	for _, a := range actions {
		b.WriteString("  " + a + "\n")
	}
	b.WriteString("\nexpect\n  alice life 20\n```\n")
	return b.String()
}

// grow plays a program line by line. A line is kept once the play goes
// past it legally; a line the play stops at (a name that finds nothing, a
// decision left unscripted) is taken back and another tried, and so is an
// illegal action the rules reverse, unless no legal one is found, so the
// play goes deep into the game. It fails on any engine panic, or any
// problem located outside the file.
func grow(t *testing.T, lib *CardLibrary, gen grammarGen, edition string, lines, tries int) {
	t.Helper()
	header := gen.header(edition)
	first := strings.Count(header, "\n")
	var actions []string
	for len(actions) < lines {
		var illegal []string
		legal := false
		for range tries {
			next := append(slices.Clip(actions), gen.action())
			stopped, refused := playStopsAt(t, lib, file(header, next), first+len(next))
			if stopped {
				continue
			}
			if !refused {
				actions, legal = next, true
				break
			}
			illegal = next
		}
		switch {
		case legal:
		case illegal != nil:
			actions = illegal
		default:
			return
		}
	}
}

// playStopsAt plays src and reports whether the play stopped at line, and
// whether the rules refused the action there; it fails on an engine panic
// or a problem outside the file.
func playStopsAt(t *testing.T, lib *CardLibrary, src string, line int) (stopped, refused bool) {
	t.Helper()
	s, err := Load("grammar.md", []byte(src))
	if err != nil {
		t.Fatalf("a generated file doesn't load: %v\n%s", err, src)
	}
	r := Check(s, lib)
	for _, p := range r.Problems {
		if strings.Contains(p.Msg, "the rules engine failed") {
			t.Fatalf("the engine panicked: %v\n%s", p, src)
		}
		if p.File != "grammar.md" || p.Line < 1 {
			t.Fatalf("problem not located in the file: %v\n%s", p, src)
		}
		if p.Line != line {
			continue
		}
		if strings.HasPrefix(p.Msg, "expected the action to be legal") {
			refused = true
		} else {
			stopped = true
		}
	}
	return stopped, refused
}

// TestPlayGrammarNeverPanics grows a fixed, seeded set of programs under
// the rules of 2006 and of 2026, each from its own seed so they grow side
// by side. CI also runs FuzzPlayGrammar, which explores far more programs
// than this fixed set, so the set stays small enough for the race run.
func TestPlayGrammarNeverPanics(t *testing.T) {
	lib := loadLibrary(t)
	n := 40
	if testing.Short() {
		n = 12
	}
	for i := range n {
		edition := []string{"2006-10-01", "2026-04-17"}[i%2]
		t.Run(fmt.Sprintf("%s-%d", edition, i), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(1, uint64(i)))
			gen := grammarGen{pick: func(n int) int { return rng.IntN(n) }}
			grow(t, lib, gen, edition, 10, 6)
		})
	}
}

// FuzzPlayGrammar lets the fuzzer choose every word of the generated
// program: each byte is one choice.
func FuzzPlayGrammar(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("discarding the spell itself"))
	lib := loadLibrary(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		i := 0
		gen := grammarGen{pick: func(n int) int {
			if i >= len(data) {
				return 0
			}
			i++
			return int(data[i-1]) % n
		}}
		edition := []string{"2006-10-01", "2026-04-17"}[gen.pick(2)]
		grow(t, lib, gen, edition, 8, 3)
	})
}
