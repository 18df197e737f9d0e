package rulings

import (
	"fmt"
	"strings"
)

// champion a [object]: "When this permanent enters, sacrifice it unless you
// exile another [object] you control" and "When this permanent leaves the
// battlefield, return the exiled card to the battlefield under its owner's
// control" (702.72a of 2026), two linked triggered abilities (702.72b,
// 607): the second returns only the card the first exiled. The permanent
// exiled is "championed" (702.72c). As the first ability resolves its
// controller names the permanent to exile (`alice chooses "Goblin
// Piker"`) or `none`, and the permanent with champion is sacrificed. If it
// has left the battlefield before then, its second ability has already
// triggered with nothing to return, and a permanent exiled afterwards
// stays exiled. A keyword from Lorwyn, dated by that set's release.
var champion = Keyword{Name: "champion", Rule: "702.72", Form: "champion a TYPE", Since: "2007-10-12", triggerRule: "702.72a",
	match: func(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
		rest, ok := strings.CutPrefix(text, "champion ")
		if !ok {
			return keywordValue{}, false, nil
		}
		what, ok := strings.CutPrefix(rest, "an ")
		if !ok {
			what, ok = strings.CutPrefix(rest, "a ")
		}
		if !ok || what == "" {
			return keywordValue{}, true, fmt.Errorf("champion: expected \"champion a TYPE\", not %q", text)
		}
		if filter == nil {
			return keywordValue{}, true, fmt.Errorf("champion: no filter reader")
		}
		f, err := filter(what)
		if err != nil {
			return keywordValue{}, true, fmt.Errorf("champion: %w", err)
		}
		if f.Text == "" {
			f.Text = what
		}
		return keywordValue{filter: f}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("sacrifice it unless you exile another %s you control", v.filter.Text)
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this permanent enters, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay},
			Effect:  []Instruction{{Op: "champion-exile", Object: Ref{Kind: RefThis}, Filter: v.filter, Text: what}}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		what := "return the exiled card to the battlefield under its owner's control"
		return []*Ability{{Kind: TriggeredAbility, Text: text + ": when this permanent leaves the battlefield, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneAny},
			Effect:  []Instruction{{Op: "champion-return", Text: what}}}}
	}}

// opChampionExile asks the controller which other permanent matching the
// champion ability's filter they control to exile, if any; with none
// exiled, the permanent with champion is sacrificed (702.72a). The card
// exiled is championed by that permanent (702.72c).
func opChampionExile(g *Game, r *resolution, ins Instruction) error {
	src := g.objects[r.source.id]
	var ids []ObjectID
	options := []string{}
	for _, id := range g.inPlay {
		if id == r.source.id {
			continue
		}
		v := g.view(id)
		f := ins.Filter
		if v.controller == r.controller && g.matches(&f, v, r.controller, r) {
			ids = append(ids, id)
			options = append(options, v.name())
		}
	}
	options = append(options, "none")
	answer := "none"
	if len(ids) > 0 {
		var err error
		answer, err = g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "702.72a",
			About: fmt.Sprintf("another %s to exile for the champion ability of %s, or none", ins.Filter.Text, r.source.name()), Options: options})
		if err != nil {
			return err
		}
	} else {
		g.record("702.72a", "%s controls no other %s to exile for the champion ability of %s", g.playerName(r.controller), ins.Filter.Text, r.source.name())
	}
	i := indexFold(options, answer)
	if i < 0 {
		return g.illegal("702.72a", "%s controls no other %s named %q to exile for champion", g.playerName(r.controller), ins.Filter.Text, answer)
	}
	if i < len(ids) {
		id := ids[i]
		name := g.name(id)
		ev := g.moveAll([]ObjectID{id}, ZoneRemoved, "702.72a", "exiled by the champion ability of "+r.source.name())
		if src == nil || src.Zone != ZoneInPlay {
			g.record("702.72b", "%s has already left the battlefield and its linked ability has triggered and found no card to return: %s stays exiled", r.source.name(), name)
			return nil
		}
		g.laterState().championed[ev[0].NewID] = r.source.id
		g.record("702.72c", "%s is championed by %s: the linked leaves-the-battlefield ability returns it", name, r.source.name())
		return nil
	}
	if src == nil || src.Zone != ZoneInPlay {
		g.record("702.72a", "%s exiles nothing, and %s has already left the battlefield: there is nothing to sacrifice", g.playerName(r.controller), r.source.name())
		return nil
	}
	if src.Controller != r.controller {
		g.record("701.21a", "%s no longer controls %s: it can't be sacrificed", g.playerName(r.controller), r.source.name())
		return nil
	}
	g.record("702.72a", "%s exiles no other %s: %s is sacrificed", g.playerName(r.controller), ins.Filter.Text, r.source.name())
	g.moveAll([]ObjectID{src.ID}, ZoneGraveyard, "701.21a", "sacrificed: it is put into its owner's graveyard")
	return nil
}

// opChampionReturn returns to the battlefield, each under its owner's
// control, the cards in exile the linked champion ability of the same
// permanent exiled (702.72b, 607.2a); a card it exiled after the
// permanent left isn't found, for this ability had already resolved.
func opChampionReturn(g *Game, r *resolution, _ Instruction) error {
	st := g.laterState()
	var found []ObjectID
	for _, id := range g.removed {
		if st.championed[id] == r.source.id {
			found = append(found, id)
		}
	}
	if len(found) == 0 {
		g.record("702.72b", "no card exiled by the linked champion ability of %s is in exile: nothing returns", r.source.name())
		return nil
	}
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range found {
		o := g.objects[id]
		delete(st.championed, id)
		name := g.name(id)
		ev := g.move(id, ZoneInPlay, o.Owner)
		g.applyEntryStatics(g.objects[ev.NewID])
		ev.Object = g.view(ev.NewID)
		g.record("702.72b", "%s, exiled by the linked champion ability of %s, returns to the battlefield under its owner's control, %s", name, r.source.name(), g.playerName(o.Owner))
		events = append(events, ev)
	}
	g.afterEvents(events, before)
	return nil
}
