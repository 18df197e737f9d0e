package lang

import (
	"fmt"

	"github.com/judgekit/judge/rulings"
)

// StateEntry is one fact of a game's final state, named in the scenario
// language's words so that games under different editions line up: "alice
// life" is "19", "bob graveyard" is "Grizzly Bears".
type StateEntry struct {
	What  string `json:"what"`
	Value string `json:"value"`
}

// stateZones are the zones a final state lists, in the language's words.
var stateZones = []struct {
	zone rulings.Zone
	name string
}{
	{rulings.ZoneInPlay, "in play"},
	{rulings.ZoneHand, "hand"},
	{rulings.ZoneGraveyard, "graveyard"},
	{rulings.ZoneRemoved, "removed"},
	{rulings.ZoneLibrary, "library"},
}

// finalState lists the game's state: whether and how it ended, each
// player's life, mana pool and zones, and the stack.
func (r *gameRun) finalState() []StateEntry {
	g := r.game
	var out []StateEntry
	add := func(what, value string) { out = append(out, StateEntry{What: what, Value: value}) }
	for i, p := range g.Players() {
		add(p.Name+" life", fmt.Sprint(p.Life))
		pool := p.Pool.String()
		if p.Pool.Total() == 0 {
			pool = "empty"
		}
		add(p.Name+" pool", pool)
		for _, z := range stateZones {
			add(p.Name+" "+z.name, listOrNothing(r.zoneNames(rulings.PlayerID(i), z.zone, true)))
		}
		if p.Lost {
			add(p.Name+" result", "lost")
		}
	}
	var stack []string
	for _, id := range g.Stack() {
		stack = append(stack, g.Name(id))
	}
	add("stack", listOrNothing(stack))
	return out
}
