package rulings

import (
	"strings"
	"testing"
)

// TestPartnerDeckFormsAreRefusedByName checks that the partner abilities
// that only shape a Commander deck are refused with the rule that defines
// each, while "partner with [name]" reads as its trigger (702.124j).
func TestPartnerDeckFormsAreRefusedByName(t *testing.T) {
	for line, rule := range map[string]string{
		"partner":                    "702.124h",
		"partner—friends forever":    "702.124i",
		"choose a background":        "702.124k",
		"doctor's companion":         "702.124m",
		"partner — character select": "702.124i",
	} {
		_, ok, err := ParseKeyword(line, nil)
		if !ok || err == nil || !strings.Contains(err.Error(), rule) || !strings.Contains(err.Error(), "Commander") {
			t.Errorf("ParseKeyword(%q) = ok %v, err %v; want it refused citing %s", line, ok, err, rule)
		}
	}
	abilities, ok, err := ParseKeyword("partner with Toothy, Imaginary Friend", nil)
	if !ok || err != nil || len(abilities) != 1 || abilities[0].Kind != TriggeredAbility || abilities[0].Effect[0].Name != "Toothy, Imaginary Friend" {
		t.Fatalf("ParseKeyword(partner with ...) = %+v, %v, %v; want the search trigger for the named card", abilities, ok, err)
	}
	if _, ok, err := ParseKeyword("partner with", nil); !ok || err == nil {
		t.Errorf("\"partner with\" without a name should be refused, got ok %v, err %v", ok, err)
	}
}
