package corpustest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// CRServer serves a rules page at /en/rules linking to the CR text at
// /downloads/MagicCompRules 20260227.txt, plus the routes a test adds in
// extra (pattern to handler). The server is closed when the test ends.
func CRServer(t testing.TB, text []byte, extra map[string]http.HandlerFunc) *httptest.Server {
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
