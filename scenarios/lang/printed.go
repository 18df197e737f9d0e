package lang

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// PrintedCard is a real card as its Oracle text gives it, from a store of
// real cards: what a scenario that names the card without defining it
// plays. The engine reads its Oracle text as it reads a card definition's
// printed lines.
type PrintedCard struct {
	// Name is the card's full name ("Fire // Ice").
	Name string
	// Layout is the card's layout as Scryfall names it: "normal",
	// "split", "flip", "adventure", "transform" and so on.
	Layout string
	// Faces are the card's faces in printed order; a card of one face has
	// one, named as the card.
	Faces []PrintedFace
}

// PrintedFace is one face of a PrintedCard, its fields printed as on the
// card ("{1}{G}", "Creature — Lhurgoyf", "*", "1+*").
type PrintedFace struct {
	Name, ManaCost, TypeLine, OracleText string
	Power, Toughness, Loyalty, Defense   string
	// Colors are the face's color letters (W U B R G), which differ from
	// its mana cost's for a color indicator or a card without a cost.
	Colors []string
}

// CardSource finds real cards by name for the cards a scenario names but
// neither it nor the card library defines. ok is false when the source
// has no card of that name; an error is a source that cannot be read.
type CardSource interface {
	PrintedCard(name string) (card *PrintedCard, ok bool, err error)
	// Origin names the source in errors ("the card fixture").
	Origin() string
}

// sourced is a card read from a CardSource under one edition, or why it
// cannot be played.
type sourced struct {
	def *rulings.CardDefinition
	err error
}

// WithSource returns a library with l's cards that takes a card it lacks
// from src: each read once per edition whose wording it depends on. l is
// unchanged.
func (l *CardLibrary) WithSource(src CardSource) *CardLibrary {
	out := &CardLibrary{byEdition: map[string]map[string]*rulings.CardDefinition{}, source: src, blocks: Shared{limit: maxBlockCards}}
	if l != nil {
		out.cards, out.dated = l.cards, l.dated
	}
	return out
}

// Source returns the library's source of real cards, nil when it has none.
func (l *CardLibrary) Source() CardSource {
	if l == nil {
		return nil
	}
	return l.source
}

// fromSource returns the card named name from the library's source, read
// under edition; ok is false when the source has no such card.
func (l *CardLibrary) fromSource(name, edition string) (*rulings.CardDefinition, bool, error) {
	if l == nil || l.source == nil {
		return nil, false, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if s, ok := l.sourcedCards[edition][name]; ok {
		return s.def, true, s.err
	}
	if s, ok := l.sourcedCards[""][name]; ok {
		return s.def, true, s.err
	}
	if l.sourceMissing[name] {
		return nil, false, nil
	}
	card, ok, err := l.source.PrintedCard(name)
	if err != nil {
		return nil, false, fmt.Errorf("card %q: %s: %w", name, l.source.Origin(), err)
	}
	if !ok {
		if l.sourceMissing == nil {
			l.sourceMissing = map[string]bool{}
		}
		l.sourceMissing[name] = true
		return nil, false, nil
	}
	def, dated, err := ReadPrintedCard(card, edition)
	if err != nil {
		err = fmt.Errorf("%w (the card as %s gives it)", err, l.source.Origin())
	}
	key := ""
	if dated {
		key = edition
	}
	if l.sourcedCards == nil {
		l.sourcedCards = map[string]map[string]sourced{}
	}
	if l.sourcedCards[key] == nil {
		l.sourcedCards[key] = map[string]sourced{}
	}
	l.sourcedCards[key][name] = sourced{def, err}
	return def, true, err
}

// printedOrigin is the file name a printed card's errors would carry: none
// of them reaches the reader with it (ReadPrintedCard keeps the message).
const printedOrigin = "printed card"

// ReadPrintedCard reads a real card's Oracle text as the engine plays it
// under edition ("" the current wording). dated reports that the reading
// depends on the edition (wording a later edition changed). A line the
// engine cannot play, or a card of a kind it cannot hold, is an error
// naming the card and, for a line, the line.
func ReadPrintedCard(card *PrintedCard, edition string) (def *rulings.CardDefinition, dated bool, err error) {
	def, dated, _, err = readPrinted(card, edition, nil)
	if err != nil {
		return nil, false, printedError(card, err)
	}
	return def, dated, nil
}

// readPrinted reads card without the Oracle lines in skip; at is where
// the line an error is at comes from, {-1, -1} when none.
func readPrinted(card *PrintedCard, edition string, skip map[oracleLine]bool) (def *rulings.CardDefinition, dated bool, at oracleLine, err error) {
	at = oracleLine{-1, -1}
	src, origins, err := printedSource(card, skip)
	if err != nil {
		return nil, false, at, err
	}
	p := &blockParser{file: printedOrigin, cards: map[string]*rulings.CardDefinition{}, edition: edition, library: true}
	nodes, err := p.tree(1, src)
	if err == nil && len(nodes) != 1 {
		err = fmt.Errorf("card %q: its Oracle text does not read as one card", card.Name)
	}
	if err == nil {
		def, err = p.card(nodes[0])
	}
	var e *Error
	if errors.As(err, &e) && e.Line >= 1 && e.Line <= len(origins) {
		at = origins[e.Line-1]
	}
	return def, p.dated, at, err
}

// UnreadLine is an Oracle line of a card the engine cannot play, and why.
type UnreadLine struct {
	// Face is the face's name, the card's for a card of one face.
	Face string
	// Line is the line as printed.
	Line string
	// Why is the reader's reason.
	Why string
}

// UnreadLines reads every Oracle line of card under edition and returns
// those the engine cannot play, in printed order: the card is read, the
// line it stops at noted and left out, and read again until the rest
// reads. A printed "Choose one —" left out takes its bulleted modes with
// it. err is a card the engine cannot hold at all (its layout, its
// printed numbers).
func UnreadLines(card *PrintedCard, edition string) (unread []UnreadLine, err error) {
	skip := map[oracleLine]bool{}
	for range 64 {
		_, _, at, err := readPrinted(card, edition, skip)
		if err == nil {
			return unread, nil
		}
		if at.line < 0 || skip[at] {
			return unread, printedError(card, err)
		}
		lines := OracleLines(card.Faces[at.face].OracleText)
		why := err.Error()
		var e *Error
		if errors.As(err, &e) {
			why = e.Msg
			if _, after, ok := strings.Cut(why, "the engine cannot play this ability: "); ok && e.framed {
				why = after
			}
		}
		unread = append(unread, UnreadLine{Face: card.Faces[at.face].Name, Line: lines[at.line], Why: why})
		skip[at] = true
		if strings.HasSuffix(lines[at.line], "—") {
			for j := at.line + 1; j < len(lines) && strings.HasPrefix(lines[j], "•"); j++ {
				skip[oracleLine{at.face, j}] = true
			}
		}
	}
	return unread, fmt.Errorf("card %q: too many unreadable lines", card.Name)
}

// printedError says what went wrong reading a printed card without the
// made-up file and line of the text it was read from: the message of a
// refused ability line names the card and the line already.
func printedError(card *PrintedCard, err error) error {
	var e *Error
	if !errors.As(err, &e) {
		// printedSource's errors name the card already.
		return err
	}
	if e.framed {
		return errors.New(e.Msg)
	}
	return fmt.Errorf("card %q: %s", card.Name, e.Msg)
}

// printedSource writes a printed card as a card definition of the
// scenario language: the name, cost, type line, P/T and colors on the
// card line, each Oracle line under it (bulleted modes included), a
// second face as the language writes split, flip and adventure cards.
func printedSource(card *PrintedCard, skip map[oracleLine]bool) (string, []oracleLine, error) {
	if len(card.Faces) == 0 {
		return "", nil, fmt.Errorf("card %q has no face", card.Name)
	}
	w := &faceWriter{skip: skip}
	var err error
	switch {
	case len(card.Faces) == 1:
		err = w.face(0, "card", card.Name, card.Faces[0], "  ")
	case card.Layout == "split" && len(card.Faces) == 2:
		w.line(fmt.Sprintf("card %q", card.Faces[0].Name+"/"+card.Faces[1].Name), oracleLine{-1, -1})
		for i, f := range card.Faces {
			if err = w.face(i, "  half", f.Name, f, "    "); err != nil {
				break
			}
		}
	case (card.Layout == "flip" || card.Layout == "adventure") && len(card.Faces) == 2:
		if err = w.face(0, "card", card.Faces[0].Name, card.Faces[0], "  "); err == nil {
			err = w.face(1, "  "+card.Layout, card.Faces[1].Name, card.Faces[1], "    ")
		}
	default:
		err = fmt.Errorf("card %q: the engine cannot play a %s card of %d faces", card.Name, orLayout(card.Layout), len(card.Faces))
	}
	if err != nil {
		return "", nil, err
	}
	return w.b.String(), w.origins, nil
}

// oracleLine is where a line of a printed card's source comes from: a
// face and the index of its Oracle line, -1 for the card's own lines.
type oracleLine struct{ face, line int }

// faceWriter writes a printed card's source, noting where each line
// comes from and leaving out the Oracle lines in skip.
type faceWriter struct {
	b       strings.Builder
	origins []oracleLine
	skip    map[oracleLine]bool
}

func (w *faceWriter) line(text string, from oracleLine) {
	w.b.WriteString(text)
	w.b.WriteByte('\n')
	w.origins = append(w.origins, from)
}

func orLayout(layout string) string {
	if layout == "" {
		return "multi-faced"
	}
	return strings.ReplaceAll(layout, "_", " ")
}

// face writes face i: head ("card", "  half") and its quoted name, its
// cost, type line, P/T and colors, then its Oracle lines at indent.
func (w *faceWriter) face(i int, head, name string, f PrintedFace, indent string) error {
	if strings.ContainsAny(name, "\"\n") {
		return fmt.Errorf("card %q: a name with a quotation mark or line break", name)
	}
	words := []string{head, strconv.Quote(name)}
	if f.ManaCost != "" {
		words = append(words, strings.ReplaceAll(f.ManaCost, " ", ""))
	}
	types, subtypes, _ := strings.Cut(f.TypeLine, "—")
	for _, t := range strings.Fields(types) {
		words = append(words, strings.ToLower(t))
	}
	if sub := strings.Fields(subtypes); len(sub) > 0 {
		words = append(append(words, "—"), sub...)
	}
	if f.Power != "" || f.Toughness != "" {
		pw, perr := printedNumber(f.Power)
		tg, terr := printedNumber(f.Toughness)
		if perr != nil || terr != nil {
			return fmt.Errorf("card %q: power and toughness %s/%s: %w", name, f.Power, f.Toughness, errors.Join(perr, terr))
		}
		words = append(words, fmt.Sprintf("%d/%d", pw, tg))
	}
	if colors, ok := indicatedColors(f); ok {
		words = append(words, colors...)
	}
	w.line(strings.Join(words, " "), oracleLine{i, -1})
	if f.Loyalty != "" {
		n, err := strconv.Atoi(f.Loyalty)
		if err != nil {
			return fmt.Errorf("card %q: loyalty %q is not a number the engine can play", name, f.Loyalty)
		}
		w.line(fmt.Sprintf("%sloyalty %d", indent, n), oracleLine{i, -1})
	}
	if f.Defense != "" {
		n, err := strconv.Atoi(f.Defense)
		if err != nil {
			return fmt.Errorf("card %q: defense %q is not a number the engine can play", name, f.Defense)
		}
		w.line(fmt.Sprintf("%sdefense %d", indent, n), oracleLine{i, -1})
	}
	for j, line := range OracleLines(f.OracleText) {
		if from := (oracleLine{i, j}); !w.skip[from] {
			w.line(indent+line, from)
		}
	}
	return nil
}

// OracleLines splits an Oracle text into its lines, blank ones dropped.
func OracleLines(text string) []string {
	var lines []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			lines = append(lines, line)
		}
	}
	return lines
}

// printedNumber reads a printed power or toughness: a number, or a star
// a characteristic-defining ability sets (208.2a of 2026), which counts 0
// wherever the ability does not ("1+*" counts 1).
func printedNumber(s string) (int, error) {
	s = strings.TrimSpace(s)
	if base, ok := strings.CutSuffix(s, "+*"); ok {
		s = base
	} else if s == "*" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a number the engine can play", s)
	}
	return n, nil
}

// colorWords are the color letters' names in the scenario language.
var colorWords = map[string]string{"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

// indicatedColors returns a face's colors as words when they are not its
// mana cost's (a color indicator, 204 of 2026): a card's colors otherwise
// come from its cost. ok is false when the cost gives them.
func indicatedColors(f PrintedFace) (words []string, ok bool) {
	var fromCost []string
	for letter := range colorWords {
		if strings.Contains(f.ManaCost, letter) && strings.Contains(f.ManaCost, "{") {
			fromCost = append(fromCost, letter)
		}
	}
	if len(f.Colors) == 0 || sameLetters(f.Colors, fromCost) {
		return nil, false
	}
	for _, c := range []string{"W", "U", "B", "R", "G"} {
		for _, have := range f.Colors {
			if have == c {
				words = append(words, colorWords[c])
			}
		}
	}
	return words, len(words) > 0
}

func sameLetters(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return true
}
