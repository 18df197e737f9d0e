// Command hello is the Go hello-world BenchmarkStartup measures judge's
// start-up against.
package main

import "fmt"

func main() { fmt.Println("hello, world") }
