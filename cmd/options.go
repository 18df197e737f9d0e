package cmd

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// options is shared by every command: NewRoot builds one and hands it to
// each command constructor, and the root's persistent flags fill it in.
type options struct {
	// dataDir holds imported editions; empty means corpus.DefaultDataDir.
	dataDir string
	// rulesPage is what `corpus fetch` reads when given no URL; tests point
	// it at a local server.
	rulesPage string
	// bulkData is what `cards fetch` reads when given no URL; tests point
	// it at a local server.
	bulkData string

	// resolved resolves edition IDs over the last data directory asked
	// for, kept so a long-running command (a server answering many
	// lookups) reuses the editions it has parsed; mu guards it for
	// concurrent handlers.
	mu       sync.Mutex
	resolved *corpus.Editions
}

func newOptions() *options {
	return &options{rulesPage: corpus.RulesPageURL, bulkData: cards.BulkDataURL}
}

// addPersistentFlags registers the flags every command understands.
func (o *options) addPersistentFlags(root *cobra.Command) {
	// An unusable default (no cache directory) is reported by store() when a
	// command needs the store, not here: most lookups never touch it.
	defaultDir, _ := corpus.DefaultDataDir()
	root.PersistentFlags().StringVar(&o.dataDir, "data-dir", defaultDir,
		"directory of imported editions; $"+corpus.DataDirEnv+" sets the default")
}

// editions resolves edition names over the data directory, returning the
// same Editions for the same directory. An empty name is the edition
// $JUDGE_EDITION names, else corpus.DefaultID.
func (o *options) editions() *corpus.Editions {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.resolved == nil || o.resolved.DataDir() != o.dataDir {
		o.resolved = corpus.NewEditions(o.dataDir).WithDefault(os.Getenv(corpus.DefaultEditionEnv))
	}
	return o.resolved
}

// editionFlags are the flags whose values name editions: resolveEditionFlags
// turns the loose names a judge types into edition IDs before a command
// runs, so every command reads one canonical ID.
var editionFlags = []string{"edition", "in"}

// resolveEditionFlags replaces each edition name given in c's edition
// flags by the ID it names ("2006" by "2006-10-01", "LATEST" by the newest
// edition's date). An empty value stays empty: each command says what
// none means.
func (o *options) resolveEditionFlags(c *cobra.Command) error {
	for _, name := range editionFlags {
		flag := c.Flags().Lookup(name)
		if flag == nil || !flag.Changed {
			continue
		}
		values := []string{flag.Value.String()}
		array, isArray := flag.Value.(pflag.SliceValue)
		if isArray {
			values = array.GetSlice()
		}
		for i, value := range values {
			if strings.TrimSpace(value) == "" {
				continue
			}
			id, err := o.editions().Resolve(value)
			var unknown *corpus.UnknownEditionError
			if errors.As(err, &unknown) && isDate(value) {
				// A whole date not stored stays as typed: the scenario
				// engine plays any date's rules without its text, and a
				// lookup says itself that the edition is not stored.
				continue
			}
			if err != nil {
				return fmt.Errorf("--%s: %w", name, err)
			}
			values[i] = id
		}
		var err error
		if isArray {
			err = array.Replace(values)
		} else {
			err = flag.Value.Set(values[0])
		}
		if err != nil {
			return fmt.Errorf("--%s: %w", name, err)
		}
	}
	return nil
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

// editionFlagUsage says what --edition takes.
const editionFlagUsage = `edition to read: an effective date (` + corpus.DefaultID + `, the default unless $` + corpus.DefaultEditionEnv + ` names another), "latest", "seed" (the 2006 fragments), or a year or year and month that names one edition ("2006")`

// addEditionFlag registers --edition on c, completing the IDs the store
// knows.
func (o *options) addEditionFlag(c *cobra.Command, id *string) {
	c.Flags().StringVarP(id, "edition", "e", "", editionFlagUsage)
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

// isDate reports whether value is a whole effective date, YYYY-MM-DD.
func isDate(value string) bool {
	_, err := time.Parse(time.DateOnly, strings.TrimSpace(value))
	return err == nil
}
