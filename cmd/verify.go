package cmd

import (
	"fmt"
	"text/tabwriter"

	"github.com/judgekit/judge/corpus"
	"github.com/spf13/cobra"
)

func newCorpusVerifyCmd(o *options) *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "verify",
		Short: "Re-hash every imported edition and compare it with what was imported",
		Long: `Read every imported edition file again, hash it, and compare its size and
SHA-256 with those its manifest recorded at import. Listing editions and
resolving "latest" trust the manifests and hash nothing; verify is how a file
changed or damaged on disk after its import is found. Exits 1 when any edition
fails; nothing is changed.`,
		Example: `  judge corpus verify`,
		Args:    cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			store, err := o.store()
			if err != nil {
				return err
			}
			results, err := store.Verify()
			if err != nil {
				return err
			}
			if asJSON {
				err = writeJSON(c.OutOrStdout(), nonNilList(results))
			} else {
				err = writeVerification(c, results)
			}
			if err != nil {
				return err
			}
			failed := 0
			for _, result := range results {
				if !result.OK {
					failed++
				}
			}
			if failed > 0 {
				return &failureError{msg: fmt.Sprintf("%d of %d editions failed verification", failed, len(results))}
			}
			return nil
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print a JSON array of results")
	return c
}

func writeVerification(c *cobra.Command, results []corpus.Verification) error {
	if len(results) == 0 {
		_, err := fmt.Fprintln(c.OutOrStdout(), "no editions")
		return err
	}
	table := tabwriter.NewWriter(c.OutOrStdout(), 0, 4, 2, ' ', 0)
	fmt.Fprintln(table, "ID\tSIZE\tSHA-256\tRESULT")
	for _, r := range results {
		result := "ok"
		if !r.OK {
			result = r.Problem
		}
		if r.Incomplete {
			result += " (imported incomplete)"
		}
		if r.BuiltIn {
			result = "built in, " + result
		}
		fmt.Fprintf(table, "%s\t%d\t%.12s\t%s\n", r.ID, r.Size, r.Hash, result)
	}
	return table.Flush()
}

// nonNilList makes an empty list print as [] rather than null.
func nonNilList[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
