package rulings

import (
	"fmt"
	"strings"
)

// partner: the partner abilities modify the rules for deck construction
// in the Commander variant, letting a player designate two legendary
// cards as their commander (702.124a-i). The engine plays no Commander
// game, so no game it plays can show that part: the deck-construction
// forms, "partner", "partner—[text]", "choose a Background" and "Doctor's
// companion", are refused by name. "Partner with [name]" also stands for a
// triggered ability every game can show (702.124j): "When this permanent
// enters, target player may search their library for a card named
// [name], reveal it, put it into their hand, then shuffle"; that one is
// played, its target answered as it triggers (`alice chooses alice`) and
// the search as it resolves (`alice chooses "yes"`, then the card or
// "nothing": a named card is a stated quality, so it needn't be found,
// 701.23b). A keyword from Commander 2016 ("partner with" from
// Battlebond), dated by that set's release.
var partner = Keyword{Name: "partner", Rule: "702.124", Form: "partner with NAME", Since: "2016-11-11", triggerRule: "702.124j",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		if text == "partner with" {
			return keywordValue{}, true, fmt.Errorf("no card name after \"partner with\"")
		}
		if name, found := strings.CutPrefix(text, "partner with "); found {
			name = strings.Trim(strings.TrimSpace(name), `"`)
			if name == "" {
				return keywordValue{}, true, fmt.Errorf("no card name after \"partner with\"")
			}
			return keywordValue{text: name}, true, nil
		}
		for _, form := range partnerDeckForms {
			if text == form.text || strings.HasPrefix(text, form.text+"—") || strings.HasPrefix(text, form.text+" —") {
				return keywordValue{}, true, fmt.Errorf("%q is a rule of deck construction for the Commander variant (%s), which works before the game begins: the engine plays no Commander game, so it has nothing to show", text, form.rule)
			}
		}
		return keywordValue{}, false, nil
	},
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("target player may search their library for a card named %s, reveal it, put it into their hand, then shuffle", v.text)
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this permanent enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Targets: []TargetSpec{{Names: []string{"P"}, Filter: Filter{Player: true, Text: "player"}}},
			Effect:  []Instruction{{Op: "partner-search", Player: Ref{Kind: RefTarget, Name: "P"}, Name: v.text, Text: what}}}
	}}

// partnerDeckForms are the partner abilities that only shape a Commander
// deck, each with the rule that defines it.
var partnerDeckForms = []struct{ text, rule string }{
	{"partner", "702.124h, 702.124i"},
	{"choose a background", "702.124k"},
	{"doctor's companion", "702.124m"},
	{"doctor’s companion", "702.124m"},
}

// opPartnerSearch lets the target player search their library for the
// card named by "partner with" and put it into their hand (702.124j).
func opPartnerSearch(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.124j", About: fmt.Sprintf("whether to search their library for a card named %s (yes or no)", ins.Name), Options: []string{"yes", "no"}})
		if err != nil {
			return err
		}
		if answer != "yes" {
			g.record("702.124j", "%s chooses not to search their library for a card named %s", g.playerName(p), ins.Name)
			continue
		}
		var ids []ObjectID
		var options []string
		for _, id := range g.players[p].Library {
			if strings.EqualFold(g.name(id), ins.Name) {
				ids = append(ids, id)
				options = append(options, g.name(id))
			}
		}
		g.record("701.23a", "%s searches their library: they look at all its cards to find a card named %s", g.playerName(p), ins.Name)
		found := -1
		if len(ids) > 0 {
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.23b", About: fmt.Sprintf("a card named %s to find, or \"nothing\"", ins.Name), Options: append(options[:1:1], "nothing")})
			if err != nil {
				return err
			}
			if !strings.EqualFold(answer, "nothing") {
				found = 0
			}
		}
		if found < 0 {
			g.record("701.23b", "%s finds no card named %s: a card with a stated quality needn't be found", g.playerName(p), ins.Name)
		} else {
			g.record("702.124j", "%s finds and reveals %s and puts it into their hand", g.playerName(p), g.name(ids[found]))
			g.afterEvents([]Event{g.move(ids[found], ZoneHand, p)}, nil)
		}
		g.shuffleIDs(g.players[p].Library)
		g.record("702.124j", "%s shuffles their library", g.playerName(p))
	}
	return nil
}
