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

// oracleTriggerModes reads the effect of a modal triggered ability as
// printed, "choose one —" with its bulleted modes indented under the
// ability line (nestTriggerModes puts them there), or the 2006 printings'
// "choose one — A; or B." Each mode becomes `mode "TEXT"` with its effect
// and target lines. ok is false for any other effect.
func (p *blockParser) oracleTriggerModes(n *node, effect, name string) ([]*node, bool, error) {
	if !strings.HasPrefix(effect, "choose one") {
		return nil, false, nil
	}
	rest, ok := cutChooseOne("C" + strings.TrimPrefix(effect, "c"))
	if !ok {
		return nil, false, nil
	}
	var out []*node
	if rest != "" {
		if len(n.children) > 0 {
			return nil, true, errorf(p.file, n.children[0].line, "the modes of %q are written on its own line; found %q", n.text, n.children[0].text)
		}
		for mode := range strings.SplitSeq(rest, "; or ") {
			m, err := p.oracleMode(&node{line: n.line, indent: n.indent + 2}, strings.TrimSpace(mode), name)
			if err != nil {
				return nil, true, err
			}
			out = append(out, m)
		}
		return out, true, nil
	}
	for _, child := range n.children {
		mode, ok := strings.CutPrefix(child.text, "•")
		if !ok {
			return nil, true, errorf(p.file, child.line, "expected a bulleted mode (\"• ...\") after %q, found %q", n.text, child.text)
		}
		if err := p.noChildren(child); err != nil {
			return nil, true, err
		}
		m, err := p.oracleMode(child, strings.TrimSpace(mode), name)
		if err != nil {
			return nil, true, err
		}
		out = append(out, m)
	}
	if len(out) < 2 {
		return nil, true, errorf(p.file, n.line, "%q has %d bulleted modes after it; a modal ability has two or more (700.2 of 2026)", n.text, len(out))
	}
	return out, true, nil
}

// nestTriggerModes puts the bulleted modes printed on the lines after a
// modal triggered ability ("When this creature enters, choose one —")
// under that line, where the ability's modes are read.
func nestTriggerModes(lines []*node) []*node {
	out := make([]*node, 0, len(lines))
	var open *node
	for _, n := range lines {
		if open != nil && strings.HasPrefix(n.text, "•") {
			open.children = append(open.children, n)
			continue
		}
		open = nil
		if lower := lowerFirst(n.text); (strings.HasPrefix(lower, "when") || strings.HasPrefix(lower, "at the beginning")) && isOracleLine(n.text) {
			for _, head := range []string{", choose one —", ", choose one—", ", choose one -"} {
				if strings.HasSuffix(lower, head) {
					open = n
				}
			}
		}
		out = append(out, n)
	}
	return out
}
