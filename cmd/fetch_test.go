package cmd

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// crServer serves a rules page at /en/rules linking to the CR text at
// /downloads/MagicCompRules 20260227.txt, plus the routes a test adds.
func crServer(t *testing.T, text []byte, extra map[string]http.HandlerFunc) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/en/rules", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<html><body><a href="/downloads/MagicCompRules%2020260227.txt">TXT</a></body></html>`)
	})
	// The file name has a space, as the official one does; patterns cannot.
	mux.HandleFunc("/downloads/", func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/downloads/MagicCompRules 20260227.txt" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		w.Write(text)
	})
	for pattern, handler := range extra {
		mux.HandleFunc(pattern, handler)
	}
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	return server
}

func tinyCRFixture(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "fixtures", "tiny-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestCorpusFetchWithoutURLReadsRulesPage(t *testing.T) {
	text := tinyCRFixture(t)
	server := crServer(t, text, nil)
	o := newOptions()
	o.dataDir = t.TempDir()
	o.rulesPage = server.URL + "/en/rules"
	command := newCorpusFetchCmd(o)
	var stdout, stderr bytes.Buffer
	command.SetOut(&stdout)
	command.SetErr(&stderr)
	command.SetArgs(nil)
	if err := command.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("fetch: %v\n%s", err, stderr.String())
	}
	stored, err := os.ReadFile(filepath.Join(o.dataDir, "editions", "2026-02-27.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, text) {
		t.Errorf("stored edition differs from the served text")
	}
	if !strings.Contains(stdout.String(), "imported edition 2026-02-27") {
		t.Errorf("output %q does not report the import", stdout.String())
	}
}

func TestCorpusFetchTimeoutSaysHowToRaiseIt(t *testing.T) {
	server := crServer(t, nil, map[string]http.HandlerFunc{
		"/slow.txt": func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() },
	})
	o := newOptions()
	o.dataDir = t.TempDir()
	command := newCorpusFetchCmd(o)
	command.SetOut(io.Discard)
	command.SetErr(io.Discard)
	command.SetArgs([]string{"--timeout", "50ms", server.URL + "/slow.txt"})
	err := command.ExecuteContext(context.Background())
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "--timeout") {
		t.Errorf("error = %v, want a deadline error mentioning --timeout", err)
	}
}
