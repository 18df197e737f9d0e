package rulings

// daybound and nightbound (702.145 of 2026), found on opposite faces of
// some double-faced cards, and the day and night designations of the game
// they watch (731). Daybound means "If it is night and this permanent is
// represented by a double-faced card, it enters transformed," "As it
// becomes night, if this permanent is front face up, transform it," and
// "This permanent can't transform except due to its daybound ability"
// (702.145b); nightbound "As it becomes day, if this permanent is back
// face up, transform it" and the same restriction (702.145e). A player
// controlling a permanent with daybound when it is neither day nor night
// makes it day (702.145d), one with nightbound, none with daybound being
// on the battlefield, night (702.145g); the engine makes these checks
// each time it checks state-based actions, though they aren't any. As the
// second part of each untap step, day becomes night if the previous
// turn's active player cast no spells, and night becomes day if they
// cast two or more (731.2a-b). Keywords from Innistrad: Midnight Hunt,
// dated by that set's release.
var daybound = Keyword{Name: "daybound", Rule: "702.145", Form: "daybound", Since: "2021-09-24", build: staticKeyword(PlayRule)}

// nightbound is daybound's counterpart on the back face (702.145e).
var nightbound = Keyword{Name: "nightbound", Rule: "702.145", Form: "nightbound", Since: "2021-09-24", build: staticKeyword(PlayRule)}

// The day and night designations (731.1): the game starts with neither,
// and once it has one it always has exactly one.
const (
	neitherDayNorNight = iota
	isDay
	isNight
)

// dayNightWord names a designation.
func dayNightWord(d int) string {
	if d == isNight {
		return "night"
	}
	return "day"
}

// dayNightFromPermanents makes it day or night when it is neither and a
// player controls a permanent with daybound or nightbound (702.145d,
// 702.145g).
func (g *Game) dayNightFromPermanents() {
	if g.dayNight != neitherDayNorNight {
		return
	}
	var day, night *view
	for _, id := range g.inPlay {
		v := g.viewThrough(id, LayerOther)
		if day == nil && hasKeyword(v.chars(), daybound.Name) {
			day = v
		}
		if night == nil && hasKeyword(v.chars(), nightbound.Name) {
			night = v
		}
	}
	switch {
	case day != nil:
		g.becomeDayOrNight(isDay, "702.145d", day.name()+" has daybound and it is neither day nor night")
	case night != nil:
		g.becomeDayOrNight(isNight, "702.145g", night.name()+" has nightbound, it is neither day nor night and no permanent on the battlefield has daybound")
	}
}

// checkDayNight is the second part of the untap step (731.2): the game
// looks back at the previous turn to see whether day becomes night or
// night becomes day.
func (g *Game) checkDayNight() {
	prev, n := g.prevActive, g.prevActiveSpells
	g.noteNeitherDayNorNight()
	if g.dayNight != neitherDayNorNight {
		g.record("703.4b", "the phasing action of the untap step is done and the game has the %s designation: it checks whether that designation changes", dayNightWord(g.dayNight))
		g.record("731.2", "as the second part of the untap step, the game looks back at the previous turn, %s's, to see whether it is still %s", g.playerName(prev), dayNightWord(g.dayNight))
		g.noteUntapDayNight(prev, n)
	}
	switch g.dayNight {
	case isDay:
		if n == 0 {
			g.becomeDayOrNight(isNight, "731.2a", "it is day and "+g.playerName(prev)+", the previous turn's active player, cast no spells during that turn")
		}
	case isNight:
		if n >= 2 {
			g.becomeDayOrNight(isDay, "731.2b", "it is night and "+g.playerName(prev)+", the previous turn's active player, cast "+count(n, "spell")+" during that turn")
		}
	}
}

// becomeDayOrNight gives the game designation d, and as it does turns
// over the permanents whose daybound or nightbound ability says to
// (702.145b-c, 702.145e-f).
func (g *Game) becomeDayOrNight(d int, rule, why string) {
	was := g.dayNight
	g.dayNight = d
	if was == neitherDayNorNight {
		g.record(rule, "%s: it becomes %s", why, dayNightWord(d))
	} else {
		g.record(rule, "%s: %s becomes %s", why, dayNightWord(was), dayNightWord(d))
		g.record("731.1a", "%s becomes %s: the game loses the %s designation and gains the %s designation", dayNightWord(was), dayNightWord(d), dayNightWord(was), dayNightWord(d))
	}
	g.record("731.1", "the game has the %s designation: from now on it always has exactly one of day and night", dayNightWord(d))
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.FaceDown {
			continue
		}
		// A double-faced card that is a copy turns over too, and stays a
		// copy (712.9); any other permanent can't (701.27c).
		if o.Card.Back == nil {
			g.noteCantTransformAtNight(o, d)
			continue
		}
		c := g.viewThrough(id, LayerOther).chars()
		switch {
		case d == isNight && !o.Transformed && hasKeyword(c, daybound.Name):
			g.record("702.145c", "%s is front face up with daybound and it is night: its controller transforms it", g.name(id))
			g.record("702.145b", "as it becomes night, %s, front face up, transforms due to its daybound ability", g.name(id))
		case d == isDay && o.Transformed && hasKeyword(c, nightbound.Name):
			g.record("702.145f", "%s is back face up with nightbound and it is day: its controller transforms it", g.name(id))
			g.record("702.145e", "as it becomes day, %s, back face up, transforms due to its nightbound ability", g.name(id))
		default:
			continue
		}
		g.turnOverNow(o, transformRules)
	}
}

// noteCantTransformAtNight records, as it becomes night (d), that
// permanent o, which has daybound but isn't represented by a double-faced
// card (a copy of one), doesn't transform: nothing happens (701.27c of
// 2026).
func (g *Game) noteCantTransformAtNight(o *Object, d int) {
	if d != isNight || o.Card.Back != nil || !hasKeyword(g.viewThrough(o.ID, LayerOther).chars(), daybound.Name) {
		return
	}
	g.recordLater("701.27c", "%s has daybound and it is night, but it isn't represented by a double-faced card: it can't transform, and nothing happens", g.name(o.ID))
}

// dayboundForbids reports whether o can't be transformed by anything
// other than its daybound or nightbound ability (702.145b, 702.145e),
// recording why.
func (g *Game) dayboundForbids(o *Object, verb string) bool {
	c := g.viewThrough(o.ID, LayerOther).chars()
	for _, k := range []Keyword{daybound, nightbound} {
		if hasKeyword(c, k.Name) {
			rule := "702.145b"
			if k.Name == nightbound.Name {
				rule = "702.145e"
			}
			g.record(rule, "%s has %s: it can't transform except due to its %s ability, so told to %s it, nothing happens", g.name(o.ID), k.Name, k.Name, verb)
			return true
		}
	}
	return false
}

// entersAtNight has a double-faced card with daybound enter transformed
// when it is night (702.145b).
func (g *Game) entersAtNight(n *Object) bool {
	if g.dayNight != isNight || n.Card.Back == nil || !hasKeyword(&n.Card.Faces[0], daybound.Name) {
		return false
	}
	return true
}
