package cmd

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/spf13/cobra"
)

func newCorpusFetchCmd(o *options) *cobra.Command {
	var (
		timeout time.Duration
		flags   importFlags
	)
	c := &cobra.Command{
		Use:   "fetch [URL]",
		Short: "Download a CR edition and import it",
		Long: `Download the Comprehensive Rules text file and import it as "corpus add" does.
With no URL, read the official rules page, find the link to the CR .txt file in
it and download that. A URL ending in .txt is downloaded directly; any other
URL is read as an HTML page to find the .txt link in.`,
		Example: `  judge corpus fetch
  judge corpus fetch https://media.wizards.com/2026/downloads/MagicCompRules%2020260417.txt`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			target := o.rulesPage
			if len(args) == 1 {
				target = args[0]
			}
			ctx, cancel := context.WithTimeout(c.Context(), timeout)
			defer cancel()
			f := &corpus.Fetcher{
				Client:    &http.Client{},
				Progress:  c.ErrOrStderr(),
				UserAgent: "judge/" + currentVersion().Version,
			}
			textURL, data, err := f.Fetch(ctx, target)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) {
					return fmt.Errorf("%w (gave up after %s; raise --timeout)", err, timeout)
				}
				return err
			}
			return importEdition(c, o, textURL, data, flags)
		},
	}
	c.Flags().DurationVar(&timeout, "timeout", 2*time.Minute, "give up on the whole download after this long")
	flags.register(c)
	return c
}
