package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Replacement and prevention effects of static abilities watch for an
// event and modify it as it happens (419.1 of 2006, 614.1 and 615.1 of
// 2026). When several would modify the same event, the affected player,
// or the controller of the affected object, chooses one to apply, then
// the process repeats with the effects that now apply, each effect
// applying at most once to the event and what replaces it (419.6a,
// 419.9a-b of 2006; 614.5, 616.1e-f and 616.2 of 2026).

// Replaces is the kind of static ability whose effect is a Replacement.
const Replaces StaticKind = 120

// ReplacedEvent is the kind of event a replacement effect watches for.
type ReplacedEvent int

// The events replacement effects watch for.
const (
	// ReplaceDamage is damage a source would deal.
	ReplaceDamage ReplacedEvent = iota
	// ReplaceToGraveyard is a card going to a graveyard from anywhere.
	ReplaceToGraveyard
	// ReplaceDies is the permanent with the ability going to a graveyard
	// from play.
	ReplaceDies
	// ReplaceGainLife is a player gaining life.
	ReplaceGainLife
	// ReplaceDraw is a player drawing a card.
	ReplaceDraw
	// ReplaceEnters is a permanent other than the one with the ability
	// coming into play ("permanents enter tapped").
	ReplaceEnters
	// ReplaceSearch is an opponent of the effect's controller searching
	// a library (search_name.go).
	ReplaceSearch
	// returnCard is a player returning a card from his or her graveyard to
	// his or her hand, what a draw may be replaced with.
	returnCard
	// skippedDraw is a draw replaced with nothing ("you may skip that
	// draw instead").
	skippedDraw
)

// Replacement is what a replacement or prevention effect of a static
// ability watches for and what it does instead.
type Replacement struct {
	Event ReplacedEvent
	// Filter is what a damage event's source must match ("a creature you
	// control would deal damage"), or with Recipient set, what the damage
	// would be dealt to ("damage to a Cleric creature you control").
	Filter    Filter
	Recipient bool
	// Double deals twice the damage instead.
	Double bool
	// Prevent prevents that much of the damage (a prevention effect,
	// 615.10).
	Prevent int
	// Zone is where the card goes instead; Shuffle shuffles its owner's
	// library after it is put there.
	Zone    Zone
	Shuffle bool
	// DrawInstead has the player draw that many cards instead of gaining
	// life; ReturnInstead has the player return a card from his or her
	// graveyard to his or her hand instead of drawing.
	DrawInstead   bool
	ReturnInstead bool
	// Skip replaces the event with nothing ("you may skip that draw
	// instead"); Optional lets the affected player decline the effect as
	// it would apply, the event then happening unmodified by it.
	Skip     bool
	Optional bool
	// Tapped has a permanent come into play tapped.
	Tapped bool
	// Tokens makes a ReplaceToGraveyard effect apply to tokens as well as
	// cards ("a card or token would be put into a graveyard"): a token is
	// no card (111.1; 108.2 of 2026), so "a card" alone leaves it alone.
	Tokens bool
	// Whose, for a ReplaceToGraveyard effect, restricts it to cards put
	// into an "opponent"'s graveyard or the "enchanted" player's (a card
	// goes to its owner's graveyard, 400.3 of 2026); "" for any graveyard.
	Whose string
	// Bottom puts the card on the bottom of its owner's library rather
	// than on top ("instead that card is revealed and put on the bottom
	// of its owner's library").
	Bottom bool
	// RedirectTo, for a damage event, deals the damage to another
	// permanent instead: RedirectEnchanted or RedirectThis (419.6c,
	// redirection.go). PreventAll prevents all of it (419.7a).
	RedirectTo string
	PreventAll bool
	// Counter is the kind of counters a counter replacement watches for,
	// "" for any; PlusOne puts that many plus one instead ("Hardened
	// Scales"), Double twice that many (counter_replacement.go).
	Counter string
	PlusOne bool
	// TopCards, for a search replaced, is how many cards from the top of
	// the library are searched instead ("searches the top four cards of
	// that library instead").
	TopCards int
	// Text is the effect as written.
	Text string
}

// event is an event being modified by replacement effects.
type event struct {
	kind     ReplacedEvent
	affected PlayerID
	// object is the card moving (zone changes); its controller is the
	// affected player.
	object *Object
	// source and to describe damage: who deals it, and to what.
	source *view
	to     Target
	amount int
	// zone and shuffle are where a moving card goes.
	zone    Zone
	shuffle bool
	bottom  bool
	// counter is the kind of counters being put on object.
	counter string
	// used holds the effects that have modified the event, by source and
	// ability: none applies twice (419.6a).
	used []replacementUse
}

type replacementUse struct {
	source ObjectID
	rep    *Replacement
}

// replacementOption is an effect that would modify an event now.
type replacementOption struct {
	replacementUse
	name string
}

// replace applies the replacement and prevention effects of static
// abilities to ev, one at a time in the order the affected player
// chooses, until none that hasn't applied still would (419.9a).
func (g *Game) replace(ev *event) error {
	var earlier []replacementUse
	for {
		options := g.replacementsFor(ev)
		if len(options) == 0 {
			return nil
		}
		g.noteNewlyApplicable(ev, options, earlier)
		earlier = earlier[:0]
		for _, o := range options {
			earlier = append(earlier, o.replacementUse)
		}
		if o, ok := g.shieldOption(ev); ok {
			// A prevention shield from a resolved spell or ability is
			// one more effect whose order the affected player chooses;
			// alone, it applies as the damage is dealt (damage.go).
			options = append(options, o)
		}
		if o, ok := g.preventAllOption(ev); ok {
			// So is its "prevent all damage that would be dealt to NAME
			// this turn".
			options = append(options, o)
		}
		chosen := options[0]
		if distinctReplacements(options) {
			names := make([]string, len(options))
			for i, o := range options {
				names[i] = o.name
			}
			answer, err := g.ask(Question{Kind: ChooseReplacement, Player: ev.affected, Rule: "419.9a", About: "which replacement effect applies first to " + g.describeEvent(ev), Options: names})
			if err != nil {
				return err
			}
			chosen = options[slices.Index(names, answer)]
			g.noteAnyMayBeChosen(ev, answer, len(options))
		}
		ev.used = append(ev.used, chosen.replacementUse)
		if chosen.rep.Optional {
			answer, err := g.ask(Question{Kind: ChooseOption, Player: ev.affected, Rule: "419.1a", About: "whether to apply the optional effect " + chosen.name + " to " + g.describeEvent(ev), Options: []string{"yes", "no"}})
			if err != nil {
				return err
			}
			if answer != "yes" {
				g.record("419.1a", "%s chooses not to apply %s's optional effect %q to %s", g.playerName(ev.affected), g.name(chosen.source), chosen.rep.Text, g.describeEvent(ev))
				continue
			}
		}
		g.applyReplacement(ev, chosen)
	}
}

// shieldReplacement stands for the prevention shield on a damage event's
// recipient among the effects ordered by the affected player (419.7b,
// 419.9a; 615.7, 616.1 of 2026).
var shieldReplacement = &Replacement{Event: ReplaceDamage, Text: "prevention shield"}

// shieldOption is the recipient's prevention shield as an option for ev,
// if it has one that hasn't modified ev yet.
func (g *Game) shieldOption(ev *event) (replacementOption, bool) {
	if ev.kind != ReplaceDamage || ev.amount <= 0 {
		return replacementOption{}, false
	}
	use := replacementUse{source: ev.to.Object, rep: shieldReplacement}
	if ev.to.IsPlayer {
		use.source = 0
	}
	shield := g.shieldOf(ev.to)
	if shield == nil || *shield <= 0 || slices.Contains(ev.used, use) {
		return replacementOption{}, false
	}
	return replacementOption{replacementUse: use, name: fmt.Sprintf("prevention shield on %s: prevent the next %d damage", g.targetName(ev.to), *shield)}, true
}

// shieldOf is the prevention shield of a damage recipient, or nil.
func (g *Game) shieldOf(to Target) *int {
	if to.IsPlayer {
		return &g.players[to.Player].Prevention
	}
	if o := g.objects[to.Object]; o != nil {
		return &o.Prevention
	}
	return nil
}

// distinctReplacements reports whether the order of the options can
// matter: effects of the same text modify an event the same whichever
// applies first, so there is no decision to make among them.
func distinctReplacements(options []replacementOption) bool {
	for _, o := range options[1:] {
		if o.rep.Text != options[0].rep.Text {
			return true
		}
	}
	return false
}

// replacementsFor lists the effects of permanents in play that would
// modify ev now and haven't modified it yet.
func (g *Game) replacementsFor(ev *event) []replacementOption {
	var out []replacementOption
	for _, id := range g.inPlay {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if !replaces(a) {
				continue
			}
			rep := a.Static.Replacement
			use := replacementUse{source: id, rep: rep}
			if slices.Contains(ev.used, use) || !g.replacementApplies(ev, rep, v) {
				continue
			}
			out = append(out, replacementOption{replacementUse: use, name: fmt.Sprintf("%s: %s", v.name(), rep.Text)})
		}
	}
	return out
}

// replacementApplies reports whether rep, an effect of permanent src,
// would modify ev as it is now.
func (g *Game) replacementApplies(ev *event, rep *Replacement, src *view) bool {
	switch rep.Event {
	case ReplaceDamage:
		if ev.kind != ReplaceDamage || ev.amount <= 0 {
			return false
		}
		if rep.RedirectTo != "" || rep.PreventAll {
			return g.recipientMatches(ev, rep, src)
		}
		if rep.Recipient && rep.Filter.Player {
			return ev.to.IsPlayer && g.matchesPlayer(&rep.Filter, ev.to.Player, src.controller)
		}
		if rep.Recipient {
			return !ev.to.IsPlayer && g.matches(&rep.Filter, g.view(ev.to.Object), src.controller, nil)
		}
		return g.matches(&rep.Filter, ev.source, src.controller, nil)
	case ReplaceToGraveyard:
		return ev.kind == ReplaceToGraveyard && ev.zone == ZoneGraveyard && (rep.Tokens || !ev.object.Token) && g.graveyardOwnerMatches(rep, ev.object, src)
	case ReplaceDies:
		return ev.kind == ReplaceToGraveyard && ev.zone == ZoneGraveyard && ev.object.ID == src.id
	case ReplaceGainLife, ReplaceDraw, ReplaceCreateTokens:
		return ev.kind == rep.Event && ev.affected == src.controller
	case ReplaceCounters:
		return g.countersApply(ev, rep, src)
	}
	return false
}

// applyReplacement modifies ev by the chosen effect.
func (g *Game) applyReplacement(ev *event, o replacementOption) {
	rep, src := o.rep, g.name(o.source)
	g.noteReplacementKind(ev, o)
	again := ""
	if len(ev.used) > 1 {
		again = fmt.Sprintf(" (the effects that have modified it, %s, don't apply again)", g.usedNames(ev.used[:len(ev.used)-1]))
	}
	switch {
	case rep == preventAllReplacement:
		n := ev.amount
		ev.amount = 0
		g.record("419.7a", "all damage that would be dealt to %s this turn is prevented: the %d damage %s would deal to it is prevented%s", g.targetName(ev.to), n, ev.source.name(), again)
	case rep.RedirectTo != "":
		g.redirect(ev, rep, o.source, src, again)
	case rep.PreventAll:
		g.preventAll(ev, rep, o.source, src, again)
	case rep == shieldReplacement:
		shield := g.shieldOf(ev.to)
		prevented := min(*shield, ev.amount)
		*shield -= prevented
		ev.amount -= prevented
		g.record("419.7b", "a prevention shield on %s prevents %d of the damage %s would deal to it%s", g.targetName(ev.to), prevented, ev.source.name(), again)
		g.noteShieldExisted(g.targetName(ev.to))
		if *shield == 0 {
			g.record("419.3", "the prevention shield on %s is used up: its effect ends", g.targetName(ev.to))
		}
	case ev.kind == ReplaceCounters:
		g.applyCounterReplacement(ev, rep, src, again)
	case rep.Double && ev.kind == ReplaceGainLife:
		g.record("419.1a", "%s's effect %q: %s gains %d life instead of %d%s", src, rep.Text, g.playerName(ev.affected), 2*ev.amount, ev.amount, again)
		ev.amount *= 2
	case rep.Double && ev.kind == ReplaceCreateTokens:
		g.record("419.1a", "%s's effect %q: %d tokens are created instead of %d", src, rep.Text, 2*ev.amount, ev.amount)
		ev.amount *= 2
	case rep.Double:
		g.record("419.6a", "%s's effect %q: %s deals %d damage to %s instead of %d%s", src, rep.Text, ev.source.name(), 2*ev.amount, g.targetName(ev.to), ev.amount, again)
		ev.amount *= 2
	case rep.Prevent > 0:
		prevented := min(rep.Prevent, ev.amount)
		ev.amount -= prevented
		g.record("419.7a#static", "%s's effect %q prevents %d of the %d damage %s would deal to %s in this damage event%s", src, rep.Text, prevented, ev.amount+prevented, ev.source.name(), g.targetName(ev.to), again)
	case rep.Zone != ZoneNone:
		where := g.rules.ZoneName(rep.Zone)
		if strings.Contains(where, " ") {
			// "the removed from the game zone" (2006), "exile".
			where = "the " + where + " zone"
		}
		if rep.Shuffle {
			where = "its owner's library, to be shuffled,"
		}
		if rep.Bottom {
			where = "the bottom of its owner's library, revealed,"
		}
		g.record("419.1a", "%s's effect %q: %s goes to %s instead of its owner's graveyard", src, rep.Text, g.name(ev.object.ID), where)
		g.recordLater("614.1", "%q is a replacement effect: it watches for %s's going to a graveyard and replaces it with going to %s", rep.Text, g.name(ev.object.ID), where)
		g.recordLater("614.6", "the event is replaced: %s is never put into a graveyard, and the modified event happens instead", g.name(ev.object.ID))
		ev.zone, ev.shuffle, ev.bottom = rep.Zone, rep.Shuffle, rep.Bottom
		for _, left := range g.replacementNames(ev, o) {
			g.record("419.9a#again", "the process repeats with the effects that would now apply: %s no longer would, as %s isn't going to a graveyard", left, g.name(ev.object.ID))
		}
	case rep.DrawInstead:
		g.record("419.1a", "%s's effect %q: %s draws %s instead of gaining %d life", src, rep.Text, g.playerName(ev.affected), count(ev.amount, "card"), ev.amount)
		ev.kind = ReplaceDraw
		g.record("419.9b", "the draw that replaces the life gain is an event other effects may now modify")
	case rep.Skip:
		g.record("419.1a", "%s's effect %q: %s skips that draw and draws nothing", src, rep.Text, g.playerName(ev.affected))
		ev.kind = skippedDraw
	case rep.ReturnInstead:
		g.record("419.1a", "%s's effect %q: %s returns a card from his or her graveyard to his or her hand instead of drawing", src, rep.Text, g.playerName(ev.affected))
		ev.kind = returnCard
	}
}

// replacementNames lists, for the trace, the effects that would have
// modified ev before o changed it and no longer do.
func (g *Game) replacementNames(ev *event, o replacementOption) []string {
	var out []string
	for _, id := range g.inPlay {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if !replaces(a) {
				continue
			}
			use := replacementUse{source: id, rep: a.Static.Replacement}
			if use == o.replacementUse || slices.Contains(ev.used, use) || g.replacementApplies(ev, use.rep, v) {
				continue
			}
			if (use.rep.Event == ReplaceToGraveyard || use.rep.Event == ReplaceDies && ev.object.ID == id) && ev.kind == ReplaceToGraveyard {
				out = append(out, fmt.Sprintf("%s's effect %q", v.name(), use.rep.Text))
			}
		}
	}
	return out
}

// usedNames names the effects that have modified an event.
func (g *Game) usedNames(used []replacementUse) string {
	names := make([]string, len(used))
	for i, u := range used {
		names[i] = fmt.Sprintf("%s's", g.name(u.source))
	}
	return strings.Join(names, ", ")
}

// describeEvent says, for the question, what is about to happen.
func (g *Game) describeEvent(ev *event) string {
	switch ev.kind {
	case ReplaceDamage:
		return fmt.Sprintf("%d damage %s would deal to %s", ev.amount, ev.source.name(), g.targetName(ev.to))
	case ReplaceToGraveyard:
		if ev.object != nil {
			return fmt.Sprintf("%s being put into a graveyard", g.name(ev.object.ID))
		}
	case ReplaceGainLife:
		return fmt.Sprintf("%s gaining %d life", g.playerName(ev.affected), ev.amount)
	case ReplaceDraw:
		return fmt.Sprintf("%s drawing a card", g.playerName(ev.affected))
	case ReplaceCounters:
		return g.describeCounters(ev)
	}
	return "the event"
}

// replaceDamageOrdered applies replacement and prevention effects to damage
// source would deal to a creature or player and returns the damage left,
// and what it is dealt to, which a redirection may have changed.
func (g *Game) replaceDamageOrdered(source *view, n int, to Target) (int, Target) {
	if !g.hasReplacements() {
		return n, to
	}
	ev := &event{kind: ReplaceDamage, source: source, to: to, amount: n, affected: to.Player}
	if !to.IsPlayer {
		ev.affected = g.view(to.Object).controller
	}
	if err := g.replace(ev); err != nil {
		g.deferError(err)
	}
	return ev.amount, ev.to
}

// replaceZoneChange applies replacement effects to object o going to zone
// to and returns where it goes instead, and whether its owner's library is
// shuffled after.
func (g *Game) replaceZoneChange(o *Object, to Zone) (Zone, bool) {
	if to != ZoneGraveyard || !g.hasReplacements() {
		return to, false
	}
	ev := &event{kind: ReplaceToGraveyard, object: o, zone: to, affected: o.Controller}
	if err := g.replace(ev); err != nil {
		g.deferError(err)
	}
	g.toBottom = ev.bottom && ev.zone == ZoneLibrary
	return ev.zone, ev.shuffle
}

// graveyardOwnerMatches reports whether card o would go to a graveyard a
// graveyard replacement watches: any, an opponent's of its controller, or
// the player its source (an Aura with enchant player) enchants. A card
// goes to its owner's graveyard (400.3 of 2026).
func (g *Game) graveyardOwnerMatches(rep *Replacement, o *Object, src *view) bool {
	switch rep.Whose {
	case "opponent":
		return o.Owner != src.controller
	case "enchanted":
		a := g.objects[src.id]
		return a != nil && a.OnPlayer && a.EnchantedPlayer == o.Owner
	}
	return true
}

// replaceLifeGainOrdered applies replacement effects to player p gaining n life;
// it reports whether the gain was replaced by another event, having done
// what replaced it, and otherwise the life to gain, which an effect may
// have changed ("you gain twice that much life instead").
func (g *Game) replaceLifeGainOrdered(p PlayerID, n int) (bool, int, error) {
	if !g.hasReplacements() {
		return false, n, nil
	}
	ev := &event{kind: ReplaceGainLife, affected: p, amount: n}
	if err := g.replace(ev); err != nil {
		return true, 0, err
	}
	if ev.kind == ReplaceGainLife {
		return false, ev.amount, nil
	}
	for range ev.amount {
		if err := g.finishReplaced(ev); err != nil {
			return true, 0, err
		}
	}
	return true, 0, nil
}

// replaceDrawOrdered applies replacement effects to player p drawing a card; it
// reports whether the draw was replaced, having done what replaced it.
func (g *Game) replaceDrawOrdered(p PlayerID) (bool, error) {
	if !g.hasReplacements() {
		return false, nil
	}
	ev := &event{kind: ReplaceDraw, affected: p, amount: 1}
	if err := g.replace(ev); err != nil {
		return true, err
	}
	if ev.kind == ReplaceDraw {
		return false, nil
	}
	return true, g.finishReplaced(ev)
}

// finishReplaced does one instance of what a replaced event became: a
// card drawn, or a card returned from the graveyard to the hand.
func (g *Game) finishReplaced(ev *event) error {
	switch {
	case ev.kind == ReplaceDraw:
		events, err := g.drawOne(ev.affected, ev.used)
		g.afterEvents(events, nil)
		return err
	case ev.kind == skippedDraw:
		return nil
	case ev.kind == returnCard:
		cards := g.players[ev.affected].Graveyard
		if len(cards) == 0 {
			g.record("416.3", "%s has no card in his or her graveyard to return: the effect does as much as possible, nothing", g.playerName(ev.affected))
			return nil
		}
		names := make([]string, len(cards))
		for i, id := range cards {
			names[i] = fmt.Sprintf("%s (%d of %d)", g.name(id), i+1, len(cards))
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: ev.affected, Rule: "419.1a", About: "the card to return from the graveyard to the hand", Options: names})
		if err != nil {
			return err
		}
		id := cards[slices.Index(names, answer)]
		name := g.name(id)
		moved := g.move(id, ZoneHand, ev.affected)
		g.record("419.1a", "%s returns %s from his or her graveyard to his or her hand", g.playerName(ev.affected), name)
		g.afterEvents([]Event{moved}, nil)
	}
	return nil
}

// drawOne has player p draw one card whose draw the effects in used have
// already modified: they don't apply again (419.6a), others may.
func (g *Game) drawOne(p PlayerID, used []replacementUse) ([]Event, error) {
	ev := &event{kind: ReplaceDraw, affected: p, amount: 1, used: used}
	if err := g.replace(ev); err != nil {
		return nil, err
	}
	if ev.kind != ReplaceDraw {
		return nil, g.finishReplaced(ev)
	}
	pl := g.players[p]
	if len(pl.Library) == 0 {
		pl.DrewFromEmpty = true
		g.record("423.4", "%s attempts to draw from an empty library", pl.Name)
		return nil, nil
	}
	moved := g.move(pl.Library[0], ZoneHand, p)
	g.record("423.1", "%s draws %s", pl.Name, g.name(moved.NewID))
	return []Event{moved}, nil
}

// hasReplacements reports whether any permanent in play has a static
// replacement or prevention effect: most games have none, and then no
// event needs looking at.
func (g *Game) hasReplacements() bool {
	for _, id := range g.inPlay {
		for _, a := range g.viewThrough(id, LayerOther).chars().Abilities {
			if replaces(a) {
				return true
			}
		}
	}
	return false
}

// replaces reports whether a is a static ability whose effect is one of
// the replacement and prevention effects ordered by the affected player.
func replaces(a *Ability) bool {
	return a.Kind == StaticAbility && a.Static != nil && a.Static.Replacement != nil && (a.Static.Kind == Replaces || a.Static.Kind == PreventDamage)
}

// deferError keeps a decision the script left unmade where no error can
// be returned; the action that led to it returns it.
func (g *Game) deferError(err error) {
	if k := g.keywordsState(); k.err == nil {
		k.err = err
	}
}

// shuffleLibrary shuffles player p's library.
func (g *Game) shuffleLibrary(p PlayerID) {
	lib := g.players[p].Library
	g.shuffleIDs(lib)
	g.record("419.1a", "%s shuffles his or her library", g.playerName(p))
}

// replacementOperation returns the instructions that exist for the
// replacement and prevention Examples: damage dealt to each of a group.
func replacementOperation(op string) (operation, bool) {
	switch op {
	case "damage-each":
		return opDamageEach, true
	case "gain-control-for":
		return opGainControlFor, true
	case "enter-as":
		return opEnterAs, true
	case "exile-until-leaves":
		return opExileUntilLeaves, true
	case "for-each-target":
		return opForEachTarget, true
	case "exile-top":
		return opExileTop, true
	case "return-all":
		return opReturnAll, true
	case "create-token-copy":
		return opCreateTokenCopy, true
	case "exchange-control":
		return opExchangeControl, true
	case "create-token-copy-exiled":
		return opCreateTokenCopyExiled, true
	case "create-named-token":
		return opCreateNamedToken, true
	case "choose-new-targets":
		return opChooseNewTargets, true
	case "shuffle-cards-into-library":
		return opShuffleCardsIntoLibrary, true
	case "shuffle-object-into-library":
		return opShuffleObjectIntoLibrary, true
	}
	return discardOperation(op)
}

// opDamageEach has the source deal damage to each permanent and each
// player matching the filter, and those of Groups, as the spell or
// ability resolves ("deals 2 damage to each creature", "... to each
// opponent", "... to each creature without flying and each player"): all
// of it at once, one damage event for each recipient, so an effect that
// prevents some of the damage in any one event applies to each (615.10).
func opDamageEach(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	var to []Target
	for _, f := range append([]Filter{ins.Filter}, ins.Groups...) {
		for _, id := range g.inPlay {
			if t := (Target{Object: id}); !slices.Contains(to, t) && g.matches(&f, g.view(id), r.controller, r) {
				to = append(to, t)
			}
		}
		if !f.Player {
			continue
		}
		for _, p := range g.apnap() {
			if t := (Target{Player: p, IsPlayer: true}); !g.players[p].Lost && !slices.Contains(to, t) && g.matchesPlayer(&f, p, r.controller) {
				to = append(to, t)
				r.notePlayerNotTargeted(p)
			}
		}
	}
	g.dealingAtOnce(func() {
		for _, t := range to {
			if t.IsPlayer || g.objects[t.Object] != nil {
				g.dealDamage("413.2b", r.source, n, t)
			}
		}
	})
	return nil
}

// enteringReplacements applies the effects of other permanents that
// modify how a permanent comes into play ("permanents enter tapped",
// 419.1c). Such an effect of the entering permanent itself, about
// permanents in general rather than only itself, doesn't apply to it: it
// exists only once the permanent is in play (614.12).
func (g *Game) enteringReplacements(o *Object) {
	g.enteringChoices(o)
	v := g.view(o.ID)
	for _, id := range g.inPlay {
		sv := g.view(id)
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Replaces || a.Static.Replacement.Event != ReplaceEnters {
				continue
			}
			rep := a.Static.Replacement
			if id == o.ID {
				g.recordLater("614.12", "%s's own effect %q doesn't apply to it: it is about %s in general, not only %s, so it applies only once %s is in play", v.name(), rep.Text, rep.Filter.Text, v.name(), v.name())
				continue
			}
			if rep.Tapped && g.matches(&rep.Filter, v, sv.controller, nil) {
				o.Tapped = true
				g.record("419.1c", "%s's effect %q: %s comes into play tapped", sv.name(), rep.Text, v.name())
				g.noteStatusOnEntry(v.name())
			}
		}
	}
}

// graveyardEffects reports whether a static ability's effect applies to
// cards in graveyards ("cards in graveyards lose all abilities"): only
// then are continuous effects applied to them.
func (g *Game) graveyardEffects() bool {
	for _, e := range g.continuousEffects() {
		if e.ability != nil && e.Filter != nil && e.Filter.Zone == ZoneGraveyard {
			return true
		}
		// A resolved effect giving cards in a graveyard an ability
		// ("each instant and sorcery card in your graveyard gains
		// flashback until end of turn").
		for _, id := range e.Objects {
			if o := g.objects[id]; o != nil && o.Zone == ZoneGraveyard {
				return true
			}
		}
	}
	return false
}

// noteOwnEntering records, for a permanent put into play from another
// zone where an effect took its abilities away, that its own abilities
// modifying how it enters apply all the same: they are checked as it
// would exist on the battlefield (614.12).
func (g *Game) noteOwnEntering(ev Event) {
	if ev.Object == nil || ev.From == ZoneStack || ev.From == ZoneNone {
		return
	}
	now := g.view(ev.NewID)
	if now == nil {
		return
	}
	for _, a := range now.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != EntersTapped && a.Static.Kind != EntersWithCounters {
			continue
		}
		if !slices.Contains(ev.Object.chars().Abilities, a) {
			g.recordLater("614.12", "%s had no ability %q in the %s, but what modifies how a permanent enters is checked as it would exist in play, with its own abilities: that ability applies", now.name(), a.Text, g.rules.ZoneName(ev.From))
		}
	}
}

// noteNewlyApplicable records, once a damage event has been modified, the
// effects that apply to it only as modified (a redirected damage's new
// recipient's): an effect can become applicable to an event as the result
// of another effect that modifies it (419.9b; 616.2 of 2026).
func (g *Game) noteNewlyApplicable(ev *event, options []replacementOption, earlier []replacementUse) {
	if ev.kind != ReplaceDamage || len(ev.used) == 0 {
		return
	}
	for _, o := range options {
		if !slices.Contains(earlier, o.replacementUse) {
			g.record("419.9b", "%s applies to the event as %s's effect modified it: %d damage %s would deal to %s", o.name, g.name(ev.used[len(ev.used)-1].source), ev.amount, ev.source.name(), g.targetName(ev.to))
		}
	}
}
