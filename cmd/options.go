package cmd

import (
	"strings"
	"sync"

	"github.com/judgekit/judge/corpus"
	"github.com/spf13/cobra"
)

// options is shared by every command: NewRoot builds one and hands it to
// each command constructor, and the root's persistent flags fill it in.
type options struct {
	// dataDir holds imported editions; empty means corpus.DefaultDataDir.
	dataDir string
	// rulesPage is what `corpus fetch` reads when given no URL; tests point
	// it at a local server.
	rulesPage string

	// resolved resolves edition IDs over the last data directory asked
	// for, kept so a long-running command (a server answering many
	// lookups) reuses the editions it has parsed; mu guards it for
	// concurrent handlers.
	mu       sync.Mutex
	resolved *corpus.Editions
}

func newOptions() *options {
	return &options{rulesPage: corpus.RulesPageURL}
}

// addPersistentFlags registers the flags every command understands.
func (o *options) addPersistentFlags(root *cobra.Command) {
	// An unusable default (no cache directory) is reported by store() when a
	// command needs the store, not here: most lookups never touch it.
	defaultDir, _ := corpus.DefaultDataDir()
	root.PersistentFlags().StringVar(&o.dataDir, "data-dir", defaultDir,
		"directory of imported editions; $"+corpus.DataDirEnv+" sets the default")
}

// editions resolves edition IDs over the data directory, returning the
// same Editions for the same directory.
func (o *options) editions() *corpus.Editions {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.resolved == nil || o.resolved.DataDir() != o.dataDir {
		o.resolved = corpus.NewEditions(o.dataDir)
	}
	return o.resolved
}

// store opens the data directory of imported editions.
func (o *options) store() (*corpus.Store, error) {
	return o.editions().Store()
}

// edition loads the edition a command was asked for: "" and "seed" are the
// embedded edition (no data directory needed), "latest" the newest import,
// and a date an imported edition.
func (o *options) edition(id string) (*corpus.Edition, error) {
	return o.editions().Load(id)
}

// addEditionFlag registers --edition on c, completing the IDs the store
// knows.
func (o *options) addEditionFlag(c *cobra.Command, id *string) {
	c.Flags().StringVarP(id, "edition", "e", "", `edition to read: "seed" (default), "latest" or an imported effective date`)
	c.RegisterFlagCompletionFunc("edition", func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		ids := []string{corpus.SeedID, corpus.LatestID}
		if store, err := o.store(); err == nil {
			if infos, err := store.List(); err == nil {
				for _, info := range infos {
					ids = append(ids, completionOf(info))
				}
			}
		}
		return ids, cobra.ShellCompDirectiveNoFileComp
	})
}

// oneArgument accepts exactly one positional argument, not blank, and
// otherwise says, with an example, what the command wants.
func oneArgument(what, example string) cobra.PositionalArgs {
	return func(c *cobra.Command, args []string) error {
		if len(args) != 1 {
			return usagef(c, "wants one %s, such as %s (got %d arguments)", what, example, len(args))
		}
		if strings.TrimSpace(args[0]) == "" {
			return usagef(c, "wants one %s, such as %s (got an empty one)", what, example)
		}
		return nil
	}
}
