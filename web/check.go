package web

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"strings"
	"time"

	"github.com/judgekit/judge/scenarios"
)

// pastedFile is the name a pasted scenario's errors cite.
const pastedFile = "scenario.md"

// checkPool runs pasted scenarios within CheckLimits: at most Concurrency
// at once (a run that overstays its time limit keeps its slot until the
// engine returns, so the bound holds), each refused past its size, its
// step count or its time.
type checkPool struct {
	limits CheckLimits
	slots  chan struct{}
}

func newCheckPool(limits CheckLimits) *checkPool {
	return &checkPool{limits: limits.withDefaults(), slots: make(chan struct{}, max(1, limits.Concurrency))}
}

func (l CheckLimits) withDefaults() CheckLimits {
	c := Config{Check: l}.withDefaults()
	return c.Check
}

// errBusy is the answer when every check slot stayed taken.
var errBusy = &Error{Status: http.StatusServiceUnavailable, RetryAfter: 1,
	Message: "the checker is busy with other scenarios; try again in a second"}

// check loads and runs the scenario text data with checker.
func (p *checkPool) check(ctx context.Context, checker scenarios.Checker, data []byte) (scenarios.Checked, error) {
	return p.run(ctx, data, func() scenarios.Checked { return checker.RunText(pastedFile, data) })
}

// run calls play for the scenario text data within the limits.
func (p *checkPool) run(ctx context.Context, data []byte, play func() scenarios.Checked) (scenarios.Checked, error) {
	if lines := bytes.Count(data, []byte("\n")) + 1; lines > p.limits.MaxLines {
		return scenarios.Checked{}, errorf(http.StatusRequestEntityTooLarge,
			"the scenario has %d lines; the checker takes at most %d", lines, p.limits.MaxLines)
	}
	wait := time.NewTimer(p.limits.Wait)
	defer wait.Stop()
	select {
	case p.slots <- struct{}{}:
	case <-wait.C:
		return scenarios.Checked{}, errBusy
	case <-ctx.Done():
		return scenarios.Checked{}, ctx.Err()
	}
	done := make(chan scenarios.Checked, 1)
	go func() {
		defer func() { <-p.slots }()
		done <- play()
	}()
	limit := time.NewTimer(p.limits.Timeout)
	defer limit.Stop()
	select {
	case checked := <-done:
		if checked.Trace != nil && checked.Trace.Len() > p.limits.MaxSteps {
			return scenarios.Checked{}, errorf(http.StatusUnprocessableEntity,
				"the scenario ran %d steps; the checker stops at %d", checked.Trace.Len(), p.limits.MaxSteps)
		}
		return checked, nil
	case <-limit.C:
		return scenarios.Checked{}, errorf(http.StatusUnprocessableEntity,
			"the rules engine did not settle the scenario within %s", p.limits.Timeout)
	case <-ctx.Done():
		return scenarios.Checked{}, ctx.Err()
	}
}

// didNotRun reports a scenario that did not load, or whose program did
// not start: the judge's text is at fault, not the ruling.
func didNotRun(checked scenarios.Checked) bool {
	return checked.Scenario == nil || (checked.Trace == nil && !checked.Passed)
}

// loadError is the 400 answer to a scenario that did not load: every
// problem located, the first one's line named.
func loadError(checked scenarios.Checked) *Error {
	out := scenarios.NewScenarioOutput(checked, false, nil)
	e := &Error{Status: http.StatusBadRequest, Message: checked.Error, Problems: out.Problems}
	for _, p := range out.Problems {
		if p.Line > 0 {
			e.Line = p.Line
			break
		}
	}
	return e
}

// readBody reads a request body whole; over the limit it is an
// *http.MaxBytesError (413).
func readBody(r *http.Request) ([]byte, error) {
	data, err := io.ReadAll(r.Body)
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, err
		}
		return nil, errorf(http.StatusBadRequest, "read the request body: %v", err)
	}
	return data, nil
}

// apiCheck answers POST /api/check: the body is a scenario file; the
// answer is `judge scenario run FILE --json`, or 400 naming the line.
func (s *Server) apiCheck(w http.ResponseWriter, r *http.Request) {
	data, err := readBody(r)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	checked, err := s.checks.check(r.Context(), s.lib.Checker(), data)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if didNotRun(checked) {
		s.fail(w, r, loadError(checked))
		return
	}
	writeJSON(w, http.StatusOK, scenarios.NewCheckOutput([]scenarios.Checked{checked}, true, s.lib.Checker().Edition))
}

// checkView is the checker page: the text as pasted, numbered, with the
// lines that have problems marked, and the verdict with its trace.
type checkView struct {
	pageView
	Text     string
	Lines    []checkLine
	Err      *Error
	Result   *scenarioView
	Builtins []string
	From     string
}

type checkLine struct {
	Number   int
	Text     string
	Problems []string
}

func (s *Server) checkPage(w http.ResponseWriter, r *http.Request) {
	v := &checkView{pageView: s.view(r, "Scenario checker", ""), Builtins: s.lib.BuiltinIDs()}
	status := http.StatusOK
	if r.Method == http.MethodGet {
		if from := r.URL.Query().Get("from"); from != "" {
			c, ok := scenarios.BuiltinScenario(from)
			if !ok {
				s.fail(w, r, s.scenarioNotFound(from))
				return
			}
			data, err := fs.ReadFile(scenarios.Builtin(), strings.TrimPrefix(c.File, "scenarios/"))
			if err != nil {
				s.fail(w, r, err)
				return
			}
			v.Text, v.From = string(data), from
		}
		s.render(w, r, status, "check", v)
		return
	}
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, err)
		return
	}
	v.Text = strings.ReplaceAll(r.PostForm.Get("scenario"), "\r\n", "\n")
	checked, err := s.checks.check(r.Context(), s.lib.Checker(), []byte(v.Text))
	switch {
	case err != nil:
		v.Err = asError(err)
		status = v.Err.Status
		if v.Err.RetryAfter > 0 {
			w.Header().Set("Retry-After", "1")
		}
	case didNotRun(checked):
		v.Err = loadError(checked)
		status = v.Err.Status
	default:
		view := s.newScenarioView(checked)
		v.Result = &view
	}
	problems := map[int][]string{}
	if v.Err != nil {
		for _, p := range v.Err.Problems {
			problems[p.Line] = append(problems[p.Line], p.Message)
		}
	} else if v.Result != nil {
		for _, p := range v.Result.Problems {
			problems[p.Line] = append(problems[p.Line], p.Message)
		}
	}
	for i, line := range strings.Split(v.Text, "\n") {
		v.Lines = append(v.Lines, checkLine{Number: i + 1, Text: line, Problems: problems[i+1]})
	}
	s.render(w, r, status, "check", v)
}
