package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// hidden agenda: "As you put this conspiracy card into the command zone,
// turn it face down and secretly choose a card name" (702.106a of 2026),
// the name noted with the card (702.106b). Any time its controller has
// priority they may turn it face up, a special action that reveals the
// name (702.106c, 116.2j): `alice turns "Card" face up`. The card's
// abilities that refer to "the chosen name" are linked to it (702.106d)
// and, while it is face down, it has no characteristics at all (315.5b),
// so they apply only once it is face up (315.5). Double agenda is the
// variant that secretly names two different cards (702.106f). A
// conspiracy is put into the command zone at the start of the game
// (315.2, 905.4), written as a set-up line: `alice command: "Card" naming
// "Name"` (or `naming "A" and "B"`). Conspiracy cards come from
// Conspiracy, hidden agenda dated by that set's release, double agenda by
// that of Conspiracy: Take the Crown.
var hiddenAgenda = Keyword{Name: "hidden agenda", Rule: "702.106", Form: "hidden agenda", Since: "2014-06-06", build: staticKeyword(PlayRule)}

// doubleAgenda is the variant of hidden agenda naming two cards (702.106f).
var doubleAgenda = Keyword{Name: "double agenda", Rule: "702.106f", Form: "double agenda", Since: "2016-08-26", build: staticKeyword(PlayRule)}

// ConspiracySince is the effective date of the first rules with
// conspiracy cards (315) and the command zone that holds them.
const ConspiracySince = "2014-06-06"

// agenda is what a conspiracy card in the command zone holds: the names
// secretly chosen for it and whether it is still face down.
type agenda struct {
	names    []string
	faceDown bool
}

// PutConspiracy puts a conspiracy card p owns into the command zone as
// the game is set up (315.2, 905.4): one with hidden agenda face down with
// the one name given, one with double agenda with two different names,
// any other face up with none.
func (g *Game) PutConspiracy(p PlayerID, card *CardDefinition, names []string) (ObjectID, error) {
	if card == nil || len(card.Faces) == 0 || !card.Faces[0].HasType("conspiracy") {
		return 0, fmt.Errorf("only conspiracy cards begin the game in the command zone (315.2)")
	}
	c := &card.Faces[0]
	want, rule := 0, "315.2"
	switch {
	case hasKeyword(c, doubleAgenda.Name):
		want, rule = 2, "702.106f"
	case hasKeyword(c, hiddenAgenda.Name):
		want, rule = 1, "702.106a"
	}
	if len(names) != want {
		return 0, fmt.Errorf("%s: a conspiracy card with %s names %d card(s) as it is put into the command zone, not %d (%s)", c.Name, agendaKind(c), want, len(names), rule)
	}
	if want == 2 && strings.EqualFold(names[0], names[1]) {
		return 0, fmt.Errorf("%s: double agenda names two different cards (702.106f), not %q twice", c.Name, names[0])
	}
	id := g.AddCard(p, ZoneCommand, card)
	g.laterState().agendas[id] = agenda{names: slices.Clone(names), faceDown: want > 0}
	g.effectsChanged()
	who := g.playerName(p)
	g.record("315.2", "%s puts the conspiracy card %s into the command zone as the game begins", who, c.Name)
	switch want {
	case 1:
		g.record("702.106a", "as %s puts %s into the command zone, they turn it face down and secretly choose a card name", who, c.Name)
	case 2:
		g.record("702.106f", "as %s puts %s into the command zone, they turn it face down and secretly name two different cards", who, c.Name)
	}
	if want > 0 {
		g.record("702.106b", "the secretly chosen name is noted with the face-down conspiracy card %s", c.Name)
		g.record("315.5b", "face down, %s has no characteristics: its abilities affect nothing until it is turned face up", c.Name)
	}
	return id, nil
}

// agendaKind names the ability deciding how many names a conspiracy gets.
func agendaKind(c *Characteristics) string {
	switch {
	case hasKeyword(c, doubleAgenda.Name):
		return doubleAgenda.Name
	case hasKeyword(c, hiddenAgenda.Name):
		return hiddenAgenda.Name
	}
	return "neither hidden nor double agenda"
}

// agendaOf returns the agenda of a conspiracy card in the command zone.
func (g *Game) agendaOf(id ObjectID) (agenda, bool) {
	if g.keywords == nil || g.keywords.later == nil {
		return agenda{}, false
	}
	a, ok := g.keywords.later.agendas[id]
	return a, ok
}

// faceDownConspiracy reports whether id is a face-down conspiracy card,
// which has no characteristics (315.5b): its abilities don't function.
func (g *Game) faceDownConspiracy(id ObjectID) bool {
	a, ok := g.agendaOf(id)
	return ok && a.faceDown
}

// turnConspiracyFaceUp is the special action of 702.106c: p turns the
// face-down conspiracy card o they control face up, revealing the chosen
// name, and its abilities begin to apply.
func (g *Game) turnConspiracyFaceUp(p PlayerID, o *Object) error {
	name := g.playerName(p)
	a, ok := g.agendaOf(o.ID)
	if !ok || !a.faceDown {
		return g.illegal("702.106c", "%s is not a face-down conspiracy card: only one put into the command zone face down by hidden agenda can be turned face up", o.Card.Name)
	}
	if o.Controller != p {
		return g.illegal("702.106c", "%s doesn't control %s: only its controller may turn a face-down conspiracy card face up", name, o.Card.Name)
	}
	if g.priority != p {
		return g.illegal("702.106c", "%s can turn a face-down conspiracy card face up only when they have priority", name)
	}
	g.splitSecondAllowsSpecial(p, "turn a face-down conspiracy card face up")
	a.faceDown = false
	g.laterState().agendas[o.ID] = a
	g.effectsChanged()
	g.newFaceUpTimestamp(o)
	g.noteKeyword(o.Card.Name, agendaKeyword(&o.Card.Faces[0]))
	g.record("702.106c", "%s turns the face-down conspiracy card %s face up, revealing the chosen name: %s", name, o.Card.Name, strings.Join(a.names, " and "))
	g.recordLater("116.2j", "turning a face-down conspiracy card in the command zone face up is a special action, taken any time %s has priority", name)
	g.record("315.5", "%s is face up in the command zone: its static abilities affect the game, and its triggered abilities may trigger", o.Card.Name)
	if len(a.names) == 2 {
		g.record("702.106f", "double agenda secretly named two different cards for %s: %s", o.Card.Name, strings.Join(a.names, " and "))
	}
	g.record("702.106d", "the abilities of %s that refer to \"the chosen name\" are linked to its agenda: they refer to %s", o.Card.Name, strings.Join(a.names, " and "))
	return g.givePriority(p)
}

// agendaKeyword is the agenda keyword of a conspiracy card.
func agendaKeyword(c *Characteristics) Keyword {
	if hasKeyword(c, doubleAgenda.Name) {
		return doubleAgenda
	}
	return hiddenAgenda
}

// conspiracyStatics turns the static abilities of the face-up conspiracy
// cards in the command zone into continuous effects (315.5, 113.6p); a
// face-down one has no abilities (315.5b). "The chosen name" in a filter
// is each name its agenda chose (702.106d). A face-up scheme's static
// abilities affect the game from there too (314.4, 904.8).
func (g *Game) conspiracyStatics(out []*ContinuousEffect) []*ContinuousEffect {
	for _, id := range g.command {
		o := g.objects[id]
		if o == nil || len(o.Card.Faces) == 0 || g.faceDownConspiracy(id) {
			continue
		}
		if !o.Card.Faces[0].HasType("conspiracy") && !g.faceUpScheme(id) {
			// Of the schemes, only a face-up one's static abilities
			// affect the game (314.4).
			continue
		}
		a, _ := g.agendaOf(id)
		for _, ab := range o.Card.Faces[0].Abilities {
			if ab.Kind != StaticAbility || ab.Static == nil || ab.Keyword != "" {
				continue
			}
			s := ab.Static
			base := ContinuousEffect{Timestamp: o.Timestamp, Source: id, Controller: o.Controller, Filter: agendaFilter(&s.Filter, a.names), Text: ab.Text, ability: ab}
			out = appendStaticEffects(out, base, s, id)
		}
	}
	return out
}

// agendaFilter is the filter of a conspiracy's static ability as it
// applies: "with the chosen name" means one of the names its agenda chose,
// and with none chosen matches nothing.
func agendaFilter(f *Filter, names []string) *Filter {
	if !f.NamedChosen {
		return f
	}
	out := *f
	out.NamedChosen = false
	out.Names = names
	if len(names) == 0 {
		// No card has the empty name, so nothing matches.
		out.Names = []string{" "}
	}
	return &out
}
