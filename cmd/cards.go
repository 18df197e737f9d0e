package cmd

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios"
	"github.com/spf13/cobra"
)

func newCardsCmd(o *options) *cobra.Command {
	c := &cobra.Command{
		Use:   "cards",
		Short: "Import and list the card data judge card reads",
		Long: `Manage the cards "judge card" finds: Scryfall's bulk data, its oracle cards
file (every card's Oracle text) and its rulings file, imported into the data
directory beside the editions.`,
	}
	c.AddCommand(newCardsAddCmd(o), newCardsFetchCmd(o), newCardsInfoCmd(o), newCardsCoverageCmd(o))
	return c
}

// cardImportFlags are the flags of the commands that import cards.
type cardImportFlags struct {
	asJSON  bool
	replace bool
}

func (f *cardImportFlags) register(c *cobra.Command) {
	c.Flags().BoolVar(&f.asJSON, "json", false, "print the result as JSON")
	c.Flags().BoolVar(&f.replace, "replace", false, "replace the stored cards or rulings with a file of sharply fewer")
}

func newCardsAddCmd(o *options) *cobra.Command {
	var (
		flags   cardImportFlags
		rulings string
	)
	c := &cobra.Command{
		Use:   "add CARDS [RULINGS]",
		Short: "Import Scryfall's oracle cards file, and its rulings file",
		Long: `Read Scryfall's oracle cards bulk file (a JSON array of card objects) and,
when given after it or with --rulings, its rulings bulk file (a JSON array of
ruling objects), check them and store what "judge card" reads. --rulings alone
imports the rulings and keeps the stored cards.

Nothing is stored, and the exit status is 1, when a file is not JSON, is cut
off, is not an array of objects of its kind (the rulings file given as the
cards file, say) or holds a card without a name or Oracle ID: the error says
which element, at which byte. A file of sharply fewer cards or rulings than
those stored replaces them only with --replace.`,
		Example: `  judge cards add oracle-cards-20260501090000.json rulings-20260501090000.json   # files downloaded from Scryfall's bulk data page
  judge cards add --rulings rulings-20260601090000.json                           # newer rulings, the cards kept`,
		Args: func(c *cobra.Command, args []string) error {
			switch {
			case len(args) == 0 && rulings == "":
				return usagef(c, "wants the oracle cards file, such as oracle-cards.json, and the rulings file after it or with --rulings")
			case len(args) > 2:
				return usagef(c, "wants at most two files, the oracle cards file then the rulings file (got %d)", len(args))
			case len(args) == 2 && rulings != "":
				return usagef(c, "wants the rulings file once: after the cards file or with --rulings")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			var cardsSource, rulingsSource *cards.Source
			if len(args) == 2 {
				rulings = args[1]
			}
			var err error
			if len(args) > 0 {
				if cardsSource, err = readSource(args[0]); err != nil {
					return err
				}
			}
			if rulings != "" {
				if rulingsSource, err = readSource(rulings); err != nil {
					return err
				}
			}
			return importCards(c, o, cardsSource, rulingsSource, flags)
		},
	}
	c.Flags().StringVar(&rulings, "rulings", "", "Scryfall's rulings bulk file")
	flags.register(c)
	return c
}

func readSource(path string) (*cards.Source, error) {
	data, err := cards.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return &cards.Source{Name: path, Data: data}, nil
}

func newCardsFetchCmd(o *options) *cobra.Command {
	var (
		timeout time.Duration
		flags   cardImportFlags
	)
	c := &cobra.Command{
		Use:   "fetch [URL]",
		Short: "Download Scryfall's oracle cards and rulings and import them",
		Long: `Download Scryfall's bulk data and import it as "cards add" does. With no URL,
read Scryfall's bulk data index and download the oracle cards file and the
rulings file it lists. A URL is read as such an index, as one entry of it, or
as a bulk file itself, whose kind is read from its first object.`,
		Example: `  judge cards fetch   # downloads about 170 MB from Scryfall`,
		Args:    cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			target := o.bulkData
			if len(args) == 1 {
				target = args[0]
			}
			ctx, cancel := context.WithTimeout(c.Context(), timeout)
			defer cancel()
			f := &cards.Fetcher{Client: &http.Client{}, Progress: c.ErrOrStderr(), UserAgent: "judge/" + currentVersion().Version}
			fetched, err := f.Fetch(ctx, target)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) {
					return fmt.Errorf("%w (gave up after %s; raise --timeout)", err, timeout)
				}
				return err
			}
			return importCards(c, o, fetched.Cards, fetched.Rulings, flags)
		},
	}
	c.Flags().DurationVar(&timeout, "timeout", 10*time.Minute, "give up on the whole download after this long")
	flags.register(c)
	return c
}

// importCards stores the files given and says what was stored.
func importCards(c *cobra.Command, o *options, cardsSource, rulingsSource *cards.Source, flags cardImportFlags) error {
	store, err := o.cardStore()
	if err != nil {
		return err
	}
	result, err := store.Import(cardsSource, rulingsSource, cards.ImportOptions{Replace: flags.replace, Now: time.Now()})
	if err != nil {
		if errors.Is(err, cards.ErrShrunk) {
			return fmt.Errorf("%w; nothing was stored (--replace replaces them)", err)
		}
		if errors.Is(err, cards.ErrBadFile) {
			return fmt.Errorf("%w; nothing was stored", err)
		}
		return err
	}
	if flags.asJSON {
		return writeJSON(c.OutOrStdout(), result)
	}
	p := &printer{w: c.OutOrStdout()}
	for _, imported := range []*cards.Imported{result.Cards, result.Rulings} {
		if imported == nil {
			continue
		}
		what := fmt.Sprintf("%d %s", imported.Count, imported.Kind)
		if imported.Kind == cards.KindRulings {
			what += fmt.Sprintf(" about %d cards", imported.Cards)
		}
		switch {
		case imported.Unchanged:
			p.linef("%s from %s are already stored from the same file; nothing changed", what, imported.Source)
		case imported.Previous != nil:
			p.linef("imported %s from %s, replacing %d from %s", what, imported.Source, imported.Previous.Count, imported.Previous.Source)
		default:
			p.linef("imported %s from %s", what, imported.Source)
		}
		if imported.Merged > 0 || imported.Skipped > 0 {
			p.linef("  merged %d other printings, left out %d art series cards", imported.Merged, imported.Skipped)
		}
		p.linef("stored as %s", imported.Path)
	}
	return p.err
}

func newCardsInfoCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "info",
		Short: "Say which cards and rulings are stored, from which files",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			store, err := o.cardStore()
			if err != nil {
				return err
			}
			info, err := store.Info()
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), info)
			}
			p := &printer{w: c.OutOrStdout()}
			for _, m := range []struct {
				kind     cards.Kind
				manifest *cards.Manifest
			}{{cards.KindCards, info.Cards}, {cards.KindRulings, info.Rulings}} {
				if m.manifest == nil {
					p.linef("%s: none imported", m.kind)
					continue
				}
				p.linef("%s: %d from %s, imported %s (%.12s)", m.kind, m.manifest.Count, m.manifest.Source,
					m.manifest.Imported.Format(time.DateTime), m.manifest.Hash)
			}
			p.linef("directory: %s", info.Dir)
			return p.err
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return c
}

func newCardsCoverageCmd(o *options) *cobra.Command {
	var (
		asJSON  bool
		edition string
		top     int
		fixture bool
	)
	c := &cobra.Command{
		Use:   "coverage",
		Short: "Say how many of the stored cards the rules engine can read and play",
		Long: `Read the Oracle text of every stored card as a scenario's card lines are read,
and report how many cards the engine can play every line of: in all, by card
type and by keyword (as Scryfall lists them), the lines most often unreadable
(the card's own name written CARDNAME, numbers kept) and the kinds of card the
engine cannot hold at all. The text is read in the wording of --edition
(default: the current rules). --fixture reads the built-in fixture of real
cards (the built-in scenarios' cards and tournament staples) instead.`,
		Example: `  judge cards coverage --fixture
  judge cards coverage                        # the imported cards, after judge cards fetch
  judge cards coverage --top 40 --json        # the 40 lines most often unreadable, as JSON`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if edition != "" {
				if _, err := rulings.RulesFor(edition); err != nil {
					return fmt.Errorf("--edition: %w", err)
				}
			}
			each, err := coverageCards(o, fixture)
			if err != nil {
				return err
			}
			cov, err := scenarios.MeasureCardCoverage(each, edition, top)
			if err != nil {
				return explainCardError(err)
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), cov)
			}
			return writeCardCoverage(c.OutOrStdout(), cov)
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	c.Flags().StringVar(&edition, "edition", "", "read the cards in this edition's wording")
	c.Flags().IntVar(&top, "top", 20, "list this many of the lines most often unreadable (0: all)")
	c.Flags().BoolVar(&fixture, "fixture", false, "read the built-in fixture of real cards, not the imported ones")
	return c
}

// coverageCards returns what gives the cards coverage reads: the stored
// cards, or the built-in fixture's.
func coverageCards(o *options, fixture bool) (func(func(*cards.Card) error) error, error) {
	if !fixture {
		store, err := o.cardStore()
		if err != nil {
			return nil, err
		}
		return store.Each, nil
	}
	all, err := cards.Fixture()
	if err != nil {
		return nil, err
	}
	return func(fn func(*cards.Card) error) error {
		for i := range all {
			if err := fn(&all[i]); err != nil {
				return err
			}
		}
		return nil
	}, nil
}

// writeCardCoverage prints a coverage report: the totals, the counts by
// type and keyword, then the unreadable lines and refused kinds of card.
func writeCardCoverage(w io.Writer, cov *scenarios.CardCoverage) error {
	p := &printer{w: w}
	p.linef("%d of %d cards read (%.1f%%) under %s; %d of %d Oracle lines", cov.Read, cov.Cards, 100*cov.Share, cov.Edition, cov.LinesRead, cov.Lines)
	for _, part := range []struct {
		title  string
		groups []scenarios.CoverageGroup
	}{{"by card type", cov.ByType}, {"by keyword", cov.ByKeyword}} {
		p.linef("")
		p.linef("%s:", part.title)
		for _, g := range part.groups {
			p.linef("  %-16s %5d of %5d  %5.1f%%", g.Name, g.Read, g.Cards, 100*g.Share)
		}
	}
	p.linef("")
	p.linef("lines most often unreadable:")
	for _, u := range cov.Unread {
		p.linef("  %5d  %s", u.Cards, u.Line)
		p.linef("         (%s: %s)", u.Example, u.Why)
	}
	if len(cov.Refused) > 0 {
		p.linef("")
		p.linef("cards the engine cannot hold:")
		for _, u := range cov.Refused {
			p.linef("  %5d  %s", u.Cards, u.Line)
		}
	}
	return p.err
}
