package corpus

// Kind says what level of the CR tree a Rule sits at.
type Kind string

// The levels of the tree. A section is "4."; a heading is a three-digit rule
// such as "409."; a rule is "409.1."; a subrule is "409.1h".
const (
	KindSection Kind = "section"
	KindHeading Kind = "heading"
	KindRule    Kind = "rule"
	KindSubrule Kind = "subrule"
)

// SeedID is the ID of the embedded default edition.
const SeedID = "seed"

// Edition is one parsed Comprehensive Rules document: every numbered node,
// the glossary and the cross-references between them.
type Edition struct {
	// ID is SeedID for the embedded edition and the effective date
	// ("2026-04-17") for imported ones.
	ID string `json:"id"`
	// Effective is the effective date as YYYY-MM-DD, empty when the text
	// does not state one (the seed fragments).
	Effective string `json:"effective,omitempty"`
	// Hash is the hex SHA-256 of the source bytes the edition was parsed from.
	Hash string `json:"hash"`
	// Rules holds every numbered node (sections, headings, rules, subrules)
	// in document order.
	Rules []*Rule `json:"rules"`
	// Glossary holds the glossary entries in document order.
	Glossary []*GlossaryEntry `json:"glossary,omitempty"`
	// Contents lists the sections and headings printed in the table of
	// contents, by ID ("1", "100", "101", ...).
	Contents []string `json:"contents,omitempty"`
	// Warnings are problems the parser recovered from.
	Warnings []Warning `json:"warnings,omitempty"`
	// Gaps are the rule numbers and subrule letters skipped in the body,
	// each also listed in Warnings; a fragment records none.
	Gaps []Gap `json:"gaps,omitempty"`
	// Truncation says where a whole file ends early ("no Credits after
	// the glossary: the file ends at line 9311"); empty when it ends as
	// every CR does, after its glossary and Credits, and for a fragment.
	Truncation string `json:"truncation,omitempty"`

	// byID and terms are the lookup indexes, built by the parser and by
	// UnmarshalJSON; lookups scan the slices when they are nil.
	byID  map[string]*Rule
	terms map[string]*GlossaryEntry
	// stems finds glossary entries by stemKey, for inflected terms; it is
	// built on the first lookup that needs it.
	stems *stemIndex
}

// Rule is one numbered node of the CR: a section, a heading, a rule or a
// subrule.
type Rule struct {
	// ID is the number without trailing punctuation: "4", "409", "409.1",
	// "409.1h".
	ID string `json:"id"`
	// Kind is the level of the tree the node sits at.
	Kind Kind `json:"kind"`
	// Title is the name of a section, heading or titled rule ("Casting
	// Spells", "Changing Targets", "Flying"); such rules print no sentence
	// on their numbered line, so their Text holds only continuation
	// paragraphs, if any.
	Title string `json:"title,omitempty"`
	// Text is the rule's own text followed by its continuation paragraphs,
	// separated by blank lines ("\n\n").
	Text string `json:"text"`
	// Examples are the "Example:" paragraphs under the rule, prefix
	// stripped.
	Examples []string `json:"examples,omitempty"`
	// Parent is the ID of the nearest enclosing node this edition defines:
	// "409.1" for "409.1h", "409" for "409.1", "4" for "409". Empty for a
	// section, or when no ancestor is present (a fragment).
	Parent string `json:"parent,omitempty"`
	// Children are the IDs of the nodes whose Parent is this one, in
	// document order.
	Children []string `json:"children,omitempty"`
	// Refs are the rule IDs this rule's text and examples cite, ranges
	// expanded, in order of first mention, without duplicates.
	Refs []Ref `json:"refs,omitempty"`
	// CitedBy lists the IDs of rules (and "glossary:Term" for glossary
	// entries) that cite this rule.
	CitedBy []string `json:"cited_by,omitempty"`
	// Line is the 1-based line of the source where the rule starts.
	Line int `json:"line,omitempty"`
}

// Ref is one cross-reference target.
type Ref struct {
	// ID is the cited rule's ID, ranges already expanded to single IDs.
	ID string `json:"id"`
	// Outside is true when the target is not a rule of this edition; such
	// references are kept, not dropped.
	Outside bool `json:"outside,omitempty"`
}

// GlossaryEntry is one term of the glossary.
type GlossaryEntry struct {
	// Term is the term as printed, without the "(Obsolete)" marker.
	Term string `json:"term"`
	// Senses holds the definition, one element per numbered sense
	// ("1. ... 2. ...", numbers stripped); a single-sense entry has one
	// element, its whole definition.
	Senses []string `json:"senses"`
	// Text is the whole definition as printed, lines joined by "\n",
	// including lines such as "See rule 113." that follow numbered senses
	// and belong to no one sense. Examples are not part of it.
	Text string `json:"text,omitempty"`
	// Examples are the entry's "Example:" paragraphs, prefix stripped.
	Examples []string `json:"examples,omitempty"`
	// Obsolete marks terms printed with "(Obsolete)".
	Obsolete bool `json:"obsolete,omitempty"`
	// Refs are the rule IDs the definition and examples cite, as in
	// Rule.Refs; the cited rules list "glossary:Term" in their CitedBy.
	Refs []Ref `json:"refs,omitempty"`
	// Line is the 1-based line of the source where the entry's term is.
	Line int `json:"line,omitempty"`
}

// Warning is a problem the parser recovered from, located in the source.
type Warning struct {
	// Source names the input (a file name, or a seed file's name).
	Source string `json:"source,omitempty"`
	// Line is the 1-based line of Source the problem is on.
	Line int `json:"line,omitempty"`
	// Message says what was wrong and what the parser did about it.
	Message string `json:"message"`
}
