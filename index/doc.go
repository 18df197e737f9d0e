// Package index builds, stores and queries a Bleve full-text index of one
// corpus edition: rules, examples, glossary entries and section titles.
package index
