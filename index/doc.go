// Package index builds, stores and queries a Bleve full-text index of one
// corpus edition: rules, examples, glossary entries and section titles, each
// a record that links back to its rule. Store keeps one index per edition
// file under the data directory, the seed's too, built atomically under a
// lock and opened read-only; an index that is missing, out of date or
// damaged (checked against the checksums its marker records, or failing or
// panicking in Bleve) is rebuilt on first use, an *UnusableError saying why;
// Index.Search reads a judge's plain words (rule numbers first, as
// corpus.RuleNumberReadings reads them; judges' shorthand spelled out;
// typos corrected against the rules' own words, never a real English word;
// card text such as "+1/+1" kept whole; the word being typed completed) or,
// on request, Bleve query-string syntax, and returns highlighted hits,
// the first of them the same whatever the limit.
// Bad input is a *QueryError, for callers to report as the user's mistake.
package index
