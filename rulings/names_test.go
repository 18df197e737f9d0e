package rulings

import "testing"

// TestStickersAndSetNameInTimestampOrder checks that a name sticker older
// than the effect that set the name adds nothing, while a newer one adds
// its word to the name set (123.6c).
func TestStickersAndSetNameInTimestampOrder(t *testing.T) {
	o := &Object{NameStickers: []NameSticker{{Word: "Dark", After: 0, Timestamp: 3}, {Word: "Little", After: 1, Timestamp: 9}}}
	v := &view{faces: []Characteristics{{Name: "Legitimate Businessperson"}}, nameSetAt: 5}
	stickerView(o, v)
	if got, want := v.faces[0].Name, "Legitimate Little Businessperson"; got != want {
		t.Errorf("name set at 5 with stickers at 3 and 9: got %q, want %q", got, want)
	}
	v = &view{faces: []Characteristics{{Name: "Grizzly Bears"}}}
	stickerView(o, v)
	if got, want := v.faces[0].Name, "Dark Little Grizzly Bears"; got != want {
		t.Errorf("no name set: got %q, want %q", got, want)
	}
}

// TestSetNameEffects checks the layers of the effects of a static ability
// that sets a name, types and base power and toughness.
func TestSetNameEffects(t *testing.T) {
	name := nameOrTypesEffects(ContinuousEffect{Timestamp: 4}, &Static{Kind: SetName, Name: "Legitimate Businessperson"})
	if len(name) != 1 || name[0].Layer != LayerText || name[0].SetName != "Legitimate Businessperson" {
		t.Fatalf("SetName: got %+v", name)
	}
	types := nameOrTypesEffects(ContinuousEffect{Timestamp: 4}, &Static{Kind: SetTypes, Types: []string{"creature"}, Subtypes: []string{"Citizen"}, SetsPT: true, Power: 1, Toughness: 1})
	if len(types) != 2 || types[0].Layer != LayerType || !types[0].TypesSet || types[1].Layer != LayerPowerToughnessSet || !types[1].SetsPT {
		t.Fatalf("SetTypes: got %+v", types)
	}
	c := Characteristics{Name: "Grizzly Bears", Supertypes: []string{"legendary"}, Types: []string{"artifact", "creature"}, Subtypes: []string{"Bear"}}
	types[0].apply(&c)
	name[0].apply(&c)
	if c.Name != "Legitimate Businessperson" || len(c.Types) != 1 || c.Types[0] != "creature" || len(c.Subtypes) != 1 || c.Subtypes[0] != "Citizen" || len(c.Supertypes) != 1 {
		t.Errorf("applied: got %+v", c)
	}
}
