package web

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
)

// An edition imported incomplete (--allow-incomplete) is marked so where
// the web lookup lists editions: the home page, the edition switch and the
// API.
func TestIncompleteEditionIsMarkedWhereListed(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "corpus", "testdata", "tiny-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cut := data[:bytes.LastIndex(data, []byte("\nCredits"))]
	store, err := corpus.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Import("cut.txt", cut, corpus.ImportOptions{AllowIncomplete: true, Now: time.Now()}); err != nil {
		t.Fatal(err)
	}
	s := newTestServer(t, Config{DataDir: dir})
	page := do(t, s, "GET", "/", nil)
	root := parseHTML(t, page.Body.Bytes())
	if marks := selectAll(root, "ul.links span.incomplete"); len(marks) != 1 {
		t.Errorf("home page marks %d editions incomplete, want 1", len(marks))
	}
	var marked bool
	for _, option := range selectAll(root, "select#edition-switch option") {
		marked = marked || strings.Contains(textOf(option), tinyEdition+" (incomplete)")
	}
	if !marked {
		t.Errorf("the edition switch does not mark %s incomplete", tinyEdition)
	}
	api := do(t, s, "GET", "/api/editions", nil)
	if body := api.Body.String(); !strings.Contains(body, `"incomplete":true`) && !strings.Contains(body, `"incomplete": true`) {
		t.Errorf("/api/editions = %s, want the edition marked incomplete", body)
	}
}
