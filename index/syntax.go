package index

import (
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
)

// syntaxQuery parses input as bleve query-string syntax ("+trample
// -title:deathtouch", `"combat damage"`, "text:protec*"). Bleve's own parser
// says only "syntax error", so the common mistakes are found first, with
// their position.
func syntaxQuery(input string) (query.Query, error) {
	if err := checkSyntax(input); err != nil {
		return nil, err
	}
	q := bleve.NewQueryStringQuery(input)
	if _, err := q.Parse(); err != nil {
		return nil, &QueryError{Query: input, Offset: -1,
			Reason: "not valid query syntax: " + strings.ReplaceAll(err.Error(), "\n", "; ")}
	}
	return q, nil
}

// checkSyntax finds unbalanced quotes and slashes, operators with nothing
// to apply to, and field names without a value.
func checkSyntax(input string) error {
	bad := func(at int, reason string) error {
		return &QueryError{Query: input, Offset: at, Reason: reason}
	}
	open := -1 // offset of the quote or slash that opened the current span
	var closer byte
	atStart := true // at the start of a term
	for i := 0; i < len(input); i++ {
		c := input[i]
		if open >= 0 {
			switch c {
			case '\\':
				i++
			case closer:
				open = -1
				atStart = false
			}
			continue
		}
		next := byte(' ')
		if i+1 < len(input) {
			next = input[i+1]
		}
		switch {
		case c == '\\':
			i++
			atStart = false
		case c == '"' || (c == '/' && atStart):
			open, closer = i, c
		case (c == '+' || c == '-') && atStart:
			if isSpace(next) {
				return bad(i, "the operator "+string(c)+" is not followed by a term")
			}
		case c == ':':
			if atStart {
				return bad(i, "a colon needs a field name before it (field:value)")
			}
			if isSpace(next) {
				return bad(i, "the field name before the colon has no value after it")
			}
			atStart = true
			continue
		case c == '^' && !strings.ContainsRune("0123456789.", rune(next)):
			return bad(i, "a boost (^) must be followed by a number")
		case isSpace(c):
			atStart = true
			continue
		}
		if !isSpace(c) && c != '+' && c != '-' {
			atStart = false
		}
	}
	if open >= 0 {
		what := "quote"
		if closer == '/' {
			what = "regular expression slash"
		}
		return bad(open, "this "+what+" is never closed")
	}
	return nil
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r'
}
