package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// stateBasedEffectsPending reports whether any state-based effect would
// happen now.
func (g *Game) stateBasedEffectsPending() bool {
	snapshot := g.clone()
	acted, err := g.checkStateBasedEffects()
	g.restore(snapshot)
	// A decision a state-based effect asks for means one is pending.
	return acted || err != nil
}

// putIntoGraveyards puts permanents into their owners' graveyards at once,
// as one set of events; the caller has recorded each at the rule that
// sends it there.
func (g *Game) putIntoGraveyards(ids []ObjectID) {
	before := g.snapshotInPlay()
	var events []Event
	g.movesBatch = &simultaneousMoves{placed: map[PlayerID][]ObjectID{}}
	for _, id := range ids {
		events = append(events, g.move(id, ZoneGraveyard, g.objects[id].Owner))
	}
	g.endSimultaneousMoves()
	g.afterEvents(events, before)
}

// checkStateBasedEffects performs every applicable state-based effect at
// once (420.3) and reports whether any happened. The caller repeats until
// none do. The error is a decision a state-based effect needs that the
// player has not made.
func (g *Game) checkStateBasedEffects() (bool, error) {
	acted := false
	g.checkPairs()
	g.dayNightFromPermanents()
	var losers []PlayerID
	for _, p := range g.players {
		if p.Lost {
			continue
		}
		losses := g.gameLosses(p)
		if len(losses) == 0 {
			continue
		}
		acted = true
		replaced, err := g.replaceGameLoss(p, losses)
		if err != nil {
			return acted, err
		}
		if !replaced {
			g.record(losses[0].rule, "%s", losses[0].text)
			if losses[0].loses != "" {
				g.record(losses[0].loses, "%s loses the game the next time a player would receive priority", p.Name)
			}
			if losses[0].also != "" {
				g.recordLater(losses[0].also, "%s", losses[0].alsoText)
			}
			p.Lost = true
			losers = append(losers, p.ID)
		}
	}
	if acted {
		g.endIfDecided()
	}
	for _, p := range losers {
		g.leaveGame(p)
	}
	var dying []ObjectID
	for _, id := range g.inPlay {
		if !g.viewThrough(id, LayerType).chars().HasType("creature") {
			continue
		}
		v := g.view(id)
		c := v.chars()
		o := g.objects[id]
		// Deathtouch counts the damage dealt since state-based actions were
		// last checked (702.2b): this check uses it up.
		deathtouched := o.DeathtouchDamage
		o.DeathtouchDamage = false
		switch {
		case c.Toughness <= 0:
			g.record("420.5b", "%s has toughness %d and is put into its owner's graveyard", v.name(), c.Toughness)
		case (o.Damage >= c.Toughness || deathtouched) && hasKeyword(c, indestructible.Name):
			if deathtouched || o.lethalDamageNoted != o.Damage {
				g.recordStaticKeyword(v, indestructible.Name)
			}
			if deathtouched {
				g.record("702.12b", "%s is indestructible: the damage a source with deathtouch dealt to it doesn't destroy it", v.name())
			} else if o.lethalDamageNoted != o.Damage {
				// Said once for each amount of damage, not at every check.
				o.lethalDamageNoted = o.Damage
				g.record("702.12b", "%s is indestructible: lethal damage (%d, toughness %d) doesn't destroy it", v.name(), o.Damage, c.Toughness)
			}
			continue
		case o.Damage >= c.Toughness:
			g.record("420.5c", "%s has lethal damage (%d, toughness %d) and is destroyed", v.shownName(), o.Damage, c.Toughness)
			g.recordLater("302.4b", "the toughness of %s, %d, is the amount of damage needed to destroy it", v.name(), c.Toughness)
			g.recordLater("120.5", "the damage dealt to %s didn't destroy it: the state-based action for lethal damage does", v.name())
		case deathtouched:
			g.record("704.5h", "%s has been dealt damage by a source with deathtouch and is destroyed", v.name())
		default:
			continue
		}
		g.noteLastKnownBeforeSBAs(o)
		dying = append(dying, id)
	}
	if len(dying) > 0 {
		acted = true
		var toGraveyard, destroyed []ObjectID
		for _, id := range dying {
			if c := g.view(id).chars(); c.Toughness <= 0 {
				// Regeneration can't replace this event (420.5b).
				if g.objects[id].Shields > 0 {
					g.record("420.5b", "regeneration can't replace this: %s's regeneration shield doesn't save it", g.name(id))
				}
				g.recordNotDestroyed(id)
				g.noteUmbraArmorUnused(id)
				toGraveyard = append(toGraveyard, id)
			} else {
				destroyed = append(destroyed, id)
			}
		}
		g.putIntoGraveyards(toGraveyard)
		g.destroyBy(destroyed, false, false)
	}
	if world := g.worldRule(); len(world) > 0 {
		acted = true
		g.putIntoGraveyards(world)
	}
	if g.annihilateCounters() {
		acted = true
	}
	legends, err := g.legendRule()
	if err != nil {
		return acted, err
	}
	walkers, err := g.planeswalkerRules()
	if err != nil {
		return acted, err
	}
	legends = append(legends, walkers...)
	battles, protected, err := g.battleRules()
	if err != nil {
		return acted, err
	}
	acted = acted || protected
	legends = append(legends, battles...)
	if len(legends) > 0 {
		acted = true
		g.putIntoGraveyards(legends)
	}
	g.unbestowUnattached()
	var unattached []ObjectID
	for _, id := range g.inPlay {
		o := g.objects[id]
		if !isAura(g.viewThrough(id, LayerType).chars()) {
			continue
		}
		c := g.view(id).chars()
		if why := g.illegalAttachment(o, c); why != "" {
			g.record("420.5d", "%s %s: it is put into its owner's graveyard", g.name(id), why)
			g.record("212.4f", "an Aura enchanting an illegal permanent, or one that no longer exists, is put into its owner's graveyard")
			g.recordProtectionFromAura(o, c)
			unattached = append(unattached, id)
		}
	}
	if len(unattached) > 0 {
		acted = true
		g.putIntoGraveyards(unattached)
	}
	if g.unattachIllegalEquipment() {
		acted = true
	}
	for _, p := range g.players {
		for _, z := range []Zone{ZoneHand, ZoneGraveyard, ZoneLibrary} {
			list := g.zoneList(p.ID, z)
			for _, id := range slices.Clone(*list) {
				if g.objects[id].Token {
					g.record("420.5f", "the token %s is in the %s and ceases to exist", g.name(id), g.rules.ZoneName(z))
					g.record("216.3", "a token in a zone other than the in-play zone ceases to exist")
					g.recordLater("111.8", "the token %s left the battlefield: it can't move to another zone or come back, and ceases to exist as state-based actions are checked", g.name(id))
					g.remove(g.objects[id])
					acted = true
				}
			}
		}
	}
	for _, id := range slices.Clone(g.removed) {
		if g.objects[id].Token {
			g.record("420.5f", "the token %s is %s and ceases to exist", g.name(id), g.rules.ZoneName(ZoneRemoved))
			g.record("216.3", "a token in a zone other than the in-play zone ceases to exist")
			g.recordLater("111.8", "the token %s left the battlefield: it can't move to another zone or come back, and ceases to exist as state-based actions are checked", g.name(id))
			g.remove(g.objects[id])
			acted = true
		}
	}
	if g.copiesCease() {
		acted = true
	}
	if chose, err := g.assignSectors(); err != nil {
		return acted, err
	} else if chose {
		acted = true
	}
	if g.sagaSacrifices() {
		acted = true
	}
	if g.startEngines() {
		acted = true
	}
	if g.completedDungeons() {
		acted = true
	}
	if g.endedSchemes() {
		acted = true
	}
	if g.phenomenonPlaneswalks() {
		acted = true
	}
	return acted, nil
}

// snapshotInPlay returns how every permanent in play looks now: the
// last known information leaves-play triggers look back to (410.10d).
func (g *Game) snapshotInPlay() []*view {
	out := make([]*view, 0, len(g.inPlay))
	for _, id := range g.inPlay {
		out = append(out, g.view(id))
	}
	return out
}

// endIfDecided ends a game in which one player remains (102.2a).
func (g *Game) endIfDecided() {
	var left []*Player
	for _, p := range g.players {
		if !p.Lost {
			left = append(left, p)
		}
	}
	if len(left) <= 1 {
		g.over = true
		if len(left) == 1 {
			g.record("102.2a", "%s wins the game: every opponent has lost", left[0].Name)
		} else {
			g.record("102.4a", "all remaining players lost simultaneously: the game is a draw")
		}
	}
}

// illegalAttachment says why an Aura's attachment is illegal, or "".
func (g *Game) illegalAttachment(o *Object, c *Characteristics) string {
	if o.OnPlayer {
		return g.illegalPlayerAttachment(o, c)
	}
	to := g.objects[o.AttachedTo]
	if to == nil || to.Zone != ZoneInPlay {
		return "is not attached to a permanent in play"
	}
	v := g.view(to.ID)
	if c.HasType("creature") {
		g.record("212.4g", "an Aura that's also a creature can't enchant a permanent")
		return "is a creature, so it can't enchant " + v.name()
	}
	if f, ok := enchantFilter(c); ok && !g.matches(&f, v, o.Controller, nil) {
		return "is attached to " + v.name() + ", which it can't enchant"
	}
	if shared := (protectionFrom(v) & c.Colors).Colors(); len(shared) > 0 {
		return "is attached to " + v.name() + ", which has protection from " + shared[0].String() + " (" + g.rules.Cite("502.7c") + ")"
	}
	return ""
}

// legendKey groups legendary permanents for the legend rule: by name,
// and by controller from the Magic 2014 rules.
type legendKey struct {
	name       string
	controller PlayerID
}

// legendRule returns the legendary permanents the legend rule puts into
// their owners' graveyards (420.5e), in the form the game's rules have.
func (g *Game) legendRule() ([]ObjectID, error) {
	groups := map[legendKey][]ObjectID{}
	for _, id := range g.inPlay {
		v := g.viewThrough(id, LayerText)
		if !v.chars().HasSupertype("legendary") {
			continue
		}
		k := legendKey{name: v.name()}
		if g.rules.Legend == LegendControllerKeepsOne {
			k.controller = v.controller
		}
		groups[k] = append(groups[k], id)
	}
	keys := slices.SortedFunc(maps.Keys(groups), func(a, b legendKey) int {
		if a.name != b.name {
			return strings.Compare(a.name, b.name)
		}
		return int(a.controller - b.controller)
	})
	if g.rules.Legend == LegendControllerKeepsOne {
		g.noteLegendsOfOtherControllers(groups, keys)
	}
	var out []ObjectID
	for _, k := range keys {
		ids := groups[k]
		if len(ids) < 2 {
			continue
		}
		g.record("205.4c", "each %s is a legendary permanent: the supertype \"legendary\" makes it subject to the legend rule", k.name)
		g.record("202.3", "the %d legendary permanents have the same name, %s: their English names are identical", len(ids), k.name)
		if g.rules.Legend == LegendAllGo {
			g.record("420.5e", "%d legendary permanents named %s are %s: all are put into their owners' graveyards", len(ids), k.name, g.rules.ZoneName(ZoneInPlay))
			out = append(out, ids...)
			continue
		}
		keep, err := g.legendToKeep(k.controller, ids)
		if err != nil {
			return nil, err
		}
		g.record("420.5e", "%s controls %d legendary permanents named %s: %s keeps one and puts the rest into their owners' graveyards", g.playerName(k.controller), len(ids), k.name, g.playerName(k.controller))
		out = append(out, slices.DeleteFunc(ids, func(id ObjectID) bool { return id == keep })...)
	}
	return out, nil
}

// noteLegendsOfOtherControllers says, once for each set of permanents,
// that legendary permanents of one name under different players' control
// don't put one another into a graveyard: the legend rule compares the
// permanents each player controls (704.5j of 2026). groups holds them by
// name and controller, keys in name order.
func (g *Game) noteLegendsOfOtherControllers(groups map[legendKey][]ObjectID, keys []legendKey) {
	for i := 0; i < len(keys); {
		j, total := i, 0
		var ids []string
		for ; j < len(keys) && keys[j].name == keys[i].name; j++ {
			total += len(groups[keys[j]])
			for _, id := range groups[keys[j]] {
				ids = append(ids, strconv.Itoa(int(id)))
			}
		}
		if j-i > 1 && g.noteOnce("704.5j "+keys[i].name+" "+strings.Join(ids, ",")) {
			g.recordLater("704.5j", "%d legendary permanents named %s are controlled by %d different players: the legend rule compares only the permanents one player controls", total, keys[i].name, j-i)
		}
		i = j
	}
}

// legendToKeep asks player which of his or her legendary permanents with
// the same name stays; the oldest answers a choice between copies that
// differ in nothing but age.
func (g *Game) legendToKeep(player PlayerID, ids []ObjectID) (ObjectID, error) {
	options := g.permanentOptions(ids)
	answer, err := g.ask(Question{Kind: ChooseObject, Player: player, Rule: "420.5e", About: "which legendary permanent to keep", Options: options})
	if err != nil {
		return 0, err
	}
	return ids[slices.Index(options, answer)], nil
}

// permanentOptions names the permanents of a choice among several one
// player controls, "NAME (1 of 2)": when they don't all have the same owner,
// each also says whose it is, "NAME (1 of 2, owned by bob)", so the choice
// can be answered by what tells them apart, as the legend rule sending the
// one let go to its owner's graveyard (704.5j of 2026) makes it matter.
func (g *Game) permanentOptions(ids []ObjectID) []string {
	owners := map[PlayerID]bool{}
	for _, id := range ids {
		owners[g.objects[id].Owner] = true
	}
	options := make([]string, len(ids))
	for i, id := range ids {
		options[i] = fmt.Sprintf("%s (%d of %d)", g.name(id), i+1, len(ids))
		if len(owners) > 1 {
			options[i] = fmt.Sprintf("%s (%d of %d, owned by %s)", g.name(id), i+1, len(ids), g.playerName(g.objects[id].Owner))
		}
	}
	return options
}

// worldRule returns the permanents the world rule puts into their owners'
// graveyards: of two or more with the supertype world, all but the one
// that has been a world permanent in play for the shortest time; all of
// them on a tie (420.5i).
func (g *Game) worldRule() []ObjectID {
	var worlds []ObjectID
	for _, id := range g.inPlay {
		if g.viewThrough(id, LayerCopy).chars().HasSupertype("world") {
			worlds = append(worlds, id)
		}
	}
	if len(worlds) < 2 {
		return nil
	}
	newest := slices.MaxFunc(worlds, func(a, b ObjectID) int { return g.objects[a].Timestamp - g.objects[b].Timestamp })
	var out []ObjectID
	for _, id := range worlds {
		if id != newest || slices.ContainsFunc(worlds, func(o ObjectID) bool { return o != id && g.objects[o].Timestamp == g.objects[id].Timestamp }) {
			out = append(out, id)
		}
	}
	if len(out) > 0 {
		g.record("205.4d", "%d permanents have the supertype \"world\": each is subject to the world rule", len(worlds))
	}
	for _, id := range out {
		g.record("420.5i", "the world rule: %s is not the world permanent most recently in play and is put into its owner's graveyard", g.name(id))
	}
	return out
}

// annihilateCounters removes +1/+1 and -1/-1 counters in pairs from each
// permanent that has both (420.5n), reporting whether any were removed.
func (g *Game) annihilateCounters() bool {
	acted := false
	for _, id := range g.inPlay {
		o := g.objects[id]
		n := min(o.Counters["+1/+1"], o.Counters["-1/-1"])
		if n == 0 {
			continue
		}
		o.Counters["+1/+1"] -= n
		o.Counters["-1/-1"] -= n
		g.record("420.5n", "%s has both +1/+1 and -1/-1 counters: it loses %s and %s", g.name(id), count(n, "+1/+1 counter"), count(n, "-1/-1 counter"))
		g.recordLater("122.3", "%d +1/+1 and %d -1/-1 counters are removed from %s: N is the smaller of the two numbers of counters", n, n, g.name(id))
		acted = true
	}
	return acted
}
