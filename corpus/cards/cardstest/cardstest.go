package cardstest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// FixturePath is the fixture of real cards with their Oracle text, a
// Scryfall oracle cards file.
func FixturePath(tb testing.TB) string {
	tb.Helper()
	return filepath.Join(corpustest.ModuleRoot(tb), "corpus", "cards", "testdata", "oracle-cards.json")
}

// RulingsPath is the fixture's rulings, a Scryfall rulings file.
func RulingsPath(tb testing.TB) string {
	tb.Helper()
	return filepath.Join(corpustest.ModuleRoot(tb), "corpus", "cards", "testdata", "rulings.json")
}

// Fixture reads the fixture cards file.
func Fixture(tb testing.TB) []byte {
	tb.Helper()
	data, err := os.ReadFile(FixturePath(tb))
	if err != nil {
		tb.Fatal(err)
	}
	return data
}

// BulkCards returns an oracle cards file of n cards, the size of
// Scryfall's: the fixture's real cards, then generated ones with made-up
// names ("Ashen Drake of the Vault 17") and every field a real card object
// has (images, prices, legalities, links), so reading it costs what reading
// the real file does.
func BulkCards(tb testing.TB, n int) []byte {
	tb.Helper()
	var fixture []json.RawMessage
	if err := json.Unmarshal(Fixture(tb), &fixture); err != nil {
		tb.Fatalf("fixture: %v", err)
	}
	var b bytes.Buffer
	b.WriteString("[\n")
	for i, card := range fixture[:min(n, len(fixture))] {
		if i > 0 {
			b.WriteString(",\n")
		}
		b.Write(card)
	}
	for i := len(fixture); i < n; i++ {
		if i > 0 {
			b.WriteString(",\n")
		}
		writeGenerated(&b, i)
	}
	b.WriteString("\n]\n")
	return b.Bytes()
}

// BulkRulings returns a rulings file of perCard rulings on each of the
// first cards of BulkCards(n) after the fixture's.
func BulkRulings(tb testing.TB, n, perCard int) []byte {
	tb.Helper()
	var b bytes.Buffer
	b.WriteString("[\n")
	for i := range n {
		for j := range perCard {
			if i > 0 || j > 0 {
				b.WriteString(",\n")
			}
			fmt.Fprintf(&b, `{"object":"ruling","oracle_id":"%s","source":"wotc","published_at":"20%02d-0%d-1%d","comment":"Generated ruling %d about card %d: if the ability's target is illegal as it tries to resolve, it doesn't resolve and none of its effects happen."}`,
				uuid(2, i), 10+j%15, 1+j%9, j%10, j, i)
		}
	}
	b.WriteString("\n]\n")
	return b.Bytes()
}

var (
	adjectives = []string{"Ashen", "Blazing", "Crimson", "Dread", "Elder", "Frost", "Gilded", "Hollow", "Iron", "Jade",
		"Keen", "Lunar", "Molten", "Noble", "Obsidian", "Pale", "Quiet", "Radiant", "Sunken", "Thorned",
		"Umbral", "Verdant", "Wild", "Young", "Zealous", "Bitter", "Cinder", "Dusk", "Ember", "Feral"}
	nouns = []string{"Drake", "Knight", "Sphinx", "Wurm", "Oracle", "Golem", "Shaman", "Rogue", "Angel", "Hydra",
		"Witch", "Titan", "Sentry", "Herald", "Warden", "Stalker", "Seer", "Colossus", "Druid", "Reaver",
		"Specter", "Courier", "Marauder", "Sage", "Hound", "Bear", "Falcon", "Serpent", "Giant", "Imp"}
	places = []string{"Vault", "Mire", "Spire", "Wastes", "Grove", "Citadel", "Depths", "Peaks", "Reach", "Hollows"}
	texts  = []string{
		"Flying\nWhen this creature enters, draw a card.",
		"Trample, haste\nWhenever this creature attacks, it gets +2/+0 until end of turn.",
		"Deathtouch\n{2}{B}, Sacrifice this creature: Target player loses 2 life.",
		"Vigilance\nAt the beginning of your upkeep, scry 1.",
		"Ward {2}\nWhenever you cast a noncreature spell, put a +1/+1 counter on this creature.",
		"When this creature dies, exile target card from a graveyard.",
		"{T}: Add one mana of any color. Spend this mana only to cast creature spells.",
	}
)

// writeGenerated writes generated card i as a full Scryfall card object.
func writeGenerated(b *bytes.Buffer, i int) {
	a, n, p := adjectives[i%len(adjectives)], nouns[(i/len(adjectives))%len(nouns)], places[(i/(len(adjectives)*len(nouns)))%len(places)]
	name := fmt.Sprintf("%s %s of the %s %d", a, n, p, i)
	id, oracle := uuid(1, i), uuid(2, i)
	fmt.Fprintf(b, `{"object":"card","id":"%[1]s","oracle_id":"%[2]s","multiverse_ids":[%[3]d],"mtgo_id":%[3]d,"tcgplayer_id":%[3]d,"cardmarket_id":%[3]d,"name":%[4]q,"lang":"en","released_at":"2024-11-15","uri":"https://api.scryfall.com/cards/%[1]s","scryfall_uri":"https://scryfall.com/card/gen/%[3]d/generated?utm_source=api","layout":"normal","highres_image":true,"image_status":"highres_scan","image_uris":{"small":"https://cards.scryfall.io/small/front/%[1]s.jpg?1730489123","normal":"https://cards.scryfall.io/normal/front/%[1]s.jpg?1730489123","large":"https://cards.scryfall.io/large/front/%[1]s.jpg?1730489123","png":"https://cards.scryfall.io/png/front/%[1]s.png?1730489123","art_crop":"https://cards.scryfall.io/art_crop/front/%[1]s.jpg?1730489123","border_crop":"https://cards.scryfall.io/border_crop/front/%[1]s.jpg?1730489123"},"mana_cost":"{%[5]d}{G}","cmc":%[6]d.0,"type_line":"Creature — %[7]s","oracle_text":%[8]q,"power":"%[9]d","toughness":"%[10]d","colors":["G"],"color_identity":["G"],"keywords":["Flying"],"legalities":{"standard":"not_legal","future":"not_legal","historic":"legal","timeless":"legal","gladiator":"legal","pioneer":"legal","explorer":"legal","modern":"legal","legacy":"legal","pauper":"not_legal","vintage":"legal","penny":"legal","commander":"legal","oathbreaker":"legal","standardbrawl":"not_legal","brawl":"legal","alchemy":"not_legal","paupercommander":"not_legal","duel":"legal","oldschool":"not_legal","premodern":"not_legal","predh":"not_legal"},"games":["paper","mtgo","arena"],"reserved":false,"game_changer":false,"foil":true,"nonfoil":true,"finishes":["nonfoil","foil"],"oversized":false,"promo":false,"reprint":false,"variation":false,"set_id":"%[2]s","set":"gen","set_name":"Generated","set_type":"expansion","set_uri":"https://api.scryfall.com/sets/%[2]s","set_search_uri":"https://api.scryfall.com/cards/search?order=set\u0026q=e%%3Agen\u0026unique=prints","scryfall_set_uri":"https://scryfall.com/sets/gen?utm_source=api","rulings_uri":"https://api.scryfall.com/cards/%[1]s/rulings","prints_search_uri":"https://api.scryfall.com/cards/search?order=released\u0026q=oracleid%%3A%[2]s\u0026unique=prints","collector_number":"%[3]d","digital":false,"rarity":"common","flavor_text":"The old roads remember every traveller, and forgive none of them.","card_back_id":"0aeebaf5-8c7d-4636-9e82-8c27447861f7","artist":"Generated Artist","artist_ids":["%[1]s"],"illustration_id":"%[2]s","border_color":"black","frame":"2015","security_stamp":"oval","full_art":false,"textless":false,"booster":true,"story_spotlight":false,"edhrec_rank":%[11]d,"penny_rank":%[11]d,"prices":{"usd":"0.12","usd_foil":"0.31","usd_etched":null,"eur":"0.10","eur_foil":"0.25","tix":"0.03"},"related_uris":{"gatherer":"https://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=%[3]d","tcgplayer_infinite_articles":"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api\u0026trafcat=infinite\u0026u=https%%3A%%2F%%2Finfinite.tcgplayer.com%%2Fsearch%%3FcontentMode%%3Darticle%%26game%%3Dmagic%%26q%%3D%[4]s","tcgplayer_infinite_decks":"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api\u0026trafcat=infinite\u0026u=https%%3A%%2F%%2Finfinite.tcgplayer.com%%2Fsearch%%3FcontentMode%%3Ddeck%%26game%%3Dmagic%%26q%%3D%[4]s","edhrec":"https://edhrec.com/route/?cc=%[4]s"},"purchase_uris":{"tcgplayer":"https://partner.tcgplayer.com/c/4931599/1830156/21018?subId1=api\u0026u=https%%3A%%2F%%2Fwww.tcgplayer.com%%2Fproduct%%2F%[3]d","cardmarket":"https://www.cardmarket.com/en/Magic/Products/Search?referrer=scryfall\u0026searchString=%[4]s","cardhoarder":"https://www.cardhoarder.com/cards/%[3]d?affiliate_id=scryfall\u0026ref=card-profile\u0026utm_campaign=affiliate\u0026utm_medium=card\u0026utm_source=scryfall"}}`,
		id, oracle, 100000+i, name, i%7, i%7+1, n, texts[i%len(texts)], 1+i%6, 1+i%5, 500+i)
}

// uuid makes a deterministic UUID of kind k for number i.
func uuid(k, i int) string {
	return fmt.Sprintf("%08x-%04x-4%03x-8%03x-%012x", i, k, i%4096, k, i*7919)
}
