package scenarios

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"go.abhg.dev/goldmark/frontmatter"
)

// yamlFrontMatter reads front matter with the maintained YAML module; the
// extension's default format uses the archived one. Plain front matter is
// read without it (unmarshalFrontMatter).
var yamlFrontMatter = frontmatter.Format{
	Name:      "YAML",
	Delim:     '-',
	Unmarshal: unmarshalFrontMatter,
}

// markdown is the one configured Markdown parser for scenario files: plain
// CommonMark (raw HTML stays off, the default) plus YAML front matter. It is
// never changed after construction and each parse gets its own context, so
// concurrent loads are safe. It is built on first use, not when the package
// loads, since every judge process loads this package.
var markdown = sync.OnceValue(func() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithExtensions(&frontmatter.Extender{
			Formats: []frontmatter.Format{yamlFrontMatter},
		}),
	)
})

// document is what the Markdown pass finds in a scenario file.
type document struct {
	frontMatter     *frontmatter.Data
	frontMatterLine int // file line of the front matter's first content line
	heading         string
	prose           string
	program         string
	programLine     int
}

// lineIndex maps byte offsets of a source to 1-based line numbers.
type lineIndex []int

func newLineIndex(source []byte) lineIndex {
	starts := lineIndex{0}
	for i, b := range source {
		if b == '\n' {
			starts = append(starts, i+1)
		}
	}
	return starts
}

// line returns the 1-based line holding the byte at offset.
func (x lineIndex) line(offset int) int {
	return sort.Search(len(x), func(i int) bool { return x[i] > offset })
}

// parseDocument finds the front matter, the first heading and the single
// scenario block of a scenario file.
func parseDocument(file string, source []byte) (*document, error) {
	if err := checkFrontMatterClosed(file, source); err != nil {
		return nil, err
	}
	ctx := parser.NewContext()
	root := markdown().Parser().Parse(text.NewReader(source), parser.WithContext(ctx))
	lines := newLineIndex(source)
	doc := &document{frontMatter: frontmatter.Get(ctx), frontMatterLine: 2}
	if doc.frontMatter == nil {
		return nil, &Error{File: file, Line: 1, Msg: "missing front matter: the file must start with a --- line, then YAML naming the rules (rules: [409.1h]), then ---"}
	}
	var (
		block     *ast.FencedCodeBlock
		blockLine int
		dupErr    error
	)
	walkErr := ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			if doc.heading == "" {
				doc.heading = strings.TrimSpace(string(segmentsText(n.Lines(), source)))
			}
		case *ast.FencedCodeBlock:
			if n.Info == nil || string(n.Language(source)) != BlockInfo {
				return ast.WalkSkipChildren, nil
			}
			line := lines.line(n.Info.Segment.Start)
			if block != nil {
				dupErr = &Error{File: file, Line: line, Msg: fmt.Sprintf("second %q block: a file holds exactly one (the first is at line %d)", BlockInfo, blockLine)}
				return ast.WalkStop, nil
			}
			block, blockLine = n, line
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	if walkErr != nil {
		return nil, fmt.Errorf("%s: walk Markdown: %w", file, walkErr)
	}
	if dupErr != nil {
		return nil, dupErr
	}
	if block == nil {
		return nil, &Error{File: file, Line: lines.line(len(bytes.TrimSuffix(source, []byte("\n")))), Msg: fmt.Sprintf("no fenced %q block (```%s ... ```) holding the scenario program", BlockInfo, BlockInfo)}
	}
	doc.program = string(segmentsText(block.Lines(), source))
	doc.programLine = blockLine + 1
	if strings.TrimSpace(doc.program) == "" {
		return nil, &Error{File: file, Line: blockLine, Msg: fmt.Sprintf("the %q block is empty", BlockInfo)}
	}
	doc.prose = proseOutside(source, blockLine, doc.programLine+block.Lines().Len())
	return doc, nil
}

// checkFrontMatterClosed reports front matter that opens on line 1 and
// never closes: the front matter parser would otherwise swallow the whole
// file and the error would be a puzzling "no scenario block".
func checkFrontMatterClosed(file string, source []byte) error {
	open, rest, _ := bytes.Cut(source, []byte("\n"))
	if !isFrontMatterDelimiter(open) {
		return nil
	}
	for _, line := range bytes.Split(rest, []byte("\n")) {
		if bytes.Equal(line, open) {
			return nil
		}
	}
	return &Error{File: file, Line: 1, Msg: fmt.Sprintf("front matter opened with %s is never closed by a matching %s line", open, open)}
}

// isFrontMatterDelimiter reports whether line opens YAML front matter: three
// or more dashes and nothing else, as the front matter parser requires.
func isFrontMatterDelimiter(line []byte) bool {
	return len(line) >= 3 && len(bytes.Trim(line, "-")) == 0
}

// segmentsText joins the text of a block's line segments (container
// prefixes such as "> " are already outside the segments).
func segmentsText(segments *text.Segments, source []byte) []byte {
	var b bytes.Buffer
	for i := 0; i < segments.Len(); i++ {
		seg := segments.At(i)
		b.Write(seg.Value(source))
	}
	return b.Bytes()
}

// proseOutside returns the file's Markdown without the front matter and
// without the scenario block, from its opening fence line to its closing
// fence line (closeLine, which may be past the end of an unclosed block).
func proseOutside(source []byte, openLine, closeLine int) string {
	all := strings.Split(string(source), "\n")
	start := 0
	// Skip the front matter: line 1 opens it, the first equal line closes it.
	for i := 1; i < len(all) && isFrontMatterDelimiter([]byte(all[0])); i++ {
		if all[i] == all[0] {
			start = i + 1
			break
		}
	}
	var kept []string
	for i := start; i < len(all); i++ {
		line := i + 1
		if line >= openLine && line <= closeLine {
			continue
		}
		kept = append(kept, all[i])
	}
	return strings.TrimSpace(strings.Join(kept, "\n"))
}
