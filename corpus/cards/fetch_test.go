package cards

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// bulkServer serves a bulk data index listing an oracle cards file and a
// rulings file, both served too.
func bulkServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	server := httptest.NewServer(mux)
	t.Cleanup(server.Close)
	mux.HandleFunc("/bulk-data", func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("User-Agent") != "judge/test" || !strings.Contains(r.Header.Get("Accept"), "application/json") {
			http.Error(w, "name yourself", http.StatusBadRequest)
			return
		}
		w.Write([]byte(`{"object":"list","has_more":false,"data":[
{"object":"bulk_data","type":"oracle_cards","download_uri":"` + server.URL + `/files/oracle-cards.json"},
{"object":"bulk_data","type":"unique_artwork","download_uri":"` + server.URL + `/files/art.json"},
{"object":"bulk_data","type":"rulings","download_uri":"/files/rulings.json"}]}`))
	})
	mux.HandleFunc("/files/oracle-cards.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("[" + boltJSON + "]"))
	})
	mux.HandleFunc("/files/rulings.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("[" + rulingJSON + "]"))
	})
	mux.HandleFunc("/files/broken.json", func(w http.ResponseWriter, _ *http.Request) {
		w.Write([]byte("[" + boltJSON[:30]))
	})
	return server
}

func TestFetchReadsTheBulkDataIndex(t *testing.T) {
	server := bulkServer(t)
	f := &Fetcher{UserAgent: "judge/test"}
	fetched, err := f.Fetch(context.Background(), server.URL+"/bulk-data")
	if err != nil {
		t.Fatal(err)
	}
	if fetched.Cards == nil || fetched.Rulings == nil || !strings.HasSuffix(fetched.Rulings.Name, "/files/rulings.json") {
		t.Fatalf("fetched %+v", fetched)
	}
	// A bulk file's URL is read as such, its kind from its first object.
	fetched, err = f.Fetch(context.Background(), server.URL+"/files/rulings.json")
	if err != nil || fetched.Cards != nil || fetched.Rulings == nil {
		t.Fatalf("fetched %+v, %v", fetched, err)
	}
}

func TestFetchFailures(t *testing.T) {
	server := bulkServer(t)
	f := &Fetcher{UserAgent: "judge/test"}
	for url, want := range map[string]string{
		server.URL + "/missing":           "404",
		"ftp://example.com/x":             "only http and https",
		server.URL + "/files/broken.json": "", // read whole: the import refuses it
	} {
		_, err := f.Fetch(context.Background(), url)
		if want == "" {
			if err != nil {
				t.Errorf("%s: %v", url, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", url, err, want)
		}
	}
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	_, err := f.Fetch(context.Background(), closed.URL+"/bulk-data")
	var offline *OfflineError
	if !errors.As(err, &offline) || !errors.Is(err, corpus.ErrOffline) || !strings.Contains(err.Error(), "judge cards add") {
		t.Fatalf("unreachable server: %v, want an *OfflineError saying what to do", err)
	}
}
