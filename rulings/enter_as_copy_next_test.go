package rulings

import "testing"

func TestInstantBackFaceEntersOnlyAtNightAsDayboundCopy(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	kw, ok, err := ParseKeyword("daybound", nil)
	if !ok || err != nil {
		t.Fatalf("daybound: %v", err)
	}
	admirer := add(g, 1, ZoneInPlay, creature(t, "Bird Admirer", "{2}{G}", 1, 4, kw...), 1)[0]
	invasion := &CardDefinition{Name: "Invasion of Kylem", Faces: []Characteristics{{Name: "Invasion of Kylem", Types: []string{"battle"}, Subtypes: []string{"Siege"}}},
		Back: &Characteristics{Name: "Stand-in", Types: []string{"sorcery"}}}
	id := add(g, 0, ZoneInPlay, invasion, 1)[0]
	o := g.objects[id]
	g.dayNight = isNight
	if g.instantBackFaceEnters(o, ZoneStack) {
		t.Fatalf("a permanent that isn't a copy of a daybound one enters with its front face up")
	}
	g.becomeCopy(o, admirer, nil, "707.2")
	if g.instantBackFaceEnters(o, ZoneHand) {
		t.Fatalf("only a resolving spell is put into its owner's graveyard (712.13a)")
	}
	if !g.instantBackFaceEnters(o, ZoneStack) {
		t.Fatalf("a copy of a daybound creature entering at night with a sorcery back face doesn't enter (712.13a)")
	}
	g.dayNight = isDay
	if g.instantBackFaceEnters(o, ZoneStack) {
		t.Fatalf("by day it enters front face up")
	}
}
