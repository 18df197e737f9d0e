package scenarios

import (
	"os"
	"testing"
)

func TestShowTrace(t *testing.T) {
	f := os.Getenv("SHOW")
	if f == "" {
		t.Skip()
	}
	src, line := seedBlock(t, f)
	prog, err := ParseProgram(f, line, src, loadLibrary(t))
	if err != nil {
		t.Fatal(err)
	}
	out, err := prog.Run()
	if out != nil {
		t.Log("\n" + out.Trace.String())
		for _, f := range out.Failures {
			t.Log(f)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
}
