package rulings

import "fmt"

// The evergreen keywords of 702 that the reference edition lacks, each as
// the 2026 rules define it, named by its 2026 number and dated by the
// rules update that brought it in that form (Keyword.Since).

// deathtouch: any damage a source with deathtouch deals to a creature is
// enough to destroy it (702.2b, 704.5h). From the Magic 2010 update it is
// a static ability; the triggered keyword of 2007-2009 (502.63 of 2008)
// is written out as a triggered ability under those editions.
var deathtouch = Keyword{Name: "deathtouch", Rule: "702.2", natureRule: "702.2a", nature: "deathtouch is a static ability", redundantRule: "702.2f", lastKnownRule: "702.2e", anyZoneRule: "702.2d", Form: "deathtouch", Since: M10Update, build: staticKeyword(PlayRule)}

// lifelink: damage dealt by a source with lifelink causes its controller to
// gain that much life as the damage is dealt (702.15b); a static ability
// from the Magic 2010 update on, like deathtouch.
var lifelink = Keyword{Name: "lifelink", Rule: "702.15", natureRule: "702.15a", nature: "lifelink is a static ability", redundantRule: "702.15f", lastKnownRule: "702.15c", anyZoneRule: "702.15d", Form: "lifelink", Since: M10Update, build: staticKeyword(PlayRule)}

// hexproof: the permanent can't be the target of spells or abilities its
// controller's opponents control (702.11b). A keyword from Magic 2012.
// "Hexproof from COLOR [and from COLOR]" is its variant (702.11d, 702.11f;
// keyword_hexproof_from.go): an ability with Colors is that variant only.
var hexproof = Keyword{Name: "hexproof", Rule: "702.11", natureRule: "702.11a", nature: "hexproof is a static ability", redundantRule: "702.11h", Form: "hexproof", Since: "2011-07-15", match: matchHexproof, build: buildHexproof}

// shroud: the permanent can't be the target of spells or abilities
// (702.18a). The 2006 edition has no such keyword; 2008-02-01, the
// earliest stored edition after it, has it (502.36 of 2008).
var shroud = Keyword{Name: "shroud", Rule: "702.18", redundantRule: "702.18b", Form: "shroud", Since: "2008-02-01", build: staticKeyword(PlayRule)}

// indestructible: the permanent can't be destroyed, by effects or by
// lethal damage (702.12b). A keyword from Magic 2014.
var indestructible = Keyword{Name: "indestructible", Rule: "702.12", natureRule: "702.12a", nature: "indestructible is a static ability", redundantRule: "702.12c", Form: "indestructible", Since: M14Update, build: staticKeyword(PlayRule)}

// menace: the creature can't be blocked except by two or more creatures
// (702.111b), an evasion ability (702.111a) whose several instances are
// redundant (702.111c). A keyword from Magic Origins.
var menace = Keyword{Name: "menace", Rule: "702.111", natureRule: "702.111a", nature: "menace is an evasion ability", redundantRule: "702.111c", Form: "menace", Since: "2015-07-17", build: staticKeyword(PlayRule)}

// noteDeathtouch marks a creature dealt damage by a source with
// deathtouch, for the state-based action of 704.5h.
func (g *Game) noteDeathtouch(source *view, creature ObjectID) {
	if !g.rules.StaticDamageKeywords || !hasKeyword(source.chars(), deathtouch.Name) {
		return
	}
	g.objects[creature].DeathtouchDamage = true
	g.recordDamageKeyword(source, deathtouch.Name)
	g.record("702.2b", "%s has deathtouch: the damage it dealt to %s is enough to destroy it", source.name(), g.name(creature))
}

// gainLifelink has the controller of a source with lifelink gain the
// damage it just dealt, as part of the damage event (702.15b).
func (g *Game) gainLifelink(source *view, n int) {
	if !g.rules.StaticDamageKeywords || n <= 0 || !hasKeyword(source.chars(), lifelink.Name) {
		return
	}
	p := g.players[source.controller]
	// The life gained is a result of the damage event, which replacement
	// effects on gaining life modify like any other gain (120.4d of 2026).
	dealt := n
	replaced, n, err := g.replaceLifeGainOrdered(p.ID, n)
	if replaced || err != nil {
		if err != nil {
			g.deferError(err)
		}
		return
	}
	if n != dealt {
		g.record("120.4d", "the damage %s dealt was processed into its results, %s gaining %d life, and a replacement effect made that %d life before the damage event occurs", source.name(), p.Name, dealt, n)
	}
	if g.noLifeGain(p.ID, n) {
		return
	}
	p.Life += n
	g.recordDamageKeyword(source, lifelink.Name)
	g.record("702.15b", "%s has lifelink: %s gains %d life as the damage is dealt (life now %d)", source.name(), p.Name, n, p.Life)
	g.recordLater("120.3f", "damage dealt by %s, a source with lifelink, causes its controller, %s, to gain %d life in addition to the damage's other results", source.name(), p.Name, n)
	if g.lifelinkBatch != nil {
		// Damage dealt at once by one source is one life gain event,
		// however many it is dealt to (119.9, 702.15e): "whenever you
		// gain life" triggers once for it.
		b := g.lifelinkBatch
		key := lifelinkKey{source.id, p.ID}
		if b.gained == nil {
			b.gained, b.dealt = map[lifelinkKey]int{}, map[lifelinkKey]int{}
		}
		if _, ok := b.gained[key]; !ok {
			b.order = append(b.order, key)
			b.names = append(b.names, source.name())
		}
		b.gained[key] += n
		b.dealt[key]++
		return
	}
	g.gainedLife(p.ID, n)
}

// lifelinkSourcesFor counts the sources with lifelink whose damage, dealt
// at once, gained p life: each is its own life gain event (702.15e).
func lifelinkSourcesFor(order []lifelinkKey, p PlayerID) int {
	n := 0
	for _, k := range order {
		if k.player == p {
			n++
		}
	}
	return n
}

// lifelinkKey is one source's life gain for one player.
type lifelinkKey struct {
	source ObjectID
	player PlayerID
}

// lifelinkGains gathers the life that sources with lifelink gain while
// damage is dealt at once, each source's one event.
type lifelinkGains struct {
	gained map[lifelinkKey]int
	dealt  map[lifelinkKey]int
	order  []lifelinkKey
	names  []string
	// preventedGains is the life prevention effects have their
	// controllers gain as results of the damage dealt (120.4d of 2026).
	preventedGains []preventedGain
	// lost is the life each player loses to the damage, and lifeBefore
	// their life total before it, which a damage event's results are
	// weighed against as a whole (120.4d of 2026, life_floor.go).
	lost       map[PlayerID]int
	lifeBefore map[PlayerID]int
}

// dealingAtOnce runs deal, in which damage is dealt simultaneously, and
// then has the life each source with lifelink gained be one event per
// source (702.15e). A batch already open holds the inner one's damage.
func (g *Game) dealingAtOnce(deal func()) {
	if g.lifelinkBatch != nil {
		deal()
		return
	}
	// The maps are made only when a source with lifelink deals damage.
	b := &lifelinkGains{}
	g.lifelinkBatch = b
	deal()
	g.lifelinkBatch = nil
	for _, gain := range b.preventedGains {
		g.gainPreventedLife(gain.player, gain.n)
	}
	for _, p := range g.players {
		if lost := b.lost[p.ID]; lost > 0 {
			g.applyLifeFloor(p.ID, b.lifeBefore[p.ID], lost)
		}
	}
	for i, k := range b.order {
		if n := lifelinkSourcesFor(b.order, k.player); n > 1 {
			g.record("702.15e", "%d sources with lifelink dealt damage at the same time: %s gaining %d life from %s is a separate life gain event", n, g.playerName(k.player), b.gained[k], b.names[i])
		}
		if b.dealt[k] > 1 {
			g.record("119.9", "%s dealt its damage to %d recipients at once: %s gaining %d life from it is one life gain event", b.names[i], b.dealt[k], g.playerName(k.player), b.gained[k])
		}
		g.gainedLife(k.player, b.gained[k])
	}
}

// survivesDestruction reports whether a permanent that would be destroyed
// is indestructible, and records that it isn't destroyed (702.12b).
func (g *Game) survivesDestruction(v *view, would bool) bool {
	if !would || v == nil || !hasKeyword(v.chars(), indestructible.Name) {
		return false
	}
	g.recordStaticKeyword(v, indestructible.Name)
	g.record("702.12b", "%s is indestructible: it isn't destroyed", v.name())
	return true
}

// hexproofForbidsTarget returns the IllegalError that stops an opponent's
// spell or ability from targeting a permanent with hexproof, or any spell
// or ability from targeting a permanent with shroud, or nil.
func (g *Game) hexproofForbidsTarget(v *view, obj *Object, you PlayerID) error {
	if shrouded(v) {
		g.recordStaticKeyword(v, shroud.Name)
		return g.illegal("702.18a", "%s has shroud and can't be the target of spells or abilities, %s included", v.name(), g.name(obj.ID))
	}
	if !hexproofAgainst(v, you) {
		g.noteUnprotectedSpell(v)
		if v != nil && v.zone == ZoneInPlay && v.controller == you && fullHexproof(v.chars()) {
			// Hexproof stops only the permanent's controller's opponents.
			g.record("702.11b", "%s has hexproof, but %s controls both it and %s: only opponents' spells and abilities can't target it", v.name(), g.playerName(you), g.name(obj.ID))
		}
		return nil
	}
	g.recordStaticKeyword(v, hexproof.Name)
	return g.illegal("702.11b", "%s has hexproof and can't be the target of %s, which %s controls", v.name(), g.name(obj.ID), g.playerName(you))
}

// hexproofAgainst reports whether a permanent has hexproof against spells
// and abilities that player controls: an opponent of its controller
// (702.11b), or shroud, against every spell and ability (702.18a). It is
// checked as targets are chosen and again as the spell or ability
// resolves. Both say "this permanent": a spell on the stack whose card
// has them is a legal target all the same, of a spell that counters it
// above all (113.6 of 2026: a permanent's abilities function on the
// battlefield).
func hexproofAgainst(v *view, player PlayerID) bool {
	if v == nil || v.zone != ZoneInPlay {
		return false
	}
	return shrouded(v) || v.controller != player && fullHexproof(v.chars())
}

// shrouded reports whether a permanent has shroud (702.18a).
func shrouded(v *view) bool {
	return v != nil && v.zone == ZoneInPlay && hasKeyword(v.chars(), shroud.Name)
}

// noteUnprotectedSpell records, as a spell is chosen as a target, that
// the hexproof or shroud its card has doesn't protect it: those abilities
// are about a permanent, and a spell's other abilities function only on
// the battlefield (113.6 of 2026, 402.8 of 2006).
func (g *Game) noteUnprotectedSpell(v *view) {
	if v == nil || v.zone != ZoneStack || v.isAbility || v.combatDamage {
		return
	}
	for _, k := range []Keyword{hexproof, shroud} {
		if hasKeyword(v.chars(), k.Name) {
			g.record("402.8", "%s has %s, but on the stack it is a spell, not a permanent: \"%s\" protects only a permanent, so the spell can be targeted", v.name(), k.Name, k.Name)
		}
	}
}

// menaceForbidsBlocks returns the IllegalError for an attacking creature
// with menace blocked by exactly one creature, or nil.
func (g *Game) menaceForbidsBlocks() error {
	c := g.combat
	for _, a := range c.attackers {
		if n := len(c.blockers[a]); n == 1 && hasKeyword(g.view(a).chars(), menace.Name) {
			g.recordStaticKeyword(g.view(a), menace.Name)
			return g.illegal("702.111b", "%s has menace and can't be blocked except by two or more creatures; %s alone blocks it", g.name(a), g.name(c.blockers[a][0]))
		}
	}
	return nil
}

// KeywordIn reports whether the keyword ability named name exists under
// the rules of the edition with the given date, with an error saying
// since when it does if not.
//
// A keyword that came before the Magic 2010 update (evoke, vanishing) is
// refused under an edition of 2007 to 2009 all the same: those are played
// with the numbers of the reference edition, and the engine cites the
// keyword only by its number of Edition2026.
func KeywordIn(name, edition string) error {
	k, ok := KeywordNamed(name)
	if !ok {
		return nil
	}
	return k.inEdition(edition)
}

// inEdition is KeywordIn for keyword k itself.
func (k Keyword) inEdition(edition string) error {
	switch {
	case k.playedIn(edition):
		return nil
	case edition < k.Since:
		return fmt.Errorf("%s is a keyword of the rules from %s (%s): edition %s has no such keyword; write the card as it read then", k.Name, k.Since, k.Rule, edition)
	default:
		return fmt.Errorf("%s is a keyword of the rules from %s, but the engine cites it only by its number of %s (%s): edition %s, played with the numbers of %s, isn't supported for it; use an edition from %s on", k.Name, k.Since, Edition2026, k.Rule, edition, ReferenceEdition, M10Update)
	}
}

// playedIn reports whether a card line may name keyword k under edition:
// a keyword of the reference edition always, a later one from its Since
// date, and then only under the numbering of the Magic 2010 update on.
func (k Keyword) playedIn(edition string) bool {
	return k.Since == "" || edition >= k.Since && edition >= M10Update
}

// keywordOfTheRules reports whether k is a keyword of the edition the game
// is played under: where it isn't, no card line may name it (KeywordIn),
// so no permanent has it and a state-based action looking for it needn't
// compute every permanent's characteristics.
func (g *Game) keywordOfTheRules(k Keyword) bool {
	return k.playedIn(g.rules.Edition)
}

// prowess: "Whenever you cast a noncreature spell, this creature gets
// +1/+1 until end of turn" (702.108a). A keyword from Khans of Tarkir.
var prowess = Keyword{separateRule: "702.108b", Name: "prowess", Rule: "702.108", Form: "prowess", Since: "2014-09-26", triggerRule: "702.108a",
	build: func(text string, _ keywordValue) *Ability {
		pump := "this gets +1/+1 until end of turn"
		return &Ability{Kind: TriggeredAbility, Text: "prowess: whenever you cast a noncreature spell, " + pump,
			Trigger: &Trigger{Kind: OnEvent, Event: SpellPlayed, Filter: Filter{NotTypes: []string{"creature"}, Controller: "you", Kind: "spell", Zone: ZoneStack}},
			Effect:  []Instruction{{Op: "pump", Object: Ref{Kind: RefThis}, Power: 1, Toughness: 1, Duration: UntilEndOfTurn, Text: pump}}}
	}}
