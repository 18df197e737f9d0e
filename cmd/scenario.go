package cmd

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/judgekit/judge/corpus"
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
rule it applied. The language is described in scenarios/README.md.`,
	}
	c.AddCommand(newScenarioRunCmd(o), newScenarioCheckCmd(o), newScenarioCoverageCmd(o))
	return c
}

func newScenarioRunCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "run FILE|ID...",
		Short: "Play scenario files and show each outcome with its trace and the rules it cites",
		Long: `Play each scenario file through the rules engine and print whether it passed,
the expectations that failed (file:line), and the trace: every step with the
rule it applied and that rule's text from the scenario's edition. The shared
card definitions of the built-in scenarios are available to every file. An
argument that names no file but the ID of a built-in scenario runs that one.`,
		Example: `  judge scenario run my-ruling.md
  judge scenario run death-bomb
  judge scenario run scenarios/seed/*.md --json`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			checker, err := newChecker(o)
			if err != nil {
				return err
			}
			var reports []scenarioReport
			for _, arg := range args {
				reports = append(reports, runArg(checker, arg))
			}
			if asJSON {
				err = writeJSON(c.OutOrStdout(), newCheckOutput(reports, true, checker.Edition))
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
	return c
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
			checker, err := newChecker(o)
			if err != nil {
				return err
			}
			reports := checkBuiltin(checker)
			if len(reports) == 0 {
				return errors.New("no built-in scenarios: the binary embeds none")
			}
			if asJSON {
				err = writeJSON(c.OutOrStdout(), newCheckOutput(reports, false, nil))
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
			checker, err := newChecker(o)
			if err != nil {
				return err
			}
			edition, err := checker.Edition(editionID)
			if err != nil {
				return err
			}
			var results []scenarios.Result
			for _, r := range checkBuiltin(checker) {
				results = append(results, r.Result)
			}
			report := scenarios.Coverage(edition, results)
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

// scenarioReport is one checked scenario with what a report shows of it:
// the loaded file (nil when it did not load) and the verdict.
type scenarioReport struct {
	Scenario *scenarios.Scenario
	scenarios.Result
}

// newChecker loads the shared cards and reads editions on demand, once
// each, so checking many scenarios of one edition parses it once.
func newChecker(o *options) (scenarios.Checker, error) {
	cards, err := scenarios.BuiltinCards()
	if err != nil {
		return scenarios.Checker{}, err
	}
	type loadedEdition struct {
		edition *corpus.Edition
		err     error
	}
	loaded := map[string]loadedEdition{}
	return scenarios.Checker{
		Cards: cards,
		Edition: func(id string) (*corpus.Edition, error) {
			if id == "" {
				id = corpus.SeedID
			}
			l, ok := loaded[id]
			if !ok {
				l.edition, l.err = o.edition(id)
				loaded[id] = l
			}
			return l.edition, l.err
		},
	}, nil
}

// runArg runs the file arg names or, when there is no such file, the
// built-in scenario with that ID.
func runArg(checker scenarios.Checker, arg string) scenarioReport {
	if _, err := os.Stat(arg); errors.Is(err, fs.ErrNotExist) {
		builtin, _ := scenarios.BuiltinScenarios()
		for _, s := range builtin {
			if s.ID == arg {
				return scenarioReport{Scenario: s, Result: builtinChecker(checker, s).Check(s)}
			}
		}
	}
	return runFile(checker, arg)
}

// runFile loads and checks one scenario file a judge named.
func runFile(checker scenarios.Checker, file string) scenarioReport {
	data, err := os.ReadFile(file)
	if err != nil {
		return loadFailure(file, fmt.Errorf("read scenario: %w", err))
	}
	s, err := scenarios.Load(file, data)
	if err != nil {
		return loadFailure(file, err)
	}
	return scenarioReport{Scenario: s, Result: checker.Check(s)}
}

// checkBuiltin checks every built-in scenario; files that do not load are
// reported as failures beside the others.
func checkBuiltin(checker scenarios.Checker) []scenarioReport {
	all, err := scenarios.BuiltinScenarios()
	var reports []scenarioReport
	for _, s := range all {
		reports = append(reports, scenarioReport{Scenario: s, Result: builtinChecker(checker, s).Check(s)})
	}
	for _, e := range splitErrors(err) {
		file := "built-in scenarios"
		var located *scenarios.Error
		if errors.As(e, &located) {
			file = located.File
		}
		reports = append(reports, loadFailure(file, e))
	}
	return reports
}

// builtinChecker returns checker, or, for a built-in scenario whose
// edition is not imported here (the keyword scenarios cite the complete
// 2006-10-01 rules), one that checks its rules: entries for form only: the
// scenarios' tests check them against that edition's text.
func builtinChecker(checker scenarios.Checker, s *scenarios.Scenario) scenarios.Checker {
	if checker.Edition == nil {
		return checker
	}
	var unknown *corpus.UnknownEditionError
	if _, err := checker.Edition(s.Edition); errors.As(err, &unknown) {
		checker.Edition = nil
	}
	return checker
}

// splitErrors undoes errors.Join.
func splitErrors(err error) []error {
	if err == nil {
		return nil
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		return joined.Unwrap()
	}
	return []error{err}
}

// loadFailure reports a file that could not be loaded as a failed
// scenario named after the file.
func loadFailure(file string, err error) scenarioReport {
	id := filepath.Base(file)
	id = id[:len(id)-len(filepath.Ext(id))]
	r := scenarios.Result{ID: id, File: file, Error: err.Error()}
	var located *scenarios.Error
	if errors.As(err, &located) {
		r.Problems = []*scenarios.Error{located}
	} else {
		r.Problems = []*scenarios.Error{{File: file, Msg: err.Error()}}
	}
	return scenarioReport{Result: r}
}

// failedError is the command's error when any scenario failed, so the
// exit status says what the report says.
func failedError(reports []scenarioReport) error {
	failed := 0
	for _, r := range reports {
		if !r.Passed {
			failed++
		}
	}
	if failed == 0 {
		return nil
	}
	return fmt.Errorf("%d of %d scenarios failed", failed, len(reports))
}
