package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// runJudge runs the command in process and returns its exit code and output.
func runJudge(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := Main(args, strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestRealEditionsImportAndAnswerLookups(t *testing.T) {
	corpusDir := corpustest.Dir(t)
	dataDir := t.TempDir()
	editions := []struct {
		file, id string
	}{
		{"cr-2008-02-01.txt", "2008-02-01"},
		{"cr-2022-10-07.txt", "2022-10-07"},
		{"cr-2023-11-17.txt", "2023-11-17"},
		{"cr-2026-04-17.txt", "2026-04-17"},
	}
	for _, edition := range editions {
		source := filepath.Join(corpusDir, edition.file)
		code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", source)
		if code != 0 {
			t.Fatalf("corpus add %s: exit %d: %s", edition.file, code, stderr)
		}
		if edition.id == corpus.DefaultID {
			// The built-in edition's own file: found there, nothing stored.
			if !strings.Contains(stdout, "edition "+edition.id+" is built into judge from the same file; nothing changed") {
				t.Errorf("corpus add %s printed %q, want it found built in", edition.file, stdout)
			}
			continue
		}
		if !strings.Contains(stdout, "imported edition "+edition.id+" from ") {
			t.Errorf("corpus add %s printed %q, want the edition %s", edition.file, stdout, edition.id)
		}
		// Stored byte for byte, damage and all (the 2026 file's CR CR LF).
		original, err := os.ReadFile(source)
		if err != nil {
			t.Fatal(err)
		}
		stored, err := os.ReadFile(filepath.Join(dataDir, "editions", edition.id+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(stored, original) {
			t.Errorf("%s: stored bytes differ from the source", edition.file)
		}
	}

	code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "list", "--json")
	if code != 0 {
		t.Fatalf("corpus list: exit %d: %s", code, stderr)
	}
	var listed []corpus.ListedEdition
	if err := json.Unmarshal([]byte(stdout), &listed); err != nil {
		t.Fatal(err)
	}
	if len(listed) != len(editions)+1 || listed[0].ID != "seed" || listed[len(listed)-1].ID != "2026-04-17" {
		t.Fatalf("corpus list = %+v, want seed then the four editions by date", listed)
	}
	if newest := listed[len(listed)-1]; !newest.Embedded || !newest.Default || newest.Path != "" {
		t.Errorf("corpus list's %s = %+v, want the built-in default edition", newest.ID, newest)
	}
	const sha2026 = "3e42bdb44e887efc6c4faef44e7092fd0e435c7836872b1cb1eb93207e775f24"
	if listed[len(listed)-1].Hash != sha2026 {
		t.Errorf("2026-04-17 hash %s, want the published %s", listed[len(listed)-1].Hash, sha2026)
	}

	code, stdout, stderr = runJudge(t, "--data-dir", dataDir, "rule", "702.19b", "--edition", "latest", "--json")
	if code != 0 {
		t.Fatalf("rule 702.19b: exit %d: %s", code, stderr)
	}
	var rule corpus.RuleOutput
	if err := json.Unmarshal([]byte(stdout), &rule); err != nil {
		t.Fatal(err)
	}
	if rule.Edition != "2026-04-17" || rule.Parent != "702.19" || len(rule.Examples) != 2 ||
		!strings.Contains(rule.Text, "assigns damage to the creature(s) blocking it") {
		t.Errorf("rule 702.19b in the latest edition = %+v", rule)
	}

	lookups := []struct {
		args     []string
		code     int
		contains string
	}{
		{[]string{"rule", "409.1h", "-e", "2008-02-01"}, 0, "The player pays the total cost in any order."},
		{[]string{"rule", "601.2f", "-e", "2022-10-07"}, 0, "locked in"},
		{[]string{"glossary", "mana burn", "-e", "2008-02-01"}, 0, "This is called \"mana burn.\""},
		{[]string{"glossary", "mana burn", "-e", "2026-04-17"}, 0, "Mana Burn  (obsolete)"},
		{[]string{"rule", "601.2z", "-e", "2026-04-17"}, 1, "nearest: 601.2i"},
		{[]string{"glossary", "trampel", "-e", "2026-04-17"}, 1, "close matches: Trample"},
	}
	for _, lookup := range lookups {
		args := append([]string{"--data-dir", dataDir}, lookup.args...)
		code, stdout, stderr := runJudge(t, args...)
		if code != lookup.code || !strings.Contains(stdout+stderr, lookup.contains) {
			t.Errorf("judge %s: exit %d, output %q; want exit %d and %q",
				strings.Join(lookup.args, " "), code, stdout+stderr, lookup.code, lookup.contains)
		}
	}
}

func TestRealEditionCheckStoresNothing(t *testing.T) {
	corpusDir := corpustest.Dir(t)
	dataDir := t.TempDir()
	code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "check", filepath.Join(corpusDir, "cr-2026-04-17.txt"))
	if code != 0 {
		t.Fatalf("corpus check: exit %d: %s", code, stderr)
	}
	for _, want := range []string{"effective            2026-04-17", "subrules             1973", "glossary entries     730", "dangling references  none"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("check output lacks %q:\n%s", want, stdout)
		}
	}
	if entries, _ := os.ReadDir(dataDir); len(entries) != 0 {
		t.Errorf("check wrote to the data directory: %v", entries)
	}
}
