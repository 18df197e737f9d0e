package cmd

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/index"
)

func TestProgressBarOnlyForTerminalsAndLongBuilds(t *testing.T) {
	if progressFunc(&bytes.Buffer{}, false) != nil {
		t.Error("a progress func for output that is not a terminal")
	}

	var quick bytes.Buffer
	progress := progressFunc(&quick, true)
	progress(50, 100)
	progress(100, 100)
	if quick.Len() != 0 {
		t.Errorf("a build finishing within %v drew %q", progressDelay, quick.String())
	}

	var slow bytes.Buffer
	progress = progressFunc(&slow, true)
	time.Sleep(progressDelay + 50*time.Millisecond)
	progress(50, 100)
	progress(100, 100)
	if !strings.Contains(slow.String(), "indexing") {
		t.Errorf("a long build drew %q, want a bar saying indexing", slow.String())
	}
}

func TestHitHeadingsNameTheRuleAJudgeCites(t *testing.T) {
	tests := []struct {
		hit  index.Hit
		want string
	}{
		{index.Hit{ID: "601.2f", Kind: "rule", Rule: "601.2f", Title: "Casting Spells"}, "601.2f  Casting Spells"},
		{index.Hit{ID: "601.2f/example/1", Kind: "example", Rule: "601.2f", Title: "Casting Spells"}, "601.2f (example)  Casting Spells"},
		{index.Hit{ID: "glossary:Trample", Kind: "glossary", Rule: "702.19", Title: "Trample"}, "Glossary: Trample (see 702.19)"},
		{index.Hit{ID: "glossary:Mana Burn", Kind: "glossary", Title: "Mana Burn"}, "Glossary: Mana Burn"},
		{index.Hit{ID: "702", Kind: "section", Rule: "702", Title: "Keyword Abilities"}, "702  Keyword Abilities"},
	}
	for _, tt := range tests {
		if got := hitHeading(tt.hit); got != tt.want {
			t.Errorf("hitHeading(%s) = %q, want %q", tt.hit.ID, got, tt.want)
		}
	}
}
