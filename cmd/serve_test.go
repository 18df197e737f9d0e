package cmd

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"testing"
	"time"
)

// TestServeAnswersAsTheCLIPrints starts `judge serve` and asks its API what
// the CLI's --json answers: the bodies must be the same bytes.
func TestServeAnswersAsTheCLIPrints(t *testing.T) {
	// The data directory starts with the built-in edition's index, as a
	// first search leaves it: building it is the first_run, index and
	// search scripts' to test (see builtinIndex).
	dataDir := t.TempDir()
	if err := copyBuiltinIndex(dataDir); err != nil {
		t.Fatal(err)
	}
	fixture := filepath.Join("testdata", "fixtures", "tiny-cr.txt")
	if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", fixture); code != 0 {
		t.Fatalf("corpus add: %s", stderr)
	}
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := listener.Addr().String()
	listener.Close()

	ctx, cancel := context.WithCancel(context.Background())
	root := NewRoot()
	root.SetArgs([]string{"--data-dir", dataDir, "serve", "--addr", addr})
	root.SetOut(io.Discard)
	root.SetErr(io.Discard)
	done := make(chan error, 1)
	go func() { done <- root.ExecuteContext(ctx) }()
	ended := false
	defer func() {
		cancel()
		if ended {
			return
		}
		if err := <-done; err != nil {
			t.Errorf("serve ended with %v", err)
		}
	}()

	// The server answers once it has checked the built-in scenarios, which
	// takes a while under the race detector on a busy machine: wait for it
	// as long as it runs, within a bound far above that.
	get := func(path string) []byte {
		t.Helper()
		deadline := time.Now().Add(2 * time.Minute)
		for {
			resp, err := http.Get("http://" + addr + path)
			if err == nil {
				defer resp.Body.Close()
				body, err := io.ReadAll(resp.Body)
				if err != nil {
					t.Fatal(err)
				}
				if resp.StatusCode != http.StatusOK {
					t.Fatalf("GET %s: %d %s", path, resp.StatusCode, body)
				}
				return body
			}
			select {
			case serveErr := <-done:
				ended = true
				t.Fatalf("serve ended before answering %s: %v", path, serveErr)
			default:
			}
			if time.Now().After(deadline) {
				t.Fatalf("serve never answered: %v", err)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	tests := []struct {
		args []string
		path string
	}{
		{[]string{"rule", "409.1h", "-e", "seed", "--json"}, "/api/rules/seed/409.1h"},
		{[]string{"rule", "702.19", "--json"}, "/api/rules/2026-04-17/702.19"},
		{[]string{"rule", "601.2", "--edition", "2026-02", "--json"}, "/api/rules/2026-02/601.2"},
		{[]string{"rule", "601.2", "--edition", "2026-02-27", "--json"}, "/api/rules/2026-02-27/601.2"},
		{[]string{"glossary", "cast", "--edition", "latest", "--json"}, "/api/glossary/latest/cast"},
		{[]string{"corpus", "list", "--json"}, "/api/editions"},
		{[]string{"search", "trample", "--json"}, "/api/search?q=trample"},
		{[]string{"scenario", "run", "death-bomb", "--json"}, "/api/scenarios/death-bomb"},
		{[]string{"search", "cast", "--edition", "2026-02-27", "--json"}, "/api/search?q=cast&edition=2026-02-27"},
		{[]string{"search", "cast", "a", "spel", "with", "mana", "--edition", "2026-02-27", "--json", "--explain"},
			"/api/search?q=cast+a+spel+with+mana&edition=2026-02-27&explain=true"},
	}
	for _, test := range tests {
		code, stdout, stderr := runJudge(t, append([]string{"--data-dir", dataDir}, test.args...)...)
		if code != 0 {
			t.Fatalf("judge %v: %s", test.args, stderr)
		}
		if body := get(test.path); !bytes.Equal(body, []byte(stdout)) {
			t.Errorf("GET %s =\n%s\njudge %v --json =\n%s", test.path, body, test.args, stdout)
		}
	}
}
