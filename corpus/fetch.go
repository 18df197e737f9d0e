package corpus

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strings"

	"golang.org/x/net/html"
)

// RulesPageURL is the official page that links to the current CR text file.
const RulesPageURL = "https://magic.wizards.com/en/rules"

// MaxPageBytes bounds the HTML page read while looking for the CR link.
const MaxPageBytes = 8 << 20

// ErrOffline is matched by the error of a fetch that could not reach the
// server at all: no network, no name resolution, a connection refused.
var ErrOffline = errors.New("server unreachable")

// OfflineError is a fetch that never reached its server. Its message says
// what a judge without a network does instead: import a file fetched
// elsewhere.
type OfflineError struct {
	// URL is what was asked for; Err what the network said.
	URL string
	Err error
}

// Error says the server is out of reach and how to import without it.
func (e *OfflineError) Error() string {
	return fmt.Sprintf("cannot reach %s (%v): the built-in rules still answer every lookup; "+
		"to import another edition, download its Comprehensive Rules .txt file on a machine with a network "+
		"(the official page is %s) and run \"judge corpus add FILE\"", e.URL, e.Err, RulesPageURL)
}

// Unwrap returns the network's error.
func (e *OfflineError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, ErrOffline) true.
func (e *OfflineError) Is(target error) bool { return target == ErrOffline }

// unreachable tells a request that never reached its server (no route, no
// name resolution, nothing listening) from one cancelled or timed out,
// which the caller reports as such.
func unreachable(ctx context.Context, err error) bool {
	if ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return false
	}
	var dns *net.DNSError
	var op *net.OpError
	return errors.As(err, &dns) || errors.As(err, &op)
}

// Fetcher downloads a CR text file, following one link from an HTML page
// to it when given the page. The zero Fetcher uses http.DefaultClient and
// the default limits, and reports nothing.
type Fetcher struct {
	// Client makes the requests; nil means http.DefaultClient.
	Client *http.Client
	// MaxPage and MaxText bound the page and the text read; 0 means
	// MaxPageBytes and MaxEditionBytes.
	MaxPage, MaxText int64
	// Progress, when set, is told each URL as it is downloaded.
	Progress io.Writer
	// UserAgent, when set, names the client to the server.
	UserAgent string
}

func (f *Fetcher) client() *http.Client {
	if f.Client == nil {
		return http.DefaultClient
	}
	return f.Client
}

func (f *Fetcher) maxPage() int64 {
	if f.MaxPage <= 0 {
		return MaxPageBytes
	}
	return f.MaxPage
}

func (f *Fetcher) maxText() int64 {
	if f.MaxText <= 0 {
		return MaxEditionBytes
	}
	return f.MaxText
}

func (f *Fetcher) progressTo() io.Writer {
	if f.Progress == nil {
		return io.Discard
	}
	return f.Progress
}

// Fetch returns the CR text found at target and the URL it came from.
// target is the text file itself, or an HTML page linking to it.
func (f *Fetcher) Fetch(ctx context.Context, target string) (string, []byte, error) {
	page, err := parseHTTPURL(target)
	if err != nil {
		return "", nil, err
	}
	if isTextURL(page) {
		data, err := f.get(ctx, page, f.maxText())
		return page.String(), data, err
	}
	body, contentType, err := f.getTyped(ctx, page, f.maxPage())
	if err != nil {
		return "", nil, err
	}
	// A server may hand out the text itself under a URL without .txt.
	if contentType == "text/plain" {
		return page.String(), body, nil
	}
	link, err := FindTextLink(page, body)
	if err != nil {
		return "", nil, err
	}
	fmt.Fprintf(f.progressTo(), "found %s\n", link)
	data, err := f.get(ctx, link, f.maxText())
	return link.String(), data, err
}

func parseHTTPURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("fetch %q: %w", raw, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("fetch %q: only http and https URLs can be fetched (use `judge corpus add FILE` for a local file)", raw)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("fetch %q: URL has no host", raw)
	}
	return u, nil
}

func isTextURL(u *url.URL) bool {
	return strings.HasSuffix(strings.ToLower(u.Path), ".txt")
}

func (f *Fetcher) get(ctx context.Context, u *url.URL, limit int64) ([]byte, error) {
	body, _, err := f.getTyped(ctx, u, limit)
	return body, err
}

// getTyped downloads u, refusing a non-200 answer or a body over limit
// bytes, and returns the body with its media type.
func (f *Fetcher) getTyped(ctx context.Context, u *url.URL, limit int64) ([]byte, string, error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", fmt.Errorf("fetch %s: %w", u, err)
	}
	if f.UserAgent != "" {
		request.Header.Set("User-Agent", f.UserAgent)
	}
	fmt.Fprintf(f.progressTo(), "downloading %s\n", u)
	response, err := f.client().Do(request)
	if err != nil {
		if unreachable(ctx, err) {
			return nil, "", &OfflineError{URL: u.String(), Err: err}
		}
		return nil, "", fmt.Errorf("fetch %s: %w", u, err)
	}
	defer response.Body.Close()
	if response.StatusCode != http.StatusOK {
		return nil, "", fmt.Errorf("fetch %s: server answered %s", u, response.Status)
	}
	if response.ContentLength > limit {
		return nil, "", fmt.Errorf("fetch %s: %d bytes is over the %d-byte limit", u, response.ContentLength, limit)
	}
	body, err := io.ReadAll(io.LimitReader(response.Body, limit+1))
	if err != nil {
		return nil, "", fmt.Errorf("fetch %s: %w", u, err)
	}
	if int64(len(body)) > limit {
		return nil, "", fmt.Errorf("fetch %s: body is over the %d-byte limit", u, limit)
	}
	mediaType, _, _ := mime.ParseMediaType(response.Header.Get("Content-Type"))
	return body, mediaType, nil
}

// FindTextLink returns the CR .txt link of an HTML page, resolved against
// the page's URL (or its <base href>). When the page links several .txt
// files, one whose name says it is the Comprehensive Rules wins.
func FindTextLink(page *url.URL, body []byte) (*url.URL, error) {
	base := page
	var links []*url.URL
	tokens := html.NewTokenizer(strings.NewReader(string(body)))
	for {
		kind := tokens.Next()
		if kind == html.ErrorToken {
			if err := tokens.Err(); err != io.EOF {
				return nil, fmt.Errorf("read %s: %w", page, err)
			}
			break
		}
		if kind != html.StartTagToken && kind != html.SelfClosingTagToken {
			continue
		}
		token := tokens.Token()
		href, ok := attribute(token, "href")
		if !ok {
			continue
		}
		resolved, err := base.Parse(strings.TrimSpace(href))
		if err != nil {
			continue
		}
		switch token.Data {
		case "base":
			base = resolved
		case "a":
			if isTextURL(resolved) && (resolved.Scheme == "http" || resolved.Scheme == "https") {
				links = append(links, resolved)
			}
		}
	}
	if len(links) == 0 {
		return nil, fmt.Errorf("fetch %s: the page links to no .txt file; pass the CR .txt URL itself", page)
	}
	for _, link := range links {
		name := strings.ToLower(link.Path)
		if strings.Contains(name, "comprules") || strings.Contains(name, "comprehensive") {
			return link, nil
		}
	}
	return links[0], nil
}

func attribute(token html.Token, name string) (string, bool) {
	for _, attr := range token.Attr {
		if attr.Key == name {
			return attr.Val, true
		}
	}
	return "", false
}
