package web

import (
	"bytes"
	"compress/gzip"
	"net/http"
	"strings"
	"sync"
)

// maxCachedPages bounds the page cache; past it the cache starts over,
// which keeps memory bounded without bookkeeping per hit.
const maxCachedPages = 4096

// pageCache keeps rendered pages that depend only on the data (a rule
// page is a function of its edition's file, the built-in scenarios and the
// editions on offer), with their gzip form, so a page many judges open is
// rendered and compressed once.
type pageCache struct {
	mu    sync.RWMutex
	pages map[string]*cachedPage
}

type cachedPage struct {
	plain, gzipped []byte
}

func newPageCache() *pageCache {
	return &pageCache{pages: map[string]*cachedPage{}}
}

func (c *pageCache) get(key string) (*cachedPage, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	p, ok := c.pages[key]
	return p, ok
}

func (c *pageCache) put(key string, plain []byte) *cachedPage {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(plain)
	zw.Close()
	p := &cachedPage{plain: plain, gzipped: gz.Bytes()}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.pages) >= maxCachedPages {
		clear(c.pages)
	}
	c.pages[key] = p
	return p
}

// write sends a cached page, compressed when the client takes gzip.
func (p *cachedPage) write(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-cache")
	h.Add("Vary", "Accept-Encoding")
	body := p.plain
	if acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		body = p.gzipped
	}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(coding, "gzip") && strings.ReplaceAll(params, " ", "") != "q=0" {
			return true
		}
	}
	return false
}

// renderCached answers a page from the cache under key, rendering it with
// view on a miss. A view that fails is answered as the error, uncached.
func (s *Server) renderCached(w http.ResponseWriter, r *http.Request, key, page string, view func() (any, error)) {
	key = page + "\x00" + key + "\x00" + s.lib.editionsSignature()
	if p, ok := s.cache.get(key); ok {
		p.write(w, r)
		return
	}
	data, err := view()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	body, err := s.execute(page, data)
	if err != nil {
		s.logger.Error("render page", "page", page, "err", err)
		s.fail(w, r, errorf(http.StatusInternalServerError, "internal error"))
		return
	}
	s.cache.put(key, body).write(w, r)
}
