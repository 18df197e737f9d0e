package rulings

import "testing"

func preparationCard(t testing.TB) *CardDefinition {
	d := creature(t, "Encouraging Aviator", "{2}{W}", 2, 3)
	d.Prepare = &Characteristics{Name: "Jump", ManaCost: mustCost(t, "{U}"), HasCost: true, Colors: mustCost(t, "{U}").Colors(), Types: []string{"instant"}}
	return d
}

func TestPreparedCopyCeasesWithoutDesignation(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	id := add(g, 0, ZoneInPlay, preparationCard(t), 1)[0]
	o := g.objects[id]
	o.Prepared = true
	g.createPreparedCopy(o, prepareSpell(o))
	if len(g.removed) != 1 {
		t.Fatalf("exile holds %d objects, want the copy of Jump", len(g.removed))
	}
	cp := g.objects[g.removed[0]]
	if !cp.Copy || cp.Card.Name != "Jump" || !g.preparedCopyCastable(0, cp) || g.preparedCopyCastable(1, cp) {
		t.Fatalf("the copy in exile should be a copy named Jump that only alice may cast")
	}
	if g.copiesCease() {
		t.Fatalf("the copy ceased to exist while its permanent is prepared")
	}
	o.Prepared = false
	if !g.copiesCease() || len(g.removed) != 0 {
		t.Fatalf("the copy stayed in exile after its permanent lost the prepared designation (704.5e)")
	}
}

func TestPrepareSpellIsCopiable(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	aviator := add(g, 0, ZoneInPlay, preparationCard(t), 1)[0]
	bears := add(g, 0, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	if prepareSpell(g.objects[bears]) != nil {
		t.Fatalf("Grizzly Bears has no prepare spell")
	}
	g.becomeCopy(g.objects[bears], aviator, nil, "707.2")
	if ps := prepareSpell(g.objects[bears]); ps == nil || ps.Name != "Jump" {
		t.Fatalf("a copy of a preparation card has its prepare spell (722.2b), got %v", ps)
	}
}
