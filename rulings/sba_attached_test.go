package rulings

import "testing"

// An Equipment stays attached to a creature, and becomes unattached, but
// stays in play, once what it is attached to is a permanent that isn't a
// creature (420.5k).
func TestEquipmentOnANoncreatureBecomesUnattached(t *testing.T) {
	for _, tc := range []struct {
		name       string
		types      []string
		unattached bool
	}{
		{"on a creature", []string{"creature"}, false},
		{"on an artifact", []string{"artifact"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := twoPlayerGame(t)
			host := add(g, 0, ZoneInPlay, permanent("Host", tc.types), 1)[0]
			saw := permanent("Bone Saw", []string{"artifact"})
			saw.Faces[0].Subtypes = []string{"Equipment"}
			eq := add(g, 0, ZoneInPlay, saw, 1)[0]
			g.objects[eq].AttachedTo = host
			start(t, g)
			if got := g.objects[eq].AttachedTo == 0; got != tc.unattached {
				t.Errorf("unattached = %v, want %v", got, tc.unattached)
			}
			if g.objects[eq] == nil || g.objects[eq].Zone != ZoneInPlay {
				t.Error("the Equipment should remain in play")
			}
			if got := g.Trace().Cited("420.5k", "Bone Saw"); got != tc.unattached {
				t.Errorf("cites 420.5k = %v, want %v", got, tc.unattached)
			}
		})
	}
}
