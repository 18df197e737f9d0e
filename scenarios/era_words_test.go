package scenarios

import (
	"regexp"
	"testing"

	"github.com/judgekit/judge/rulings"
)

// eraWords are words of one era's rules that a trace of the other era
// must not say, outside the card text it quotes: a judge reads the trace
// of a scenario in its own edition's words.
var eraWords = map[bool]*regexp.Regexp{
	// Words of 2006 that the Magic 2010 update replaced, in the traces of
	// 2009 and later editions.
	true: regexp.MustCompile(`\b(` +
		`in play|into play|from play|leaves play|left play|enters play|outside play|` +
		`in-play|comes-into-play|leaves-play|` +
		`removed from the game|removed-from-the-game|` +
		`comes? into play|coming into play|` +
		`plays? (a|the|an) (spell|instant|sorcery|mana ability|activated ability)|` +
		`playing (a|an|the) (spell|activated ability)|` +
		`becomes played|being played|(was|is|isn't|it was) played (with|as though)|` +
		`when it was played|it isn't played|` +
		`his or her|he or she|him or her|` +
		`mana burn|converted mana cost` +
		`)\b`),
	// Words the Magic 2010 update brought, in the traces of 2006.
	false: regexp.MustCompile(`\b(` +
		`battlefield|exiled?|into exile|` +
		`casts?|casting|activates?|activating|` +
		`mana value|` +
		`their (library|hand|graveyard|mana pool|turn)|` +
		`they (may|can|control|controls|draw|draws|untap|untaps|choose|chooses|put|puts|has|have priority)` +
		`)\b`),
}

// badGrammar are slips of grammar a word replaced by an edition's word
// leaves behind: a verb that no longer agrees with "they", "a" before a
// vowel.
var badGrammar = regexp.MustCompile(`\b(they (has|is|was|does|controls|draws|untaps|chooses|puts|gets|passes|takes)|it is exile|[Aa] (artifact|enchantment|instant|aura|ability|effect|opponent|untapped|attacking|unblocked|Equipment))\b`)

// quoted matches the card text a step quotes, in the words its scenario
// wrote it.
var quoted = regexp.MustCompile(`"[^"]*"`)

// TestBuiltinTracesSayTheirEditionsWords runs every built-in scenario
// under each edition it names and requires each step to say it in that
// edition's words: no "comes into play" or "he or she" in a 2026 trace,
// no "battlefield" or "cast" in a 2006 one, and no grammar a replaced
// word broke.
func TestBuiltinTracesSayTheirEditionsWords(t *testing.T) {
	all, _ := builtinSet(t)
	// Most steps say what steps of other scenarios say ("alice passes
	// priority"): each text is read once per era.
	seen := [2]map[string]bool{{}, {}}
	for _, s := range all {
		for _, r := range eraResults([]Result{builtinResult(t, s)}) {
			if r.Trace == nil {
				continue
			}
			rules, err := rulings.RulesFor(r.Edition)
			if err != nil {
				t.Errorf("%s: %v", s.File, err)
				continue
			}
			modern := rules.Edition != rulings.ReferenceEdition
			era := seen[0]
			if modern {
				era = seen[1]
			}
			for _, step := range r.Trace.Steps() {
				if era[step.Text] {
					continue
				}
				era[step.Text] = true
				text := quoted.ReplaceAllString(step.Text, `""`)
				if w := eraWords[modern].FindString(text); w != "" {
					t.Errorf("%s under %s: step %s says %q, a word of the other era: %q", s.File, r.Edition, step.Rule, w, step.Text)
				}
				if w := badGrammar.FindString(text); w != "" {
					t.Errorf("%s under %s: step %s says %q: %q", s.File, r.Edition, step.Rule, w, step.Text)
				}
			}
		}
	}
}
