package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
	"github.com/spf13/cobra"
)

func newGlossaryCmd(o *options) *cobra.Command {
	var (
		editionID string
		asJSON    bool
	)
	c := &cobra.Command{
		Use:   "glossary TERM",
		Short: "Show a glossary entry",
		Long: `Show a glossary entry of the Comprehensive Rules. The term is matched ignoring
case, punctuation and spacing, so "mana burn", "Mana-Burn" and "MANA BURN" all
find "Mana Burn"; plurals and other forms of a term's words find it
("planeswalkers" finds "Planeswalker"), and judges' shorthand finds what it
stands for ("sba" finds "State-Based Actions"). Several words need no quoting.`,
		Example: `  judge glossary mana burn
  judge glossary "first strike" --json
  judge glossary planeswalkers --edition latest`,
		Args: func(c *cobra.Command, args []string) error {
			if strings.TrimSpace(strings.Join(args, "")) == "" {
				return usagef(c, "wants a term, such as mana burn")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			edition, err := o.edition(editionID)
			if err != nil {
				return err
			}
			term := strings.Join(args, " ")
			entry, slang, err := index.FindTerm(edition, term)
			if err != nil {
				err = o.editions().Elsewhere(err, edition.ID, func(other *corpus.Edition) bool {
					_, _, err := index.FindTerm(other, term)
					return err == nil
				})
				return explainUnknownTerm(err)
			}
			if asJSON {
				out := corpus.NewGlossaryOutput(edition, entry)
				out.Slang = slang
				return writeJSON(c.OutOrStdout(), out)
			}
			if slang != "" {
				if _, err := fmt.Fprintf(c.OutOrStdout(), "%q is judges' shorthand for %s\n\n", slang, entry.Term); err != nil {
					return err
				}
			}
			return writeGlossaryEntry(c.OutOrStdout(), edition, entry, outputWidth(c.OutOrStdout()))
		},
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			edition, err := o.edition(editionID)
			if err != nil {
				return nil, cobra.ShellCompDirectiveError
			}
			prefix := strings.ToLower(toComplete)
			var terms []cobra.Completion
			for _, entry := range edition.Glossary {
				if strings.HasPrefix(strings.ToLower(entry.Term), prefix) {
					terms = append(terms, entry.Term)
				}
			}
			return terms, cobra.ShellCompDirectiveNoFileComp
		},
	}
	o.addEditionFlag(c, &editionID)
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	return c
}

// explainUnknownTerm adds what the user can do about a term not found.
func explainUnknownTerm(err error) error {
	var (
		unknown   *corpus.UnknownTermError
		elsewhere *corpus.ElsewhereError
	)
	if errors.As(err, &unknown) && unknown.NoGlossary && !errors.As(err, &elsewhere) {
		return fmt.Errorf("%w; import a full edition (judge corpus add FILE) and pass --edition", err)
	}
	return err
}

// writeGlossaryEntry prints an entry's definition line by line as the CR
// prints it, sense numbers included: Text, not Senses, because a line after
// the numbered senses ("See rule 113, ...") belongs to no one sense and
// would otherwise be lost. Examples follow, as under a rule.
func writeGlossaryEntry(w io.Writer, edition *corpus.Edition, entry *corpus.GlossaryEntry, width int) error {
	p := &printer{w: w}
	heading := entry.Term
	if entry.Obsolete {
		heading += "  (obsolete)"
	}
	p.line(heading)
	p.line("edition " + edition.ID)
	p.line("")
	for line := range strings.SplitSeq(entry.Text, "\n") {
		p.line(wrap(line, width, "   "))
	}
	for _, example := range entry.Examples {
		p.line("")
		p.line(wrap("Example: "+example, width, "  "))
	}
	if len(entry.Refs) > 0 {
		p.line("")
		p.line(wrap("See also: "+formatRefs(edition, entry.Refs), width, "  "))
	}
	return p.err
}
