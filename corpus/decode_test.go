package corpus

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// utf16 encodes text as UTF-16 in the given byte order, with a BOM, as
// Windows editors save "Unicode" text.
func utf16(t *testing.T, order unicode.Endianness, text string) string {
	t.Helper()
	encoded, err := unicode.UTF16(order, unicode.UseBOM).NewEncoder().String(text)
	if err != nil {
		t.Fatal(err)
	}
	return encoded
}

// curlyCR is a small CR with the non-ASCII punctuation the Windows-1252
// and UTF-8 editions print (curly quotes, en dash, trademark sign).
const curlyCR = "Magic: The Gathering\u2122 Comprehensive Rules\n\n" +
	"These rules are effective as of October 7, 2022.\n\n" +
	"100. General\n\n" +
	"100.1. A \u201cspell\u201d isn\u2019t an ability \u2014 see rules 100.1a\u2013b.\n\n" +
	"100.1a One.\n\n100.1b Two.\n"

func TestEncodingsDecodeToTheSameText(t *testing.T) {
	windows1252, err := charmap.Windows1252.NewEncoder().String(curlyCR)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(windows1252, "\x93spell\x94") {
		t.Fatal("fixture did not encode to single-byte curly quotes")
	}
	tests := []struct {
		name  string
		input string
		want  string
	}{
		{"UTF-8", curlyCR, curlyCR},
		{"UTF-8 with BOM", "\xEF\xBB\xBF" + curlyCR, curlyCR},
		{"Windows-1252", windows1252, curlyCR},
		{"UTF-16 little-endian with BOM", utf16(t, unicode.LittleEndian, curlyCR), curlyCR},
		{"UTF-16 big-endian with BOM", utf16(t, unicode.BigEndian, strings.ReplaceAll(curlyCR, "\n", "\r\n")), curlyCR},
		{"ASCII", "100. General\n100.1. Plain \"text\".\n", "100. General\n100.1. Plain \"text\".\n"},
		// 0x81 is undefined in Windows-1252 and becomes the replacement
		// character instead of failing the decode.
		{"Windows-1252 undefined byte", "A\x81B \x80", "A\uFFFDB \u20ac"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := decode([]byte(tc.input))
			if err != nil || got != tc.want {
				t.Errorf("decode = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}

func TestLineEndingsAllSplitTheSame(t *testing.T) {
	tests := []struct {
		name, eol string
	}{
		{"LF", "\n"},
		{"CRLF", "\r\n"},
		{"lone CR", "\r"},
		{"CR CR LF is one break", "\r\r\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			input := strings.ReplaceAll(miniCR, "\n", tc.eol)
			if got, _ := decode([]byte(input)); got != miniCR {
				t.Fatalf("decode changed the text: %q", excerpt(got))
			}
			edition, err := Parse("mini.txt", []byte(input))
			if err != nil {
				t.Fatal(err)
			}
			if got, want := treeJSON(t, edition), treeJSON(t, parseMini(t)); got != want {
				t.Errorf("tree differs from the LF parse:\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestMixedLineEndingsKeepBlankLines(t *testing.T) {
	// The 2023 file ends lines with lone CR and puts CR CR LF before
	// section headings: a line end followed by a CRLF blank line. Treating
	// CR CR LF as one break loses that blank line, which must not matter.
	input := "a\rb\r\rc\r\r\nd\r\r\r\ne"
	if got, want := normalizeLineEndings([]byte(input)), "a\nb\n\nc\nd\n\ne"; got != want {
		t.Errorf("decode = %q, want %q", got, want)
	}
}

// treeJSON renders what the parse found, without the hash, which differs
// between inputs by design.
func treeJSON(t *testing.T, edition *Edition) string {
	t.Helper()
	copied := *edition
	copied.Hash = ""
	data, err := json.MarshalIndent(&copied, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestWindows1252MatchesTheCharmapDecoder(t *testing.T) {
	var every []byte
	for b := range 256 {
		every = append(every, byte(b), 'x')
	}
	want, err := charmap.Windows1252.NewDecoder().Bytes(every)
	if err != nil {
		t.Fatal(err)
	}
	if got := decodeWindows1252(every); string(got) != string(want) {
		t.Errorf("decodeWindows1252 differs from the charmap decoder:\n%q\nwant\n%q", got, want)
	}
}
