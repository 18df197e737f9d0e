package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strings"
	"sync"
)

// maxCacheBytes bounds the page cache's compressed pages; past it the
// cache starts over, which keeps memory bounded without bookkeeping per
// hit. Every rule page of a 2026 edition takes about 15 MB.
const maxCacheBytes = 64 << 20

// pageCache keeps rendered pages that depend only on the data (a rule
// page is a function of its edition's file, the built-in scenarios and the
// editions on offer), with their gzip form, so a page many judges open is
// rendered and compressed once.
type pageCache struct {
	mu    sync.RWMutex
	pages map[string]*cachedPage
	bytes int
}

// cachedPage is a page kept gzipped only: nearly every browser takes gzip,
// and the rare client that does not gets it decompressed.
type cachedPage struct {
	contentType string
	gzipped     []byte
	// plain is set instead of gzipped for an answer not kept: the
	// compression middleware then compresses it, as any other answer.
	plain []byte
}

// gzipWriters are reused: a compressor's state is large to allocate.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(io.Discard) }}

func newPageCache() *pageCache {
	return &pageCache{pages: map[string]*cachedPage{}}
}

func newCachedPage(contentType string, plain []byte) *cachedPage {
	var gz bytes.Buffer
	zw := gzipWriters.Get().(*gzip.Writer)
	zw.Reset(&gz)
	zw.Write(plain)
	zw.Close()
	gzipWriters.Put(zw)
	return &cachedPage{contentType: contentType, gzipped: gz.Bytes()}
}

func (c *pageCache) get(key string) (*cachedPage, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	p, ok := c.pages[key]
	return p, ok
}

func (c *pageCache) put(key, contentType string, plain []byte) *cachedPage {
	p := newCachedPage(contentType, plain)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.bytes+len(p.gzipped) > maxCacheBytes {
		clear(c.pages)
		c.bytes = 0
	}
	if old, ok := c.pages[key]; ok {
		c.bytes -= len(old.gzipped)
	}
	c.pages[key] = p
	c.bytes += len(p.gzipped)
	return p
}

// write sends a cached page, compressed when the client takes gzip.
func (p *cachedPage) write(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Type", p.contentType)
	h.Set("Cache-Control", "no-cache")
	if p.gzipped == nil {
		w.WriteHeader(http.StatusOK)
		w.Write(p.plain)
		return
	}
	h.Add("Vary", "Accept-Encoding")
	if acceptsGzip(r) {
		h.Set("Content-Encoding", "gzip")
		w.WriteHeader(http.StatusOK)
		if r.Method != http.MethodHead {
			w.Write(p.gzipped)
		}
		return
	}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		zr, err := gzip.NewReader(bytes.NewReader(p.gzipped))
		if err == nil {
			io.Copy(w, zr)
		}
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
	if p, ok := s.cachedAnswer(key); ok {
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
	if c, ok := data.(interface{ cacheable() bool }); ok && !c.cacheable() {
		(&cachedPage{contentType: "text/html; charset=utf-8", plain: body}).write(w, r)
		return
	}
	s.remember(key, "text/html; charset=utf-8", body).write(w, r)
}

// jsonCached answers JSON from the cache under key, computing it with
// answer on a miss; an error is answered, uncached.
func (s *Server) jsonCached(w http.ResponseWriter, r *http.Request, key string, answer func() (any, error)) {
	key = "json\x00" + key
	if p, ok := s.cachedAnswer(key); ok {
		p.write(w, r)
		return
	}
	v, err := answer()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	var body bytes.Buffer
	if err := encodeJSON(&body, v); err != nil {
		s.fail(w, r, err)
		return
	}
	s.remember(key, "application/json; charset=utf-8", body.Bytes()).write(w, r)
}

// cachedAnswer looks key up, unless caching is off.
func (s *Server) cachedAnswer(key string) (*cachedPage, bool) {
	if s.cfg.NoCache {
		return nil, false
	}
	return s.cache.get(key)
}

// remember keeps an answer under key, unless caching is off, and returns
// it ready to write.
func (s *Server) remember(key, contentType string, body []byte) *cachedPage {
	if s.cfg.NoCache {
		return &cachedPage{contentType: contentType, plain: body}
	}
	return s.cache.put(key, contentType, body)
}
