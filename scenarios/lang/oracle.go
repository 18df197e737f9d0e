package lang

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/judgekit/judge/rulings"
)

// A card's ability may be written as printed in the Oracle wording of an
// era, beside the language's own forms:
//
//	When this creature enters, you gain 2 life.     (2024 on; 2009: "enters the battlefield")
//	When this creature dies, draw a card.           (2011 on)
//	{T}: Add {G}.                                   (2017 on; before: "Add {G} to your mana pool.")
//	{1}, Sacrifice this creature: Draw a card.
//	Exile target creature.                          (an instant's or sorcery's effect; 2009 on)
//	This creature deals 1 damage to any target.     (2018 on)
//
// An Oracle line starts with a capital letter or a mana symbol; it is
// read into the language's 2006 forms ("when this comes into play:
// ...", "mana {T}: add {G}", "remove T from the game" with a "target T"
// line). Each later wording is dated by the rules update that brought it,
// and is refused under an edition before that date, as an anachronism the
// judge should see.

// oracleWording is one phrase of Oracle text, its 2006 form in the
// language and the date from which cards read so.
type oracleWording struct {
	phrase, old, since string
}

// conditionWordings rewrite a trigger condition, longest phrases first.
var conditionWordings = []oracleWording{
	{" enters the battlefield", " comes into play", rulings.M10Update},
	{" leaves the battlefield", " leaves play", rulings.M10Update},
	{" from the battlefield", " from play", rulings.M10Update},
	{" is put into exile", " is removed from the game", rulings.M10Update},
	{" dies", " is put into a graveyard from play", "2011-07-15"},
	{" enters", " comes into play", "2024-08-02"},
}

// effectWordings rewrite an effect's words.
var effectWordings = []oracleWording{
	{" to your mana pool", "", ""},
	{"any target", "target creature or player", anyTargetSince},
	{"exile ", "remove ", rulings.M10Update},
	{"a copy of that creature, except it has this ability", "a copy of it and gains this ability", ""},
	// "Target creature has base power and toughness 0/1 until end of
	// turn.": the later words for "becomes 0/1", an effect setting power
	// and toughness (7b, 613.4b).
	{" has base power and toughness ", " becomes ", ""},
}

// selfNames are the ways Oracle text names the object itself.
var selfNames = []string{"this creature", "this permanent", "this artifact", "this enchantment", "this land", "this spell", "this Aura", "this Equipment", "this planeswalker", "this battle", "this Siege", "this scheme"}

// isOracleLine reports whether an ability line is written as printed.
func isOracleLine(text string) bool {
	if text == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text)
	if unicode.IsUpper(r) || r == '{' || r == '•' {
		return true
	}
	// A printed loyalty cost starts with its sign or digit.
	return strings.ContainsRune("+−–-0123456789", r) && printedLoyalty().MatchString(text)
}

// printedSearch matches a tutor's printed text, joined into clauses: the
// card searched for, then what follows the shuffle.
var printedSearch = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^search your library for (an? [^,;]+?)(?:, reveal it)?(?:,| and) put (?:that card|it) into your hand(?:; (?:then )?shuffle(?: your library)?)?((?:; .*)?)$`)
})

// printedGainAndDraw matches "you gain N life and draw", one player's two
// instructions joined by "and".
var printedGainAndDraw = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\byou ((?:gain|lose) [0-9]+) life and draw `)
})

// printedTwoTargetDamage matches "deals N damage to target FILTER and M
// damage to another target", "any target" already read as its filter.
var printedTwoTargetDamage = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(this deals ([0-9]+) damage to )target (.+?) and ([0-9]+) damage to another target$`)
})

// printedAmongTargets matches "among N targets", "among N or M targets"
// and "among up to N targets" of a divided effect, the number kept.
var printedAmongTargets = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`among ((?:up to |[a-z0-9]+ or )?[a-z0-9]+) targets\b`)
})

// printedSearchOntoBattlefield matches a printed search putting the card
// found onto the battlefield (the fetchlands), or onto it tapped, after
// the instructions before it and by the player it names.
var printedSearchOntoBattlefield = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^((?:.*; )?(?:its controller may |you may )?)search (?:your|their) library for (an? [^,;]+?), put (?:that card|it) onto the battlefield( tapped)?(?:; (?:then )?shuffle)?((?:; .*)?)$`)
})

// printedRevealChoose matches Duress's text joined into clauses: who
// reveals, and what the spell's controller chooses for them to discard.
var printedRevealChoose = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^target (opponent|player) reveals (?:their|his or her) hand; you choose (an? .+?) card from it; that player discards that card$`)
})

// printedSpellsCost matches a static ability changing what other spells
// cost ("Red spells you cast cost {1} less to cast.", 2006: "Black
// spells you play cost {1} less to play."): the spells, the mana, less
// or more, and the verb.
var printedSpellsCost = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([a-z ,]*spells(?: you (?:cast|play)| your opponents (?:cast|play))?) cost (\{[0-9]+\}) (less|more) to (cast|play)$`)
})

// printedLastExiled matches Duplicant's static ability, the object named
// "this": the subtype it keeps ("It's still a Shapeshifter").
var printedLastExiled = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^as long as a card exiled with this is a creature card, this has the power, toughness, and creature types of the last creature card exiled with this\. [Ii]t's still an? ([A-Z][A-Za-z-]*)$`)
})

// printedLoyalty matches a loyalty ability as printed, its cost a signed
// number ("+1: ", "−3: " with the printed minus sign, "0: ") or "−X: ".
var printedLoyalty = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:[+−–-]?[0-9]+|[−–-]X): `) })

// oracleLines reads an Oracle line into the language's lines: the ability
// and the target lines its "target" words make. name is the card's name,
// which its text uses for itself; spellCard is true for an instant or
// sorcery, whose bare text is its effect.
func (p *blockParser) oracleLines(n *node, name string, spellCard bool) ([]*node, error) {
	text := strings.TrimSuffix(strings.TrimSpace(n.text), ".")
	at := func(s string) *node { return &node{line: n.line, indent: n.indent, text: s} }
	if k := strings.ToLower(text); !strings.ContainsAny(k, ":.") {
		// "Flying, vigilance": keywords listed on one line, each a line of
		// its own; "Islandwalk", "Ward—Pay 2 life". A keyword whose
		// cost holds a comma ("Ward {X}, where X is ...") is one line.
		if strings.Contains(k, ",") {
			if _, ok, _ := rulings.ParseKeyword(k, func(s string) (rulings.Filter, error) { return p.filter(n.line, s) }); ok {
				return []*node{at(k)}, nil
			}
		}
		var lines []*node
		for part := range strings.SplitSeq(k, ",") {
			part = strings.TrimSpace(part)
			if _, ok, _ := rulings.ParseKeyword(part, func(s string) (rulings.Filter, error) { return p.filter(n.line, s) }); !ok {
				lines = nil
				break
			}
			lines = append(lines, at(part))
		}
		if len(lines) > 0 {
			return lines, nil
		}
	}
	lower := lowerFirst(text)
	if self := selfToThis(lower, name); self == "this can't block" || self == "this can't be countered" {
		return []*node{at(self)}, nil
	} else if strings.HasPrefix(self, "this's power and toughness are each equal to ") {
		return []*node{at("static " + strings.TrimPrefix(self, "this's "))}, nil
	} else if printedLastExiled().MatchString(self) {
		// Duplicant: a static ability linked to the exiling one (607.2a
		// of 2026).
		return []*node{at("static " + self)}, nil
	} else if self == devotionBonus || strings.HasPrefix(self, devotionConditionPrefix) {
		// Devotion (700.5 of 2026): Altar of the Pantheon, Purphoros.
		return []*node{at("static " + self)}, nil
	}
	if line, phrase, ok := entersWithCounters(selfToThis(lower, name)); ok {
		// "This creature enters with three +1/+1 counters on it." (2006:
		// "NAME comes into play with ..."), a replacement effect (614.1c).
		if phrase != "" {
			w := conditionWordings[0]
			if phrase == " enters" {
				w = conditionWordings[len(conditionWordings)-1]
			}
			if err := p.wordingInEdition(n.line, strings.TrimSpace(w.phrase), w.since); err != nil {
				return nil, err
			}
		}
		return []*node{at(line)}, nil
	}
	if phrase, ok := entersTapped(selfToThis(lower, name)); ok {
		// "This land enters tapped." (2006: "NAME comes into play
		// tapped."), a replacement effect of the permanent itself (614.1c).
		if phrase != "" {
			w := conditionWordings[0]
			if phrase == " enters" {
				w = conditionWordings[len(conditionWordings)-1]
			}
			if err := p.wordingInEdition(n.line, strings.TrimSpace(w.phrase), w.since); err != nil {
				return nil, err
			}
		}
		return []*node{at("comes into play tapped")}, nil
	}
	if m := printedSpellsCost().FindStringSubmatch(lower); m != nil {
		// "Red spells you cast cost {1} less to cast.": a static ability
		// changing the total cost of other spells (601.2f of 2026).
		if m[4] == "cast" {
			if err := p.wordingInEdition(n.line, "spells you cast cost", rulings.M10Update); err != nil {
				return nil, err
			}
		}
		kind := "cost-reduction"
		if m[3] == "more" {
			kind = "cost-increase"
		}
		return []*node{at("static " + kind + " " + m[2] + " " + strings.Replace(m[1], " you cast", " you play", 1))}, nil
	}
	if _, _, verb, ok := costLessEach(selfToThis(lower, name)); ok {
		// "This spell costs {1} less to cast for each ...": a static
		// ability of the spell (2006: "to play").
		if verb == "cast" {
			if err := p.wordingInEdition(n.line, "costs {1} less to cast", rulings.M10Update); err != nil {
				return nil, err
			}
		}
		self := selfToThis(lower, name)
		if rest, ok := strings.CutPrefix(self, "this costs "); ok {
			self = "this spell costs " + rest
		}
		return []*node{at("static " + self)}, nil
	}
	if _, ok := rulings.ParseCombatRule(selfToThis(lower, name)); ok {
		// "This creature can't attack alone.", "No more than one creature
		// can attack each turn.": restrictions and requirements.
		return []*node{at(strings.TrimPrefix(selfToThis(lower, name), "this "))}, nil
	}
	if line, ok, err := p.oracleEntersAsCopy(n.line, selfToThis(lower, name)); ok || err != nil {
		// An ability it gains as part of copying is on the line below.
		main := at(line)
		main.children = n.children
		return []*node{main}, err
	}
	if lines, ok, err := p.oracleModes(n, text, name, spellCard); ok {
		return lines, err
	}
	// "You may sacrifice two Mountains rather than pay this spell's mana
	// cost." (Fireblast): an alternative cost (118.9 of 2026), cast with
	// the clause "paying the alternative cost".
	if what, ok := strings.CutSuffix(selfToThis(lower, name), " rather than pay this's mana cost"); ok && spellCard {
		if what, ok := strings.CutPrefix(what, "you may "); ok {
			return []*node{at("alternative-cost " + alternativeCostParts(what))}, nil
		}
	}
	// "As an additional cost to cast this spell, sacrifice a creature."
	// (2006: "As an additional cost to play Bone Splinters, ...").
	for _, prefix := range []string{"as an additional cost to cast this, ", "as an additional cost to play this, "} {
		// "As an additional cost to cast this spell, reveal a Merfolk card
		// from your hand." on a permanent card too (Silvergill Adept).
		if what, ok := strings.CutPrefix(selfToThis(lower, name), prefix); ok && (spellCard && (strings.HasPrefix(what, "sacrifice ") || strings.HasPrefix(what, "waterbend {")) || strings.HasPrefix(what, "reveal ")) {
			if prefix == "as an additional cost to cast this, " {
				if err := p.wordingInEdition(n.line, "As an additional cost to cast", rulings.M10Update); err != nil {
					return nil, err
				}
			}
			return []*node{at("additional-cost " + what)}, nil
		}
	}
	switch {
	case strings.HasPrefix(lower, "when ") || strings.HasPrefix(lower, "whenever ") || strings.HasPrefix(lower, "at the beginning of ") || strings.HasPrefix(lower, "at end of turn, "):
		cond, effect, ok := strings.Cut(lower, ", ")
		if !ok {
			return nil, errorf(p.file, n.line, "expected \"When CONDITION, EFFECT.\"")
		}
		cond, err := p.oracleCondition(n.line, cond, name)
		if err != nil {
			return nil, err
		}
		// An intervening "if" follows the trigger condition (603.4):
		// "At the beginning of your upkeep, if you have 40 or more life,
		// you win the game."
		if rest, ok := strings.CutPrefix(effect, "if "); ok {
			clause, after, ok := strings.Cut(rest, ", ")
			if !ok {
				return nil, errorf(p.file, n.line, "expected \"..., if CONDITION, EFFECT.\"")
			}
			if isMeldIf(clause, after) {
				// A meld card's trigger: its "if" is an intervening
				// "if" and the meld instruction's own, which rechecks it
				// as it exiles the two (701.42a).
				cond = cond + ", if " + selfToThis(clause, name)
			} else {
				cond, effect = cond+", if "+clause, after
			}
		}
		if rest, ok := strings.CutPrefix(effect, "it "); ok && strings.HasPrefix(selfToThis(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(lower, "whenever "), "when "), "at "), name), "this ") {
			// "When this creature enters, it deals 1 damage to each
			// other creature.": the object of a trigger about itself is
			// the source.
			effect = "this " + rest
		}
		if rest, ok := strings.CutPrefix(effect, "they "); ok && (strings.Contains(cond, "an opponent ") || strings.Contains(cond, "a player ")) {
			// "Whenever an opponent draws a card, they lose 2 life.":
			// "they" is the player the trigger event names.
			effect = "that player " + rest
		}
		if modes, ok, err := p.oracleTriggerModes(n, effect, name); ok {
			main := at(cond + ":")
			main.children = modes
			return []*node{main}, err
		}
		effect, targets, err := p.oracleEffect(n.line, effect, name)
		if err != nil {
			return nil, err
		}
		main := at(cond + ": " + effect)
		main.children = targets
		return []*node{main}, nil
	case printedLoyalty().MatchString(text):
		cost, effect, _ := strings.Cut(text, ": ")
		cost = strings.NewReplacer("−", "-", "–", "-").Replace(cost)
		effect, targets, err := p.oracleEffect(n.line, effect, name)
		if err != nil {
			return nil, err
		}
		main := at("loyalty " + cost + ": " + effect)
		main.children = targets
		return []*node{main}, nil
	case strings.HasPrefix(text, "{") || startsWithCost(text):
		cost, effect, ok := strings.Cut(text, ": ")
		if !ok {
			return nil, errorf(p.file, n.line, "expected \"COST: EFFECT.\"")
		}
		cost = lowerFirst(strings.NewReplacer(", Sacrifice", ", sacrifice", ", Discard", ", discard", ", Exile", ", exile", ", Remove", ", remove", ", Waterbend", ", waterbend").Replace(cost))
		for _, self := range append(selfNames, name) {
			cost = strings.ReplaceAll(cost, "sacrifice "+self, "sacrifice this")
		}
		// "Sacrifice this creature: It deals 1 damage to any target.":
		// "it" leading the effect is the source.
		if rest, ok := strings.CutPrefix(effect, "It "); ok {
			effect = "this " + rest
		}
		effect, targets, err := p.oracleEffect(n.line, effect, name)
		if err != nil {
			return nil, err
		}
		if len(targets) == 1 {
			// "... to another target creature. That creature becomes ...".
			effect = strings.ReplaceAll(effect, "; that creature ", "; T ")
		}
		kind := "activated "
		if (strings.HasPrefix(effect, "add {") || strings.HasPrefix(effect, "add an amount of {") || strings.HasPrefix(effect, "add one mana of ")) && len(targets) == 0 {
			if !strings.Contains(n.text, "mana pool") {
				if err := p.wordingInEdition(n.line, "Add {...}. without \"to your mana pool\"", "2017-04-28"); err != nil {
					return nil, err
				}
			}
			kind = "mana "
		}
		main := at(kind + cost + ": " + effect)
		main.children = targets
		return []*node{main}, nil
	case spellCard:
		effect, targets, err := p.oracleEffect(n.line, supportWording(text, true), name)
		if err != nil {
			return nil, err
		}
		if len(targets) <= 1 {
			// In a spell's text, "that creature" is the creature it
			// targets ("Exile that creature at the beginning of the next
			// end step"), also on a later line naming no target of its
			// own (Fatal Push's revolt: "Destroy that creature if ...").
			effect = strings.ReplaceAll(effect, "that creature", "T")
		}
		return append([]*node{at("effect " + effect)}, targets...), nil
	}
	// A static ability as printed: "Enchanted creature can't attack or
	// block.", "Creatures you control get +1/+1.", "This creature can't
	// attack.", or granting an ability in quotes, whose cost has a colon:
	// "Enchanted creature has \"{T}: Create a 1/1 ... token.\"".
	if self := selfToThis(lower, name); !strings.ContainsAny(self, ":") || grantsQuoted(self) {
		_, err := p.static(n.line, self)
		if err == nil {
			return []*node{at("static " + self)}, nil
		}
		if e, ok := err.(*Error); ok && e.era {
			return nil, err
		}
		if strings.HasPrefix(self, "you control ") {
			// A control-changing static ability of a form not read: say
			// which forms are.
			return nil, err
		}
	}
	return nil, errorf(p.file, n.line, "unknown Oracle ability %q (expected \"When ..., ...\", \"COST: EFFECT.\", a keyword, or an instant's or sorcery's effect)", n.text)
}

// startsWithCost reports whether a printed line is an activated ability
// whose cost starts with a word rather than a symbol: "Sacrifice this
// creature: ...", "Discard a card: ...".
func startsWithCost(text string) bool {
	cost, _, ok := strings.Cut(text, ": ")
	if !ok {
		return false
	}
	for _, verb := range []string{"Sacrifice ", "Discard ", "Remove ", "Waterbend "} {
		if strings.HasPrefix(cost, verb) {
			return true
		}
	}
	return false
}

// oracleCondition reads a trigger condition written as printed.
func (p *blockParser) oracleCondition(line int, cond, name string) (string, error) {
	cond = selfToThis(cond, name)
	for _, w := range conditionWordings {
		if !strings.Contains(cond+" ", w.phrase+" ") && !strings.HasSuffix(cond, w.phrase) {
			continue
		}
		if err := p.wordingInEdition(line, strings.TrimSpace(w.phrase), w.since); err != nil {
			return "", err
		}
		cond = strings.Replace(cond, w.phrase, w.old, 1)
	}
	return cond, nil
}

// oracleEffect reads an effect written as printed: its sentences become
// clauses, and each "target FILTER" becomes a target line named T, T2, ...
func (p *blockParser) oracleEffect(line int, effect, name string) (string, []*node, error) {
	effect = strings.TrimSuffix(strings.TrimSpace(meldWording(earthbendWording(supportWording(effect, false)))), ".")
	var clauses []string
	for s := range strings.SplitSeq(effect, ". ") {
		// "... deals 1 damage to any target. Then amass Orcs 1.": a
		// sentence beginning "Then" is the next instruction, in order.
		clauses = append(clauses, strings.TrimPrefix(p.lowerSentence(line, strings.TrimSpace(s)), "then "))
	}
	effect = selfToThis(strings.ReplaceAll(strings.Join(clauses, "; "), ", then ", "; "), name)
	// "Lightning Helix deals 3 damage to any target and you gain 3
	// life.": two instructions.
	effect = strings.ReplaceAll(effect, " and you gain ", "; you gain ")
	// "You gain 4 life and draw a card." (Invasion of Dominaria): the
	// same player does two things, two instructions.
	effect = printedGainAndDraw().ReplaceAllString(effect, "you $1 life; you draw ")
	// "Search your library for a card, put that card into your hand, then
	// shuffle." (2006: "... for a card and put that card into your hand.
	// Then shuffle your library."): the language's search does all three.
	if m := printedSearch().FindStringSubmatch(effect); m != nil {
		effect = "search your library for " + m[1] + m[2]
	}
	// "Search your library for an Island or Swamp card, put it onto the
	// battlefield, then shuffle." (the fetchlands): the card found enters
	// the battlefield instead of the hand.
	if m := printedSearchOntoBattlefield().FindStringSubmatch(effect); m != nil {
		// "Its controller may search their library for a basic land
		// card, put that card onto the battlefield tapped, then
		// shuffle." (Path to Exile): the player searches their own
		// library, and the card enters tapped.
		effect = m[1] + "search your library for " + m[2] + " and put it into play" + m[3] + m[4]
	}
	// "You may put a creature card from your hand onto the battlefield.
	// That creature gains haste. Sacrifice the creature at the beginning
	// of the next end step." (Sneak Attack): "that creature" and "the
	// creature" after it are the permanent that card became, "it".
	if i := strings.Index(effect, " card from your hand onto the battlefield; "); i >= 0 {
		rest := strings.ReplaceAll(effect[i:], "; that creature ", "; it ")
		effect = effect[:i] + strings.ReplaceAll(rest, "sacrifice the creature ", "sacrifice it ")
	}
	// "Reveal the top card of your library and put that card into your
	// hand. You lose life equal to its mana value." (Dark Confidant):
	// after an instruction that moved "that card", "its mana value" is
	// that card's.
	if i := strings.Index(effect, "put that card into "); i >= 0 {
		effect = effect[:i] + strings.ReplaceAll(effect[i:], " equal to its mana value", " equal to the converted mana cost of that card")
	}
	// "Target opponent reveals their hand. You choose a noncreature,
	// nonland card from it. That player discards that card."
	if m := printedRevealChoose().FindStringSubmatch(effect); m != nil {
		effect = "target " + m[1] + " discards " + m[2] + " card of your choice"
	}
	// "Return target creature card from your graveyard to your hand.":
	// the card is the target's filter, and your hand its owner's.
	effect = strings.ReplaceAll(effect, " card from your graveyard to your hand", " card in your graveyard to its owner's hand")
	// "Exile target card from a graveyard.": the zone is the target's
	// filter, "card in a graveyard".
	for _, whose := range []string{"a graveyard", "your graveyard"} {
		effect = strings.ReplaceAll(effect, " card from "+whose, " card in "+whose)
	}
	// "Fire deals 2 damage divided as you choose among one or two
	// targets.": "targets" alone are any targets (115.4 of 2026), one
	// instance of the word asking for that many.
	effect = printedAmongTargets().ReplaceAllString(effect, "among $1 any target")
	for _, w := range effectWordings {
		if !strings.Contains(effect, w.phrase) {
			continue
		}
		if err := p.wordingInEdition(line, strings.TrimSpace(w.phrase), w.since); err != nil {
			return "", nil, err
		}
		if w.phrase == "exile " {
			effect = exileToRemove(effect)
			continue
		}
		if w.phrase == "any target" && p.anyTargetWording() {
			// "Any target" is a creature, player, planeswalker or
			// battle (115.4 of 2026).
			effect = strings.ReplaceAll(effect, w.phrase, "target "+anyTarget)
			continue
		}
		effect = strings.ReplaceAll(effect, w.phrase, w.old)
	}
	if err := p.millWording(line, effect); err != nil {
		return "", nil, err
	}
	var targets []*node
	// "Arc Trail deals 2 damage to any target and 1 damage to another
	// target.": one instance asking for two different targets (115.3 of
	// 2026), each dealt its own amount.
	if m := printedTwoTargetDamage().FindStringSubmatch(effect); m != nil {
		targets = append(targets, &node{line: line, text: "target T, T2: " + m[3]})
		effect = m[1] + "T; this deals " + m[4] + " damage to T2"
	}
	for i := 1; strings.Contains(effect, "target "); i++ {
		before, after, _ := strings.Cut(effect, "target ")
		label := "T"
		if i > 1 {
			label = fmt.Sprintf("T%d", i)
		}
		filter, rest, err := p.longestFilter(line, after)
		if err != nil {
			return "", nil, err
		}
		// "another target creature": the word belongs to the filter.
		if b, ok := strings.CutSuffix(before, "another "); ok {
			before, filter = b, "another "+filter
		} else if b, ok := strings.CutSuffix(before, " other "); ok {
			// "up to one other target creature" (Solitude): another
			// object than the one whose ability it is.
			if _, _, _, numbered := numberedTargets(b + " "); numbered || strings.HasSuffix(b, " one") {
				before, filter = b+" ", "another "+filter
			}
		}
		spec := label
		if b, lo, hi, ok := numberedTargets(before); ok {
			// "two target lands", "up to two target creatures": one
			// instance of the word asking for several targets, all named
			// by the label (115.1b of 2026; 409.1c of 2006).
			before, spec = b, fmt.Sprintf("%d-%d %s", lo, hi, label)
			if r, ok := strings.CutPrefix(rest, " each "); ok {
				// "Up to two target creatures each get +1/+2": the verb
				// is said of each, and done to all the targets.
				rest = " " + r
			}
		}
		targets = append(targets, &node{line: line, text: "target " + spec + ": " + filter})
		effect = before + label + rest
	}
	// "Destroy target creature. It can't be regenerated.", "Destroy all
	// creatures. They can't be regenerated.": the later sentence modifies
	// the destruction (608.2c).
	for _, s := range []string{"; it can't be regenerated", "; they can't be regenerated"} {
		effect = strings.ReplaceAll(effect, s, ", no regeneration")
	}
	effect = strings.ReplaceAll(effect, "; a creature dealt damage this way can't be regenerated this turn", ", no regeneration this turn")
	// "Copy target instant or sorcery spell. You may choose new targets
	// for the copy." (Fork, Reverberate): the later sentence is the copy's
	// option to choose new targets (707.10c of 2026, 503.10 of 2006).
	effect = strings.ReplaceAll(effect, "; you may choose new targets for the copy", ", and you may choose new targets for the copy")
	if len(targets) == 1 {
		// "Exile target creature. Its controller gains life equal to its
		// power.": "its" is the target's.
		effect = strings.ReplaceAll(effect, "; its controller ", "; controller of T ")
		// "... That creature's controller gains life equal to its
		// power." (Solitude): the target's controller.
		effect = strings.ReplaceAll(effect, "; that creature's controller ", "; controller of T ")
		effect = strings.ReplaceAll(effect, " equal to its power", " equal to T's power")
		// "Remove target attacking creature you control from combat and
		// untap it.": two instructions on the one target.
		effect = strings.ReplaceAll(effect, " from combat and untap it", " from combat; untap T")
	}
	// "Untap target creature. It gains haste until end of turn.": a
	// later sentence's "it" is the target named before it.
	clauses = resolveAnaphora(strings.Split(effect, "; "))
	for i, c := range clauses {
		clauses[i] = p.groupSubject(line, c)
	}
	return strings.Join(clauses, "; "), targets, nil
}

// groupSubject reads a clause whose subject is a group of permanents
// written without "all" ("Creatures you control get +1/+1 until end of
// turn."): the group is the permanents matching as it resolves, as the
// language's "all creatures you control get ..." says.
func (p *blockParser) groupSubject(line int, clause string) string {
	// "Each creature gets -1/-1 until end of turn.": "each" with a
	// permanent's type names every such permanent as it resolves, as
	// "all creatures get ..." does; "each player" is left to the player
	// verbs.
	if rest, ok := strings.CutPrefix(clause, "each "); ok {
		for _, verb := range []string{" gets ", " gains ", " loses "} {
			what, after, ok := strings.Cut(rest, verb)
			if !ok {
				continue
			}
			f, err := p.filter(line, what)
			if err != nil || f.CanBePlayer() || !f.CanBeObject() {
				break
			}
			words := strings.Fields(what)
			for i, w := range words {
				if cardTypes[w] || w == "permanent" {
					words[i] = plural(w)
					break
				}
			}
			return "all " + strings.Join(words, " ") + " " + strings.TrimSuffix(strings.TrimSpace(verb), "s") + " " + after
		}
	}
	for _, verb := range []string{" get ", " gain ", " lose "} {
		what, _, ok := strings.Cut(clause, verb)
		if !ok || strings.HasPrefix(what, "all ") || isTargetName(what) || what == "you" || strings.Contains(what, " each ") {
			continue
		}
		plural := false
		for _, w := range strings.Fields(what) {
			plural = plural || w != "this" && singular(w) != w && (cardTypes[singular(w)] || w == "permanents" || capitalized(w))
		}
		if !plural {
			continue
		}
		if _, err := p.filter(line, what); err == nil {
			return "all " + clause
		}
	}
	return clause
}

// subtypeGroupSentence reports whether a printed sentence begins with a
// group of permanents named by a plural subtype, "Knights you control get
// +2/+1 until end of turn." (History of Benalia): its first word keeps its
// capital, the mark of a subtype in a filter, where any other sentence's
// first word is lowered. Only a subject that reads as a filter with the
// capital and not without it is kept so.
func (p *blockParser) subtypeGroupSentence(line int, s string) bool {
	first, _, _ := strings.Cut(s, " ")
	if !capitalized(first) || sentenceWords[first] {
		return false
	}
	for _, verb := range []string{" get ", " gain ", " lose "} {
		what, _, ok := strings.Cut(s, verb)
		if !ok {
			continue
		}
		if singular(first) == first {
			// "Knights ...": a group, never one.
			return false
		}
		if _, err := p.filter(line, lowerFirst(what)); err == nil {
			return false
		}
		_, err := p.filter(line, what)
		return err == nil
	}
	return false
}

// lowerSentence lowers the first letter of a printed sentence read as a
// clause, unless it begins with a group named by a plural subtype, whose
// capital marks the subtype (subtypeGroupSentence).
func (p *blockParser) lowerSentence(line int, s string) string {
	if p.subtypeGroupSentence(line, s) {
		return s
	}
	return lowerFirst(s)
}

// sentenceWords are capitalized words that begin a sentence without naming
// a subtype.
var sentenceWords = map[string]bool{"You": true, "It": true, "Its": true, "This": true, "That": true, "Those": true, "They": true, "Their": true, "Each": true, "All": true, "Target": true, "Another": true, "Other": true}

// capitalized reports whether a word begins with a capital letter, as a
// subtype does in a filter.
func capitalized(w string) bool {
	return w != "" && w[0] >= 'A' && w[0] <= 'Z'
}

// longestFilter splits the longest run of leading words that the language
// reads as a filter from the rest.
func (p *blockParser) longestFilter(line int, s string) (filter, rest string, err error) {
	// A filter never runs past its clause.
	s, later, more := strings.Cut(s, "; ")
	defer func() {
		if more {
			rest += "; " + later
		}
	}()
	words := strings.Fields(s)
	for n := len(words); n > 0; n-- {
		f := strings.Join(words[:n], " ")
		// A possessive ends the filter: "target creature's power".
		f, possessive := strings.CutSuffix(f, "'s")
		// A comma ends it too, and stays with the rest: "target instant
		// or sorcery spell, except that the copy is red".
		f, comma := strings.CutSuffix(f, ",")
		if _, ferr := p.filter(line, f); ferr == nil {
			rest := strings.Join(words[n:], " ")
			if rest != "" {
				rest = " " + rest
			}
			if comma {
				rest = "," + rest
			}
			if possessive {
				rest = "'s" + rest
			}
			return f, rest, nil
		}
	}
	return "", "", errorf(p.file, line, "no filter the language knows after \"target\" in %q", s)
}

// exileToRemove rewrites "exile X[; ...]" as "remove X from the game",
// and "you may exile X" as "you may remove X from the game".
func exileToRemove(effect string) string {
	clauses := strings.Split(effect, "; ")
	for i, c := range clauses {
		may, c, _ := cutMay(c)
		if what, ok := strings.CutPrefix(c, "exile "); ok {
			what, when, delayed := delayedSuffix(what)
			clauses[i] = may + "remove " + what + " from the game"
			if delayed {
				clauses[i] += " " + when
			}
		}
	}
	return strings.Join(clauses, "; ")
}

// cutMay cuts "you may " from the front of a clause, returning it apart.
func cutMay(c string) (may, rest string, ok bool) {
	if rest, ok := strings.CutPrefix(c, "you may "); ok {
		return "you may ", rest, true
	}
	return "", c, false
}

// selfToThis names the object itself "this". Oracle text names a card
// whose name holds a comma by the part before it after the first mention
// ("Skithiryx, the Blight Dragon" reads "Regenerate Skithiryx."), so that
// part names it too, once the whole name has been read.
func selfToThis(s, name string) string {
	names := []string{lowerFirst(name), name}
	if short, _, ok := strings.Cut(name, ", "); ok && short != "" {
		names = append(names, lowerFirst(short), short)
	}
	for _, self := range append(names, selfNames...) {
		if self != "" {
			s = strings.ReplaceAll(s, self, "this")
		}
	}
	return s
}

func lowerFirst(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if l := unicode.ToLower(r); l != r {
		return string(l) + s[size:]
	}
	return s
}

// anyTarget is the filter "any target" stands for (115.4 of 2026).
const anyTarget = "creature, player, planeswalker, or battle"

// anyTargetWording reports whether the edition the program is played
// under reads "any target" (from the Dominaria update): before it, the
// same cards said "target creature or player".
func (p *blockParser) anyTargetWording() bool {
	return p.eraAnswer(func(edition string) bool {
		if edition == SeedEdition {
			edition = rulings.ReferenceEdition
		}
		return edition == "" || edition >= anyTargetSince
	})
}

// millSince is the rules update (Core Set 2021) from which "mill" is a
// keyword action (701.13 of 2022, 701.17 of 2026): before it, cards said
// "puts the top N cards of his or her library into his or her graveyard".
const millSince = "2020-07-03"

// millWording refuses "mills N cards" under an edition before mill was a
// keyword action.
func (p *blockParser) millWording(line int, effect string) error {
	for c := range strings.SplitSeq(effect, "; ") {
		if w := " " + c + " "; strings.Contains(w, " mills ") || strings.Contains(w, " mill ") {
			return p.wordingInEdition(line, "mill", millSince)
		}
	}
	return nil
}

// anyTargetSince is the rules update from which cards say "any target".
const anyTargetSince = "2018-04-27"

// wordingInEdition refuses Oracle wording of a later edition than the one
// the program is played under ("dies" under 2006-10-01).
func (p *blockParser) wordingInEdition(line int, phrase, since string) error {
	if since != "" && p.library {
		p.dated = true
		return nil
	}
	if since == "" || p.eraAnswer(func(edition string) bool {
		if edition == SeedEdition {
			edition = rulings.ReferenceEdition
		}
		return edition == "" || edition >= since
	}) {
		return nil
	}
	edition := p.edition
	if edition == SeedEdition {
		edition = rulings.ReferenceEdition
	}
	e := errorf(p.file, line, "%q is card wording from %s: edition %s has no such wording; write the card as it read then", phrase, since, edition)
	e.era = true
	return e
}

// loyalty parses a planeswalker's "loyalty N" (its printed loyalty: it
// enters with N loyalty counters, 306.5b) or a loyalty ability, "loyalty
// +1: EFFECT", "loyalty -3: EFFECT", "loyalty 0: EFFECT" (606), with
// optional target lines under it.
func (p *blockParser) loyalty(c *rulings.Characteristics, n *node, rest string) error {
	costText, effect, isAbility := strings.Cut(rest, ":")
	if isAbility && strings.TrimSpace(costText) == "-X" {
		// "−X: EFFECT": X loyalty counters removed, X announced as the
		// ability is activated (606.4, 601.2b).
		a := &rulings.Ability{Kind: rulings.ActivatedAbility, Text: strings.TrimSpace(rest),
			Cost: rulings.Cost{Parts: []rulings.CostPart{{Action: rulings.Loyalty, Self: true, LoyaltyX: true, Text: "-X"}}}}
		var err error
		if a.Effect, err = p.instructions(n.line, effect); err != nil {
			return err
		}
		if err := p.subTargets(a, n); err != nil {
			return err
		}
		c.Abilities = append(c.Abilities, a)
		return nil
	}
	amount, ok := number(costText)
	if !ok {
		return errorf(p.file, n.line, "expected \"loyalty N\" or \"loyalty +N: EFFECT\", found %q", n.text)
	}
	if !isAbility {
		if amount < 0 {
			return errorf(p.file, n.line, "a planeswalker's loyalty is not negative")
		}
		c.Abilities = append(c.Abilities, &rulings.Ability{Kind: rulings.StaticAbility, Text: n.text,
			Static: &rulings.Static{Kind: rulings.EntersWithCounters, Amount: rulings.Value{N: amount}, Counter: "loyalty"}})
		return p.noChildren(n)
	}
	a := &rulings.Ability{Kind: rulings.ActivatedAbility, Text: strings.TrimSpace(rest),
		Cost: rulings.Cost{Parts: []rulings.CostPart{{Action: rulings.Loyalty, Self: true, Loyalty: amount, Text: strings.TrimSpace(costText)}}}}
	var err error
	if a.Effect, err = p.instructions(n.line, effect); err != nil {
		return err
	}
	if err := p.subTargets(a, n); err != nil {
		return err
	}
	c.Abilities = append(c.Abilities, a)
	return nil
}

// grantsQuoted reports whether a printed static ability grants an ability
// written in quotes: "enchanted creature has \"{T}: ...\"".
func grantsQuoted(s string) bool {
	for _, verb := range []string{" has \"", " have \""} {
		if before, after, ok := strings.Cut(s, verb); ok && before != "" && strings.HasSuffix(after, "\"") {
			return true
		}
	}
	return false
}

// alternativeCostParts writes the costs of a printed alternative cost
// ("sacrifice two Mountains", "pay 1 life and sacrifice a creature") as
// the language's comma-separated cost parts, a sacrifice of several
// permanents as one part for each ("sacrifice a Mountain, sacrifice a
// Mountain"); a part it doesn't know is left as printed, for the cost
// reader to refuse by name.
func alternativeCostParts(what string) string {
	var parts []string
	for _, part := range strings.Split(what, " and ") {
		words := strings.Fields(part)
		if len(words) >= 3 && words[0] == "sacrifice" {
			if n, ok := numberWord(words[1]); ok && n > 1 {
				what := strings.Join(append([]string{singular(words[2])}, words[3:]...), " ")
				one := "sacrifice a " + what
				if strings.ContainsRune("AEIOUaeiou", rune(what[0])) {
					one = "sacrifice an " + what
				}
				for range n {
					parts = append(parts, one)
				}
				continue
			}
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, ", ")
}
