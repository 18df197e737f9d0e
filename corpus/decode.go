package corpus

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// utf8BOM is the byte-order mark the modern CR files start with.
const utf8BOM = "\xEF\xBB\xBF"

// decode turns the bytes of a CR file into text with LF line endings.
//
// Encoding: a UTF-8 BOM is dropped; valid UTF-8 (which includes plain
// ASCII) is taken as is; UTF-16 with a BOM (what Windows editors save as
// "Unicode") is converted; anything else is read as Windows-1252, the
// encoding the CR was published in before it moved to UTF-8 (the 2022
// file's curly quotes are single bytes such as 0x93).
//
// Text never holds a NUL byte, so one means binary data or UTF-16 without
// a BOM; the error says which and where, instead of the parse later finding
// nothing it knows.
//
// Line endings: LF, CRLF and lone CR each end one line. CR CR LF also ends
// exactly one line: a file that went through a text-mode write on Windows
// turns every CRLF into CR CR LF, and reading that as two breaks would put a
// blank line after every real one.
func decode(data []byte) (string, error) {
	if bytes.HasPrefix(data, []byte(utf16LittleEndianBOM)) || bytes.HasPrefix(data, []byte(utf16BigEndianBOM)) {
		decoded, err := unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder().Bytes(data)
		if err != nil {
			return "", fmt.Errorf("read UTF-16: %w", err)
		}
		data = decoded
	}
	data = bytes.TrimPrefix(data, []byte(utf8BOM))
	if err := checkNoNUL(data); err != nil {
		return "", err
	}
	if !utf8.Valid(data) {
		data = decodeWindows1252(data)
	}
	return normalizeLineEndings(data), nil
}

// The UTF-16 byte-order marks, little- and big-endian.
const (
	utf16LittleEndianBOM = "\xFF\xFE"
	utf16BigEndianBOM    = "\xFE\xFF"
)

// checkNoNUL reports the first NUL byte. UTF-16 text without a BOM has a
// NUL in every other byte of its ASCII characters, so a NUL next to a
// printable ASCII byte at the start of the data is named as that.
func checkNoNUL(data []byte) error {
	at := bytes.IndexByte(data, 0)
	if at < 0 {
		return nil
	}
	if at <= 1 && len(data) >= 4 && data[1-at] >= ' ' && data[1-at] < utf8.RuneSelf && data[2+at] == 0 {
		return fmt.Errorf("NUL byte at offset %d: UTF-16 text without a byte-order mark (save it as UTF-8)", at)
	}
	return fmt.Errorf("NUL byte at offset %d: binary data, not text", at)
}

// decodeWindows1252 converts Windows-1252 to UTF-8 byte by byte with the
// charmap's table. Only the few bytes above 0x7F need a lookup, so this is
// several times faster than the general transformer on a CR file. Bytes the
// code page leaves undefined (0x81, 0x8D, ...) become U+FFFD.
func decodeWindows1252(data []byte) []byte {
	// Every byte above 0x7F becomes at most three bytes of UTF-8.
	high := 0
	for _, b := range data {
		if b >= utf8.RuneSelf {
			high++
		}
	}
	out := make([]byte, 0, len(data)+2*high)
	for len(data) > 0 {
		ascii := 0
		for ascii < len(data) && data[ascii] < utf8.RuneSelf {
			ascii++
		}
		out = append(out, data[:ascii]...)
		data = data[ascii:]
		if len(data) == 0 {
			break
		}
		out = utf8.AppendRune(out, charmap.Windows1252.DecodeByte(data[0]))
		data = data[1:]
	}
	return out
}

// normalizeLineEndings rewrites every line break style to LF in one pass,
// copying the runs between carriage returns whole. The builder hands over
// its buffer without another copy of the whole text.
func normalizeLineEndings(data []byte) string {
	next := bytes.IndexByte(data, '\r')
	if next < 0 {
		return string(data)
	}
	var out strings.Builder
	out.Grow(len(data))
	for next >= 0 {
		out.Write(data[:next])
		out.WriteByte('\n')
		data = data[next+1:]
		switch {
		case len(data) > 0 && data[0] == '\n':
			data = data[1:]
		case len(data) > 1 && data[0] == '\r' && data[1] == '\n':
			data = data[2:]
		}
		next = bytes.IndexByte(data, '\r')
	}
	out.Write(data)
	return out.String()
}
