package cmd

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// Version is the judge version when set at link time with
// -ldflags "-X github.com/judgekit/judge/cmd.Version=..."; otherwise the
// version reads what the Go toolchain recorded in the binary.
var Version = ""

// versionInfo is `judge version --json`.
type versionInfo struct {
	// Version is the module version ("v1.2.0") for a binary installed from
	// a release, else the VCS revision it was built from ("3f2a9c1e0d4b",
	// "-dirty" when the tree had changes), else "dev".
	Version string `json:"version"`
	// Revision and Time are the VCS revision and commit time, when the
	// build recorded them; Go is the toolchain that built the binary.
	Revision string `json:"revision,omitempty"`
	Time     string `json:"time,omitempty"`
	Modified bool   `json:"modified,omitempty"`
	Go       string `json:"go,omitempty"`
}

// readVersion says which judge this is, from the link-time Version or the
// build information: a release's module version, or the revision of a
// checkout built with go build or go install.
func readVersion(version string, info *debug.BuildInfo, ok bool) versionInfo {
	v := versionInfo{Version: version}
	if ok && info != nil {
		v.Go = info.GoVersion
		for _, setting := range info.Settings {
			switch setting.Key {
			case "vcs.revision":
				v.Revision = setting.Value
			case "vcs.time":
				v.Time = setting.Value
			case "vcs.modified":
				v.Modified = setting.Value == "true"
			}
		}
		if v.Version == "" && info.Main.Version != "" && info.Main.Version != "(devel)" {
			v.Version = info.Main.Version
		}
	}
	if v.Version == "" && v.Revision != "" {
		v.Version = v.Revision[:min(12, len(v.Revision))]
		if v.Modified {
			v.Version += "-dirty"
		}
	}
	if v.Version == "" {
		v.Version = "dev"
	}
	return v
}

// currentVersion is this binary's version.
func currentVersion() versionInfo {
	info, ok := debug.ReadBuildInfo()
	return readVersion(Version, info, ok)
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	c := &cobra.Command{
		Use:   "version",
		Short: "Print the judge version: a release's version, or the revision it was built from",
		Args:  cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			v := currentVersion()
			if asJSON {
				return writeJSON(c.OutOrStdout(), v)
			}
			var about []string
			if v.Time != "" {
				about = append(about, "committed "+v.Time)
			}
			if v.Go != "" {
				about = append(about, "built with "+v.Go)
			}
			line := "judge " + v.Version
			if len(about) > 0 {
				line += " (" + strings.Join(about, ", ") + ")"
			}
			_, err := fmt.Fprintln(c.OutOrStdout(), line)
			return err
		},
	}
	c.Flags().BoolVar(&asJSON, "json", false, "print the version as JSON")
	return c
}
