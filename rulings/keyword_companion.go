package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// companion—[condition]: a keyword ability that works outside the game
// (702.139a of 2026). Before the game a player may reveal one card they
// own from outside the game whose companion condition their starting deck
// fulfills (103.2b); once during the game, while they have priority with
// the stack empty in a main phase of their turn, they may pay {3} and put
// that card into their hand, a special action (116.2g): `alice puts
// companion "Card" into hand, tapping ...`. A scenario sets up no deck
// before its game, so the engine takes a player's starting deck to be the
// cards they own in the game's zones, tokens and copies aside, and their
// sideboard, where the companion waits, apart (702.139b): it checks the
// condition as the action is taken, the check 103.2b makes before the
// game. The conditions whose words a game can check are read (mana values
// of permanent or nonland cards, different names of nonland cards, a mana
// symbol repeated in a card's mana cost); any other condition is refused
// by name. A keyword from Ikoria: Lair of
// Behemoths, dated by that set's release; the {3} special action is the
// rule of 2020-06-01 onward, which these editions hold.
var companion = Keyword{Name: "companion", Rule: "702.139", Form: "companion—each permanent card in your starting deck has mana value N or less", Since: "2020-04-24",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		cond, found := companionConditionText(text)
		if !found {
			return keywordValue{}, false, nil
		}
		if cond == "" {
			return keywordValue{}, true, fmt.Errorf("no condition after \"companion\" (702.139a: \"Companion—[Condition]\")")
		}
		if _, err := parseCompanionCondition(cond); err != nil {
			return keywordValue{}, true, err
		}
		return keywordValue{text: cond}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule}}
	}}

// companionConditionText is the condition written after "companion" and
// its dash; found is false for a line that isn't companion.
func companionConditionText(text string) (cond string, found bool) {
	rest, found := strings.CutPrefix(strings.ToLower(text), "companion")
	rest = strings.TrimSpace(rest)
	if !found || (rest != "" && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "-")) {
		return "", false
	}
	return strings.TrimSpace(strings.TrimLeft(rest, "—-")), true
}

// companionCondition is a companion condition the engine can check: every
// card of the starting deck of a kind (permanent or nonland) has a mana
// value at most or at least n, or a name no other such card has.
type companionCondition struct {
	// kind is "permanent" or "nonland".
	kind string
	// most and least bound the mana value (most < 0: no bound).
	most, least int
	// distinctNames asks for a different name on each card of the kind.
	distinctNames bool
	// uniqueSymbols asks that no card have more than one of the same mana
	// symbol in its mana cost (kind "": every card).
	uniqueSymbols bool
	text          string
}

// uniqueSymbolsCondition is the condition of "no card in your starting
// deck has more than one of the same mana symbol in its mana cost".
const uniqueSymbolsCondition = "no card in your starting deck has more than one of the same mana symbol in its mana cost"

// parseCompanionCondition reads a companion condition, refusing one whose
// words the engine has no check for.
func parseCompanionCondition(text string) (companionCondition, error) {
	t := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(text)), ".")
	c := companionCondition{most: -1, least: -1, text: t}
	refuse := fmt.Errorf("the companion condition %q is one the engine can't check against a starting deck: it checks the mana value or the different names of each permanent or nonland card, or a mana symbol repeated in a card's mana cost", text)
	if t == uniqueSymbolsCondition {
		c.uniqueSymbols = true
		return c, nil
	}
	rest, ok := strings.CutPrefix(t, "each ")
	if !ok {
		return c, refuse
	}
	kind, rest, ok := strings.Cut(rest, " card in your starting deck ")
	if !ok || (kind != "permanent" && kind != "nonland") {
		return c, refuse
	}
	c.kind = kind
	if rest == "has a different name" {
		c.distinctNames = true
		return c, nil
	}
	num, ok := strings.CutPrefix(rest, "has mana value ")
	if !ok {
		return c, refuse
	}
	n, bound, ok := strings.Cut(num, " or ")
	v, err := strconv.Atoi(n)
	if !ok || err != nil || v < 0 {
		return c, refuse
	}
	switch bound {
	case "less":
		c.most = v
	case "greater":
		c.least = v
	default:
		return c, refuse
	}
	return c, nil
}

// permanentCardTypes are the card types of permanent cards (110.4a).
var permanentCardTypes = []string{"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}

// startingDeck lists the cards player p is taken to have started the
// game with: the cards they own in the game's zones, tokens and copies
// aside; the sideboard isn't part of it (702.139b).
func (g *Game) startingDeck(p PlayerID) []ObjectID {
	var out []ObjectID
	for _, z := range []Zone{ZoneLibrary, ZoneHand, ZoneGraveyard, ZoneInPlay, ZoneStack, ZoneRemoved} {
		for _, id := range *g.zoneList(p, z) {
			if o := g.objects[id]; o != nil && o.Owner == p && !o.Token && !o.Copy {
				out = append(out, id)
			}
		}
	}
	return out
}

// companionFailure is the first card of p's starting deck that fails the
// condition, with why, or "" when the deck fulfills it.
func (g *Game) companionFailure(p PlayerID, c companionCondition) string {
	seen := map[string]bool{}
	for _, id := range g.startingDeck(p) {
		v := g.view(id)
		types := v.chars().Types
		switch c.kind {
		case "permanent":
			if !slices.ContainsFunc(types, func(t string) bool { return slices.Contains(permanentCardTypes, t) }) {
				continue
			}
		case "nonland":
			if slices.Contains(types, "land") {
				continue
			}
		}
		name := g.name(id)
		if c.uniqueSymbols {
			if symbol, n := g.repeatedManaSymbol(v); n > 1 {
				return fmt.Sprintf("%s has the mana symbol %s %s in its mana cost", name, symbol, times(n))
			}
			continue
		}
		if c.distinctNames {
			if seen[strings.ToLower(name)] {
				return fmt.Sprintf("%s is a %s card and there is another card named %s", name, c.kind, name)
			}
			seen[strings.ToLower(name)] = true
			continue
		}
		mv := g.manaValue(v)
		if c.most >= 0 && mv > c.most {
			return fmt.Sprintf("%s is a %s card with mana value %d, more than %d", name, c.kind, mv, c.most)
		}
		if c.least >= 0 && mv < c.least {
			return fmt.Sprintf("%s is a %s card with mana value %d, less than %d", name, c.kind, mv, c.least)
		}
	}
	return ""
}

// PutCompanionIntoHand takes the companion special action for the card
// req names in its owner's sideboard: the condition is checked against the
// starting deck (103.2b), the timing and the once-a-game limit (116.2g),
// {3} is paid with the mana abilities req names, and the card is put into
// its owner's hand, where it stays in the game (702.139c).
func (g *Game) PutCompanionIntoHand(req PlayRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		o := g.objects[req.Card]
		if o == nil || o.Zone != ZoneOutside || o.Owner != p {
			return g.illegal("702.139a", "%s owns no such card outside the game: a companion is put into hand from outside the game", name)
		}
		c := &o.Card.Faces[0]
		a := firstKeywordOf(c, companion.Name)
		if a == nil {
			return g.illegal("702.139a", "%s doesn't have companion", c.Name)
		}
		text, _ := companionConditionText(a.Text)
		cond, err := parseCompanionCondition(text)
		if err != nil {
			return err
		}
		if why := g.companionFailure(p, cond); why != "" {
			return g.illegal("103.2b", "%s's starting deck doesn't fulfill the companion condition of %s (\"%s\"): %s, so %s couldn't have been revealed", name, c.Name, cond.text, why, c.Name)
		}
		if g.laterState().companionTaken[p] {
			return g.illegal("116.2g", "%s has already put a companion into their hand this game: the action is taken once a game", name)
		}
		if g.priority != p || !g.sorceryWindow(p) {
			return g.illegal("116.2g", "%s can put a companion into their hand only while they have priority with the stack empty during a main phase of their turn", name)
		}
		g.noteKeyword(c.Name, companion)
		g.record("702.139b", "%s's starting deck is their deck with the sideboard set aside: %d cards, the %d outside the game not among them", name, len(g.startingDeck(p)), len(g.objectsIn(p, ZoneOutside)))
		g.record("103.2b", "%s revealed %s before the game: their starting deck fulfills its companion condition (\"%s\")", name, c.Name, cond.text)
		if err := g.payManaWith(p, req.ManaSources, ManaCost{Generic: 3}); err != nil {
			return err
		}
		g.laterState().companionTaken[p] = true
		ev := g.move(o.ID, ZoneHand, p)
		g.record("702.139a", "%s pays {3} and puts %s, their companion, into their hand from outside the game", name, c.Name)
		g.record("116.2g", "putting a companion into hand is a special action: it doesn't use the stack, and %s may take it no more this game", name)
		g.record("702.139c", "%s is now in the game, and remains in it until the game ends", c.Name)
		g.afterEvents([]Event{ev}, nil)
		return g.givePriority(p)
	})
}

// repeatedManaSymbol is the first mana symbol that appears more than once
// in the mana cost of the object seen in v, and how many times (0 when
// none does). An effect that refers to the symbols in a split card's mana
// cost sees its halves' separate symbols, not the combined cost: Fire//Ice
// ({1}{R} and {1}{U}) has {1} twice, though its combined cost is {2}{U}{R}
// (709.4b of 2026).
func (g *Game) repeatedManaSymbol(v *view) (symbol string, n int) {
	var symbols []string
	for i := range v.faces {
		if cost := v.faces[i].ManaCost; cost != (ManaCost{}) {
			symbols = append(symbols, cost.symbols()...)
		}
	}
	counts := map[string]int{}
	for _, s := range symbols {
		counts[s]++
	}
	for _, s := range symbols {
		if counts[s] > 1 {
			if len(v.faces) > 1 {
				g.record("709.4b", "%s's mana cost is its halves' combined, but an effect that refers to the symbols in its mana cost sees the separate symbols: %s appears %s", v.name(), s, times(counts[s]))
			}
			return s, counts[s]
		}
	}
	return "", 0
}

// symbols lists the mana symbols of a cost one by one, a generic amount
// being one symbol ({2}).
func (m ManaCost) symbols() []string {
	var out []string
	for _, s := range strings.SplitAfter(m.String(), "}") {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
