package lang

import (
	"regexp"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// keywordActionInstruction reads a clause that is one of the keyword
// actions of 701 of 2026 written as card text writes it ("proliferate",
// "adapt 2"), each refused under an edition before the action's. It
// reports false for a clause that is none of them.
func (p *blockParser) keywordActionInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	action := func(name, op string) (rulings.Instruction, bool, error) {
		if err := p.actionInEdition(line, name); err != nil {
			return ins, true, err
		}
		ins.Op = op
		return ins, true, nil
	}
	switch clause {
	case "proliferate", "you proliferate":
		// 701.34a: the controller chooses what gets more counters.
		return action("proliferate", "proliferate")
	case "time travel", "you time travel":
		// 701.56a: the controller chooses for each object with a time
		// counter.
		return action("time travel", "time-travel")
	case "forage", "you forage":
		// 701.61a: the controller exiles three cards from their graveyard
		// or sacrifices a Food.
		return action("forage", "forage")
	case "clash with an opponent":
		// 701.30b: the controller chooses the opponent.
		return action("clash", "clash")
	case "populate", "you populate":
		// 701.36a: the controller chooses a creature token to copy.
		return action("populate", "populate")
	}
	// "Adapt 2." and "Monstrosity 3." act on the permanent whose ability
	// it is (701.46a, 701.37a); "Bolster 1." and "Fateseal 2." have its
	// controller choose (701.39a, 701.29a), as "Discover 3." has its
	// controller discover (701.57a).
	for _, a := range []struct {
		verb string
		this bool
	}{{"adapt", true}, {"monstrosity", true}, {"bolster", false}, {"fateseal", false}, {"discover", false}, {"collect evidence", false}} {
		c := clause
		if !a.this {
			c = strings.TrimPrefix(c, "you ")
		}
		v, ok, err := p.numberedAction(line, c, a.verb)
		if !ok {
			continue
		}
		if err != nil {
			return ins, true, err
		}
		ins.Amount = v
		if a.this {
			ins.Object, ins.Player = rulings.Ref{Kind: rulings.RefThis}, rulings.Ref{}
		}
		return action(a.verb, strings.ReplaceAll(a.verb, " ", "-"))
	}
	if v, ok, err := p.numberedAction(line, strings.TrimPrefix(clause, "you "), "incubate"); ok {
		// "Incubate 3." (701.53a): the controller creates the
		// double-faced Incubator token (111.10i).
		if err != nil {
			return ins, true, err
		}
		def, err := p.predefinedToken("Incubator")
		if err != nil {
			return ins, true, errorf(p.file, line, "cannot read %q: %v", clause, err)
		}
		ins.Amount, ins.Card = v, def
		return action("incubate", "incubate")
	}
	if v, ok, err := p.numberedAction(line, strings.TrimPrefix(clause, "you "), "blight"); ok {
		// "Blight 1." (701.68a): the controller chooses a creature.
		ins.Amount = v
		if err != nil {
			return ins, true, err
		}
		return action("blight", "blight")
	}
	if what, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), "amass "); ok {
		// "Amass Zombies 2." (701.47a): a creature type, in the plural,
		// then the number.
		kind, n, ok := strings.Cut(what, " ")
		if !ok || !isTargetName(kind) {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"amass TYPES N\" (\"amass Zombies 2\")", clause)
		}
		v, err := p.value(line, n)
		if err != nil {
			return ins, true, err
		}
		ins.Amount, ins.Subtypes = v, []string{strings.TrimSuffix(kind, "s")}
		return action("amass", "amass")
	}
	// "It explores.", "This creature connives.", "It endures 2.": the
	// permanent named by the subject does it, its controller choosing
	// (701.44a, 701.50a, 701.63a).
	for _, a := range []struct{ verb, name string }{{" explores", "explore"}, {" connives", "connive"}, {" endures ", "endure"}} {
		who, rest, ok := strings.Cut(clause, a.verb)
		if !ok || strings.Contains(who, " ") && who != "this creature" || a.name == "endure" && rest == "" || a.name == "explore" && rest != "" {
			continue
		}
		if a.name == "connive" && rest != "" {
			rest = strings.TrimPrefix(rest, " ")
		}
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Player, ins.Object, ins.Objects = rulings.Ref{}, refs[0], refs[1:]
		if rest != "" {
			v, err := p.value(line, rest)
			if err != nil {
				return ins, true, err
			}
			ins.Amount = v
		}
		return action(a.name, a.name)
	}
	if what, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), "behold "); ok {
		// "Behold a Goblin." (701.4a): a card of that quality revealed
		// from the hand, or a permanent of it chosen.
		what = strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a ")
		f, err := p.filter(line, what)
		if err != nil {
			return ins, true, err
		}
		ins.Filter = f
		return action("behold", "behold")
	}
	for _, verb := range []string{"suspect", "detain", "goad", "transform", "convert"} {
		// "Suspect target creature." (701.60a), "Detain target
		// nonland permanent an opponent controls." (701.35a), "Goad
		// target creature." (701.15a), "Transform this creature."
		// (701.27a), "Convert it." (701.28a).
		who, ok := strings.CutPrefix(clause, verb+" ")
		if !ok {
			continue
		}
		if what, all := strings.CutPrefix(who, "all "); all && (verb == "transform" || verb == "convert") {
			// "Transform all Humans." (712.9's second Example): the
			// permanents that match as it resolves.
			f, err := p.filter(line, what)
			if err != nil {
				return ins, true, err
			}
			ins.Player, ins.Filter = rulings.Ref{}, f
			return action(verb, verb)
		}
		if who == "this token" && (verb == "transform" || verb == "convert") {
			// A double-faced token's own ability (111.10i).
			who = "this"
		}
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Player, ins.Object, ins.Objects = rulings.Ref{}, refs[0], refs[1:]
		return action(verb, verb)
	}
	if who, ok := strings.CutPrefix(clause, "support each of "); ok {
		// What supportWording made of "Support N." (701.41a).
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Player, ins.Object, ins.Objects = rulings.Ref{}, refs[0], refs[1:]
		return action("support", "support")
	}
	for _, verb := range []string{"double", "triple"} {
		rest, ok := strings.CutPrefix(clause, verb+" ")
		if !ok {
			continue
		}
		return p.multiplyInstruction(line, ins, verb, rest)
	}
	return ins, false, nil
}

// multiplyInstruction reads what "double" or "triple" multiplies: "T's
// power", "T's toughness", "T's power and toughness", each with an
// optional "until end of turn" (701.10a-c, 701.11a-c), and for double
// "the number of KIND counters on T" (701.10e) and "your life total"
// (701.10d).
func (p *blockParser) multiplyInstruction(line int, ins rulings.Instruction, verb, rest string) (rulings.Instruction, bool, error) {
	if err := p.actionInEdition(line, verb); err != nil {
		return ins, true, err
	}
	ins.Op = verb
	if rest == "your life total" && verb == "double" {
		ins.Name = rulings.MultiplyLife
		return ins, true, nil
	}
	ins.Player = rulings.Ref{}
	if what, ok := strings.CutPrefix(rest, "the number of "); ok && verb == "double" {
		kind, on, ok := strings.Cut(what, " counters on ")
		if !ok || (kind != "+1/+1" && kind != "-1/-1" && !counterWord(kind)) {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"double the number of KIND counters on NAME\"", ins.Text)
		}
		refs, err := p.objectRefs(line, on)
		if err != nil {
			return ins, true, err
		}
		ins.Object, ins.Objects, ins.Name = refs[0], refs[1:], rulings.MultiplyCounters(kind)
		return ins, true, nil
	}
	if r, ok := strings.CutSuffix(rest, " until end of turn"); ok {
		rest, ins.Duration = r, rulings.UntilEndOfTurn
	}
	who, what, ok := strings.Cut(rest, "'s ")
	switch {
	case !ok:
	case what == rulings.MultiplyPower, what == rulings.MultiplyToughness, what == rulings.MultiplyPT:
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Object, ins.Objects, ins.Name = refs[0], refs[1:], what
		return ins, true, nil
	}
	return ins, true, errorf(p.file, line, "cannot read %q: expected \"%s NAME's power\", \"... toughness\" or \"... power and toughness\", with or without \"until end of turn\"", ins.Text, verb)
}

// numberedAction reads "VERB N" ("adapt 2") as the action name with the
// amount N, or reports false.
func (p *blockParser) numberedAction(line int, clause, verb string) (rulings.Value, bool, error) {
	n, ok := strings.CutPrefix(clause, verb+" ")
	if !ok {
		return rulings.Value{}, false, nil
	}
	v, err := p.value(line, n)
	return v, true, err
}

// supportForm is "Support N." as printed.
var supportForm = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(^|\. )([Ss])upport (\d+)\.?`)
})

// supportWording spells out "Support N." as the targets it means
// (701.41a): "each of up to N other target creatures" on a permanent, no
// "other" on an instant or sorcery (spell), for the printed text's target
// words to be read as any others are.
func supportWording(text string, spell bool) string {
	other := "other "
	if spell {
		other = ""
	}
	return supportForm().ReplaceAllString(text, "${1}${2}upport each of up to ${3} target "+other+"creatures.")
}
