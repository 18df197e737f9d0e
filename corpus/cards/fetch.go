package cards

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"

	"github.com/judgekit/judge/corpus"
)

// BulkDataURL is Scryfall's index of its bulk data files, which Fetch
// reads when given no URL.
const BulkDataURL = "https://api.scryfall.com/bulk-data"

// The bulk file types Fetch downloads from the index.
const (
	bulkOracleCards = "oracle_cards"
	bulkRulings     = "rulings"
)

// maxIndexBytes bounds the bulk data index read: it lists a handful of
// files.
const maxIndexBytes = 1 << 20

// OfflineError is a fetch that never reached its server; it matches
// corpus.ErrOffline, and says how to import without a network.
type OfflineError struct {
	URL string
	Err error
}

// Error says the server is out of reach and what to do instead.
func (e *OfflineError) Error() string {
	return fmt.Sprintf("cannot reach %s (%v): download Scryfall's oracle cards and rulings bulk files "+
		"on a machine with a network (their index is %s) and run \"judge cards add CARDS RULINGS\"", e.URL, e.Err, BulkDataURL)
}

// Unwrap returns the network's error.
func (e *OfflineError) Unwrap() error { return e.Err }

// Is makes errors.Is(err, corpus.ErrOffline) true.
func (e *OfflineError) Is(target error) bool { return target == corpus.ErrOffline }

// Fetcher downloads Scryfall's bulk files. The zero Fetcher uses
// http.DefaultClient and reports nothing.
type Fetcher struct {
	// Client makes the requests; nil means http.DefaultClient.
	Client *http.Client
	// Progress, when set, is told each URL as it is downloaded.
	Progress io.Writer
	// UserAgent names the client to the server, as Scryfall asks.
	UserAgent string
}

// Fetched are the files a fetch downloaded; either may be nil.
type Fetched struct {
	Cards, Rulings *Source
}

// bulkEntry is one file of the bulk data index.
type bulkEntry struct {
	Object      string `json:"object"`
	Type        string `json:"type"`
	DownloadURI string `json:"download_uri"`
}

// Fetch downloads what target names: Scryfall's bulk data index (a list,
// whose oracle cards and rulings files are both downloaded), one entry of
// it (its file is downloaded), or a bulk file itself, whose kind is read
// from its first object. An empty target is BulkDataURL.
func (f *Fetcher) Fetch(ctx context.Context, target string) (*Fetched, error) {
	if target == "" {
		target = BulkDataURL
	}
	u, err := parseHTTPURL(target)
	if err != nil {
		return nil, err
	}
	body, err := f.get(ctx, u, MaxFileBytes)
	if err != nil {
		return nil, err
	}
	start := skipSpace(body, 0)
	if start < len(body) && body[start] == '{' {
		return f.fromIndex(ctx, u, body)
	}
	kind, err := DetectKind(u.String(), body)
	if err != nil {
		return nil, err
	}
	if kind == KindRulings {
		return &Fetched{Rulings: &Source{Name: u.String(), Data: body}}, nil
	}
	return &Fetched{Cards: &Source{Name: u.String(), Data: body}}, nil
}

// fromIndex downloads the files a bulk data index, or one of its entries,
// names.
func (f *Fetcher) fromIndex(ctx context.Context, page *url.URL, body []byte) (*Fetched, error) {
	if len(body) > maxIndexBytes {
		return nil, fmt.Errorf("fetch %s: a JSON object of %d bytes, not a bulk data index", page, len(body))
	}
	var index struct {
		Object string      `json:"object"`
		Data   []bulkEntry `json:"data"`
		bulkEntry
		Details string `json:"details"`
	}
	if err := json.Unmarshal(body, &index); err != nil {
		return nil, fmt.Errorf("fetch %s: not a bulk data index: %w", page, err)
	}
	entries := index.Data
	switch index.Object {
	case "list":
	case "bulk_data":
		index.bulkEntry.Object = index.Object
		entries = []bulkEntry{index.bulkEntry}
	case "error":
		return nil, fmt.Errorf("fetch %s: the server answered an error: %s", page, index.Details)
	default:
		return nil, fmt.Errorf("fetch %s: a JSON object of type %q, not a bulk data index or a bulk file", page, index.Object)
	}
	fetched := &Fetched{}
	for _, entry := range entries {
		var into **Source
		switch entry.Type {
		case bulkOracleCards:
			into = &fetched.Cards
		case bulkRulings:
			into = &fetched.Rulings
		default:
			continue
		}
		if index.Object == "list" && *into != nil {
			continue
		}
		link, err := page.Parse(entry.DownloadURI)
		if err != nil || (link.Scheme != "http" && link.Scheme != "https") {
			return nil, fmt.Errorf("fetch %s: the %s entry's download_uri %q is not an http URL", page, entry.Type, entry.DownloadURI)
		}
		data, err := f.get(ctx, link, MaxFileBytes)
		if err != nil {
			return nil, err
		}
		*into = &Source{Name: link.String(), Data: data}
	}
	if fetched.Cards == nil && fetched.Rulings == nil {
		if index.Object == "bulk_data" {
			return nil, fmt.Errorf("fetch %s: the bulk file %q is neither %s nor %s", page, index.Type, bulkOracleCards, bulkRulings)
		}
		return nil, fmt.Errorf("fetch %s: the index lists no %s or %s file", page, bulkOracleCards, bulkRulings)
	}
	return fetched, nil
}

func parseHTTPURL(raw string) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("fetch %q: %w", raw, err)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("fetch %q: only http and https URLs can be fetched (use `judge cards add FILE` for a local file)", raw)
	}
	if u.Host == "" {
		return nil, fmt.Errorf("fetch %q: URL has no host", raw)
	}
	return u, nil
}

// get downloads u, refusing a non-200 answer or a body over limit bytes.
func (f *Fetcher) get(ctx context.Context, u *url.URL, limit int64) ([]byte, error) {
	request, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", u, err)
	}
	if f.UserAgent != "" {
		request.Header.Set("User-Agent", f.UserAgent)
	}
	request.Header.Set("Accept", "application/json;q=0.9,*/*;q=0.8")
	if f.Progress != nil {
		fmt.Fprintf(f.Progress, "downloading %s\n", u)
	}
	client := f.Client
	if client == nil {
		client = http.DefaultClient
	}
	response, err := client.Do(request)
	if err != nil {
		var dns *net.DNSError
		var op *net.OpError
		if ctx.Err() == nil && (errors.As(err, &dns) || errors.As(err, &op)) {
			return nil, &OfflineError{URL: u.String(), Err: err}
		}
		return nil, fmt.Errorf("fetch %s: %w", u, err)
	}
	defer response.Body.Close()
	if response.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("fetch %s: server answered %s", u, response.Status)
	}
	if response.ContentLength > limit {
		return nil, fmt.Errorf("fetch %s: %d bytes is over the %d-byte limit", u, response.ContentLength, limit)
	}
	var body bytes.Buffer
	if response.ContentLength > 0 {
		body.Grow(int(response.ContentLength))
	}
	if _, err := io.Copy(&body, io.LimitReader(response.Body, limit+1)); err != nil {
		return nil, fmt.Errorf("fetch %s: %w", u, err)
	}
	if int64(body.Len()) > limit {
		return nil, fmt.Errorf("fetch %s: body is over the %d-byte limit", u, limit)
	}
	return body.Bytes(), nil
}
