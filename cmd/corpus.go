package cmd

import (
	"errors"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/judgekit/judge/corpus"
	"github.com/spf13/cobra"
)

func newCorpusCmd(o *options) *cobra.Command {
	c := &cobra.Command{
		Use:   "corpus",
		Short: "Import, check and list Comprehensive Rules editions",
		Long: `Manage the editions judge can read. The seed edition is built in; other
editions are imported from a CR text file (or fetched from the official rules
page) into the data directory and named by their effective date.`,
	}
	c.AddCommand(
		newCorpusListCmd(o),
		newCorpusAddCmd(o),
		newCorpusCheckCmd(),
		newCorpusFetchCmd(o),
		newCorpusRemoveCmd(o),
	)
	return c
}

func newCorpusListCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "list",
		Short: "List the seed edition and every imported edition, oldest first",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			rows, err := o.editions().List()
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), rows)
			}
			return writeEditionTable(c.OutOrStdout(), rows)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON array instead of a table")
	return c
}

func writeEditionTable(w io.Writer, rows []corpus.ListedEdition) error {
	table := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(table, "ID\tEFFECTIVE\tSIZE\tSHA-256\tPATH")
	for _, row := range rows {
		effective, size, path := row.Effective, fmt.Sprint(row.Size), row.Path
		if effective == "" {
			effective = "-"
		}
		if row.Embedded {
			size, path = "-", "(built in)"
		}
		fmt.Fprintf(table, "%s\t%s\t%s\t%.12s\t%s\n", row.ID, effective, size, row.Hash, path)
	}
	return table.Flush()
}

func newCorpusAddCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "add FILE",
		Short: "Import a CR text file as an edition, named by its effective date",
		Long: `Parse and self-check a Comprehensive Rules text file, then store it, bytes as
given, in the data directory under its effective date, replacing an earlier
import of the same date. A file that is not a CR, or that states no effective
date, is refused and nothing is stored.`,
		Example: `  judge corpus add MagicCompRules20260417.txt`,
		Args:    oneArgument("CR text file", "MagicCompRules20260417.txt"),
		RunE: func(c *cobra.Command, args []string) error {
			data, err := corpus.ReadEditionFile(args[0])
			if err != nil {
				return err
			}
			return importEdition(c, o, args[0], data, asJSON)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return c
}

// importEdition stores data as an edition and reports what was stored and
// its self-check.
func importEdition(c *cobra.Command, o *options, source string, data []byte, asJSON bool) error {
	store, err := o.store()
	if err != nil {
		return err
	}
	edition, err := store.Add(source, data)
	if err != nil {
		return explainImportError(err)
	}
	result := corpus.ImportOutput{
		Edition: edition.ID,
		Path:    store.Path(edition.ID),
		Source:  source,
		Check:   edition.Check(),
	}
	if asJSON {
		return writeJSON(c.OutOrStdout(), result)
	}
	p := &printer{w: c.OutOrStdout()}
	p.linef("imported edition %s from %s", result.Edition, source)
	p.linef("stored as %s", result.Path)
	p.line("")
	if p.err != nil {
		return p.err
	}
	return writeReport(c.OutOrStdout(), edition, result.Check)
}

// explainImportError adds what the user can do about a refused import.
func explainImportError(err error) error {
	switch {
	case errors.Is(err, corpus.ErrNotCR):
		return fmt.Errorf("%w (expected the Comprehensive Rules .txt file)", err)
	default:
		return err
	}
}

func newCorpusCheckCmd() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "check FILE",
		Short: "Parse and self-check a CR text file without storing it",
		Long: `Parse a Comprehensive Rules text file and print its self-check: counts of
sections, rules, subrules, examples, glossary entries and references, with any
dangling references, missing headings and parser warnings. Nothing is stored.
Exits 1 when the file is not a CR, or when the self-check finds part of it
missing (headings listed in the contents but not in the body, or no glossary):
such a file was cut off, and corpus add refuses it.`,
		Example: `  judge corpus check MagicCompRules20260417.txt --json`,
		Args:    oneArgument("CR text file", "MagicCompRules20260417.txt"),
		RunE: func(c *cobra.Command, args []string) error {
			data, err := corpus.ReadEditionFile(args[0])
			if err != nil {
				return err
			}
			edition, err := corpus.Parse(args[0], data)
			if err != nil {
				return explainImportError(err)
			}
			report := edition.Check()
			if asJSON {
				err = writeJSON(c.OutOrStdout(), report)
			} else {
				err = writeReport(c.OutOrStdout(), edition, report)
			}
			if err != nil {
				return err
			}
			// The report is printed either way; the exit status tells a
			// script whether the file is a whole edition.
			if err := report.Complete(); err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the self-check as JSON")
	return c
}

func newCorpusRemoveCmd(o *options) *cobra.Command {
	return &cobra.Command{
		Use:     "remove ID",
		Short:   "Delete an imported edition from the data directory",
		Example: `  judge corpus remove 2022-10-07`,
		Args:    oneArgument("imported edition ID", "2022-10-07"),
		RunE: func(c *cobra.Command, args []string) error {
			store, err := o.store()
			if err != nil {
				return err
			}
			if err := store.Remove(args[0]); err != nil {
				return err
			}
			_, err = fmt.Fprintf(c.OutOrStdout(), "removed edition %s\n", args[0])
			return err
		},
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
			store, err := o.store()
			if err != nil {
				return nil, cobra.ShellCompDirectiveError
			}
			infos, err := store.List()
			if err != nil {
				return nil, cobra.ShellCompDirectiveError
			}
			ids := make([]cobra.Completion, 0, len(infos))
			for _, info := range infos {
				ids = append(ids, info.ID)
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
	}
}
