package corpus

import (
	"fmt"
	"testing"
)

func TestLinksLocateReferencesAndExpandRanges(t *testing.T) {
	edition := &Edition{ID: "x"}
	for _, id := range []string{"409", "409.1", "409.1b", "409.1c", "409.1d", "601"} {
		edition.Rules = append(edition.Rules, &Rule{ID: id})
	}
	text := "See rules 409.1b-d and 601, and rule 702.19."
	links := edition.Links(text)
	var got []string
	for _, link := range links {
		got = append(got, fmt.Sprintf("%s=%v", text[link.Start:link.End], link.Refs))
	}
	want := []string{
		"409.1b-d=[{409.1b false} {409.1c false} {409.1d false}]",
		"601=[{601 false}]",
		"702.19=[{702.19 true}]",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Links = %v, want %v", got, want)
	}
}
