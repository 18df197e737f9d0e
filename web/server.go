package web

import (
	"context"
	"errors"
	"fmt"
	"github.com/judgekit/judge/corpus"
	"log/slog"
	"net"
	"net/http"
	"runtime"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

// Config says where the server listens, what it reads and how far it
// trusts a request. Zero fields take the defaults of DefaultConfig.
type Config struct {
	// Addr is the listening address, host:port.
	Addr string
	// DataDir holds the imported editions; empty means the default.
	DataDir string
	// Edition names the edition a page or API call that names none reads
	// (any name the CLI's --edition takes); empty means corpus.DefaultID.
	Edition string
	// Logger receives one line per request and every server error.
	Logger *slog.Logger
	// RequestTimeout bounds one request, searches included.
	RequestTimeout time.Duration
	// MaxBodyBytes bounds a request body, a pasted scenario included.
	MaxBodyBytes int64
	// Check bounds the scenario checker.
	Check CheckLimits
	// NoCache turns off the cache of rendered pages and search answers,
	// so every request does the whole work (for measuring it).
	NoCache bool
	// WarmScenarios checks every built-in scenario in the background as
	// the server starts, so the first page listing them all (the checker,
	// /api/scenarios) doesn't wait for it. Rule pages never wait for the
	// whole set: they check the scenarios about their rule.
	WarmScenarios bool
}

// CheckLimits bound what one scenario check may cost.
type CheckLimits struct {
	// MaxLines refuses a scenario file of more lines.
	MaxLines int
	// MaxSteps refuses a scenario whose trace runs past this many steps.
	MaxSteps int
	// Timeout refuses a scenario the engine has not settled in this time.
	Timeout time.Duration
	// Concurrency is how many checks run at once.
	Concurrency int
	// Wait is how long a check waits for a free slot before the answer is
	// 503 with Retry-After.
	Wait time.Duration
}

// DefaultConfig returns the settings `judge serve` starts with.
func DefaultConfig() Config {
	return Config{
		Addr:           "127.0.0.1:8080",
		Logger:         slog.Default(),
		RequestTimeout: 10 * time.Second,
		MaxBodyBytes:   64 << 10,
		WarmScenarios:  true,
		Check: CheckLimits{
			MaxLines:    500,
			MaxSteps:    5000,
			Timeout:     2 * time.Second,
			Concurrency: runtime.NumCPU(),
			Wait:        250 * time.Millisecond,
		},
	}
}

// withDefaults fills the zero fields of c from DefaultConfig.
func (c Config) withDefaults() Config {
	d := DefaultConfig()
	if c.Addr == "" {
		c.Addr = d.Addr
	}
	if c.Logger == nil {
		c.Logger = d.Logger
	}
	if c.RequestTimeout <= 0 {
		c.RequestTimeout = d.RequestTimeout
	}
	if c.MaxBodyBytes <= 0 {
		c.MaxBodyBytes = d.MaxBodyBytes
	}
	if c.Check.MaxLines <= 0 {
		c.Check.MaxLines = d.Check.MaxLines
	}
	if c.Check.MaxSteps <= 0 {
		c.Check.MaxSteps = d.Check.MaxSteps
	}
	if c.Check.Timeout <= 0 {
		c.Check.Timeout = d.Check.Timeout
	}
	if c.Check.Concurrency <= 0 {
		c.Check.Concurrency = d.Check.Concurrency
	}
	if c.Check.Wait <= 0 {
		c.Check.Wait = d.Check.Wait
	}
	return c
}

// Server answers the web lookup. Build one with New; it is safe for
// concurrent use.
type Server struct {
	cfg     Config
	logger  *slog.Logger
	lib     *Library
	assets  *assets
	pages   *pages
	checks  *checkPool
	history *history
	cache   *pageCache
	handler http.Handler
}

// New loads the library of cfg.DataDir and builds the server's routes.
func New(cfg Config) (*Server, error) {
	cfg = cfg.withDefaults()
	lib, err := NewLibrary(corpus.NewEditions(cfg.DataDir).WithDefault(cfg.Edition))
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg: cfg, logger: cfg.Logger, lib: lib, checks: newCheckPool(cfg.Check),
		history: newHistory(lib, cfg.Check.Concurrency), cache: newPageCache(),
	}
	if s.assets, err = loadAssets(); err != nil {
		return nil, err
	}
	if s.pages, err = loadPages(s.assets); err != nil {
		return nil, err
	}
	s.handler = s.routes()
	if cfg.WarmScenarios {
		go lib.checkWhole()
	}
	return s, nil
}

// Handler returns the server's routes with their middleware.
func (s *Server) Handler() http.Handler { return s.handler }

// Library returns what the server reads.
func (s *Server) Library() *Library { return s.lib }

// routes lists every middleware and route in one place.
func (s *Server) routes() http.Handler {
	r := chi.NewRouter()
	r.Use(
		middleware.RequestID,
		echoRequestID,
		middleware.GetHead,
		logRequests(s.logger),
		s.recoverer,
		secureHeaders,
		middleware.Compress(5, "text/html", "text/css", "text/javascript", "application/json",
			"application/manifest+json", "image/svg+xml"),
		middleware.Timeout(s.cfg.RequestTimeout),
		s.limitBody(s.cfg.MaxBodyBytes),
		s.validUTF8,
	)
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, errorf(http.StatusNotFound, "no page at %s", r.URL.Path))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, errorf(http.StatusMethodNotAllowed, "%s is not allowed on %s", r.Method, r.URL.Path))
	})

	r.Get("/healthz", s.healthz)
	r.Get("/static/{name}", s.assets.serve)
	r.Get("/sw.js", s.serviceWorker)
	r.Get("/manifest.webmanifest", s.manifest)

	r.Get("/", s.homePage)
	r.Get("/search", s.searchPage)
	r.Get("/switch", s.switchEdition)
	r.Get("/rules/{edition}/{id}", s.rulePage)
	r.Get("/glossary/{edition}", s.glossaryPage)
	r.Get("/glossary/{edition}/{term}", s.termPage)
	r.Get("/cards/{name}", s.cardPage)
	r.Get("/scenarios", s.scenariosPage)
	r.Get("/scenarios/{id}", s.scenarioPage)
	r.Get("/check", s.checkPage)
	r.Post("/check", s.checkPage)
	r.Get("/offline", s.offlinePage)
	r.Get("/diff", s.diffPage)

	r.Route("/api", func(r chi.Router) {
		r.Get("/openapi.json", s.openAPI)
		r.Get("/editions", s.apiEditions)
		r.Get("/rules/{edition}/{id}", s.apiRule)
		r.Get("/search", s.apiSearch)
		r.Get("/glossary/{edition}/{term}", s.apiGlossary)
		r.Get("/cards/{name}", s.apiCard)
		r.Get("/scenarios", s.apiScenarios)
		r.Get("/scenarios/{id}", s.apiScenario)
		r.Post("/check", s.apiCheck)
		r.Get("/diff/{old}/{new}", s.apiDiff)
		r.Get("/history/{edition}/{id}", s.apiHistory)
	})
	return r
}

func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "scenarios": len(s.lib.Builtin())})
}

// fail answers err: as JSON on the API, as a page elsewhere.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	e := asError(err)
	if e.Status >= 500 && e.Status != http.StatusServiceUnavailable {
		s.logger.Error("request failed", "id", middleware.GetReqID(r.Context()), "path", r.URL.Path, "err", err)
	}
	if e.RetryAfter > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(e.RetryAfter))
	}
	w.Header().Set("Cache-Control", "no-store")
	if isAPI(r) || s.pages == nil {
		writeJSON(w, e.Status, e)
		return
	}
	s.render(w, r, e.Status, "error", &errorView{pageView: s.view(r, "Error", ""), Err: e})
}

// ListenAndServe serves on cfg.Addr until ctx is done, then stops taking
// connections and lets the requests in flight finish (up to 10 s).
func (s *Server) ListenAndServe(ctx context.Context) error {
	listener, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", s.cfg.Addr, err)
	}
	return s.Serve(ctx, listener)
}

// Serve serves on listener until ctx is done, then shuts down gracefully.
func (s *Server) Serve(ctx context.Context, listener net.Listener) error {
	server := &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      s.cfg.RequestTimeout + 5*time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(s.logger.Handler(), slog.LevelWarn),
	}
	s.logger.Info("serving", "addr", listener.Addr().String(), "data_dir", s.lib.editions.DataDir())
	done := make(chan error, 1)
	go func() { done <- server.Serve(listener) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	s.logger.Info("shutting down")
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err := server.Shutdown(shutdown)
	if serveErr := <-done; serveErr != nil && !errors.Is(serveErr, http.ErrServerClosed) {
		err = errors.Join(err, serveErr)
	}
	return errors.Join(err, s.lib.Close())
}
