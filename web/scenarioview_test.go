package web

import "testing"

func TestScenarioCardDoesNotRepeatItsTitle(t *testing.T) {
	tests := []struct{ prose, title, want string }{
		{"# Trample: the rest to the player\n\nAlice's Wurm ...\n", "Trample: the rest to the player", "Alice's Wurm ...\n"},
		{"\n## Locked in\nThe cost ...", "Locked in", "The cost ..."},
		{"# Another heading\n\nText", "Locked in", "# Another heading\n\nText"},
		{"#Locked in\nText", "Locked in", "#Locked in\nText"},
		{"Text first\n# Locked in", "Locked in", "Text first\n# Locked in"},
		{"# Locked in\nText", "", "# Locked in\nText"},
	}
	for _, tc := range tests {
		if got := withoutHeading(tc.prose, tc.title); got != tc.want {
			t.Errorf("withoutHeading(%q, %q) = %q, want %q", tc.prose, tc.title, got, tc.want)
		}
	}
}
