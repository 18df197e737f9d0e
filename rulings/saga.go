package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Sagas (714 of 2026): a Saga's chapter symbols are keyword abilities
// that stand for triggered abilities, chapter abilities (714.2), each
// triggering as lore counters put on the Saga bring their number from
// below its chapter number to at least it (714.2b). A Saga enters with a
// lore counter (714.3a), or with the number its controller chooses if it
// has read ahead (714.3b, keyword_read_ahead.go); its controller puts one
// more on it as each of their precombat main phases begins (714.3c); and
// once it has as many as its final chapter number, and no chapter ability
// of it waits to resolve, its controller sacrifices it (714.4, 704.5s).
// Sagas came with Dominaria: a card line of chapter symbols is refused in
// an edition before that set's release (SagaSince).

// SagaSince is the effective date of the first rules with Sagas.
const SagaSince = "2018-04-27"

// romanNumerals are the chapter symbols a Saga can have, from I (714.2a).
var romanNumerals = []string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"}

// ChapterLine reports whether a card line is a Saga's chapter line ("I —
// text", "II, III — text") and returns the chapter numbers its symbols
// stand for (714.2a, 714.2c) and the effect text after the dash. A line
// whose symbols are not Roman numerals from I to X is an error.
func ChapterLine(text string) (chapters []int, effect string, ok bool, err error) {
	head, rest, found := strings.Cut(text, " — ")
	if !found || head == "" {
		return nil, "", false, nil
	}
	for _, sym := range strings.Split(head, ",") {
		sym = strings.TrimSpace(sym)
		if sym == "" || strings.Trim(sym, "IVX") != "" {
			return nil, "", false, nil
		}
		n := slices.Index(romanNumerals, sym) + 1
		if n == 0 {
			return nil, "", true, fmt.Errorf("%q is not a chapter symbol from I to X (714.2a)", sym)
		}
		if slices.Contains(chapters, n) {
			return nil, "", true, fmt.Errorf("chapter symbol %s is written twice on one line", sym)
		}
		chapters = append(chapters, n)
	}
	if strings.TrimSpace(rest) == "" {
		return nil, "", true, fmt.Errorf("write the chapter ability's effect after \"%s — \"", head)
	}
	return chapters, strings.TrimSpace(rest), true, nil
}

// ChapterAbilities makes the chapter abilities of a chapter line, one for
// each chapter number (714.2c), from the ability its effect reads as: a
// triggered ability whose trigger condition is replaced by the chapter's
// (714.2b).
func ChapterAbilities(chapters []int, text string, read []*Ability) ([]*Ability, error) {
	if len(read) != 1 || read[0].Kind != TriggeredAbility {
		return nil, fmt.Errorf("%q: expected one effect after the chapter symbols", text)
	}
	var out []*Ability
	for _, n := range chapters {
		a := *read[0]
		a.Text, a.Keyword, a.Chapter = text, "", n
		a.Trigger = &Trigger{Kind: OnEvent, Event: LoreCountersPut, Self: true, Condition: chapterReached(n, len(chapters) > 1)}
		out = append(out, &a)
	}
	return out, nil
}

// finalChapter is a Saga's final chapter number: the greatest among its
// chapter abilities, 0 if it has none (714.2d).
func finalChapter(c *Characteristics) int {
	n := 0
	for _, a := range c.Abilities {
		n = max(n, a.Chapter)
	}
	return n
}

// chapterReached is the trigger condition of chapter n: the lore counters
// just put on the Saga took it from fewer than n to at least n (714.2b).
// With read ahead, in the turn the Saga entered, the number must be
// exactly n (702.155a). shared says the chapter's symbol is written on
// one line with others (714.2c).
func chapterReached(n int, shared bool) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		before, after := ev.Total-ev.Amount, ev.Total
		if before >= n || after < n {
			return false
		}
		symbol := romanNumerals[n-1]
		if countKeyword(src, readAhead.Name) > 0 && g.laterState().sagaEntered[src.id] == g.turn && after != n {
			g.noteKeyword(src.name(), readAhead)
			g.record("702.155a", "%s has read ahead and entered this turn with %s: its chapter %s ability can't trigger, as it doesn't have exactly %d", src.name(), count(after, "lore counter"), symbol, n)
			return false
		}
		g.record("714.2", "chapter symbol %s of %s is a keyword ability standing for a triggered ability, a chapter ability", symbol, src.name())
		g.recordChapterSymbol(symbol, n, shared)
		g.record("714.2a", "chapter symbol %s represents %d", symbol, n)
		if shared {
			g.record("714.2c", "chapter %s is written on one line with other chapter symbols: that line means the same as a chapter ability for each, and this is chapter %s's", symbol, symbol)
		}
		if n == finalChapter(src.chars()) {
			g.record("714.2e", "chapter %s is the final chapter ability of %s", symbol, src.name())
		}
		g.record("714.2b", "%s had %s and now has %d: chapter %s triggers, the number having gone from less than %d to at least %d", src.name(), count(before, "lore counter"), after, symbol, n, n)
		return true
	}
}

// loreEvent is loreCountersPut, set at init: putting counters is
// reached from the keyword table's own initializers, which the trigger
// machinery refers back to.
var loreEvent func(g *Game, o *Object, n int)

func init() { loreEvent = (*Game).loreCountersPut }

// loreCountersPut fires, for n lore counters just put on a permanent in
// play, the event its chapter abilities trigger on (714.2b).
func (g *Game) loreCountersPut(o *Object, n int) {
	if n <= 0 || o.Zone != ZoneInPlay {
		return
	}
	g.afterEvents([]Event{{Kind: LoreCountersPut, Object: g.view(o.ID), Amount: n, Total: o.Counters["lore"], NoPlayer: true}}, nil)
}

// sagaEntering gives a Saga entering play its lore counters: one (714.3a),
// or, with read ahead, the number between one and its final chapter
// number its controller chooses (714.3b, 702.155b). The chapter abilities
// trigger once it is in play (sagaEntryEvents).
func (g *Game) sagaEntering(o *Object, v *view) {
	c := v.chars()
	final := finalChapter(c)
	if final == 0 {
		return
	}
	g.record("714", "%s is one of the Saga cards: its chapter symbols stand for chapter abilities, and lore counters track its progress", v.name())
	n := 1
	if ra := countKeyword(v, readAhead.Name); ra > 0 {
		g.noteKeyword(v.name(), readAhead)
		if ra > 1 {
			g.record("702.155c", "%s has read ahead %d times: the instances are redundant, and it chooses one number", v.name(), ra)
		}
		// The number is one from one to the final chapter number: any
		// other answer is refused, and the player's next one taken.
		options := make([]string, final)
		for i := range options {
			options[i] = strconv.Itoa(i + 1)
		}
		wrong := map[string]string{"0": "it is not between one and the final chapter number"}
		for i := final + 1; i <= len(romanNumerals); i++ {
			wrong[strconv.Itoa(i)] = fmt.Sprintf("it is not between one and %s's final chapter number, %d", v.name(), final)
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: o.Controller, Rule: "702.155b", About: fmt.Sprintf("the number of lore counters %s enters with, from 1 to %d (read ahead)", v.name(), final), Options: options, Wrong: wrong})
		if err != nil {
			g.keywordsState().err = err
			return
		}
		chosen, _ := strconv.Atoi(answer)
		n = chosen
		g.laterState().sagaEntered[o.ID] = g.turn
		g.record("714.3b", "%s has read ahead: its controller chose %d, and it enters with %s, a replacement effect (614.1c)", v.name(), n, count(n, "lore counter"))
	} else {
		g.record("714.3a", "%s is a Saga without read ahead: it enters with a lore counter on it, a replacement effect (614.1c)", v.name())
	}
	g.record("714.3", "Sagas use lore counters to track their progress")
	g.noteSagaCreature(v)
	n = g.putCountersOn(o, "lore", n, true)
	if n > 0 {
		g.laterState().loreOnEntry[o.ID] = n
	}
}

// sagaEntryEvents adds, to a batch of events, the putting of lore
// counters on each Saga that entered with them: counters a permanent
// enters with are put on it (122.6), and its chapter abilities see them.
func (g *Game) sagaEntryEvents(events []Event) []Event {
	if g.keywords == nil || g.keywords.later == nil || len(g.keywords.later.loreOnEntry) == 0 {
		return events
	}
	st := g.keywords.later
	for _, ev := range events {
		if ev.Kind != ZoneChanged || ev.To != ZoneInPlay {
			continue
		}
		if n, ok := st.loreOnEntry[ev.NewID]; ok {
			delete(st.loreOnEntry, ev.NewID)
			if o := g.objects[ev.NewID]; o != nil && o.Zone == ZoneInPlay {
				events = append(events, Event{Kind: LoreCountersPut, Object: g.view(o.ID), Amount: n, Total: o.Counters["lore"], NoPlayer: true})
			}
		}
	}
	return events
}

// sagaLoreAction is the turn-based action of 714.3c: as a player's
// precombat main phase begins, they put a lore counter on each Saga they
// control with one or more chapter abilities. It doesn't use the stack.
func (g *Game) sagaLoreAction() {
	noted := false
	for _, id := range slices.Clone(g.inPlay) {
		v := g.view(id)
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay || v.controller != g.active || finalChapter(v.chars()) == 0 {
			continue
		}
		if !noted {
			noted = true
			g.record("703.4f", "immediately after %s's precombat main phase begins, they put a lore counter on each Saga they control with chapter abilities: a turn-based action", g.playerName(g.active))
			g.noteSagaMainPhaseAction()
		}
		g.record("714.3c", "%s puts a lore counter on %s, which had %s: a turn-based action that doesn't use the stack", g.playerName(g.active), v.name(), count(o.Counters["lore"], "lore counter"))
		g.putCountersOn(o, "lore", 1, false)
	}
}

// sagaSacrifices is the state-based action of 714.4 (704.5s): each Saga
// with as many lore counters as its final chapter number, and no chapter
// ability of it triggered and not yet gone from the stack, is sacrificed
// by its controller. It reports whether any was.
func (g *Game) sagaSacrifices() bool {
	var ids []ObjectID
	for _, id := range g.inPlay {
		lore := g.objects[id].Counters["lore"]
		if lore == 0 {
			// No final chapter number is below 1: the permanent's
			// characteristics needn't be computed.
			continue
		}
		v := g.view(id)
		final := finalChapter(v.chars())
		if final == 0 || lore < final {
			continue
		}
		if g.chapterWaiting(id) {
			if st := g.laterState(); st.sagaWaitNoted[id] != lore {
				st.sagaWaitNoted[id] = lore
				g.record("714.4", "%s has %s, as many as its final chapter number %d, but a chapter ability of it has triggered and not left the stack: it isn't sacrificed yet", v.name(), count(lore, "lore counter"), final)
			}
			continue
		}
		g.record("714.2d", "the final chapter number of %s is %d, the greatest among its chapter abilities", v.name(), final)
		g.record("714.4", "%s has %s, at least its final chapter number %d, and no chapter ability of it waits on the stack: %s sacrifices it", v.name(), count(lore, "lore counter"), final, g.playerName(v.controller))
		g.record("704.5s", "the Saga's sacrifice is a state-based action: it doesn't use the stack")
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		return false
	}
	g.sacrificeAll(ids)
	return true
}

// chapterWaiting reports whether a chapter ability of the Saga has
// triggered and not yet left the stack.
func (g *Game) chapterWaiting(id ObjectID) bool {
	for _, t := range g.pending {
		if t.ability.Chapter > 0 && t.source != nil && t.source.id == id {
			return true
		}
	}
	for _, sid := range g.stack {
		if o := g.objects[sid]; o != nil && o.Ability != nil && o.Ability.Chapter > 0 && o.Source != nil && o.Source.id == id {
			return true
		}
	}
	return false
}

// recordChapterSymbol says what chapter symbol n means by the rules of
// symbols of 2026 (107.15): "{rN}—[Effect]" is a trigger on lore counters
// taking the Saga from fewer than N to at least N (107.15a), and symbols
// sharing one line are one such ability each (107.15b).
func (g *Game) recordChapterSymbol(symbol string, n int, shared bool) {
	g.recordLater("107.15", "%s is a chapter symbol, a Roman numeral in a Saga's text box: a keyword ability standing for a triggered ability", symbol)
	g.recordLater("107.15a", "{%s} means \"when one or more lore counters are put onto this Saga, if the number of lore counters on it was less than %d and became at least %d\"", symbol, n, n)
	if shared {
		g.recordLater("107.15b", "{%s} shares its line with other chapter symbols: the line is the same as one chapter ability for each of them, here {%s}'s", symbol, symbol)
	}
}
