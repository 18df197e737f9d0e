// Command hellobleve is a Go hello-world that links Bleve and its scorch
// index, as judge does, and nothing else: BenchmarkStartup measures what
// Bleve's package initialisation alone costs a process.
package main

import (
	"fmt"

	_ "github.com/blevesearch/bleve/v2"
	_ "github.com/blevesearch/bleve/v2/index/scorch"
)

func main() { fmt.Println("hello, world") }
