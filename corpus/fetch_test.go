package corpus

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

func mustParseURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestFindTextLinkResolvesAndPrefersTheRulesFile(t *testing.T) {
	tests := []struct {
		name string
		page string
		html string
		want string
	}{
		{
			name: "relative link",
			page: "https://example.test/en/rules",
			html: `<a href="downloads/cr.txt">TXT</a>`,
			want: "https://example.test/en/downloads/cr.txt",
		},
		{
			name: "absolute link with escaped space",
			page: "https://example.test/en/rules",
			html: `<p><a class="x" href="https://media.example.test/2026/downloads/MagicCompRules%2020260417.txt">TXT</a></p>`,
			want: "https://media.example.test/2026/downloads/MagicCompRules%2020260417.txt",
		},
		{
			name: "rules file preferred over other text files",
			page: "https://example.test/rules",
			html: `<a href="/notes.txt">notes</a> <a href="/MagicCompRules.txt">CR</a>`,
			want: "https://example.test/MagicCompRules.txt",
		},
		{
			name: "base element honoured",
			page: "https://example.test/rules",
			html: `<head><base href="https://cdn.example.test/files/"></head><a href="cr.TXT">CR</a>`,
			want: "https://cdn.example.test/files/cr.TXT",
		},
		{
			name: "non-web schemes and other files skipped",
			page: "https://example.test/rules",
			html: `<a href="ftp://example.test/cr.txt">ftp</a><a href="cr.pdf">PDF</a><a href=" /cr.txt ">TXT</a>`,
			want: "https://example.test/cr.txt",
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			link, err := FindTextLink(mustParseURL(t, test.page), []byte(test.html))
			if err != nil {
				t.Fatal(err)
			}
			if link.String() != test.want {
				t.Errorf("link = %s, want %s", link, test.want)
			}
		})
	}
}

func TestFindTextLinkWithoutLinkNamesThePage(t *testing.T) {
	_, err := FindTextLink(mustParseURL(t, "https://example.test/rules"), []byte(`<a href="cr.pdf">PDF</a>`))
	if err == nil || !strings.Contains(err.Error(), "https://example.test/rules") {
		t.Errorf("error = %v, want one naming the page", err)
	}
}

func tinyCRFixture(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "tiny-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func testFetcher() *Fetcher {
	return &Fetcher{Client: &http.Client{}}
}

func TestFetchFollowsPageLinkToText(t *testing.T) {
	text := tinyCRFixture(t)
	server := corpustest.CRServer(t, text, map[string]http.HandlerFunc{
		"/plain": func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			w.Write(text)
		},
	})
	tests := []struct {
		target  string
		wantURL string
	}{
		{server.URL + "/en/rules", server.URL + "/downloads/MagicCompRules%2020260227.txt"},
		{server.URL + "/downloads/MagicCompRules%2020260227.txt", server.URL + "/downloads/MagicCompRules%2020260227.txt"},
		{server.URL + "/plain", server.URL + "/plain"},
	}
	for _, test := range tests {
		textURL, data, err := testFetcher().Fetch(context.Background(), test.target)
		if err != nil {
			t.Fatalf("fetch %s: %v", test.target, err)
		}
		if textURL != test.wantURL {
			t.Errorf("fetch %s came from %s, want %s", test.target, textURL, test.wantURL)
		}
		if !bytes.Equal(data, text) {
			t.Errorf("fetch %s returned %d bytes, not the CR text", test.target, len(data))
		}
	}
}

func TestFetchRefusesBadAnswers(t *testing.T) {
	text := tinyCRFixture(t)
	server := corpustest.CRServer(t, text, map[string]http.HandlerFunc{
		"/broken.txt": func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "oops", http.StatusInternalServerError)
		},
		"/endless.txt": func(w http.ResponseWriter, _ *http.Request) {
			// No Content-Length: the limit must hold while reading.
			for range 64 {
				w.Write(bytes.Repeat([]byte("x"), 1024))
				w.(http.Flusher).Flush()
			}
		},
		"/slow.txt": func(w http.ResponseWriter, r *http.Request) {
			<-r.Context().Done()
		},
	})
	tests := []struct {
		name    string
		target  string
		limit   int64
		timeout time.Duration
		want    string
	}{
		{"server error", server.URL + "/broken.txt", MaxEditionBytes, time.Minute, "server answered 500"},
		{"declared size over limit", server.URL + "/downloads/MagicCompRules%2020260227.txt", 100, time.Minute, "over the 100-byte limit"},
		{"streamed size over limit", server.URL + "/endless.txt", 10 << 10, time.Minute, "over the 10240-byte limit"},
		{"timeout", server.URL + "/slow.txt", MaxEditionBytes, 50 * time.Millisecond, "deadline exceeded"},
		{"not a web URL", "ftp://example.test/cr.txt", MaxEditionBytes, time.Minute, "only http and https"},
		{"no host", "https:///cr.txt", MaxEditionBytes, time.Minute, "no host"},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			f := testFetcher()
			f.MaxText = test.limit
			ctx, cancel := context.WithTimeout(context.Background(), test.timeout)
			defer cancel()
			_, _, err := f.Fetch(ctx, test.target)
			if err == nil || !strings.Contains(err.Error(), test.want) {
				t.Errorf("fetch %s error = %v, want one containing %q", test.target, err, test.want)
			}
		})
	}
}

// FuzzFindTextLink feeds arbitrary pages to the link finder: it must never
// panic, and any link it returns must be an http(s) URL to a .txt file.
func FuzzFindTextLink(f *testing.F) {
	f.Add(`<a href="downloads/cr.txt">TXT</a>`)
	f.Add(`<base href="https://cdn.example.test/"><a href="MagicCompRules%2020260417.txt">`)
	f.Add(`<a href="javascript:alert(1).txt"><a href=":::.txt"><a href="//host/x.TXT">`)
	f.Add(`<a href="%zz.txt"><<<>>></a`)
	page, err := url.Parse("https://example.test/en/rules")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, body string) {
		link, err := FindTextLink(page, []byte(body))
		if err != nil {
			return
		}
		if (link.Scheme != "http" && link.Scheme != "https") || !isTextURL(link) {
			t.Errorf("findTextLink returned %s", link)
		}
	})
}
