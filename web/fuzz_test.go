package web

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzCheckBody posts arbitrary bodies to /api/check: every answer is a
// verdict or a 4xx/503 JSON error, never a 500 or a panic.
func FuzzCheckBody(f *testing.F) {
	for _, name := range []string{filepath.Join("testdata", "broken.md"), filepath.Join("..", "scenarios", "seed", "death-bomb.md")} {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("---\nrules: [409.1h]\n---\n```scenario\n```\n"))
	f.Add([]byte("\xff\xfe\x00"))
	f.Add([]byte("---\n: [\n---\n"))
	f.Add([]byte(strings.Repeat("```scenario\n", 50)))
	s := shared(f)
	allowed := map[int]bool{200: true, 400: true, 413: true, 422: true, 503: true}
	f.Fuzz(func(t *testing.T, body []byte) {
		w := do(t, s, http.MethodPost, "/api/check", strings.NewReader(string(body)))
		if !allowed[w.Code] {
			t.Fatalf("status %d for body %q: %s", w.Code, body, w.Body)
		}
		if !json.Valid(w.Body.Bytes()) {
			t.Fatalf("status %d with a body that is not JSON: %s", w.Code, w.Body)
		}
	})
}
