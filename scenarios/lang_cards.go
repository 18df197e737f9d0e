package scenarios

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// card parses a card definition:
//
//	card "Name" {cost} supertypes types — subtypes P/T colors
//	  ability lines
//
// or a split card whose halves are "half" lines with their own abilities.
func (p *blockParser) card(n *node) (*rulings.CardDefinition, error) {
	name, rest, ok := quotedPrefix(strings.TrimPrefix(n.text, "card "))
	if !ok || name == "" {
		return nil, errorf(p.file, n.line, "expected a quoted card name after \"card\"")
	}
	def := &rulings.CardDefinition{Name: name}
	if rest == "" {
		for _, c := range n.children {
			if !strings.HasPrefix(c.text, "half ") {
				return nil, errorf(p.file, c.line, "a split card lists its halves as \"half \\\"Name\\\" {cost} types\" lines; found %q", c.text)
			}
			hname, hrest, ok := quotedPrefix(strings.TrimPrefix(c.text, "half "))
			if !ok {
				return nil, errorf(p.file, c.line, "expected a quoted half name after \"half\"")
			}
			face, err := p.face(c, hname, hrest)
			if err != nil {
				return nil, err
			}
			def.Faces = append(def.Faces, face)
		}
		if len(def.Faces) != 2 {
			return nil, errorf(p.file, n.line, "card %q needs a cost and type line, or exactly two \"half\" lines (505.1)", name)
		}
		return def, nil
	}
	face, err := p.face(n, name, rest)
	if err != nil {
		return nil, err
	}
	def.Faces = []rulings.Characteristics{face}
	return def, nil
}

// face parses the cost, type line, P/T and colors of one face and its
// ability lines.
func (p *blockParser) face(n *node, name, rest string) (rulings.Characteristics, error) {
	c := rulings.Characteristics{Name: name}
	words := strings.Fields(rest)
	if len(words) > 0 && strings.HasPrefix(words[0], "{") {
		m, err := rulings.ParseManaCost(words[0])
		if err != nil {
			return c, errorf(p.file, n.line, "%v", err)
		}
		c.ManaCost, c.HasCost = m, true
		c.Colors = m.Colors()
		words = words[1:]
	}
	sub := false
	explicitColors := false
	for _, w := range words {
		switch {
		case w == "—" || w == "-" || w == "--":
			sub = true
		case strings.Contains(w, "/") && !sub || strings.Contains(w, "/") && isPT(w):
			pw, tg, ok := parsePT(w)
			if !ok {
				return c, errorf(p.file, n.line, "bad power/toughness %q (expected e.g. 2/2)", w)
			}
			c.Power, c.Toughness = pw, tg
		case isPT(w):
			c.Power, c.Toughness, _ = parsePT(w)
		case colorWord(w):
			if !explicitColors {
				c.Colors, explicitColors = 0, true
			}
			if col, ok := rulings.ParseColor(w); ok {
				c.Colors = c.Colors.With(col)
			}
		case sub:
			c.Subtypes = append(c.Subtypes, w)
		case supertypes[w]:
			c.Supertypes = append(c.Supertypes, w)
		case cardTypes[w]:
			c.Types = append(c.Types, w)
		default:
			return c, errorf(p.file, n.line, "unknown word %q in the type line (expected a card type such as creature, a supertype, \"—\" before subtypes, P/T or a color)", w)
		}
	}
	if len(c.Types) == 0 {
		return c, errorf(p.file, n.line, "card %q has no card type (artifact, creature, enchantment, instant, land or sorcery)", name)
	}
	for _, child := range n.children {
		if err := p.abilityLine(&c, child); err != nil {
			return c, err
		}
	}
	return c, nil
}

var cardTypes = map[string]bool{"artifact": true, "creature": true, "enchantment": true, "instant": true, "land": true, "sorcery": true, "tribal": true}
var supertypes = map[string]bool{"basic": true, "legendary": true, "snow": true, "world": true}

func colorWord(w string) bool {
	if w == "colorless" {
		return true
	}
	_, ok := rulings.ParseColor(w)
	return ok && len(w) > 1
}

func isPT(w string) bool {
	_, _, ok := parsePT(w)
	return ok
}

func parsePT(w string) (int, int, bool) {
	a, b, ok := strings.Cut(w, "/")
	if !ok {
		return 0, 0, false
	}
	pw, err1 := strconv.Atoi(a)
	tg, err2 := strconv.Atoi(b)
	return pw, tg, err1 == nil && err2 == nil
}

// spell returns the face's spell ability, creating it on first use.
func spell(c *rulings.Characteristics) *rulings.Ability {
	for _, a := range c.Abilities {
		if a.Kind == rulings.SpellAbility {
			return a
		}
	}
	a := &rulings.Ability{Kind: rulings.SpellAbility}
	c.Abilities = append(c.Abilities, a)
	return a
}

// abilityLine parses one ability of a face.
func (p *blockParser) abilityLine(c *rulings.Characteristics, n *node) error {
	text := n.text
	head, rest, _ := strings.Cut(text, " ")
	fail := func(format string, args ...any) error { return errorf(p.file, n.line, format, args...) }
	switch {
	case head == "effect" || head == "target":
		if err := p.abilityPart(spell(c), n); err != nil {
			return err
		}
		return p.noChildren(n)
	case head == "mode":
		return p.mode(spell(c), n, rest)
	case text == "an opponent chooses the mode":
		spell(c).OpponentChooses = true
		return p.noChildren(n)
	case head == "ninjutsu":
		m, err := rulings.ParseManaCost(rest)
		if err != nil {
			return fail("ninjutsu: %v", err)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{
			Kind: rulings.ActivatedAbility, Keyword: "ninjutsu", Zone: rulings.ZoneHand, Text: "ninjutsu " + rest,
			Cost:   rulings.Cost{Mana: m, HasMana: true, Parts: []rulings.CostPart{{Action: rulings.ReturnUnblocked, Text: "return an unblocked creature you control to its owner's hand"}}},
			Effect: []rulings.Instruction{{Op: "ninjutsu", Text: "put this card into play from your hand tapped and attacking"}},
		})
		return p.noChildren(n)
	case text == "haunt":
		c.Abilities = append(c.Abilities, &rulings.Ability{
			Kind: rulings.TriggeredAbility, Keyword: "haunt", Text: "haunt",
			Trigger: &rulings.Trigger{Kind: rulings.OnEvent, Event: rulings.ZoneChanged, Self: true, From: rulings.ZoneInPlay, To: rulings.ZoneGraveyard},
			Targets: []rulings.TargetSpec{{Names: []string{"H"}, Filter: rulings.Filter{Types: []string{"creature"}, Text: "creature"}}},
			Effect:  []rulings.Instruction{{Op: "haunt", Object: rulings.Ref{Kind: rulings.RefTarget, Name: "H"}, Text: "remove it from the game haunting target creature"}},
		})
		return p.noChildren(n)
	case head == "morph":
		m, err := rulings.ParseManaCost(rest)
		if err != nil {
			return fail("morph: %v", err)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "morph", Text: "morph " + rest,
			Cost: rulings.Cost{Mana: m, HasMana: true}, Static: &rulings.Static{Kind: rulings.PlayRule}})
		return p.noChildren(n)
	case head == "kicker":
		m, err := rulings.ParseManaCost(rest)
		if err != nil {
			return fail("kicker: %v", err)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "kicker", Text: "kicker " + rest,
			Cost: rulings.Cost{Mana: m, HasMana: true}, Static: &rulings.Static{Kind: rulings.PlayRule}})
		return p.noChildren(n)
	case head == "additional-cost":
		part, err := p.costPart(n.line, rest)
		if err != nil {
			return err
		}
		a := &rulings.Ability{Kind: rulings.StaticAbility, Text: "As an additional cost, " + rest, AdditionalCosts: []rulings.CostPart{part}, Static: &rulings.Static{Kind: rulings.PlayRule}}
		c.Abilities = append(c.Abilities, a)
		return p.noChildren(n)
	case head == "enchant":
		f, err := p.filter(n.line, rest)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "enchant", Text: text, Static: &rulings.Static{Kind: rulings.Enchant, Filter: f}})
		return p.noChildren(n)
	case text == "comes into play tapped":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.EntersTapped}})
		return p.noChildren(n)
	case strings.HasPrefix(text, "comes into play with "):
		var count int
		var kind string
		if _, err := fmt.Sscanf(strings.TrimPrefix(text, "comes into play with "), "%d %s counter", &count, &kind); err != nil || count < 1 || !strings.HasSuffix(text, " counters") && !strings.HasSuffix(text, " counter") {
			return fail("expected \"comes into play with N KIND counters\" (e.g. \"comes into play with 2 +1/+1 counters\")")
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text,
			Static: &rulings.Static{Kind: rulings.EntersWithCounters, Amount: rulings.Value{N: count}, Counter: kind}})
		return p.noChildren(n)
	case head == "bloodthirst" || head == "dredge":
		v := rulings.Value{Var: rest}
		if rest != "X" || head == "dredge" {
			count, err := strconv.Atoi(rest)
			if err != nil || count < 1 {
				return fail("expected \"%s N\"%s", head, map[bool]string{true: " or \"bloodthirst X\"", false: ""}[head == "bloodthirst"])
			}
			v = rulings.Value{N: count}
		}
		kind := rulings.Bloodthirst
		if head == "dredge" {
			kind = rulings.Dredge
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: head, Text: text, Static: &rulings.Static{Kind: kind, Amount: v}})
		return p.noChildren(n)
	case text == "substance":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "substance", Text: text, Static: &rulings.Static{Kind: rulings.PlayRule}})
		return p.noChildren(n)
	case head == "transmute":
		m, err := rulings.ParseManaCost(rest)
		if err != nil {
			return fail("transmute: %v", err)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{
			Kind: rulings.ActivatedAbility, Keyword: "transmute", Zone: rulings.ZoneHand, Text: "transmute " + rest, SorceryTiming: true,
			Cost: rulings.Cost{Mana: m, HasMana: true, Parts: []rulings.CostPart{{Action: rulings.Discard, Self: true, Text: "discard this card"}}},
			Effect: []rulings.Instruction{{Op: "search-library", Player: rulings.Ref{Kind: rulings.RefYou}, Text: "search your library for a card with the same converted mana cost",
				Filter: rulings.Filter{CMC: &rulings.Value{Var: "the converted mana cost of this"}, Text: "card with the same converted mana cost as the discarded card"}}},
		})
		return p.noChildren(n)
	case strings.HasPrefix(text, "protection from "):
		s, err := p.protection(n.line, text)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "protection", Text: text, Static: s})
		return p.noChildren(n)
	case text == "convoke":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: "convoke", Text: "convoke", Static: &rulings.Static{Kind: rulings.Convoke}})
		return p.noChildren(n)
	case head == "cycling":
		m, err := rulings.ParseManaCost(rest)
		if err != nil {
			return fail("cycling: %v", err)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{
			Kind: rulings.ActivatedAbility, Keyword: "cycling", Zone: rulings.ZoneHand, Text: "cycling " + rest,
			Cost:   rulings.Cost{Mana: m, HasMana: true, Parts: []rulings.CostPart{{Action: rulings.Discard, Self: true, Text: "discard this card"}}},
			Effect: []rulings.Instruction{{Op: "draw", Player: rulings.Ref{Kind: rulings.RefYou}, Amount: rulings.Value{N: 1}, Text: "draw a card"}},
		})
		return p.noChildren(n)
	case head == "static":
		s, err := p.static(n.line, rest)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: rest, Static: s})
		return p.noChildren(n)
	case head == "mana" || head == "activated":
		return p.activated(c, n, head == "mana", rest)
	case head == "when" || head == "whenever" || head == "at":
		return p.triggered(c, n)
	}
	return fail("unknown ability %q (expected effect, target, additional-cost, convoke, cycling, static, mana, activated, or a trigger starting with when/whenever/at)", text)
}

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

func (p *blockParser) noChildren(n *node) error {
	if len(n.children) > 0 {
		return errorf(p.file, n.children[0].line, "unexpected indentation under %q", n.text)
	}
	return nil
}

// activated parses "activated COST: EFFECT" or "mana COST: add {B}", with
// optional "target" lines under it.
func (p *blockParser) activated(c *rulings.Characteristics, n *node, mana bool, rest string) error {
	costText, effect, ok := strings.Cut(rest, ":")
	if !ok {
		return errorf(p.file, n.line, "expected \"COST: EFFECT\" after %q", strings.Fields(n.text)[0])
	}
	cost, err := p.cost(n.line, costText)
	if err != nil {
		return err
	}
	a := &rulings.Ability{Kind: rulings.ActivatedAbility, Mana: mana, Cost: cost, Text: strings.TrimSpace(rest)}
	if a.Effect, err = p.instructions(n.line, effect); err != nil {
		return err
	}
	if err := p.subTargets(a, n); err != nil {
		return err
	}
	if mana && len(a.Targets) > 0 {
		return errorf(p.file, n.line, "a mana ability has no target (406.1)")
	}
	c.Abilities = append(c.Abilities, a)
	return nil
}

// subTargets reads the "target" and "mode" lines under an ability line.
func (p *blockParser) subTargets(a *rulings.Ability, n *node) error {
	for _, child := range n.children {
		head, rest, _ := strings.Cut(child.text, " ")
		switch head {
		case "target":
			if err := p.abilityPart(a, child); err != nil {
				return err
			}
			if err := p.noChildren(child); err != nil {
				return err
			}
		case "mode":
			if err := p.mode(a, child, rest); err != nil {
				return err
			}
		default:
			return errorf(p.file, child.line, "only \"target\" and \"mode\" lines may be indented under an ability; found %q", child.text)
		}
	}
	return nil
}

// abilityPart adds a "target" or "effect" line to an ability. "target
// NAME: what, if kicked" and "effect if kicked, ..." apply only when the
// kicker cost was paid (409.1d).
func (p *blockParser) abilityPart(a *rulings.Ability, n *node) error {
	head, rest, _ := strings.Cut(n.text, " ")
	if head == "target" {
		spec, err := p.targetSpec(n.line, strings.TrimSuffix(rest, ", if kicked"))
		if err != nil {
			return err
		}
		if strings.HasSuffix(rest, ", if kicked") {
			spec.OnlyIf = "kicked"
		}
		a.Targets = append(a.Targets, spec)
		return nil
	}
	text, kicked := strings.CutPrefix(rest, "if kicked, ")
	ins, err := p.instructions(n.line, text)
	if err != nil {
		return err
	}
	for i := range ins {
		if kicked {
			ins[i].If = "kicked"
		}
	}
	a.Effect = append(a.Effect, ins...)
	a.Text = joinText(a.Text, rest)
	return nil
}

// mode parses `mode "NAME"` and its indented target and effect lines.
func (p *blockParser) mode(a *rulings.Ability, n *node, rest string) error {
	name, after, ok := quotedPrefix(rest)
	if !ok || name == "" || after != "" {
		return errorf(p.file, n.line, "expected `mode \"NAME\"` with its target and effect lines indented under it")
	}
	m := &rulings.Ability{Kind: a.Kind}
	for _, child := range n.children {
		head, _, _ := strings.Cut(child.text, " ")
		if head != "target" && head != "effect" {
			return errorf(p.file, child.line, "only \"target\" and \"effect\" lines may be indented under a mode; found %q", child.text)
		}
		if err := p.abilityPart(m, child); err != nil {
			return err
		}
		if err := p.noChildren(child); err != nil {
			return err
		}
	}
	if len(m.Effect) == 0 {
		return errorf(p.file, n.line, "mode %q has no effect line", name)
	}
	m.Text = name
	a.Modes = append(a.Modes, m)
	a.Text = joinText(a.Text, "mode "+name)
	return nil
}

// cost parses "{1}, {T}, sacrifice this".
func (p *blockParser) cost(line int, s string) (rulings.Cost, error) {
	var c rulings.Cost
	for _, part := range splitList(s) {
		switch {
		case part == "{T}":
			c.Tap = true
		case strings.HasPrefix(part, "{"):
			m, err := rulings.ParseManaCost(part)
			if err != nil {
				return c, errorf(p.file, line, "%v", err)
			}
			c.Mana, c.HasMana = m, true
		default:
			cp, err := p.costPart(line, part)
			if err != nil {
				return c, err
			}
			c.Parts = append(c.Parts, cp)
		}
	}
	return c, nil
}

// costPart parses "sacrifice a creature", "sacrifice this", "discard a card".
func (p *blockParser) costPart(line int, s string) (rulings.CostPart, error) {
	verb, what, _ := strings.Cut(strings.TrimSpace(s), " ")
	part := rulings.CostPart{Text: strings.TrimSpace(s)}
	switch verb {
	case "sacrifice":
		part.Action = rulings.Sacrifice
	case "discard":
		part.Action = rulings.Discard
	default:
		return part, errorf(p.file, line, "unknown cost %q (expected a mana cost, {T}, \"sacrifice ...\" or \"discard ...\")", s)
	}
	if what == "this" {
		part.Self = true
		return part, nil
	}
	f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
	if err != nil {
		return part, err
	}
	part.Filter = f
	return part, nil
}

// targetSpec parses "T: nonblack creature" or "A, B: creature" (one
// instance of the word "target" asking for two targets).
func (p *blockParser) targetSpec(line int, s string) (rulings.TargetSpec, error) {
	names, what, ok := strings.Cut(s, ":")
	if !ok {
		return rulings.TargetSpec{}, errorf(p.file, line, "expected \"target NAME: what\" (e.g. \"target T: nonblack creature\")")
	}
	spec := rulings.TargetSpec{Names: splitList(names)}
	var lo, hi int
	var group string
	if k, err := fmt.Sscanf(names, "%d-%d %s", &lo, &hi, &group); err == nil && k == 3 {
		if lo < 0 || hi < 1 || lo > hi || hi > 20 {
			return spec, errorf(p.file, line, "bad number of targets %d-%d", lo, hi)
		}
		spec.Names, spec.Min, spec.Max = []string{group}, lo, hi
	}
	if len(spec.Names) == 0 {
		return spec, errorf(p.file, line, "expected a name for the target before ':'")
	}
	for _, nm := range spec.Names {
		if strings.ContainsAny(nm, " \"") {
			return spec, errorf(p.file, line, "a target name is one word, found %q", nm)
		}
	}
	f, err := p.filter(line, strings.TrimSpace(what))
	if err != nil {
		return spec, err
	}
	spec.Filter = f
	return spec, nil
}

// static parses a static ability's effect.
func (p *blockParser) static(line int, s string) (*rulings.Static, error) {
	if rest, ok := strings.CutPrefix(s, "cost-reduction "); ok {
		amount, what, _ := strings.Cut(rest, " ")
		m, err := rulings.ParseManaCost(amount)
		if err != nil {
			return nil, errorf(p.file, line, "cost-reduction: %v", err)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.CostReduction, Mana: m, Filter: f}, nil
	}
	for _, who := range [][2]string{{"players can't play ", "players"}, {"your opponents can't play ", "opponents"}} {
		if rest, ok := strings.CutPrefix(s, who[0]); ok {
			f, err := p.filter(line, rest)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.Prohibition, Filter: f, Players: who[1]}, nil
		}
	}
	for _, verb := range []string{" gets ", " get "} {
		if what, pt, ok := strings.Cut(s, verb); ok {
			pw, tg, okPT := parsePT(strings.ReplaceAll(pt, "+", ""))
			if !okPT {
				return nil, errorf(p.file, line, "expected \"FILTER gets +N/+N\", found %q", s)
			}
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.ModifyPT, Filter: f, Power: pw, Toughness: tg}, nil
		}
	}
	if rest, ok := strings.CutPrefix(s, "prevent all damage that would be dealt to "); ok {
		f, err := p.filter(line, rest)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.PreventDamage, Filter: f}, nil
	}
	if rest, ok := strings.CutPrefix(s, "all "); ok {
		if what, ok := strings.CutSuffix(rest, " lose all abilities"); ok {
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.LoseAllAbilities, Filter: f}, nil
		}
		if what, become, ok := strings.Cut(rest, " are "); ok {
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			st := &rulings.Static{Kind: rulings.TypeChange, Filter: f}
			for _, w := range strings.Fields(become) {
				switch {
				case isPT(w):
					st.SetsPT = true
					st.Power, st.Toughness, _ = parsePT(w)
				case cardTypes[singular(w)]:
					st.Types = append(st.Types, singular(w))
				default:
					return nil, errorf(p.file, line, "unknown word %q in \"are ...\" (expected card types and an optional P/T)", w)
				}
			}
			if len(st.Types) == 0 {
				return nil, errorf(p.file, line, "\"are ...\" needs a card type, e.g. \"all lands are creatures\"")
			}
			return st, nil
		}
	}
	return nil, errorf(p.file, line, "unknown static ability %q (expected cost-reduction, \"prevent all damage that would be dealt to ...\", \"all ... are TYPES\", \"all ... lose all abilities\", \"players can't play ...\" or \"your opponents can't play ...\")", s)
}

// triggered parses "when/whenever/at CONDITION: EFFECT" with optional
// target lines under it.
func (p *blockParser) triggered(c *rulings.Characteristics, n *node) error {
	cond, effect, ok := strings.Cut(n.text, ":")
	if !ok {
		return errorf(p.file, n.line, "expected \"CONDITION: EFFECT\" in a triggered ability")
	}
	cond, ifClause, hasIf := strings.Cut(cond, ", if ")
	t, err := p.trigger(n.line, strings.TrimSpace(cond))
	if err != nil {
		return err
	}
	if hasIf {
		if !contains(rulings.StateConditions(), ifClause) {
			return errorf(p.file, n.line, "unknown condition %q after \", if\" (expected one of %q)", ifClause, rulings.StateConditions())
		}
		t.If = ifClause
	}
	a := &rulings.Ability{Kind: rulings.TriggeredAbility, Trigger: t, Text: n.text}
	if a.Effect, err = p.instructions(n.line, effect); err != nil {
		return err
	}
	if err := p.subTargets(a, n); err != nil {
		return err
	}
	c.Abilities = append(c.Abilities, a)
	return nil
}

// trigger parses a trigger condition.
func (p *blockParser) trigger(line int, s string) (*rulings.Trigger, error) {
	word, rest, _ := strings.Cut(s, " ")
	if word == "at" {
		rest = strings.TrimPrefix(rest, "the ")
		what, ok := strings.CutPrefix(rest, "beginning of ")
		if !ok {
			return nil, errorf(p.file, line, "expected \"at the beginning of ...\"")
		}
		whose, step, _ := strings.Cut(what, " ")
		switch whose {
		case "each", "each player's":
		case "your":
		default:
			return nil, errorf(p.file, line, "expected \"each\" or \"your\" in \"at the beginning of ...\", found %q", whose)
		}
		step = strings.TrimPrefix(step, "player's ")
		st, ok := rulings.ParseStep(step)
		if !ok {
			return nil, errorf(p.file, line, "unknown step %q", step)
		}
		return &rulings.Trigger{Kind: rulings.AtBeginning, Step: st, Whose: whose}, nil
	}
	for _, cond := range rulings.StateConditions() {
		if rest == cond {
			return &rulings.Trigger{Kind: rulings.OnState, State: cond}, nil
		}
	}
	t := &rulings.Trigger{Kind: rulings.OnEvent, From: rulings.ZoneAny, To: rulings.ZoneAny}
	if rest == "the creature it haunts is put into a graveyard from play" {
		t.Event, t.Haunted, t.From, t.To = rulings.ZoneChanged, true, rulings.ZoneInPlay, rulings.ZoneGraveyard
		return t, nil
	}
	subject, event := splitSubject(rest)
	if subject == "this" {
		t.Self = true
	} else if subject != "" {
		f, err := p.filter(line, subject)
		if err != nil {
			return nil, err
		}
		t.Filter = f
	}
	switch {
	case event == "comes into play":
		t.Event, t.To = rulings.ZoneChanged, rulings.ZoneInPlay
	case event == "is put into a graveyard from play":
		t.Event, t.From, t.To = rulings.ZoneChanged, rulings.ZoneInPlay, rulings.ZoneGraveyard
	case event == "leaves play":
		t.Event, t.From = rulings.ZoneChanged, rulings.ZoneInPlay
	case event == "is dealt damage":
		t.Event = rulings.DamageDealt
	case rest == "this attacks":
		t.Event, t.Self = rulings.Attacks, true
	case rest == "this blocks":
		t.Event, t.Self = rulings.Blocks, true
	case rest == "this blocks a creature":
		t.Event, t.Self = rulings.BlocksCreature, true
	case rest == "this becomes blocked":
		t.Event, t.Self = rulings.BecomesBlocked, true
	case rest == "a creature blocks this":
		t.Event, t.Self, t.Filter = rulings.BlockedBy, true, rulings.Filter{}
	case rest == "you cycle this":
		t.Event, t.Self = rulings.Cycled, true
	case strings.HasPrefix(rest, "a player taps ") && strings.HasSuffix(rest, " for mana"):
		what := strings.TrimSuffix(strings.TrimPrefix(rest, "a player taps "), " for mana")
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		if err != nil {
			return nil, err
		}
		t.Event, t.Filter, t.Self = rulings.TappedForMana, f, false
	default:
		return nil, errorf(p.file, line, "unknown trigger condition %q (expected e.g. \"this comes into play\", \"a land is put into a graveyard from play\", \"this is dealt damage\", \"you cycle this\", \"a player taps a land for mana\", \"the beginning of each upkeep\", or a state such as %q)", s, strings.Join(rulings.StateConditions(), "\", \""))
	}
	return t, nil
}

// splitSubject splits "a land is put into ..." into "land" and the event.
func splitSubject(s string) (string, string) {
	for _, verb := range []string{" comes into play", " is put into", " leaves play", " is dealt damage"} {
		if i := strings.Index(s, verb); i >= 0 {
			subj := strings.TrimSpace(s[:i])
			subj = strings.TrimPrefix(strings.TrimPrefix(subj, "an "), "a ")
			return subj, strings.TrimSpace(s[i:])
		}
	}
	return "", s
}

// plural type words and their singulars.
func singular(w string) string {
	switch w {
	case "sorceries":
		return "sorcery"
	}
	return strings.TrimSuffix(w, "s")
}

// filter parses a description such as "nonblack creature", "black spells
// you play", "artifacts, creatures, and enchantments", "nonland cards with
// converted mana cost equal to the chosen number", "player".
func (p *blockParser) filter(line int, s string) (rulings.Filter, error) {
	f := rulings.Filter{Text: strings.TrimSpace(s)}
	s = strings.TrimSpace(s)
	zone := rulings.ZoneNone
	for _, suffix := range [][2]string{{" in a graveyard", "graveyard"}, {" in your graveyard", "your graveyard"}} {
		if before, ok := strings.CutSuffix(s, suffix[0]); ok {
			s, zone = before, rulings.ZoneGraveyard
			if suffix[1] == "your graveyard" {
				f.Controller = "you"
			}
		}
	}

	if before, value, ok := strings.Cut(s, " with converted mana cost "); ok {
		v, err := p.value(line, strings.TrimPrefix(value, "equal to "))
		if err != nil {
			return f, err
		}
		f.CMC = &v
		s = before
	}
	for _, suffix := range [][2]string{{" you play", "you"}, {" you control", "you"}, {" an opponent controls", "opponent"}} {
		if before, ok := strings.CutSuffix(s, suffix[0]); ok {
			f.Controller, s = suffix[1], before
		}
	}
	s = strings.TrimPrefix(s, "all ")
	s = strings.ReplaceAll(s, ", and ", ", ")
	s = strings.ReplaceAll(s, " and ", ", ")
	s = strings.ReplaceAll(s, " or ", ", ")
	for _, item := range splitList(s) {
		for _, w := range strings.Fields(item) {
			if err := p.filterWord(&f, w); err != nil {
				return f, errorf(p.file, line, "%v in %q", err, f.Text)
			}
		}
	}
	if zone != rulings.ZoneNone {
		f.Zone = zone
	}
	return f, nil
}

func (p *blockParser) filterWord(f *rulings.Filter, w string) error {
	base := singular(w)
	switch {
	case base == "player":
		f.Player = true
	case base == "opponent":
		f.Player, f.Controller = true, "opponent"
	case base == "spell":
		f.Zone, f.Kind = rulings.ZoneStack, "spell"
	case w == "ability" || w == "abilities":
		f.Zone, f.Kind = rulings.ZoneStack, "ability"
	case base == "card":
		f.Zone = rulings.ZoneHand
	case base == "permanent":
	case w == "enchanted":
		f.Enchanted = true
	case cardTypes[base]:
		f.Types = append(f.Types, base)
	case strings.HasPrefix(w, "non") && cardTypes[singular(w[3:])]:
		f.NotTypes = append(f.NotTypes, singular(w[3:]))
	case strings.HasPrefix(w, "non") && colorWord(w[3:]):
		c, _ := rulings.ParseColor(w[3:])
		f.NotColors = append(f.NotColors, c)
	case colorWord(w):
		c, _ := rulings.ParseColor(w)
		f.Colors = append(f.Colors, c)
	case supertypes[w]:
		f.Supertypes = append(f.Supertypes, w)
	case len(w) > 0 && w[0] >= 'A' && w[0] <= 'Z':
		f.Subtypes = append(f.Subtypes, base)
	default:
		return fmt.Errorf("unknown word %q", w)
	}
	return nil
}

// value parses an amount: a number, X, "that many", "the chosen number",
// "the converted mana cost of that card".
func (p *blockParser) value(line int, s string) (rulings.Value, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		return rulings.Value{N: n}, nil
	}
	switch s {
	case "a", "one":
		return rulings.Value{N: 1}, nil
	case "two":
		return rulings.Value{N: 2}, nil
	case "X", "that many", "the chosen number", "the converted mana cost of that card":
		return rulings.Value{Var: s}, nil
	}
	if what, ok := strings.CutPrefix(s, "the number of "); ok {
		f, err := p.filter(line, what)
		if err != nil {
			return rulings.Value{}, err
		}
		return rulings.Value{Var: "count", Count: &f}, nil
	}
	return rulings.Value{}, errorf(p.file, line, "unknown amount %q (expected a number, X, \"that many\", \"the chosen number\" or \"the converted mana cost of that card\")", s)
}

// protection parses "protection from white" or "protection from white and
// from blue" (502.7a).
func (p *blockParser) protection(line int, text string) (*rulings.Static, error) {
	s := &rulings.Static{Kind: rulings.Protection}
	for _, part := range strings.Split(strings.TrimPrefix(text, "protection "), " and ") {
		color, ok := strings.CutPrefix(strings.TrimSpace(part), "from ")
		c, okColor := rulings.ParseColor(color)
		if !ok || !okColor || len(color) < 3 {
			return nil, errorf(p.file, line, "expected \"protection from COLOR\", found %q", text)
		}
		s.Colors = s.Colors.With(c)
	}
	return s, nil
}
