package scenarios

import (
	"bytes"
	"fmt"
	"unicode/utf8"

	"go.yaml.in/yaml/v3"
)

// unmarshalFrontMatter decodes front matter into a YAML node tree. Front
// matter of the plain form every scenario uses (key: value, key: [a, b],
// and a key holding indented key: [a, b] lines) is read directly, since a
// YAML parser costs more to start than the whole scenario check; anything
// else goes to the YAML module, so what is accepted and every error stay
// the module's. TestFrontMatterFastPathMatchesYAML checks the two agree.
func unmarshalFrontMatter(raw []byte, dst any) error {
	if node, ok := dst.(*yaml.Node); ok {
		if doc, ok := plainFrontMatter(raw); ok {
			*node = *doc
			return nil
		}
	}
	err := yaml.Unmarshal(raw, dst)
	if err != nil && bytes.Contains([]byte(err.Error()), []byte("mapping values are not allowed")) {
		if n, line, found := unquotedColonValue(raw); found {
			return fmt.Errorf("yaml: line %d: mapping values are not allowed in this context: the value of %q holds \": \", so it must be quoted (%s: \"...\")", n, line, line)
		}
	}
	return err
}

// unquotedColonValue finds the first top-level "key: value" line of raw
// whose plain value holds ": " (title: Cascade into Blaze: X is 0), which
// YAML reads as a second mapping: its line number, from 1, and its key.
func unquotedColonValue(raw []byte) (int, string, bool) {
	for i, line := range bytes.Split(raw, []byte("\n")) {
		key, value, ok := bytes.Cut(line, []byte(": "))
		if !ok || len(key) == 0 || key[0] == ' ' || bytes.ContainsAny(key, " \t") {
			continue
		}
		value = bytes.TrimSpace(value)
		if len(value) > 0 && bytes.ContainsAny(value[:1], "\"'[{") {
			continue
		}
		if bytes.Contains(value, []byte(": ")) {
			return i + 1, string(key), true
		}
	}
	return 0, "", false
}

// plainFrontMatter builds the node tree yaml.Unmarshal gives for raw, when
// raw has only the plain form; ok is false for anything else.
func plainFrontMatter(raw []byte) (doc *yaml.Node, ok bool) {
	lines := bytes.Split(raw, []byte("\n"))
	if len(lines) > 0 && len(lines[len(lines)-1]) == 0 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) == 0 {
		return nil, false
	}
	top := &yaml.Node{Kind: yaml.MappingNode, Line: 1, Column: 1}
	seen := map[string]bool{}
	for i := 0; i < len(lines); i++ {
		key, rest, ok := plainEntry(lines[i], 0)
		if !ok || seen[string(key)] {
			return nil, false
		}
		seen[string(key)] = true
		keyNode := plainScalar(key, i+1, 1)
		if len(rest) > 0 {
			value, ok := plainValue(rest, i+1, len(key)+3)
			if !ok {
				return nil, false
			}
			top.Content = append(top.Content, keyNode, value)
			continue
		}
		// A key with nothing after it holds the indented lines that follow.
		inner := &yaml.Node{Kind: yaml.MappingNode, Line: i + 2, Column: 3}
		innerSeen := map[string]bool{}
		for i+1 < len(lines) && bytes.HasPrefix(lines[i+1], []byte("  ")) {
			i++
			k, r, ok := plainEntry(lines[i], 2)
			if !ok || len(r) == 0 || innerSeen[string(k)] {
				return nil, false
			}
			innerSeen[string(k)] = true
			value, ok := plainValue(r, i+1, len(k)+5)
			if !ok {
				return nil, false
			}
			inner.Content = append(inner.Content, plainScalar(k, i+1, 3), value)
		}
		if len(inner.Content) == 0 {
			return nil, false
		}
		top.Content = append(top.Content, keyNode, inner)
	}
	return &yaml.Node{Kind: yaml.DocumentNode, Line: 1, Column: 1, Content: []*yaml.Node{top}}, true
}

// plainEntry splits "KEY: REST" or "KEY:" indented by indent spaces; the
// key is letters, digits and dashes, starting with a letter or digit, and
// not long.
func plainEntry(line []byte, indent int) (key, rest []byte, ok bool) {
	if len(line) <= indent || bytes.Count(line[:indent], []byte(" ")) != indent {
		return nil, nil, false
	}
	line = line[indent:]
	colon := bytes.IndexByte(line, ':')
	// YAML allows an implicit key of at most 1024 characters.
	if colon <= 0 || colon > 1000 || !isWordByte(line[0]) || line[0] == '-' {
		return nil, nil, false
	}
	for _, c := range line[:colon] {
		if !isWordByte(c) {
			return nil, nil, false
		}
	}
	rest = line[colon+1:]
	if len(rest) == 0 {
		return line[:colon], nil, true
	}
	if rest[0] != ' ' || len(rest) == 1 {
		return nil, nil, false
	}
	return line[:colon], rest[1:], true
}

// plainValue reads a value: "[A, B]" of plain words, plain text, or text
// in single quotes.
func plainValue(v []byte, line, column int) (*yaml.Node, bool) {
	if v[0] == '\'' {
		text, ok := singleQuoted(v)
		if !ok {
			return nil, false
		}
		n := plainScalar(text, line, column)
		n.Style = yaml.SingleQuotedStyle
		return n, true
	}
	if v[0] != '[' {
		if !plainText(v) {
			return nil, false
		}
		return plainScalar(v, line, column), true
	}
	if len(v) < 3 || v[len(v)-1] != ']' {
		return nil, false
	}
	seq := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Line: line, Column: column}
	at := column + 1
	for _, item := range bytes.Split(v[1:len(v)-1], []byte(", ")) {
		if len(item) == 0 || item[0] == '-' {
			return nil, false
		}
		for _, c := range item {
			if !isWordByte(c) && c != '.' {
				return nil, false
			}
		}
		seq.Content = append(seq.Content, plainScalar(item, line, at))
		at += len(item) + 2
	}
	return seq, true
}

// plainText reports whether v is a plain scalar that needs no YAML rule:
// it starts with a letter or digit, ends in neither a space nor a colon,
// holds no ": " (a key) or " #" (a comment) and no double space, and its
// other characters are printable ones YAML reads as text in a block
// value: quotes, braces, "+", "—" and the like are, after the first
// character.
func plainText(v []byte) bool {
	if !isWordByte(v[0]) || v[0] == '-' || v[len(v)-1] == ' ' || v[len(v)-1] == ':' {
		return false
	}
	return !bytes.Contains(v, []byte("  ")) && !bytes.Contains(v, []byte(": ")) && !bytes.Contains(v, []byte(" #")) && printableText(v)
}

// printableText reports whether v is UTF-8 with no control character, line
// or paragraph separator or byte order mark: characters YAML reads as
// text in any scalar of one line.
func printableText(v []byte) bool {
	if !utf8.Valid(v) {
		return false
	}
	for _, r := range string(v) {
		switch {
		case r < ' ', r == 0x7f, r >= 0x80 && r <= 0x9f:
			// Control characters, the tab and NEL among them.
			return false
		case r == '\u2028', r == '\u2029', r == '\ufeff':
			// Line and paragraph separators, a byte order mark.
			return false
		}
	}
	return true
}

// singleQuoted reads 'TEXT' filling the whole of v, where a quote inside
// TEXT is written twice, and the text has no character printableText
// refuses.
func singleQuoted(v []byte) ([]byte, bool) {
	if len(v) < 2 || v[len(v)-1] != '\'' {
		return nil, false
	}
	inner := v[1 : len(v)-1]
	if !printableText(inner) {
		return nil, false
	}
	var text []byte
	for i := 0; i < len(inner); i++ {
		if inner[i] == '\'' {
			if i+1 == len(inner) || inner[i+1] != '\'' {
				return nil, false
			}
			i++
		}
		text = append(text, inner[i])
	}
	return text, true
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-'
}

// plainScalar is a plain scalar node. Its tag is left out: front matter
// is read by value and place only.
func plainScalar(v []byte, line, column int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Value: string(v), Line: line, Column: column}
}
