package cmd

import (
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"

	"github.com/judgekit/judge/scenarios"
	"github.com/spf13/cobra"
)

func newScenarioCmd(o *options) *cobra.Command {
	c := &cobra.Command{
		Use:   "scenario",
		Short: "Run executable rulings: scenario files played through the rules engine",
		Long: `A scenario is a Markdown file that sets up a game, makes a play and states the
outcome, in a fenced "scenario" block; its front matter names the rules it is
about. The rules engine plays it and records a trace whose every step names the
rule it applied. "judge scenario language" prints how to write one.`,
	}
	c.AddCommand(newScenarioRunCmd(o), newScenarioCheckCmd(o), newScenarioCoverageCmd(o), newScenarioLanguageCmd())
	return c
}

// newScenarioLanguageCmd prints the scenario language reference built into
// the binary: a judge who installed only judge can still write a file.
func newScenarioLanguageCmd() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:     "language",
		Aliases: []string{"reference", "lang"},
		Short:   "Print the scenario language reference: front matter, cards, state, do and expect",
		Example: `  judge scenario language | less`,
		Args:    cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if asJSON {
				return writeJSON(c.OutOrStdout(), struct {
					Format    string `json:"format"`
					Reference string `json:"reference"`
				}{"markdown", scenarios.LanguageReference()})
			}
			_, err := fmt.Fprint(c.OutOrStdout(), scenarios.LanguageReference())
			return err
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, `print {"format": "markdown", "reference": ...} instead`)
	return c
}

func newScenarioRunCmd(o *options) *cobra.Command {
	var (
		asJSON   bool
		editions []string
	)
	c := &cobra.Command{
		Use:   "run FILE|ID...",
		Short: "Play scenario files and show each outcome with its trace and the rules it cites",
		Long: `Play each scenario file through the rules engine and print whether it passed,
the expectations that failed (file:line), and the trace: every step with the
rule it applied and that rule's text from the scenario's edition. The shared
card definitions of the built-in scenarios are available to every file. An
argument that names no file but the ID of a built-in scenario runs that one.

With --edition given more than once, each scenario is played under each
edition's rules and the outcomes are shown side by side: the final state
and the trace, with "*" marking every fact and step that differs.`,
		Example: `  judge scenario run death-bomb
  judge scenario run death-bomb deathtouch-trample --json
  judge scenario run --edition 2006-10-01 --edition 2026-04-17 mana-burn-unused
  judge scenario run my-ruling.md   # a file of your own: see judge scenario language`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			checker, err := scenarios.NewChecker(o.edition)
			if err != nil {
				return err
			}
			// A judge's own file may name real cards; without a usable
			// data directory they come from the built-in fixture alone,
			// and the judge is told why an imported card isn't found.
			if store, err := o.cardStore(); err != nil {
				fmt.Fprintf(c.ErrOrStderr(), "judge: no card store (%v): real cards come from the built-in fixture only\n", err)
			} else if checker, err = checker.WithStore(store); err != nil {
				return err
			}
			for _, arg := range args {
				if err := checkScenarioArg(arg); err != nil {
					return err
				}
			}
			if len(editions) > 0 {
				return runEras(c, checker, editions, args, asJSON)
			}
			var reports []scenarios.Checked
			for _, arg := range args {
				reports = append(reports, runBounded(checker, arg))
			}
			if asJSON {
				err = writeJSON(c.OutOrStdout(), scenarios.NewCheckOutput(reports, true, checker.Edition))
			} else {
				err = writeRunReports(c.OutOrStdout(), reports, checker.Edition, outputWidth(c.OutOrStdout()))
			}
			if err != nil {
				return err
			}
			return failedError(reports)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	c.Flags().StringArrayVarP(&editions, "edition", "e", nil, "play under this edition's rules (repeat to compare editions side by side)")
	return c
}

// runEras plays each scenario under each edition and prints the outcomes
// side by side.
func runEras(c *cobra.Command, checker scenarios.Checker, editions, args []string, asJSON bool) error {
	var (
		comparisons []scenarios.Comparison
		failed      int
	)
	for _, arg := range args {
		cmp := checker.CompareArg(arg, editions)
		if !cmp.Passed() {
			failed++
		}
		comparisons = append(comparisons, cmp)
	}
	if asJSON {
		out := []scenarios.ComparisonOutput{}
		for _, cmp := range comparisons {
			out = append(out, scenarios.NewComparisonOutput(cmp, checker.Edition))
		}
		if err := writeJSON(c.OutOrStdout(), out); err != nil {
			return err
		}
	} else {
		for i, cmp := range comparisons {
			if i > 0 {
				fmt.Fprintln(c.OutOrStdout())
			}
			if err := scenarios.WriteComparison(c.OutOrStdout(), cmp); err != nil {
				return err
			}
		}
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d scenarios failed under some edition", failed, len(args))
	}
	return nil
}

func newScenarioCheckCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "check",
		Short: "Check every built-in scenario against the rules engine",
		Long: `Play every built-in scenario and report which passed. A scenario passes when
it runs, every expectation holds and its trace cites every rule its front
matter says it is about. Exits with status 1 when any scenario fails.`,
		Example: `  judge scenario check
  judge scenario check --json`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			checker, err := scenarios.NewChecker(o.edition)
			if err != nil {
				return err
			}
			batchGC()
			reports := checker.CheckBuiltin()
			if len(reports) == 0 {
				return errors.New("no built-in scenarios: the binary embeds none")
			}
			if asJSON {
				err = writeJSON(c.OutOrStdout(), scenarios.NewCheckOutput(reports, false, nil))
			} else {
				err = writeCheckReports(c.OutOrStdout(), reports)
			}
			if err != nil {
				return err
			}
			return failedError(reports)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	return c
}

func newScenarioCoverageCmd(o *options) *cobra.Command {
	var (
		editionID string
		asJSON    bool
	)
	c := &cobra.Command{
		Use:   "coverage",
		Short: "Count the numbered rules some passing built-in scenario is about",
		Long: `Report how many rules and subrules of an edition (sections and headings are
not counted) are named in the front matter of some passing built-in scenario,
and list the rules no scenario covers yet.`,
		Example: `  judge scenario coverage
  judge scenario coverage --json`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			checker, err := scenarios.NewChecker(o.edition)
			if err != nil {
				return err
			}
			edition, err := checker.Edition(editionID)
			if err != nil {
				return err
			}
			batchGC()
			report := checker.CoverageOfBuiltin(edition)
			if asJSON {
				return writeJSON(c.OutOrStdout(), report)
			}
			return writeCoverage(c.OutOrStdout(), report, outputWidth(c.OutOrStdout()))
		},
	}
	o.addEditionFlag(c, &editionID)
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	return c
}

// unknownScenarioError is an argument of scenario run that names neither
// a file nor a built-in scenario, with the built-in IDs nearest to it.
type unknownScenarioError struct {
	ID      string
	Nearest []string
}

func (e *unknownScenarioError) Error() string {
	msg := fmt.Sprintf("no scenario file or built-in scenario %q", e.ID)
	if len(e.Nearest) > 0 {
		msg += "; nearest built-in: " + strings.Join(e.Nearest, ", ")
	}
	return msg
}

// checkScenarioArg refuses an argument shaped like a built-in scenario ID
// (no directory, no extension) that names no file and no built-in
// scenario, naming the nearest IDs; a missing file path is reported by
// the run itself, beside the other files.
func checkScenarioArg(arg string) error {
	if strings.ContainsAny(arg, `/\.`) {
		return nil
	}
	if _, err := os.Stat(arg); err == nil {
		return nil
	}
	if _, ok := scenarios.BuiltinScenario(arg); ok {
		return nil
	}
	if _, err := scenarios.BuiltinIDs(); err != nil {
		return err
	}
	return &unknownScenarioError{ID: arg, Nearest: scenarios.NearestBuiltinIDs(arg, 3)}
}

// failedError is the command's error when any scenario failed, so the
// exit status says what the report says.
func failedError(reports []scenarios.Checked) error {
	failed := 0
	for _, r := range reports {
		if !r.Passed {
			failed++
		}
	}
	if failed == 0 {
		return nil
	}
	return &failureError{msg: fmt.Sprintf("%d of %d scenarios failed", failed, len(reports))}
}

// runBounded runs what arg names as RunArg does, but reads a file through
// scenarios.ReadFile, which refuses one over scenarios.MaxFileSize
// without reading it all (/dev/zero included).
func runBounded(checker scenarios.Checker, arg string) scenarios.Checked {
	if _, err := os.Stat(arg); err != nil {
		return checker.RunArg(arg)
	}
	data, err := scenarios.ReadFile(arg)
	if err != nil {
		return scenarios.LoadFailure(arg, err)
	}
	return checker.RunText(arg, data)
}

// batchGC sets the garbage collector's target for a command that plays
// the whole built-in set (scenarios.BatchGCPercent), unless the GOGC
// environment variable sets one.
func batchGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(scenarios.BatchGCPercent)
	}
}
