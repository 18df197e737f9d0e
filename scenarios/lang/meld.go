package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// meldLine takes a meld card's pair out of its card block: a child line
// `melds with "Partner" into "Melded"` on each card of the pair, one of
// them followed by the melded permanent's TYPES P/T COLORS and its own
// ability lines, the combined back face (712.4 of 2026). It returns the
// block without that line.
func (p *blockParser) meldLine(n *node) (*rulings.MeldPair, *node, error) {
	var pair *rulings.MeldPair
	rest := *n
	rest.children = nil
	for _, c := range n.children {
		after, ok := strings.CutPrefix(c.text, "melds with ")
		if !ok {
			rest.children = append(rest.children, c)
			continue
		}
		if pair != nil {
			return nil, n, errorf(p.file, c.line, "a meld card belongs to one meld pair (712.4)")
		}
		partner, after, ok := quotedPrefix(after)
		if ok {
			after, ok = strings.CutPrefix(after, "into ")
		}
		var melded string
		if ok {
			melded, after, ok = quotedPrefix(after)
		}
		if !ok || partner == "" || melded == "" {
			return nil, n, errorf(p.file, c.line, "expected `melds with \"Partner\" into \"Melded\"`, optionally followed by the melded permanent's TYPES P/T COLORS")
		}
		if err := p.actionInEdition(c.line, "meld"); err != nil {
			return nil, n, err
		}
		pair = &rulings.MeldPair{Partner: partner, Melded: melded}
		if after == "" {
			if len(c.children) > 0 {
				return nil, n, errorf(p.file, c.line, "the melded permanent %q has ability lines but no type line", melded)
			}
			continue
		}
		f, err := p.face(c, melded, after)
		if err != nil {
			return nil, n, err
		}
		pair.Face = &f
	}
	return pair, &rest, nil
}

// meldThen is how a meld card's sentence joins its two steps; the
// effect's ", then " would otherwise part them.
const (
	meldThen   = ", exile them, then meld them into "
	meldJoined = ", exile them and meld them into "
)

// meldWording keeps a meld card's "exile them, then meld them" one
// instruction: the two cards are exiled to be melded (701.42a), not by a
// step of their own.
func meldWording(effect string) string {
	if !strings.Contains(effect, "If you both own and control ") && !strings.Contains(effect, "if you both own and control ") {
		return effect
	}
	return strings.Replace(effect, meldThen, meldJoined, 1)
}

// isMeldIf reports whether an intervening "if" and the effect after it
// are a meld card's "if you both own and control this creature and a
// creature named NAME, exile them, then meld them into MELDED" (Graf
// Rats' trigger, 701.42a of 2026).
func isMeldIf(clause, effect string) bool {
	return strings.HasPrefix(clause, "you both own and control ") && strings.HasPrefix(effect, "exile them, then meld them into ")
}

// meldInstruction reads "if you both own and control this creature and a
// creature named NAME, exile them, then meld them into MELDED" (701.42a
// of 2026), the one sentence a meld card's ability writes it in.
func (p *blockParser) meldInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	rest, ok := strings.CutPrefix(clause, "if you both own and control ")
	if !ok || !strings.Contains(rest, "meld them into ") {
		return ins, false, nil
	}
	bad := errorf(p.file, line, "cannot read %q: expected \"if you both own and control this creature and a creature named NAME, exile them, then meld them into MELDED\"", clause)
	for _, this := range []string{"this creature", "this permanent", "this artifact", "this land", "this"} {
		if r, ok := strings.CutPrefix(rest, this+" and a creature named "); ok {
			rest = r
			break
		}
	}
	partner, melded, ok := strings.Cut(rest, meldJoined)
	if !ok {
		partner, melded, ok = strings.Cut(rest, meldThen)
	}
	if !ok || partner == "" || melded == "" {
		return ins, true, bad
	}
	if err := p.actionInEdition(line, "meld"); err != nil {
		return ins, true, err
	}
	ins.Op, ins.Object, ins.Name, ins.MeldInto = "meld", rulings.Ref{Kind: rulings.RefThis}, partner, melded
	return ins, true, nil
}
