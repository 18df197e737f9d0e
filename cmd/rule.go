package cmd

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios"
	"github.com/spf13/cobra"
)

func newRuleCmd(o *options) *cobra.Command {
	var (
		editionID string
		asJSON    bool
		across    ruleHistoryFlags
	)
	c := &cobra.Command{
		Use:   "rule ID",
		Short: "Show a rule by number, with its examples, references and citations",
		Long: `Show one numbered node of the Comprehensive Rules (a section, heading, rule or
subrule) with its text, examples, the rules it cites ("See also") and the rules
and glossary entries that cite it ("Cited by"), then the built-in scenarios
about it: each one's verdict and the trace step where the engine applies it.
The number is read as judges type it: "70219", "702,19", "7O2.19" (the letter
O) and "CR 702.19" all find 702.19; a number the edition has as typed is never
read as another.

--history follows the rule through every imported edition, oldest first, across
renumberings: the number it had in each, and whether it was created, changed,
moved or removed there; "between A and B" when the stored edition before took
effect more than four months earlier, so editions not imported came between
them. --in names what a rule of --edition is called in another imported
edition, for reading old rulings.`,
		Example: `  judge rule 702.19
  judge rule 702.19b
  judge rule 100.1 --json
  judge rule 601.2f --history
  judge rule 409.1h --edition seed
  judge rule 409.1f --edition 2008-02-01 --in 2026-04-17   # after judge corpus add of the 2008 rules`,
		Args: oneArgument("rule number", "601.2f"),
		RunE: func(c *cobra.Command, args []string) error {
			if across.asked() {
				return runRuleHistory(c, o, &across, editionID, args[0], asJSON)
			}
			// The lookup reads the edition's lookup cache, not the whole
			// edition, when it can: edition may hold only what rule shows.
			edition, rule, err := o.editions().FindRule(editionID, args[0])
			if edition == nil {
				return err
			}
			noteIncomplete(c.ErrOrStderr(), o, edition.ID)
			if err != nil {
				err = o.editions().Elsewhere(err, edition.ID, func(other *corpus.Edition) bool {
					_, err := other.FindRule(args[0])
					return err == nil
				})
				return explainUnknownRule(err)
			}
			out := scenarios.RuleOutput{RuleOutput: corpus.NewRuleOutput(edition, rule)}
			if out.Scenarios, err = pairedScenarios(o, edition, rule); err != nil {
				return err
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), out)
			}
			return writeRule(c.OutOrStdout(), edition, rule, out.Scenarios, outputWidth(c.OutOrStdout()))
		},
		ValidArgsFunction: func(c *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			edition, err := o.edition(editionID)
			if err != nil {
				return nil, cobra.ShellCompDirectiveError
			}
			var ids []cobra.Completion
			for _, rule := range edition.Rules {
				if strings.HasPrefix(rule.ID, toComplete) {
					ids = append(ids, cobra.CompletionWithDesc(rule.ID, ruleSummary(rule)))
				}
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
	}
	o.addEditionFlag(c, &editionID)
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	across.add(c, o)
	return c
}

// explainUnknownRule points a word typed where a rule number belongs at
// the glossary command that finds it.
func explainUnknownRule(err error) error {
	var unknown *corpus.UnknownRuleError
	if errors.As(err, &unknown) && unknown.Term != "" {
		return fmt.Errorf("%w; %q is a glossary term: judge glossary %s", err, unknown.Term, strings.ToLower(unknown.Term))
	}
	return err
}

// writeRule renders a rule the way a judge reads it at a table: number and
// title, where it sits, its text and examples, then its cross-references.
func writeRule(w io.Writer, edition *corpus.Edition, rule *corpus.Rule, paired []scenarios.PairedScenario, width int) error {
	p := &printer{w: w}
	p.line(strings.TrimSpace(rule.ID + "  " + rule.Title))
	if context := ruleContext(edition, rule); context != "" {
		p.line("in " + context)
	}
	p.line("edition " + edition.ID)
	for paragraph := range strings.SplitSeq(rule.Text, "\n\n") {
		if strings.TrimSpace(paragraph) == "" {
			continue
		}
		p.line("")
		p.line(wrap(paragraph, width, ""))
	}
	for _, example := range rule.Examples {
		p.line("")
		p.line(wrap("Example: "+example, width, "  "))
	}
	writeChildren(p, edition, rule, width)
	if len(rule.Refs) > 0 {
		p.line("")
		p.line(wrap("See also: "+formatRefs(edition, rule.Refs), width, "  "))
	}
	if len(rule.CitedBy) > 0 {
		p.line("")
		p.line(wrap("Cited by: "+strings.Join(rule.CitedBy, ", "), width, "  "))
	}
	writePaired(p, paired, width)
	return p.err
}

// checkPaired checks the built-in scenarios about rule of edition, and
// only those: most rules have none, and checking the whole set would
// slow every lookup.
func checkPaired(o *options, edition *corpus.Edition, rule *corpus.Rule) ([]scenarios.Checked, error) {
	about := scenarios.BuiltinAbout(edition.ID, rule.ID)
	if len(about) == 0 {
		return nil, nil
	}
	// The scenarios run against whole editions: the one a rule came with
	// may hold only what the rule shows (the lookup cache's answer).
	// Loading reuses an edition this process has parsed already.
	checker, err := scenarios.NewChecker(o.edition)
	if err != nil {
		return nil, fmt.Errorf("check scenarios about %s: %w", rule.ID, err)
	}
	return checker.CheckBuiltinScenarios(about), nil
}

// writePaired lists the scenarios about a rule: verdict, ID and title,
// then the step where the engine applied the rule, so the rule's text and
// a play it decides read together.
func writePaired(p *printer, paired []scenarios.PairedScenario, width int) {
	if len(paired) == 0 {
		return
	}
	p.line("")
	p.line("Scenarios")
	for _, s := range paired {
		head := verdict(s.Passed) + "  " + s.ID
		if s.Title != "" {
			head += ": " + s.Title
		}
		p.line(wrap("  "+head, width, "        "))
		if s.Step == nil {
			p.line("        (no step cites this rule)")
			continue
		}
		p.line(wrap("        "+s.Step.Rule+"  "+s.Step.Text, width, "          "))
	}
}

// writeChildren lists what a rule contains. A rule's subrules are part of
// its meaning (702.19 Trample is its subrules), so they are printed whole;
// a section's or heading's children get one line each, enough to pick one.
func writeChildren(p *printer, edition *corpus.Edition, rule *corpus.Rule, width int) {
	if len(rule.Children) == 0 {
		return
	}
	p.line("")
	for _, id := range rule.Children {
		child, ok := edition.Rule(id)
		switch {
		case !ok:
			p.line(id)
		case rule.Kind == corpus.KindRule:
			p.line(wrap(child.ID+"  "+strings.TrimSpace(child.Title+" "+child.Text), width, "    "))
			for _, example := range child.Examples {
				p.line(wrap("    Example: "+example, width, "      "))
			}
		default:
			p.line(child.ID + "  " + ruleSummary(child))
		}
	}
}

// ruleContext names the nearest titled ancestor ("409. Playing Spells and
// Activated Abilities"), so a subrule read alone still says what it is part
// of.
func ruleContext(edition *corpus.Edition, rule *corpus.Rule) string {
	seen := map[string]bool{rule.ID: true}
	for parentID := rule.Parent; parentID != "" && !seen[parentID]; {
		seen[parentID] = true
		parent, ok := edition.Rule(parentID)
		if !ok {
			return parentID
		}
		if parent.Title != "" {
			return parent.ID + ". " + parent.Title
		}
		parentID = parent.Parent
	}
	return ""
}

// formatRefs lists reference targets, naming the titled ones (a bare "6"
// says little) and marking those the edition does not define so a judge
// knows not to look for them here.
func formatRefs(edition *corpus.Edition, refs []corpus.Ref) string {
	parts := make([]string, len(refs))
	for i, ref := range refs {
		parts[i] = ref.ID
		if ref.Outside {
			parts[i] += " (not in this edition)"
		} else if target, ok := edition.Rule(ref.ID); ok && target.Title != "" {
			parts[i] += " (" + target.Title + ")"
		}
	}
	return strings.Join(parts, ", ")
}

// ruleSummary is the one-line description shown next to a completed ID.
func ruleSummary(rule *corpus.Rule) string {
	summary := rule.Title
	if summary == "" {
		summary, _, _ = strings.Cut(rule.Text, "\n")
	}
	const max = 60
	if runes := []rune(summary); len(runes) > max {
		summary = string(runes[:max-1]) + "…"
	}
	return summary
}

// noteIncomplete tells the reader, on stderr so --json output stays one
// document, when the edition was imported incomplete: a rule it lacks may
// be missing from the file rather than from the Comprehensive Rules.
func noteIncomplete(w io.Writer, o *options, editionID string) {
	if editionID == corpus.SeedID {
		return
	}
	store, err := o.store()
	if err != nil {
		return
	}
	info, err := store.Info(editionID)
	if err != nil || !info.Incomplete {
		return
	}
	fmt.Fprintf(w, "judge: note: edition %s was imported incomplete (%s); rules may be missing from it\n", editionID, strings.Join(info.Problems, "; "))
}
