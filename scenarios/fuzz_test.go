package scenarios

import (
	"bytes"
	"errors"
	"io/fs"
	"strings"
	"testing"
)

// FuzzLoad feeds arbitrary Markdown to the loader: it must never panic,
// every error must be located inside the file, and every loaded scenario
// must point at lines that exist.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(wellFormed))
	f.Add([]byte("---\nrules: [409.1]\n---\n> ```scenario\n> x\n"))
	f.Add([]byte("---\r\nrules: 409.1h\r\n---\r\n~~~scenario\r\nx\r\n~~~\r\n"))
	f.Add([]byte("---\nrules: [409.1\n---\n"))
	f.Add([]byte("----\n---\n----\n```scenario\n```\n"))
	_ = fs.WalkDir(Builtin(), ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if data, err := fs.ReadFile(Builtin(), name); err == nil {
				f.Add(data)
			}
		}
		return nil
	})
	f.Fuzz(func(t *testing.T, data []byte) {
		// Lines as the loader counts them: CRLF, LF and a lone CR each end one.
		lines := bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n")) +
			bytes.Count(bytes.ReplaceAll(data, []byte("\r\n"), nil), []byte("\r")) + 1
		s, err := Load("fuzz.md", data)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is not an *Error", err)
			}
			if e.File != "fuzz.md" || e.Line < 1 || e.Line > lines {
				t.Fatalf("error %q is not located inside the %d-line file", err, lines)
			}
			return
		}
		if s.ProgramLine < 2 || s.ProgramLine > lines {
			t.Fatalf("ProgramLine %d outside the %d-line file", s.ProgramLine, lines)
		}
		if len(s.Rules) == 0 || len(s.RuleLines) != len(s.Rules) {
			t.Fatalf("rules %q with lines %v", s.Rules, s.RuleLines)
		}
		for _, line := range s.RuleLines {
			if line < 2 || line >= s.ProgramLine {
				t.Fatalf("rule line %d is not inside the front matter (program at %d)", line, s.ProgramLine)
			}
		}
		if s.ID == "" {
			t.Fatal("empty ID")
		}
	})
}

// FuzzCheck feeds arbitrary files through the whole path a judge's file
// takes, load, parse, run and check: the engine must never panic (Check
// turns a panic into a problem saying so, which fails here), and every
// problem must be located inside the file. The step limit keeps any play
// finite.
func FuzzCheck(f *testing.F) {
	_ = fs.WalkDir(Builtin(), "seed", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if data, err := fs.ReadFile(Builtin(), name); err == nil {
				f.Add(data)
			}
		}
		return nil
	})
	lib := loadLibrary(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Load("fuzz.md", data)
		if err != nil {
			return
		}
		r := Check(s, lib)
		for _, p := range r.Problems {
			if strings.Contains(p.Msg, "the rules engine failed") {
				t.Fatalf("the engine panicked: %v", p)
			}
			if p.File != "fuzz.md" || p.Line < 1 {
				t.Fatalf("problem not located in the file: %v", p)
			}
		}
	})
}
