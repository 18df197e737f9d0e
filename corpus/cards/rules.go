package cards

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/judgekit/judge/corpus"
)

// The kinds of keyword rule, as the headings holding them are titled.
const (
	KindAbility = "keyword ability"
	KindAction  = "keyword action"
)

// KeywordRule is a rule of an edition that defines a keyword: a titled
// rule under the heading "Keyword Abilities" (702.9 Flying of 2026) or
// "Keyword Actions" (701.13 Exile).
type KeywordRule struct {
	Title string `json:"title"`
	Rule  string `json:"rule"`
	// Kind is KindAbility or KindAction; empty in an edition whose
	// headings are missing (the seed fragments), where the keyword rules
	// are the largest run of titled rules under one heading number.
	Kind string `json:"kind,omitempty"`
}

// KeywordRules are the keyword rules of one edition.
type KeywordRules struct {
	// Edition and Hash name the edition they were read from.
	Edition string        `json:"edition"`
	Hash    string        `json:"hash"`
	Rules   []KeywordRule `json:"rules"`
}

// KeywordRulesOf finds the keyword rules of edition by its headings'
// titles, so every edition, whatever its numbering, gives its own: the
// titled rules under the headings titled "Keyword Abilities" and "Keyword
// Actions". An edition with neither heading (a fragment) gives the titled
// rules under the heading number holding the most of them, of no kind.
func KeywordRulesOf(edition *corpus.Edition) *KeywordRules {
	out := &KeywordRules{Edition: edition.ID, Hash: edition.Hash}
	for _, heading := range edition.Rules {
		if heading.Kind != corpus.KindHeading {
			continue
		}
		var kind string
		switch strings.ToLower(strings.TrimSpace(heading.Title)) {
		case "keyword abilities":
			kind = KindAbility
		case "keyword actions":
			kind = KindAction
		default:
			continue
		}
		for _, id := range heading.Children {
			if rule, ok := edition.Rule(id); ok && rule.Title != "" {
				out.Rules = append(out.Rules, KeywordRule{Title: rule.Title, Rule: rule.ID, Kind: kind})
			}
		}
	}
	if len(out.Rules) > 0 {
		return out
	}
	byHeading := map[string][]KeywordRule{}
	for _, rule := range edition.Rules {
		if rule.Kind == corpus.KindRule && rule.Title != "" {
			heading, _, _ := strings.Cut(rule.ID, ".")
			byHeading[heading] = append(byHeading[heading], KeywordRule{Title: rule.Title, Rule: rule.ID})
		}
	}
	for heading, rules := range byHeading {
		if len(rules) > len(out.Rules) || len(rules) == len(out.Rules) && heading < ruleHeading(out.Rules) {
			out.Rules = rules
		}
	}
	return out
}

func ruleHeading(rules []KeywordRule) string {
	if len(rules) == 0 {
		return ""
	}
	heading, _, _ := strings.Cut(rules[0].Rule, ".")
	return heading
}

// RuleLink ties a keyword of a card to the rule defining it.
type RuleLink struct {
	// Keyword is the keyword as the card lists it or its text says it
	// ("Flying", "exiles").
	Keyword string `json:"keyword"`
	KeywordRule
}

// Link returns the keyword rules card uses, in rule order: each keyword
// Scryfall lists for it, and each keyword ability or keyword action its
// rules text names, as written or inflected ("exiles", "tapped"; not
// "enchantment" for Enchant). Reminder text (in parentheses) is not rules
// text and is not read, nor the card's own names; a keyword action's word
// used as a noun ("a +1/+1 counter", "the exiled card") is not the action.
func (k *KeywordRules) Link(card *Card) []RuleLink {
	phrases := k.phrases()
	found := map[string]RuleLink{}
	for _, keyword := range card.Keywords {
		want := lowerWords(keyword)
		for _, p := range phrases {
			if slices.Equal(p.words, want) {
				if _, ok := found[p.rule.Rule]; !ok {
					found[p.rule.Rule] = RuleLink{Keyword: keyword, KeywordRule: p.rule}
				}
				break
			}
		}
	}
	names := []string{card.Name}
	names = append(names, card.FaceNames()...)
	for _, text := range card.Texts() {
		words := textWords(withoutNames(text.Text, names))
		used := make([]bool, len(words))
		for _, p := range phrases {
			for i := 0; i+len(p.words) <= len(words); i++ {
				if !p.at(words, used, i) {
					continue
				}
				if p.rule.Kind == KindAction && usedAsNoun(words, i, len(p.words)) {
					continue
				}
				for j := i; j < i+len(p.words); j++ {
					used[j] = true
				}
				if _, ok := found[p.rule.Rule]; !ok {
					printed := make([]string, len(p.words))
					for j := range printed {
						printed[j] = words[i+j].printed
					}
					found[p.rule.Rule] = RuleLink{Keyword: strings.Join(printed, " "), KeywordRule: p.rule}
				}
			}
		}
	}
	links := make([]RuleLink, 0, len(found))
	for _, link := range found {
		links = append(links, link)
	}
	slices.SortFunc(links, func(a, b RuleLink) int { return compareRuleIDs(a.Rule, b.Rule) })
	return links
}

// phrase is a keyword rule's title, or one of the words a title joins
// with "and" ("Tap and Untap"), as lower-case words.
type phrase struct {
	words []string
	rule  KeywordRule
}

// phrases returns the rules' titles as stemmed phrases, longest first, so
// "double strike" is found before "double".
func (k *KeywordRules) phrases() []phrase {
	var out []phrase
	for _, rule := range k.Rules {
		title := rule.Title
		if open := strings.Index(title, "("); open > 0 {
			title = title[:open]
		}
		parts := []string{title}
		if strings.Contains(title, " and ") {
			parts = strings.Split(title, " and ")
		}
		for _, part := range parts {
			if words := lowerWords(part); len(words) > 0 {
				out = append(out, phrase{words: words, rule: rule})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b phrase) int { return cmp.Compare(len(b.words), len(a.words)) })
	return out
}

// at reports whether the phrase's words are words[i:], each as written
// or inflected, none of them taken by a longer phrase.
func (p phrase) at(words []word, used []bool, i int) bool {
	for j, w := range p.words {
		if used[i+j] || !inflects(words[i+j].lower, w) {
			return false
		}
	}
	return true
}

// inflects reports whether word is base or an inflection of it: "exiles",
// "exiled", "exiling", "tapped", "scries". A derived word is not:
// "enchantment" is not "enchant", nor "defending" "defender".
func inflects(word, base string) bool {
	if word == base {
		return true
	}
	rest, ok := strings.CutPrefix(word, base)
	if ok && (rest == "s" || rest == "es" || rest == "d" || rest == "ed" || rest == "ing") {
		return true
	}
	if n := len(base); n > 1 {
		stem, last := base[:n-1], base[n-1]
		switch rest, ok := strings.CutPrefix(word, stem); {
		case ok && last == 'e' && rest == "ing":
			return true
		case ok && last == 'y' && (rest == "ies" || rest == "ied"):
			return true
		case ok && (rest == string([]byte{last, last})+"ed" || rest == string([]byte{last, last})+"ing"):
			return true
		}
	}
	return false
}

// word is one word of rules text: as printed, and lower-cased; a token
// such as "+1/+1" has no lower-cased form and matches nothing.
type word struct {
	printed, lower string
	// marker is a number or a P/T change ("+1/+1", "3", "X"), which before
	// a word makes it a noun: "two +1/+1 counters".
	marker bool
	// afterBreak marks the first word after a sentence, a cost or a
	// clause ends ("+1: Create", "Draw a card. Exile"): nothing before it
	// makes it a noun.
	afterBreak bool
}

// textWords splits rules text into words, leaving out reminder text (in
// parentheses) and symbols in braces.
func textWords(text string) []word {
	var b strings.Builder
	depth, braces := 0, 0
	for _, r := range text {
		switch {
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		case r == '{':
			braces++
		case r == '}' && braces > 0:
			braces--
			b.WriteRune(' ')
		case depth == 0 && braces == 0:
			b.WriteRune(r)
		}
	}
	var words []word
	afterBreak := true
	for raw := range strings.FieldsSeq(b.String()) {
		field := strings.TrimFunc(raw, func(r rune) bool {
			return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '+' && r != '-' && r != '/'
		})
		last, _ := utf8.DecodeLastRuneInString(raw)
		ends := strings.ContainsRune(".:;—", last)
		switch {
		case field == "" || strings.HasSuffix(raw, ":"):
			// A cost ("+1:", "{T}:") or a dash only: it ends what came
			// before, and is no word.
		case strings.ContainsAny(field, "/0123456789") || strings.EqualFold(field, "x"):
			words = append(words, word{printed: field, marker: true, afterBreak: afterBreak})
		default:
			for part := range strings.FieldsFuncSeq(field, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
				words = append(words, word{printed: part, lower: lower(part), afterBreak: afterBreak})
				afterBreak = false
			}
		}
		afterBreak = ends || field == "" || strings.HasSuffix(raw, ":")
	}
	return words
}

// lowerWords splits a title or keyword into lower-case words.
func lowerWords(s string) []string {
	var words []string
	for part := range strings.FieldsFuncSeq(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		words = append(words, lower(part))
	}
	return words
}

// lower lower-cases a word and drops a possessive: "player's" is "player".
func lower(w string) string {
	w = strings.ToLower(w)
	for _, possessive := range []string{"'s", "’s"} {
		w = strings.TrimSuffix(w, possessive)
	}
	return w
}

// determiners are the words that make the word after them a noun or an
// adjective: "a counter", "the exiled card".
var determiners = map[string]bool{
	"a": true, "an": true, "the": true, "that": true, "those": true, "this": true, "these": true,
	"each": true, "every": true, "no": true, "any": true, "another": true, "all": true, "its": true,
	"their": true, "your": true, "his": true, "her": true, "of": true, "more": true, "fewer": true,
	"one": true, "two": true, "three": true, "four": true, "five": true, "six": true, "seven": true,
	"eight": true, "nine": true, "ten": true, "additional": true,
}

// usedAsNoun reports whether the action's words at words[i:i+n] are a
// noun or an adjective rather than the action: after a determiner or a
// number ("a counter", "two +1/+1 counters", "the exiled card"), or
// followed by "on" or "from" as a thing put or removed is ("a lore
// counter on it").
func usedAsNoun(words []word, i, n int) bool {
	if i > 0 && !words[i].afterBreak && (words[i-1].marker || determiners[strings.ToLower(words[i-1].printed)]) {
		return true
	}
	if j := i + n; j < len(words) && (words[j].lower == "on" || words[j].lower == "from") {
		return true
	}
	return false
}

// withoutNames removes the card's own names from its text: "Fight with
// Fire deals 5 damage" names no keyword action.
func withoutNames(text string, names []string) string {
	for _, name := range names {
		if name != "" {
			text = strings.ReplaceAll(text, name, " ")
		}
	}
	return text
}

// compareRuleIDs orders rule IDs by their numbers: 701.9 before 701.10.
func compareRuleIDs(a, b string) int {
	ap, bp := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(ap) && i < len(bp); i++ {
		an, aerr := strconv.Atoi(ap[i])
		bn, berr := strconv.Atoi(bp[i])
		if aerr == nil && berr == nil && an != bn {
			return cmp.Compare(an, bn)
		}
		if c := strings.Compare(ap[i], bp[i]); aerr != nil || berr != nil {
			if c != 0 {
				return c
			}
		}
	}
	return cmp.Compare(len(ap), len(bp))
}
