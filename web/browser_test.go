package web

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var screenshot = flag.String("screenshot", "", "write a 360 px wide screenshot of a rule page to this PNG file")

// findBrowser returns the path of a Chromium to drive, or "" when none is
// on $PATH.
func findBrowser() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	return ""
}

// noBrowserNotice is what a run without Chromium says, test by test and
// once for the package (see noticeMissingBrowser).
const noBrowserNotice = "no Chromium found (apt-get install -y chromium); skipping the browser tests"

// browserPath finds a Chromium to drive. Without one the browser tests
// skip, except in CI, where a missing browser is a failure.
func browserPath(t *testing.T) string {
	t.Helper()
	if path := findBrowser(); path != "" {
		return path
	}
	if os.Getenv("CI") != "" {
		t.Fatal("no Chromium found; CI must install it (apt-get install -y chromium)")
	}
	t.Skip(noBrowserNotice)
	return ""
}

// noticeMissingBrowser says once, before the tests run, that the browser
// tests will skip for want of Chromium. go test shows a passing package's
// output only with -v, so the line also goes to the terminal, where there
// is one: `go test ./...` then shows it beside the package's ok.
func noticeMissingBrowser() {
	if findBrowser() != "" || os.Getenv("CI") != "" {
		return
	}
	line := "web: " + noBrowserNotice
	fmt.Fprintln(os.Stderr, line)
	if tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0); err == nil {
		fmt.Fprintln(tty, line)
		tty.Close()
	}
}

// sharedBrowser is the one headless Chromium the browser tests drive,
// started by the first test that asks and closed after the last
// (closeSharedBrowser, from TestMain). Each test has a browser context of
// its own in it, as separate as another profile: its own cookies, storage,
// caches and service workers.
var sharedBrowser struct {
	once   sync.Once
	ctx    context.Context
	cancel func()
	dir    string
	err    error
}

// browser returns a context for one tab of the shared Chromium, in a
// browser context of the test's own, closed when the test ends.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := browserPath(t)
	sharedBrowser.once.Do(func() {
		sharedBrowser.dir, sharedBrowser.err = os.MkdirTemp("", "judge-browser-")
		if sharedBrowser.err != nil {
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.UserDataDir(sharedBrowser.dir),
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelFirst := chromedp.NewContext(alloc)
		sharedBrowser.ctx = ctx
		sharedBrowser.cancel = func() { cancelFirst(); cancelAlloc() }
		sharedBrowser.err = chromedp.Do(ctx)
	})
	if sharedBrowser.err != nil {
		t.Fatalf("start Chromium: %v", sharedBrowser.err)
	}
	ctx, cancelTab := chromedp.NewContext(sharedBrowser.ctx, chromedp.WithNewBrowserContext())
	ctx, cancelTimeout := context.WithTimeout(ctx, 60*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancelTab() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	return ctx
}

// closeSharedBrowser stops the shared Chromium, if a test started it.
func closeSharedBrowser() {
	if sharedBrowser.cancel != nil {
		sharedBrowser.cancel()
	}
	if sharedBrowser.dir != "" {
		os.RemoveAll(sharedBrowser.dir)
	}
}

// laterEdition is a second edition: the tiny fixture under another date,
// so switching between the two keeps every rule.
const laterEdition = "2026-03-01"

// twoEditionDir returns a data directory holding the tiny fixture as
// 2026-02-27 and again as 2026-03-01.
func twoEditionDir(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	if err := fillTwoEditions(dir); err != nil {
		t.Fatal(err)
	}
	return dir
}

// fillTwoEditions imports the tiny fixture into dir as 2026-02-27 and
// again as 2026-03-01.
func fillTwoEditions(dir string) error {
	if err := importTiny(dir, "tiny-cr.txt", nil); err != nil {
		return err
	}
	return importTiny(dir, "later.txt", func(text string) string {
		return strings.Replace(text, "February 27, 2026", "March 1, 2026", 1)
	})
}

// browserServer serves, on a local port of the test's own, the server the
// browser tests share over the two editions of twoEditionDir. The pages a
// test reads and the scenarios it checks change nothing a later test
// sees; what a browser stores stays in the test's own profile.
func browserServer(t *testing.T) *httptest.Server {
	t.Helper()
	s := sharedServerOf(t, "two editions", fillTwoEditions)
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	return ts
}

// browse runs steps in the tab, failing the test on the first error.
func browse(t *testing.T, ctx context.Context, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatal(err)
	}
}

// read runs an action that returns a value.
func read[T any](t *testing.T, ctx context.Context, a chromedp.Action[T]) T {
	t.Helper()
	v, err := chromedp.Run(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestBrowserSearchAndOpenAHit(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/?edition=seed"),
		chromedp.SendKeys(chromedp.CSS("#q"), "locked in cost"),
		chromedp.Submit(chromedp.CSS("#q")),
		chromedp.WaitVisible(chromedp.CSS("ol.hits")),
		chromedp.Click(chromedp.CSS("ol.hits li a")),
		chromedp.WaitVisible(chromedp.CSS("article.rule h1")),
	)
	path := read(t, ctx, chromedp.Evaluate[string](`location.pathname`))
	heading := read(t, ctx, chromedp.Text(chromedp.CSS("article.rule h1")))
	if !strings.HasPrefix(path, "/rules/seed/") || heading == "" {
		t.Errorf("the first hit opened %s titled %q, want a seed rule page", path, heading)
	}
}

func TestBrowserSearchAsYouTypeSuggests(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/?edition=seed"),
		chromedp.SendKeys(chromedp.CSS("#q"), "mana burn"),
		chromedp.WaitVisible(chromedp.CSS("#suggest li a")),
	)
	if first := read(t, ctx, chromedp.Text(chromedp.CSS("#suggest li a"))); first == "" {
		t.Error("typing a query suggested nothing")
	}
}

func TestBrowserFollowACrossReference(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/rules/seed/409.1g"),
		chromedp.Click(chromedp.CSS(`a.xref[href="/rules/seed/411"]`)),
		chromedp.WaitVisible(chromedp.CSS("article.rule#R411")),
	)
	if heading := read(t, ctx, chromedp.Text(chromedp.CSS("article.rule h1"))); !strings.HasPrefix(heading, "411") {
		t.Errorf("following the reference to 411 opened %q", heading)
	}
}

func TestBrowserSwitchEditionStaysOnTheRule(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/rules/"+tinyEdition+"/601.2"),
		// Picking an edition submits the switcher (the page's script).
		chromedp.SetValue(chromedp.CSS("#edition-switch"), laterEdition),
	)
	// Setting the value may already fire the change event; where it did,
	// the page is on its way and this dispatch may find no page to run in.
	_, _ = chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`(e => e && e.dispatchEvent(new Event("change")))(document.getElementById("edition-switch"))`))
	// The switch navigates: an evaluation caught between the two pages
	// loses its context, so poll from here and let such a miss retry.
	want := "/rules/" + laterEdition + "/601.2"
	deadline := time.Now().Add(10 * time.Second)
	for path := ""; path != want; {
		if time.Now().After(deadline) {
			t.Fatalf("after switching edition the page is %q, want %q", path, want)
		}
		path, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`location.pathname`))
		time.Sleep(50 * time.Millisecond)
	}
	browse(t, ctx, chromedp.WaitVisible(chromedp.CSS("article.rule#R6012")))
	if selected := read(t, ctx, chromedp.Evaluate[string](`document.getElementById("edition-switch").value`)); selected != laterEdition {
		t.Errorf("after switching, the switcher shows %s, want %s", selected, laterEdition)
	}
}

func TestBrowserOpenAPairedScenariosTrace(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/rules/seed/409.1h"),
		chromedp.Click(chromedp.CSS("section.scenario details.trace-box summary")),
		chromedp.WaitVisible(chromedp.CSS("section.scenario ol.trace li")),
	)
	steps := read(t, ctx, chromedp.Evaluate[int](`document.querySelectorAll("section.scenario ol.trace li").length`))
	firstRule := read(t, ctx, chromedp.Text(chromedp.CSS("section.scenario ol.trace a.steprule")))
	if steps == 0 || firstRule == "" {
		t.Errorf("the trace shows %d steps, first citing %q", steps, firstRule)
	}
}

func TestBrowserCheckerShowsTheErrorLine(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	broken, err := os.ReadFile(filepath.Join("testdata", "broken.md"))
	if err != nil {
		t.Fatal(err)
	}
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/check"),
		chromedp.SetValue(chromedp.CSS("#scenario"), string(broken)),
		chromedp.Click(chromedp.CSS("form.check button")),
		chromedp.WaitVisible(chromedp.CSS("ol.source li.error")),
	)
	marked := read(t, ctx, chromedp.AttributeValue(chromedp.CSS("ol.source li.error"), "id"))
	message := read(t, ctx, chromedp.Text(chromedp.CSS("#check-error")))
	if marked.Value != fmt.Sprintf("L%d", brokenLine) || !strings.Contains(message, fmt.Sprintf("scenario.md:%d", brokenLine)) {
		t.Errorf("the checker marked %s with %q, want line %d", marked.Value, message, brokenLine)
	}
}

// TestBrowserReadsAVisitedRuleOffline visits a rule page once the service
// worker runs, stops the server, and opens the page again.
func TestBrowserReadsAVisitedRuleOffline(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	rule := "/rules/seed/409.1h"
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/"),
		chromedp.Poll[chromedp.Void](`navigator.serviceWorker.controller !== null`, chromedp.WithPollingTimeout(20*time.Second)),
		chromedp.Navigate(ts.URL+rule),
		chromedp.WaitVisible(chromedp.CSS("article.rule")),
		chromedp.PollFunction[chromedp.Void](`async () => !!(await caches.match("`+rule+`"))`, chromedp.WithPollingTimeout(20*time.Second)),
	)
	ts.Close()
	browse(t, ctx,
		chromedp.Navigate(ts.URL+rule),
		chromedp.WaitVisible(chromedp.CSS("article.rule h1")),
	)
	if heading := read(t, ctx, chromedp.Text(chromedp.CSS("article.rule h1"))); !strings.HasPrefix(heading, "409.1h") {
		t.Errorf("offline, the visited rule page shows %q", heading)
	}
	browse(t, ctx,
		chromedp.Navigate(ts.URL+"/rules/seed/411"),
		chromedp.WaitVisible(chromedp.CSS("h1")),
	)
	if offline := read(t, ctx, chromedp.Text(chromedp.CSS("h1"))); offline != "Offline" {
		t.Errorf("offline, a page never visited shows %q, want the offline page", offline)
	}
}

// TestBrowserPhoneWidthHasNoSideScroll opens each kind of page 360 px
// wide: nothing may be wider than the screen, and every control is at
// least 44 px tall.
func TestBrowserPhoneWidthHasNoSideScroll(t *testing.T) {
	ctx := browser(t)
	ts := browserServer(t)
	browse(t, ctx, chromedp.EmulateViewport(360, 740, chromedp.EmulateScale(2), chromedp.EmulateMobile))
	pages := []string{
		"/", "/rules/seed/409.1", "/rules/seed/409.1h", "/search?q=damage+on+the+stack&edition=seed",
		"/glossary/" + tinyEdition, "/glossary/" + tinyEdition + "/cast", "/scenarios", "/scenarios/death-bomb",
		"/check?from=death-bomb", "/rules/seed/409.1z",
	}
	for _, page := range pages {
		browse(t, ctx,
			chromedp.Navigate(ts.URL+page),
			chromedp.WaitVisible(chromedp.CSS("main")),
		)
		scrollWidth := read(t, ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth`))
		innerWidth := read(t, ctx, chromedp.Evaluate[int](`window.innerWidth`))
		small := read(t, ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll(
			"button, input:not([type=hidden]), select, nav a, .crumbs a, ul.links a, ol.hits a, ul.inline a"))
			.filter(e => e.getClientRects().length && e.getBoundingClientRect().height < 44)
			.map(e => e.outerHTML.slice(0, 80))`))
		if scrollWidth > innerWidth {
			t.Errorf("%s is %d px wide on a %d px screen", page, scrollWidth, innerWidth)
		}
		if len(small) > 0 {
			t.Errorf("%s has touch targets under 44 px: %v", page, small)
		}
	}
	if *screenshot != "" {
		browse(t, ctx,
			chromedp.Navigate(ts.URL+"/rules/seed/409.1h"),
			chromedp.WaitVisible(chromedp.CSS("article.rule")),
		)
		png := read(t, ctx, chromedp.CaptureScreenshot())
		if err := os.WriteFile(*screenshot, png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
