// Package cards keeps the Oracle text and rulings of Magic cards, read
// from Scryfall's bulk data files (the "oracle cards" file: one object per
// card, by Oracle ID; and the "rulings" file), and finds cards by the names
// a judge types: with typos, in part, without accents or punctuation, by
// either half of a split card or either face of a double-faced one.
//
// ReadCards and ReadRulings check a bulk file as the corpus checks a CR
// text: a file cut off, not JSON, or not of the kind expected is refused
// with where it went wrong (the array index and byte offset). Store keeps
// what an import read in the data directory, beside the editions, as two
// compact files each with a manifest: one holds every card's names
// (folded for matching) in a table read whole, and its cards as records
// read one at a time; the other holds the rulings by Oracle ID. An import
// is a transaction: every check runs before anything is written, and each
// file is replaced by rename. A lookup reads the name table and one record,
// so it costs about what starting the process does.
//
// KeywordRulesOf finds the rules of an edition's keyword abilities and
// keyword actions by their titles ("Flying" is 702.9 of 2026), and Link
// ties a card's keywords, and the keyword actions its text uses, to them.
// Output is the JSON a card lookup answers, the same from the CLI and the
// web API. The package reads editions through package corpus and imports
// nothing else of judgekit.
package cards
