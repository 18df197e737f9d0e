package cards

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/cards/cardstest"
)

const (
	boltJSON    = `{"object":"card","oracle_id":"4457ed35-7c10-48c8-9776-456485fdf070","name":"Lightning Bolt","layout":"normal","mana_cost":"{R}","cmc":1.0,"type_line":"Instant","oracle_text":"Lightning Bolt deals 3 damage to any target.","colors":["R"]}`
	rulingJSON  = `{"object":"ruling","oracle_id":"4457ed35-7c10-48c8-9776-456485fdf070","source":"wotc","published_at":"2024-11-08","comment":"A ruling."}`
	anotherCard = `{"object":"card","oracle_id":"11111111-2222-3333-4444-555555555555","name":"Grizzly Bears","layout":"normal","mana_cost":"{1}{G}","type_line":"Creature — Bear","power":"2","toughness":"2"}`
)

func TestFixtureReadsWhole(t *testing.T) {
	read, err := ReadCards("oracle-cards.json", cardstest.Fixture(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Cards) < 300 || read.Skipped != 0 || read.Merged != 0 {
		t.Fatalf("read %d cards (%d skipped, %d merged), want at least 300 and none left out", len(read.Cards), read.Skipped, read.Merged)
	}
	ids := map[string]string{}
	for _, card := range read.Cards {
		if card.TypeLine == "" {
			t.Errorf("%s has no type line", card.Name)
		}
		if other, ok := ids[card.OracleID]; ok {
			t.Errorf("%s and %s share the Oracle ID %s", card.Name, other, card.OracleID)
		}
		ids[card.OracleID] = card.Name
	}
	data, err := os.ReadFile(cardstest.RulingsPath(t))
	if err != nil {
		t.Fatal(err)
	}
	rulings, err := ReadRulings("rulings.json", data)
	if err != nil {
		t.Fatal(err)
	}
	for id := range rulings.ByOracleID {
		if _, ok := ids[id]; !ok {
			t.Errorf("rulings about Oracle ID %s, which no fixture card has", id)
		}
	}
}

func TestReadCardsRefusesDamagedFiles(t *testing.T) {
	whole := "[" + boltJSON + ",\n" + anotherCard + "]"
	for _, test := range []struct {
		name, data string
		// want are the parts the message must hold: what and where.
		want []string
	}{
		{"empty", "", []string{"the file is empty"}},
		{"cut off inside an element", whole[:len(boltJSON)+30], []string{fmt.Sprintf("element 1 at byte %d", len(boltJSON)+3), "cut off: the file ends at byte"}},
		{"cut off between elements", "[" + boltJSON + ",", []string{"cut off"}},
		{"cut off before the end", "[" + boltJSON, []string{"cut off"}},
		{"not JSON", "Lightning Bolt deals 3 damage", []string{"byte 0", "expected a JSON array of card objects"}},
		{"invalid JSON in an element", "[" + boltJSON + ", {\"object\": card}]", []string{"element 1", "not valid JSON"}},
		{"an array of numbers", "[1, 2, 3]", []string{"element 0", "byte 1", "a JSON number, not an object"}},
		{"an array of non-cards", `[{"object":"set","name":"Alpha"}]`, []string{"element 0", `a Scryfall "set" object, not a card`}},
		{"objects without a type", `[{"name":"Lightning Bolt"}]`, []string{"element 0", `no "object" field`}},
		{"the rulings file", "[" + rulingJSON + "]", []string{"element 0", "byte 1", "a ruling, not a card", "rulings file"}},
		{"a ruling among the cards", "[" + boltJSON + ",\n" + rulingJSON + "]", []string{"element 1", fmt.Sprintf("byte %d", len(boltJSON)+3), "a ruling, not a card"}},
		{"a Scryfall list", `{"object":"list","data":[]}`, []string{"found a Scryfall list"}},
		{"a Scryfall error", `{"object":"error","details":"Not found"}`, []string{"Scryfall error: Not found"}},
		{"no cards", "[]", []string{"holds no cards"}},
		{"no oracle_id", `[{"object":"card","name":"Lightning Bolt","layout":"normal"}]`, []string{"element 0 (\"Lightning Bolt\")", "no oracle_id"}},
		{"a bad oracle_id", `[{"object":"card","name":"Lightning Bolt","layout":"normal","oracle_id":"bolt"}]`, []string{"\"bolt\" is not a UUID"}},
		{"a face without a name", `[{"object":"card","name":"Fire // Ice","layout":"split","oracle_id":"11111111-2222-3333-4444-555555555555","card_faces":[{"name":""}]}]`, []string{"face 0 has no name"}},
		{"a field of the wrong type", `[{"object":"card","name":"Lightning Bolt","cmc":"one"}]`, []string{"element 0", `field "cmc"`}},
		{"data after the array", "[" + boltJSON + "] []", []string{"data after the array"}},
	} {
		t.Run(test.name, func(t *testing.T) {
			_, err := ReadCards("cards.json", []byte(test.data))
			if !errors.Is(err, ErrBadFile) {
				t.Fatalf("error %v, want ErrBadFile", err)
			}
			for _, want := range append(test.want, "cards.json") {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not say %q", err, want)
				}
			}
		})
	}
}

func TestReadRulingsRefusesOtherFiles(t *testing.T) {
	for _, test := range []struct {
		name, data, want string
	}{
		{"the cards file", "[" + boltJSON + "]", "a card, not a ruling"},
		{"no date", `[{"object":"ruling","oracle_id":"4457ed35-7c10-48c8-9776-456485fdf070","comment":"x"}]`, "published_at \"\" is not a date"},
		{"no comment", `[{"object":"ruling","oracle_id":"4457ed35-7c10-48c8-9776-456485fdf070","published_at":"2024-11-08"}]`, "no comment"},
		{"cut off", "[" + rulingJSON[:40], "cut off"},
	} {
		t.Run(test.name, func(t *testing.T) {
			_, err := ReadRulings("rulings.json", []byte(test.data))
			if !errors.Is(err, ErrBadFile) || !strings.Contains(err.Error(), test.want) {
				t.Fatalf("error %v, want ErrBadFile saying %q", err, test.want)
			}
		})
	}
}

func TestReadCardsKeepsOneOfEachCard(t *testing.T) {
	artSeries := `{"object":"card","oracle_id":"22222222-2222-3333-4444-555555555555","name":"Lightning Bolt // Lightning Bolt","layout":"art_series"}`
	read, err := ReadCards("default-cards.json", []byte("["+boltJSON+","+boltJSON+","+artSeries+","+anotherCard+"]"))
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Cards) != 2 || read.Merged != 1 || read.Skipped != 1 {
		t.Fatalf("read %d cards, %d merged, %d skipped; want 2, 1, 1", len(read.Cards), read.Merged, read.Skipped)
	}
}

func TestReadRulingsSortsByDate(t *testing.T) {
	older := strings.Replace(strings.Replace(rulingJSON, "2024-11-08", "2004-10-04", 1), "A ruling.", "An older ruling.", 1)
	read, err := ReadRulings("rulings.json", []byte("["+rulingJSON+","+older+"]"))
	if err != nil {
		t.Fatal(err)
	}
	got := read.ByOracleID["4457ed35-7c10-48c8-9776-456485fdf070"]
	if len(got) != 2 || got[0].Date != "2004-10-04" || got[1].Text != "A ruling." {
		t.Fatalf("rulings %+v, want the older first", got)
	}
}

func TestDetectKind(t *testing.T) {
	for data, want := range map[string]Kind{
		"[" + boltJSON + "]":   KindCards,
		"[" + rulingJSON + "]": KindRulings,
		"[]":                   KindCards,
	} {
		if got, err := DetectKind("x.json", []byte(data)); err != nil || got != want {
			t.Errorf("DetectKind(%.30q) = %q, %v; want %q", data, got, err, want)
		}
	}
	if _, err := DetectKind("x.json", []byte(`{"object":"list"}`)); !errors.Is(err, ErrBadFile) {
		t.Errorf("a list object: error %v, want ErrBadFile", err)
	}
}
