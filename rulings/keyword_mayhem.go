package rulings

import (
	"fmt"
	"strings"
)

// mayhem {COST}: "As long as you discarded this card this turn, you may
// cast it from your graveyard by paying [cost] rather than paying its mana
// cost" (702.187b of 2026), an alternative cost, and mayhem without a cost:
// "You may play this card from your graveyard if you discarded it this
// turn" (702.187c), its mana cost paid; both are cast with the clause
// "paying the mayhem cost". The ability functions while the card is in its
// owner's graveyard (702.187a). A land with mayhem isn't played from the
// graveyard: the engine plays lands from the hand only. A keyword from
// Marvel's Spider-Man, dated by that set's release.
var mayhem = Keyword{Name: "mayhem", Rule: "702.187", Form: "mayhem {COST}", Since: "2025-09-26",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		rest, found := strings.CutPrefix(text, "mayhem")
		if !found || rest != "" && rest[0] != ' ' {
			return keywordValue{}, false, nil
		}
		if rest = strings.TrimSpace(rest); rest == "" {
			return keywordValue{}, true, nil
		}
		cost, err := ParseManaCost(rest)
		if err != nil {
			return keywordValue{}, true, fmt.Errorf("mayhem's cost %q: %w", rest, err)
		}
		return keywordValue{cost: cost, x: true}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		// v.x marks a cost written after the keyword.
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: v.x}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[mayhem.Name] = castWay{rule: "702.187b", fromGraveyard: true, alternative: true, noCostRule: "702.187c", allowed: discardedThisTurn}
}

// noteDiscarded remembers that the card whose Origin is origin was
// discarded this turn (mayhem).
func (g *Game) noteDiscarded(origin ObjectID) {
	g.laterState().discarded[origin] = g.turn
}

// discardedThisTurn is mayhem's condition: p discarded the card this turn;
// it says why not, or "" when they did.
func discardedThisTurn(g *Game, p PlayerID, card *Object, chars *Characteristics) string {
	rule := "702.187b"
	if a := firstKeywordOf(chars, mayhem.Name); a != nil && !a.Cost.HasMana {
		rule = "702.187c"
	}
	g.record("702.187a", "mayhem functions while %s is in its owner's graveyard", chars.Name)
	if t, ok := g.laterState().discarded[card.Origin]; !ok || t != g.turn || card.Owner != p {
		return fmt.Sprintf("%s didn't discard %s this turn", g.playerName(p), chars.Name)
	}
	g.record(rule, "%s discarded %s this turn: it may be cast from the graveyard with mayhem", g.playerName(p), chars.Name)
	return ""
}
