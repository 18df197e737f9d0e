package cards

import (
	"slices"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// builtinRules are the keyword rules of the built-in default edition.
func builtinRules(t *testing.T) *KeywordRules {
	t.Helper()
	edition, err := corpus.NewEditions(t.TempDir()).Load("")
	if err != nil {
		t.Fatal(err)
	}
	return KeywordRulesOf(edition)
}

func TestKeywordRulesAreFoundByTitle(t *testing.T) {
	rules := builtinRules(t)
	want := map[string]KeywordRule{
		"Flying":        {Title: "Flying", Rule: "702.9", Kind: KindAbility},
		"Double Strike": {Title: "Double Strike", Rule: "702.4", Kind: KindAbility},
		"Exile":         {Title: "Exile", Rule: "701.13", Kind: KindAction},
		"Scry":          {Title: "Scry", Rule: "701.22", Kind: KindAction},
	}
	for _, rule := range rules.Rules {
		if w, ok := want[rule.Title]; ok {
			if rule != w {
				t.Errorf("%s: %+v, want %+v", rule.Title, rule, w)
			}
			delete(want, rule.Title)
		}
	}
	if len(want) > 0 {
		t.Errorf("not found: %v", want)
	}
	if len(rules.Rules) < 200 {
		t.Errorf("%d keyword rules, want every 701 and 702 titled rule", len(rules.Rules))
	}
}

func TestKeywordRulesOfAnEditionWithoutTheirHeadings(t *testing.T) {
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	rules := KeywordRulesOf(seed)
	var titles []string
	for _, rule := range rules.Rules {
		titles = append(titles, rule.Rule+" "+rule.Title)
	}
	if !slices.Contains(titles, "502.46 Convoke") || slices.Contains(titles, "415.7 Changing Targets") {
		t.Fatalf("seed keyword rules %q", titles)
	}
}

func TestLinkFindsKeywordsInOracleText(t *testing.T) {
	rules := builtinRules(t)
	store := fixtureStore(t)
	for name, want := range map[string][]string{
		"Counterspell":         {"701.6"},
		"Swords to Plowshares": {"701.13"},
		"Serra Angel":          {"702.9", "702.20"},
		// "exile target creature", but not the reminder text's words.
		"Mulldrifter": {"702.9", "702.74"},
		// "a +1/+1 counter" is a counter, not the keyword action.
		"Ajani's Pridemate": nil,
		// Transform from Scryfall's keywords and the text; Reveal used as
		// a verb.
		"Delver of Secrets // Insectile Aberration": {"701.20", "701.27", "702.9"},
		// Tap and Untap is found by either word.
		"Fire // Ice": {"701.26"},
		// "enchantment" is not Enchant, nor "defending" Defender: a word
		// derived from a keyword is not the keyword.
		"Kami of Ancient Law": {"701.8", "701.21"},
		"Goblin Guide":        {"701.20", "702.10"},
		// Its name is not its text: "Fire" would not be a keyword anyway,
		// and neither is "Lightning".
		"Lightning Bolt": nil,
	} {
		found, err := store.Find(name)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, link := range rules.Link(found.Card) {
			got = append(got, link.Rule)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: rules %q, want %q", name, got, want)
		}
	}
}

func TestLinkSkipsTheCardsOwnName(t *testing.T) {
	rules := builtinRules(t)
	card := &Card{Name: "Fight with Fire", OracleText: "Fight with Fire deals 5 damage to target creature."}
	if links := rules.Link(card); len(links) != 0 {
		t.Fatalf("links %+v, want none: the name is not rules text", links)
	}
	card = &Card{Name: "Prey Upon", OracleText: "Target creature you control fights target creature you don't control."}
	if links := rules.Link(card); len(links) != 1 || links[0].Rule != "701.14" || links[0].Keyword != "fights" {
		t.Fatalf("links %+v, want Fight as printed", links)
	}
}

func TestLinkReadsAbilitiesAfterTheirCosts(t *testing.T) {
	rules := builtinRules(t)
	card := &Card{Name: "Elspeth, Sun's Champion", OracleText: "+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater."}
	var got []string
	for _, link := range rules.Link(card) {
		got = append(got, link.Title)
	}
	if !slices.Equal(got, []string{"Create", "Destroy"}) {
		t.Fatalf("links %q, want the actions after the loyalty costs", got)
	}
	// A number in the same clause still makes a noun of the word after it.
	card = &Card{Name: "Test", OracleText: "Remove two counters from it: Draw a card."}
	if links := rules.Link(card); len(links) != 0 {
		t.Fatalf("links %+v, want none", links)
	}
}
