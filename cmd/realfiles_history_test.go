package cmd

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// TestRealEditionsFollowARuleAcrossThe2009Renumbering imports editions on
// both sides of the 2009 renumbering and asks what an old ruling's number
// is called today.
func TestRealEditionsFollowARuleAcrossThe2009Renumbering(t *testing.T) {
	corpusDir := corpustest.Dir(t)
	dataDir := t.TempDir()
	for _, file := range []string{"cr-2008-02-01.txt", "cr-2009-10-01.txt", "cr-2026-04-17.txt"} {
		if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", filepath.Join(corpusDir, file)); code != 0 {
			t.Fatalf("corpus add %s: exit %d: %s", file, code, stderr)
		}
	}

	code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "rule", "409.1f", "--edition", "2008-02-01", "--in", "2026-04-17", "--json")
	if code != 0 {
		t.Fatalf("rule --in: exit %d: %s", code, stderr)
	}
	var translation corpus.Translation
	if err := json.Unmarshal([]byte(stdout), &translation); err != nil {
		t.Fatal(err)
	}
	if translation.ID != "601.2f" || len(translation.Steps) != 2 || translation.Steps[0].ID != "601.2e" {
		t.Errorf("409.1f of 2008 in 2026 = %+v, want 601.2f through 2009's 601.2e", translation)
	}

	code, stdout, stderr = runJudge(t, "--data-dir", dataDir, "corpus", "diff", "2008-02-01", "2009-10-01", "--only", "moved")
	if code != 0 {
		t.Fatalf("corpus diff: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"\nmoved 409.1f -> 601.2e (score ", "\nmoved 420.5e -> 704.5k (score ", "\nmoved 502.2 -> 702.7 (score 1.000)"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("2008 -> 2009 moves do not include %q", strings.TrimSpace(want))
		}
	}
}
