package cards

import "strings"

// Card is one Magic card as its Oracle text gives it: the fields a judge
// reads, kept from Scryfall's card object.
type Card struct {
	// OracleID is Scryfall's identifier of the card's Oracle text, shared
	// by all its printings; rulings are filed under it.
	OracleID string `json:"oracle_id"`
	// Name is the card's full name; a card of several faces lists them
	// joined by " // " ("Fire // Ice").
	Name string `json:"name"`
	// Layout is Scryfall's layout: "normal", "split", "transform",
	// "modal_dfc", "adventure", "flip", "saga", "token" and so on.
	Layout string `json:"layout"`
	// ManaCost is the mana cost in braces ("{1}{R}"); a multi-faced card
	// may give its faces' costs joined by " // ", or none.
	ManaCost string `json:"mana_cost,omitempty"`
	// ManaValue is the mana value (Scryfall's "cmc").
	ManaValue float64 `json:"mana_value"`
	// TypeLine is the type line ("Creature — Human Wizard"), faces' joined
	// by " // ".
	TypeLine string `json:"type_line,omitempty"`
	// OracleText is the rules text, lines separated by "\n"; empty for a
	// card whose text is on its faces.
	OracleText string `json:"oracle_text,omitempty"`
	// Power, Toughness, Loyalty and Defense are printed as Scryfall gives
	// them ("*", "1+*", "X"); empty when the card has none.
	Power     string `json:"power,omitempty"`
	Toughness string `json:"toughness,omitempty"`
	Loyalty   string `json:"loyalty,omitempty"`
	Defense   string `json:"defense,omitempty"`
	// Colors and ColorIdentity are color letters (W U B R G).
	Colors        []string `json:"colors,omitempty"`
	ColorIdentity []string `json:"color_identity,omitempty"`
	// Keywords are the keyword abilities and actions Scryfall lists for
	// the card ("Flying", "Transform").
	Keywords []string `json:"keywords,omitempty"`
	// Faces are the faces of a split, flip, adventure, double-faced or
	// other multi-faced card, in printed order.
	Faces []Face `json:"faces,omitempty"`
	// Legalities maps a format to "legal", "restricted", "banned" or
	// "not_legal".
	Legalities map[string]string `json:"legalities,omitempty"`
	// Rank is the card's popularity rank (Scryfall's "edhrec_rank", 1 the
	// most played); 0 when unranked. It decides between several cards a
	// partial name matches equally well.
	Rank int `json:"rank,omitempty"`
	// ScryfallURI is the card's page on Scryfall.
	ScryfallURI string `json:"scryfall_uri,omitempty"`
}

// Face is one face of a multi-faced card.
type Face struct {
	Name       string   `json:"name"`
	ManaCost   string   `json:"mana_cost,omitempty"`
	TypeLine   string   `json:"type_line,omitempty"`
	OracleText string   `json:"oracle_text,omitempty"`
	Power      string   `json:"power,omitempty"`
	Toughness  string   `json:"toughness,omitempty"`
	Loyalty    string   `json:"loyalty,omitempty"`
	Defense    string   `json:"defense,omitempty"`
	Colors     []string `json:"colors,omitempty"`
}

// Ruling is one ruling on a card: a note from Wizards of the Coast or
// Scryfall about how it works, dated.
type Ruling struct {
	// Date is when it was published, YYYY-MM-DD.
	Date string `json:"date"`
	// Source is "wotc" or "scryfall".
	Source string `json:"source"`
	// Text is the ruling.
	Text string `json:"text"`
}

// Texts returns the card's rules texts: its own, then each face's, each
// with the name it is printed under.
func (c *Card) Texts() []NamedText {
	var texts []NamedText
	if c.OracleText != "" {
		texts = append(texts, NamedText{Name: c.Name, Text: c.OracleText})
	}
	for _, face := range c.Faces {
		if face.OracleText != "" {
			texts = append(texts, NamedText{Name: face.Name, Text: face.OracleText})
		}
	}
	return texts
}

// NamedText is a rules text and the name of the card or face it is on.
type NamedText struct {
	Name, Text string
}

// FaceNames returns the names of the card's faces, or none for a card of
// one face.
func (c *Card) FaceNames() []string {
	names := make([]string, 0, len(c.Faces))
	for _, face := range c.Faces {
		names = append(names, face.Name)
	}
	return names
}

// isToken reports whether the card is a token, an emblem or another game
// object that is not a card a deck holds: a name shared with a real card
// finds the real card first.
func (c *Card) isToken() bool {
	switch c.Layout {
	case "token", "double_faced_token", "emblem":
		return true
	}
	return strings.HasPrefix(c.TypeLine, "Token ") || strings.HasPrefix(c.TypeLine, "Emblem")
}
