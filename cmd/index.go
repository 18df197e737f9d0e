package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/judgekit/judge/index"
	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// progressDelay is how long a build runs before it shows a progress bar:
// most builds finish sooner, and a bar that flashes by is noise.
const progressDelay = 300 * time.Millisecond

func newIndexCmd(o *options) *cobra.Command {
	c := &cobra.Command{
		Use:   "index",
		Short: "Build the search index of an edition",
		Long: `Manage the search indexes kept in the data directory, one per edition file
(named by the file's hash), the seed edition's too. "judge search" builds a
missing index by itself and rebuilds one that is out of date or damaged, saying
why on stderr; "judge index build" builds one ahead of time or rebuilds it.`,
	}
	c.AddCommand(newIndexBuildCmd(o))
	return c
}

func newIndexBuildCmd(o *options) *cobra.Command {
	var (
		editionID string
		asJSON    bool
	)
	c := &cobra.Command{
		Use:   "build",
		Short: "Build (or rebuild) the search index of an edition",
		Example: `  judge index build
  judge index build --edition seed`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			edition, err := o.edition(editionID)
			if err != nil {
				return err
			}
			store, err := o.store()
			if err != nil {
				return err
			}
			indexes := index.NewStore(store.Dir())
			start := time.Now()
			progress := progressFunc(c.ErrOrStderr(), isTerminal(c.OutOrStdout()))
			if err := indexes.Build(edition, progress); err != nil {
				return err
			}
			path, err := indexes.Path(edition)
			if err != nil {
				return err
			}
			took := time.Since(start)
			removed, err := index.PruneUnimported(store, indexes)
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), indexBuildOutput{
					Edition: edition.ID, Hash: edition.Hash, Path: path,
					Milliseconds: took.Milliseconds(), Removed: nonNilList(removed),
				})
			}
			if _, err := fmt.Fprintf(c.OutOrStdout(), "indexed edition %s in %s\n%s\n",
				edition.ID, took.Round(time.Millisecond), path); err != nil {
				return err
			}
			for _, hash := range removed {
				if _, err := fmt.Fprintf(c.OutOrStdout(), "removed the index of a file no longer imported: %s\n", hash); err != nil {
					return err
				}
			}
			return nil
		},
	}
	c.Flags().StringVarP(&editionID, "edition", "e", "", "edition to index: "+editionFlagUsage[len("edition to read: "):])
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return c
}

// indexBuildOutput is `judge index build --json`: the index built and the
// indexes of files no longer imported that were removed (by hash).
type indexBuildOutput struct {
	Edition      string   `json:"edition"`
	Hash         string   `json:"hash"`
	Path         string   `json:"path"`
	Milliseconds int64    `json:"milliseconds"`
	Removed      []string `json:"removed"`
}

// progressFunc reports a build's progress as a bar on w, once the build
// has run for progressDelay, when show is set (stdout is a terminal);
// otherwise it reports nothing.
func progressFunc(w io.Writer, show bool) index.Progress {
	if !show {
		return nil
	}
	start := time.Now()
	var bar *progressbar.ProgressBar
	return func(done, total int) {
		if bar == nil {
			if done >= total || time.Since(start) < progressDelay {
				return
			}
			bar = progressbar.NewOptions(total,
				progressbar.OptionSetWriter(w),
				progressbar.OptionSetDescription("indexing"),
				progressbar.OptionShowCount(),
				progressbar.OptionClearOnFinish(),
			)
		}
		bar.Set(done)
		if done >= total {
			bar.Finish()
		}
	}
}

// explainFunc prints on w, in one line, why an index is being rebuilt
// (out of date, damaged). The first build of an index never built says
// nothing: an index is a cache, and building it on first use is no news.
func explainFunc(w io.Writer) func(reason error) {
	return func(reason error) {
		if errors.Is(reason, index.ErrIndexMissing) {
			return
		}
		notice := reason.Error()
		var unusable *index.UnusableError
		if errors.As(reason, &unusable) {
			notice = unusable.Notice()
		}
		fmt.Fprintf(w, "judge: %s\n", notice)
	}
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
