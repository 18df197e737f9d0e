package cmd

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/judgekit/judge/corpus/cards"
	"github.com/spf13/cobra"
)

func newCardCmd(o *options) *cobra.Command {
	var (
		editionID string
		asJSON    bool
	)
	c := &cobra.Command{
		Use:   "card NAME",
		Short: "Show a card's Oracle text, rulings and the rules of its keywords",
		Long: `Show a card by name: its Oracle text, types, cost, power and toughness (or
loyalty, or defense), its rulings with their dates, and the rule of each
keyword ability and keyword action it uses in the edition asked for (found by
the rules' titles: Flying is 702.9 of the 2026 rules).

The name may be misspelt, partial ("bolt"), without accents or punctuation
("jotun grunt"), either half of a split card ("fire" for Fire // Ice) or
either face of a double-faced card. When several cards match equally well, the
one far more played is shown (and the others named on standard error);
otherwise the command lists them and exits 1. Several arguments are one name.

The cards come from Scryfall's bulk data, imported with "judge cards fetch" or
"judge cards add".`,
		Example: `  judge card "Lightning Bolt"        # after judge cards fetch, as each of these
  judge card bolt                    # a partial name
  judge card fire // ice             # a split card, or either half
  judge card jotun grunt --json      # no accents needed
  judge card delver --edition 2006   # its keywords' rules in the 2006 CR, after judge corpus add`,
		Args: func(c *cobra.Command, args []string) error {
			if strings.TrimSpace(strings.Join(args, " ")) == "" {
				return usagef(c, "wants a card name, such as %q", "Lightning Bolt")
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			name := strings.Join(args, " ")
			store, err := o.cardStore()
			if err != nil {
				return err
			}
			found, err := store.Find(name)
			if err != nil {
				return explainCardError(err)
			}
			rules, err := store.KeywordRules(o.editions(), editionID)
			if err != nil {
				return err
			}
			out := cards.NewOutput(name, found, rules)
			if found.Match != cards.MatchExact {
				fmt.Fprintf(c.ErrOrStderr(), "judge: note: %q taken as %s%s\n", name, found.Card.Name, alsoMatched(found.Others))
			}
			if asJSON {
				return writeJSON(c.OutOrStdout(), out)
			}
			return writeCard(c.OutOrStdout(), out, outputWidth(c.OutOrStdout()))
		},
	}
	o.addEditionFlag(c, &editionID)
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON object instead of text")
	return c
}

// alsoMatched names the other cards a name matched, for the note saying
// which one was taken.
func alsoMatched(others []string) string {
	if len(others) == 0 {
		return ""
	}
	return " (also matched: " + strings.Join(others, "; ") + ")"
}

// cardStore opens the card store of the data directory.
func (o *options) cardStore() (*cards.Store, error) {
	store, err := o.store()
	if err != nil {
		return nil, err
	}
	return cards.OpenStore(store.Dir())
}

// explainCardError says how to import cards when there are none.
func explainCardError(err error) error {
	if errors.Is(err, cards.ErrNoCards) {
		return fmt.Errorf(`%w: run "judge cards fetch" to download Scryfall's oracle cards and rulings, `+
			`or "judge cards add CARDS RULINGS" with the files downloaded elsewhere`, err)
	}
	return err
}

// writeCard prints a card as a judge reads it: name and cost, type line,
// text and stats (each face in turn for a card of several), legality,
// the rules of its keywords, then its rulings.
func writeCard(w io.Writer, out cards.Output, width int) error {
	p := &printer{w: w}
	card := out.Card
	if len(card.Faces) == 0 {
		writeFace(p, cards.Face{
			Name: card.Name, ManaCost: card.ManaCost, TypeLine: card.TypeLine, OracleText: card.OracleText,
			Power: card.Power, Toughness: card.Toughness, Loyalty: card.Loyalty, Defense: card.Defense,
		}, width)
	} else {
		p.line(card.Name)
		about := strings.ReplaceAll(card.Layout, "_", " ") + " card"
		if out.Face != "" {
			about += fmt.Sprintf(", found by its face %q", out.Face)
		}
		p.line(about)
		if card.OracleText != "" {
			p.line(wrap(card.OracleText, width, ""))
		}
		for _, face := range card.Faces {
			p.line("")
			writeFace(p, face, width)
		}
	}
	if legal := legality(card.Legalities); len(legal) > 0 {
		p.line("")
		for _, line := range legal {
			p.line(wrap(line, width, "  "))
		}
	}
	if len(out.Rules) > 0 {
		p.line("")
		p.line("Rules (edition " + out.Edition + ")")
		for _, link := range out.Rules {
			line := "  " + link.Rule + "  " + link.Title
			if link.Kind != "" {
				line += " (" + link.Kind + ")"
			}
			if !strings.EqualFold(link.Keyword, link.Title) {
				line += fmt.Sprintf(": %q", link.Keyword)
			}
			p.line(line)
		}
	}
	if len(out.Rulings) > 0 {
		p.line("")
		p.line("Rulings")
		for _, ruling := range out.Rulings {
			p.line(wrap("  "+ruling.Date+"  "+ruling.Text, width, "              "))
		}
	}
	return p.err
}

// writeFace prints one face, or a card of one face.
func writeFace(p *printer, face cards.Face, width int) {
	p.line(strings.TrimSpace(face.Name + "  " + face.ManaCost))
	if face.TypeLine != "" {
		p.line(face.TypeLine)
	}
	for line := range strings.SplitSeq(face.OracleText, "\n") {
		if line != "" {
			p.line(wrap(line, width, ""))
		}
	}
	switch {
	case face.Power != "" || face.Toughness != "":
		p.line(face.Power + "/" + face.Toughness)
	case face.Loyalty != "":
		p.line("Loyalty " + face.Loyalty)
	case face.Defense != "":
		p.line("Defense " + face.Defense)
	}
}

// legality lists the formats a card is legal, restricted and banned in,
// one line each.
func legality(legalities map[string]string) []string {
	byStatus := map[string][]string{}
	for format, status := range legalities {
		byStatus[status] = append(byStatus[status], format)
	}
	var lines []string
	for _, status := range []string{"legal", "restricted", "banned"} {
		formats := byStatus[status]
		if len(formats) == 0 {
			continue
		}
		slices.Sort(formats)
		lines = append(lines, strings.ToUpper(status[:1])+status[1:]+" in: "+strings.Join(formats, ", "))
	}
	return lines
}
