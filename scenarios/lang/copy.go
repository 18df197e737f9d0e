package lang

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// entersAsCopyPrefix begins Clone's ability: "you may have this come into
// play as a copy of any creature in play" (503.5).
const entersAsCopyPrefix = "you may have this come into play as a copy of any "

// xCountersException is Altered Ego's exception to its copy effect.
const xCountersException = ", except it enters with X additional +1/+1 counters"

// entersAsCopy reads "you may have this come into play as a copy of any
// FILTER in play"; as the card comes into play its controller answers
// with the permanent's name, or "nothing".
//
// "..., except its color" keeps the card's own color, and a line ending
// "and it gains:" gives it the ability written on the indented line below
// as part of the copy (503.9).
func (p *blockParser) entersAsCopy(c *rulings.Characteristics, n *node, text string) error {
	rest := strings.TrimPrefix(text, entersAsCopyPrefix)
	st := &rulings.Static{Kind: rulings.EntersAsCopy}
	rest, gains := strings.CutSuffix(rest, ", and it gains:")
	if r, ok := strings.CutSuffix(rest, xCountersException); ok {
		// Altered Ego's exception, an additional effect (707.9e of 2026).
		rest, st.CopyCounters = r, true
	}
	if r, ok := strings.CutSuffix(rest, ", except its color"); ok {
		rest, st.Counter = r, rulings.ExceptItsColor
	}
	if m := ifCreatureException().FindStringSubmatch(rest); m != nil {
		// Moritte of the Frost's exception, applied only if the copy is
		// a creature (707.9f of 2026).
		v, err := p.value(n.line, m[2])
		if err != nil || v.Var != "" {
			return errorf(p.file, n.line, "cannot read the number of +1/+1 counters %q", m[2])
		}
		if _, _, err := rulings.ParseKeyword(m[3], nil); err != nil {
			return errorf(p.file, n.line, "%q: %v", m[3], err)
		}
		rest, st.CopyIfCreature = m[1], &rulings.CopyIfCreature{Counters: v.N, Keyword: m[3]}
	}
	if r, types, ok := strings.Cut(rest, ", except it's "); ok {
		if pw, tg, ok := parsePT(types); ok {
			rest, st.CopyPT = r, &[2]int{pw, tg}
		}
	}
	if r, types, ok := strings.Cut(rest, ", except it's "); ok {
		words, ok := strings.CutSuffix(types, " in addition to its other types")
		if !ok {
			return errorf(p.file, n.line, "expected %q", ", except it's TYPES in addition to its other types")
		}
		rest, st.CopyAdds = r, addedTypes(words)
	}
	what, ok := strings.CutSuffix(rest, " in play")
	if !ok {
		return errorf(p.file, n.line, "expected %q", entersAsCopyPrefix+"FILTER in play[, except its color][, and it gains:]")
	}
	f, err := p.filter(n.line, what)
	if err != nil {
		return err
	}
	st.Filter = f
	c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: st})
	if !gains {
		return p.noChildren(n)
	}
	if len(n.children) != 1 {
		return errorf(p.file, n.line, "\"and it gains:\" needs the ability it gains on one indented line below")
	}
	var given rulings.Characteristics
	if err := p.abilityLine(&given, n.children[0]); err != nil {
		return err
	}
	if len(given.Abilities) != 1 {
		return errorf(p.file, n.children[0].line, "expected one ability")
	}
	st.Grant = given.Abilities[0]
	return nil
}

// becomes reads the "becomes" instructions other than a color: "A
// becomes a copy of B [and gains this ability]" (503.4, 503.9), "A
// becomes an N/N TYPES until end of turn" (N a number or X) and "A
// becomes a SUBTYPE in addition to its other types". ok is false for
// other forms.
func (p *blockParser) becomes(line int, subj rulings.Ref, args string, ins *rulings.Instruction) (ok bool, err error) {
	if of, found := strings.CutPrefix(args, "a copy of "); found {
		of, ins.GainsThis = strings.CutSuffix(of, " and gains this ability")
		if o, has := strings.CutSuffix(of, ", except it has this ability"); has {
			of, ins.GainsThis = o, true
		}
		if of == "the sacrificed creature" {
			// The permanent sacrificed to pay the cost (608.2h of 2026).
			ins.Op, ins.Object, ins.Objects = "become-copy", subj, []rulings.Ref{{Kind: rulings.RefSacrificed}}
			return true, nil
		}
		if o, except := strings.CutSuffix(of, " except its color"); except {
			of, ins.Name = o, rulings.ExceptItsColor
		}
		refs, err := p.objectRefs(line, of)
		if err != nil {
			return true, err
		}
		ins.Op, ins.Object, ins.Objects = "become-copy", subj, refs[:1]
		return true, nil
	}
	// "T becomes a Vampire in addition to its other types": a subtype
	// added for good (layer 4).
	if sub, found := strings.CutSuffix(args, " in addition to its other types"); found {
		sub = strings.TrimPrefix(strings.TrimPrefix(sub, "an "), "a ")
		switch sub {
		case "artifact", "enchantment", "creature", "land":
			// "T becomes an artifact in addition to its other types": a
			// card type added for good (layer 4).
			ins.Op, ins.Object, ins.Becomes, ins.Duration = "become", subj, &rulings.Becoming{Types: []string{sub}}, rulings.Forever
			return true, nil
		}
		if sub == "" || strings.Contains(sub, " ") || strings.ToUpper(sub[:1]) != sub[:1] {
			return false, nil
		}
		ins.Op, ins.Object, ins.Becomes, ins.Duration = "become", subj, &rulings.Becoming{Subtypes: []string{sub}}, rulings.Forever
		return true, nil
	}
	rest, found := strings.CutSuffix(args, " until end of turn")
	if !found {
		return false, nil
	}
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "an "), "a ")
	pt, types, _ := strings.Cut(rest, " ")
	power, toughness, _ := strings.Cut(pt, "/")
	if power == "" || power != toughness || !strings.HasSuffix(types, "creature") {
		return false, nil
	}
	b := &rulings.Becoming{Types: strings.Fields(types), SetsPT: true}
	// "becomes a 2/2 creature" sets the card types (205.1a of 2026);
	// "becomes a 2/2 artifact creature" keeps the others (205.1b).
	b.Replace = !slices.Contains(b.Types, "artifact")
	if power == "X" {
		b.Amount = &rulings.Value{Var: "X"}
	} else {
		v, _, okN := parsePT(pt)
		if !okN {
			return false, nil
		}
		b.Power, b.Toughness = v, v
	}
	// One effect with parts in the type-changing and the power and
	// toughness layers (418.5b), as "become" makes every such effect.
	ins.Op, ins.Object, ins.Becomes, ins.Duration = "become", subj, b, rulings.UntilEndOfTurn
	return true, nil
}

// flipFace takes a flip card's alternative characteristics out of its
// card block: a child line `flip "Name" TYPES P/T` with its own ability
// lines (508.1). It returns the block without that line.
func (p *blockParser) flipFace(n *node) (*rulings.Characteristics, *node, error) {
	return p.otherFace(n, "flip \"", "a flip card has one flipped side", "expected `flip \"Name\" TYPES P/T`", nil)
}

// oracleCopyWordings are the printed forms of Clone's ability, each with
// the language's 2006 form of its words and the date from which cards
// read so.
var oracleCopyWordings = []oracleWording{
	{"you may have this enter as a copy of any ", entersAsCopyPrefix, "2024-08-02"},
	{"you may have this enter as a copy of a ", entersAsCopyPrefix, "2024-08-02"},
	{"you may have this enter the battlefield as a copy of any ", entersAsCopyPrefix, rulings.M10Update},
}

// oracleEntersAsCopy reads Clone's ability as printed ("You may have this
// creature enter as a copy of any creature on the battlefield[, except it
// doesn't copy that creature's color][, and it gains:]") into the
// language's form. ok is false for other text.
func (p *blockParser) oracleEntersAsCopy(line int, text string) (string, bool, error) {
	for _, w := range oracleCopyWordings {
		rest, ok := strings.CutPrefix(text, w.phrase)
		if !ok {
			continue
		}
		if err := p.wordingInEdition(line, strings.TrimSpace(w.phrase), w.since); err != nil {
			return "", true, err
		}
		rest, gains := strings.CutSuffix(rest, ", and it gains:")
		rest, except := strings.CutSuffix(rest, ", except it doesn't copy that creature's color")
		rest, counters := strings.CutSuffix(rest, xCountersException+" on it")
		rest, adds, _ := strings.Cut(rest, ", except it's ")
		filter, ok := strings.CutSuffix(rest, " on the battlefield")
		if !ok && strings.HasSuffix(w.phrase, " of a ") {
			// "a permanent you control": one on the battlefield.
			filter, ok = rest, true
		}
		if !ok {
			return "", true, errorf(p.file, line, "expected %q", w.phrase+"FILTER on the battlefield")
		}
		out := w.old + filter + " in play"
		if except {
			out += ", except its color"
		}
		if adds != "" {
			out += ", except it's " + adds
		}
		if counters {
			out += xCountersException
		}
		if gains {
			out += ", and it gains:"
		}
		return out, true, nil
	}
	return "", false, nil
}

// addedTypes reads the types of "an enchantment", "a Shapeshifter Rogue"
// or "legendary and snow": card types, supertypes and subtypes.
func addedTypes(words string) *rulings.Characteristics {
	c := &rulings.Characteristics{}
	for _, w := range strings.Fields(strings.ReplaceAll(words, " and ", " ")) {
		switch k := strings.ToLower(w); {
		case k == "a" || k == "an":
		case cardTypes[k]:
			c.Types = append(c.Types, k)
		case supertypes[k]:
			c.Supertypes = append(c.Supertypes, k)
		default:
			c.Subtypes = append(c.Subtypes, w)
		}
	}
	return c
}

// ifCreatureException is the end of Moritte of the Frost's ability: "...
// and, if it's a creature, it enters with two additional +1/+1 counters on
// it and has changeling".
var ifCreatureException = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(.*) and, if it's a creature, it enters with (\S+) additional \+1/\+1 counters on it and has (\S+)$`)
})
