package web

import (
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/scenarios"
)

func TestEveryAnswerCarriesTheSecurityHeaders(t *testing.T) {
	s := shared(t)
	want := map[string]string{
		"X-Content-Type-Options": "nosniff",
		"X-Frame-Options":        "DENY",
		"Referrer-Policy":        "same-origin",
	}
	for _, target := range []string{"/", "/rules/seed/409.1h", "/api/rules/seed/100", "/api/rules/seed/nope", "/nothing", "/healthz"} {
		w := do(t, s, http.MethodGet, target, nil)
		for header, value := range want {
			if got := w.Header().Get(header); got != value {
				t.Errorf("%s: %s = %q, want %q", target, header, got, value)
			}
		}
		csp := w.Header().Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: Content-Security-Policy %q is not strict", target, csp)
		}
		if w.Header().Get("X-Request-Id") == "" {
			t.Errorf("%s: no X-Request-Id to quote when reporting a problem", target)
		}
	}
}

func TestStaticAssetsAreHashedAndCachedForAYear(t *testing.T) {
	s := shared(t)
	doc := parseHTML(t, do(t, s, http.MethodGet, "/", nil).Body.Bytes())
	css := hrefs(doc, "link[rel=stylesheet]")
	if len(css) != 1 || !regexp.MustCompile(`^/static/app\.[0-9a-f]{8}\.css$`).MatchString(css[0]) {
		t.Fatalf("stylesheet %v is not a hashed asset", css)
	}
	w := do(t, s, http.MethodGet, css[0], nil)
	if w.Code != http.StatusOK || !strings.Contains(w.Header().Get("Cache-Control"), "max-age=31536000") ||
		!strings.HasPrefix(w.Header().Get("Content-Type"), "text/css") {
		t.Errorf("asset answered %d, Cache-Control %q, Content-Type %q", w.Code, w.Header().Get("Cache-Control"), w.Header().Get("Content-Type"))
	}
	if w := do(t, s, http.MethodGet, "/static/app.css", nil); w.Code != http.StatusNotFound {
		t.Errorf("the unhashed name answered %d, want 404", w.Code)
	}
	sw := do(t, s, http.MethodGet, "/sw.js", nil)
	if sw.Code != http.StatusOK || sw.Header().Get("Cache-Control") != "no-cache" || !strings.Contains(sw.Body.String(), css[0]) {
		t.Errorf("sw.js answered %d, Cache-Control %q; it must be revalidated and cache %s", sw.Code, sw.Header().Get("Cache-Control"), css[0])
	}
	if m := do(t, s, http.MethodGet, "/manifest.webmanifest", nil); m.Code != http.StatusOK || !strings.Contains(m.Body.String(), `"start_url": "/"`) {
		t.Errorf("manifest answered %d: %s", m.Code, m.Body)
	}
}

func TestHealthzAndHeadAndCompression(t *testing.T) {
	s := shared(t)
	if w := do(t, s, http.MethodGet, "/healthz", nil); w.Code != http.StatusOK || !strings.Contains(w.Body.String(), `"ok"`) {
		t.Errorf("healthz answered %d %s", w.Code, w.Body)
	}
	if w := do(t, s, http.MethodHead, "/rules/seed/409.1h", nil); w.Code != http.StatusOK {
		t.Errorf("HEAD of a rule page answered %d", w.Code)
	}
	r := httptest.NewRequest(http.MethodGet, "/rules/seed/409.1", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	if w := serve(s, r); w.Header().Get("Content-Encoding") != "gzip" {
		t.Errorf("a rule page asked for gzip came back %q", w.Header().Get("Content-Encoding"))
	}
}

func TestPanicIsA500AndTheServerGoesOn(t *testing.T) {
	s := shared(t)
	h := s.recoverer(http.HandlerFunc(func(http.ResponseWriter, *http.Request) { panic("engine bug") }))
	for _, target := range []string{"/api/rules/seed/1", "/rules/seed/1"} {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, target, nil))
		if w.Code != http.StatusInternalServerError || strings.Contains(w.Body.String(), "engine bug") {
			t.Errorf("%s: a panic answered %d %q, want a 500 that does not leak the panic", target, w.Code, w.Body)
		}
	}
	if w := do(t, s, http.MethodGet, "/healthz", nil); w.Code != http.StatusOK {
		t.Errorf("after a panic, healthz answered %d", w.Code)
	}
}

func TestCheckerBusyIs503WithRetryAfterWhileRulesStillAnswer(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Check.Concurrency = 1
	cfg.Check.Wait = 20 * time.Millisecond
	s := newTestServer(t, cfg)
	s.checks.slots <- struct{}{} // a check in progress holds the only slot
	defer func() { <-s.checks.slots }()
	w := do(t, s, http.MethodPost, "/api/check", strings.NewReader("---\nrules: [409.1h]\n---\n"))
	if w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
		t.Fatalf("a check with no free slot answered %d (Retry-After %q), want 503 with Retry-After", w.Code, w.Header().Get("Retry-After"))
	}
	decodeError(t, w)
	if w := do(t, s, http.MethodGet, "/rules/seed/409.1h", nil); w.Code != http.StatusOK {
		t.Errorf("a rule page while the checker is full answered %d", w.Code)
	}
}

func TestCheckOverItsTimeIsRefusedAndKeepsItsSlot(t *testing.T) {
	limits := DefaultConfig().Check
	limits.Concurrency, limits.Timeout, limits.Wait = 1, 20*time.Millisecond, 10*time.Millisecond
	pool := newCheckPool(limits)
	release := make(chan struct{})
	_, err := pool.run(t.Context(), nil, func() scenarios.Checked { <-release; return scenarios.Checked{} })
	var e *Error
	if !errors.As(err, &e) || e.Status != http.StatusUnprocessableEntity || !strings.Contains(e.Message, "within") {
		t.Fatalf("a check over its time = %v, want 422 naming the limit", err)
	}
	// The engine is still running: its slot is not free yet.
	if _, err := pool.run(t.Context(), nil, func() scenarios.Checked { return scenarios.Checked{} }); !errors.Is(err, errBusy) {
		t.Errorf("a check while the timed-out one still runs = %v, want busy", err)
	}
	close(release)
	deadline := time.Now().Add(2 * time.Second)
	for {
		_, err := pool.run(t.Context(), nil, func() scenarios.Checked { return scenarios.Checked{} })
		if err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the slot was never freed: %v", err)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestCheckOverItsStepsIsRefused(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Check.MaxSteps = 2
	s := newTestServer(t, cfg)
	w := do(t, s, http.MethodPost, "/api/check", strings.NewReader(builtinText(t, "death-bomb")))
	if w.Code != http.StatusUnprocessableEntity {
		t.Fatalf("a scenario over the step limit answered %d, want 422", w.Code)
	}
	if e := decodeError(t, w); !strings.Contains(e.Message, "stops at 2") {
		t.Errorf("error %q does not state the limit", e.Message)
	}
}

func TestServeShutsDownGracefully(t *testing.T) {
	s := shared(t)
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	server := &Server{cfg: s.cfg, logger: s.logger, lib: &Library{editions: s.lib.editions}, handler: s.handler}
	go func() { done <- server.Serve(ctx, listener) }()
	resp, err := http.Get("http://" + listener.Addr().String() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve returned %v after shutdown, want nil", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return after its context ended")
	}
	if _, err := http.Get("http://" + listener.Addr().String() + "/healthz"); err == nil {
		t.Error("the server still answers after shutdown")
	}
}

func TestCachedRulePageIsTheSamePageGzippedOrNot(t *testing.T) {
	s := newTestServer(t, Config{})
	plain := do(t, s, http.MethodGet, "/rules/seed/409.1h", nil)
	for range 2 { // a miss, then a hit
		r := httptest.NewRequest(http.MethodGet, "/rules/seed/409.1h", nil)
		r.Header.Set("Accept-Encoding", "br;q=1.0, gzip;q=0.8")
		w := serve(s, r)
		if w.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(w.Header().Get("Vary"), "Accept-Encoding") {
			t.Fatalf("Content-Encoding %q, Vary %q", w.Header().Get("Content-Encoding"), w.Header().Get("Vary"))
		}
		zr, err := gzip.NewReader(w.Body)
		if err != nil {
			t.Fatal(err)
		}
		body, err := io.ReadAll(zr)
		if err != nil {
			t.Fatal(err)
		}
		if string(body) != plain.Body.String() {
			t.Error("the gzipped page differs from the plain one")
		}
	}
	if acceptsGzip(httptest.NewRequest("GET", "/", nil)) {
		t.Error("a request without Accept-Encoding takes gzip")
	}
	r := httptest.NewRequest("GET", "/", nil)
	r.Header.Set("Accept-Encoding", "gzip;q=0")
	if acceptsGzip(r) {
		t.Error("gzip;q=0 was read as taking gzip")
	}
}

type uncacheableView struct{ *errorView }

func (uncacheableView) cacheable() bool { return false }

func TestAPageMissingAPartIsAnsweredButNotCached(t *testing.T) {
	s := newTestServer(t, Config{})
	for _, test := range []struct {
		name      string
		cacheable bool
		renders   int
	}{{"whole page", true, 1}, {"partial page", false, 2}} {
		renders := 0
		for range 2 {
			w := httptest.NewRecorder()
			r := httptest.NewRequest(http.MethodGet, "/offline", nil)
			s.renderCached(w, r, test.name, "offline", func() (any, error) {
				renders++
				v := &errorView{pageView: s.view(r, "Offline", "")}
				if test.cacheable {
					return v, nil
				}
				return uncacheableView{v}, nil
			})
			if w.Code != http.StatusOK {
				t.Fatalf("%s: status %d", test.name, w.Code)
			}
		}
		if renders != test.renders {
			t.Errorf("%s rendered %d times for two requests, want %d", test.name, renders, test.renders)
		}
	}
}
