package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
)

// TestTwoInstancesShareOneDataDir runs two servers over one data
// directory, as two instances behind a reverse proxy do: both build or
// open the same on-disk index at once, answer alike, and both see an
// edition imported while they run.
func TestTwoInstancesShareOneDataDir(t *testing.T) {
	dir := twoEditionDir(t)
	var servers []*httptest.Server
	for range 2 {
		ts := httptest.NewServer(newTestServer(t, Config{DataDir: dir}).Handler())
		t.Cleanup(ts.Close)
		servers = append(servers, ts)
	}
	get := func(ts *httptest.Server, target string) (int, string) {
		t.Helper()
		resp, err := http.Get(ts.URL + target)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, string(body)
	}
	// Both instances open the index of the same imported edition at once.
	targets := []string{
		"/api/search?q=casting+spells&edition=" + laterEdition,
		"/api/rules/" + laterEdition + "/601.2",
		"/rules/" + tinyEdition + "/100.1",
	}
	for _, target := range targets {
		bodies := make([]string, len(servers))
		var wait sync.WaitGroup
		for i, ts := range servers {
			wait.Go(func() {
				status, body := get(ts, target)
				if status != http.StatusOK {
					t.Errorf("instance %d: %s answered %d: %s", i, target, status, body)
				}
				bodies[i] = body
			})
		}
		wait.Wait()
		if strings.HasPrefix(target, "/api/") && bodies[0] != bodies[1] {
			t.Errorf("%s: the instances answered differently:\n%s\n%s", target, bodies[0], bodies[1])
		}
	}
	// An import while both run shows in both.
	data, err := os.ReadFile(filepath.Join("..", "corpus", "testdata", "tiny-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	store, err := corpus.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Add("newer.txt", []byte(strings.Replace(string(data), "February 27, 2026", "January 2, 2026", 1))); err != nil {
		t.Fatal(err)
	}
	for i, ts := range servers {
		deadline := time.Now().Add(3 * resolveFor)
		for {
			status, body := get(ts, "/api/rules/2026-01/100.1")
			if status == http.StatusOK && strings.Contains(body, `"edition": "2026-01-02"`) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("instance %d never saw the new import: %d %s", i, status, body)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
}
