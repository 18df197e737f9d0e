package rulings

import (
	"fmt"
	"strings"
)

// The keyword abilities of 702.121-702.192 of 2026 share the helpers of
// this file: the instructions their abilities use and the tokens they
// create. Each keyword's definition and rules live in keyword_NAME.go.

// laterKeywordOperation returns the instruction one of those keywords'
// abilities uses, for the verbs their files define.
func laterKeywordOperation(op string) (operation, bool) {
	switch op {
	case "afterlife":
		return opAfterlife, true
	case "melee":
		return opMelee, true
	case "fabricate":
		return opFabricate, true
	case "mobilize":
		return opMobilize, true
	case "crew":
		return opCrew, true
	case "keyword-sacrifice":
		return opKeywordSacrifice, true
	}
	return nil, false
}

// keywordToken is the definition of a token a keyword ability creates:
// its name is its subtypes, as for the tokens an effect creates, and it
// has the keyword abilities named.
func keywordToken(colors ColorSet, types, subtypes []string, power, toughness int, keywords ...string) (*CardDefinition, error) {
	name := strings.Join(subtypes, " ")
	c := Characteristics{Name: name, Colors: colors, Types: types, Subtypes: subtypes, Power: power, Toughness: toughness}
	for _, k := range keywords {
		abilities, ok, err := ParseKeyword(k, nil)
		if !ok || err != nil {
			return nil, fmt.Errorf("the token's keyword %q: %v", k, err)
		}
		c.Abilities = append(c.Abilities, abilities...)
	}
	return &CardDefinition{Name: name, Faces: []Characteristics{c}}, nil
}

// createKeywordTokens puts n tokens of def onto the battlefield under p's
// control at once, tapped if tapped, and returns them; rule and what say
// which keyword creates them, for the trace.
func (g *Game) createKeywordTokens(p PlayerID, n int, def *CardDefinition, tapped bool, rule, what string) []ObjectID {
	if n <= 0 {
		return nil
	}
	c := def.Faces[0]
	g.record(rule, "%s: %s creates %s", what, g.playerName(p), count(n, fmt.Sprintf("%d/%d %s token", c.Power, c.Toughness, def.Name)))
	var ids []ObjectID
	var events []Event
	for range n {
		o := &Object{Card: def, Token: true, Owner: p, Controller: p, Face: -1, Tapped: tapped}
		g.place(o, ZoneInPlay, false)
		g.applyEntryStatics(o)
		ids = append(ids, o.ID)
		events = append(events, Event{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: p})
	}
	g.afterEvents(events, nil)
	return ids
}
