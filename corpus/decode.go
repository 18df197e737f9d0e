package corpus

import (
	"bytes"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// utf8BOM is the byte-order mark the modern CR files start with.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// decode turns the bytes of a CR file into text with LF line endings.
//
// Encoding: a UTF-8 BOM is dropped; valid UTF-8 (which includes plain
// ASCII) is taken as is; anything else is read as Windows-1252, the
// encoding the CR was published in before it moved to UTF-8 (the 2022
// file's curly quotes are single bytes such as 0x93).
//
// Line endings: LF, CRLF and lone CR each end one line. CR CR LF also ends
// exactly one line: a file that went through a text-mode write on Windows
// turns every CRLF into CR CR LF, and reading that as two breaks would put a
// blank line after every real one.
func decode(data []byte) string {
	data = bytes.TrimPrefix(data, utf8BOM)
	if !utf8.Valid(data) {
		// The Windows-1252 decoder maps every byte to a rune, so it cannot
		// fail.
		decoded, err := charmap.Windows1252.NewDecoder().Bytes(data)
		if err == nil {
			data = decoded
		}
	}
	return normalizeLineEndings(data)
}

// normalizeLineEndings rewrites every line break style to LF in one pass.
func normalizeLineEndings(data []byte) string {
	if bytes.IndexByte(data, '\r') < 0 {
		return string(data)
	}
	out := make([]byte, 0, len(data))
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c != '\r' {
			out = append(out, c)
			continue
		}
		switch {
		case i+1 < len(data) && data[i+1] == '\n':
			i++
		case i+2 < len(data) && data[i+1] == '\r' && data[i+2] == '\n':
			i += 2
		}
		out = append(out, '\n')
	}
	return string(out)
}
