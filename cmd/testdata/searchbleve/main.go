// Command searchbleve is the least a search with Bleve can be as a whole
// process: it links Bleve and nothing else, and "searchbleve search DIR
// QUERY" opens an index read-only, runs one match query and prints the
// count of hits. "searchbleve build DIR FILE" first indexes each line of
// FILE as a record with Bleve's default mapping. BenchmarkStartup times
// the search beside `judge search` and grep: the floor Bleve sets under
// judge's start-up.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"

	"github.com/blevesearch/bleve/v2"
)

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: searchbleve build DIR FILE | searchbleve search DIR QUERY")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "build":
		err = build(os.Args[2], os.Args[3])
	case "search":
		err = search(os.Args[2], os.Args[3])
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "searchbleve:", err)
		os.Exit(1)
	}
}

func build(dir, file string) error {
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	ix, err := bleve.New(dir, bleve.NewIndexMapping())
	if err != nil {
		return err
	}
	batch := ix.NewBatch()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if err := batch.Index(strconv.Itoa(n), map[string]string{"text": sc.Text()}); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if err := ix.Batch(batch); err != nil {
		return err
	}
	return ix.Close()
}

func search(dir, query string) error {
	ix, err := bleve.OpenUsing(dir, map[string]interface{}{"read_only": true})
	if err != nil {
		return err
	}
	defer ix.Close()
	res, err := ix.Search(bleve.NewSearchRequest(bleve.NewMatchQuery(query)))
	if err != nil {
		return err
	}
	fmt.Println(res.Total)
	return nil
}
