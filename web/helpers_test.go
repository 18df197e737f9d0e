package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios"
	"golang.org/x/net/html"
)

// tinyEdition is the effective date of corpus/testdata/tiny-cr.txt.
const tinyEdition = "2026-02-27"

// newTestServer returns a server over a fresh data directory holding the
// tiny CR fixture as edition 2026-02-27, with cfg's limits.
func newTestServer(t testing.TB, cfg Config) *Server {
	t.Helper()
	if cfg.DataDir == "" {
		cfg.DataDir = dataDirWithTiny(t)
	}
	cfg.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	// A test's server checks the built-in set only if the test asks for
	// a page that lists it (TestWarmScenarios checks the warming).
	cfg.WarmScenarios = false
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.lib.Close() })
	return s
}

func dataDirWithTiny(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	if err := importTiny(dir, "tiny-cr.txt", nil); err != nil {
		t.Fatal(err)
	}
	return dir
}

// importTiny imports corpus/testdata/tiny-cr.txt into the data directory
// dir as the file name, its text first changed by edit when edit is not
// nil.
func importTiny(dir, name string, edit func(string) string) error {
	data, err := os.ReadFile(filepath.Join("..", "corpus", "testdata", "tiny-cr.txt"))
	if err != nil {
		return err
	}
	if edit != nil {
		data = []byte(edit(string(data)))
	}
	store, err := corpus.OpenStore(dir)
	if err != nil {
		return err
	}
	if _, err := store.Add(name, data); err != nil {
		return fmt.Errorf("import %s: %w", name, err)
	}
	return nil
}

// sharedServers are the servers tests share, one per kind of data
// directory, each made the first time a test asks. Making a server checks
// every built-in scenario, seconds of CPU under the race detector; the
// tests that share one only read.
var sharedServers struct {
	mu   sync.Mutex
	byID map[string]*sharedServer
}

type sharedServer struct {
	once   sync.Once
	dir    string
	server *Server
	err    error
}

// sharedServerOf returns the server shared under id, made on first use
// over a data directory of its own that fill fills.
func sharedServerOf(t testing.TB, id string, fill func(dir string) error) *Server {
	t.Helper()
	sharedServers.mu.Lock()
	if sharedServers.byID == nil {
		sharedServers.byID = map[string]*sharedServer{}
	}
	s := sharedServers.byID[id]
	if s == nil {
		s = &sharedServer{}
		sharedServers.byID[id] = s
	}
	sharedServers.mu.Unlock()
	s.once.Do(func() {
		if s.dir, s.err = os.MkdirTemp("", "judge-web-test-"); s.err != nil {
			return
		}
		if s.err = fill(s.dir); s.err != nil {
			return
		}
		s.server, s.err = New(Config{DataDir: s.dir, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	})
	if s.err != nil {
		t.Fatalf("shared server %s: %v", id, s.err)
	}
	if s.server == nil {
		t.Fatalf("shared server %s was not made", id)
	}
	return s.server
}

// closeSharedServers closes every shared server and removes its data
// directory, once every test has run.
func closeSharedServers() {
	sharedServers.mu.Lock()
	defer sharedServers.mu.Unlock()
	for _, s := range sharedServers.byID {
		if s.server != nil {
			s.server.lib.Close()
		}
		if s.dir != "" {
			os.RemoveAll(s.dir)
		}
	}
}

func TestMain(m *testing.M) {
	noticeMissingBrowser()
	code := m.Run()
	closeSharedBrowser()
	closeSharedServers()
	os.Exit(code)
}

// sharedIndexed is done once the shared server holds the search index of
// the default edition.
var sharedIndexed struct {
	once sync.Once
	err  error
}

// shared returns one server over the tiny fixture for the tests that only
// read, built once. The default edition's index is built before any test
// searches it: a build under the race detector on a busy machine can take
// longer than a request may, and the tests that search are about what is
// found, not how soon the first search answers.
func shared(t testing.TB) *Server {
	t.Helper()
	s := sharedServerOf(t, "tiny", func(dir string) error { return importTiny(dir, "tiny-cr.txt", nil) })
	sharedIndexed.once.Do(func() {
		edition, err := s.lib.Edition(corpus.DefaultID)
		if err == nil {
			_, err = s.lib.Index(edition)
		}
		sharedIndexed.err = err
	})
	if sharedIndexed.err != nil {
		t.Fatalf("index of the default edition on the shared server: %v", sharedIndexed.err)
	}
	return s
}

// do sends a request through the server's handler.
func do(t testing.TB, s *Server, method, target string, body io.Reader) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, target, body)
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}

// decodeError reads a JSON error answer, failing the test when the body
// is not one.
func decodeError(t *testing.T, w *httptest.ResponseRecorder) Error {
	t.Helper()
	if ct := w.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("error answer has Content-Type %q, want JSON; body %s", ct, w.Body)
	}
	var e Error
	if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil {
		t.Fatalf("error body is not JSON: %v\n%s", err, w.Body)
	}
	if e.Message == "" || e.Status != w.Code {
		t.Errorf("error body %+v does not say what went wrong with status %d", e, w.Code)
	}
	return e
}

// parseHTML parses a page, failing the test when it is not HTML.
func parseHTML(t *testing.T, body []byte) *html.Node {
	t.Helper()
	doc, err := html.Parse(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// selectAll returns the elements matching selector: simple selectors
// ("tag", "#id", ".class", "tag.class", "tag#id", "tag[attr=value]"),
// separated by spaces for descendants.
func selectAll(root *html.Node, selector string) []*html.Node {
	parts := strings.Fields(selector)
	found := []*html.Node{root}
	for _, part := range parts {
		var next []*html.Node
		seen := map[*html.Node]bool{}
		for _, n := range found {
			for _, m := range selectSimple(n, part) {
				if m != n && !seen[m] {
					seen[m] = true
					next = append(next, m)
				}
			}
		}
		found = next
	}
	return found
}

func selectSimple(root *html.Node, selector string) []*html.Node {
	tag, id, class, attr, value := selector, "", "", "", ""
	if i := strings.IndexByte(tag, '['); i >= 0 {
		attr, value, _ = strings.Cut(strings.Trim(tag[i:], "[]"), "=")
		tag = tag[:i]
	}
	if i := strings.IndexByte(tag, '#'); i >= 0 {
		tag, id = tag[:i], tag[i+1:]
	}
	if i := strings.IndexByte(tag, '.'); i >= 0 {
		tag, class = tag[:i], tag[i+1:]
	}
	var out []*html.Node
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && (tag == "" || n.Data == tag) &&
			(id == "" || attrOf(n, "id") == id) &&
			(class == "" || hasClass(n, class)) &&
			(attr == "" || attrOf(n, attr) == value) {
			out = append(out, n)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(root)
	return out
}

func attrOf(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasClass(n *html.Node, class string) bool {
	for _, c := range strings.Fields(attrOf(n, "class")) {
		if c == class {
			return true
		}
	}
	return false
}

// textOf returns the text inside n.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return b.String()
}

// hrefs returns the href of every link matching selector.
func hrefs(root *html.Node, selector string) []string {
	var out []string
	for _, n := range selectAll(root, selector) {
		out = append(out, attrOf(n, "href"))
	}
	return out
}

// encoded returns v as the API and the CLI encode it.
func encoded(t *testing.T, v any) string {
	t.Helper()
	var b bytes.Buffer
	if err := encodeJSON(&b, v); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

var _ = http.MethodGet

func newFormRequest(t testing.TB, target string, body io.Reader) *http.Request {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, target, body)
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return r
}

func serve(s *Server, r *http.Request) *httptest.ResponseRecorder {
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}

// builtinText reads the file of the built-in scenario id from the
// repository, without checking the set as the library's Scenario does.
func builtinText(t testing.TB, id string) string {
	t.Helper()
	s, ok := scenarios.BuiltinScenario(id)
	if !ok {
		t.Fatalf("no built-in scenario %q", id)
	}
	data, err := os.ReadFile(filepath.Join("..", s.File))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
