package scenarios

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/judgekit/judge/scenarios/lang"
)

// BlockInfo is the info string that marks the fenced code block holding a
// scenario's program.
const BlockInfo = "scenario"

// Scenario is one loaded scenario file: its front matter, the prose that
// explains the ruling and the program in its fenced `scenario` block.
type Scenario struct {
	// ID names the scenario: the front matter's id, or else the file's base
	// name without its extension.
	ID string
	// Title is the front matter's title, or else the text of the file's
	// first heading.
	Title string
	// File is the name the scenario was loaded from; errors cite it.
	File string
	// Edition is the ID of the Comprehensive Rules edition whose rule
	// numbers the scenario cites (DefaultEdition unless the front matter
	// says).
	Edition string
	// EditionLine is the file line of the edition: entry, or 1 when the
	// front matter leaves the edition to its default.
	EditionLine int
	// Source says where the scenario comes from ("example in 409.1h").
	Source string
	// Rules lists the IDs of the rules the scenario is about, in front
	// matter order. A scenario passes only if its trace cites every one.
	Rules []string
	// RuleLines holds the file line of each entry of Rules.
	RuleLines []int
	// Prose is the Markdown outside the front matter and the scenario
	// block: the explanation of the ruling.
	Prose string
	// Program is the source inside the scenario block.
	Program string
	// ProgramLine is the file line of the program's first line (the line
	// after the opening fence).
	ProgramLine int
	// Editions are the editions the scenario is checked under, each with
	// its rules, when the front matter lists several (editions:); the
	// first is also Edition and Rules. Empty for a one-edition scenario.
	Editions []EditionRules

	// shared, set on the per-edition copies checkEras plays, carries the
	// cards one edition's parse of Program read the same under every
	// edition to the next edition's parse. Set on a scenario, it carries
	// them to the parses of other programs that define the same cards on
	// the same lines: variants of one program differing only after them.
	shared *lang.Shared
}

// RuleLine returns the file line of the front matter entry naming rule, or
// 1 when the scenario does not list it.
func (s *Scenario) RuleLine(rule string) int {
	for i, id := range s.Rules {
		if id == rule && i < len(s.RuleLines) {
			return s.RuleLines[i]
		}
	}
	return 1
}

// Load parses one scenario file. file names it in errors; data is its
// content. Errors are *Error values that say file:line.
func Load(file string, data []byte) (*Scenario, error) {
	if len(data) > MaxFileSize {
		return nil, &Error{File: file, Line: 1, Msg: tooLarge().Error()}
	}
	if !utf8.Valid(data) {
		return nil, &Error{File: file, Line: firstInvalidLine(data), Msg: "file is not valid UTF-8"}
	}
	// Normalise line endings first (CRLF, and a lone CR, which both
	// CommonMark and YAML read as a line break): every offset below is
	// then on the same line as in the file, so line numbers stay true.
	data = bytes.TrimPrefix(data, []byte("\uFEFF"))
	if bytes.IndexByte(data, '\r') >= 0 {
		// ReplaceAll copies the file even when nothing is replaced.
		data = bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))
		data = bytes.ReplaceAll(data, []byte("\r"), []byte("\n"))
	}
	doc, err := parseDocument(file, data)
	if err != nil {
		return nil, err
	}
	meta, err := decodeFrontMatter(file, doc.frontMatter, doc.frontMatterLine)
	if err != nil {
		return nil, err
	}
	s := &Scenario{
		ID:          meta.id,
		Title:       meta.title,
		File:        file,
		Edition:     meta.edition,
		EditionLine: meta.editionLine,
		Source:      meta.source,
		Rules:       meta.rules,
		RuleLines:   meta.ruleLines,
		Prose:       doc.prose,
		Program:     doc.program,
		ProgramLine: doc.programLine,
		Editions:    meta.editions,
	}
	if s.ID == "" {
		s.ID = strings.TrimSuffix(path.Base(strings.ReplaceAll(file, "\\", "/")), path.Ext(file))
	}
	if s.Title == "" {
		s.Title = doc.heading
	}
	return s, nil
}

// LoadFS loads every *.md file under the root of fsys, in lexical path
// order, except README.md files (which document a folder of scenarios).
// It reports every file that fails to load, and scenario IDs used twice.
func LoadFS(fsys fs.FS) ([]*Scenario, error) {
	return loadFS(fsys, ".", "", nil)
}

// loadFS loads the scenarios under dir of fsys, naming each file by prefix
// followed by its path in fsys. A non-nil keep picks the files worth
// parsing from their path in fsys and raw bytes; the others are skipped
// unparsed.
func loadFS(fsys fs.FS, dir, prefix string, keep func(name string, data []byte) bool) ([]*Scenario, error) {
	return loadFiles(readScenarioFiles(fsys, dir), prefix, keep, Load)
}

// scenarioFiles is what a folder of scenario files holds: each file's
// path and bytes in lexical path order, and the files that could not be
// listed or read.
type scenarioFiles struct {
	names []string
	data  [][]byte
	errs  []error
}

// readScenarioFiles reads the *.md files under dir of fsys, except
// README.md files.
func readScenarioFiles(fsys fs.FS, dir string) scenarioFiles {
	var files []string
	err := fs.WalkDir(fsys, dir, func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || path.Ext(name) != ".md" || strings.EqualFold(path.Base(name), "README.md") {
			return nil
		}
		files = append(files, name)
		return nil
	})
	if err != nil {
		return scenarioFiles{errs: []error{fmt.Errorf("list scenarios: %w", err)}}
	}
	sort.Strings(files)
	var read scenarioFiles
	for _, name := range files {
		data, err := readFS(fsys, name)
		if err != nil {
			read.errs = append(read.errs, err)
			continue
		}
		read.names = append(read.names, name)
		read.data = append(read.data, data)
	}
	return read
}

// loadFiles loads the scenarios of files, as loadFS does. It does not
// change the files' bytes, so they may be loaded again.
func loadFiles(files scenarioFiles, prefix string, keep func(name string, data []byte) bool, load func(name string, data []byte) (*Scenario, error)) ([]*Scenario, error) {
	var (
		loaded []*Scenario
		errs   = slices.Clone(files.errs)
		seen   = map[string]string{}
	)
	for i, name := range files.names {
		data := files.data[i]
		if keep != nil && !keep(name, data) {
			continue
		}
		s, err := load(prefix+name, data)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if first, ok := seen[s.ID]; ok {
			errs = append(errs, &Error{File: s.File, Line: 1, Msg: fmt.Sprintf("scenario id %q is already used by %s", s.ID, first)})
			continue
		}
		seen[s.ID] = s.File
		loaded = append(loaded, s)
	}
	if len(errs) > 0 {
		return loaded, errors.Join(errs...)
	}
	return loaded, nil
}

// firstInvalidLine returns the 1-based line of the first byte that is not
// part of valid UTF-8.
func firstInvalidLine(data []byte) int {
	line := 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return line
		}
		if r == '\n' {
			line++
		}
		i += size
	}
	return line
}
