package lang

import (
	"errors"
	"fmt"
	"slices"
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
	flip, n, err := p.flipFace(n)
	if err != nil {
		return nil, err
	}
	back, n, err := p.backFace(n)
	if err != nil {
		return nil, err
	}
	meld, n, err := p.meldLine(n)
	if err != nil {
		return nil, err
	}
	// A preparation card lists its prepare spell, the characteristics of
	// its inset frame, as a "prepare" line (722.2 of 2026).
	prepare, n, err := p.otherFace(n, "prepare ", "a preparation card has one prepare spell (722.2a)",
		"expected `prepare \"Name\" {COST} TYPES`, the prepare spell of a preparation card",
		func(line int) error { return p.wordingInEdition(line, "prepare", rulings.PreparationSince) })
	if err != nil {
		return nil, err
	}
	def.Prepare = prepare
	if meld != nil && (back != nil || flip != nil) {
		return nil, errorf(p.file, n.line, "card %q: a meld card has half of an oversized face on its back (712.4); it can't also have a back face or a flipped side", name)
	}
	def.Meld = meld
	if back != nil && flip != nil {
		return nil, errorf(p.file, n.line, "card %q: a double-faced card has one face on each side (712.2); it can't also have a flipped side", name)
	}
	// An adventurer card lists its Adventure as an "adventure" line with
	// its own abilities under it (715 of 2026). An Attraction lists the
	// numbers lit up on it as a "lights" line (717.1), and its visit
	// ability reads the "Prize — " paragraph (702.159b).
	main := *n
	main.children = nil
	var prize *node
	for _, c := range n.children {
		lights, isLights, err := p.lightsLine(c)
		if err != nil {
			return nil, err
		}
		if isLights {
			if def.Lights != nil {
				return nil, errorf(p.file, c.line, "card %q has one \"lights\" line", name)
			}
			def.Lights = lights
			continue
		}
		if prizeLine(c.text) {
			if prize != nil {
				return nil, errorf(p.file, c.line, "card %q has one \"Prize — \" paragraph (702.159b)", name)
			}
			prize = c
			continue
		}
		aname, arest, isAdventure := quotedPrefix(strings.TrimPrefix(c.text, "adventure "))
		if !strings.HasPrefix(c.text, "adventure ") {
			main.children = append(main.children, c)
			continue
		}
		if !isAdventure || def.Adventure != nil {
			return nil, errorf(p.file, c.line, "expected one `adventure \"Name\" {cost} instant — Adventure` line")
		}
		a, err := p.face(c, aname, arest)
		if err != nil {
			return nil, err
		}
		def.Adventure = &a
	}
	p.prize = prize
	face, err := p.face(&main, name, rest)
	p.prize = nil
	if err != nil {
		return nil, err
	}
	def.Faces = []rulings.Characteristics{face}
	if err := p.attractionCard(def, n, prize); err != nil {
		return nil, err
	}
	if err := p.planarCard(def, n); err != nil {
		return nil, err
	}
	def.Flipped = flip
	def.Back = back
	if back != nil && def.Adventure != nil {
		return nil, errorf(p.file, n.line, "card %q: a double-faced card has one face on each side (712.2); it can't also have an Adventure", name)
	}
	return def, nil
}

// backFace takes a double-faced card's back face out of its card block:
// a child line `back "Name" TYPES P/T COLORS` with its own ability lines
// (712.2 of 2026). It returns the block without that line.
func (p *blockParser) backFace(n *node) (*rulings.Characteristics, *node, error) {
	return p.otherFace(n, "back ", "a double-faced card has one back face (712.2)",
		"expected `back \"Name\" TYPES P/T COLORS`, the back face of a double-faced card",
		func(line int) error { return p.wordingInEdition(line, "back", rulings.InnistradUpdate) })
}

// otherFace takes out of a card block its one child line starting with
// prefix and naming a second set of characteristics (a back face, a
// flipped side), with the ability lines under it; inEdition, when not
// nil, refuses the line under an edition without such cards. It returns
// the block without that line; one and form are the errors for a second
// such line and a malformed one.
func (p *blockParser) otherFace(n *node, prefix, one, form string, inEdition func(line int) error) (*rulings.Characteristics, *node, error) {
	var other *rulings.Characteristics
	rest := *n
	rest.children = nil
	for _, c := range n.children {
		if !strings.HasPrefix(c.text, prefix) {
			rest.children = append(rest.children, c)
			continue
		}
		if other != nil {
			return nil, n, errorf(p.file, c.line, "%s", one)
		}
		word, _, _ := strings.Cut(prefix, " ")
		name, after, ok := quotedPrefix(strings.TrimPrefix(c.text, word+" "))
		if !ok || name == "" {
			return nil, n, errorf(p.file, c.line, "%s", form)
		}
		if inEdition != nil {
			if err := inEdition(c.line); err != nil {
				return nil, n, err
			}
		}
		f, err := p.face(c, name, after)
		if err != nil {
			return nil, n, err
		}
		other = &f
	}
	return other, &rest, nil
}

// face parses the cost, type line, P/T and colors of one face and its
// ability lines.
func (p *blockParser) face(n *node, name, rest string) (rulings.Characteristics, error) {
	if bracketed(n.children) && cleaveLine(n.children) {
		return p.cleaveFace(n, name, rest)
	}
	c := rulings.Characteristics{Name: name}
	words := strings.Fields(rest)
	if len(words) > 0 && strings.HasPrefix(words[0], "{") {
		m, err := rulings.ParseManaCost(words[0])
		if err != nil {
			return c, errorf(p.file, n.line, "%v", err)
		}
		if err := p.symbolsInEdition(n.line, words[0], m); err != nil {
			return c, err
		}
		c.ManaCost, c.HasCost = m, true
		c.Colors = m.Colors()
		words = words[1:]
	}
	sub := false
	explicitColors := false
	defense := -1
	for _, w := range words {
		switch {
		case w == "—" || w == "-" || w == "--":
			sub = true
		case isDefenseNumber(w) && slices.Contains(c.Types, "battle"):
			// A battle's printed defense, where a creature's P/T goes
			// (310.4a of 2026).
			if defense >= 0 {
				return c, errorf(p.file, n.line, "card %q: a battle has one printed defense, found %q after %d", name, w, defense)
			}
			defense, _ = strconv.Atoi(w)
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
	if c.HasType("planeswalker") {
		if err := p.wordingInEdition(n.line, "planeswalker", rulings.M10Update); err != nil {
			return c, err
		}
	}
	if c.HasType("dungeon") {
		if err := p.wordingInEdition(n.line, "dungeon", rulings.DungeonSince); err != nil {
			return c, err
		}
	}
	if err := p.battleTypeLine(&c, n, defense); err != nil {
		return c, err
	}
	if c.HasType("conspiracy") {
		if err := p.wordingInEdition(n.line, "conspiracy", rulings.ConspiracySince); err != nil {
			return c, err
		}
	}
	if err := p.planarTypeLine(&c, n); err != nil {
		return c, err
	}
	lineOf := map[*rulings.Ability]*node{}
	for _, child := range nestTriggerModes(n.children) {
		before := len(c.Abilities)
		if err := p.abilityLine(&c, child); err != nil {
			return c, p.cardLineError(name, child, err)
		}
		if err := p.xDefined(&c, c.Abilities[before:], child); err != nil {
			return c, p.cardLineError(name, child, err)
		}
		for _, a := range c.Abilities[before:] {
			lineOf[a] = child
		}
	}
	if err := p.attachedStatics(&c, lineOf); err != nil {
		return c, err
	}
	if line := costlyModeLine(&c, n); line != 0 {
		return c, errorf(p.file, line, "card %q: a mode with a cost of its own (`mode \"NAME\" +{COST}`) needs the card's spree or tiered ability (702.172a, 702.183a), which adds that cost; this card has neither", name)
	}
	if err := p.checkSchemeFace(&c, n.line); err != nil {
		return c, err
	}
	if err := rulings.LinkRemovedWith(c.Abilities); err != nil {
		return c, errorf(p.file, n.line, "%v", err)
	}
	if c.HasType("dungeon") {
		if err := rulings.CheckDungeon(&c); err != nil {
			return c, errorf(p.file, n.line, "%v", err)
		}
	}
	return c, nil
}

var cardTypes = map[string]bool{"artifact": true, "creature": true, "enchantment": true, "instant": true, "land": true, "sorcery": true, "tribal": true, "planeswalker": true, "dungeon": true, "conspiracy": true, "scheme": true, "plane": true, "phenomenon": true, "battle": true}

var supertypes = map[string]bool{"basic": true, "legendary": true, "snow": true, "world": true, "ongoing": true}

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
	if c.HasType("dungeon") {
		return p.roomLine(c, n)
	}
	if cost, ok := strings.CutPrefix(strings.TrimSuffix(lowerFirst(n.text), "."), "evoke—"); ok && !strings.HasPrefix(cost, "{") {
		// "Evoke—Exile a white card from your hand." (Solitude): evoke
		// whose cost isn't mana (702.74a of 2026).
		if err := p.wordingInEdition(n.line, "evoke", "2007-10-12"); err != nil {
			return err
		}
		var parts []rulings.CostPart
		for _, s := range strings.Split(cost, ", ") {
			part, err := p.costPart(n.line, lowerFirst(s))
			if err != nil {
				return err
			}
			parts = append(parts, part)
		}
		c.Abilities = append(c.Abilities, rulings.EvokeWithCost(parts)...)
		return p.noChildren(n)
	}
	if what, ok := flashPermission(n.text); ok {
		f, err := p.filter(n.line, what)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(n.text, "."), Static: &rulings.Static{Kind: rulings.FlashPermission, Filter: f}})
		return p.noChildren(n)
	}
	if n.text == rulings.HandsRevealedText {
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(n.text, "."), Static: &rulings.Static{Kind: rulings.HandsRevealed}})
		return p.noChildren(n)
	}
	if n.text == rulings.ExhaustAgainText {
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(n.text, "."), Static: &rulings.Static{Kind: rulings.ExhaustAgain}})
		return p.noChildren(n)
	}
	if what, ok := castFromTop(n.text); ok {
		f, err := p.filter(n.line, what)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: strings.TrimSuffix(n.text, "."), Static: &rulings.Static{Kind: rulings.CastFromLibraryTop, Filter: f}})
		return p.noChildren(n)
	}
	if strings.TrimSuffix(strings.ToLower(n.text), ".") == anyNumberIfKicked {
		// A modal spell whose kicker lets it choose any number of modes
		// (601.4 of 2026): a wording of Zendikar Rising.
		if err := p.wordingInEdition(n.line, "if this spell was kicked, choose any number instead", "2020-09-25"); err != nil {
			return err
		}
		spell(c).AnyNumberIfKicked = true
		return p.noChildren(n)
	}
	if ok, err := p.exertAsAttacks(c, n); ok {
		return err
	}
	if rest, ok := strings.CutPrefix(lowerFirst(n.text), rulings.RevealFirstDrawn+". "); ok && isOracleLine(n.text) {
		// As printed, the static ability and the triggered ability linked
		// to it share a paragraph (603.11 of 2026).
		return p.abilityLine(c, &node{line: n.line, indent: n.indent, text: rulings.RevealFirstDrawn + "; " + lowerFirst(strings.TrimSuffix(rest, ".")), children: n.children})
	}
	if (isOracleLine(n.text) || strings.HasPrefix(n.text, "(")) && strings.Contains(n.text, "(") {
		// Reminder text has no rules meaning (207.2a; 207.2 of 2006): the
		// rules text is what is left, and a line of reminder text alone
		// is no ability.
		text := withoutReminder(n.text)
		if text == "" {
			return p.noChildren(n)
		}
		n = &node{line: n.line, indent: n.indent, text: text, children: n.children}
	}
	if ok, err := p.chapterLine(c, n); ok {
		return err
	}
	if ok, err := p.visitLine(c, n, p.prize); ok {
		return err
	}
	if ok, err := p.resultsRow(c, n); ok {
		return err
	}
	if _, _, wraps := rulings.KeywordWrapping(lowerFirst(n.text)); wraps && isOracleLine(n.text) {
		// "Imprint — When ...", as printed: the keyword written before
		// an ability line, read as the language writes it.
		n = &node{line: n.line, indent: n.indent, text: lowerFirst(n.text), children: n.children}
	}
	if isOracleLine(n.text) && !strings.HasPrefix(lowerFirst(n.text), loseGamePrefix) {
		read := n
		if _, rest, ok := cutAbilityWord(n.text); ok {
			// An ability word has no rules meaning (207.2c): the ability
			// is what follows its em dash; the trace quotes it whole.
			read = &node{line: n.line, indent: n.indent, text: rest, children: n.children}
		}
		lines, err := p.oracleLines(read, c.Name, c.HasType("instant") || c.HasType("sorcery"))
		if err != nil {
			return err
		}
		for i, l := range lines {
			before := len(c.Abilities)
			if err := p.abilityLine(c, l); err != nil {
				return err
			}
			// The trace quotes the ability as printed.
			if i == 0 && len(c.Abilities) == before+1 && c.Abilities[before].Kind != rulings.SpellAbility {
				c.Abilities[before].Text = strings.TrimSuffix(n.text, ".")
			}
			if i == 0 && len(c.Abilities) == before+2 && isOneOf(c.Abilities[before:]) {
				// One ability with two trigger conditions, read as two
				// (402.8f; 603.2 of 2026): both quote the printed line.
				for _, a := range c.Abilities[before:] {
					a.Text = strings.TrimSuffix(n.text, ".")
				}
			}
		}
		return nil
	}
	text := n.text
	head, rest, _ := strings.Cut(text, " ")
	fail := func(format string, args ...any) error { return errorf(p.file, n.line, format, args...) }
	filter := func(s string) (rulings.Filter, error) { return p.filter(n.line, s) }
	if kw, inner, ok := rulings.KeywordWrapping(text); ok {
		// "forecast — activated ...": a keyword written before an
		// ability line, which is read as any other and then changed by
		// the keyword.
		// The card's name stays, for printed text naming it.
		wrapped := rulings.Characteristics{Name: c.Name}
		if err := p.abilityLine(&wrapped, &node{line: n.line, indent: n.indent, text: inner, children: n.children}); err != nil {
			return err
		}
		a, err := rulings.WrapAbility(kw, wrapped.Abilities)
		if err != nil {
			return fail("%v", err)
		}
		c.Abilities = append(c.Abilities, a)
		return nil
	}
	if abilities, ok, err := rulings.ParseKeyword(text, filter); ok {
		if err != nil {
			var located *Error
			if errors.As(err, &located) {
				return err
			}
			return fail("%v", err)
		}
		for _, a := range abilities {
			if err := p.keywordInEdition(a); err != nil {
				return p.eraError(n.line, err)
			}
		}
		c.Abilities = append(c.Abilities, abilities...)
		return p.noChildren(n)
	}
	if a, ok := rulings.ParseCombatRule(text); ok {
		c.Abilities = append(c.Abilities, a)
		return p.noChildren(n)
	}
	if a, ok, err := p.loseReplacement(n.line, text); ok {
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, a)
		return p.noChildren(n)
	}
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
	case head == "alternative-cost":
		cost, err := p.cost(n.line, rest)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Keyword: rulings.AlternativeCostKeyword, Text: "You may " + rest + " rather than pay this spell's mana cost",
			Cost: cost, Static: &rulings.Static{Kind: rulings.PlayRule}})
		return p.noChildren(n)
	case head == "additional-cost" && strings.HasPrefix(rest, "waterbend {"):
		// "As an additional cost to cast this spell, waterbend {6}." (701.67b).
		cost, err := p.cost(n.line, rest)
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: "As an additional cost to cast this spell, " + rest, Cost: cost, Static: &rulings.Static{Kind: rulings.PlayRule}})
		return p.noChildren(n)
	case head == "additional-cost":
		part, err := p.costPart(n.line, rest)
		if err != nil {
			return err
		}
		a := &rulings.Ability{Kind: rulings.StaticAbility, Text: "As an additional cost, " + rest, AdditionalCosts: []rulings.CostPart{part}, Static: &rulings.Static{Kind: rulings.PlayRule}}
		c.Abilities = append(c.Abilities, a)
		return p.noChildren(n)
	case text == "as this comes into play, choose a color":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.ChooseColorAsEnters}})
		return p.noChildren(n)
	case text == "as this comes into play, choose a creature type":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.ChooseColorAsEnters, Counter: rulings.ChosenCreatureType}})
		return p.noChildren(n)
	case strings.HasPrefix(text, entersAsCopyPrefix):
		return p.entersAsCopy(c, n, text)
	case strings.HasPrefix(text, rulings.RevealFirstDrawn+"; "):
		return p.revealLinked(c, n, strings.TrimPrefix(text, rulings.RevealFirstDrawn+"; "))
	case text == "the controller of enchanted creature sacrifices it at the end of his or her turn":
		// A triggered ability with its trigger condition in the middle
		// (404.5).
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.TriggeredAbility, Text: text,
			Trigger: &rulings.Trigger{Kind: rulings.AtBeginning, Step: rulings.EndOfTurn, Whose: rulings.WhoseEnchanted},
			Effect:  []rulings.Instruction{{Op: "sacrifice-enchanted", Text: "the controller of enchanted creature sacrifices it"}}})
		return p.noChildren(n)
	case text == "this can't be countered":
		// "This spell can't be countered.": an ability that functions on
		// the stack (113.6g of 2026).
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.CantBeCountered}})
		return p.noChildren(n)
	case text == "this can't block":
		// An ability like any other, detrimental (402.3): effects that
		// remove abilities remove it.
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.CantBlock}})
		return p.noChildren(n)
	case text == "comes into play tapped":
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.EntersTapped}})
		return p.noChildren(n)
	case strings.HasPrefix(text, "comes into play with X "):
		// "This artifact enters with X charge counters on it.": X is the
		// value chosen for the spell that became the permanent, 0 if it
		// wasn't cast (107.3m of 2026).
		kind, ok := strings.CutSuffix(strings.TrimPrefix(text, "comes into play with X "), " counters")
		if !ok || kind == "" || strings.Contains(kind, " ") {
			return fail("expected \"comes into play with X KIND counters\" (e.g. \"comes into play with X charge counters\")")
		}
		if c.ManaCost.X == 0 {
			return fail("\"comes into play with X ...\" needs {X} in the card's mana cost: nothing else defines X (107.3m)")
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text,
			Static: &rulings.Static{Kind: rulings.EntersWithCounters, Amount: rulings.Value{Var: "X"}, Counter: kind}})
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
	case strings.HasPrefix(text, "play this only during "):
		st := &rulings.Static{Kind: rulings.PlayOnly}
		when := strings.TrimPrefix(text, "play this only during ")
		if w, ok := strings.CutPrefix(when, "your "); ok {
			st.Whose, when = "your", w
		}
		if when == "combat" {
			st.Steps = []rulings.StepKind{rulings.BeginningOfCombat, rulings.DeclareAttackers, rulings.DeclareBlockers, rulings.CombatDamage, rulings.EndOfCombat}
		} else if step, ok := rulings.ParseStep(when); ok {
			st.Steps = []rulings.StepKind{step}
		} else {
			return fail("expected \"play this only during [your] STEP\" or \"... during combat\", found %q", text)
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: st})
		return p.noChildren(n)
	case strings.HasPrefix(text, "as this is turned face up:"):
		ins, err := p.instructions(n.line, strings.TrimPrefix(text, "as this is turned face up:"))
		if err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: text, Static: &rulings.Static{Kind: rulings.AsTurnedFaceUp, Effect: ins}})
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
	case head == "loyalty":
		return p.loyalty(c, n, rest)
	case head == "defense":
		return p.defense(c, n, rest)
	case head == "when" || head == "whenever" || head == "at":
		return p.triggered(c, n)
	}
	return fail("unknown ability %q (expected effect, target, additional-cost, alternative-cost, convoke, cycling, static, mana, activated, or a trigger starting with when/whenever/at)", text)
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
	if effect, err = p.abilityRestriction(n.line, a, effect); err != nil {
		return err
	}
	if a.Effect, err = p.instructions(n.line, effect); err != nil {
		return err
	}
	rulings.InferAbilityZone(a)
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
// kicker cost was paid (409.1d); "effect if bargained, ..." only when the
// spell was bargained (702.166c of 2026).
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
		// The instructions read so far (on the ability line above, or on
		// earlier effect lines) must be able to act on what this allows.
		if err := p.checkTargetRefs(n.line, a.Effect, []rulings.TargetSpec{spec}); err != nil {
			return err
		}
		a.Targets = append(a.Targets, spec)
		return nil
	}
	text, kicked := strings.CutPrefix(rest, "if kicked, ")
	text, bargained := strings.CutPrefix(text, "if bargained, ")
	ins, err := p.instructions(n.line, text)
	if err != nil {
		return err
	}
	if err := p.checkTargetRefs(n.line, ins, a.Targets); err != nil {
		return err
	}
	if len(ins) > 0 && ins[0].InsteadIf != "" {
		// "Revolt — Destroy that creature if ... instead if ...": it
		// replaces the instruction before it when its condition holds.
		if len(a.Effect) == 0 {
			return errorf(p.file, n.line, "%q says \"instead\", but no instruction comes before it to replace", ins[0].Text)
		}
		instead := ins[0]
		prev := &a.Effect[len(a.Effect)-1]
		prev.Instead, prev.InsteadIf = &instead, instead.InsteadIf
		instead.InsteadIf = ""
		ins = ins[1:]
	}
	for i := range ins {
		if kicked {
			ins[i].If = "kicked"
		}
		if bargained {
			ins[i].If = rulings.IfBargained
		}
	}
	a.Effect = append(a.Effect, ins...)
	a.Text = joinText(a.Text, rest)
	return nil
}

// costlyModeLine returns the line of the first mode of face c, read from
// n, written with a cost of its own when c has neither spree nor tiered,
// the abilities that add a mode's cost to the spell's; otherwise 0. The
// cost would be read and never paid.
func costlyModeLine(c *rulings.Characteristics, n *node) int {
	costly := false
	for _, a := range c.Abilities {
		if a.Keyword == "spree" || a.Keyword == "tiered" {
			return 0
		}
		for _, m := range a.Modes {
			costly = costly || m.Cost.HasMana
		}
	}
	if !costly {
		return 0
	}
	for _, child := range n.children {
		if name, after, ok := quotedPrefix(strings.TrimPrefix(child.text, "mode ")); ok && name != "" && strings.HasPrefix(child.text, "mode ") && strings.HasPrefix(strings.TrimSpace(after), "+") {
			return child.line
		}
	}
	return n.line
}

// mode parses `mode "NAME"` and its indented target and effect lines.
func (p *blockParser) mode(a *rulings.Ability, n *node, rest string) error {
	name, after, ok := quotedPrefix(rest)
	cost, costly := strings.CutPrefix(strings.TrimSpace(after), "+")
	if !ok || name == "" || after != "" && !costly {
		return errorf(p.file, n.line, "expected `mode \"NAME\"` (or `mode \"NAME\" +{COST}`, a spree or tiered mode) with its target and effect lines indented under it")
	}
	m := &rulings.Ability{Kind: a.Kind}
	if costly {
		// A spree or tiered mode's cost, paid as an additional cost when
		// the mode is chosen (702.172a, 702.183a of 2026).
		c, err := rulings.ParseManaCost(strings.TrimSpace(cost))
		if err != nil {
			return errorf(p.file, n.line, "mode %q: bad cost %q: %v", name, strings.TrimSpace(cost), err)
		}
		m.Cost = rulings.Cost{Mana: c, HasMana: true}
	}
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

// checkTargetRefs refuses, at line, an instruction that names a target its
// filter keeps it from acting on: a player verb on a target that can only
// be an object, or an object verb on one that can only be a player. The
// targets may be written before or after the effect, so both the effect
// line and the target line check what is known when they are read.
func (p *blockParser) checkTargetRefs(line int, ins []rulings.Instruction, targets []rulings.TargetSpec) error {
	for _, in := range ins {
		if err := rulings.CheckTargetRefs(in, targets); err != nil {
			return errorf(p.file, line, "cannot use %v", err)
		}
	}
	return nil
}

// symbolsInEdition refuses a mana cost written with a symbol the
// scenario's edition doesn't have: Phyrexian symbols before New Phyrexia,
// monocolored hybrid symbols before Shadowmoor.
func (p *blockParser) symbolsInEdition(line int, text string, m rulings.ManaCost) error {
	if m.HasPhyrexian() {
		if err := p.wordingInEdition(line, text, rulings.PhyrexianManaSince); err != nil {
			return err
		}
	}
	if m.HasMonocoloredHybrid() && p.wordingInEdition(line, text, rulings.MonocoloredHybridSince) != nil {
		edition := p.era()
		if edition == SeedEdition {
			edition = rulings.ReferenceEdition
		}
		e := errorf(p.file, line, "%q holds a monocolored hybrid mana symbol, from %s: edition %s has no such symbol (its rules list only the two-color hybrid symbols); write the card as it read then", text, rulings.MonocoloredHybridSince, edition)
		e.era = true
		return e
	}
	if m.Colorless > 0 {
		// {C} (107.4c of 2026); before it, colorless mana added was
		// written {1} (104.3d of 2006).
		if err := p.wordingInEdition(line, "{C}", rulings.ColorlessSymbolSince); err != nil {
			return err
		}
	}
	return nil
}

// cleaveLine reports whether a card's lines include its cleave keyword:
// only then are square brackets text that cleave removes (702.148a of
// 2026); elsewhere they keep their own meaning (a loyalty cost, "[+1]").
func cleaveLine(nodes []*node) bool {
	return slices.ContainsFunc(nodes, func(c *node) bool {
		return strings.HasPrefix(strings.ToLower(c.text), "cleave ")
	})
}

// bracketed reports whether any line under a card has text within square
// brackets.
func bracketed(nodes []*node) bool {
	for _, c := range nodes {
		if strings.ContainsAny(c.text, "[]") || bracketed(c.children) {
			return true
		}
	}
	return false
}

// cleaveFace reads a face whose rules text has words within square
// brackets twice: as printed, the brackets only marking the words, and
// with the bracketed words removed, the text of a spell cast for its
// cleave cost (702.148a of 2026), kept as its spell ability's Cleaved.
func (p *blockParser) cleaveFace(n *node, name, rest string) (rulings.Characteristics, error) {
	var kept, cut node
	kept, cut = *n, *n
	var err error
	if kept.children, err = p.unbracket(n.children, false); err != nil {
		return rulings.Characteristics{}, err
	}
	cut.children, _ = p.unbracket(n.children, true)
	c, err := p.face(&kept, name, rest)
	if err != nil {
		return c, err
	}
	cleaved, err := p.face(&cut, name, rest)
	if err != nil {
		return c, err
	}
	s, cs := spellOf(&c), spellOf(&cleaved)
	if s == nil || cs == nil || len(c.Abilities) != len(cleaved.Abilities) {
		return c, errorf(p.file, n.line, "card %q: only the rules text of its spell ability may have words within square brackets (702.148a)", name)
	}
	for i, a := range c.Abilities {
		if a != s && a.Text != cleaved.Abilities[i].Text {
			return c, errorf(p.file, n.line, "card %q: only the rules text of its spell ability may have words within square brackets (702.148a)", name)
		}
	}
	s.Cleaved = cs
	return c, nil
}

// spellOf returns the face's spell ability, or nil.
func spellOf(c *rulings.Characteristics) *rulings.Ability {
	for _, a := range c.Abilities {
		if a.Kind == rulings.SpellAbility {
			return a
		}
	}
	return nil
}

// unbracket copies lines, either keeping the words within square brackets
// and dropping the brackets, or removing them with their words; a bracket
// left open or closed without opening is an error.
func (p *blockParser) unbracket(nodes []*node, remove bool) ([]*node, error) {
	out := make([]*node, 0, len(nodes))
	for _, c := range nodes {
		var b strings.Builder
		depth := 0
		for _, r := range c.text {
			switch {
			case r == '[':
				if depth > 0 {
					return nil, errorf(p.file, c.line, "square brackets within square brackets in %q", c.text)
				}
				depth++
			case r == ']':
				if depth == 0 {
					return nil, errorf(p.file, c.line, "a closing square bracket with none open in %q", c.text)
				}
				depth--
			case depth == 0 || !remove:
				b.WriteRune(r)
			}
		}
		if depth != 0 {
			return nil, errorf(p.file, c.line, "a square bracket left open in %q", c.text)
		}
		children, err := p.unbracket(c.children, remove)
		if err != nil {
			return nil, err
		}
		cp := *c
		cp.text = strings.Join(strings.Fields(b.String()), " ")
		cp.text = strings.ReplaceAll(cp.text, " ,", ",")
		cp.children = children
		out = append(out, &cp)
	}
	return out, nil
}

// roomLine reads a room of a dungeon card as Oracle prints it, "NAME —
// EFFECT (→ NEXT or NEXT)", the arrows in parentheses and none on the
// bottommost room (309.4): the effect is read as the effect of a
// triggered ability, whose trigger condition, not printed, is the
// room's (309.4c). A dungeon card has no ability but its rooms.
func (p *blockParser) roomLine(c *rulings.Characteristics, n *node) error {
	text := strings.TrimSpace(n.text)
	name, rest, ok := strings.Cut(text, " — ")
	if !ok || strings.TrimSpace(name) == "" || strings.TrimSpace(rest) == "" {
		return errorf(p.file, n.line, "a dungeon card's line is a room, \"NAME — EFFECT (→ NEXT or NEXT)\" (309.4); found %q", text)
	}
	name = strings.TrimSpace(name)
	effect, next := strings.TrimSpace(rest), []string(nil)
	if i := strings.LastIndex(effect, "("); i >= 0 && strings.HasSuffix(effect, ")") {
		arrows := strings.TrimSpace(effect[i+1 : len(effect)-1])
		to, ok := strings.CutPrefix(arrows, "→")
		if !ok {
			to, ok = strings.CutPrefix(arrows, "->")
		}
		if !ok {
			return errorf(p.file, n.line, "room %q: expected the rooms its arrows point to as \"(→ NEXT or NEXT)\", found %q", name, effect[i:])
		}
		for _, r := range strings.Split(strings.ReplaceAll(to, " or ", ","), ",") {
			if r = strings.TrimSpace(r); r != "" {
				next = append(next, r)
			}
		}
		if len(next) == 0 {
			return errorf(p.file, n.line, "room %q: the arrow names no room", name)
		}
		effect = strings.TrimSpace(effect[:i])
	}
	effect = strings.TrimSuffix(effect, ".")
	if effect == "" {
		return errorf(p.file, n.line, "room %q has no effect (309.4c)", name)
	}
	inner := "when this comes into play: " + effect
	if isOracleLine(effect) {
		inner = "When this permanent enters, " + p.lowerSentence(n.line, effect) + "."
	}
	var read rulings.Characteristics
	if err := p.abilityLine(&read, &node{line: n.line, indent: n.indent, text: inner, children: n.children}); err != nil {
		return err
	}
	index := 0
	for _, a := range c.Abilities {
		if a.Room != "" {
			index++
		}
	}
	a, err := rulings.RoomAbility(name, index, next, name+" — "+effect, read.Abilities)
	if err != nil {
		return errorf(p.file, n.line, "%v", err)
	}
	c.Abilities = append(c.Abilities, a)
	return nil
}

// chapterLine reads a Saga's chapter line, "I — text" or "II, III — text"
// as Oracle prints it (714.2c), into one chapter ability for each symbol:
// the effect is read as the effect of a triggered ability, Oracle's
// wording or the scenario language's, and the chapter's trigger condition
// replaces its own (714.2b). Sagas came with Dominaria.
func (p *blockParser) chapterLine(c *rulings.Characteristics, n *node) (bool, error) {
	chapters, effect, ok, err := rulings.ChapterLine(strings.TrimSuffix(n.text, "."))
	if !ok {
		return false, nil
	}
	if err != nil {
		return true, errorf(p.file, n.line, "%v", err)
	}
	if err := p.wordingInEdition(n.line, "a Saga's chapter symbols", rulings.SagaSince); err != nil {
		return true, err
	}
	inner := "when this comes into play: " + effect
	if isOracleLine(effect) {
		inner = "When this permanent enters, " + p.lowerSentence(n.line, effect) + "."
	}
	var read rulings.Characteristics
	if err := p.abilityLine(&read, &node{line: n.line, indent: n.indent, text: inner, children: n.children}); err != nil {
		return true, err
	}
	abilities, err := rulings.ChapterAbilities(chapters, strings.TrimSuffix(n.text, "."), read.Abilities)
	if err != nil {
		return true, errorf(p.file, n.line, "%v", err)
	}
	c.Abilities = append(c.Abilities, abilities...)
	return true, nil
}
