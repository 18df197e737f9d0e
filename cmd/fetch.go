package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/net/html"
)

// maxPageBytes bounds the HTML page read while looking for the CR link.
const maxPageBytes = 8 << 20

// fetcher downloads a CR text file, following one link from an HTML page to
// it when given the page.
type fetcher struct {
	client   *http.Client
	maxPage  int64
	maxText  int64
	progress io.Writer
}

func newCorpusFetchCmd(o *options) *cobra.Command {
	var (
		timeout time.Duration
		asJSON  bool
	)
	c := &cobra.Command{
		Use:   "fetch [URL]",
		Short: "Download a CR edition and import it",
		Long: `Download the Comprehensive Rules text file and import it as "corpus add" does.
With no URL, read the official rules page, find the link to the CR .txt file in
it and download that. A URL ending in .txt is downloaded directly; any other
URL is read as an HTML page to find the .txt link in.`,
		Example: `  judge corpus fetch
  judge corpus fetch https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			target := o.rulesPage
			if len(args) == 1 {
				target = args[0]
			}
			ctx, cancel := context.WithTimeout(c.Context(), timeout)
			defer cancel()
			f := &fetcher{
				client:   &http.Client{},
				maxPage:  maxPageBytes,
				maxText:  maxEditionBytes,
				progress: c.ErrOrStderr(),
			}
			textURL, data, err := f.fetch(ctx, target)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) {
					return fmt.Errorf("%w (gave up after %s; raise --timeout)", err, timeout)
				}
				return err
			}
			return importEdition(c, o, textURL, data, asJSON)
		},
	}
	c.Flags().DurationVar(&timeout, "timeout", 2*time.Minute, "give up on the whole download after this long")
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return c
}

// fetch returns the CR text found at target and the URL it came from.
func (f *fetcher) fetch(ctx context.Context, target string) (string, []byte, error) {
	page, err := parseHTTPURL(target)
	if err != nil {
		return "", nil, err
	}
	if isTextURL(page) {
		data, err := f.get(ctx, page, f.maxText)
		return page.String(), data, err
	}
	body, contentType, err := f.getTyped(ctx, page, f.maxPage)
	if err != nil {
		return "", nil, err
	}
	// A server may hand out the text itself under a URL without .txt.
	if contentType == "text/plain" {
		return page.String(), body, nil
	}
	link, err := findTextLink(page, body)
	if err != nil {
		return "", nil, err
	}
	fmt.Fprintf(f.progress, "found %s\n", link)
	data, err := f.get(ctx, link, f.maxText)
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

func (f *fetcher) get(ctx context.Context, u *url.URL, limit int64) ([]byte, error) {
	body, _, err := f.getTyped(ctx, u, limit)
	return body, err
}

// getTyped downloads u, refusing a non-200 answer or a body over limit
// bytes, and returns the body with its media type.
func (f *fetcher) getTyped(ctx context.Context, u *url.URL, limit int64) ([]byte, string, error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, "", fmt.Errorf("fetch %s: %w", u, err)
	}
	request.Header.Set("User-Agent", "judge/"+Version)
	fmt.Fprintf(f.progress, "downloading %s\n", u)
	response, err := f.client.Do(request)
	if err != nil {
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

// findTextLink returns the CR .txt link of an HTML page, resolved against
// the page's URL (or its <base href>). When the page links several .txt
// files, one whose name says it is the Comprehensive Rules wins.
func findTextLink(page *url.URL, body []byte) (*url.URL, error) {
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
