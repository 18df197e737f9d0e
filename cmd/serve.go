package cmd

import (
	"context"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/web"
	"github.com/spf13/cobra"
)

func newServeCmd(o *options) *cobra.Command {
	cfg := web.DefaultConfig()
	var asJSON bool
	c := &cobra.Command{
		Use:   "serve",
		Short: "Serve the rules lookup, search and scenario checker on the web",
		Long: `Serve every edition (the built-in ones and every imported one) as web pages
for phones and a JSON API answering as the --json output does. The server
keeps no state beyond the data directory, which it only reads (besides
building a missing search index), so several instances can share one behind a
reverse proxy. It stops gracefully on SIGINT or SIGTERM.`,
		Example: `  judge serve
  judge serve --addr 0.0.0.0:8080 --data-dir /srv/judge`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.DataDir = o.dataDir
			if cfg.Edition == "" {
				cfg.Edition = os.Getenv(corpus.DefaultEditionEnv)
			}
			// As everywhere, --json is for machines: a log collector reads
			// one JSON object a line; a person at a terminal reads text.
			if asJSON {
				cfg.Logger = slog.New(slog.NewJSONHandler(c.ErrOrStderr(), nil))
			} else {
				cfg.Logger = slog.New(slog.NewTextHandler(c.ErrOrStderr(), nil))
			}
			server, err := web.New(cfg)
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(contextOf(c), syscall.SIGINT, syscall.SIGTERM)
			defer stop()
			return server.ListenAndServe(ctx)
		},
	}
	c.Flags().StringVar(&cfg.Addr, "addr", cfg.Addr, "address to listen on, host:port")
	c.Flags().StringVarP(&cfg.Edition, "edition", "e", "", "edition a page that names none shows: "+editionFlagUsage[len("edition to read: "):])
	c.Flags().DurationVar(&cfg.RequestTimeout, "request-timeout", cfg.RequestTimeout, "longest a request may take")
	c.Flags().BoolVar(&asJSON, "json", false, "log one JSON object a line instead of text")
	c.Flags().IntVar(&cfg.Check.Concurrency, "check-concurrency", cfg.Check.Concurrency, "scenario checks run at once (default: the number of cores)")
	return c
}

func contextOf(c *cobra.Command) context.Context {
	if ctx := c.Context(); ctx != nil {
		return ctx
	}
	return context.Background()
}
