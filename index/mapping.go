package index

import (
	"fmt"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/custom"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/analysis/lang/en"
	"github.com/blevesearch/bleve/v2/analysis/token/lowercase"
	"github.com/blevesearch/bleve/v2/analysis/token/stop"
	"github.com/blevesearch/bleve/v2/analysis/tokenmap"
	"github.com/blevesearch/bleve/v2/mapping"
	bleveindex "github.com/blevesearch/bleve_index_api"
)

// Field names of an indexed record. They are also the field names a
// query-string query may name ("title:trample").
const (
	fieldKind    = "kind"
	fieldRule    = "rule"
	fieldNumber  = "number"
	fieldTitle   = "title"
	fieldText    = "text"
	fieldContext = "context"
	// fieldWords holds the words of title, text and context unstemmed:
	// the dictionary that typos are corrected and unfinished words
	// completed against.
	fieldWords = "words"
	// fieldAll is bleve's composite of every text field.
	fieldAll = "_all"
)

// Names of the analysis components registered in the mapping. Their
// configuration is saved with the index, so an index opened later analyzes
// queries exactly as its text was analyzed.
const (
	textAnalyzer      = "judge_text"
	wordsAnalyzer     = "judge_words"
	foldPunctuation   = "judge_fold"
	negation          = "judge_negation"
	stopWordsTokenMap = "judge_stop_words"
	stopWordsFilter   = "judge_stop"
)

// mappingVersion changes whenever the mapping or the records change, so an
// index built by an older judge is seen as stale and rebuilt.
const mappingVersion = 8

// stopWords are the English function words left out of the index. The
// usual English list also drops negations ("not", "can't", "no"), "itself",
// "each", "other", "only", "before" and "after"; in the rules those words
// carry the meaning ("can't be countered", "an illegal target for
// itself"), so they stay searchable.
var stopWords = []interface{}{
	"a", "an", "the", "and", "or", "but", "if", "then", "so", "than", "as",
	"of", "at", "by", "for", "with", "about", "into", "through", "to", "from",
	"in", "on", "onto", "i", "me", "my", "we", "our", "you", "your", "he",
	"him", "his", "she", "her", "it", "its", "they", "them", "their", "this",
	"that", "these", "those", "what", "which", "who", "whom", "am", "is",
	"are", "was", "were", "be", "been", "being", "have", "has", "had",
	"having", "do", "does", "did", "doing", "would", "should", "could",
	"there", "here", "how", "why", "when", "where", "happens", "happen",
	"rule", "rules",
}

// newMapping builds the index mapping: one document shape for every record
// kind, an English stemming analyzer with quote and dash folding for text,
// and exact keywords for rule numbers. The analysis configuration is saved
// with the index, so an index opened later analyzes queries exactly as its
// text was analyzed.
func newMapping() (*mapping.IndexMappingImpl, error) {
	m := bleve.NewIndexMapping()
	if err := m.AddCustomTokenFilter(foldPunctuation, map[string]interface{}{
		"type": foldFilterType,
	}); err != nil {
		return nil, fmt.Errorf("fold filter: %w", err)
	}
	if err := m.AddCustomTokenFilter(negation, map[string]interface{}{
		"type": negationFilterType,
	}); err != nil {
		return nil, fmt.Errorf("negation filter: %w", err)
	}
	if err := m.AddCustomTokenMap(stopWordsTokenMap, map[string]interface{}{
		"type":   tokenmap.Name,
		"tokens": stopWords,
	}); err != nil {
		return nil, fmt.Errorf("stop words: %w", err)
	}
	if err := m.AddCustomTokenFilter(stopWordsFilter, map[string]interface{}{
		"type":           stop.Name,
		"stop_token_map": stopWordsTokenMap,
	}); err != nil {
		return nil, fmt.Errorf("stop filter: %w", err)
	}
	if err := m.AddCustomAnalyzer(textAnalyzer, map[string]interface{}{
		"type":      custom.Name,
		"tokenizer": tokenizerType,
		"token_filters": []interface{}{
			foldPunctuation,
			en.PossessiveName,
			lowercase.Name,
			negation,
			stopWordsFilter,
			en.SnowballStemmerName,
		},
	}); err != nil {
		return nil, fmt.Errorf("text analyzer: %w", err)
	}
	if err := m.AddCustomAnalyzer(wordsAnalyzer, map[string]interface{}{
		"type":          custom.Name,
		"tokenizer":     tokenizerType,
		"token_filters": []interface{}{foldPunctuation, lowercase.Name, negation},
	}); err != nil {
		return nil, fmt.Errorf("words analyzer: %w", err)
	}
	m.DefaultAnalyzer = textAnalyzer
	m.ScoringModel = bleveindex.BM25Scoring

	text := func(store bool) *mapping.FieldMapping {
		f := mapping.NewTextFieldMapping()
		f.Analyzer = textAnalyzer
		f.Store = store
		// Term vectors let the highlighter mark matches in snippets.
		f.IncludeTermVectors = store
		f.IncludeInAll = true
		// Nothing sorts or facets on text; doc values would only cost
		// build time.
		f.DocValues = false
		return f
	}
	exact := func(store bool) *mapping.FieldMapping {
		f := mapping.NewKeywordFieldMapping()
		f.Analyzer = keyword.Name
		f.Store = store
		f.IncludeTermVectors = false
		f.IncludeInAll = false
		f.DocValues = false
		return f
	}
	words := mapping.NewTextFieldMapping()
	words.Analyzer = wordsAnalyzer
	words.Store = false
	words.IncludeTermVectors = false
	words.IncludeInAll = false
	words.DocValues = false
	doc := mapping.NewDocumentStaticMapping()
	doc.AddFieldMappingsAt(fieldKind, exact(true))
	doc.AddFieldMappingsAt(fieldRule, exact(true))
	doc.AddFieldMappingsAt(fieldNumber, exact(false))
	doc.AddFieldMappingsAt(fieldTitle, text(true))
	doc.AddFieldMappingsAt(fieldText, text(true))
	doc.AddFieldMappingsAt(fieldContext, text(true))
	doc.AddFieldMappingsAt(fieldWords, words)
	m.DefaultMapping = doc
	m.DefaultField = fieldAll
	return m, nil
}
