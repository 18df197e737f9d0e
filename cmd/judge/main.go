// Command judge looks up Comprehensive Rules, searches them and runs
// executable ruling scenarios.
package main

import (
	"os"

	"github.com/judgekit/judge/cmd"
)

func main() {
	os.Exit(cmd.Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
