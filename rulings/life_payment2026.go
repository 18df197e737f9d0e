package rulings

import (
	"slices"
	"strings"
)

// Paying life (119.4 of 2026), a choice to pay it as a permanent enters
// ("As this land enters, you may pay 2 life. If you don't, it enters
// tapped."), an effect replacing the payment ("If you would pay life while
// your library has at least that many cards in it, exile that many cards
// from the top of your library instead.") and playing lands from the top
// of the library. A card entering the battlefield from a library is left
// out of cards exiled from the top of that library by a replacement effect
// applied while it enters (614.13c).

// The static abilities of this file, numbered apart from ability.go's.
const (
	// EntersPayingLife is "As this land enters, you may pay Amount life.
	// If you don't, it enters tapped." (614.1c, 614.12a).
	EntersPayingLife StaticKind = 1000 + iota
	// PayLifeAsExile is "If you would pay life while your library has at
	// least that many cards in it, exile that many cards from the top of
	// your library instead." (614.1a).
	PayLifeAsExile
	// CantPayLifeOrSacrifice is "Players can't pay life or sacrifice
	// Filter to cast spells or activate abilities." (101.2, 119.4b,
	// life_restrictions2026.go).
	CantPayLifeOrSacrifice
)

// landFromLibraryTop checks that card, in p's library, may be played as a
// land: it is the top card and an effect of a permanent p controls allows
// playing lands from there (116.2a).
func (g *Game) landFromLibraryTop(p PlayerID, card *Object) error {
	lib := g.players[p].Library
	if len(lib) == 0 || lib[0] != card.ID {
		return g.illegal("116.2a", "%s is in %s's library, not on top of it: no effect allows playing it from there", g.name(card.ID), g.playerName(p))
	}
	as := g.view(card.ID)
	if src, a, ok := g.permittedBy(CastFromLibraryTop, p, as, ZoneLibrary); ok {
		g.record("116.2a", "%s's ability \"%s\" allows %s to play %s from the top of the library: playing a land puts it onto the battlefield from the zone it was in", src.name(), a.Text, g.playerName(p), g.name(card.ID))
		return nil
	}
	return g.illegal("212.6a", "%s can play a land from the hand, and no effect allows playing %s from the top of the library", g.playerName(p), g.name(card.ID))
}

// enterPayingLife applies "As this land enters, you may pay N life. If
// you don't, it enters tapped." to o: its controller chooses, before it
// enters, whether to pay (614.12a); a payment that can't be made isn't an
// option (119.4).
func (g *Game) enterPayingLife(o *Object, v *view, a *Ability) {
	n := a.Static.Amount.N
	p := o.Controller
	pay := "pay " + count(n, "life")
	pay = strings.Replace(pay, " lifes", " life", 1)
	options := []string{pay, "don't pay"}
	if g.players[p].Life < n {
		g.record("119.4", "%s has %d life, less than %d: %s can't pay %d life", g.playerName(p), g.players[p].Life, n, g.playerName(p), n)
		options = options[1:]
	}
	g.record("614.1c", "\"%s\" is a replacement effect: it modifies how %s enters", a.Text, v.name())
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "614.12a", About: "whether to pay life as " + v.name() + " enters", Options: options})
	if err != nil {
		g.deferError(err)
		return
	}
	if answer == pay {
		g.record("614.12a", "the choice to pay %d life is made before %s enters", n, v.name())
		g.payLife(p, n, v.name()+"'s \""+a.Text+"\"")
		return
	}
	o.Tapped = true
	g.record("614.1c", "%s doesn't pay %d life: %s enters tapped", g.playerName(p), n, v.name())
	g.noteStatusOnEntry(v.name())
}

// payLife has p pay n life for what, unless an effect replaces the
// payment: then the replacing event happens instead (614.1a).
func (g *Game) payLife(p PlayerID, n int, what string) {
	for src, a := range g.staticsInPlay(PayLifeAsExile) {
		if src.controller != p {
			continue
		}
		lib := g.players[p].Library
		if len(lib) < n {
			g.record("614.1a", "%s's library has %s, fewer than %d: %s's \"%s\" doesn't apply", g.playerName(p), count(len(lib), "card"), n, src.name(), a.Text)
			continue
		}
		g.record("614.1a", "%s's \"%s\" replaces paying %d life for %s: %s exiles the top %s of their library instead", src.name(), a.Text, n, what, g.playerName(p), count(n, "card"))
		g.noteLeftOutOfLibrary(p)
		var names []string
		for _, id := range slices.Clone(lib[:n]) {
			names = append(names, g.name(id))
			g.move(id, ZoneRemoved, p)
		}
		g.record("701.13a", "%s exiles %s from the top of their library", g.playerName(p), strings.Join(names, " and "))
		return
	}
	g.players[p].Life -= n
	g.noteLifeLost(p, n)
	g.record("119.4", "%s pays %d life for %s: the payment is subtracted from their life total (now %d)", g.playerName(p), n, what, g.players[p].Life)
	g.recordLater("118.3b", "paying life is done by subtracting the amount from the life total: %s's goes from %d to %d", g.playerName(p), g.players[p].Life+n, g.players[p].Life)
}

// noteLeftOutOfLibrary records, as a replacement effect exiles cards from
// the top of p's library while a permanent enters from that library, that
// the entering card isn't one of them, though it is in the library as the
// effect applies (614.13c).
func (g *Game) noteLeftOutOfLibrary(p PlayerID) {
	if g.entry == nil || g.entry.From != ZoneLibrary {
		return
	}
	o := g.objects[g.entry.NewID]
	if o == nil || o.Owner != p {
		return
	}
	g.record("614.13c", "%s is entering the battlefield from %s's library: it isn't included in the cards exiled from the top of it, even though it is in the library as the effect applies", g.name(o.ID), g.playerName(p))
}

// PayLifeCost is the cost part "Pay N life" of an activated ability or a
// spell (Count is N): its controller pays it as the cost is paid, and
// can't with less life than N (119.4), or while an effect says they can't
// pay life to cast spells or activate abilities (119.4b, 101.2).
const PayLifeCost CostAction = 49

// payLifeCost pays s's cost part "Pay N life".
func (g *Game) payLifeCost(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	n := part.Count
	if n <= 0 {
		g.record("119.4", "paying 0 life is always possible: %s pays nothing for \"%s\"", g.playerName(p), part.Text)
		g.recordLater("119.4b", "players can always pay 0 life, whatever their life total: %s pays \"%s\"", g.playerName(p), part.Text)
		return nil
	}
	if src, a := g.lifePaymentForbidden(p, castOrActivate); src != nil {
		return g.illegal("103.2", "%s's ability \"%s\" says %s can't pay life to %s spells or %s abilities: \"%s\" can't be paid", src.name(), a.Text, g.playerName(p), verbStem(g.rules.Words.PlaysSpell), verbStem(g.rules.Words.PlaysAbility), part.Text)
	}
	if life := g.players[p].Life; life < n {
		return g.illegal("119.4", "%s has %d life, less than %d: %s can't pay \"%s\"", g.playerName(p), life, n, g.playerName(p), part.Text)
	}
	g.payLife(p, n, "the cost \""+part.Text+"\"")
	return nil
}
