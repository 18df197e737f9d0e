package corpus

// RuleOutput is a rule as `judge rule --json` and the web API answer it.
// Lists are never null so scripts can iterate without checking.
type RuleOutput struct {
	ID       string   `json:"id"`
	Edition  string   `json:"edition"`
	Kind     Kind     `json:"kind"`
	Title    string   `json:"title"`
	Text     string   `json:"text"`
	Examples []string `json:"examples"`
	Parent   string   `json:"parent"`
	Children []string `json:"children"`
	Refs     []Ref    `json:"refs"`
	CitedBy  []string `json:"cited_by"`
	Line     int      `json:"line,omitempty"`
}

// NewRuleOutput returns the JSON form of rule, read from edition.
func NewRuleOutput(edition *Edition, rule *Rule) RuleOutput {
	return RuleOutput{
		ID:       rule.ID,
		Edition:  edition.ID,
		Kind:     rule.Kind,
		Title:    rule.Title,
		Text:     rule.Text,
		Examples: nonNil(rule.Examples),
		Parent:   rule.Parent,
		Children: nonNil(rule.Children),
		Refs:     nonNil(rule.Refs),
		CitedBy:  nonNil(rule.CitedBy),
		Line:     rule.Line,
	}
}

// GlossaryOutput is a glossary entry as `judge glossary --json` and the
// web API answer it.
type GlossaryOutput struct {
	Term     string   `json:"term"`
	Edition  string   `json:"edition"`
	Senses   []string `json:"senses"`
	Text     string   `json:"text"`
	Examples []string `json:"examples"`
	Obsolete bool     `json:"obsolete"`
	Refs     []Ref    `json:"refs"`
	Line     int      `json:"line,omitempty"`
	// Slang is the judges' shorthand the lookup was asked for when it
	// found the entry by what the shorthand means ("sba"); empty when the
	// term was asked for by its name.
	Slang string `json:"slang,omitempty"`
}

// NewGlossaryOutput returns the JSON form of entry, read from edition.
func NewGlossaryOutput(edition *Edition, entry *GlossaryEntry) GlossaryOutput {
	return GlossaryOutput{
		Term:     entry.Term,
		Edition:  edition.ID,
		Senses:   nonNil(entry.Senses),
		Text:     entry.Text,
		Examples: nonNil(entry.Examples),
		Obsolete: entry.Obsolete,
		Refs:     nonNil(entry.Refs),
		Line:     entry.Line,
	}
}

// ListedEdition is one edition as `judge corpus list` and the web API
// list them: built into the binary (Embedded: the seed fragments and the
// complete editions shipped with judge) or an imported file.
type ListedEdition struct {
	ID        string `json:"id"`
	Effective string `json:"effective,omitempty"`
	Hash      string `json:"hash"`
	Size      int64  `json:"size,omitempty"`
	Path      string `json:"path,omitempty"`
	Embedded  bool   `json:"embedded,omitempty"`
	// Default marks the edition a lookup reads when given none.
	Default bool `json:"default,omitempty"`
	// Incomplete marks an edition imported despite failing the import
	// checks; Problems says what they found.
	Incomplete bool     `json:"incomplete,omitempty"`
	Problems   []string `json:"problems,omitempty"`
}

// ImportOutput is what an import stored, as `judge corpus add --json` and
// `fetch --json` print it.
type ImportOutput struct {
	Edition string `json:"edition"`
	// Path is where the file is stored; empty when the file is the
	// edition built into judge (BuiltIn), which stores nothing.
	Path    string `json:"path"`
	BuiltIn bool   `json:"built_in,omitempty"`
	Source  string `json:"source"`
	Check   Report `json:"check"`
	// Incomplete and Problems: imported with --allow-incomplete despite
	// these problems.
	Incomplete bool     `json:"incomplete,omitempty"`
	Problems   []string `json:"problems,omitempty"`
	// Replaced says what changed when a stored file of the date was
	// replaced; Unchanged that the same file was stored already.
	Replaced  *Replacement `json:"replaced,omitempty"`
	Unchanged bool         `json:"unchanged,omitempty"`
}

func nonNil[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
