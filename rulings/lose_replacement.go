package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// gameLoss is one state-based action that would make a player lose the
// game, with its rule and what the trace says.
type gameLoss struct {
	rule, text string
	// loses is the rule of 102.3 by which the player loses (102.3b-d of
	// 2006, 104.3b-d of 2026).
	loses string
	// also is the rule of 2026 that says the same of the thing counted
	// (119.6 of life, 122.1f of poison counters), cited beside loses
	// under that edition only; "" for none.
	also, alsoText string
}

// gameLosses lists the state-based actions that would make p lose the
// game now (420.5a, g, h of 2006; 704.5a-c of 2026).
func (g *Game) gameLosses(p *Player) []gameLoss {
	var out []gameLoss
	if p.Life <= 0 {
		out = append(out, gameLoss{"420.5a", fmt.Sprintf("%s has %d life and loses the game", p.Name, p.Life), "102.3b",
			"119.6", fmt.Sprintf("%s has 0 or less life (%d): a player with 0 or less life loses the game as a state-based action", p.Name, p.Life)})
	}
	if p.DrewFromEmpty {
		out = append(out, gameLoss{"420.5g", fmt.Sprintf("%s attempted to draw from an empty library and loses the game", p.Name), "102.3c", "", ""})
	}
	if p.Poison >= 10 {
		out = append(out, gameLoss{"420.5h", fmt.Sprintf("%s has %d poison counters and loses the game", p.Name, p.Poison), "102.3d",
			"122.1f", fmt.Sprintf("%s has ten or more poison counters (%d): a player with ten or more poison counters loses the game as a state-based action", p.Name, p.Poison)})
	}
	return out
}

// StartingLife is the life total each player begins the game with (103.4
// of 2026; 103.3 of 2006).
const StartingLife = 20

// StartingLifeTotal is the amount "your starting life total".
const StartingLifeTotal = "your starting life total"

// replaceGameLoss applies a replacement effect of a permanent p controls
// that reads "If you would lose the game, instead ..." (419.1a of 2006,
// 614.1a of 2026). Several state-based actions that would each make p
// lose the game at once are one result, and a single replacement effect
// replaces all of them (704.7 of 2026). It reports whether one applied.
func (g *Game) replaceGameLoss(p *Player, losses []gameLoss) (bool, error) {
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != p.ID {
			continue
		}
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != ReplaceGameLoss {
				continue
			}
			reasons := make([]string, len(losses))
			for i, l := range losses {
				reasons[i] = g.rules.Cite(l.rule)
			}
			if len(losses) > 1 {
				g.record("704.7", "%s would lose the game by %d state-based actions at once (%s): the single replacement effect of %s replaces all of them", p.Name, len(losses), strings.Join(reasons, " and "), v.name())
			}
			g.record("419.1a", "%s would lose the game (%s); instead, %s's replacement effect applies: %s", p.Name, strings.Join(reasons, ", "), v.name(), a.Text)
			p.DrewFromEmpty = false
			r := &resolution{g: g, controller: p.ID, source: v, ability: a, targets: map[string][]Target{}, legal: map[string][]Target{}, vars: map[string]int{}}
			skip, err := g.contradictoryMove(v, a.Static.Effect)
			if err != nil {
				return true, err
			}
			for i, ins := range a.Static.Effect {
				if i == skip {
					continue
				}
				if err := g.perform(r, ins); err != nil {
					return true, err
				}
			}
			return true, nil
		}
	}
	return false, nil
}

// opShuffleIntoLibrary shuffles the zones named in ins.Name ("hand",
// "graveyard", "permanents": those the player owns on the battlefield)
// into the player's library.
func opShuffleIntoLibrary(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		for _, what := range strings.Split(ins.Name, ",") {
			switch what {
			case "hand":
				ids = append(ids, g.players[p].Hand...)
			case "graveyard":
				ids = append(ids, g.players[p].Graveyard...)
			case "permanents":
				for _, id := range g.inPlay {
					if g.objects[id].Owner == p {
						ids = append(ids, id)
					}
				}
			}
		}
		before := g.snapshotInPlay()
		var events []Event
		for _, id := range ids {
			if o := g.objects[id]; o != nil {
				events = append(events, g.move(id, ZoneLibrary, o.Owner))
			}
		}
		lib := g.players[p].Library
		g.shuffleIDs(lib)
		g.record("413.2b", "%s shuffles %s into his or her library (%s)", g.playerName(p), strings.ReplaceAll(ins.Name, ",", ", "), count(len(ids), "card"))
		for _, zone := range strings.Split(ins.Name, ",") {
			if zone == "hand" || zone == "graveyard" {
				g.recordLater("400.12", "shuffling %s's %s into a library is done to every card in it: the %s itself isn't affected, and stays, empty", g.playerName(p), zone, zone)
			}
		}
		g.afterEvents(events, before)
	}
	return nil
}

// opSetLife makes a player's life total a number (119.5 of 2026).
func opSetLife(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if ins.Amount.Var == StartingLifeTotal {
			g.recordLater("103.4", "%s's starting life total is %d: each player begins the game with 20 life", g.playerName(p), n)
			g.recordLater("119.1", "each player begins the game with a starting life total of 20: %s's is %d", g.playerName(p), n)
		}
		old := g.players[p].Life
		if g.rules.SetLifeGainsOrLoses && n != old {
			// The new total needs a gain (or loss) the player may be
			// unable to make: then it doesn't happen (119.7, 119.8 of 2026).
			_, _, noGain := g.cantGainLife(p)
			_, _, noLoss := g.lifeCantChange(p)
			if n > old && noGain || n < old && noLoss {
				g.record("119.5", "an effect would set %s's life total to %d: they would have to gain or lose the %d life needed to end up with it", g.playerName(p), n, max(n-old, old-n))
				if n > old {
					g.noLifeGain(p, n-old)
				} else {
					g.noLifeLoss(p, old-n)
				}
				continue
			}
		}
		g.players[p].Life = n
		g.record("413.2b", "%s's life total becomes %d", g.playerName(p), n)
		// The player gains or loses the life needed to end up with the
		// new total (119.5 of 2026): "whenever you gain life" sees it.
		switch {
		case !g.rules.SetLifeGainsOrLoses:
		case n > old:
			g.recordLater("119.5", "an effect sets %s's life total to %d: they gain the %d life needed to end up with it", g.playerName(p), n, n-old)
			g.gainedLife(p, n-old)
		case n < old:
			g.recordLater("119.5", "an effect sets %s's life total to %d: they lose the %d life needed to end up with it", g.playerName(p), n, old-n)
			g.noteLifeLost(p, old-n)
		}
	}
	return nil
}

// contradictoryMove finds, among a game-loss replacement's instructions,
// one that moves its own source while a state-based action is about to
// put that permanent into its owner's graveyard: two things done to one
// object that can't both be, so its controller chooses which applies and
// where the object goes (400.6 of 2026). It returns the index of the
// instruction not to follow, -1 when there is none or it applies.
func (g *Game) contradictoryMove(src *view, effect []Instruction) (int, error) {
	at := slices.IndexFunc(effect, func(ins Instruction) bool {
		return ins.Op == "move" && ins.Object.Kind == RefThis && ins.Zone != ZoneGraveyard
	})
	if at < 0 || !g.sbaPutsIntoGraveyard(src.id) {
		return -1, nil
	}
	to := g.rules.ZoneName(effect[at].Zone)
	grave := g.rules.ZoneName(ZoneGraveyard)
	chooser := src.controller
	answer, err := g.ask(Question{Kind: ChooseOption, Player: chooser, Rule: "217.1d", About: fmt.Sprintf("whether %s moves to its owner's %s or to %s", src.name(), grave, to), Options: []string{grave, to}})
	if err != nil {
		return -1, err
	}
	g.record("217.1d", "%s's replacement effect would move %s to %s while a state-based action puts it into its owner's %s: %s, its controller, chooses which applies, and it goes to %s", src.name(), src.name(), to, grave, g.playerName(chooser), answer)
	if answer == grave {
		return at, nil
	}
	return -1, nil
}

// sbaPutsIntoGraveyard reports whether a state-based action checked now
// puts the creature id into its owner's graveyard: toughness 0 or less,
// or lethal or deathtouch damage without indestructible (704.5f-h of
// 2026).
func (g *Game) sbaPutsIntoGraveyard(id ObjectID) bool {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return false
	}
	c := g.view(id).chars()
	if !c.HasType("creature") {
		return false
	}
	if c.Toughness <= 0 {
		return true
	}
	return (o.Damage >= c.Toughness || o.DeathtouchDamage) && !hasKeyword(c, indestructible.Name)
}
