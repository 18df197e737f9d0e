package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// craft with [materials] [cost]: "[Cost], Exile this permanent, Exile
// [materials] from among permanents you control and/or cards in your
// graveyard: Return this card to the battlefield transformed under its
// owner's control. Activate only as a sorcery" (702.167a of 2026). The
// materials are written as a number and a quality ("craft with two
// artifacts {2}{B}"); a quality with only a card type or subtype means a
// permanent of it on the battlefield or a card of it in the graveyard
// (702.167b). Its controller names the materials as the cost is paid
// (`alice chooses "Ornithopter", "Shock"`). A keyword from The Lost
// Caverns of Ixalan, dated by that set's release.
var craft = Keyword{Name: "craft", Rule: "702.167", Form: "craft with N QUALITY {COST}", Since: "2023-11-17",
	match: matchCraft,
	build: func(text string, v keywordValue) *Ability {
		materials := CostPart{Action: CraftMaterials, Count: v.n, Filter: v.filter, Text: fmt.Sprintf("exile %s from among permanents you control and/or cards in your graveyard", count(v.n, v.filter.Text))}
		self := CostPart{Action: CraftExileSelf, Self: true, Text: "exile this permanent"}
		return &Ability{Kind: ActivatedAbility, Text: text, SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{self, materials}},
			Effect: []Instruction{{Op: "craft-return", Text: "return this card to the battlefield transformed under its owner's control"}}}
	}}

// CraftExileSelf is craft's "exile this permanent", CraftMaterials its
// "exile [materials] from among permanents you control and/or cards in
// your graveyard" (702.167a).
const (
	CraftExileSelf CostAction = 47
	CraftMaterials CostAction = 48
)

// matchCraft reads "craft with N QUALITY {COST}": N a number, a word from
// one to ten, "a" or "an".
func matchCraft(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	rest, ok := strings.CutPrefix(strings.ToLower(text), "craft with ")
	if !ok {
		return v, false, nil
	}
	i := strings.LastIndex(rest, " {")
	if i < 0 {
		return v, true, fmt.Errorf("no mana cost after the materials in %q", text)
	}
	var err error
	if v.cost, err = ParseManaCost(strings.ToUpper(rest[i+1:])); err != nil {
		return v, true, err
	}
	n, quality, ok := strings.Cut(rest[:i], " ")
	if !ok {
		return v, true, fmt.Errorf("%q is not \"N QUALITY\"", rest[:i])
	}
	switch {
	case n == "a" || n == "an":
		v.n = 1
	case numberWord(n) > 0:
		v.n = numberWord(n)
	default:
		if v.n, err = strconv.Atoi(n); err != nil || v.n < 1 {
			return v, true, fmt.Errorf("%q is not a number of materials", n)
		}
	}
	if v.n > 1 {
		quality = strings.TrimSuffix(quality, "s")
	}
	if filter == nil {
		return v, true, fmt.Errorf("the materials %q need a filter", quality)
	}
	if v.filter, err = filter(quality); err != nil {
		return v, true, err
	}
	v.filter.Text = quality
	return v, true, nil
}

// payCraftExileSelf exiles the permanent whose craft ability is being
// activated (702.167a).
func (g *Game) payCraftExileSelf(s *stackSpell, part CostPart) error {
	o := s.source
	if o == nil || o.Zone != ZoneInPlay {
		return g.illegal("702.167a", "the permanent is no longer on the battlefield: \"%s\" can't be paid", part.Text)
	}
	g.record("702.167a", "%s exiles %s to pay its craft cost", g.playerName(s.obj.Controller), g.name(o.ID))
	g.moveAll([]ObjectID{o.ID}, ZoneRemoved, "702.167a", "exiled to pay the cost")
	return nil
}

// payCraftMaterials exiles the materials the controller names from among
// the permanents they control and the cards in their graveyard
// (702.167a-b).
func (g *Game) payCraftMaterials(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	var options []ObjectID
	for _, z := range []Zone{ZoneInPlay, ZoneGraveyard} {
		f := part.Filter
		f.Zone = z
		for _, id := range g.inPlayOrGraveyard(p, z) {
			if v := g.view(id); v != nil && g.matches(&f, v, p, nil) {
				options = append(options, id)
			}
		}
	}
	if len(options) < part.Count {
		return g.illegal("702.167a", "%s has %s among the permanents they control and the cards in their graveyard, fewer than \"%s\" asks: the cost can't be paid", g.playerName(p), count(len(options), part.Filter.Text), part.Text)
	}
	var chosen []ObjectID
	for len(chosen) < part.Count {
		names := g.nameList(options)
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.167a", About: fmt.Sprintf("a material to exile for \"%s\" (%d of %d)", part.Text, len(chosen)+1, part.Count), Options: names})
		if err != nil {
			return err
		}
		i := indexFold(names, answer)
		if i < 0 {
			return g.illegal("702.167a", "%s has no %s named %q among the permanents they control and the cards in their graveyard", g.playerName(p), part.Filter.Text, answer)
		}
		chosen = append(chosen, options[i])
		options = slices.Delete(options, i, i+1)
	}
	g.record("702.167b", "the materials \"%s\" name a quality without the word \"card\": a permanent on the battlefield or a card in a graveyard of it counts", part.Filter.Text)
	g.record("702.167a", "%s exiles %s to pay the craft cost", g.playerName(p), namesOr(g, chosen, "nothing"))
	g.moveAll(chosen, ZoneRemoved, "702.167a", "exiled as a material")
	return nil
}

// inPlayOrGraveyard lists the permanents p controls, or the cards in p's
// graveyard.
func (g *Game) inPlayOrGraveyard(p PlayerID, z Zone) []ObjectID {
	if z == ZoneGraveyard {
		return slices.Clone(g.objectsIn(p, ZoneGraveyard))
	}
	var out []ObjectID
	for _, id := range g.inPlay {
		if g.view(id).controller == p {
			out = append(out, id)
		}
	}
	return out
}

// opCraftReturn returns the card exiled to pay the craft cost to the
// battlefield transformed under its owner's control (702.167a, 712.14a):
// the card in exile that was the ability's source.
func opCraftReturn(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil {
		return nil
	}
	for _, id := range g.objectsIn(r.source.owner, ZoneRemoved) {
		o := g.objects[id]
		if o.Origin != r.source.origin {
			continue
		}
		if o.Card.Back == nil {
			g.record("712.14a", "%s isn't a double-faced card: told to put it onto the battlefield transformed, it stays in exile", g.name(id))
			return nil
		}
		g.record("702.167a", "the craft ability resolves: %s returns to the battlefield transformed under its owner's control", g.name(id))
		o.entersTransformed = true
		ev := g.move(id, ZoneInPlay, o.Owner)
		g.afterEvents([]Event{ev}, nil)
		return nil
	}
	g.record("702.167a", "%s is no longer in exile: the craft ability returns nothing", r.source.name())
	return nil
}
