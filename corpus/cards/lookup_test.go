package cards

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestFindByTheNamesJudgesType(t *testing.T) {
	store := fixtureStore(t)
	for _, test := range []struct {
		typed, card string
		match       Match
		face        string
	}{
		{"Lightning Bolt", "Lightning Bolt", MatchExact, ""},
		{"LIGHTNING   bolt", "Lightning Bolt", MatchExact, ""},
		{"fire // ice", "Fire // Ice", MatchExact, ""},
		{"Fire/Ice", "Fire // Ice", MatchExact, ""},
		{"fire", "Fire // Ice", MatchExact, "Fire"},
		{"Ice", "Fire // Ice", MatchExact, "Ice"},
		{"jotun grunt", "Jötun Grunt", MatchExact, ""},
		{"Jötun Grunt", "Jötun Grunt", MatchExact, ""},
		{"insectile aberration", "Delver of Secrets // Insectile Aberration", MatchExact, "Insectile Aberration"},
		{"delver of secrets", "Delver of Secrets // Insectile Aberration", MatchExact, "Delver of Secrets"},
		{"Isamaru Hound of Konda", "Isamaru, Hound of Konda", MatchExact, ""},
		{"jace the mind sculptor", "Jace, the Mind Sculptor", MatchExact, ""},
		{"ertais", "", MatchNone, ""},
		{"ajanis pridemate", "Ajani's Pridemate", MatchExact, ""},
		{"Ajani’s Pridemate", "Ajani's Pridemate", MatchExact, ""},
		{"isamaru", "Isamaru, Hound of Konda", MatchWords, ""},
		{"bolt", "Lightning Bolt", MatchWords, ""},
		{"plowshares", "Swords to Plowshares", MatchWords, ""},
		{"stomp", "Bonecrusher Giant // Stomp", MatchExact, "Stomp"},
		{"goyf", "Tarmogoyf", MatchPart, ""},
		{"light hel", "Lightning Helix", MatchWordStarts, ""},
		{"tarmogof", "Tarmogoyf", MatchTypo, ""},
		{"lightnig bolt", "Lightning Bolt", MatchTypo, ""},
		{"snapcaster mgae", "Snapcaster Mage", MatchTypo, ""},
		{"tok tok", "Akki Lavarunner // Tok-Tok, Volcano Born", MatchWords, "Tok-Tok, Volcano Born"},
	} {
		t.Run(test.typed, func(t *testing.T) {
			found, err := store.Find(test.typed)
			if test.card == "" {
				if !errors.Is(err, ErrUnknownCard) {
					t.Fatalf("found %v, %v; want unknown", found, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if found.Card.Name != test.card || found.Match != test.match || found.Face != test.face {
				t.Fatalf("found %q by %v (face %q), want %q by %v (face %q)", found.Card.Name, found.Match, found.Face, test.card, test.match, test.face)
			}
		})
	}
}

func TestAmbiguousNamesListTheCards(t *testing.T) {
	store := fixtureStore(t)
	for typed, want := range map[string][]string{
		"elf":   {"Glistener Elf", "Bloodbraid Elf"},
		"sword": {"Swords to Plowshares", "Wall of Swords"},
	} {
		_, err := store.Find(typed)
		var ambiguous *AmbiguousCardError
		if !errors.As(err, &ambiguous) || !errors.Is(err, ErrAmbiguousCard) {
			t.Fatalf("%s: %v, want an *AmbiguousCardError", typed, err)
		}
		if !slices.Equal(ambiguous.Matches, want) || ambiguous.Total != len(want) {
			t.Errorf("%s: matches %q (%d), want %q", typed, ambiguous.Matches, ambiguous.Total, want)
		}
	}
}

func TestUnknownNamesSayWhatIsNear(t *testing.T) {
	store := fixtureStore(t)
	_, err := store.Find("Lightning Boltz of Doom")
	var unknown *UnknownCardError
	if !errors.As(err, &unknown) {
		t.Fatalf("error %v, want an *UnknownCardError", err)
	}
	if len(unknown.Nearest) == 0 || unknown.Nearest[0] != "Lightning Bolt" {
		t.Fatalf("nearest %q, want Lightning Bolt first", unknown.Nearest)
	}
	if !strings.Contains(err.Error(), `no card is named "Lightning Boltz of Doom"; nearest: Lightning Bolt`) {
		t.Fatalf("message %q", err)
	}
}

// popularStore holds three cards a word names equally well, two ranked
// far apart and one unranked, and a token sharing a card's name.
func popularStore(t *testing.T) *Store {
	t.Helper()
	store := emptyStore(t)
	cards := `[
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000001","name":"Test Bolt","layout":"normal","type_line":"Instant","edhrec_rank":40},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000002","name":"Bolt of Testing","layout":"normal","type_line":"Sorcery","edhrec_rank":9000},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000003","name":"Unranked Bolt","layout":"normal","type_line":"Instant"},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000004","name":"Test Spark","layout":"normal","type_line":"Instant","edhrec_rank":500},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000005","name":"Test Sparkle","layout":"normal","type_line":"Instant","edhrec_rank":700},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000006","name":"Soldier","layout":"token","type_line":"Token Creature — Soldier"},
{"object":"card","oracle_id":"00000000-0000-4000-8000-000000000007","name":"Soldier","layout":"normal","type_line":"Creature — Human Soldier","edhrec_rank":30000}
]`
	if _, err := store.Import(&Source{Name: "cards.json", Data: []byte(cards)}, nil, ImportOptions{Now: importTime}); err != nil {
		t.Fatal(err)
	}
	return store
}

func TestFarMorePlayedCardIsChosen(t *testing.T) {
	store := popularStore(t)
	found, err := store.Find("bolt")
	if err != nil {
		t.Fatal(err)
	}
	if found.Card.Name != "Test Bolt" || !slices.Equal(found.Others, []string{"Bolt of Testing", "Unranked Bolt"}) {
		t.Fatalf("found %s, others %q", found.Card.Name, found.Others)
	}
	// 500 and 700 are too close to tell which was meant.
	if _, err := store.Find("test spa"); !errors.Is(err, ErrAmbiguousCard) {
		t.Fatalf("test spa: %v, want ambiguous", err)
	}
}

// TestFixtureRanksChooseTheStaple: in the fixture, as in Scryfall's data,
// a word two cards share finds the one far more played, naming the other.
func TestFixtureRanksChooseTheStaple(t *testing.T) {
	found, err := fixtureStore(t).Find("bolt")
	if err != nil {
		t.Fatal(err)
	}
	if found.Card.Name != "Lightning Bolt" || !slices.Equal(found.Others, []string{"Rift Bolt"}) || found.Card.Rank == 0 {
		t.Fatalf("found %s (rank %d), others %q", found.Card.Name, found.Card.Rank, found.Others)
	}
}

func TestCardsBeforeTokens(t *testing.T) {
	found, err := popularStore(t).Find("soldier")
	if err != nil {
		t.Fatal(err)
	}
	if found.Card.Layout != "normal" {
		t.Fatalf("found the %s, want the card", found.Card.Layout)
	}
}

func TestSearchListsCardsByName(t *testing.T) {
	store := fixtureStore(t)
	hits, err := store.Search("lightning", 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != 3 {
		t.Fatalf("hits %+v, want 3", hits)
	}
	for _, hit := range hits {
		if hit.Match != "words" || !strings.Contains(hit.Name, "Lightning") || hit.TypeLine == "" {
			t.Errorf("hit %+v", hit)
		}
	}
	if hits, err := emptyStore(t).Search("lightning", 3); err != nil || len(hits) != 0 {
		t.Fatalf("an empty store: %+v, %v", hits, err)
	}
}

func TestFoldName(t *testing.T) {
	for in, want := range map[string]string{
		"Jötun Grunt":                  "jotun grunt",
		"Æther Vial":                   "aether vial",
		"Borborygmos, Enraged":         "borborygmos enraged",
		"Fire // Ice":                  "fire ice",
		"Ertai's Familiar":             "ertais familiar",
		"Tok-Tok, Volcano Born":        "tok tok volcano born",
		"  Lim-Dûl's   Vault  ":        "lim duls vault",
		"Start Your Engines!":          "start your engines",
		"Séance":                       "seance",
		"The Ring Tempts You":          "the ring tempts you",
		"Ratonhnhaké:ton":              "ratonhnhake ton",
		"\"Ach! Hans, Run!\"":          "ach hans run",
		"Lórien Revealed":              "lorien revealed",
		"Dandân":                       "dandan",
		"Øyvind? no: Ærathi Berserker": "oyvind no aerathi berserker",
	} {
		if got := foldName(in); got != want {
			t.Errorf("foldName(%q) = %q, want %q", in, got, want)
		}
	}
}
