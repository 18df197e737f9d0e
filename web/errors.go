package web

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
)

// Error is an answer that is not the page or object asked for: its HTTP
// status and a message that says what was wrong and, where it can, what
// was meant. The JSON API sends it as the body; pages show it.
type Error struct {
	Status  int    `json:"status"`
	Message string `json:"error"`
	// Nearest are what the request may have meant: rule IDs near an
	// unknown one, glossary terms near an unknown term, the editions
	// there are.
	Nearest []string `json:"nearest,omitempty"`
	// Line is the line of a pasted scenario the first problem is on.
	Line int `json:"line,omitempty"`
	// Problems are every located problem of a pasted scenario.
	Problems []scenarios.ProblemOutput `json:"problems,omitempty"`
	// RetryAfter, in seconds, is sent as the Retry-After header.
	RetryAfter int `json:"retry_after,omitempty"`
	// Links are the pages of Nearest, for an HTML error page.
	Links []Link `json:"-"`
}

// Link is a labelled address.
type Link struct {
	Text, URL string
}

func (e *Error) Error() string { return e.Message }

// errorf returns an *Error with the given status.
func errorf(status int, format string, args ...any) *Error {
	return &Error{Status: status, Message: fmt.Sprintf(format, args...)}
}

// asError classifies err as the user's mistake (4xx, with what was meant)
// or the server's (500, message kept general; the log has the detail).
func asError(err error) *Error {
	var (
		httpErr     *Error
		unknownRule *corpus.UnknownRuleError
		unknownTerm *corpus.UnknownTermError
		unknownEd   *corpus.UnknownEditionError
		queryErr    *index.QueryError
		tooLarge    *http.MaxBytesError
	)
	switch {
	case errors.As(err, &httpErr):
		return httpErr
	case errors.As(err, &unknownRule):
		return &Error{Status: http.StatusNotFound, Message: unknownRule.Error(), Nearest: unknownRule.Nearest}
	case errors.As(err, &unknownTerm):
		return &Error{Status: http.StatusNotFound, Message: unknownTerm.Error(), Nearest: unknownTerm.Close}
	case errors.As(err, &unknownEd):
		return &Error{Status: http.StatusNotFound, Message: unknownEd.Error(), Nearest: unknownEd.Available}
	case errors.As(err, &queryErr):
		return &Error{Status: http.StatusBadRequest, Message: queryErr.Error()}
	case errors.As(err, &tooLarge):
		return errorf(http.StatusRequestEntityTooLarge, "the request body is over the %d-byte limit", tooLarge.Limit)
	case errors.Is(err, context.DeadlineExceeded):
		return errorf(http.StatusServiceUnavailable, "the server took too long to answer; try again")
	case errors.Is(err, context.Canceled):
		// The client went away; the status is for the log only.
		return errorf(499, "request cancelled")
	}
	return errorf(http.StatusInternalServerError, "internal error")
}

// writeJSON writes v as indented JSON with HTML escaping off: the same
// bytes `judge ... --json` prints.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	encodeJSON(w, v)
}

func encodeJSON(w io.Writer, v any) error {
	encoder := json.NewEncoder(w)
	encoder.SetIndent("", "  ")
	encoder.SetEscapeHTML(false)
	return encoder.Encode(v)
}

func asUnknownRule(err error, target **corpus.UnknownRuleError) bool {
	return errors.As(err, target)
}
