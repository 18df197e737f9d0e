package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
	"github.com/rogpeppe/go-internal/testscript"
)

// readmeCommand is one judge command printed in README.md.
type readmeCommand struct {
	line string // the command as printed, comment removed
	fail bool   // the README says it exits 1
}

// readmeComment is a trailing "  # ..." comment of a README command.
var readmeComment = regexp.MustCompile(`\s{2,}#.*$`)

// readmeEditionFile is an edition file name as the official site gives
// it, with the effective date in it.
var readmeEditionFile = regexp.MustCompile(`MagicCompRules(\d{4})(\d{2})(\d{2})\.txt`)

// readmeCommands returns the judge commands of README.md's indented code
// blocks, in order: every line that starts with "judge ", and the judge
// command inside "source <(judge ...)".
func readmeCommands(t *testing.T, readme string) []readmeCommand {
	t.Helper()
	var commands []readmeCommand
	for line := range strings.SplitSeq(readme, "\n") {
		code, ok := strings.CutPrefix(line, "    ")
		if !ok {
			continue
		}
		if inner, ok := strings.CutPrefix(code, "source <("); ok {
			code = strings.TrimSuffix(inner, ")")
		}
		if !strings.HasPrefix(code, "judge ") {
			continue
		}
		if strings.HasPrefix(code, "judge serve") {
			// A server runs until stopped; TestServeAnswersAsTheCLIPrints
			// starts and stops one.
			continue
		}
		comment := readmeComment.FindString(code)
		commands = append(commands, readmeCommand{
			line: strings.TrimSpace(strings.TrimSuffix(code, comment)),
			fail: strings.Contains(comment, "# exits 1"),
		})
	}
	return commands
}

// TestREADMECommandsWork runs every judge command README.md prints, as a
// new user would after its install step, and requires each to exit as the
// README says (0, or 1 where its comment says "exits 1"). The commands
// that import run first, in README order, so the lookups that name an
// imported edition find it; the rest follow in README order. The
// placeholders are real files: MagicCompRules20260417.txt is the shared
// 2026 edition, the scenario files copies of a built-in one. Commands that
// download are pointed at a local server: the bare "corpus fetch" at a
// page linking to the 2026 file, example.org at the 2022 edition. The
// data directory starts with the built-in edition's index (see
// builtinIndex). judge runs in the test binary, as in the scripts (see
// judgeInProcess).
func TestREADMECommandsWork(t *testing.T) {
	root := corpustest.ModuleRoot(t)
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	if !strings.Contains(readme, "    go install ./cmd/judge\n") {
		t.Error("README.md has no install step (go install ./cmd/judge)")
	}
	commands := readmeCommands(t, readme)
	if len(commands) < 20 {
		t.Fatalf("found %d judge commands in README.md; the extraction is broken", len(commands))
	}
	var imports, others []string
	for _, c := range commands {
		line := strings.ReplaceAll(c.line, "https://example.org/", "$SERVER/")
		if line == "judge corpus fetch" {
			line += " $SERVER/rules.html"
		}
		if c.fail {
			line = "! " + line
		}
		if wholeSetCommand(c.line) {
			// Played without the race detector only (.ci/run): the
			// scenarios package plays the set in parallel under it.
			line = "[!race] " + line
		}
		if strings.HasPrefix(c.line, "judge corpus add") || strings.HasPrefix(c.line, "judge corpus fetch") {
			imports = append(imports, line)
		} else {
			others = append(others, line)
		}
	}
	script := strings.Join(append(imports, others...), "\n") + "\n"
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "readme.txtar"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	// Every MagicCompRulesYYYYMMDD.txt the README names is that shared
	// edition; the bare MagicCompRules.txt is the 2022 one.
	editionFiles := map[string]string{"MagicCompRules.txt": corpustest.EditionPath(t, "cr-2022-10-07.txt")}
	for _, m := range readmeEditionFile.FindAllStringSubmatch(readme, -1) {
		editionFiles[m[0]] = corpustest.EditionPath(t, "cr-"+m[1]+"-"+m[2]+"-"+m[3]+".txt")
	}
	scenario, err := os.ReadFile(filepath.Join(root, "scenarios", "seed", "death-bomb.md"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:  dir,
		Cmds: map[string]func(*testscript.TestScript, bool, []string){"judge": judgeInProcess},
		Condition: func(cond string) (bool, error) {
			if cond != "race" {
				return false, fmt.Errorf("unknown condition %q", cond)
			}
			return raceEnabled, nil
		},
		Setup: func(env *testscript.Env) error {
			files := map[string][]byte{
				"rules.html":   []byte(`<a href="MagicCompRules20260417.txt">Comprehensive Rules (TXT)</a>`),
				"my-ruling.md": scenario, "a.md": scenario, "b.md": scenario,
			}
			for name, from := range editionFiles {
				data, err := os.ReadFile(from)
				if err != nil {
					return err
				}
				files[name] = data
			}
			for name, data := range files {
				if err := os.WriteFile(filepath.Join(env.WorkDir, name), data, 0o644); err != nil {
					return err
				}
			}
			server := newFileServer(env.WorkDir)
			env.Defer(server.Close)
			env.Setenv("SERVER", server.URL)
			dataDir := filepath.Join(env.WorkDir, "data")
			env.Setenv("JUDGE_DATA_DIR", dataDir)
			// What a search finds is the search scripts' to test; here
			// only that it answers, on the index a first search would
			// have built.
			if err := copyBuiltinIndex(dataDir); err != nil {
				return err
			}
			env.Setenv("GORACE", corpustest.HelperGORACE())
			return nil
		},
	})
}

// readmeLink is a relative Markdown link target.
var readmeLink = regexp.MustCompile(`\]\(([^)#:]+)(#[^)]*)?\)`)

// TestREADMEReadsInOrder requires the install step before the test
// command, as a new user runs them, and every relative link of README.md
// and of the docs it links to name a file of the repository.
func TestREADMEReadsInOrder(t *testing.T) {
	root := corpustest.ModuleRoot(t)
	data, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	install := strings.Index(readme, "    go install ./cmd/judge\n")
	tests := strings.Index(readme, "    go test -race -timeout 20m ./...\n")
	if install < 0 || tests < 0 || install > tests {
		t.Errorf("README.md: the install step (at byte %d) must come before the test command (at byte %d)", install, tests)
	}
	files := []string{"README.md"}
	for i := 0; i < len(files); i++ {
		text, err := os.ReadFile(filepath.Join(root, files[i]))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range readmeLink.FindAllStringSubmatch(string(text), -1) {
			target := filepath.Join(filepath.Dir(files[i]), m[1])
			if _, err := os.Stat(filepath.Join(root, target)); err != nil {
				t.Errorf("%s links to %s, which does not exist", files[i], m[1])
				continue
			}
			if files[i] == "README.md" && strings.HasPrefix(target, "docs"+string(filepath.Separator)) {
				files = append(files, target)
			}
		}
	}
}
