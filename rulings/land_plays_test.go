package rulings

import (
	"errors"
	"testing"
)

func TestLandPlays(t *testing.T) {
	tests := []struct {
		name   string
		plays  landPlays
		played int
		rule   string // the rule an illegal play cites; "" when legal
	}{
		{"first land", landPlays{}, 0, ""},
		{"second land", landPlays{}, 1, "212.6b"},
		{"additional land", landPlays{additional: 1}, 1, ""},
		{"beyond the additional land", landPlays{additional: 1}, 2, "212.6b"},
		{"can't play lands", landPlays{forbidden: "an effect"}, 0, "103.2"},
		{"can't wins over additional", landPlays{additional: 1, forbidden: "an effect"}, 0, "103.2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(Rules2006(), []string{"alice", "bob"}, 1)
			p := g.players[0]
			p.LandsPlayed, p.lands = tt.played, tt.plays
			err := g.checkLandPlay(p.ID)
			if tt.rule == "" {
				if err != nil {
					t.Fatalf("checkLandPlay = %v, want legal", err)
				}
				return
			}
			var ie *IllegalError
			if !errors.As(err, &ie) || ie.Rule != tt.rule {
				t.Fatalf("checkLandPlay = %v, want illegal citing %s", err, tt.rule)
			}
		})
	}
}
