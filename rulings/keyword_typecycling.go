package rulings

import (
	"fmt"
	"strings"
)

// [type]cycling {COST}: "{COST}, discard this card: search your library for
// a [type] card, reveal it, and put it into your hand. Then shuffle your
// library" (702.29e of 2026; landcycling, 502.18c of 2006). The type is a
// subtype ("plainscycling", "wizardcycling") or a card type; "basic
// landcycling" searches for a basic land card. Typecycling is cycling:
// the card discarded to pay its cost is cycled (702.29f), played with
// `activates typecycling of "CARD"`.
var typecycling = Keyword{Name: typecyclingName, Rule: "502.18c", Form: "TYPEcycling {COST}",
	match: matchTypecycling,
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("search your library for %s, reveal it, and put it into your hand. Then shuffle your library", indefinite(v.filter.Text)+" "+v.filter.Text)
		return &Ability{
			Kind: ActivatedAbility, Zone: ZoneHand, Text: text,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: Discard, Self: true, Text: "discard this card"}}},
			Effect: []Instruction{{Op: "search-library", Player: Ref{Kind: RefYou}, Text: what, Filter: v.filter}},
		}
	}}

const typecyclingName = "typecycling"

// typecyclingTypes are the card types a typecycling may name rather than a
// subtype.
var typecyclingTypes = map[string]bool{"artifact": true, "creature": true, "enchantment": true, "land": true, "instant": true, "sorcery": true, "planeswalker": true, "battle": true}

// matchTypecycling reads "[type]cycling {COST}": a word before "cycling"
// and a mana cost after it. Plain cycling has no type and is left to its
// own keyword.
func matchTypecycling(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	head, cost, _ := strings.Cut(strings.TrimSpace(text), " {")
	lower := strings.ToLower(head)
	basic := false
	if rest, ok := strings.CutPrefix(lower, "basic "); ok {
		lower, basic = rest, true
	}
	typ, ok := strings.CutSuffix(lower, "cycling")
	if !ok || typ == "" || strings.ContainsAny(typ, " -—") {
		return v, false, nil
	}
	if cost == "" {
		return v, true, fmt.Errorf("no cost after %q", head)
	}
	var err error
	if v.cost, err = ParseManaCost("{" + strings.TrimSpace(cost)); err != nil {
		return v, true, err
	}
	switch {
	case typecyclingTypes[typ]:
		v.filter = Filter{Types: []string{typ}, Text: typ + " card"}
	default:
		sub := strings.ToUpper(typ[:1]) + typ[1:]
		v.filter = Filter{Subtypes: []string{sub}, Text: sub + " card"}
	}
	if basic {
		v.filter.Supertypes = []string{"basic"}
		v.filter.Text = "basic " + v.filter.Text
	}
	return v, true, nil
}
