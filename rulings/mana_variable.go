package rulings

import (
	"slices"
	"strings"
)

// Mana abilities whose output depends on the game: a mana ability stays
// one even when the game state lets it produce no mana (406.3), and one
// that would produce mana of an undefined type produces none (406.6).

// opAddManaEach adds one mana of the ability's color for each permanent
// matching the count ("add {G} for each creature you control").
func opAddManaEach(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	if n == 0 {
		g.record("406.3", "%s's ability \"%s\" produces no mana now, but it is still a mana ability", r.source.name(), r.ability.Text)
	}
	for _, c := range ins.Colors.Colors() {
		for range n {
			g.addToPool(r, Mana{Color: c})
		}
	}
	return nil
}

// opAddManaLandCould adds one mana of a type (or, with Name "color", of a
// color) that a land its controller controls (Filter.Controller
// "opponent": a land an opponent controls) could produce, chosen by that
// player; with no such type it adds none (406.6).
func opAddManaLandCould(g *Game, r *resolution, ins Instruction) error {
	whose := g.playerName(r.controller)
	if ins.Filter.Controller == "opponent" {
		whose = "an opponent of " + whose
	}
	kinds := g.landsCouldProduce(r.controller, ins, map[ObjectID]bool{r.source.id: true})
	if len(kinds) == 0 {
		g.record("406.6", "no land %s controls could produce mana: the type of mana is undefined, so %s's ability produces no mana", whose, r.source.name())
		return nil
	}
	options := make([]string, len(kinds))
	for i, m := range kinds {
		options[i] = m.String()
	}
	g.recordLater("106.7", "the lands %s controls could produce %s: what their mana abilities would produce if they resolved now, costs ignored", whose, strings.Join(options, " or "))
	pick := options[0]
	if len(options) > 1 {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "406.1", About: "which type of mana to add", Options: options})
		if err != nil {
			return err
		}
		pick = answer
	}
	g.addToPool(r, kinds[slices.Index(options, pick)])
	return nil
}

// landsCouldProduce lists the kinds of mana the lands an add-mana-land-could
// instruction looks at could produce for player p: each land's mana
// abilities as if they resolved now. A land whose ability itself asks what
// other lands could produce is asked in turn, leaving out the objects
// already being asked, so a cycle of such lands produces nothing (106.7 of
// 2026).
func (g *Game) landsCouldProduce(p PlayerID, ins Instruction, asking map[ObjectID]bool) []Mana {
	var kinds []Mana
	add := func(ms []Mana) {
		for _, m := range ms {
			if (ins.Name == "color" && m.Colorless) || slices.Contains(kinds, m) {
				continue
			}
			kinds = append(kinds, m)
		}
	}
	for _, id := range g.inPlay {
		v := g.view(id)
		if asking[id] || !v.chars().HasType("land") || (v.controller == p) == (ins.Filter.Controller == "opponent") {
			continue
		}
		for _, a := range v.chars().Abilities {
			if !a.Mana {
				continue
			}
			for _, e := range a.Effect {
				if e.Op != "add-mana-land-could" {
					add(manaKindsOf(e))
					continue
				}
				asking[id] = true
				add(g.landsCouldProduce(v.controller, e, asking))
				delete(asking, id)
			}
		}
	}
	return kinds
}

// manaKindsOf lists the kinds of mana an add-mana instruction names.
func manaKindsOf(e Instruction) []Mana {
	if e.Op != "add-mana" || e.Name != "" {
		return nil
	}
	if e.Colors == 0 {
		return []Mana{{Colorless: true}}
	}
	var out []Mana
	for _, c := range e.Colors.Colors() {
		out = append(out, Mana{Color: c})
	}
	return out
}

// addToPool adds one mana to the resolving ability's controller's pool.
func (g *Game) addToPool(r *resolution, m Mana) {
	p := r.controller
	g.players[p].Pool.add(m, 1)
	r.manaKinds = append(r.manaKinds, m)
	g.record("406.1", "%s is added to %s's mana pool (now %s)", m, g.playerName(p), g.players[p].Pool)
	g.recordLater("106.4", "an effect adds %s: it goes into %s's mana pool, from which it can be spent", m, g.playerName(p))
}
