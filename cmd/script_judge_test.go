package cmd

import (
	"os"
	"strings"
	"sync"

	"github.com/judgekit/judge/corpus"
	"github.com/rogpeppe/go-internal/testscript"
)

// judgeEnv names the environment variables the judge command reads: its
// data directory and default edition, and the variables behind the user
// cache directory and temporary files. The in-process judge of the
// scripts sees the script's values of these.
var judgeEnv = []string{corpus.DataDirEnv, corpus.DefaultEditionEnv, "HOME", "XDG_CACHE_HOME", "TMPDIR"}

// inProcess lets one script's judge command at a time hold the process's
// working directory and environment.
var inProcess sync.Mutex

// judgeInProcess is the script command "judge ARGS": it runs the judge
// command inside the test binary, in the script's current directory with
// the script's values of the variables judge reads, and fails as exec
// would when the exit code is not the one wanted. Starting a process per
// command, a race-built binary spends about a fifth of a CPU-second before
// any work (mostly the search library's init), some 350 times a run. The
// working directory and environment belong to the whole process, so the
// commands of parallel scripts run one at a time. The judge binary itself,
// with os.Exit and its real exit status, is run as its own process by
// "exec judge-process" in usage.txtar.
func judgeInProcess(ts *testscript.TestScript, neg bool, args []string) {
	inProcess.Lock()
	code, err := func() (int, error) {
		defer inProcess.Unlock()
		restore, err := enterScript(ts)
		if err != nil {
			return 0, err
		}
		defer restore()
		return Main(args, strings.NewReader(""), ts.Stdout(), ts.Stderr()), nil
	}()
	if err != nil {
		ts.Fatalf("judge: %v", err)
	}
	switch {
	case code == 0 && neg:
		ts.Fatalf("unexpected command success")
	case code != 0 && !neg:
		ts.Logf("[exit status %d]", code)
		ts.Fatalf("unexpected command failure")
	case code != 0:
		ts.Logf("[exit status %d]", code)
	}
}

// enterScript makes the script's current directory the process's and sets
// the variables of judgeEnv to the script's values; restore gives the
// process back its own.
func enterScript(ts *testscript.TestScript) (restore func(), err error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	saved := make(map[string]*string, len(judgeEnv))
	restore = func() {
		for name, v := range saved {
			if v == nil {
				os.Unsetenv(name)
			} else {
				os.Setenv(name, *v)
			}
		}
		if err := os.Chdir(wd); err != nil {
			panic("judge: back to the test's directory: " + err.Error())
		}
	}
	for _, name := range judgeEnv {
		if v, ok := os.LookupEnv(name); ok {
			saved[name] = &v
		} else {
			saved[name] = nil
		}
		if v := ts.Getenv(name); v != "" {
			os.Setenv(name, v)
		} else {
			os.Unsetenv(name)
		}
	}
	if err := os.Chdir(ts.MkAbs(".")); err != nil {
		restore()
		return nil, err
	}
	return restore, nil
}
