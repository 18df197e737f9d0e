package web

import (
	"bytes"
	"embed"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/judgekit/judge/corpus"
	"github.com/yuin/goldmark"
)

//go:embed templates
var templateFS embed.FS

// pages are the parsed HTML templates, one per page, each with the shared
// layout.
type pages struct {
	byName   map[string]*template.Template
	markdown goldmark.Markdown
}

func loadPages(a *assets) (*pages, error) {
	p := &pages{byName: map[string]*template.Template{}, markdown: newMarkdown()}
	funcs := template.FuncMap{
		"asset":           a.path,
		"ruleURL":         ruleURL,
		"termURL":         termURL,
		"anchor":          anchor,
		"markdown":        p.render,
		"linked":          linkedText,
		"statusText":      http.StatusText,
		"splitParagraphs": splitParagraphs,
		"splitLines":      func(text string) []string { return strings.Split(text, "\n") },
	}
	layout, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html")
	if err != nil {
		return nil, fmt.Errorf("parse layout: %w", err)
	}
	names, err := fs.Glob(templateFS, "templates/*.html")
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		base := strings.TrimSuffix(strings.TrimPrefix(name, "templates/"), ".html")
		if base == "layout" {
			continue
		}
		t, err := template.Must(layout.Clone()).ParseFS(templateFS, name)
		if err != nil {
			return nil, fmt.Errorf("parse %s: %w", name, err)
		}
		p.byName[base] = t
	}
	return p, nil
}

// newMarkdown configures goldmark in one place: CommonMark with raw HTML
// left off, so scenario prose cannot inject markup.
func newMarkdown() goldmark.Markdown {
	return goldmark.New()
}

// render turns Markdown prose into HTML.
func (p *pages) render(prose string) (template.HTML, error) {
	var out bytes.Buffer
	if err := p.markdown.Convert([]byte(prose), &out); err != nil {
		return "", err
	}
	// Raw HTML is off, so the output holds only markup goldmark made.
	return template.HTML(out.String()), nil
}

// pageView is what every page's layout shows: the title, the edition in
// view, the editions to switch to and how to stay on the same thing.
type pageView struct {
	Title    string
	Edition  string
	Editions []corpus.ListedEdition
	Query    string
	// Stay are the hidden fields of the edition switcher: what the page
	// shows ("rule", "term", "q", "page"), so a switch keeps it.
	Stay map[string]string
}

// view returns the layout's part of a page about edition.
func (s *Server) view(r *http.Request, title, edition string) pageView {
	editions, err := s.lib.Editions()
	if err != nil {
		// The switcher then offers the built-in editions alone; the page
		// itself works.
		editions = []corpus.ListedEdition{{ID: corpus.SeedID, Embedded: true}}
		for _, id := range corpus.BuiltinIDs() {
			editions = append(editions, corpus.ListedEdition{ID: id, Effective: id, Embedded: true, Default: id == s.lib.DefaultID()})
		}
	}
	return pageView{
		Title:    title,
		Edition:  edition,
		Editions: editions,
		Stay:     map[string]string{},
	}
}

// render executes page into a buffer first, so a template error is a
// clean 500 rather than half a page.
func (s *Server) render(w http.ResponseWriter, r *http.Request, status int, page string, data any) {
	body, err := s.execute(page, data)
	if err != nil {
		s.logger.Error("render page", "page", page, "err", err, "id", middleware.GetReqID(r.Context()))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if w.Header().Get("Cache-Control") == "" {
		w.Header().Set("Cache-Control", "no-cache")
	}
	w.WriteHeader(status)
	w.Write(body)
}

// execute renders page with data.
func (s *Server) execute(page string, data any) ([]byte, error) {
	t, ok := s.pages.byName[page]
	if !ok {
		return nil, fmt.Errorf("no template %q", page)
	}
	var out bytes.Buffer
	if err := t.ExecuteTemplate(&out, "layout", data); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// ruleURL is the page of rule id in edition.
func ruleURL(edition, id string) string {
	return "/rules/" + url.PathEscape(edition) + "/" + url.PathEscape(id)
}

// pathParam is a path parameter as the judge typed it: chi reads the
// escaped path when it holds an escape its default form would not ("%2C"
// for the comma of "702,19"), so the parameter is unescaped here.
func pathParam(r *http.Request, key string) string {
	v := chi.URLParam(r, key)
	if unescaped, err := url.PathUnescape(v); err == nil {
		return unescaped
	}
	return v
}

// termURL is the page of a glossary term in edition.
func termURL(edition, term string) string {
	return "/glossary/" + url.PathEscape(edition) + "/" + url.PathEscape(term)
}

// anchor is the fragment naming a subrule on its rule's page, in the
// style old links use: "R6012f" for 601.2f.
func anchor(id string) string {
	return "R" + strings.ReplaceAll(id, ".", "")
}

// linkedText escapes text and links every cross-reference in it to its
// rule in edition. A range is kept as printed and followed by a link to
// each rule it covers; a rule the edition lacks is marked, not linked.
func linkedText(edition *corpus.Edition, text string) template.HTML {
	var b strings.Builder
	last := 0
	for _, link := range edition.Links(text) {
		b.WriteString(template.HTMLEscapeString(text[last:link.Start]))
		printed := template.HTMLEscapeString(text[link.Start:link.End])
		last = link.End
		if len(link.Refs) == 1 {
			writeRef(&b, edition.ID, link.Refs[0], printed)
			continue
		}
		b.WriteString(`<span class="range">` + printed + `</span> <span class="expanded">(`)
		for i, ref := range link.Refs {
			if i > 0 {
				b.WriteString(", ")
			}
			writeRef(&b, edition.ID, ref, template.HTMLEscapeString(ref.ID))
		}
		b.WriteString(")</span>")
	}
	b.WriteString(template.HTMLEscapeString(text[last:]))
	return template.HTML(b.String())
}

func writeRef(b *strings.Builder, edition string, ref corpus.Ref, printed string) {
	if ref.Outside {
		fmt.Fprintf(b, `<span class="xref outside" title="not in edition %s">%s<span class="note"> (not in this edition)</span></span>`,
			template.HTMLEscapeString(edition), printed)
		return
	}
	fmt.Fprintf(b, `<a class="xref" href="%s">%s</a>`, template.HTMLEscapeString(ruleURL(edition, ref.ID)), printed)
}

// splitParagraphs splits a rule's text at its blank lines.
func splitParagraphs(text string) []string {
	var out []string
	for paragraph := range strings.SplitSeq(text, "\n\n") {
		if strings.TrimSpace(paragraph) != "" {
			out = append(out, paragraph)
		}
	}
	return out
}
