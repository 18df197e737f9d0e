package lang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// expectKind is what an "expect" line checks.
type expectKind int

const (
	expLife expectKind = iota
	expPoison
	expSpeed
	// expPlanarDeck checks a player's planar deck, top first; expPlane
	// the face-up plane or phenomenon (901.3, 901.5 of 2026).
	expPlanarDeck
	expPlane
	expZone
	expZoneCount
	expStack
	expCites
	expNotCites
	expIllegal
	expTapped
	expUntapped
	expPT
	expColor
	expPool
	expTypes
	// expSubtypes is `"NAME" subtypes: A B`, the object's subtypes.
	expSubtypes
	// expKeyword checks a keyword ability's instances: at least one, none
	// (n 0, "has no"), or exactly n ("has flying x2").
	expKeyword
	// expCounters checks the counters of each kind named ("has 3 loyalty
	// counters", "has no +1/+1 counters"): names holds the kinds, counts
	// the numbers.
	expCounters
	// expSees checks what a player can see: the cards in another player's
	// hand, or the card a face-down permanent is (n 1 can, 0 cannot).
	expSees
	// expSchemeDeck checks the archenemy's scheme deck, top first, and
	// expFaceUpSchemes their face-up schemes (schemes.go).
	expSchemeDeck
	expFaceUpSchemes
	// expProtector checks a battle's protector (310.8 of 2026): names
	// holds the player, or "nobody" for none.
	expProtector
)

// expectation is one parsed "expect" line.
type expectation struct {
	line     int
	kind     expectKind
	player   string
	zone     rulings.Zone
	names    []string
	n        int
	rule     string
	fragment string
	object   objectRef
	power    int
	tough    int
	counts   []int
	text     string
}

// expectation parses one "expect" line.
func (p *blockParser) expectation(prog *Program, n *node) (expectation, error) {
	e := expectation{line: n.line, text: n.text}
	fail := func(format string, args ...any) (expectation, error) {
		return e, errorf(p.file, n.line, format, args...)
	}
	text := n.text
	for prefix, kind := range map[string]expectKind{"cites ": expCites, "does not cite ": expNotCites, "illegal ": expIllegal} {
		if rest, ok := strings.CutPrefix(text, prefix); ok {
			rule, frag, _ := strings.Cut(rest, " ")
			if !validRuleID(rule) {
				return fail("expected a rule ID such as 409.1f after %q, found %q", strings.TrimSpace(prefix), rule)
			}
			e.n = -1
			if i := strings.LastIndex(frag, " x"); kind == expCites && (i >= 0 || strings.HasPrefix(frag, "x")) {
				if i < 0 {
					i = -1
				}
				if n, err := strconv.Atoi(frag[i+2:]); err == nil && n >= 0 {
					e.n, frag = n, strings.TrimSpace(frag[:max(i, 0)])
				}
			}
			e.kind, e.rule, e.fragment = kind, rule, unquote(frag)
			return e, nil
		}
	}
	if rest, ok := strings.CutPrefix(text, "stack:"); ok {
		e.kind, e.names = expStack, p.names(rest)
		return e, nil
	}
	if rest, ok := strings.CutPrefix(text, "plane:"); ok {
		e.kind, e.names = expPlane, p.names(rest)
		return e, nil
	}
	if strings.HasPrefix(text, "\"") {
		name, rest, _ := quotedPrefix(text)
		e.object = objectRef{name: name}
		return p.objectExpectation(prog, e, rest)
	}
	who, rest, _ := strings.Cut(text, " ")
	if owner, ok := strings.CutSuffix(who, "'s"); ok && strings.HasPrefix(rest, "\"") {
		// "bob's \"Name\" tapped": the permanent of that name bob controls.
		who, rest = owner, "'s "+rest
	}
	if !contains(prog.players, who) {
		return fail("expected an expectation: PLAYER life N, PLAYER poison N, PLAYER speed N, PLAYER ZONE: cards, PLAYER ZONE count N, PLAYER pool MANA, stack: ..., \"NAME\" tapped, \"NAME\" is P/T, \"NAME\" is COLOR, cites RULE, does not cite RULE, illegal RULE")
	}
	e.player = who
	for prefix, n := range map[string]int{"can see ": 1, "cannot see ": 0} {
		what, ok := strings.CutPrefix(rest, prefix)
		if !ok {
			continue
		}
		e.kind, e.n = expSees, n
		if owner, ok := strings.CutSuffix(what, "'s hand"); ok && contains(prog.players, owner) {
			e.object = objectRef{owner: owner}
			return e, nil
		}
		if !strings.HasSuffix(what, "\"") {
			return fail("expected \"%s %sOTHER's hand\" or \"%s %sOTHER's \"NAME\"\"", who, prefix, who, prefix)
		}
		e.object = parseObjectRef(what)
		if e.object.owner != "" && !contains(prog.players, e.object.owner) {
			return fail("unknown player %q", e.object.owner)
		}
		return e, nil
	}
	if strings.HasPrefix(rest, "'s \"") {
		name, after, _ := quotedPrefix(rest[3:])
		e.object = objectRef{owner: who, name: name}
		return p.objectExpectation(prog, e, after)
	}
	if l, ok := strings.CutPrefix(rest, "life "); ok {
		v, err := strconv.Atoi(l)
		if err != nil {
			return fail("expected \"%s life N\"", who)
		}
		e.kind, e.n = expLife, v
		return e, nil
	}
	if l, ok := strings.CutPrefix(rest, "poison "); ok {
		v, err := strconv.Atoi(l)
		if err != nil || v < 0 {
			return fail("expected \"%s poison N\"", who)
		}
		e.kind, e.n = expPoison, v
		return e, nil
	}
	if l, ok := strings.CutPrefix(rest, "speed "); ok {
		v, err := strconv.Atoi(l)
		if err != nil || v < 0 {
			return fail("expected \"%s speed N\" (0: no speed)", who)
		}
		e.kind, e.n = expSpeed, v
		return e, nil
	}
	if m, ok := strings.CutPrefix(rest, "pool "); ok {
		e.kind, e.names = expPool, []string{strings.TrimSpace(m)}
		return e, nil
	}
	if p.schemeExpectation(&e, rest) {
		return e, nil
	}
	if list, ok := strings.CutPrefix(rest, "planar deck:"); ok {
		e.kind, e.names = expPlanarDeck, p.names(list)
		return e, nil
	}
	if zoneName, list, ok := strings.Cut(rest, ":"); ok {
		z, okZone := rulings.ParseZone(strings.TrimSpace(zoneName))
		if !okZone {
			return fail("unknown zone %q", strings.TrimSpace(zoneName))
		}
		e.kind, e.zone, e.names = expZone, z, p.names(list)
		return e, nil
	}
	if zoneName, count, ok := strings.Cut(rest, " count "); ok {
		z, okZone := rulings.ParseZone(strings.TrimSpace(zoneName))
		v, err := strconv.Atoi(count)
		if !okZone || err != nil {
			return fail("expected \"PLAYER ZONE count N\"")
		}
		e.kind, e.zone, e.n = expZoneCount, z, v
		return e, nil
	}
	return fail("cannot read expectation %q", text)
}

func (p *blockParser) objectExpectation(prog *Program, e expectation, rest string) (expectation, error) {
	if after, ok := strings.CutPrefix(rest, "in "); ok {
		// `"Name" in hand is 1/1`: an object outside play, as its
		// characteristic-defining abilities make it (208.2a).
		zoneName, more, _ := strings.Cut(after, " ")
		z, okZone := rulings.ParseZone(zoneName)
		if !okZone || z == rulings.ZoneInPlay {
			return e, errorf(p.file, e.line, "expected \"in ZONE\" with a zone other than play (hand, graveyard, library, exile, stack), found %q", rest)
		}
		e.zone, rest = z, more
	}
	if what, ok := strings.CutPrefix(rest, "has "); ok {
		// "has 3 loyalty counters"; anything else after "has" is a keyword.
		if specs, ok := parseCounters(what); ok {
			e.kind = expCounters
			for _, c := range specs {
				e.names, e.counts = append(e.names, c.kind), append(e.counts, c.n)
			}
			return e, nil
		}
	}
	switch {
	case rest == "tapped":
		e.kind = expTapped
	case rest == "untapped":
		e.kind = expUntapped
	case strings.HasPrefix(rest, "types: "):
		e.kind, e.names = expTypes, strings.Fields(strings.TrimPrefix(rest, "types: "))
	case strings.HasPrefix(rest, "subtypes: "):
		e.kind, e.names = expSubtypes, strings.Fields(strings.TrimPrefix(rest, "subtypes: "))
		if len(e.names) == 1 && e.names[0] == "none" {
			// `"NAME" subtypes: none`: it has no subtypes.
			e.names = nil
		}
	case strings.HasPrefix(rest, "has "):
		kw := strings.TrimPrefix(rest, "has ")
		e.kind, e.n = expKeyword, -1
		if k, ok := strings.CutPrefix(kw, "no "); ok {
			kw, e.n = k, 0
			if _, counters := parseCounters(k); counters || k != "" && k[0] >= '0' && k[0] <= '9' {
				return e, errorf(p.file, e.line, `expected "has no KEYWORD" or "has N KIND counters", found %q`, rest)
			}
		} else if name, n := SplitCount(kw); n > 1 || strings.HasSuffix(kw, " x1") {
			kw, e.n = name, n
		}
		e.names = []string{kw}
	case strings.HasPrefix(rest, "protected by "):
		who := strings.TrimSpace(strings.TrimPrefix(rest, "protected by "))
		if who == "" || strings.ContainsAny(who, " \"") {
			return e, errorf(p.file, e.line, "expected \"protected by PLAYER\" or \"protected by nobody\", found %q", rest)
		}
		if who != "nobody" && !contains(prog.players, who) {
			return e, errorf(p.file, e.line, "unknown player %q after \"protected by\" (expected a player or nobody)", who)
		}
		e.kind, e.names = expProtector, []string{who}
	case strings.HasPrefix(rest, "is ") && isPT(rest[3:]):
		e.kind = expPT
		e.power, e.tough, _ = parsePT(rest[3:])
	case strings.HasPrefix(rest, "is ") && (colorWord(rest[3:]) || strings.Contains(rest, "-and-")):
		e.kind, e.names = expColor, []string{rest[3:]}
	default:
		return e, errorf(p.file, e.line, "expected tapped, untapped, \"is P/T\", \"is COLOR\", \"types: TYPES\", \"has [no] KEYWORD [xN]\", \"has N KIND counters\" or \"protected by PLAYER\" after %q", e.object.name)
	}
	return e, nil
}

// validRuleID accepts IDs such as 409.1f, 505.6, 102.2a.
func validRuleID(s string) bool {
	head, tail, ok := strings.Cut(s, ".")
	if !ok || len(head) != 3 || tail == "" {
		return false
	}
	for _, r := range head {
		if r < '0' || r > '9' {
			return false
		}
	}
	for _, r := range tail {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z') {
			return false
		}
	}
	return true
}

// names parses "A, B x2" into a sorted multiset; "nothing" is empty.
func (p *blockParser) names(list string) []string {
	var out []string
	for _, item := range p.joinNames(splitList(list)) {
		if item == "nothing" || item == "empty" {
			continue
		}
		name, count := SplitCount(item)
		tapped := ""
		if rest, ok := strings.CutPrefix(name, "tapped "); ok {
			tapped, name = "tapped ", rest
		}
		// A split card written as Oracle prints its name, "Fire // Ice",
		// as the state may list it, is the engine's "Fire/Ice".
		name = strings.ReplaceAll(unquote(name), " // ", "/")
		for range max(count, 1) {
			out = append(out, tapped+name)
		}
	}
	return out
}

// check evaluates every expectation against the finished game.
func (r *gameRun) check() []Failure {
	failures := append(r.midPlay, r.evaluate(r.prog.expects)...)
	for _, rej := range r.rejected {
		if !r.expectedIllegal[rej.line] {
			failures = append(failures, Failure{File: r.prog.file, Line: rej.line, Expected: "the action to be legal", Got: rej.err.Error()})
		}
	}
	return failures
}

// evaluate checks expectations against the game as it is now: at the end
// of the play, or at a check block in the middle of it. An "illegal"
// expectation accounts for the rejections so far.
func (r *gameRun) evaluate(expects []expectation) []Failure {
	var failures []Failure
	add := func(line int, expected, got string) {
		failures = append(failures, Failure{File: r.prog.file, Line: line, Expected: expected, Got: got})
	}
	g := r.game
	expectedIllegal := r.expectedIllegal
	for _, e := range expects {
		pl := r.players[e.player]
		switch e.kind {
		case expLife:
			if got := g.Player(pl).Life; got != e.n {
				add(e.line, fmt.Sprintf("%s life %d", e.player, e.n), fmt.Sprintf("%s life %d", e.player, got))
			}
		case expPoison:
			if got := g.Player(pl).Poison; got != e.n {
				add(e.line, fmt.Sprintf("%s poison %d", e.player, e.n), fmt.Sprintf("%s poison %d", e.player, got))
			}
		case expSpeed:
			if got := g.Player(pl).Speed; got != e.n {
				add(e.line, fmt.Sprintf("%s speed %d", e.player, e.n), fmt.Sprintf("%s speed %d", e.player, got))
			}
		case expZone:
			want := slices.Clone(e.names)
			got := r.zoneNames(pl, e.zone, slices.ContainsFunc(want, func(n string) bool { return strings.HasPrefix(n, "tapped ") }))
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				add(e.line, fmt.Sprintf("%s %s: %s", e.player, e.zone, listOrNothing(want)), fmt.Sprintf("%s %s: %s", e.player, e.zone, listOrNothing(got)))
			}
		case expSchemeDeck, expFaceUpSchemes:
			if want, got := r.checkSchemes(e); want != "" {
				add(e.line, want, got)
			}
		case expZoneCount:
			if got := len(r.zoneNames(pl, e.zone, false)); got != e.n {
				add(e.line, fmt.Sprintf("%s %s count %d", e.player, e.zone, e.n), fmt.Sprintf("%d", got))
			}
		case expPlanarDeck:
			if got := g.PlanarDeck(pl); !slices.Equal(got, e.names) {
				add(e.line, e.player+" planar deck: "+listOrNothing(e.names), e.player+" planar deck: "+listOrNothing(got))
			}
		case expPlane:
			if got := g.FaceUpPlanes(); !slices.Equal(got, e.names) {
				add(e.line, "plane: "+listOrNothing(e.names), "plane: "+listOrNothing(got))
			}
		case expStack:
			if got := g.StackNames(); !slices.Equal(got, e.names) {
				add(e.line, "stack: "+listOrNothing(e.names), "stack: "+listOrNothing(got))
			}
		case expCites:
			if n := g.Trace().Count(e.rule, e.fragment); e.n >= 0 && n != e.n {
				add(e.line, e.text, fmt.Sprintf("%d step(s) cite %s%s", n, e.rule, fragmentNote(e.fragment)))
			} else if !g.Trace().Cited(e.rule, e.fragment) {
				add(e.line, e.text, "no step cites "+e.rule+fragmentNote(e.fragment)+"; cited: "+strings.Join(g.Trace().Cites(), " "))
			}
		case expNotCites:
			if g.Trace().Cited(e.rule, e.fragment) {
				add(e.line, e.text, "a step cites "+e.rule+fragmentNote(e.fragment))
			}
		case expIllegal:
			found := false
			for _, rej := range r.rejected {
				if rej.err.Rule == e.rule && strings.Contains(rej.err.Reason, e.fragment) {
					found, expectedIllegal[rej.line] = true, true
				}
			}
			if !found {
				add(e.line, e.text, "no action was rejected citing "+e.rule+fragmentNote(e.fragment)+rejectedNote(r.rejected))
			}
		case expSees:
			if got := r.sees(pl, e.object, e.n == 1); got != "" {
				add(e.line, e.text, got)
			}
		case expTapped, expUntapped, expPT, expColor, expTypes, expSubtypes, expKeyword, expCounters, expProtector:
			failures = append(failures, r.checkObject(e)...)
		case expPool:
			if got := g.Player(pl).Pool.String(); got != e.names[0] {
				add(e.line, e.text, e.player+" pool "+got)
			}
		}
	}
	return failures
}

func fragmentNote(f string) string {
	if f == "" {
		return ""
	}
	return fmt.Sprintf(" with %q", f)
}

func rejectedNote(rs []rejection) string {
	if len(rs) == 0 {
		return " (no action was rejected)"
	}
	var parts []string
	for _, r := range rs {
		parts = append(parts, fmt.Sprintf("line %d: %v", r.line, r.err))
	}
	return " (rejected: " + strings.Join(parts, "; ") + ")"
}

func listOrNothing(names []string) string {
	if len(names) == 0 {
		return "nothing"
	}
	return strings.Join(names, ", ")
}

// zoneNames lists the names in a zone; with showTapped, tapped permanents
// are listed as "tapped NAME".
func (r *gameRun) zoneNames(pl rulings.PlayerID, z rulings.Zone, showTapped bool) []string {
	var out []string
	for _, id := range r.game.Zone(pl, z) {
		name := r.game.Name(id)
		if showTapped && r.game.IsTapped(id) {
			name = "tapped " + name
		}
		out = append(out, name)
	}
	return out
}

// sees checks that player pl can see (want) or can't see what ref names:
// every card in a player's hand, or a spell, permanent or exiled card. It returns what
// pl sees instead, or "".
func (r *gameRun) sees(pl rulings.PlayerID, ref objectRef, want bool) string {
	g := r.game
	who := g.Player(pl).Name
	if ref.name == "" {
		owner := r.players[ref.owner]
		hand := g.Zone(owner, rulings.ZoneHand)
		if len(hand) == 0 {
			return ref.owner + "'s hand is empty: there is nothing to see"
		}
		seen, hidden := sortBySight(g, pl, hand)
		return seeing(who, ref.owner+"'s hand", seen, hidden, want)
	}
	owner := rulings.PlayerID(-1)
	if ref.owner != "" {
		owner = r.players[ref.owner]
	}
	ids := r.candidates(owner, ref, []rulings.Zone{rulings.ZoneInPlay, rulings.ZoneStack, rulings.ZoneRemoved})
	if len(ids) == 0 {
		return fmt.Sprintf("no spell, permanent or exiled card named %q", ref.name)
	}
	seen, hidden := sortBySight(g, pl, ids)
	return seeing(who, fmt.Sprintf("%q", ref.name), seen, hidden, want)
}

// sortBySight names the objects player pl can see and those hidden from
// pl.
func sortBySight(g *rulings.Game, pl rulings.PlayerID, ids []rulings.ObjectID) (seen, hidden []string) {
	for _, id := range ids {
		if g.CanSee(pl, id) {
			seen = append(seen, g.CardName(id))
		} else {
			hidden = append(hidden, g.CardName(id))
		}
	}
	return seen, hidden
}

// seeing says what a player sees of something, or "" when that is what
// was expected: seen and hidden are the cards the player can and can't
// see, and want whether all should be seen, or none.
func seeing(who, what string, seen, hidden []string, want bool) string {
	if (want && len(hidden) == 0) || (!want && len(seen) == 0) {
		return ""
	}
	return fmt.Sprintf("%s sees %s of %s and not %s", who, listOrNothing(seen), what, listOrNothing(hidden))
}

func (r *gameRun) checkObject(e expectation) []Failure {
	g := r.game
	zone, where := rulings.ZoneInPlay, "in play"
	if e.zone != rulings.ZoneNone {
		zone, where = e.zone, "in "+e.zone.String()
	}
	ids := r.candidates(-1, e.object, []rulings.Zone{zone})
	if e.object.owner != "" {
		ids = r.candidates(r.players[e.object.owner], e.object, []rulings.Zone{zone})
	}
	fail := func(got string) []Failure {
		return []Failure{{File: r.prog.file, Line: e.line, Expected: e.text, Got: got}}
	}
	if len(ids) == 0 {
		return fail(fmt.Sprintf("no %q %s", e.object.name, where))
	}
	if len(ids) > 1 {
		return fail(fmt.Sprintf("%d objects named %q %s; name the controller (PLAYER's \"NAME\")", len(ids), e.object.name, where))
	}
	id := ids[0]
	switch e.kind {
	case expTapped, expUntapped:
		if g.IsTapped(id) != (e.kind == expTapped) {
			state := "untapped"
			if g.IsTapped(id) {
				state = "tapped"
			}
			return fail(e.object.name + " is " + state)
		}
	case expPT:
		pw, tg := g.PowerToughness(id)
		if pw != e.power || tg != e.tough {
			return fail(fmt.Sprintf("%s is %d/%d", e.object.name, pw, tg))
		}
	case expColor:
		if got := g.Colors(id).String(); got != e.names[0] {
			return fail(e.object.name + " is " + got)
		}
	case expKeyword:
		n := 0
		for _, k := range g.Keywords(id) {
			if k == e.names[0] {
				n++
			}
		}
		if (e.n < 0 && n == 0) || (e.n >= 0 && n != e.n) {
			return fail(fmt.Sprintf("%s has %s x%d", e.object.name, e.names[0], n))
		}
	case expCounters:
		for i, kind := range e.names {
			if got := g.Counters(id, kind); got != e.counts[i] {
				return fail(fmt.Sprintf("%s has %d %s counters", e.object.name, got, kind))
			}
		}
	case expTypes:
		if got := g.Types(id); !sameWords(got, e.names) {
			return fail(e.object.name + " types: " + strings.Join(got, " "))
		}
	case expSubtypes:
		if got := g.Subtypes(id); !sameWords(got, e.names) {
			if len(got) == 0 {
				got = []string{"none"}
			}
			return fail(e.object.name + " subtypes: " + strings.Join(got, " "))
		}
	case expProtector:
		got := "nobody"
		if p, ok := g.Protector(id); ok {
			got = g.Player(p).Name
		}
		if got != e.names[0] {
			return fail(e.object.name + " protected by " + got)
		}
	}
	return nil
}

// sameWords reports whether got and want hold the same words in any
// order; got is sorted in place, so a failure lists it in order.
func sameWords(got, want []string) bool {
	want = slices.Clone(want)
	slices.Sort(got)
	slices.Sort(want)
	return slices.Equal(got, want)
}
