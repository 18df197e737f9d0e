package rulings

import (
	"fmt"
	"strings"
)

// Preparation cards (722 of 2026): a card whose inset frame, its prepare
// spell, defines alternative characteristics (CardDefinition.Prepare)
// that are part of its copiable values (722.2b) but that the card itself
// never uses: in every zone it has only its normal characteristics
// (722.4), and it can't be cast as its prepare spell (722.3). A
// permanent with a prepare spell that becomes prepared (722.3a) has its
// controller create a copy of it in exile with only the prepare spell's
// characteristics (722.3c); that copy stays in exile, an exception to
// 704.5e, while the permanent stays on the battlefield prepared, and the
// permanent's controller may cast it. The permanent loses the
// designation as the spell becomes cast (601.2i).

// PreparationSince is the first edition whose rules have preparation
// cards (722 of 2026-04-17).
const PreparationSince = "2026-04-17"

// prepareSpell returns the prepare spell of permanent o, through the copy
// effects that made it a copy of another object (722.2b), or nil if it
// has none. A face-down permanent has none.
func prepareSpell(o *Object) *Characteristics {
	if o == nil || o.FaceDown {
		return nil
	}
	if o.CopyOf != nil {
		return o.CopyOf.prepare
	}
	if o.Card == nil {
		return nil
	}
	return o.Card.Prepare
}

// opPrepare has each permanent of the instruction become prepared ("it
// becomes prepared"): only one with a prepare spell and not already
// prepared gains the designation (722.3a), and as it does, its
// controller creates the copy in exile (722.3c).
func opPrepare(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		ps := prepareSpell(o)
		switch {
		case ps == nil:
			g.recordLater("722.3a", "%s has no prepare spell: it can't gain the prepared designation", g.name(id))
			continue
		case o.Prepared:
			g.recordLater("722.3a", "%s is already prepared: it can't gain the designation again", g.name(id))
			continue
		}
		o.Prepared = true
		g.recordLater("722.3a", "%s has the alternative characteristics of a prepare spell, %s: it becomes prepared, a designation acting as a marker rules and effects can identify", g.name(id), ps.Name)
		g.createPreparedCopy(o, ps)
	}
	return nil
}

// createPreparedCopy has the controller of o, just prepared, create a
// copy of it in exile with only the characteristics of its prepare spell
// ps, which become the copy's normal characteristics: the other
// exceptions to copying that apply to o are ignored (722.3c).
func (g *Game) createPreparedCopy(o *Object, ps *Characteristics) {
	c := ps.clone()
	def := &CardDefinition{Name: c.Name, Faces: []Characteristics{c}}
	cp := &Object{Card: def, Owner: o.Controller, Controller: o.Controller, Face: -1, Copy: true, preparedFor: o.ID}
	g.place(cp, ZoneRemoved, false)
	cp.Origin = cp.ID
	g.recordLater("722.3c", "as %s becomes prepared, %s creates a copy of it in exile with only the characteristics of its prepare spell, which become the copy's normal characteristics: a %s named %s, with the prepare spell's mana cost %s and rules text", g.name(o.ID), g.playerName(o.Controller), describeSpellCard(&c), c.Name, c.ManaCost)
	if differs := g.preparedCopyIgnores(o, &c); differs != "" && o.CopyOf != nil {
		g.recordLater("722.3c", "the other exceptions to the copying process that apply to %s are ignored: the copy is not %s", g.name(o.ID), differs)
	}
	g.recordLater("722.3c", "the copy remains in exile for as long as %s remains on the battlefield with the prepared designation, an exception to rule 704.5e; %s may cast it", g.name(o.ID), g.playerName(o.Controller))
}

// describeSpellCard names the color and card types of c ("blue instant").
func describeSpellCard(c *Characteristics) string {
	return c.Colors.String() + " " + strings.Join(c.Types, " ")
}

// preparedCopyIgnores says what o is, as a copy with exceptions or by
// other effects, that the copy c of its prepare spell is not: colors,
// power and toughness, subtypes. Empty when nothing differs.
func (g *Game) preparedCopyIgnores(o *Object, c *Characteristics) string {
	v := g.view(o.ID)
	if v == nil {
		return ""
	}
	oc := v.chars()
	var parts []string
	if oc.Colors != c.Colors && oc.Colors != 0 {
		parts = append(parts, oc.Colors.String())
	}
	if oc.HasType("creature") && !c.HasType("creature") {
		parts = append(parts, fmt.Sprintf("%d/%d", oc.Power, oc.Toughness))
	}
	for _, t := range oc.Subtypes {
		if !c.HasSubtype(t) {
			parts = append(parts, "a "+t)
		}
	}
	return strings.Join(parts, ", ")
}

// preparedCopyCastable reports whether player p may cast card, a copy of
// a prepare spell in exile: while the permanent it was created for is on
// the battlefield with the prepared designation, its controller may
// (722.3c).
func (g *Game) preparedCopyCastable(p PlayerID, card *Object) bool {
	if card == nil || card.Zone != ZoneRemoved || card.preparedFor == 0 {
		return false
	}
	o := g.objects[card.preparedFor]
	if o == nil || o.Zone != ZoneInPlay || !o.Prepared || o.Controller != p {
		return false
	}
	g.recordLater("722.3c", "%s controls %s, which is prepared: they may cast the copy of its prepare spell, %s, from exile", g.playerName(p), g.name(o.ID), card.Card.Name)
	return true
}

// unprepareOnCast removes the prepared designation from the permanent
// whose prepare spell's copy spell just became cast (722.3c, 601.2i).
func (g *Game) unprepareOnCast(spell *Object) {
	if spell == nil || spell.preparedFor == 0 {
		return
	}
	o := g.objects[spell.preparedFor]
	if o == nil || o.Zone != ZoneInPlay || !o.Prepared {
		return
	}
	o.Prepared = false
	g.recordLater("722.3c", "%s loses the prepared designation at the time %s becomes cast", g.name(o.ID), g.name(spell.ID))
	g.recordLater("601.2i", "%s becomes cast once the steps of casting it are completed: %s loses the prepared designation then", g.name(spell.ID), g.name(o.ID))
}

// copiesCease has each copy of a spell or card in a zone other than the
// stack and the battlefield cease to exist (704.5e), except the copy of a
// prepare spell in exile while the permanent it was created for is on the
// battlefield with the prepared designation (722.3c). It reports whether
// any did.
func (g *Game) copiesCease() bool {
	// A state-based check: the zones are scanned without copying them,
	// and exile, one zone shared by all players, once.
	type found struct {
		id   ObjectID
		zone Zone
	}
	var copies []found
	scan := func(ids []ObjectID, z Zone) {
		for _, id := range ids {
			if cp := g.objects[id]; cp != nil && cp.Copy && !cp.Token {
				copies = append(copies, found{id, z})
			}
		}
	}
	for i, p := range g.players {
		scan(p.Hand, ZoneHand)
		scan(p.Graveyard, ZoneGraveyard)
		scan(p.Library, ZoneLibrary)
		if i == 0 {
			scan(g.removed, ZoneRemoved)
		}
	}
	acted := false
	for _, c := range copies {
		cp := g.objects[c.id]
		if c.zone == ZoneRemoved && cp.preparedFor != 0 {
			if o := g.objects[cp.preparedFor]; o != nil && o.Zone == ZoneInPlay && o.Prepared {
				continue
			}
			g.recordLater("722.3c", "%s is no longer on the battlefield with the prepared designation: the copy of its prepare spell no longer remains in exile", g.lastName(cp.preparedFor))
		}
		g.recordLater("704.5e", "%s is a copy in the %s, a zone other than the stack or the battlefield: it ceases to exist", g.name(c.id), g.rules.ZoneName(c.zone))
		g.remove(cp)
		acted = true
	}
	return acted
}

// lastName names object id as it is, or as it last existed.
func (g *Game) lastName(id ObjectID) string {
	if v := g.view(id); v != nil {
		return v.name()
	}
	return "its permanent"
}
