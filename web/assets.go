package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
)

//go:embed static
var staticFS embed.FS

// assets are the embedded static files, each served under a name that
// carries its content hash ("app.3f2a9c01.css"), so a year-long cache is
// safe: a changed file is a new name.
type assets struct {
	byName   map[string]string // "app.css" -> "app.3f2a9c01.css"
	byHashed map[string]asset
	// version changes whenever any asset does; the service worker's cache
	// is named by it.
	version string
}

type asset struct {
	data        []byte
	contentType string
}

func loadAssets() (*assets, error) {
	a := &assets{byName: map[string]string{}, byHashed: map[string]asset{}}
	entries, err := fs.ReadDir(staticFS, "static")
	if err != nil {
		return nil, fmt.Errorf("read static assets: %w", err)
	}
	all := sha256.New()
	for _, entry := range entries {
		name := entry.Name()
		data, err := staticFS.ReadFile("static/" + name)
		if err != nil {
			return nil, fmt.Errorf("read static asset %s: %w", name, err)
		}
		sum := sha256.Sum256(data)
		hash := hex.EncodeToString(sum[:4])
		ext := path.Ext(name)
		hashed := strings.TrimSuffix(name, ext) + "." + hash + ext
		a.byName[name] = hashed
		a.byHashed[hashed] = asset{data: data, contentType: mime.TypeByExtension(ext)}
		all.Write(sum[:])
	}
	a.version = hex.EncodeToString(all.Sum(nil)[:6])
	return a, nil
}

// path returns the URL of the asset named name ("app.css").
func (a *assets) path(name string) (string, error) {
	hashed, ok := a.byName[name]
	if !ok {
		return "", fmt.Errorf("no static asset %q", name)
	}
	return "/static/" + hashed, nil
}

// paths returns every asset URL, sorted: the service worker caches them.
func (a *assets) paths() []string {
	var out []string
	for hashed := range a.byHashed {
		out = append(out, "/static/"+hashed)
	}
	sort.Strings(out)
	return out
}

// serve answers /static/{name}. Only hashed names are served, with a
// year-long immutable cache.
func (a *assets) serve(w http.ResponseWriter, r *http.Request) {
	found, ok := a.byHashed[chi.URLParam(r, "name")]
	if !ok {
		http.Error(w, "no such asset", http.StatusNotFound)
		return
	}
	if found.contentType != "" {
		w.Header().Set("Content-Type", found.contentType)
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(found.data))
}
