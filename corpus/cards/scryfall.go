package cards

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
)

// MaxFileBytes bounds a bulk file read: Scryfall's oracle cards file is
// about 160 MB, its rulings file a tenth of that, and even the file of
// every printing stays under this.
const MaxFileBytes = 1 << 30

// ErrBadFile is matched (errors.Is) by the error of a file that is not a
// whole Scryfall bulk file of the kind it was given as: not JSON, cut off,
// not an array, or holding objects of another kind.
var ErrBadFile = errors.New("not a Scryfall bulk data file")

// Kind is what a bulk file holds.
type Kind string

// The kinds of bulk file an import reads.
const (
	// KindCards is an array of card objects: the oracle cards file (one
	// per card) or a file of printings (several per card, merged).
	KindCards Kind = "cards"
	// KindRulings is the rulings file: an array of ruling objects.
	KindRulings Kind = "rulings"
)

// object is the Scryfall object type each kind of file holds.
func (k Kind) object() string {
	if k == KindRulings {
		return "ruling"
	}
	return "card"
}

// FileError is a bulk file refused, located: the element of the top-level
// array at fault (its index, and its name when it has one) and the byte
// offset where reading stopped.
type FileError struct {
	// Source names the file.
	Source string
	// Index is the array index of the element at fault; -1 when the fault
	// is not in one element (the array itself, or the file's end).
	Index int
	// Name is the element's "name", when it had one.
	Name string
	// Offset is the byte offset of the fault, or of the element's start.
	Offset int64
	// Problem says what is wrong.
	Problem string
}

// Error names the file, the place and the problem.
func (e *FileError) Error() string {
	where := fmt.Sprintf("byte %d", e.Offset)
	if e.Index >= 0 {
		where = fmt.Sprintf("element %d", e.Index)
		if e.Name != "" {
			where += fmt.Sprintf(" (%q)", e.Name)
		}
		where += fmt.Sprintf(" at byte %d", e.Offset)
	}
	return fmt.Sprintf("%s: %s: %s", e.Source, where, e.Problem)
}

// Is makes errors.Is(err, ErrBadFile) true.
func (e *FileError) Is(target error) bool { return target == ErrBadFile }

// scryfallCard is the part of a Scryfall card object the store keeps.
type scryfallCard struct {
	Object        string            `json:"object"`
	OracleID      string            `json:"oracle_id"`
	Name          string            `json:"name"`
	Layout        string            `json:"layout"`
	ManaCost      string            `json:"mana_cost"`
	CMC           float64           `json:"cmc"`
	TypeLine      string            `json:"type_line"`
	OracleText    string            `json:"oracle_text"`
	Power         string            `json:"power"`
	Toughness     string            `json:"toughness"`
	Loyalty       string            `json:"loyalty"`
	Defense       string            `json:"defense"`
	Colors        []string          `json:"colors"`
	ColorIdentity []string          `json:"color_identity"`
	Keywords      []string          `json:"keywords"`
	CardFaces     []scryfallFace    `json:"card_faces"`
	Legalities    map[string]string `json:"legalities"`
	EDHRecRank    int               `json:"edhrec_rank"`
	ScryfallURI   string            `json:"scryfall_uri"`
	// Comment and PublishedAt are a ruling's: a rulings file given as
	// cards is recognised by them.
	Comment string `json:"comment"`
}

// scryfallFace is one of a card object's card_faces.
type scryfallFace struct {
	Object     string   `json:"object"`
	OracleID   string   `json:"oracle_id"`
	Name       string   `json:"name"`
	ManaCost   string   `json:"mana_cost"`
	TypeLine   string   `json:"type_line"`
	OracleText string   `json:"oracle_text"`
	Power      string   `json:"power"`
	Toughness  string   `json:"toughness"`
	Loyalty    string   `json:"loyalty"`
	Defense    string   `json:"defense"`
	Colors     []string `json:"colors"`
}

// scryfallRuling is a Scryfall ruling object.
type scryfallRuling struct {
	Object      string `json:"object"`
	OracleID    string `json:"oracle_id"`
	Source      string `json:"source"`
	PublishedAt string `json:"published_at"`
	Comment     string `json:"comment"`
	// Name is a card's: a cards file given as rulings is recognised by it.
	Name string `json:"name"`
}

// CardsFile is what ReadCards read.
type CardsFile struct {
	// Cards are the cards, one per Oracle ID, in file order.
	Cards []Card
	// Skipped counts the objects that are not game pieces (Scryfall's art
	// series cards), left out.
	Skipped int
	// Merged counts the objects whose Oracle ID an earlier one had: the
	// other printings of a file of printings.
	Merged int
}

// RulingsFile is what ReadRulings read.
type RulingsFile struct {
	// ByOracleID holds each card's rulings, oldest first.
	ByOracleID map[string][]Ruling
	// Count is the number of rulings.
	Count int
}

// ReadCards reads a Scryfall bulk file of cards (an array of card
// objects), checking each: an object of type "card" with a name and an
// Oracle ID (on it or, for a reversible card, on its faces). A file that
// is not JSON, is cut off, holds no cards or holds another kind of object
// (the rulings file, say) is refused with a *FileError saying where.
func ReadCards(source string, data []byte) (*CardsFile, error) {
	out := &CardsFile{}
	seen := make(map[string]bool)
	err := readArray(source, data, KindCards, func(i int, offset int64, dec *jsontext.Decoder) error {
		var sc scryfallCard
		if err := decodeElement(dec, &sc); err != nil {
			return err
		}
		fail := func(problem string) error {
			return &FileError{Source: source, Index: i, Name: sc.Name, Offset: offset, Problem: problem}
		}
		if err := kindProblem(KindCards, sc.Object, sc.Name == "" && sc.Comment != ""); err != "" {
			return fail(err)
		}
		if strings.TrimSpace(sc.Name) == "" {
			return fail("the card has no name")
		}
		if sc.Layout == "art_series" {
			out.Skipped++
			return nil
		}
		card, problem := sc.card()
		if problem != "" {
			return fail(problem)
		}
		if seen[card.OracleID] {
			out.Merged++
			return nil
		}
		seen[card.OracleID] = true
		out.Cards = append(out.Cards, card)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(out.Cards) == 0 {
		return nil, &FileError{Source: source, Index: -1, Problem: "the file holds no cards"}
	}
	return out, nil
}

// card converts a Scryfall card object, or says what it lacks.
func (sc *scryfallCard) card() (Card, string) {
	card := Card{
		OracleID: sc.OracleID, Name: strings.TrimSpace(sc.Name), Layout: sc.Layout,
		ManaCost: sc.ManaCost, ManaValue: sc.CMC, TypeLine: sc.TypeLine, OracleText: sc.OracleText,
		Power: sc.Power, Toughness: sc.Toughness, Loyalty: sc.Loyalty, Defense: sc.Defense,
		Colors: sc.Colors, ColorIdentity: sc.ColorIdentity, Keywords: sc.Keywords,
		Legalities: sc.Legalities, Rank: max(sc.EDHRecRank, 0), ScryfallURI: sc.ScryfallURI,
	}
	for j, f := range sc.CardFaces {
		if strings.TrimSpace(f.Name) == "" {
			return Card{}, fmt.Sprintf("face %d has no name", j)
		}
		if card.OracleID == "" {
			// A reversible card files its Oracle ID on its faces.
			card.OracleID = f.OracleID
		}
		card.Faces = append(card.Faces, Face{
			Name: strings.TrimSpace(f.Name), ManaCost: f.ManaCost, TypeLine: f.TypeLine, OracleText: f.OracleText,
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors,
		})
	}
	switch {
	case card.OracleID == "":
		return Card{}, "the card has no oracle_id"
	case !isUUID(card.OracleID):
		return Card{}, fmt.Sprintf("oracle_id %q is not a UUID", card.OracleID)
	case card.Layout == "":
		return Card{}, "the card has no layout"
	}
	return card, ""
}

// ReadRulings reads Scryfall's rulings file (an array of ruling objects),
// checking each: an object of type "ruling" with an Oracle ID, a
// publication date and a comment. A file that is not JSON, is cut off or
// holds another kind of object (a cards file, say) is refused with a
// *FileError saying where. An empty array is a rulings file with none.
func ReadRulings(source string, data []byte) (*RulingsFile, error) {
	out := &RulingsFile{ByOracleID: make(map[string][]Ruling)}
	err := readArray(source, data, KindRulings, func(i int, offset int64, dec *jsontext.Decoder) error {
		var sr scryfallRuling
		if err := decodeElement(dec, &sr); err != nil {
			return err
		}
		fail := func(problem string) error {
			return &FileError{Source: source, Index: i, Name: sr.Name, Offset: offset, Problem: problem}
		}
		if err := kindProblem(KindRulings, sr.Object, sr.Name != "" && sr.Comment == ""); err != "" {
			return fail(err)
		}
		switch {
		case !isUUID(sr.OracleID):
			return fail(fmt.Sprintf("oracle_id %q is not a UUID", sr.OracleID))
		case strings.TrimSpace(sr.Comment) == "":
			return fail("the ruling has no comment")
		}
		if _, err := time.Parse(time.DateOnly, sr.PublishedAt); err != nil {
			return fail(fmt.Sprintf("published_at %q is not a date (YYYY-MM-DD)", sr.PublishedAt))
		}
		out.ByOracleID[sr.OracleID] = append(out.ByOracleID[sr.OracleID], Ruling{Date: sr.PublishedAt, Source: sr.Source, Text: sr.Comment})
		out.Count++
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, rulings := range out.ByOracleID {
		sortRulings(rulings)
	}
	return out, nil
}

// kindProblem says why an element of a file given as want is not one: the
// object type it states, or the fields of the other kind it has. Empty
// when it is one.
func kindProblem(want Kind, object string, looksOther bool) string {
	switch {
	case object == want.object():
		return ""
	case object == "ruling":
		return `a ruling, not a card: this is Scryfall's rulings file; give it after the cards file, or with --rulings`
	case object == "card":
		return `a card, not a ruling: this is a Scryfall cards file; give it as the cards file`
	case object != "":
		return fmt.Sprintf("a Scryfall %q object, not a %s", object, want.object())
	case looksOther && want == KindCards:
		return `no "object" field, and a ruling's fields: not a card`
	case looksOther:
		return `no "object" field, and a card's fields: not a ruling`
	}
	return fmt.Sprintf(`no "object" field: not a Scryfall %s`, want.object())
}

// readArray reads data as one JSON array of objects, calling each with
// every element's index and start offset and the decoder positioned on
// it; each decodes the element. Every failure is a *FileError located in
// the file.
func readArray(source string, data []byte, kind Kind, each func(i int, offset int64, dec *jsontext.Decoder) error) error {
	start := skipSpace(data, 0)
	if start == len(data) {
		return &FileError{Source: source, Index: -1, Problem: "the file is empty"}
	}
	if data[start] != '[' {
		return &FileError{Source: source, Index: -1, Offset: int64(start), Problem: notArray(data[start:], kind)}
	}
	dec := jsontext.NewDecoder(bytes.NewReader(data))
	if _, err := dec.ReadToken(); err != nil {
		return locate(source, -1, int64(start), data, err)
	}
	for i := 0; ; i++ {
		offset := int64(skipSpace(data, int(dec.InputOffset())))
		switch dec.PeekKind() {
		case ']':
			if _, err := dec.ReadToken(); err != nil {
				return locate(source, -1, offset, data, err)
			}
			if rest := skipSpace(data, int(dec.InputOffset())); rest != len(data) {
				return &FileError{Source: source, Index: -1, Offset: int64(rest), Problem: "data after the array ends"}
			}
			return nil
		case '{':
		case 0:
			// The next token does not read: the read says why.
			_, err := dec.ReadToken()
			return locate(source, i, offset, data, err)
		default:
			return &FileError{Source: source, Index: i, Offset: offset, Problem: fmt.Sprintf("a JSON %s, not an object", kindName(dec.PeekKind()))}
		}
		if err := each(i, offset, dec); err != nil {
			var located *FileError
			if errors.As(err, &located) {
				return err
			}
			return locate(source, i, offset, data, err)
		}
	}
}

// decodeElement decodes the object the decoder is on into v.
func decodeElement(dec *jsontext.Decoder, v any) error {
	return json.UnmarshalDecode(dec, v)
}

// kindName names a JSON kind as a message says it.
func kindName(k jsontext.Kind) string {
	switch k {
	case '"':
		return "string"
	case '0':
		return "number"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	case '[':
		return "array"
	case '{':
		return "object"
	}
	return "value"
}

// locate turns a decoding error into a *FileError at the place it names:
// the element being read (index, from its start at offset), or the array.
func locate(source string, index int, offset int64, data []byte, err error) error {
	e := &FileError{Source: source, Index: index, Offset: offset}
	cutOff := func() {
		if index >= 0 {
			e.Problem = fmt.Sprintf("cut off: the file ends at byte %d, inside this element (download it again)", len(data))
			return
		}
		e.Offset, e.Problem = int64(len(data)), fmt.Sprintf("the file ends at byte %d, inside the array: it is cut off (download it again)", len(data))
	}
	var syntax *jsontext.SyntacticError
	var semantic *json.SemanticError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		cutOff()
	case errors.As(err, &syntax):
		e.Offset = syntax.ByteOffset
		e.Problem = "not valid JSON: " + syntax.Err.Error()
	case errors.As(err, &semantic):
		e.Offset = semantic.ByteOffset
		// The pointer runs from the array: "/3/card_faces/0/name" is
		// card_faces/0/name of element 3.
		_, field, _ := strings.Cut(strings.TrimPrefix(string(semantic.JSONPointer), "/"), "/")
		switch {
		case errors.Is(semantic.Err, io.ErrUnexpectedEOF):
			cutOff()
		case field == "":
			e.Problem = "not a Scryfall object: " + semantic.Error()
		case semantic.JSONKind != 0 && semantic.GoType != nil:
			e.Problem = fmt.Sprintf("field %q is a JSON %s, not the %s Scryfall gives", field, kindName(semantic.JSONKind), goKind(semantic.GoType.Kind().String()))
		default:
			e.Problem = fmt.Sprintf("field %q: %v", field, semantic.Err)
		}
	default:
		e.Problem = err.Error()
	}
	return e
}

// goKind names a Go kind as JSON would: "slice" is an array.
func goKind(kind string) string {
	switch kind {
	case "slice":
		return "array"
	case "struct", "map":
		return "object"
	case "float64", "int":
		return "number"
	}
	return kind
}

// notArray says what a file whose JSON is not an array is instead, for
// the Scryfall objects a judge may download by mistake.
func notArray(data []byte, kind Kind) string {
	want := fmt.Sprintf("expected a JSON array of %s objects", kind.object())
	if data[0] != '{' {
		return want
	}
	var object struct {
		Object  string `json:"object"`
		Details string `json:"details"`
		Type    string `json:"type"`
	}
	if json.Unmarshal(data, &object) != nil || object.Object == "" {
		return want + ", found an object"
	}
	switch object.Object {
	case "list":
		return want + `, found a Scryfall list: the bulk data index or a search page, not a bulk file (judge cards fetch reads the index)`
	case "bulk_data":
		return want + fmt.Sprintf(`, found the description of the bulk file %q: download its download_uri`, object.Type)
	case "error":
		return want + ", found a Scryfall error: " + object.Details
	}
	return want + fmt.Sprintf(", found one Scryfall %q object", object.Object)
}

// skipSpace returns the offset of the first byte at or after i that is
// not JSON white space or a comma between elements.
func skipSpace(data []byte, i int) int {
	for i < len(data) {
		switch data[i] {
		case ' ', '\t', '\n', '\r', ',':
			i++
		default:
			return i
		}
	}
	return i
}

// isUUID accepts the 8-4-4-4-12 hex form Scryfall's IDs have.
func isUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch i {
		case 8, 13, 18, 23:
			if c != '-' {
				return false
			}
		default:
			if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
				return false
			}
		}
	}
	return true
}

// DetectKind says whether data is a cards file or a rulings file, from the
// type of its first object; for a file fetched from a URL, whose kind no
// one stated. Anything else is a *FileError.
func DetectKind(source string, data []byte) (Kind, error) {
	start := skipSpace(data, 0)
	if start == len(data) {
		return "", &FileError{Source: source, Index: -1, Problem: "the file is empty"}
	}
	if data[start] != '[' {
		return "", &FileError{Source: source, Index: -1, Offset: int64(start), Problem: notArray(data[start:], KindCards)}
	}
	dec := jsontext.NewDecoder(bytes.NewReader(data[start:]))
	if _, err := dec.ReadToken(); err != nil || dec.PeekKind() != '{' {
		// An empty or damaged array: reading it as cards says which.
		return KindCards, nil
	}
	var first struct {
		Object string `json:"object"`
	}
	if err := json.UnmarshalDecode(dec, &first); err != nil {
		return KindCards, nil
	}
	if first.Object == "ruling" {
		return KindRulings, nil
	}
	return KindCards, nil
}

// sortRulings orders rulings oldest first, keeping the file's order among
// those of one date.
func sortRulings(rulings []Ruling) {
	slices.SortStableFunc(rulings, func(a, b Ruling) int { return cmp.Compare(a.Date, b.Date) })
}

// ReadFile reads a bulk file from disk, refusing a directory or a file
// larger than MaxFileBytes before reading it into memory.
func ReadFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return nil, fmt.Errorf("%s is a directory, not a Scryfall bulk file", path)
	}
	if info.Size() > MaxFileBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a Scryfall bulk file", path, MaxFileBytes>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a Scryfall bulk file", path, MaxFileBytes>>20)
	}
	return data, nil
}
