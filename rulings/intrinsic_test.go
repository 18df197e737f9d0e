package rulings

import "testing"

// TestIntrinsicManaOfEveryBasicLandType: the look-up without a map gives
// each basic land type the ability the map holds, and nothing else.
func TestIntrinsicManaOfEveryBasicLandType(t *testing.T) {
	for typ, want := range intrinsicMana {
		if got, ok := intrinsicManaOf(typ); !ok || got != want {
			t.Errorf("intrinsicManaOf(%q) = %v, %v; want %v", typ, got, ok, want)
		}
	}
	for _, typ := range []string{"Desert", "Gate", "forest", ""} {
		if _, ok := intrinsicManaOf(typ); ok {
			t.Errorf("intrinsicManaOf(%q) gives an ability", typ)
		}
	}
}
