package rulings

// The actions of putting spells and abilities on the stack and of playing
// lands: activate (701.2), cast (701.5) and play (701.18). The reference
// edition calls casting and activating "playing" (701.18d-e of 2026); each
// step is cited, under the 2026 numbering only, once the spell or ability
// is on the stack with its costs paid, or the land on the battlefield.

// activateAction: to activate an activated ability is to put it onto the
// stack and pay its costs (701.2a).
var activateAction = KeywordAction{
	Name:         "activate",
	Rule:         "701.2",
	Oracle:       []string{"{COST}: INSTRUCTIONS"},
	PlayerAction: "activates",
	cites: map[string]string{
		"409.1i#activate": "701.2a",
	},
}

// castAction: to cast a spell is to take it from its zone, put it on the
// stack and pay its costs (701.5a).
var castAction = KeywordAction{
	Name:         "cast",
	Rule:         "701.5",
	Oracle:       []string{"you may cast a FILTER card from your hand without paying its mana cost"},
	Ops:          []string{"play-free"},
	PlayerAction: "casts",
	cites: map[string]string{
		"409.1i#cast": "701.5a",
	},
}

// playAction: to play a land is to put it onto the battlefield from the
// zone it's in (701.18a).
var playAction = KeywordAction{
	Name:         "play",
	Rule:         "701.18",
	Oracle:       []string{"you may play an additional land on each of your turns"},
	PlayerAction: "plays",
	cites: map[string]string{
		"408.2d#play": "701.18a",
	},
}

// attachAction: to attach an Equipment is to take it from where it is
// and put it onto the object (701.3a); attached to a different object, it
// receives a new timestamp (701.3c).
var attachAction = KeywordAction{
	Name:    "attach",
	Rule:    "701.3",
	Oracle:  []string{"equip {COST}", "attach this Equipment to target creature you control"},
	Ops:     []string{"equip"},
	Keyword: "equip",
	cites: map[string]string{
		"502.33a#attach": "701.3a",
		"418.5e#attach":  "701.3c",
	},
}

// recordCastOrActivate cites, under the 2026 numbering, what casting a
// spell or activating an ability is, once it is on the stack with its
// costs paid.
func (g *Game) recordCastOrActivate(spell bool, p PlayerID, name string) {
	if spell {
		g.recordAction("409.1i#cast", "%s has cast %s: taken from the zone it was in, put on the stack and its costs paid", g.playerName(p), name)
		return
	}
	g.recordAction("409.1i#activate", "%s has activated %s: put onto the stack and its costs paid", g.playerName(p), name)
}
