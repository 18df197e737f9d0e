package web

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/corpus/cards/cardstest"
)

// cardsDir is the data directory of the server withCards returns, set
// when that server is made.
var cardsDir string

// withCards returns a server whose data directory holds the card fixture,
// shared by the tests that only read.
func withCards(t *testing.T) *Server {
	t.Helper()
	return sharedServerOf(t, "cards", func(dir string) error {
		cardsDir = dir
		importFixture(t, dir)
		return nil
	})
}

// importFixture imports the card fixture into the data directory dir.
func importFixture(t testing.TB, dir string) {
	t.Helper()
	store, err := cards.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	rulings, err := os.ReadFile(cardstest.RulingsPath(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Import(&cards.Source{Name: "oracle-cards.json", Data: cardstest.Fixture(t)}, &cards.Source{Name: "rulings.json", Data: rulings}, cards.ImportOptions{Now: time.Now()}); err != nil {
		t.Fatal(err)
	}
}

// TestAPICardAnswersAsTheCLIPrints compares /api/cards with what `judge
// card NAME --json` prints: the store's find and the edition's keyword
// rules, encoded the same way.
func TestAPICardAnswersAsTheCLIPrints(t *testing.T) {
	s := withCards(t)
	store, err := cards.OpenStore(cardsDir)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	for target, test := range map[string]struct{ name, edition string }{
		"/api/cards/Lightning%20Bolt":           {"Lightning Bolt", ""},
		"/api/cards/serra%20angel?edition=seed": {"serra angel", corpus.SeedID},
		"/api/cards/fire%20%2F%2F%20ice":        {"fire // ice", ""},
		"/api/cards/insectile%20aberration":     {"insectile aberration", ""},
		"/api/cards/tarmogof":                   {"tarmogof", ""},
		"/api/cards/Serra%20Angel?edition=2026": {"Serra Angel", "2026"},
	} {
		t.Run(target, func(t *testing.T) {
			w := do(t, s, http.MethodGet, target, nil)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			found, err := store.Find(test.name)
			if err != nil {
				t.Fatal(err)
			}
			edition, err := corpus.NewEditions(cardsDir).Load(test.edition)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := w.Body.String(), encoded(t, cards.NewOutput(test.name, found, cards.KeywordRulesOf(edition))); got != want {
				t.Errorf("body =\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestAPICardErrors(t *testing.T) {
	s := withCards(t)
	for target, want := range map[string]struct {
		status  int
		nearest []string
	}{
		"/api/cards/elf": {http.StatusMultipleChoices, []string{"Glistener Elf", "Bloodbraid Elf"}},
		"/api/cards/lightning%20boltz%20of%20doom": {http.StatusNotFound, []string{"Lightning Bolt"}},
		"/api/cards/Lightning%20Bolt?edition=1999": {http.StatusNotFound, nil},
	} {
		w := do(t, s, http.MethodGet, target, nil)
		e := decodeError(t, w)
		if w.Code != want.status || (want.nearest != nil && !slices.Equal(e.Nearest[:min(len(e.Nearest), len(want.nearest))], want.nearest)) {
			t.Errorf("%s: %d %+v, want %d naming %q", target, w.Code, e, want.status, want.nearest)
		}
	}
	empty := newTestServer(t, Config{})
	w := do(t, empty, http.MethodGet, "/api/cards/bolt", nil)
	if e := decodeError(t, w); w.Code != http.StatusNotFound || !strings.Contains(e.Message, "judge cards fetch") {
		t.Errorf("no cards imported: %d %+v", w.Code, e)
	}
}

func TestCardPage(t *testing.T) {
	s := withCards(t)
	w := do(t, s, http.MethodGet, "/cards/Serra%20Angel", nil)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	doc := parseHTML(t, w.Body.Bytes())
	if h1 := selectAll(doc, "h1"); len(h1) != 1 || textOf(h1[0]) != "Serra Angel" {
		t.Fatalf("h1 %v", h1)
	}
	if got := textOf(selectAll(doc, ".type-line")[0]); got != "{3}{W}{W} Creature — Angel" {
		t.Errorf("type line %q", got)
	}
	if got := textOf(selectAll(doc, ".stats")[0]); got != "4/4" {
		t.Errorf("stats %q", got)
	}
	links := hrefs(doc, ".card-rules a")
	if !slices.Equal(links, []string{"/rules/2026-04-17/702.9", "/rules/2026-04-17/702.20"}) {
		t.Errorf("rule links %q", links)
	}

	w = do(t, s, http.MethodGet, "/cards/Tarmogoyf", nil)
	doc = parseHTML(t, w.Body.Bytes())
	rulings := selectAll(doc, ".rulings li")
	if len(rulings) != 5 || !strings.HasPrefix(textOf(rulings[0]), "2021-03-19 The ability that defines Tarmogoyf") {
		t.Errorf("rulings %d, first %q", len(rulings), textOf(rulings[0]))
	}

	// Both faces of a card of two, each with its own stats.
	w = do(t, s, http.MethodGet, "/cards/Delver%20of%20Secrets%20%2F%2F%20Insectile%20Aberration", nil)
	doc = parseHTML(t, w.Body.Bytes())
	if faces := selectAll(doc, ".face h2"); len(faces) != 2 || textOf(faces[1]) != "Insectile Aberration" {
		t.Errorf("faces %v: %s", faces, w.Body)
	}
}

func TestCardPageRedirectsToTheCardsOwnAddress(t *testing.T) {
	s := withCards(t)
	for target, want := range map[string]string{
		"/cards/goyf":             "/cards/Tarmogoyf",
		"/cards/ice?edition=seed": "/cards/Fire%20%2F%2F%20Ice?edition=seed",
		"/cards/jotun%20grunt":    "/cards/J%C3%B6tun%20Grunt",
	} {
		w := do(t, s, http.MethodGet, target, nil)
		if w.Code != http.StatusFound || w.Header().Get("Location") != want {
			t.Errorf("%s: %d to %q, want a redirect to %q", target, w.Code, w.Header().Get("Location"), want)
			continue
		}
		if w := do(t, s, http.MethodGet, want, nil); w.Code != http.StatusOK {
			t.Errorf("%s: %d", want, w.Code)
		}
	}
	w := do(t, s, http.MethodGet, "/cards/elf", nil)
	doc := parseHTML(t, w.Body.Bytes())
	if w.Code != http.StatusMultipleChoices || !slices.Contains(hrefs(doc, "a"), "/cards/Bloodbraid%20Elf?edition=2026-04-17") {
		t.Errorf("an ambiguous name: %d, links %q", w.Code, hrefs(doc, "a"))
	}
}

func TestSearchShowsTheCardsItNames(t *testing.T) {
	s := withCards(t)
	// The seed's index is built in memory at once: the default
	// edition's would be built first, within the request's time.
	w := do(t, s, http.MethodGet, "/search?q=lightning+helix&edition=seed", nil)
	doc := parseHTML(t, w.Body.Bytes())
	if links := hrefs(doc, ".card-hits a"); !slices.Equal(links, []string{"/cards/Lightning%20Helix?edition=seed"}) {
		t.Errorf("card links %q: %d %s", links, w.Code, w.Body)
	}
	w = do(t, s, http.MethodGet, "/api/search?q=lightning+helix&edition=seed", nil)
	var out struct {
		Cards []cards.Hit `json:"cards"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil || len(out.Cards) != 1 || out.Cards[0].Name != "Lightning Helix" {
		t.Errorf("API cards %+v, %v", out.Cards, err)
	}
	// A query that names no card, or only misspells one, shows none.
	w = do(t, s, http.MethodGet, "/search?q=damage+on+the+stack&edition=seed", nil)
	if links := hrefs(parseHTML(t, w.Body.Bytes()), ".card-hits a"); len(links) != 0 {
		t.Errorf("card links %q for a rules question", links)
	}
}

func TestEditionSwitchStaysOnTheCard(t *testing.T) {
	s := withCards(t)
	w := do(t, s, http.MethodGet, "/switch?edition=seed&card=Serra+Angel", nil)
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/cards/Serra%20Angel?edition=seed" {
		t.Errorf("switch: %d to %q", w.Code, w.Header().Get("Location"))
	}
}

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
