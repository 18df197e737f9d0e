package cmd

import (
	"runtime/debug"
	"testing"
)

func TestVersionNamesTheReleaseOrTheRevision(t *testing.T) {
	revision := func(modified string) *debug.BuildInfo {
		return &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "3f2a9c1e0d4b5a6978877665544332211ffeeddc"},
			{Key: "vcs.time", Value: "2026-12-05T10:00:00Z"},
			{Key: "vcs.modified", Value: modified},
		}}
	}
	tests := []struct {
		name, linked string
		info         *debug.BuildInfo
		ok           bool
		want         string
	}{
		{"set at link time", "v1.4.0", revision("false"), true, "v1.4.0"},
		{"installed from a release", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.3.2"}}, true, "v1.3.2"},
		{"built from a clean checkout", "", revision("false"), true, "3f2a9c1e0d4b"},
		{"built from a changed checkout", "", revision("true"), true, "3f2a9c1e0d4b-dirty"},
		{"no build information", "", nil, false, "dev"},
		{"go run, which records no revision", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "dev"},
	}
	for _, test := range tests {
		if got := readVersion(test.linked, test.info, test.ok); got.Version != test.want {
			t.Errorf("%s: version %q, want %q", test.name, got.Version, test.want)
		}
	}
}
