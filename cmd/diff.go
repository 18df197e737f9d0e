package cmd

import (
	"fmt"
	"io"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/spf13/cobra"
)

func newCorpusDiffCmd(o *options) *cobra.Command {
	var (
		asJSON bool
		only   string
	)
	c := &cobra.Command{
		Use:   "diff OLD NEW",
		Short: "List the rules and glossary entries added, removed, changed and moved between two editions",
		Long: `Compare two editions (effective dates, "latest", or a year naming one): the
counts first, then each rule added, removed, changed (with a word-level diff:
[-removed words-] {+added words+}) or moved (same rule under a new number, found
by its wording, with the similarity score), then the glossary the same way.
Rules identical in both editions are not listed, and rule numbers cited in a
rule's text that were renumbered in the same update do not count as a change.
The pairing of two stored editions is cached in the data directory.`,
		Example: `  judge corpus diff 2024-02-02 2026-04-17        # after judge corpus add of the 2024-02-02 rules
  judge corpus diff 2008 2009 --only moved          # after importing both
  judge corpus diff 2023-11-17 latest --json        # after importing 2023-11-17`,
		Args: twoArguments("editions", "2024-02-02 2026-04-17"),
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) >= 2 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return completeStored(o)(c, args, toComplete)
		},
		RunE: func(c *cobra.Command, args []string) error {
			var status corpus.ChangeStatus
			if only != "" {
				var err error
				if status, err = corpus.ParseChangeStatus(only); err != nil {
					return usagef(c, "--only: %v", err)
				}
			}
			store, err := o.store()
			if err != nil {
				return err
			}
			oldID, err := o.editions().Resolve(args[0])
			if err != nil {
				return err
			}
			newID, err := o.editions().Resolve(args[1])
			if err != nil {
				return err
			}
			diff, err := store.Diff(oldID, newID)
			if err != nil {
				return err
			}
			if status != "" {
				diff = diff.Only(status)
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), diff)
			}
			return writeDiff(c.OutOrStdout(), diff, outputWidth(c.OutOrStdout()))
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	c.Flags().StringVar(&only, "only", "", "list only changes of one kind: changed, moved, added or removed (changed includes reworded moves)")
	c.RegisterFlagCompletionFunc("only", cobra.FixedCompletions([]string{"changed", "moved", "added", "removed"}, cobra.ShellCompDirectiveNoFileComp))
	return c
}

// twoArguments accepts exactly two positional arguments, neither blank.
func twoArguments(what, example string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != 2 {
			return usagef(c, "wants two %s, such as %s (got %d arguments)", what, example, len(args))
		}
		for _, arg := range args {
			if strings.TrimSpace(arg) == "" {
				return usagef(c, "wants two %s, such as %s (got an empty one)", what, example)
			}
		}
		return nil
	}
}

// writeDiff prints the counts, then each change: a heading line per rule
// and its diff or text indented under it.
func writeDiff(w io.Writer, d *corpus.EditionDiff, width int) error {
	p := &printer{w: w}
	p.linef("%s -> %s", d.Old, d.New)
	p.line("rules:    " + formatCounts(d.Rules, "moved"))
	p.line("glossary: " + formatCounts(d.Glossary, "renamed"))
	for _, change := range d.RuleChanges {
		p.line("")
		writeChange(p, change, "moved", width)
	}
	if len(d.GlossaryChanges) > 0 {
		p.line("")
		p.line("Glossary")
	}
	for _, change := range d.GlossaryChanges {
		p.line("")
		writeChange(p, change, "renamed", width)
	}
	return p.err
}

func formatCounts(c corpus.DiffCounts, moved string) string {
	return fmt.Sprintf("%d added, %d removed, %d changed, %d %s (%d reworded)", c.Added, c.Removed, c.Changed, c.Moved, moved, c.Reworded)
}

func writeChange(p *printer, change corpus.Change, moved string, width int) {
	switch change.Status {
	case corpus.StatusAdded:
		p.line("added " + change.New)
		writeIndented(p, change.Text, width)
	case corpus.StatusRemoved:
		p.line("removed " + change.Old)
		writeIndented(p, change.Text, width)
	case corpus.StatusChanged:
		p.line("changed " + change.New)
		p.line(wrap("    "+formatWordDiff(change.Diff), width, "    "))
	case corpus.StatusMoved:
		note := ""
		if change.Reworded {
			note = ", reworded"
		}
		p.linef("%s %s -> %s (score %.3f%s)", moved, change.Old, change.New, change.Score, note)
		if change.Reworded {
			p.line(wrap("    "+formatWordDiff(change.Diff), width, "    "))
		}
	}
}

// formatWordDiff writes a word diff inline the way `git diff --word-diff`
// does: [-removed-] and {+added+}.
func formatWordDiff(spans []corpus.DiffSpan) string {
	parts := make([]string, len(spans))
	for i, span := range spans {
		switch span.Op {
		case corpus.DiffDelete:
			parts[i] = "[-" + span.Text + "-]"
		case corpus.DiffInsert:
			parts[i] = "{+" + span.Text + "+}"
		default:
			parts[i] = span.Text
		}
	}
	return strings.Join(parts, " ")
}

// writeIndented prints a rule's wording (title, text, examples: one a
// line) indented under its heading line.
func writeIndented(p *printer, text string, width int) {
	for line := range strings.SplitSeq(text, "\n") {
		if strings.TrimSpace(line) != "" {
			p.line(wrap("    "+line, width, "    "))
		}
	}
}
