package lang

import (
	"strings"
	"time"

	"github.com/judgekit/judge/rulings"
)

// An "under EDITION" block holds lines that apply only when the scenario
// is played under that edition: a card's wording in one era, the
// expectations that differ between eras.
//
//	card "Spirit Link Bear" {1}{W} creature — Bear 2/2
//	  under 2006-10-01
//	    whenever this deals damage: you gain that much life
//	  under 2026-04-17
//	    lifelink
const UnderKeyword = "under"

// underEdition returns nodes with each "under EDITION" block replaced by
// its lines when EDITION is the parser's edition, and dropped otherwise.
func (p *blockParser) underEdition(nodes []*node) ([]*node, error) {
	var out []*node
	for _, n := range nodes {
		edition, ok, err := p.underHead(n)
		if err != nil {
			return nil, err
		}
		if !ok {
			children, err := p.underEdition(n.children)
			if err != nil {
				return nil, err
			}
			n.children = children
			out = append(out, n)
			continue
		}
		if len(n.children) == 0 {
			return nil, errorf(p.file, n.line, "%q holds no lines: indent the lines that apply under %s beneath it", n.text, edition)
		}
		if SameEdition(edition, p.edition) {
			children, err := p.underEdition(n.children)
			if err != nil {
				return nil, err
			}
			out = append(out, children...)
		}
	}
	return out, nil
}

// noUnder refuses "under" blocks where no edition is known (the shared
// card library, which every edition reads).
func (p *blockParser) noUnder(nodes []*node) error {
	for _, n := range nodes {
		if _, ok, err := p.underHead(n); err != nil || ok {
			if err == nil {
				err = errorf(p.file, n.line, "%q: a card library is shared by every edition; write era-dependent wording in the scenario", n.text)
			}
			return err
		}
		if err := p.noUnder(n.children); err != nil {
			return err
		}
	}
	return nil
}

// underHead reads "under EDITION".
func (p *blockParser) underHead(n *node) (edition string, ok bool, err error) {
	rest, found := strings.CutPrefix(n.text, UnderKeyword+" ")
	if !found {
		return "", false, nil
	}
	rest = strings.TrimSuffix(strings.TrimSpace(rest), ":")
	if _, err := time.Parse(time.DateOnly, rest); err != nil && rest != SeedEdition {
		return "", false, errorf(p.file, n.line, "expected \"under EDITION\" with an edition date such as 2026-04-17, found %q", n.text)
	}
	return rest, true, nil
}

// SameEdition reports whether two edition IDs name the same rules text:
// the seed edition is fragments of the 2006-10-01 edition.
func SameEdition(a, b string) bool {
	norm := func(id string) string {
		if id == SeedEdition {
			return rulings.ReferenceEdition
		}
		return id
	}
	return a != "" && norm(a) == norm(b)
}

// keywordInEdition refuses a keyword ability the edition the program is
// played under doesn't have (deathtouch under 2006-10-01).
func (p *blockParser) keywordInEdition(a *rulings.Ability) error {
	if a.Keyword == "" {
		return nil
	}
	keyword := a.Keyword
	if p.eraAnswer(func(edition string) bool { return keywordIn(keyword, edition) == nil }) {
		return nil
	}
	return keywordIn(keyword, p.edition)
}

// keywordIn refuses a keyword ability edition doesn't have; every edition
// has it when none is known.
func keywordIn(keyword, edition string) error {
	if edition == "" {
		return nil
	}
	if edition == SeedEdition {
		edition = rulings.ReferenceEdition
	}
	return rulings.KeywordIn(keyword, edition)
}
