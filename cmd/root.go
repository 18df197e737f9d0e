package cmd

import (
	"io"

	"github.com/spf13/cobra"
)

// Main runs the judge command with args and returns the process exit code.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := NewRoot()
	root.SetArgs(keepCardText(root, args))
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &usageError{msg: commandName(c) + ": " + err.Error()}
	})
	if ran, err := root.ExecuteC(); err != nil {
		writeError(stderr, err, wantsJSON(ran, args))
		return 1
	}
	return 0
}

// NewRoot builds the whole command tree. Every command gets the same
// options, filled in by the root's persistent flags.
func NewRoot() *cobra.Command {
	o := newOptions()
	root := &cobra.Command{
		Use:           "judge",
		Short:         "Comprehensive Rules lookup, search and executable rulings",
		SilenceUsage:  true,
		SilenceErrors: true,
		PersistentPreRunE: func(c *cobra.Command, _ []string) error {
			return o.resolveEditionFlags(c)
		},
	}
	o.addPersistentFlags(root)
	root.AddCommand(newVersionCmd())
	root.AddCommand(newRuleCmd(o))
	root.AddCommand(newGlossaryCmd(o))
	root.AddCommand(newCardCmd(o))
	root.AddCommand(newCardsCmd(o))
	root.AddCommand(newCorpusCmd(o))
	root.AddCommand(newScenarioCmd(o))
	root.AddCommand(newSearchCmd(o))
	root.AddCommand(newIndexCmd(o))
	root.AddCommand(newServeCmd(o))
	return root
}
