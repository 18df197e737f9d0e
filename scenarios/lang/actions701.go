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
	if who, options, ok := strings.Cut(clause, " faces a villainous choice — "); ok {
		return p.villainousChoice(line, ins, who, options)
	}
	if ins, ok, err := p.meldInstruction(line, clause); ok {
		return ins, ok, err
	}
	if where, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), "venture into "); ok {
		// "Venture into the dungeon." (701.49a-c) and "Venture into
		// Undercity." (701.49d): the controller ventures; a quality
		// limits the dungeon they may choose.
		if where != "the dungeon" {
			ins.Name = where
		}
		return action("venture into the dungeon", "venture")
	}
	if strings.EqualFold(clause, "you become the monarch") {
		// "You become the monarch." (725.1 of 2026): a designation, not a
		// keyword action; refused before the rules that brought it.
		if err := p.wordingInEdition(line, "you become the monarch", rulings.MonarchSince); err != nil {
			return ins, true, err
		}
		ins.Op = "become-monarch"
		return ins, true, nil
	}
	if strings.EqualFold(clause, "the ring tempts you") {
		// "The Ring tempts you." (701.54a): the controller is tempted
		// and chooses their Ring-bearer.
		return action("the ring tempts you", "ring-tempts")
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
	case "learn", "you learn":
		// 701.48a: the controller discards to draw, or reveals a Lesson
		// from outside the game.
		return action("learn", "learn")
	case "manifest dread", "you manifest dread":
		// 701.62a: the controller looks at the top two cards of their
		// library and chooses the one to manifest.
		return action("manifest dread", "manifest-dread")
	}
	for _, verb := range []string{"manifest", "cloak"} {
		// "Manifest the top card of your library." (701.40a), "Cloak
		// the top two cards of your library." (701.58a, e).
		what, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), verb+" the top ")
		if !ok {
			continue
		}
		if what == "card of your library" {
			return action(verb, verb)
		}
		n, ok := strings.CutSuffix(what, " cards of your library")
		if !ok {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"%s the top card of your library\" or \"%s the top N cards of your library\"", clause, verb, verb)
		}
		v, err := p.value(line, n)
		if err != nil {
			return ins, true, err
		}
		ins.Amount = v
		return action(verb, verb)
	}
	// "Adapt 2." and "Monstrosity 3." act on the permanent whose ability
	// it is (701.46a, 701.37a); "Bolster 1." and "Fateseal 2." have its
	// controller choose (701.39a, 701.29a), as "Discover 3." has its
	// controller discover (701.57a).
	for _, a := range []struct {
		verb string
		this bool
	}{{"adapt", true}, {"monstrosity", true}, {"scry", false}, {"bolster", false}, {"fateseal", false}, {"discover", false}, {"collect evidence", false}} {
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
	if what, ok := strings.CutPrefix(strings.TrimPrefix(clause, "you "), "earthbend "); ok {
		// What earthbendWording made of "Earthbend 2." (701.66a): the
		// amount, then the target land.
		n, who, ok := strings.Cut(what, " on ")
		if !ok {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"earthbend N\" (the land it targets is one you control)", clause)
		}
		v, err := p.value(line, n)
		if err != nil {
			return ins, true, err
		}
		refs, err := p.objectRefs(line, who)
		if err != nil {
			return ins, true, err
		}
		ins.Amount, ins.Object, ins.Objects = v, refs[0], refs[1:]
		return action("earthbend", "earthbend")
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
	// (701.44a, 701.50a, 701.63a). "A and B explore": two permanents
	// instructed at the same time (701.44d, 701.50d).
	for _, a := range []struct{ verb, name string }{{" explores", "explore"}, {" connives", "connive"}, {" endures ", "endure"}, {" explore", "explore"}, {" connive", "connive"}} {
		who, rest, ok := strings.Cut(clause, a.verb)
		plural := !strings.HasSuffix(a.verb, "s") && a.name != "endure"
		if !ok || plural != strings.Contains(who, " and ") || strings.Contains(who, " ") && who != "this creature" && !plural || a.name == "endure" && rest == "" || a.name == "explore" && rest != "" {
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
	for _, verb := range []string{"suspect", "detain", "goad", "exert", "transform", "convert", "airbend", "harness"} {
		// "Suspect target creature." (701.60a), "Detain target
		// nonland permanent an opponent controls." (701.35a), "Goad
		// target creature." (701.15a), "Exert it." (701.43a), "Transform
		// this creature." (701.27a), "Convert it." (701.28a), "Airbend
		// target creature." (701.65a), "Harness this creature."
		// (701.64a).
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
	if rest == "the amount of each type of unspent mana you have" && verb == "double" {
		ins.Name = rulings.MultiplyMana
		return ins, true, nil
	}
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

// earthbendForm is "Earthbend N." as printed.
var earthbendForm = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(^|\. )([Ee])arthbend (\d+|X)\.?`)
})

// earthbendWording spells out "Earthbend N." with the target it means
// (701.66a: "target land you control becomes ..."), for the target to be
// read as any other is.
func earthbendWording(text string) string {
	return earthbendForm().ReplaceAllString(text, "${1}${2}arthbend ${3} on target land you control.")
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

// exertAsAttacks reads "You may exert this creature as it attacks. When
// you do, INSTRUCTIONS." (the card's name may stand for "this
// creature"): the static ability that makes exerting it an optional cost
// to attack, with the ability linked to it (701.43d), whose leading "it"
// is the exerted creature. It reports false for any other line.
func (p *blockParser) exertAsAttacks(c *rulings.Characteristics, n *node) (bool, error) {
	text := strings.TrimSuffix(withoutReminder(n.text), ".")
	self := ""
	for _, name := range []string{"this creature", c.Name, lowerFirst(c.Name)} {
		if name == "" {
			continue
		}
		if rest, ok := strings.CutPrefix(lowerFirst(text), "you may exert "+name+" as it attacks"); ok {
			self, text = name, rest
			break
		}
	}
	if self == "" {
		return false, nil
	}
	if err := p.actionInEdition(n.line, "exert"); err != nil {
		return true, err
	}
	a := &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(n.text, "."), Static: &rulings.Static{Kind: rulings.ExertAsAttacksRule}}
	if text != "" {
		effect, ok := strings.CutPrefix(text, ". When you do, ")
		if !ok {
			effect, ok = strings.CutPrefix(text, ". when you do, ")
		}
		if !ok {
			return true, errorf(p.file, n.line, "cannot read %q: expected \"%s. When you do, INSTRUCTIONS.\"", n.text, rulings.ExertAsAttacks)
		}
		if rest, ok := strings.CutPrefix(effect, "it "); ok {
			effect = "this " + rest
		}
		effect = strings.ReplaceAll(strings.ReplaceAll(effect, c.Name, "this"), "this creature", "this")
		ins, err := p.instructions(n.line, effect)
		if err != nil {
			return true, err
		}
		for _, i := range ins {
			if err := rulings.CheckInstruction(i); err != nil {
				return true, errorf(p.file, n.line, "cannot use %v", err)
			}
			for _, ref := range append([]rulings.Ref{i.Object, i.Player}, i.Objects...) {
				if ref.Kind == rulings.RefTarget {
					return true, errorf(p.file, n.line, "cannot read %q: the ability linked to exert names no target here", n.text)
				}
			}
		}
		a.Static.Effect = ins
	}
	c.Abilities = append(c.Abilities, a)
	return true, p.noChildren(n)
}

// villainousChoice reads "PLAYER faces a villainous choice — OPTION A, or
// OPTION B" (701.55a): the player facing it is the subject, each option
// instructions in which "you" is the controller and "that player" the
// one facing the choice.
func (p *blockParser) villainousChoice(line int, ins rulings.Instruction, who, options string) (rulings.Instruction, bool, error) {
	if err := p.actionInEdition(line, "face a villainous choice"); err != nil {
		return ins, true, err
	}
	subj, rest, err := p.subject(line, who+" x")
	if err != nil {
		return ins, true, err
	}
	if rest != "x" {
		return ins, true, errorf(p.file, line, "cannot read %q: expected \"PLAYER faces a villainous choice — OPTION, or OPTION\"", ins.Text)
	}
	a, b, ok := strings.Cut(options, ", or ")
	if !ok {
		return ins, true, errorf(p.file, line, "cannot read %q: a villainous choice has two options, \"OPTION, or OPTION\"", ins.Text)
	}
	ins.Op, ins.Player = "villainous-choice", subj
	for _, text := range []string{lowerFirst(a), lowerFirst(b)} {
		inner, err := p.instructions(line, text)
		if err != nil {
			return ins, true, err
		}
		ins.Else = append(ins.Else, rulings.Instruction{Op: "villainous-option", Text: text, Else: inner})
	}
	return ins, true, nil
}

// voteInstruction reads the clauses of a vote (701.38a-b): "starting with
// you, each player votes for A or B", "if A gets more votes, EFFECT", "if
// B gets more votes or the vote is tied, EFFECT" and "for each A vote,
// EFFECT".
func (p *blockParser) voteInstruction(line int, ins rulings.Instruction, clause string) (rulings.Instruction, bool, error) {
	inner := func(op, name, effect string) (rulings.Instruction, bool, error) {
		if err := p.actionInEdition(line, "vote"); err != nil {
			return ins, true, err
		}
		e, err := p.instructions(line, effect)
		if err != nil {
			return ins, true, err
		}
		ins.Op, ins.Name, ins.Else, ins.Player = op, name, e, rulings.Ref{}
		return ins, true, nil
	}
	if options, ok := strings.CutPrefix(clause, "starting with you, each player votes for "); ok {
		if err := p.actionInEdition(line, "vote"); err != nil {
			return ins, true, err
		}
		if !strings.Contains(options, " or ") {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"starting with you, each player votes for A or B\"", clause)
		}
		ins.Op, ins.Name, ins.Player = "vote", options, rulings.Ref{Kind: rulings.RefEachPlayer}
		return ins, true, nil
	}
	if rest, ok := strings.CutPrefix(clause, "if "); ok {
		if option, effect, ok := strings.Cut(rest, " gets more votes or the vote is tied, "); ok {
			return inner("vote-result", option+rulings.VoteTied, effect)
		}
		if option, effect, ok := strings.Cut(rest, " gets more votes, "); ok {
			return inner("vote-result", option, effect)
		}
	}
	if rest, ok := strings.CutPrefix(clause, "for each "); ok {
		if option, effect, ok := strings.Cut(rest, " vote, "); ok {
			return inner("for-each-vote", option, effect)
		}
	}
	return ins, false, nil
}
