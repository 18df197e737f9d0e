package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// ward {COST}: "Whenever this permanent becomes the target of a spell or
// ability an opponent controls, counter that spell or ability unless that
// player pays COST" (702.21a). The cost is mana ("ward {2}"), life
// ("ward—pay 2 life"), a discard ("ward—discard a card"), or mana with an
// X the ability defines ("ward {X}, where X is the number of creatures you
// control"), X counted as the ability resolves (702.21b); mana is paid
// from the player's mana pool, as the other costs paid while an ability
// resolves. A keyword from Strixhaven.
var ward = Keyword{Name: "ward", Rule: "702.21", Form: "ward {COST}", Since: "2021-04-23", triggerRule: "702.21a",
	match: matchWard,
	build: func(text string, v keywordValue) *Ability {
		a := &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: BecomesTarget, Self: true, Condition: targetedByOpponent}}
		if v.filter.Zone == ZoneHand {
			part := CostPart{Action: Discard, Filter: v.filter, Text: "discard a " + v.filter.Text}
			a.Cost = Cost{Parts: []CostPart{part}}
			a.Effect = []Instruction{{Op: "ward", Text: "counter that spell or ability unless that player " + part.Text}}
			return a
		}
		if v.cost.X > 0 {
			a.Cost = Cost{Mana: v.cost, HasMana: true}
			count := v.filter
			a.Effect = []Instruction{{Op: "ward", Amount: Value{Var: "count", Count: &count}, Text: fmt.Sprintf("counter that spell or ability unless that player pays %s, where X is the number of %s", v.cost, count.Text)}}
			return a
		}
		if v.x {
			a.Effect = []Instruction{{Op: "ward", Amount: Value{N: v.n}, Text: fmt.Sprintf("counter that spell or ability unless that player pays %d life", v.n)}}
			return a
		}
		a.Cost = Cost{Mana: v.cost, HasMana: true}
		a.Effect = []Instruction{{Op: "ward", Text: fmt.Sprintf("counter that spell or ability unless that player pays %s", v.cost)}}
		return a
	}}

// matchWard reads "ward {COST}", "ward—pay N life" (v.x set, v.n the
// life), "ward—discard a card" (v.filter the card, in the hand) and "ward
// {X}, where X is the number of FILTER" (v.filter what is counted).
func matchWard(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	if rest, ok := strings.CutPrefix(text, "ward—discard a "); ok {
		f, err := filter(rest)
		if err != nil {
			return v, true, err
		}
		if f.Zone != ZoneHand {
			return v, true, fmt.Errorf("%q is not a card in a hand", rest)
		}
		v.filter = f
		return v, true, nil
	}
	if head := "ward {x}, where x is "; len(text) > len(head) && strings.EqualFold(text[:len(head)], head) {
		what, ok := strings.CutPrefix(text[len(head):], "the number of ")
		if !ok {
			return v, true, fmt.Errorf("expected \"where X is the number of FILTER\", found %q", text[len(head):])
		}
		f, err := filter(what)
		if err != nil {
			return v, true, err
		}
		v.cost, v.filter = ManaCost{X: 1}, f
		return v, true, nil
	}
	if rest, ok := strings.CutPrefix(text, "ward—"); ok {
		life, ok := strings.CutPrefix(rest, "pay ")
		if life, ok = strings.CutSuffix(life, " life"); !ok {
			return v, true, fmt.Errorf("%q is not \"pay N life\" or \"discard a card\" (no other non-mana ward cost is played)", rest)
		}
		n, err := strconv.Atoi(life)
		if err != nil || n < 1 {
			return v, true, fmt.Errorf("%q is not a number at least 1", life)
		}
		v.n, v.x = n, true
		return v, true, nil
	}
	rest, ok := strings.CutPrefix(text, "ward")
	if !ok || rest != "" && rest[0] != ' ' {
		return v, false, nil
	}
	if rest == "" {
		return v, true, fmt.Errorf("a cost is missing")
	}
	var err error
	v.cost, err = ParseManaCost(strings.TrimSpace(rest))
	return v, true, err
}

// targetedByOpponent is ward's "a spell or ability an opponent controls":
// the player who controls the targeting spell or ability is not the
// controller of the permanent with ward.
func targetedByOpponent(_ *Game, ev *Event, src *view) bool {
	return ev.Player != src.controller
}

// targetEvents are the events of a spell or ability becoming put on the
// stack with its targets: each permanent it targets becomes the target of
// it, once however many of its instances of "target" name the permanent.
func (g *Game) targetEvents(obj *Object, controller PlayerID) []Event {
	var out []Event
	seen := map[ObjectID]bool{}
	for _, group := range obj.Targets {
		for _, t := range group {
			if t.IsPlayer || seen[t.Object] {
				continue
			}
			if o := g.objects[t.Object]; o == nil || o.Zone != ZoneInPlay {
				continue
			}
			seen[t.Object] = true
			out = append(out, Event{Kind: BecomesTarget, Object: g.view(t.Object), Source: g.view(obj.ID), Player: controller})
		}
	}
	return out
}

// opWard counters the spell or ability that targeted the permanent unless
// its controller pays the ward cost (702.21a). A spell or ability already
// gone from the stack is left alone; a player who can't pay isn't asked.
func opWard(g *Game, r *resolution, ins Instruction) error {
	ev := r.event
	if ev == nil || ev.Source == nil {
		return nil
	}
	id := ev.Source.id
	if o := g.objects[id]; o == nil || o.Zone != ZoneStack {
		g.record("702.21a", "%s is no longer on the stack: ward has nothing to counter", ev.Source.name())
		return nil
	}
	p := g.players[ev.Player]
	if parts := r.ability.Cost.Parts; len(parts) > 0 {
		return g.wardDiscard(r, p.ID, parts[0])
	}
	cost, canPayIt := "", false
	mana := r.ability.Cost.Mana
	if mana.X > 0 {
		// X is counted now, not as the ability triggered (702.21b).
		n := r.value(ins.Amount)
		mana = ManaCost{Generic: n}
		g.record("702.21b", "X is the number of %s as the ward of %s resolves: %d, so the cost is %s", ins.Amount.Count.Text, ev.Object.shownName(), n, mana)
	}
	if ins.Amount.N > 0 {
		cost = fmt.Sprintf("%d life", ins.Amount.N)
		canPayIt = p.Life >= ins.Amount.N
	} else {
		cost = mana.String()
		canPayIt = g.mightPay(p.ID, mana)
	}
	answer := "no"
	if canPayIt {
		var err error
		answer, err = g.ask(Question{Kind: ChooseOption, Player: p.ID, Rule: "702.21a", About: fmt.Sprintf("whether to pay %s for the ward of %s, or have %s countered", cost, ev.Object.shownName(), ev.Source.name()), Options: []string{"yes", "no"}})
		if err != nil {
			return err
		}
	} else if ins.Amount.N > 0 {
		g.record("702.21a", "%s has %d life, less than the %s ward asks: the cost can't be paid", p.Name, p.Life, cost)
	} else {
		g.record("702.21a", "%s can't pay %s from a mana pool holding %s and the permanents they could tap for mana: partial payments aren't allowed", p.Name, cost, p.Pool)
	}
	if answer == "yes" {
		if ins.Amount.N > 0 {
			g.payLife(p.ID, ins.Amount.N, "the ward of "+ev.Object.shownName())
		} else if err := g.tapToPay(p.ID, mana, "the ward of "+ev.Object.shownName()); err != nil {
			return err
		}
		g.record("702.21a", "%s pays %s for the ward of %s: %s isn't countered", p.Name, cost, ev.Object.shownName(), ev.Source.name())
		return nil
	}
	g.record("702.21a", "%s doesn't pay %s for the ward of %s: it counters %s", p.Name, cost, ev.Object.shownName(), ev.Source.name())
	g.counterByEffect(id)
	return nil
}

// wardDiscard counters the spell or ability that targeted the permanent
// unless its controller p discards a card the ward cost names (702.21a):
// a player with no such card can't pay.
func (g *Game) wardDiscard(r *resolution, p PlayerID, part CostPart) error {
	ev := r.event
	var options []string
	var ids []ObjectID
	for _, id := range g.objectsIn(p, ZoneHand) {
		f := part.Filter
		if g.matches(&f, g.view(id), p, nil) {
			options = append(options, g.name(id))
			ids = append(ids, id)
		}
	}
	if len(options) == 0 {
		g.record("702.21a", "%s has no card to %s for the ward of %s: the cost can't be paid", g.playerName(p), part.Text, ev.Object.shownName())
	} else {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.21a", About: fmt.Sprintf("whether to %s for the ward of %s, or have %s countered", part.Text, ev.Object.shownName(), ev.Source.name()), Options: []string{"yes", "no"}})
		if err != nil {
			return err
		}
		if answer == "yes" {
			card, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.21a", About: "the card to discard for the ward of " + ev.Object.shownName(), Options: options})
			if err != nil {
				return err
			}
			g.record("702.21a", "%s discards %s for the ward of %s: %s isn't countered", g.playerName(p), card, ev.Object.shownName(), ev.Source.name())
			g.discardAll([]ObjectID{ids[pick(options, card)]})
			return nil
		}
	}
	g.record("702.21a", "%s doesn't %s for the ward of %s: it counters %s", g.playerName(p), part.Text, ev.Object.shownName(), ev.Source.name())
	g.counterByEffect(ev.Source.id)
	return nil
}

// retargeted raises, after an effect changed the targets of spell or
// ability obj from before, the events of each permanent that is now its
// target and wasn't: it becomes the target of that spell or ability, whose
// controller targets it (115.7 of 2026), which ward triggers on. A target
// left unchanged doesn't become the target again.
func (g *Game) retargeted(obj *Object, before [][]Target) {
	was := map[ObjectID]bool{}
	for _, group := range before {
		for _, t := range group {
			if !t.IsPlayer {
				was[t.Object] = true
			}
		}
	}
	var out []Event
	for _, ev := range g.targetEvents(obj, obj.Controller) {
		if !was[ev.Object.id] {
			out = append(out, ev)
		}
	}
	g.afterEvents(out, nil)
}
