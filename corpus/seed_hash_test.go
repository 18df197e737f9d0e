package corpus

import "testing"

func TestSeedHashIsTheParsedSeedsHash(t *testing.T) {
	hash, err := SeedHash()
	if err != nil {
		t.Fatal(err)
	}
	seed, err := Seed()
	if err != nil {
		t.Fatal(err)
	}
	if hash != seed.Hash {
		t.Errorf("SeedHash() = %s, want the parsed seed's %s", hash, seed.Hash)
	}
}
