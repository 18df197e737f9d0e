package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Keyword is one keyword ability of rule 502 as the engine knows it: how
// it is written on a card line, the rule that defines it, and the ability
// it gives a card. Each keyword, or small family, lives in one file,
// keyword_NAME.go, that holds its definition and every rule the engine
// applies for it; the table in Keywords names them all, and the scenario
// language reads it (ParseKeyword). Adding a keyword touches its file, the
// table and its scenarios only.
type Keyword struct {
	// Name is the keyword as printed, in lower case ("first strike").
	Name string
	// Rule is the rule of 502 that defines it ("502.2").
	Rule string
	// Form shows how it is written on a card line ("cycling {COST}").
	Form string
	// natureRule, when set, is the subrule saying what kind of ability
	// the keyword is ("502.4a": flying is an evasion ability), and nature
	// says it; both are cited with the rule naming the keyword.
	natureRule, nature string
	// triggerRule, for a keyword that stands for a triggered ability, is
	// the rule saying what it means, cited when it triggers.
	triggerRule string
	// separateRule, for a triggered keyword, is the rule saying that
	// each of several instances on one object triggers separately.
	separateRule string
	// evasion marks an evasion ability, which restricts what can block
	// the creature (501.1).
	evasion bool
	// redundantRule, for an evasion or other static keyword, is the rule
	// saying that several instances of it on one object are redundant,
	// cited where the keyword applies (recordRedundant).
	redundantRule string
	// lastKnownRule and anyZoneRule, for a keyword that changes what a
	// source's damage does (deathtouch, lifelink, wither, infect), are the
	// rules saying that a source gone from its zone is read as it last
	// existed, and that the keyword works whatever zone the source deals
	// damage from (recordDamageKeyword).
	lastKnownRule, anyZoneRule string
	// Verb is the scenario language's verb for playing the keyword's
	// ability from the hand ("cycles"), if it has one.
	Verb string
	// Since is the effective date of the first edition whose rules have
	// the keyword as the engine plays it; empty for the keywords of the
	// reference edition. A later keyword's Rule is its own number in
	// Edition2026.
	Since string
	// arg is what follows the name.
	arg keywordArg
	// build makes the ability from the line's text and its argument.
	build func(text string, arg keywordValue) *Ability
	// match, when set, reads a keyword whose name varies with its
	// argument ("forestwalk", "snow swampwalk"); ok is false when the
	// line isn't this keyword.
	match func(text string, filter func(string) (Filter, error)) (arg keywordValue, ok bool, err error)
	// restrictsBlock, when set, returns the IllegalError that stops
	// blocker from blocking attacker because of this keyword, or nil.
	restrictsBlock func(g *Game, attacker, blocker *view) error
	// wraps, when set, makes the keyword a prefix of another ability line
	// ("forecast — activated ..."), and changes the ability that line
	// reads as (502.53a).
	wraps func(a *Ability) (*Ability, error)
	// resolving, when set, applies the keyword as its spell or ability
	// resolves, after its other instructions (scry, 502.36a).
	resolving func(g *Game, r *resolution, a *Ability) error
	// entering, when set, applies the keyword as its permanent comes into
	// play (fade counters, +1/+1 counters: 410.10e).
	entering func(g *Game, o *Object, v *view, a *Ability)
	// more, for a keyword that stands for several abilities, makes the
	// others (bushido triggers on blocking and on becoming blocked).
	more func(text string, arg keywordValue) []*Ability
}

// keywordArg says what follows a keyword's name on its line.
type keywordArg int

const (
	argNone keywordArg = iota
	// argCost is a mana cost: "cycling {2}".
	argCost
	// argNumber is a number at least 1: "dredge 2".
	argNumber
	// argNumberOrX is a number or X: "bloodthirst X".
	argNumberOrX
	// argCountAndCost is a number, a dash and a cost: "suspend 3—{R}".
	argCountAndCost
	// argColors is "from COLOR [and from COLOR]": protection.
	argColors
	// argFilter is a filter read by the language: "enchant creature".
	argFilter
	// argForFilter is "for" and a filter: "affinity for artifacts".
	argForFilter
	// argCount is a number at least 0: "scry 0", which the modern rules
	// give a meaning of its own (701.22b).
	argCount
)

// keywordValue is a keyword's parsed argument.
type keywordValue struct {
	cost   ManaCost
	n      int
	x      bool
	colors ColorSet
	filter Filter
	// costs are a cost with choices, each a cost ("{W} or {U}").
	costs []ManaCost
	// toughness is the toughness of a keyword that gives a power and
	// toughness too (prototype), whose power is n.
	toughness int
	// text is a condition written after the keyword ("to solve — ...").
	text string
}

// Keywords returns every keyword ability the engine knows, in the order
// of rule 502, as a copy the caller may change.
func Keywords() []Keyword {
	return slices.Clone(keywordTable())
}

// keywordTable is the table of Keywords built once: every card line is
// looked up in it, and building the table on each look-up cost more than
// parsing the line. The engine only reads it.
var keywordTable = sync.OnceValue(allKeywords)

// allKeywords is the only list of the keyword abilities the engine knows.
func allKeywords() []Keyword {
	return []Keyword{
		firstStrike, flanking, flying, reach, haste, landwalk, protection, shadow, trample,
		banding, bandsWithOther, rampage, cumulativeUpkeep, vigilance, phasing, buyback, horsemanship, cycling, typecycling, echo, fading,
		kicker, flashback, threshold, madness, fear, morph, amplify, doubleStrike, provoke, storm,
		affinity, entwine, equip, imprint, modular, scry, sunburst, bushido, soulshift, splice,
		defender, offering, ninjutsu, epic, enchant, convoke, dredge, transmute, substance,
		bloodthirst, haunt, replicate, forecast, graft, recover, ripple, flash, splitSecond, suspend,
		// Keywords the reference edition lacks (keywords_modern.go).
		deathtouch, lifelink, hexproof, shroud, indestructible, menace, ward, prowess, undying, bestow, devour, toxic, changeling,
		persist, wither, infect, exalted, annihilator, cascade, unearth, evoke, vanishing,
		trampleOverPlaneswalkers,
		// 702.121-702.192 of 2026 (keyword_NAME.go each).
		afflict, afterlife, mentor, training, decayed, melee, fabricate, riot, mobilize, crew,
		spectacle, jumpStart, escape, blitz, saddle, exhaust, boast, undaunted, forMirrodin, jobSelect, ravenous,
		backup, embalm, eternalize, increment, livingMetal, casualty, improvise,
		firebending, offspring, squad, plot, foretell, disguise, harmonize, warp, bargain, mayhem, webSlinging, sneak, freerunning, enlist, demonstrate, gift, ascend, compleated,
		disturb, moreThanMeetsTheEye, daybound, nightbound, craft, impending, tiered, cleave, reconfigure, encore, megamorph,
		// 702.13-702.120 of 2026 not in the lines above (keyword_NAME.go each).
		intimidate, poisonous, frenzy, battleCry, dethrone, skulk, ingest, renown, outlast, extort, evolve, unleash, exploit, devoid, reinforce, transfigure,
		prowl, surge, dash, scavenge, retrace, absorb, livingWeapon, gravestorm, escalate, awaken, delve, umbraArmor, emerge, rebound, levelUp, fortify,
		champion, hideaway, conspire, overload, tribute, myriad, spree, miracle, aftermath, fuse, prototype, soulbond, assist, cipher, mutate,
		infinity,
		// 702.65-702.192 of 2026 not in the lines above (keyword_NAME.go each).
		auraSwap, station, solved, partner, spaceSculptor, companion, readAhead,
		maxSpeedKeyword, startYourEngines, paradigm, hiddenAgenda, doubleAgenda, visit,
	}
}

// ParseKeyword reads a card line that is a keyword ability ("flying",
// "cycling {2}", "suspend 3—{R}") and returns the abilities it stands for,
// usually one. ok is false when the line names no keyword; err says what
// is wrong with one that does. filter reads the filter of keywords that
// take one (enchant).
func ParseKeyword(text string, filter func(string) (Filter, error)) (abilities []*Ability, ok bool, err error) {
	table := keywordTable()
	start, end := 0, len(table)
	i, known := keywordOfLine.find(text)
	if known {
		// Which keyword a line names depends on the text alone (a form
		// is recognised before its argument is read), so only that
		// keyword is tried again.
		if i < 0 {
			return nil, false, nil
		}
		start, end = i, i+1
	}
	for i := start; i < end; i++ {
		k := table[i]
		var v keywordValue
		if k.match != nil {
			if v, ok, err = k.match(text, filter); !ok {
				continue
			}
		} else {
			rest, found := strings.CutPrefix(text, k.Name)
			if !found || (k.arg == argNone) != (rest == "") || rest != "" && rest[0] != ' ' {
				continue
			}
			v, err = k.parseArg(strings.TrimSpace(rest), filter)
		}
		if !known {
			keywordOfLine.note(text, i)
		}
		if err != nil {
			return nil, true, fmt.Errorf("%s: expected %q: %w", k.Name, k.Form, err)
		}
		abilities = []*Ability{k.build(text, v)}
		if k.more != nil {
			abilities = append(abilities, k.more(text, v)...)
		}
		for _, a := range abilities {
			a.Keyword = k.Name
		}
		return abilities, true, nil
	}
	if !known {
		keywordOfLine.note(text, -1)
	}
	return nil, false, nil
}

// keywordOfLine remembers which keyword of the table a card line names (-1
// for none): each scenario reads its card lines again, and each line is
// tried as a keyword several times, where trying the whole table is most
// of the cost of reading a card.
var keywordOfLine = lineKeywords{index: map[string]int{}}

// lineKeywords is a bounded memo from card line to keyword index, safe for
// concurrent use (the web server reads scenarios in parallel).
type lineKeywords struct {
	mu    sync.RWMutex
	index map[string]int
}

// maxLineKeywords bounds the memo: lines past it are read the slow way,
// so a server reading many different user scenarios doesn't grow without
// end.
const maxLineKeywords = 20000

func (m *lineKeywords) find(text string) (int, bool) {
	m.mu.RLock()
	i, ok := m.index[text]
	m.mu.RUnlock()
	return i, ok
}

func (m *lineKeywords) note(text string, i int) {
	m.mu.Lock()
	if len(m.index) < maxLineKeywords {
		m.index[text] = i
	}
	m.mu.Unlock()
}

func (k Keyword) parseArg(rest string, filter func(string) (Filter, error)) (keywordValue, error) {
	var v keywordValue
	var err error
	switch k.arg {
	case argCost:
		v.cost, err = ParseManaCost(rest)
	case argNumber, argNumberOrX, argCount:
		if rest == "X" && k.arg == argNumberOrX {
			v.x = true
			break
		}
		v.n, err = strconv.Atoi(rest)
		if err == nil && v.n < 0 && k.arg == argCount {
			err = fmt.Errorf("%d is not a number at least 0", v.n)
		} else if err == nil && v.n < 1 && k.arg != argCount {
			err = fmt.Errorf("%d is not a number at least 1", v.n)
		}
	case argCountAndCost:
		count, cost, found := strings.Cut(rest, "—")
		if !found {
			return v, fmt.Errorf("no \"—\" between the count and the cost in %q", rest)
		}
		if v.n, err = strconv.Atoi(strings.TrimSpace(count)); err != nil || v.n < 1 {
			return v, fmt.Errorf("bad count %q", count)
		}
		v.cost, err = ParseManaCost(strings.TrimSpace(cost))
	case argColors:
		if rest == "from each color" {
			// Shorthand for a protection from each of the five colors
			// (702.16h of 2026).
			for _, c := range allColors {
				v.colors = v.colors.With(c)
			}
			break
		}
		if rest == "from the chosen color" {
			// The color chosen as the permanent came into play (503.7).
			v.x = true
			break
		}
		for part := range strings.SplitSeq(rest, " and ") {
			name, found := strings.CutPrefix(strings.TrimSpace(part), "from ")
			c, known := ParseColor(name)
			if !found || !known || len(name) < 3 {
				return v, fmt.Errorf("%q is not \"from COLOR\"", part)
			}
			v.colors = v.colors.With(c)
		}
	case argFilter, argForFilter:
		if filter == nil {
			return v, fmt.Errorf("no filter reader")
		}
		if k.arg == argForFilter {
			var found bool
			if rest, found = strings.CutPrefix(rest, "for "); !found {
				return v, fmt.Errorf("%q doesn't start with \"for\"", rest)
			}
		}
		v.filter, err = filter(rest)
	}
	return v, err
}

// KeywordNamed returns the keyword with the given name.
func KeywordNamed(name string) (Keyword, bool) {
	all := keywordTable()
	i := slices.IndexFunc(all, func(k Keyword) bool { return k.Name == name })
	if i < 0 {
		return Keyword{}, false
	}
	return all[i], true
}

// KeywordByVerb returns the keyword whose ability is played with verb
// ("cycles").
func KeywordByVerb(verb string) (Keyword, bool) {
	all := keywordTable()
	i := slices.IndexFunc(all, func(k Keyword) bool { return k.Verb != "" && k.Verb == verb })
	if i < 0 {
		return Keyword{}, false
	}
	return all[i], true
}

// instances counts the abilities of c that are instances of keyword
// written like a (same keyword, same text: "forestwalk" twice, not
// "forestwalk" and "islandwalk") and trigger on the same event, if a
// triggers.
func instances(c *Characteristics, a *Ability) int {
	n := 0
	for _, b := range c.Abilities {
		if b.Keyword != a.Keyword || b.Text != a.Text {
			continue
		}
		if (a.Trigger == nil) != (b.Trigger == nil) || a.Trigger != nil && a.Trigger.Event != b.Trigger.Event {
			continue
		}
		n++
	}
	return n
}

// hasKeyword reports whether an object has a keyword ability.
func hasKeyword(c *Characteristics, keyword string) bool {
	return slices.ContainsFunc(c.Abilities, func(a *Ability) bool { return a.Keyword == keyword })
}

// staticKeyword builds the ability of a keyword that is a static ability
// the engine applies where its rule matters (in combat, in playing the
// card, as the card comes into play).
func staticKeyword(kind StaticKind) func(string, keywordValue) *Ability {
	return func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: kind}}
	}
}

// abilityWordRule is the 2026 rule on ability words (207.2c), which some
// keywords of the reference edition became.
const abilityWordRule = "207.2c"

// noteKeyword records, as a keyword ability of the object named begins to
// matter, that the object has it: the step cites the rule naming the
// keyword, whose subrules the steps that follow apply.
func (g *Game) noteKeyword(name string, k Keyword) {
	if name == "" {
		// A face-down permanent has no name (708.2).
		name = "a nameless object"
	}
	if g.rules.Cite(k.Rule) == abilityWordRule {
		// A keyword of the reference edition that later rules print as
		// an ability word (imprint): it has no rules meaning.
		g.record(k.Rule, "%s has %s, an ability word, not a keyword ability: it has no rules meaning of its own", name, k.Name)
		return
	}
	g.record(k.Rule, "%s has %s, a keyword ability", name, k.Name)
	if k.natureRule != "" {
		g.record(k.natureRule, "%s", k.nature)
	}
}

// noteKeywordNamed is noteKeyword for the keyword named keyword, when the
// object seen in v has it.
func (g *Game) noteKeywordNamed(v *view, keyword string) {
	if k, ok := KeywordNamed(keyword); ok && v != nil && hasKeyword(v.chars(), keyword) {
		g.noteKeyword(v.name(), k)
	}
}
