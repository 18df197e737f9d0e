package rulings

import "testing"

// TestMeldPairRefusesWhatCantBeMelded checks each reason 701.42b gives
// for two objects that can't be melded, and that a pair finds the card
// holding the combined face whichever card comes first.
func TestMeldPairRefusesWhatCantBeMelded(t *testing.T) {
	face := &Characteristics{Name: "Chittering Host", Types: []string{"creature"}, Power: 5, Toughness: 6}
	card := func(name, partner string, f *Characteristics) *Object {
		def := &CardDefinition{Name: name, Faces: []Characteristics{{Name: name, Types: []string{"creature"}}}}
		if partner != "" {
			def.Meld = &MeldPair{Partner: partner, Melded: "Chittering Host", Face: f}
		}
		return &Object{Card: def}
	}
	rats, scavengers := card("Graf Rats", "Midnight Scavengers", face), card("Midnight Scavengers", "Graf Rats", nil)
	if f, other, why := meldPair(scavengers, rats, "Chittering Host"); f != rats || other != scavengers || why != "" {
		t.Errorf("meldPair(scavengers, rats) = %v, %v, %q; want the Rats holding the face", f, other, why)
	}
	token := card("Midnight Scavengers", "Graf Rats", nil)
	token.Token = true
	for _, c := range []struct {
		a, b *Object
		into string
		want string
	}{
		{rats, token, "Chittering Host", "a token can't be melded"},
		{rats, card("Grizzly Bears", "", nil), "Chittering Host", "a card that isn't a meld card can't be melded"},
		{rats, card("Hanweir Garrison", "Hanweir Battlements", nil), "Chittering Host", "meld cards that don't form a meld pair can't be melded"},
		{rats, scavengers, "Brisela, Voice of Nightmares", "meld cards that don't form a meld pair can't be melded"},
		{card("Graf Rats", "Midnight Scavengers", nil), scavengers, "Chittering Host", "neither card holds the melded permanent's face"},
	} {
		if f, _, why := meldPair(c.a, c.b, c.into); f != nil || why != c.want {
			t.Errorf("meldPair(%s, %s, %s) = %v, %q; want %q", c.a.Card.Name, c.b.Card.Name, c.into, f, why, c.want)
		}
	}
}
