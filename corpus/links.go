package corpus

// Link is one cross-reference as printed in a rule's or glossary entry's
// text: the bytes Start..End of the text, and the rules it names, a range
// expanded to each rule in it. A Ref outside the edition is kept and
// marked, as in Rule.Refs.
type Link struct {
	Start, End int
	Refs       []Ref
}

// Links finds the cross-references in text (a rule's text or example, or
// a glossary definition) the way the parser finds Refs, with where each is
// printed, so a reader can turn each one into a link.
func (e *Edition) Links(text string) []Link {
	mentions := appendMentions(nil, text)
	if len(mentions) == 0 {
		return nil
	}
	// expand consults the defined rules only for the subrule letters the
	// CR skips ("l", "o"); those are the only numbers it needs to know.
	r := &resolver{byNumber: map[ruleNumber]*Rule{}}
	for _, m := range mentions {
		if !m.ranged || m.from.kind() != KindSubrule {
			continue
		}
		for _, letter := range []byte{'l', 'o'} {
			n := m.from
			n.letter = letter
			if rule, ok := e.Rule(n.String()); ok {
				r.byNumber[n] = rule
			}
		}
	}
	links := make([]Link, 0, len(mentions))
	for _, m := range mentions {
		link := Link{Start: m.start, End: m.end}
		for _, number := range r.expand(nil, m) {
			if target, ok := e.Rule(number.String()); ok {
				link.Refs = append(link.Refs, Ref{ID: target.ID})
			} else {
				link.Refs = append(link.Refs, Ref{ID: number.String(), Outside: true})
			}
		}
		links = append(links, link)
	}
	return links
}
