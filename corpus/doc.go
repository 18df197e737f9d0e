// Package corpus parses Comprehensive Rules text, of any edition and in any
// of the encodings and line-ending styles the real files come in, into a
// cross-referenced tree of sections, rules, subrules, examples and glossary
// entries. It embeds the seed edition (scraped fragments of a c. 2006 CR) as
// the default and stores imported editions in a data directory; Editions
// resolves the edition names a judge types ("seed", "latest", a date) for
// every front end, and Fetcher downloads an edition. FindRule and FindTerm
// read a rule number or glossary term as a judge types it: a number with
// its slips (RuleNumberReadings: "70219", "702,19", "7O2.19"), a term in
// any case and inflection ("planeswalkers" is Planeswalker, never
// Planeswalk). Its JSON result types
// (RuleOutput, GlossaryOutput, ListedEdition) are what the CLI's --json and
// the web API answer. PairEditions pairs the rules of two editions by
// wording, so Diff (EditionDiff) and a rule's history (RuleHistory,
// Translation) follow rules across renumbering; the store caches the
// pairings of consecutive editions. It imports nothing else of judgekit.
//
// Package-level regular expressions are compiled on first use
// (sync.OnceValue), not when the package loads: every judge process loads
// it, and most never use them.
package corpus
