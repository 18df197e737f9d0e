package rulings

import (
	"fmt"
	"strings"
)

// Name stickers (123.6): a sticker adds one word to an object's name, at
// a position its controller chooses as the sticker is placed: before the
// first word or after any number of the words then in the name (123.6b).
// The name is its copiable name with each sticker's word added in the
// order they were placed; a sticker keeps its position, counted in words,
// and one past the end of a shorter name adds its word at the end (123.6c).

// OpNameSticker is the instruction "put a name sticker with the word W on
// T" (Instruction.Name is the word).
const OpNameSticker = "name-sticker"

// NameSticker is one sticker on an object: its word, and how many words of
// the name were before it when it was placed.
type NameSticker struct {
	Word  string
	After int
	// Timestamp orders the sticker among the other text-changing effects
	// that apply to the object (123.6c, names.go).
	Timestamp int
}

// withWord is name with word added after the first after words, or at the
// end when the name has fewer (123.6c).
func withWord(name, word string, after int) string {
	words := strings.Fields(name)
	after = min(after, len(words))
	out := append(append(append([]string(nil), words[:after]...), word), words[after:]...)
	return strings.Join(out, " ")
}

// stickerView adds o's name stickers to the names of v's faces, once the
// copy effects have set its copiable name and the effects of layer 3 any
// other. A sticker older than the latest effect that set the name adds
// nothing: applied in timestamp order, that effect replaced the whole name
// after it (123.6c, names.go). A face-down object has no name for a
// sticker to modify (708).
func stickerView(o *Object, v *view) {
	if len(o.NameStickers) == 0 || o.FaceDown {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		for _, s := range o.NameStickers {
			if v.nameSetAt != 0 && s.Timestamp < v.nameSetAt {
				continue
			}
			v.faces[i].Name = withWord(v.faces[i].Name, s.Word, s.After)
		}
	}
}

// opNameSticker places a name sticker on each object of ins: its
// controller chooses where the word goes among every position the name
// allows, and announces the new name (123.6b).
func opNameSticker(g *Game, r *resolution, ins Instruction) error {
	word := ins.Name
	if word == "" || strings.ContainsAny(word, " \t") {
		return fmt.Errorf("%q: a name sticker holds one word", ins.Text)
	}
	for _, id := range r.objectsOf(ins) {
		o, v := g.objects[id], g.view(id)
		if o == nil || v == nil {
			continue
		}
		name := v.name()
		n := len(strings.Fields(name))
		g.recordLater("123.6a", "a word of a name is a series of non-space characters separated from others by spaces: %s has %s, so the word can go in %d places", name, count(n, "word"), n+1)
		options := make([]string, n+1)
		for i := range options {
			options[i] = withWord(name, word, i)
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: v.controller, Rule: "123.6b", About: "the new name of " + name, Options: options})
		if err != nil {
			return err
		}
		after := pick(options, answer)
		o.NameStickers = append(append([]NameSticker(nil), o.NameStickers...), NameSticker{Word: word, After: after, Timestamp: g.newTimestamp()})
		g.record("123.6b", "as a name sticker with the word %q is put on %s, %s chooses among %s and announces its new name: %s", word, name, g.playerName(v.controller), strings.Join(options, ", "), g.view(id).name())
		g.recordLater("123.6", "the name sticker adds the word %q to the text of the name of %s, a text-changing effect: %s", word, name, g.view(id).name())
		g.recordLater("123.1", "the sticker is a marker on %s, not an object, a counter or a token; the change it makes isn't part of its copiable values, %s", g.view(id).name(), name)
	}
	return nil
}

// carriedStickers are the name stickers the new object o becomes in zone
// to keeps: all of them, in their positions and order, when it moves from
// one public zone to another (123.6c, an exception to 400.7); none
// otherwise.
func (g *Game) carriedStickers(o *Object, from, to Zone) []NameSticker {
	if len(o.NameStickers) == 0 {
		return nil
	}
	if !publicZone(to) {
		g.recordLater("123.5", "%s moves from the %s to the %s, a hidden zone: its stickers aren't retained", o.Card.Name, g.rules.ZoneName(from), g.rules.ZoneName(to))
		return nil
	}
	if !publicZone(from) {
		return nil
	}
	g.recordLater("123.5", "%s moves from the %s to the %s, both public: its stickers are retained and apply to the new object, an exception to 400.7", o.Card.Name, g.rules.ZoneName(from), g.rules.ZoneName(to))
	g.record("123.6c", "%s moves from the %s to the %s: its name stickers keep their positions and go on applying to the new object", o.Card.Name, g.rules.ZoneName(from), g.rules.ZoneName(to))
	return o.NameStickers
}

// publicZone reports whether every player sees the zone's cards: not a
// hand or a library (400.2).
func publicZone(z Zone) bool {
	return z == ZoneInPlay || z == ZoneStack || z == ZoneGraveyard || z == ZoneRemoved
}

// noteStickersOnCopy tells how o's name stickers apply once o becomes a
// copy of of: to its new copiable name, each word still after as many
// words as when it was placed (123.6c).
func (g *Game) noteStickersOnCopy(o *Object, of string) {
	if len(o.NameStickers) == 0 || o.FaceDown {
		return
	}
	g.record("123.6c", "the name stickers on %s apply to its copiable name, now %s's, each word in the position it was placed at: its name is %s", o.Card.Name, of, g.view(o.ID).name())
}
