package cards

import (
	"errors"
	"testing"

	"github.com/judgekit/judge/corpus/cards/cardstest"
)

// FuzzReadCards reads any bytes as a cards file and as a rulings file: it
// never panics, refuses with a located *FileError, and what it accepts
// lays out as a stored file in which every card is found by its name.
func FuzzReadCards(f *testing.F) {
	fixture := cardstest.Fixture(f)
	f.Add(fixture[:4096])
	f.Add([]byte("[" + boltJSON + "," + anotherCard + "]"))
	f.Add([]byte("[" + rulingJSON + "]"))
	f.Add([]byte(`[{"object":"card","oracle_id":"11111111-2222-3333-4444-555555555555","name":"Fire // Ice","layout":"split","card_faces":[{"name":"Fire"},{"name":"Ice"}]}]`))
	f.Add([]byte(`{"object":"list","data":[]}`))
	f.Add([]byte("[1, {\"object\": \"card\"}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := ReadRulings("fuzz.json", data); err != nil && !errors.Is(err, ErrBadFile) {
			t.Fatalf("rulings: %v is not ErrBadFile", err)
		}
		_, _ = DetectKind("fuzz.json", data)
		read, err := ReadCards("fuzz.json", data)
		if err != nil {
			var located *FileError
			if !errors.As(err, &located) || located.Offset < 0 || located.Offset > int64(len(data)) {
				t.Fatalf("%v: not a located *FileError", err)
			}
			return
		}
		stored, err := encodeCards("0000000000000000000000000000000000000000000000000000000000000000", read.Cards)
		if err != nil {
			t.Fatal(err)
		}
		file := &storedFile{kind: KindCards, data: stored, size: int64(len(stored))}
		table, recordsAt, err := readTable(file.readAt, file.size, cardsMagic)
		if err != nil {
			t.Fatal(err)
		}
		file.recordsAt = recordsAt
		if file.names, err = decodeNames(table, file.size-recordsAt); err != nil {
			t.Fatal(err)
		}
		for _, card := range read.Cards {
			if foldName(card.Name) == "" {
				continue
			}
			found, err := find(file, card.Name)
			var ambiguous *AmbiguousCardError
			if errors.As(err, &ambiguous) {
				continue // several cards fold to one name
			}
			if err != nil || foldName(found.Card.Name) != foldName(card.Name) {
				t.Fatalf("%q: found %v, %v", card.Name, found, err)
			}
		}
	})
}

// FuzzDecodeStoredCards reads any bytes as a stored cards file: looking a
// card up in it never panics and fails, if it fails, as damage.
func FuzzDecodeStoredCards(f *testing.F) {
	read, err := ReadCards("fixture", cardstest.Fixture(f))
	if err != nil {
		f.Fatal(err)
	}
	stored, err := encodeCards("0000000000000000000000000000000000000000000000000000000000000000", read.Cards[:40])
	if err != nil {
		f.Fatal(err)
	}
	f.Add(stored)
	f.Add(stored[:headerSize+20])
	f.Fuzz(func(t *testing.T, data []byte) {
		file := &storedFile{kind: KindCards, data: data, size: int64(len(data))}
		table, recordsAt, err := readTable(file.readAt, file.size, cardsMagic)
		if err != nil {
			if !errors.Is(err, ErrDamaged) {
				t.Fatalf("%v is not ErrDamaged", err)
			}
			return
		}
		file.recordsAt = recordsAt
		if file.names, err = decodeNames(table, file.size-recordsAt); err != nil {
			return
		}
		for _, name := range []string{"Plains", "bolt", "goyf", "snapcaster mgae", "zzzz"} {
			_, err := find(file, name)
			if err != nil && !errors.Is(err, ErrDamaged) && !errors.Is(err, ErrUnknownCard) && !errors.Is(err, ErrAmbiguousCard) {
				t.Fatalf("%s: %v", name, err)
			}
		}
	})
}
