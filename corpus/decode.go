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

// normalizeLineEndings rewrites every line break style to LF in one pass,
// copying the runs between carriage returns whole.
func normalizeLineEndings(data []byte) string {
	next := bytes.IndexByte(data, '\r')
	if next < 0 {
		return string(data)
	}
	out := make([]byte, 0, len(data))
	for next >= 0 {
		out = append(out, data[:next]...)
		out = append(out, '\n')
		data = data[next+1:]
		switch {
		case len(data) > 0 && data[0] == '\n':
			data = data[1:]
		case len(data) > 1 && data[0] == '\r' && data[1] == '\n':
			data = data[2:]
		}
		next = bytes.IndexByte(data, '\r')
	}
	return string(append(out, data...))
}
