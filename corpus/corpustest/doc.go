// Package corpustest is for tests and benchmarks only: it finds the shared
// test data that lives beside the repository (the real CR editions in
// ../shared/corpus and the seed scrapes in ../shared/seeds), reads the
// process CPU time benchmarks report, and serves a stand-in for the
// official rules page to the fetch tests. No production code imports it.
//
// The shared files are never copied into the repository, so a test that
// needs them is skipped where they are absent, and fails instead when the
// environment variable CI is set, since CI must test them.
package corpustest
