package rulings

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// banding: creatures with banding, and up to one without, may attack as a
// band; blocking one of them blocks the band, and the banding player
// chooses how the creatures blocking (or blocked by) a creature with
// banding assign their combat damage (502.10).
var banding = Keyword{redundantRule: "502.10i", Name: "banding", Rule: "502.10", natureRule: "502.10a", nature: "banding is a static ability that modifies the rules for declaring attackers and assigning combat damage", Form: "banding", build: staticKeyword(PlayRule)}

// bandsWithOther, written with a quality ("bands with other Legends"): a
// special form of banding; creatures with the same ability band together,
// and with creatures with banding (502.11).
var bandsWithOther = Keyword{redundantRule: "502.11d", Name: bandsWithOtherName, Rule: "502.11", natureRule: "502.11a", nature: "bands with other is a special form of banding", Form: "bands with other QUALITY",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		m := bandsWithOtherLine().FindStringSubmatch(text)
		if m == nil {
			return keywordValue{}, false, nil
		}
		return keywordValue{filter: Filter{Text: m[1]}}, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	}}

const bandsWithOtherName = "bands with other"

var bandsWithOtherLine = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^bands with other ([A-Za-z][A-Za-z ]*)$`) })

// bandsWithOtherOf returns the qualities of an object's "bands with
// other" abilities, each once (502.11d).
func bandsWithOtherOf(c *Characteristics) []string {
	var qualities []string
	for _, a := range c.Abilities {
		if a.Keyword == bandsWithOtherName && !slices.Contains(qualities, a.Static.Filter.Text) {
			qualities = append(qualities, a.Static.Filter.Text)
		}
	}
	return qualities
}

func cloneBands(bands [][]ObjectID) [][]ObjectID {
	if bands == nil {
		return nil
	}
	out := make([][]ObjectID, len(bands))
	for i, b := range bands {
		out[i] = slices.Clone(b)
	}
	return out
}

// announceBands checks and records the attacking bands the active player
// announces once attackers are chosen (308.2b): each member is an
// attacking creature in one band only (502.10c), and a band is creatures
// with banding and at most one without (502.10b), or creatures that share
// a "bands with other" ability joined by creatures with banding (502.11b).
func (g *Game) announceBands(bands [][]ObjectID) error {
	c := g.combat
	member := map[ObjectID]bool{}
	for _, band := range bands {
		if len(band) < 2 {
			return g.illegal("502.10b", "a band is two or more attacking creatures")
		}
		names := make([]string, len(band))
		for i, id := range band {
			names[i] = g.name(id)
			if !slices.Contains(c.attackers, id) {
				return g.illegal("308.2b", "%s isn't declared as an attacker, so it can't be in a band", g.name(id))
			}
			if member[id] {
				return g.illegal("502.10c", "%s can be a member of only one band", g.name(id))
			}
			member[id] = true
		}
		for _, id := range band {
			g.recordRedundant(g.view(id), banding.Name)
			g.recordRedundant(g.view(id), bandsWithOther.Name)
		}
		rule, why := g.bandRule(band)
		if why != "" {
			return g.illegal(rule, "%s can't attack in a band: %s", strings.Join(names, " and "), why)
		}
		c.bands = append(c.bands, slices.Clone(band))
		g.record("308.2b", "%s announces that %s attack in a band", g.playerName(g.active), strings.Join(names, " and "))
		g.record(rule, "%s is a legal band: %s", strings.Join(names, " and "), g.bandReason(rule, band))
	}
	return nil
}

// bandRule says which rule makes band legal, or why it isn't.
func (g *Game) bandRule(band []ObjectID) (rule, why string) {
	var without []string
	for _, id := range band {
		if !hasKeyword(g.view(id).chars(), banding.Name) {
			without = append(without, g.name(id))
		}
	}
	if len(without) <= 1 {
		return "502.10b", ""
	}
	// A band of "bands with other" creatures: each member has banding or
	// a quality every member without banding shares.
	var shared []string
	first := true
	for _, id := range band {
		c := g.view(id).chars()
		if hasKeyword(c, banding.Name) {
			continue
		}
		qualities := bandsWithOtherOf(c)
		if first {
			shared, first = qualities, false
			continue
		}
		shared = slices.DeleteFunc(slices.Clone(shared), func(q string) bool { return !slices.Contains(qualities, q) })
	}
	if len(shared) > 0 {
		return "502.11b", ""
	}
	if slices.ContainsFunc(band, func(id ObjectID) bool { return len(bandsWithOtherOf(g.view(id).chars())) > 0 }) {
		return "502.11b", "creatures without banding join a \"bands with other\" band only with the same ability, and " + strings.Join(without, " and ") + " don't share one"
	}
	return "502.10b", "a band may have only one creature without banding, and " + strings.Join(without, " and ") + " have none"
}

// bandReason says, for the trace, why a legal band is one.
func (g *Game) bandReason(rule string, band []ObjectID) string {
	if rule == "502.11b" {
		return "its members without banding share a \"bands with other\" ability, and the others have banding"
	}
	var with []string
	for _, id := range band {
		if hasKeyword(g.view(id).chars(), banding.Name) {
			with = append(with, g.name(id))
		}
	}
	return strings.Join(with, " and ") + " " + pluralVerb(len(with), "has", "have") + " banding, and no more than one member doesn't"
}

func pluralVerb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// bandOf returns the band an attacking creature is in, or nil.
func (g *Game) bandOf(id ObjectID) []ObjectID {
	if g.combat == nil {
		return nil
	}
	for _, b := range g.combat.bands {
		if slices.Contains(b, id) {
			return b
		}
	}
	return nil
}

// blockedWithBand returns the attacking creatures blocker blocks by
// blocking attacker: attacker, and each other creature still in combat in
// its band (502.10e).
func (g *Game) blockedWithBand(blocker *view, attacker ObjectID) []ObjectID {
	out := []ObjectID{attacker}
	band := g.bandOf(attacker)
	var others []string
	for _, id := range band {
		if id != attacker && g.inCombat(id) {
			out = append(out, id)
			others = append(others, g.name(id))
		}
	}
	if len(others) > 0 {
		g.noteBandLasts(out)
		g.record("502.10e", "%s is in a band with %s: each of them becomes blocked by %s too", g.name(attacker), strings.Join(others, " and "), blocker.name())
	}
	return out
}

// noteBandLasts records, under the 2026 rules, that a band announced
// stays a band for the rest of combat though its creatures could no
// longer be announced as one, having lost banding or "bands with other"
// (702.22e).
func (g *Game) noteBandLasts(band []ObjectID) {
	if _, why := g.bandRule(band); why != "" {
		g.recordLater("702.22e", "%s were announced as an attacking band, which lasts for the rest of combat even though %s", strings.Join(g.nameList(band), " and "), why)
	}
}

// leaveBand takes a creature removed from combat out of its band
// (502.10d).
func (g *Game) leaveBand(id ObjectID) {
	c := g.combat
	for i, b := range c.bands {
		if slices.Contains(b, id) {
			c.bands[i] = slices.DeleteFunc(slices.Clone(b), func(m ObjectID) bool { return m == id })
			g.record("502.10d", "%s is removed from combat, so it is removed from its band too", g.name(id))
		}
	}
}

// damageChooser returns the player who chooses how v divides its combat
// damage among recipients, the creatures it blocks or is blocked by: its
// controller, unless one of them has banding (502.10h), or two or more of
// them share a "bands with other" ability (502.11c), and is controlled by
// the other player. Banding counts as the damage is assigned: a creature
// that has lost it gives no choice.
func (g *Game) damageChooser(v *view, recipients []ObjectID) PlayerID {
	rule, who := g.bandingChoice(v, recipients)
	if rule == "" {
		return v.controller
	}
	chooser := g.view(recipients[0]).controller
	g.record(rule, "%s: %s chooses how %s assigns its combat damage", who, g.playerName(chooser), v.name())
	return chooser
}

// damageChoiceRule is the rule that gives the choice of how v divides its
// combat damage: 310.2c or 310.2d, or banding's.
func (g *Game) damageChoiceRule(v *view, recipients []ObjectID) string {
	if rule, _ := g.bandingChoice(v, recipients); rule != "" {
		return rule
	}
	if g.IsAttacking(v.id) {
		return "310.2c"
	}
	return "310.2d"
}

// bandingChoice finds the banding rule that gives the choice of how v
// assigns its damage to the opposing player, and says why; "" if none.
// The 2026 rules give the case of a blocking creature's damage a rule of
// its own (702.22k; an attacking creature's is 702.22j).
func (g *Game) bandingChoice(v *view, recipients []ObjectID) (rule, why string) {
	rule, why = g.bandingChoiceRule(v, recipients)
	if rule != "" && !g.IsAttacking(v.id) {
		rule += "#blocker"
	}
	return rule, why
}

// bandingChoiceRule is bandingChoice's rule of the reference edition.
func (g *Game) bandingChoiceRule(v *view, recipients []ObjectID) (rule, why string) {
	count := map[string]int{}
	for _, id := range recipients {
		r := g.view(id)
		if r.controller == v.controller {
			continue
		}
		if hasKeyword(r.chars(), banding.Name) {
			return "502.10h", g.name(id) + " has banding"
		}
		for _, q := range bandsWithOtherOf(r.chars()) {
			count[q]++
			if count[q] == 2 {
				return "502.11c", "two of the creatures it fights have \"bands with other " + q + "\""
			}
		}
	}
	return "", ""
}
