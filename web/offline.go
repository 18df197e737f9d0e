package web

import (
	"bytes"
	"net/http"
	"sync"
	"text/template"
)

// serviceWorkerJS caches the app shell at install and every page visited
// (rules, glossary, scenarios) as it is fetched, so a judge who loses the
// signal still reads what they opened. Pages are fetched network first
// (a rule page must be current), falling back to the cached copy when the
// network fails or stalls; hashed assets never change, so they come from
// the cache first. The cache is named by the assets' version: a new build
// starts a fresh cache and drops the old one. It is parsed on first use:
// every judge process loads this package, few of them serve.
var serviceWorkerJS = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("sw.js").Parse(`// judge serve service worker, version {{.Version}}
"use strict";
const CACHE = "judge-{{.Version}}";
const SHELL = ["/", "/offline"{{range .Assets}}, "{{.}}"{{end}}];
const KEEP = /^\/(rules|glossary|scenarios)\//;
const NETWORK_WAIT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("judge-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

function fromNetwork(request, keep) {
  return fetch(request).then((response) => {
    if (keep && response.ok) {
      const copy = response.clone();
      caches.open(CACHE).then((c) => c.put(request, copy));
    }
    return response;
  });
}

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network too slow")), ms);
    promise.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (url.pathname.startsWith("/static/")) {
    event.respondWith(caches.match(request).then((hit) => hit || fromNetwork(request, true)));
    return;
  }
  const keep = KEEP.test(url.pathname) || url.pathname === "/";
  const network = fromNetwork(request, keep);
  event.respondWith(
    withTimeout(network, NETWORK_WAIT_MS).catch(() =>
      caches.match(request).then((hit) => hit || network.catch(() => caches.match("/offline")))
    )
  );
});
`))
})

func (s *Server) serviceWorker(w http.ResponseWriter, r *http.Request) {
	var out bytes.Buffer
	err := serviceWorkerJS().Execute(&out, struct {
		Version string
		Assets  []string
	}{s.assets.version, s.assets.paths()})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	// The worker itself is always revalidated, so a new build is picked up.
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(out.Bytes())
}

func (s *Server) manifest(w http.ResponseWriter, r *http.Request) {
	icon, err := s.assets.path("icon.svg")
	if err != nil {
		s.fail(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Header().Set("Cache-Control", "no-cache")
	encodeJSON(w, map[string]any{
		"name":             "judgekit rules lookup",
		"short_name":       "judge",
		"start_url":        "/",
		"scope":            "/",
		"display":          "standalone",
		"background_color": "#ffffff",
		"theme_color":      "#1d3557",
		"icons":            []map[string]string{{"src": icon, "sizes": "any", "type": "image/svg+xml", "purpose": "any"}},
	})
}
