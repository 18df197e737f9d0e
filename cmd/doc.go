// Package cmd holds the judge command tree: one cobra command per file, each
// built by a constructor that takes the shared options, writing only to the
// command's own output streams so tests can drive it in process.
package cmd
