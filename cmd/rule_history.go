package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios"
	"github.com/spf13/cobra"
)

// ruleHistoryFlags are the `judge rule` flags that follow a rule across
// editions instead of showing it in one.
type ruleHistoryFlags struct {
	history bool
	in      string
}

func (f *ruleHistoryFlags) add(c *cobra.Command, o *options) {
	c.Flags().BoolVar(&f.history, "history", false, "follow the rule through every stored edition, oldest first")
	c.Flags().StringVar(&f.in, "in", "", "say what the rule of --edition is numbered in this newer (or older) stored edition")
	c.MarkFlagsMutuallyExclusive("history", "in")
	c.RegisterFlagCompletionFunc("in", completeStored(o))
}

// completeStored completes --in with the built-in and imported editions' IDs.
func completeStored(o *options) cobra.CompletionFunc {
	return func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		store, err := o.store()
		if err != nil {
			return nil, cobra.ShellCompDirectiveError
		}
		infos, err := store.List()
		if err != nil {
			return nil, cobra.ShellCompDirectiveError
		}
		ids := []cobra.Completion{corpus.LatestID}
		for _, info := range infos {
			ids = append(ids, info.ID)
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	}
}

func (f *ruleHistoryFlags) asked() bool { return f.history || f.in != "" }

// runRuleHistory answers --history and --in.
func runRuleHistory(c *cobra.Command, o *options, f *ruleHistoryFlags, editionID, id string, asJSON bool) error {
	store, err := o.store()
	if err != nil {
		return err
	}
	// With no --edition, the number is the default edition's.
	editionID, err = o.editions().Resolve(editionID)
	if err != nil {
		return err
	}
	if f.in != "" {
		t, err := store.Translate(editionID, id, f.in)
		if err != nil {
			return explainHistoryError(explainUnknownRule(err))
		}
		if asJSON {
			return writeJSON(c.OutOrStdout(), t)
		}
		if err := writeTranslation(c.OutOrStdout(), t); err != nil {
			return err
		}
		if t.ID == "" {
			return nil
		}
		edition, err := o.edition(t.In)
		if err != nil {
			return err
		}
		rule, err := edition.FindRule(t.ID)
		if err != nil {
			return err
		}
		paired, err := checkPaired(o, edition, rule)
		if err != nil {
			return err
		}
		fmt.Fprintln(c.OutOrStdout())
		return writeRule(c.OutOrStdout(), edition, rule, scenarios.NewPairedScenarios(edition.ID, rule.ID, paired), outputWidth(c.OutOrStdout()))
	}
	h, err := store.History(editionID, id)
	if err != nil {
		return explainHistoryError(explainUnknownRule(err))
	}
	if asJSON {
		return writeJSON(c.OutOrStdout(), h)
	}
	return writeHistory(c.OutOrStdout(), h, outputWidth(c.OutOrStdout()))
}

// explainHistoryError says why the seed edition has no history.
func explainHistoryError(err error) error {
	if errors.Is(err, corpus.ErrNotStored) {
		return fmt.Errorf("%w: history follows imported editions (judge corpus add, judge corpus list)", err)
	}
	return err
}

func writeHistory(w io.Writer, h *corpus.RuleHistory, width int) error {
	p := &printer{w: w}
	p.linef("history of %s (edition %s) across the stored editions, oldest first", h.Rule, h.Edition)
	p.line("")
	for _, step := range h.Steps {
		writeStep(p, step, width)
	}
	return p.err
}

// writeStep prints one edition of a history: the number the rule had and
// what happened to it there.
func writeStep(p *printer, step corpus.HistoryStep, width int) {
	id := step.ID
	if id == "" {
		id = "-"
	}
	// A step far from the stored edition before it happened somewhere
	// between the two, not in its own edition.
	when := ""
	if step.Since != "" {
		when = " between " + step.Since + " and " + step.Edition
	}
	var what string
	switch step.Status {
	case corpus.HistoryFirst:
		what = "in the oldest stored edition"
	case corpus.HistoryCreated:
		what = "created" + when
	case corpus.HistoryUnchanged:
		what = "unchanged"
	case corpus.HistoryChanged:
		what = "changed" + when
	case corpus.HistoryMoved:
		what = fmt.Sprintf("moved from %s%s (score %.3f)", step.From, when, step.Score)
		if step.Reworded {
			what = fmt.Sprintf("moved from %s and reworded%s (score %.3f)", step.From, when, step.Score)
		}
	case corpus.HistoryRemoved:
		what = "removed" + when + " (was " + step.From + ")"
	}
	p.linef("%-10s  %-8s  %s", step.Edition, id, what)
	if len(step.Diff) > 0 {
		p.line(wrap("    "+formatWordDiff(step.Diff), width, "    "))
	}
}

func writeTranslation(w io.Writer, t *corpus.Translation) error {
	p := &printer{w: w}
	switch {
	case t.ID != "":
		p.linef("%s in %s is %s in %s", t.Rule, t.Edition, t.ID, t.In)
	case t.Removed != "" && t.Since != "":
		p.linef("%s in %s was removed between %s and %s", t.Rule, t.Edition, t.Since, t.Removed)
	case t.Removed != "":
		p.linef("%s in %s was removed in %s", t.Rule, t.Edition, t.Removed)
	case t.Created != "" && t.Since != "":
		// Since is In or later: "after In" goes without saying.
		p.linef("%s in %s was created between %s and %s", t.Rule, t.Edition, t.Since, t.Created)
	case t.Created != "":
		p.linef("%s in %s was created in %s, after %s", t.Rule, t.Edition, t.Created, t.In)
	}
	p.line("")
	for _, step := range t.Steps {
		writeStep(p, step, 0)
	}
	return p.err
}

// warmPairings pairs a newly imported edition with its stored neighbours,
// so the first diff or history after an import reads cached pairings. The
// import has succeeded either way: a failure here is only reported, and
// the pairing is computed on first use instead.
func warmPairings(c *cobra.Command, store *corpus.Store, id string) {
	if err := store.WarmPairings(id); err != nil {
		fmt.Fprintf(c.ErrOrStderr(), "judge: warning: pairing editions for history: %v\n", err)
	}
}
