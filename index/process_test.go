package index

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// helperEnv, when set in a test binary's environment, makes it run one
// helper action (see runHelper) instead of the tests: the fault-injection
// tests need other processes to kill, race and read against.
const helperEnv = "JUDGE_INDEX_TEST_HELPER"

func TestMain(m *testing.M) {
	if action := os.Getenv(helperEnv); action != "" {
		os.Exit(runHelper(action, os.Getenv("JUDGE_INDEX_TEST_DIR")))
	}
	code := m.Run()
	removeRealFixtures()
	os.Exit(code)
}

// largeEdition is a made-up edition big enough that building its index
// takes a while (tens of batches), so a build can be killed part-way.
func largeEdition() *corpus.Edition {
	words := strings.Fields("creature spell ability trample damage stack priority player permanent counter token mana cost target combat")
	heading := &corpus.Rule{ID: "800", Kind: corpus.KindHeading, Title: "Made-up Rules"}
	rules := []*corpus.Rule{heading}
	// Under the race detector a build is ten times slower: fewer rules
	// still make several batches.
	n := 8000
	if raceEnabled {
		n = 3000
	}
	for i := range n {
		id := fmt.Sprintf("800.%d", i+1)
		heading.Children = append(heading.Children, id)
		text := fmt.Sprintf("Rule %d: a %s with %s deals %s to a %s, number %d.", i,
			words[i%len(words)], words[(i/3)%len(words)], words[(i/7)%len(words)], words[(i/11)%len(words)], i*7919)
		rules = append(rules, &corpus.Rule{ID: id, Kind: corpus.KindRule, Parent: "800", Text: text})
	}
	return &corpus.Edition{ID: "2098-01-01", Hash: strings.Repeat("9a", 32), Rules: rules}
}

// runHelper runs one action in a helper process and returns its exit
// code. It reports what it did on stdout, one line per event.
func runHelper(action, dataDir string) int {
	s := NewStore(dataDir)
	s.Explain = func(reason error) { fmt.Printf("explained: %v\n", reason) }
	var err error
	switch action {
	case "build-large":
		// Reports each batch, so the parent knows the build is under way.
		err = s.Build(largeEdition(), func(done, total int) { fmt.Printf("progress %d/%d\n", done, total) })
	case "open-large":
		var ix *Index
		if ix, err = s.Open(largeEdition(), nil); err == nil {
			ix.Close()
		}
	case "rebuild-small":
		n, _ := strconv.Atoi(os.Getenv("JUDGE_INDEX_TEST_COUNT"))
		for i := 0; i < n && err == nil; i++ {
			err = s.Build(smallEdition(), nil)
		}
	case "search-small":
		// The index was damaged behind a marker that vouches for it.
		var ix *Index
		if ix, err = s.Open(smallEdition(), nil); err == nil {
			for _, q := range []string{"trample", "601.2f", "convok", "mana burn"} {
				if _, err = ix.Search(context.Background(), Request{Query: q}); err != nil {
					break
				}
			}
			ix.Close()
		}
	default:
		err = fmt.Errorf("unknown helper action %q", action)
	}
	if err != nil {
		fmt.Printf("error: %v\n", err)
		return 1
	}
	fmt.Println("done")
	return 0
}

// helperDeadline bounds a helper process that reads a damaged index.
const helperDeadline = 20 * time.Second

// helperCmd is a helper process not yet started.
type helperCmd struct{ *exec.Cmd }

// helper prepares this test binary as a helper process running action on
// dataDir.
func helper(t *testing.T, action, dataDir string, env ...string) helperCmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), helperEnv+"="+action, "JUDGE_INDEX_TEST_DIR="+dataDir, "GORACE="+corpustest.HelperGORACE())
	cmd.Env = append(cmd.Env, env...)
	return helperCmd{cmd}
}

// withContext makes the helper killed when ctx ends.
func (h helperCmd) withContext(ctx context.Context) helperCmd {
	cmd := exec.CommandContext(ctx, h.Path, h.Args[1:]...)
	cmd.Env = h.Env
	return helperCmd{cmd}
}

// leftovers lists the scratch entries in a store's directory.
func leftovers(t *testing.T, s *Store) []string {
	t.Helper()
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if name := e.Name(); strings.HasPrefix(name, buildPrefix) || strings.HasPrefix(name, stalePrefix) || strings.HasSuffix(name, ".tmp") {
			names = append(names, name)
		}
	}
	return names
}

// killMidBuild starts a build of largeEdition in a helper process and
// kills it with SIGKILL once a few batches are in.
func killMidBuild(t *testing.T, dataDir string) {
	t.Helper()
	cmd := helper(t, "build-large", dataDir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	killed := false
	for lines.Scan() {
		if strings.HasPrefix(lines.Text(), "progress 1000/") {
			if err := cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			killed = true
			break
		}
	}
	io.Copy(io.Discard, out)
	err = cmd.Wait()
	if !killed {
		t.Fatalf("the build ended before it could be killed: %v", err)
	}
}

func TestBuildKilledMidwayIsSweptAndRebuiltOnNextOpen(t *testing.T) {
	s := NewStore(t.TempDir())
	killMidBuild(t, filepath.Dir(s.dir))
	if left := leftovers(t, s); len(left) == 0 {
		t.Fatal("the killed build left nothing to sweep: it was not killed mid-way")
	}
	var told explanations
	s.Explain = told.record
	ix, err := s.Open(largeEdition(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if res := mustSearch(t, ix, Request{Query: "800.123"}); len(res.Hits) == 0 || res.Hits[0].ID != "800.123" {
		t.Errorf("hits %v, want 800.123", hitIDs(res))
	}
	if len(told) != 1 || !errors.Is(told[0], ErrIndexMissing) {
		t.Errorf("explanations %v, want one saying the index is missing", told)
	}
	if left := leftovers(t, s); len(left) != 0 {
		t.Errorf("left after the next open: %v", left)
	}
}

func TestBuildKilledMidwayLeavesTheOldIndexInUse(t *testing.T) {
	s := NewStore(t.TempDir())
	ed := largeEdition()
	if err := s.Build(ed, nil); err != nil {
		t.Fatal(err)
	}
	killMidBuild(t, filepath.Dir(s.dir))
	var told explanations
	s.Explain = told.record
	ix, err := s.Open(ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	if len(told) != 0 {
		t.Errorf("the old index was rebuilt: %v", told)
	}
	if left := leftovers(t, s); len(left) != 0 {
		t.Errorf("left after the next open: %v", left)
	}
}

func TestTwoProcessesOpeningAMissingIndexBuildItOnce(t *testing.T) {
	dataDir := t.TempDir()
	cmds := []helperCmd{helper(t, "open-large", dataDir), helper(t, "open-large", dataDir)}
	outs := make([]strings.Builder, len(cmds))
	for i, cmd := range cmds {
		cmd.Stdout = &outs[i]
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	builds := 0
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("process %d: %v\n%s", i, err, outs[i].String())
		}
		builds += strings.Count(outs[i].String(), "explained:")
	}
	if builds != 1 {
		t.Errorf("%d builds, want 1: the second process waits for the first's", builds)
	}
	s := NewStore(dataDir)
	path, _ := s.Path(largeEdition())
	if err := checkIndex(path, "2098-01-01", largeEdition().Hash); err != nil {
		t.Error(err)
	}
	if left := leftovers(t, s); len(left) != 0 {
		t.Errorf("left: %v", left)
	}
}

func TestTwoProcessesRebuildingAtOnceLeaveOneSoundIndex(t *testing.T) {
	dataDir := t.TempDir()
	cmds := []helperCmd{
		helper(t, "rebuild-small", dataDir, "JUDGE_INDEX_TEST_COUNT=5"),
		helper(t, "rebuild-small", dataDir, "JUDGE_INDEX_TEST_COUNT=5"),
	}
	for _, cmd := range cmds {
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("process %d: %v", i, err)
		}
	}
	s := NewStore(dataDir)
	openAndFind(t, s, smallEdition())
	if left := leftovers(t, s); len(left) != 0 {
		t.Errorf("left: %v", left)
	}
}

func TestReadingWhileAnotherProcessRebuildsNeverFails(t *testing.T) {
	s := NewStore(t.TempDir())
	ed := smallEdition()
	if err := s.Build(ed, nil); err != nil {
		t.Fatal(err)
	}
	var told explanations
	s.Explain = told.record
	cmd := helper(t, "rebuild-small", filepath.Dir(s.dir), "JUDGE_INDEX_TEST_COUNT=20")
	var out strings.Builder
	cmd.Stdout = &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	reads := 0
	for running := true; running; reads++ {
		select {
		case err := <-done:
			if err != nil {
				t.Fatalf("rebuilding process: %v\n%s", err, out.String())
			}
			running = false
		default:
		}
		ix, err := s.Open(ed, nil)
		if err != nil {
			t.Fatalf("read %d: open: %v", reads, err)
		}
		res, err := ix.Search(context.Background(), Request{Query: "trample"})
		ix.Close()
		if err != nil {
			t.Fatalf("read %d: search: %v", reads, err)
		}
		if len(res.Hits) == 0 || res.Hits[0].Rule != "702.19" {
			t.Fatalf("read %d: hits %v", reads, hitIDs(res))
		}
	}
	t.Logf("%d reads during 20 rebuilds", reads)
	if len(told) != 0 {
		t.Errorf("a reader rebuilt the index: %v", told)
	}
}
