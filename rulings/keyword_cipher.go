package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// cipher, on an instant or sorcery: a spell ability, "If this spell is
// represented by a card, you may exile this card encoded on a creature you
// control", and a static ability of the card in exile, "For as long as
// this card is encoded on that creature, that creature has 'Whenever this
// creature deals combat damage to a player, you may copy the encoded card
// and you may cast the copy without paying its mana cost'" (702.99a of
// 2026). As the spell resolves, after its other instructions, its
// controller answers with the creature to encode it on, or `don't`; the
// card stays encoded while it stays exiled and the creature stays on the
// battlefield, whoever controls it (702.99b-c). As the creature's trigger
// resolves its controller answers `cast` (then the copy's targets) or
// `don't`; the copy, cast from exile, ceases to exist as it leaves the
// stack (707.12, 707.10). A keyword from Gatecrash, dated by that set's
// release.
var cipher = Keyword{Name: "cipher", Rule: "702.99", Form: "cipher", Since: "2013-02-01", build: staticKeyword(PlayRule)}

func init() {
	// Set here: resolveCipher reaches the keyword table through the
	// triggers it checks.
	cipher.resolving = resolveCipher
}

// encoding is a card encoded on a creature, and the ability it gives it.
type encoding struct {
	creature ObjectID
	ability  *Ability
}

// resolveCipher offers to exile the resolving spell's card encoded on a
// creature its controller controls (702.99a).
func resolveCipher(g *Game, r *resolution, _ *Ability) error {
	o := r.obj
	if o.Copy || o.Card == nil {
		g.record("702.99a", "%s is a copy, not represented by a card: it can't be encoded", r.source.name())
		return nil
	}
	p := r.controller
	var creatures []ObjectID
	var options []string
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && v.chars().HasType("creature") {
			creatures = append(creatures, id)
			options = append(options, v.name())
		}
	}
	if len(creatures) == 0 {
		g.record("702.99a", "%s controls no creature: %s can't be encoded", g.playerName(p), r.source.name())
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.99a", About: fmt.Sprintf("the creature to encode %s on", r.source.name()), Options: append(slices.Clone(options), "don't")})
	if err != nil {
		return err
	}
	i := slices.Index(options, answer)
	if i < 0 {
		g.record("702.99a", "%s doesn't encode %s", g.playerName(p), r.source.name())
		return nil
	}
	creature, name := creatures[i], r.source.name()
	ev := g.move(o.ID, ZoneRemoved, o.Owner)
	what := "whenever this creature deals combat damage to a player, you may copy the encoded card " + name + " and you may cast the copy without paying its mana cost"
	a := &Ability{Kind: TriggeredAbility, Text: what,
		Trigger: &Trigger{Kind: OnEvent, Event: DealsDamage, Self: true, Condition: combatDamageToPlayer},
		Effect:  []Instruction{{Op: "cipher-cast", Text: "you may copy the encoded card and you may cast the copy without paying its mana cost"}}}
	g.laterState().encoded[ev.NewID] = encoding{creature: creature, ability: a}
	g.record("702.99a", "%s exiles %s encoded on %s", g.playerName(p), name, g.name(creature))
	g.record("702.99b", "%s, in exile, is encoded on %s, which has \"%s\" for as long as it stays encoded", name, g.name(creature), what)
	g.afterEvents([]Event{ev}, nil)
	return nil
}

// encodedOn lists the abilities the cards encoded on creature give it,
// each card still exiled and the creature on the battlefield (702.99c).
func (g *Game) encodedOn(creature ObjectID) []*Ability {
	if g.keywords == nil || g.keywords.later == nil || len(g.keywords.later.encoded) == 0 {
		return nil
	}
	var out []*Ability
	for card, e := range g.keywords.later.encoded {
		if c := g.objects[card]; e.creature == creature && c != nil && c.Zone == ZoneRemoved {
			out = append(out, e.ability)
		}
	}
	// Map order is random: the abilities are listed in one order.
	slices.SortFunc(out, func(a, b *Ability) int { return strings.Compare(a.Text, b.Text) })
	return out
}

// cipherView gives a creature on the battlefield the ability of each card
// encoded on it (702.99a), as part of the characteristics the layers then
// change.
func (g *Game) cipherView(o *Object, v *view) {
	if o.Zone != ZoneInPlay {
		return
	}
	abilities := g.encodedOn(o.ID)
	if len(abilities) == 0 {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		v.faces[i].Abilities = append(slices.Clip(v.faces[i].Abilities), abilities...)
	}
}

// opCipherCast copies the card encoded on the creature whose ability
// resolves and lets its controller cast the copy without paying its mana
// cost (702.99a, 707.12).
func opCipherCast(g *Game, r *resolution, ins Instruction) error {
	var card *Object
	if st := g.keywords.later; st != nil {
		for id, e := range st.encoded {
			// The ability on the stack may be a changed copy of the one
			// the card gave (effective): its text, which names the card,
			// and its source find it too.
			if e.ability == r.ability || e.ability.Text == r.ability.Text && r.source != nil && e.creature == r.source.id {
				card = g.objects[id]
			}
		}
	}
	if card == nil || card.Zone != ZoneRemoved {
		g.record("702.99c", "the encoded card is no longer exiled: there is nothing to copy")
		return nil
	}
	p := r.controller
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.99a", About: fmt.Sprintf("whether to copy %s and cast the copy without paying its mana cost", g.name(card.ID)), Options: []string{"cast", "don't"}})
	if err != nil {
		return err
	}
	if answer != "cast" {
		g.record("702.99a", "%s doesn't cast a copy of %s", g.playerName(p), g.name(card.ID))
		return nil
	}
	cp := &Object{Card: card.Card, Owner: p, Controller: p, Face: -1, Origin: 0}
	g.place(cp, ZoneRemoved, false)
	cp.Origin = cp.ID
	g.record("707.12", "%s copies the encoded card %s in exile and casts the copy without paying its mana cost", g.playerName(p), g.name(card.ID))
	if err := g.playSpell(PlayRequest{Player: p, Card: cp.ID, DuringResolution: true}); err != nil {
		return err
	}
	if n := len(g.stack); n > 0 {
		if top := g.objects[g.stack[n-1]]; top != nil && top.Card == card.Card {
			top.Copy = true
		}
	}
	return nil
}
