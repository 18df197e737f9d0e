package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// printer writes lines and keeps the first write error, so rendering code
// reads as a sequence of lines and checks once.
type printer struct {
	w   io.Writer
	err error
}

func (p *printer) line(s string) {
	if p.err == nil {
		_, p.err = fmt.Fprintln(p.w, s)
	}
}

func (p *printer) linef(format string, args ...any) {
	p.line(fmt.Sprintf(format, args...))
}

// writeJSON writes v as indented JSON; HTML escaping is off because rule
// text quotes "<" and "&" and scripts want them as typed.
func writeJSON(w io.Writer, v any) error {
	encoder := json.NewEncoder(w)
	encoder.SetIndent("", "  ")
	encoder.SetEscapeHTML(false)
	return encoder.Encode(v)
}

// outputWidth is the column to wrap text at: the terminal's width when w is
// one, otherwise 0 (no wrapping), so piped and tested output is the text as
// the CR prints it.
func outputWidth(w io.Writer) int {
	f, ok := w.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0
	}
	width, _, err := term.GetSize(int(f.Fd()))
	if err != nil || width < 40 {
		return 0
	}
	return min(width, 100)
}

// wrap breaks text into lines of at most width runes at spaces, indenting
// continuation lines; the text's own leading spaces are kept as its first
// line's indent. Width 0 leaves the text as it is.
func wrap(text string, width int, indent string) string {
	rest := strings.TrimLeft(text, " ")
	return wrapIndented(text[:len(text)-len(rest)], rest, width, indent)
}
