package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

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
		newCorpusVerifyCmd(o),
		newCorpusDiffCmd(o),
	)
	return c
}

func newCorpusListCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "list",
		Short: "List the built-in editions and every imported edition, oldest first",
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
		switch {
		case row.Embedded && row.Default:
			path = "(built in, default)"
		case row.Embedded:
			path = "(built in)"
		case row.Default:
			path += " (default)"
		}
		if row.Size == 0 {
			size = "-"
		}
		if row.Incomplete {
			path += "\t(incomplete: " + strings.Join(row.Problems, "; ") + ")"
		}
		fmt.Fprintf(table, "%s\t%s\t%s\t%.12s\t%s\n", row.ID, effective, size, row.Hash, path)
	}
	return table.Flush()
}

// importFlags are the flags of the commands that import: add and fetch.
type importFlags struct {
	asJSON          bool
	allowIncomplete bool
	replace         bool
}

func (f *importFlags) register(c *cobra.Command) {
	c.Flags().BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	c.Flags().BoolVar(&f.allowIncomplete, "allow-incomplete", false, "import a cut-off or damaged file anyway, marked incomplete")
	c.Flags().BoolVar(&f.replace, "replace", false, "replace a stored edition of the same date that came from a different file")
}

func newCorpusAddCmd(o *options) *cobra.Command {
	var flags importFlags
	c := &cobra.Command{
		Use:   "add FILE",
		Short: "Import a CR text file as an edition, named by its effective date",
		Long: `Parse and self-check a Comprehensive Rules text file, then store it, bytes as
given, in the data directory under its effective date. Nothing is stored, and
the exit status is 1, when the file is not a CR, when its effective date is
outside 1993 to next year, when it is cut off or damaged (no glossary or
Credits at its end, headings its contents list missing from its body, more
than 8 numbering gaps, or sharply fewer rules than the nearest stored
edition), unless --allow-incomplete, which stores it marked incomplete, or
when a different file of the same date is stored, unless --replace, which
first says what changes.`,
		Example: `  judge corpus add MagicCompRules20240202.txt             # a Comprehensive Rules text file you downloaded
  judge corpus add MagicCompRules20260417.txt --replace   # a corrected copy of a stored date`,
		Args: oneArgument("CR text file", "MagicCompRules20260417.txt"),
		RunE: func(c *cobra.Command, args []string) error {
			data, err := corpus.ReadEditionFile(args[0])
			if err != nil {
				return err
			}
			return importEdition(c, o, args[0], data, flags)
		},
	}
	flags.register(c)
	return c
}

// importEdition stores data as an edition and reports what was stored and
// its self-check; a replacement's summary comes first.
func importEdition(c *cobra.Command, o *options, source string, data []byte, flags importFlags) error {
	store, err := o.store()
	if err != nil {
		return err
	}
	imported, err := store.Import(source, data, corpus.ImportOptions{
		AllowIncomplete: flags.allowIncomplete,
		Replace:         flags.replace,
		Now:             time.Now(),
	})
	if err != nil {
		return explainImportError(err)
	}
	edition := imported.Edition
	warmPairings(c, store, edition.ID)
	path := store.Path(edition.ID)
	if imported.Info.BuiltIn {
		path = ""
	}
	result := corpus.ImportOutput{
		Edition:    edition.ID,
		Path:       path,
		Source:     source,
		Check:      imported.Report,
		Incomplete: len(imported.Problems) > 0,
		Problems:   imported.Problems,
		Replaced:   imported.Replaced,
		Unchanged:  imported.Unchanged,
		BuiltIn:    imported.Info.BuiltIn,
	}
	if flags.asJSON {
		return writeJSON(c.OutOrStdout(), result)
	}
	p := &printer{w: c.OutOrStdout()}
	if change := imported.Replaced; change != nil {
		p.linef("replacing edition %s (%.12s) with %s (%.12s): %s", edition.ID, change.OldHash, source, change.NewHash, change.Summary())
		for _, list := range []struct {
			what string
			ids  []string
		}{{"added", change.Added}, {"removed", change.Removed}} {
			if len(list.ids) > 0 {
				p.linef("  %s: %s", list.what, strings.Join(list.ids, " "))
			}
		}
	}
	switch {
	case imported.Info.BuiltIn:
		p.linef("edition %s is built into judge from the same file; nothing changed", result.Edition)
	case imported.Unchanged:
		p.linef("edition %s is already stored from the same file; nothing changed", result.Edition)
	default:
		p.linef("imported edition %s from %s", result.Edition, source)
	}
	if result.Path != "" {
		p.linef("stored as %s", result.Path)
	}
	for _, problem := range imported.Problems {
		p.linef("incomplete: %s", problem)
	}
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
	case errors.Is(err, corpus.ErrIncomplete):
		return fmt.Errorf("%w; nothing was stored (--allow-incomplete imports it marked incomplete)", err)
	case errors.Is(err, corpus.ErrStored):
		return fmt.Errorf("%w; nothing was stored (--replace replaces it)", err)
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
Exits 1 when the file is not a CR, when its effective date is outside 1993 to
next year, or when the self-check finds it cut off or damaged (no glossary or
Credits at its end, headings listed in the contents but not in the body, or
more than 8 numbering gaps): corpus add refuses such a file.`,
		Example: `  judge corpus check MagicCompRules20240202.txt --json   # a file you downloaded`,
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
			// A date no edition can have is refused as corpus add would.
			if err := corpus.CheckDate(edition.Effective, time.Now()); err != nil {
				return fmt.Errorf("%s: %w", args[0], err)
			}
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
	var asJSON bool
	c := &cobra.Command{
		Use:     "remove ID",
		Short:   "Delete an imported edition from the data directory",
		Example: `  judge corpus remove 2022-10-07   # an edition you imported`,
		Args:    oneArgument("imported edition ID", "2022-10-07"),
		RunE: func(c *cobra.Command, args []string) error {
			store, err := o.store()
			if err != nil {
				return err
			}
			if err := store.Remove(args[0]); err != nil {
				return err
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), struct {
					Removed string `json:"removed"`
				}{args[0]})
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
				ids = append(ids, completionOf(info))
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return c
}

// completionOf offers an imported edition's ID, described as incomplete
// when it was imported so.
func completionOf(info corpus.EditionInfo) cobra.Completion {
	if info.Incomplete {
		return cobra.CompletionWithDesc(info.ID, "incomplete")
	}
	return info.ID
}
