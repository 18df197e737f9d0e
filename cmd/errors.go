package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
	"github.com/spf13/cobra"
)

// errorOutput is an error as a command run with --json prints it, on
// standard error: Code is stable for scripts to branch on, Message is for
// people and may change.
type errorOutput struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	// Nearest are what the judge may have meant: rules, terms, editions
	// or scenario IDs near the one asked for.
	Nearest []string `json:"nearest,omitempty"`
	// FoundIn are the other editions that have what this one lacks.
	FoundIn []string `json:"found_in,omitempty"`
}

// usageError is a command invoked wrongly: missing or extra arguments,
// an unknown flag.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usageError. It names the command without the program
// name, which the one "judge:" prefix already says.
func usagef(c *cobra.Command, format string, args ...any) error {
	return &usageError{msg: commandName(c) + " " + fmt.Sprintf(format, args...)}
}

// commandName is the command's path without the program name: "corpus
// add".
func commandName(c *cobra.Command) string {
	return strings.TrimPrefix(c.CommandPath(), c.Root().Name()+" ")
}

// failureError is a command that ran and reports a failure it found:
// scenarios that failed, editions that failed verification.
type failureError struct{ msg string }

func (e *failureError) Error() string { return e.msg }

// errorCode classifies err for --json. The codes are part of the
// interface: add new ones, never rename.
func errorCode(err error) (string, []string) {
	var (
		unknownRule     *corpus.UnknownRuleError
		unknownTerm     *corpus.UnknownTermError
		unknownEdition  *corpus.UnknownEditionError
		ambiguous       *corpus.AmbiguousEditionError
		unknownScenario *unknownScenarioError
		unknownCard     *cards.UnknownCardError
		ambiguousCard   *cards.AmbiguousCardError
		queryErr        *index.QueryError
		scenarioErr     *scenarios.Error
		usage           *usageError
		failure         *failureError
	)
	switch {
	case errors.As(err, &usage):
		return "usage", nil
	case errors.As(err, &unknownRule):
		return "unknown_rule", unknownRule.Nearest
	case errors.As(err, &unknownTerm):
		return "unknown_term", unknownTerm.Close
	case errors.As(err, &unknownEdition):
		return "unknown_edition", unknownEdition.Available
	case errors.As(err, &ambiguous):
		return "ambiguous_edition", ambiguous.Matches
	case errors.As(err, &unknownScenario):
		return "unknown_scenario", unknownScenario.Nearest
	case errors.As(err, &unknownCard):
		return "unknown_card", unknownCard.Nearest
	case errors.As(err, &ambiguousCard):
		return "ambiguous_card", ambiguousCard.Matches
	case errors.Is(err, cards.ErrNoCards):
		return "no_cards", nil
	case errors.Is(err, cards.ErrBadFile):
		return "bad_card_file", nil
	case errors.Is(err, cards.ErrShrunk):
		return "incomplete", nil
	case errors.As(err, &queryErr):
		return "bad_query", nil
	case errors.As(err, &scenarioErr):
		return "bad_scenario", nil
	case errors.Is(err, corpus.ErrNotCR):
		return "not_cr", nil
	case errors.Is(err, corpus.ErrBadDate):
		return "bad_date", nil
	case errors.Is(err, corpus.ErrIncomplete):
		return "incomplete", nil
	case errors.Is(err, corpus.ErrStored):
		return "already_stored", nil
	case errors.Is(err, corpus.ErrNotStored):
		return "not_stored", nil
	case errors.As(err, &failure):
		return "failed", nil
	case errors.Is(err, corpus.ErrOffline):
		return "offline", nil
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout", nil
	case errors.Is(err, fs.ErrNotExist):
		return "not_found", nil
	}
	return "error", nil
}

// writeError prints err for a person, one "judge:" prefix on each line,
// or as one errorOutput JSON object when the command was run with --json.
func writeError(w io.Writer, err error, asJSON bool) {
	message := err.Error()
	if asJSON {
		code, nearest := errorCode(err)
		out := errorOutput{Code: code, Message: message, Nearest: nearest}
		var elsewhere *corpus.ElsewhereError
		if errors.As(err, &elsewhere) {
			out.FoundIn = elsewhere.FoundIn
		}
		if writeJSON(w, out) == nil {
			return
		}
	}
	for line := range strings.SplitSeq(message, "\n") {
		// A message that starts with the program's name (a command path,
		// "judge corpus diff wants ...") or its own prefix would repeat it.
		for {
			rest, ok := strings.CutPrefix(line, "judge: ")
			if !ok {
				rest, ok = strings.CutPrefix(line, "judge ")
			}
			if !ok {
				break
			}
			line = rest
		}
		fmt.Fprintln(w, "judge:", line)
	}
}

// wantsJSON says whether the command that ran (or failed to) was asked for
// JSON: its --json flag, or the argument itself when the flags did not
// parse.
func wantsJSON(c *cobra.Command, args []string) bool {
	if c != nil {
		if flag := c.Flags().Lookup("json"); flag != nil && flag.Changed {
			return flag.Value.String() == "true"
		}
	}
	return slices.Contains(args, "--json") || slices.Contains(args, "--json=true")
}
