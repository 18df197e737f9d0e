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

	"github.com/judgekit/judge/corpus/corpustest"
)

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
	server := corpustest.CRServer(t, text, nil)
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
	server := corpustest.CRServer(t, nil, map[string]http.HandlerFunc{
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

func TestCardsFetchWithoutURLReadsTheBulkDataIndex(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, _ *http.Request) {
		io.WriteString(w, `{"object":"list","data":[{"object":"bulk_data","type":"oracle_cards","download_uri":"/oracle-cards.json"}]}`)
	})
	mux.HandleFunc("/oracle-cards.json", func(w http.ResponseWriter, _ *http.Request) {
		io.WriteString(w, `[{"object":"card","oracle_id":"4457ed35-7c10-48c8-9776-456485fdf070","name":"Lightning Bolt","layout":"normal"}]`)
	})
	server := httptest.NewServer(mux)
	defer server.Close()
	o := newOptions()
	o.dataDir = t.TempDir()
	o.bulkData = server.URL + "/bulk-data"
	command := newCardsFetchCmd(o)
	var stdout, stderr bytes.Buffer
	command.SetOut(&stdout)
	command.SetErr(&stderr)
	command.SetArgs(nil)
	if err := command.ExecuteContext(context.Background()); err != nil {
		t.Fatalf("fetch: %v\n%s", err, stderr.String())
	}
	if !strings.Contains(stdout.String(), "imported 1 cards from "+server.URL+"/oracle-cards.json") {
		t.Errorf("output %q does not report the import", stdout.String())
	}
}
