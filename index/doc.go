// Package index builds, stores and queries a Bleve full-text index of one
// corpus edition: rules, examples, glossary entries and section titles, each
// a record that links back to its rule. Store keeps one index per edition
// file under the data directory, built atomically and opened read-only;
// Index.Search reads a judge's plain words (rule numbers first, typos
// corrected against the rules' own words, the word being typed completed)
// or, on request, Bleve query-string syntax, and returns highlighted hits.
// Bad input is a *QueryError, for callers to report as the user's mistake.
package index
