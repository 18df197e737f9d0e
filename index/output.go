package index

// SearchOutput is a search's answer as `judge search --json` and the web
// API give it.
type SearchOutput struct {
	Edition   string `json:"edition"`
	Query     string `json:"query"`
	Corrected string `json:"corrected,omitempty"`
	// Slang is the judges' shorthand searched as what it means.
	Slang []Expansion `json:"slang,omitempty"`
	Total uint64      `json:"total"`
	Hits  []Hit       `json:"hits"`
	// Explain says how the query was read, when asked (--explain).
	Explain *Understanding `json:"explain,omitempty"`
}

// NewSearchOutput returns the JSON form of res, the answer ix gave to
// query.
func NewSearchOutput(ix *Index, query string, res *Result) SearchOutput {
	return SearchOutput{Edition: ix.Edition(), Query: query, Corrected: res.Corrected, Slang: res.Slang, Total: res.Total, Hits: res.Hits, Explain: res.Explain}
}
