package rulings

import "slices"

// Revealing a card from a hand as a cost ("As an additional cost to cast
// this spell, reveal a Merfolk card from your hand", 701.20a of 2026). A
// card that is already revealed, as all of a hand is while an effect has
// its player play with it revealed ("Your opponents play with their hands
// revealed."), may be revealed again, and so pay the cost (701.20c).

// RevealFromHand is the cost "reveal a FILTER card from your hand": the
// payer chooses such a card in their hand and reveals it; it stays there.
const RevealFromHand CostAction = 70

// HandsRevealed is "Your opponents play with their hands revealed."
const HandsRevealed StaticKind = 1101

// HandsRevealedText is HandsRevealed's text, as printed.
const HandsRevealedText = "Your opponents play with their hands revealed."

// payRevealFromHand pays a RevealFromHand part: its payer chooses a card
// of their hand that matches its filter and reveals it.
func (g *Game) payRevealFromHand(s *stackSpell, part CostPart) error {
	p := s.obj.Controller
	id, err := g.handCardForCost(p, part, "reveal", "601.2h", "701.20a")
	if err != nil {
		return err
	}
	if by, revealed := g.handRevealedBy(p); revealed {
		g.record("701.20c", "%s is already revealed, as %s's hand is because of %s: a card that is currently revealed may be revealed again, and %s reveals it to pay \"%s\"", g.name(id), g.playerName(p), by, g.playerName(p), part.Text)
	}
	g.record("701.20a", "%s reveals %s from their hand to pay \"%s\": it is shown to all players and stays in their hand", g.playerName(p), g.name(id), part.Text)
	return nil
}

// handRevealedBy reports whether player p plays with their hand revealed,
// naming the permanent whose effect makes it so: one with HandsRevealed
// controlled by an opponent of p.
func (g *Game) handRevealedBy(p PlayerID) (string, bool) {
	for src := range g.staticsInPlay(HandsRevealed) {
		if slices.Contains(g.opponentsOf(src.controller), p) {
			return src.name(), true
		}
	}
	return "", false
}
