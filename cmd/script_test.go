package cmd

import (
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var updateScripts = flag.Bool("update", false, "rewrite the expected output in testdata/script from the actual output")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"judge": func() { os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the judge command end to end on the scripts in
// testdata/script. Each script starts with the files of testdata/fixtures
// in its work directory, an empty data directory ($JUDGE_DATA_DIR) and
// $SERVER, a local HTTP server serving the work directory; $CARDS is the
// directory of the card fixture (Scryfall's bulk files of real cards).
func TestScripts(t *testing.T) {
	fixtures, err := filepath.Abs(filepath.Join("testdata", "fixtures"))
	if err != nil {
		t.Fatal(err)
	}
	cards, err := filepath.Abs(filepath.Join("..", "corpus", "cards", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("testdata", "script"),
		UpdateScripts:       *updateScripts,
		RequireExplicitExec: false,
		Setup: func(env *testscript.Env) error {
			if err := os.CopyFS(env.WorkDir, os.DirFS(fixtures)); err != nil {
				return err
			}
			server := newFileServer(env.WorkDir)
			env.Defer(server.Close)
			env.Setenv("SERVER", server.URL)
			env.Setenv("JUDGE_DATA_DIR", filepath.Join(env.WorkDir, "data"))
			env.Setenv("CARDS", cards)
			return nil
		},
	})
}

// newFileServer serves dir over HTTP on a local port.
func newFileServer(dir string) *httptest.Server {
	return httptest.NewServer(http.FileServer(http.Dir(dir)))
}
