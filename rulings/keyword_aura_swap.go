package rulings

import (
	"fmt"
	"slices"
)

// aura swap {COST}: "[Cost]: You may exchange this permanent with an Aura
// card in your hand" (702.65a of 2026), an activated ability of some
// Auras. As it resolves its controller names an Aura card in their hand
// (`alice chooses "NAME"`) or declines (`"don't"`). The exchange is one of
// cards between zones (701.12d): the Aura leaves for its owner's hand and
// the card comes into play attached to what the Aura was attached to
// (701.12e). If either half can't be completed, nothing happens (702.65b,
// 701.12a): the Aura has left play, its controller doesn't own it, or the
// card couldn't legally enchant that object (its enchant ability decides,
// 702.5a). A keyword from Future Sight,
// dated by that set's release.
var auraSwap = Keyword{Name: "aura swap", Rule: "702.65", Form: "aura swap {COST}", arg: argCost, Since: "2007-05-04",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text,
			Cost:   Cost{Mana: v.cost, HasMana: true},
			Effect: []Instruction{{Op: "aura-swap", Text: "you may exchange this permanent with an Aura card in your hand"}}}
	}}

// auraSwapDecline is the answer of a player who doesn't exchange.
const auraSwapDecline = "don't"

// opAuraSwap resolves an aura swap ability (702.65a-b).
func opAuraSwap(g *Game, r *resolution, _ Instruction) error {
	g.noteKeyword(r.source.name(), auraSwap)
	src := g.objects[r.source.id]
	p := r.controller
	if src == nil || src.Zone != ZoneInPlay {
		g.record("702.65b", "%s is no longer in play: that half of the exchange can't be completed, so the ability has no effect", r.source.name())
		return nil
	}
	var auras []ObjectID
	options := []string{}
	for _, id := range g.players[p].Hand {
		if isAura(g.view(id).chars()) {
			auras = append(auras, id)
			options = append(options, g.name(id))
		}
	}
	if len(auras) == 0 {
		g.record("702.65b", "%s has no Aura card in hand: that half of the exchange can't be completed, so the ability has no effect", g.playerName(p))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.65a", About: fmt.Sprintf("an Aura card in %s's hand to exchange with %s, or %q", g.playerName(p), g.name(src.ID), auraSwapDecline), Options: append(slices.Clone(options), auraSwapDecline)})
	if err != nil {
		return err
	}
	i := indexFold(options, answer)
	if i < 0 {
		g.record("702.65a", "%s chooses not to exchange %s with an Aura card", g.playerName(p), g.name(src.ID))
		return nil
	}
	card := auras[i]
	g.record("702.65a", "%s chooses to exchange %s with %s, an Aura card in their hand", g.playerName(p), g.name(src.ID), g.name(card))
	// The card would be attached to what the Aura is attached to
	// (701.12e): it must be able to enchant it.
	would := &Object{ID: card, Controller: p, Owner: p, AttachedTo: src.AttachedTo, OnPlayer: src.OnPlayer, EnchantedPlayer: src.EnchantedPlayer}
	chars := g.view(card).chars()
	if f, ok := enchantFilter(chars); ok {
		g.record("702.5a", "%s's enchant ability, \"enchant %s\", restricts what it can enchant", g.name(card), f.Text)
	}
	if why := g.illegalAttachment(would, chars); why != "" {
		g.record("702.65b", "exchanged, %s %s: that half of the exchange can't be completed, so the ability has no effect", g.name(card), why)
		return nil
	}
	// Only cards one player owns are exchanged between zones (701.12d):
	// the Aura goes to its owner's hand, so its controller must own it.
	if src.Owner != p {
		g.record("701.12d", "%s is owned by %s, not by %s: it can't be exchanged with a card in %s's hand", g.name(src.ID), g.playerName(src.Owner), g.playerName(p), g.playerName(p))
		g.record("702.65b", "%s can't go to %s's hand: that half of the exchange can't be completed, so the ability has no effect", g.name(src.ID), g.playerName(p))
		return nil
	}
	host := g.hostName(src)
	name, to, onPlayer, player := g.name(src.ID), src.AttachedTo, src.OnPlayer, src.EnchantedPlayer
	before := g.snapshotInPlay()
	left := g.move(src.ID, ZoneHand, src.Owner)
	g.record("701.12d", "%s is put into %s's hand from play and %s is put into play from it: cards owned by the same player are exchanged between zones", name, g.playerName(p), g.name(card))
	g.afterEvents([]Event{left}, before)
	var id ObjectID
	if onPlayer {
		id = g.enterPlayOnPlayer(card, p, player)
	} else {
		id = g.enterPlayAttached(card, p, to)
	}
	g.record("701.12e", "%s stops being attached to %s and %s becomes attached to it", name, host, g.name(id))
	return nil
}

// hostName names what an Aura is attached to: a permanent or a player.
func (g *Game) hostName(o *Object) string {
	if o.OnPlayer {
		return g.playerName(o.EnchantedPlayer)
	}
	return g.name(o.AttachedTo)
}
