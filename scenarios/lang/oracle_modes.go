package lang

import (
	"strings"
)

// oracleModes reads a modal instant or sorcery as printed: "Choose one —"
// with a bulleted mode on each line after it (or indented under it), and
// the 2006 printings' one paragraph, "Choose one — Target player gains 3
// life; or prevent the next 3 damage ...". Each mode becomes `mode
// "TEXT"` with its effect and target lines. ok is false for other lines.
func (p *blockParser) oracleModes(n *node, text, name string, spellCard bool) ([]*node, bool, error) {
	if !spellCard {
		return nil, false, nil
	}
	at := func(s string) *node { return &node{line: n.line, indent: n.indent, text: s} }
	if mode, ok := strings.CutPrefix(text, "•"); ok {
		if !p.modal[name] {
			return nil, true, errorf(p.file, n.line, "a bulleted mode follows \"Choose one —\" on the line above it")
		}
		m, err := p.oracleMode(n, strings.TrimSpace(mode), name)
		return []*node{m}, true, err
	}
	rest, ok := cutChooseOne(text)
	if !ok {
		return nil, false, nil
	}
	if p.modal == nil {
		p.modal = map[string]bool{}
	}
	p.modal[name] = true
	if rest == "" {
		// The modes follow, a line each; bullets indented under it are
		// read the same.
		if len(n.children) == 0 {
			return []*node{}, true, nil
		}
		return n.children, true, nil
	}
	if err := p.noChildren(n); err != nil {
		return nil, true, err
	}
	var out []*node
	for mode := range strings.SplitSeq(rest, "; or ") {
		m, err := p.oracleMode(at(""), strings.TrimSpace(mode), name)
		if err != nil {
			return nil, true, err
		}
		out = append(out, m)
	}
	return out, true, nil
}

// cutChooseOne cuts "Choose one —" (or "Choose one —" followed by the
// modes in one paragraph) from a line.
func cutChooseOne(text string) (rest string, ok bool) {
	for _, head := range []string{"Choose one —", "Choose one—", "Choose one -"} {
		if rest, ok := strings.CutPrefix(text, head); ok {
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}

// oracleMode makes the `mode "TEXT"` line of one printed mode.
func (p *blockParser) oracleMode(n *node, mode, name string) (*node, error) {
	mode = strings.TrimSuffix(strings.TrimSpace(mode), ".")
	effect, targets, err := p.oracleEffect(n.line, mode, name)
	if err != nil {
		return nil, err
	}
	if len(targets) == 1 {
		effect = strings.ReplaceAll(effect, "that creature", "T")
	}
	m := &node{line: n.line, indent: n.indent, text: "mode \"" + strings.ReplaceAll(mode, "\"", "'") + "\""}
	m.children = append(targets, &node{line: n.line, indent: n.indent + 2, text: "effect " + effect})
	return m, nil
}
