package lang

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// CardLibrary holds shared card definitions reusable across scenario files.
// A card written with wording of a later era than some edition ("any
// target") reads, under that edition, as it was printed then ("target
// creature or player"): such a card is read again for each edition asking
// for it.
type CardLibrary struct {
	cards map[string]*rulings.CardDefinition
	// dated holds the source of the cards whose wording depends on the
	// edition; byEdition their definitions read under each edition.
	dated     map[string]cardSource
	mu        sync.Mutex
	byEdition map[string]map[string]*rulings.CardDefinition
	// source gives the real cards the library lacks (printed.go);
	// sourcedCards are those read so far, by edition ("" for a card
	// every edition reads alike), and sourceMissing the names it lacks.
	source        CardSource
	sourcedCards  map[string]map[string]sourced
	sourceMissing map[string]bool
	// blocks holds the cards scenario blocks define, as they read them,
	// for every block parsed with the library (blockCards).
	blocks Shared
}

// maxBlockCards bounds the cards a library keeps from scenario blocks
// (the built-in set defines about 2,000 different ones): a server
// checking scenarios sent to it stops keeping new ones there, and reads
// them as if it kept none.
const maxBlockCards = 4096

// cardSource is where a card of the library is written: the index of its
// line among the top-level lines of a .cards file.
type cardSource struct {
	file  string
	data  string
	index int
}

// LoadCardLibrary reads every *.cards file in the root of fsys. A .cards
// file holds card definitions written as in a scenario block.
func LoadCardLibrary(fsys fs.FS) (*CardLibrary, error) {
	lib := &CardLibrary{cards: map[string]*rulings.CardDefinition{}, dated: map[string]cardSource{}, byEdition: map[string]map[string]*rulings.CardDefinition{}, blocks: Shared{limit: maxBlockCards}}
	names, err := fs.Glob(fsys, "*.cards")
	if err != nil {
		return nil, fmt.Errorf("load card library: %w", err)
	}
	sort.Strings(names)
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("load card library: %w", err)
		}
		p := &blockParser{file: path.Clean(name), cards: map[string]*rulings.CardDefinition{}, library: true}
		nodes, err := p.tree(1, string(data))
		if err != nil {
			return nil, err
		}
		if err := p.noUnder(nodes); err != nil {
			return nil, err
		}
		for i, n := range nodes {
			if !strings.HasPrefix(n.text, "card ") {
				return nil, errorf(p.file, n.line, "a .cards file holds only card definitions; found %q", n.text)
			}
			p.dated = false
			def, err := p.card(n)
			if err != nil {
				return nil, err
			}
			if _, dup := lib.cards[def.Name]; dup {
				return nil, errorf(p.file, n.line, "card %q is defined twice in the library", def.Name)
			}
			lib.cards[def.Name] = def
			if p.dated {
				lib.dated[def.Name] = cardSource{file: p.file, data: string(data), index: i}
			}
		}
	}
	return lib, nil
}

// Card returns the library's definition of a card.
func (l *CardLibrary) Card(name string) (*rulings.CardDefinition, bool) {
	if l == nil {
		return nil, false
	}
	d, ok := l.cards[name]
	return d, ok
}

// cardUnder returns the library's definition of a card as it read under
// edition: the card read again under it when its wording depends on the
// edition, once per edition.
func (l *CardLibrary) cardUnder(name, edition string) (*rulings.CardDefinition, bool, error) {
	if l == nil {
		return nil, false, nil
	}
	src, dated := l.dated[name]
	if !dated || edition == "" {
		d, ok := l.Card(name)
		return d, ok, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if d, ok := l.byEdition[edition][name]; ok {
		return d, true, nil
	}
	p := &blockParser{file: src.file, cards: map[string]*rulings.CardDefinition{}, edition: edition, library: true}
	nodes, err := p.tree(1, src.data)
	if err != nil {
		return nil, false, err
	}
	d, err := p.card(nodes[src.index])
	if err != nil {
		return nil, false, err
	}
	if l.byEdition[edition] == nil {
		l.byEdition[edition] = map[string]*rulings.CardDefinition{}
	}
	l.byEdition[edition][name] = d
	return d, true, nil
}

// Names lists the library's cards in order.
func (l *CardLibrary) Names() []string {
	var out []string
	if l != nil {
		for n := range l.cards {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// Program is one parsed scenario block: its cards, starting state, actions
// and expectations.
type Program struct {
	file    string
	line    int
	players []string
	cards   map[string]*rulings.CardDefinition
	setup   setup
	actions []action
	expects []expectation
	// stepLimit overrides rulings.DefaultStepLimit when not zero; the
	// loop benchmarks run past it.
	stepLimit int
	// teams are the Two-Headed Giant teams ("variant two-headed giant:
	// bob and clare, alice and dan"), teamsLine the line naming them.
	teams     [][]string
	teamsLine int
}

// SetStepLimit makes the program's runs stop after n steps instead of
// rulings.DefaultStepLimit: a benchmark plays a loop longer than any
// scenario may.
func (p *Program) SetStepLimit(n int) { p.stepLimit = n }

// Expectations counts the expectations the program checks.
func (p *Program) Expectations() int { return len(p.expects) }

// Card returns the definition of a card the program plays: defined in its
// block, or taken from its library or the library's real cards.
func (p *Program) Card(name string) (*rulings.CardDefinition, bool) {
	d, ok := p.cards[name]
	return d, ok
}

// setup is the starting state of the game.
type setup struct {
	line   int
	turn   int
	active string
	step   rulings.StepKind
	seed   uint64
	// mulligans starts the game before its first turn, players deciding
	// on their opening hands (101.4).
	mulligans bool
	entries   []zoneEntry
	lives     []lifeEntry
	// contraptions are the players' Contraption decks (701.45a).
	contraptions []zoneEntry
	// schemeDecks are the archenemy's scheme deck, top first, and
	// faceUpSchemes their ongoing schemes set in motion before the
	// scenario begins (904.3, 904.11, schemes.go).
	schemeDecks   []zoneEntry
	faceUpSchemes []zoneEntry
}

type zoneEntry struct {
	line   int
	player string
	zone   rulings.Zone
	cards  []cardRef
	// attractions marks the player's Attraction deck in the command zone
	// (717.2), zone being ZoneCommand.
	attractions bool
	// planar marks the player's planar deck in the command zone (901.3),
	// faceUp the plane face up there that the player owns (901.5).
	planar, faceUp bool
}

type cardRef struct {
	name string
	// naming are the card names secretly chosen for a conspiracy card
	// set up in the command zone ("naming \"Grizzly Bears\"", 702.106a).
	naming []string
	tapped bool
	count  int
	// counters are put on each of the cards as the game is set up ("Jace
	// Beleren with 5 loyalty"); a planeswalker listed in play without
	// loyalty counters has its printed loyalty.
	counters []counterSpec
	// status is the rest of what the line says of a permanent: damage,
	// owner, attachment (state_status.go).
	status permanentStatus
	// token is the create instruction describing a token listed by its
	// description ("1/1 white Soldier creature token"), nil for a card:
	// the token is defined, and named, under the rules of the game.
	token *rulings.Instruction
}

// lifeEntry is a "PLAYER life N" or, with poison, "PLAYER poison N" line,
// or with speed "PLAYER speed N".
type lifeEntry struct {
	line   int
	player string
	life   int
	poison bool
	speed  bool
}

// ParseProgram parses one fenced scenario block; line is the file line of
// src's first line. Cards not defined in the block come from lib.
func ParseProgram(file string, line int, src string, lib *CardLibrary) (*Program, error) {
	return ParseProgramUnder(file, line, src, lib, "")
}

// ParseProgramUnder parses a scenario block as ParseProgram does, for a
// game played under the given edition: the lines of an "under EDITION"
// block apply only when EDITION is that edition (an empty edition keeps
// none of them).
func ParseProgramUnder(file string, line int, src string, lib *CardLibrary, edition string) (*Program, error) {
	return ParseProgramShared(file, line, src, lib, edition, nil)
}

// Shared holds the card definitions parsing one scenario block under one
// edition read, for parsing the same block under another: a scenario
// checked under several editions then reads once each card that reads
// the same under each. A card whose reading the edition decides (a
// keyword or wording some edition lacks) is taken only by an edition
// that decides the same; one that names another card, or holds wording
// an edition refuses, is read again under each. Use one Shared for one
// block only.
//
// A parse with a card library shares through the library instead, across
// every block it parses: the built-in set defines many cards in more than
// one file, with the same lines.
type Shared struct {
	mu    sync.Mutex
	cards map[string][]sharedCard
	// kept counts the keys in cards, and limit bounds it (0: no bound).
	kept, limit int
}

// sharedCard is one reading of a card: its definition and, for each
// decision the edition made while reading it, whether another edition
// decides the same; namesCards is set when reading it made the script's
// answers name cards (blockParser.namesCards).
type sharedCard struct {
	def        *rulings.CardDefinition
	checks     []func(edition string) bool
	namesCards bool
}

// NewShared returns an empty Shared.
func NewShared() *Shared {
	return &Shared{cards: map[string][]sharedCard{}}
}

// find returns a reading of the card with key that p's edition decides
// alike.
func (s *Shared) find(key string, p *blockParser) (sharedCard, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, c := range s.cards[key] {
		if p.decidesAlike(c.checks) {
			return c, true
		}
	}
	return sharedCard{}, false
}

// keep adds a reading of the card with key, unless s is full.
func (s *Shared) keep(key string, c sharedCard) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cards == nil {
		s.cards = map[string][]sharedCard{}
	}
	if _, known := s.cards[key]; !known {
		if s.limit > 0 && s.kept >= s.limit {
			return
		}
		s.kept++
	}
	s.cards[key] = append(s.cards[key], c)
}

// ParseProgramShared is ParseProgramUnder taking, when shared is not nil,
// the cards an earlier parse of the same block under another edition read
// as they read under this one, and leaving there those it reads.
func ParseProgramShared(file string, line int, src string, lib *CardLibrary, edition string, shared *Shared) (*Program, error) {
	p := &blockParser{file: file, lib: lib, cards: map[string]*rulings.CardDefinition{}, edition: edition, sharing: shared != nil || lib != nil}
	prog := &Program{file: file, line: line, players: []string{"alice", "bob"}, cards: p.cards}
	nodes, err := p.tree(line, src)
	if err != nil {
		return nil, err
	}
	if nodes, err = p.underEdition(nodes); err != nil {
		return nil, err
	}
	section := ""
	for _, n := range nodes {
		head, rest, _ := strings.Cut(n.text, " ")
		switch {
		case head == "card":
			def, err := p.sharedCard(n, shared)
			if err != nil {
				return nil, err
			}
			if _, dup := p.cards[def.Name]; dup {
				return nil, errorf(file, n.line, "card %q is defined twice", def.Name)
			}
			p.cards[def.Name] = def
		case head == "players":
			prog.players = splitList(rest)
			if len(prog.players) < 2 {
				return nil, errorf(file, n.line, "expected at least two player names after \"players\"")
			}
		case head == "variant":
			if err := p.variant(prog, n.line, rest); err != nil {
				return nil, err
			}
		case head == "state":
			section = "state"
			if err := p.state(prog, n, rest); err != nil {
				return nil, err
			}
		case n.text == "do" || n.text == "expect":
			if prog.setup.line == 0 {
				return nil, errorf(file, n.line, "expected a \"state\" section before %q", n.text)
			}
			section = n.text
			// Each line is at most one action or expectation: room for all
			// of them at once saves growing a slice of large structs.
			if section == "do" {
				prog.actions = slices.Grow(prog.actions, len(n.children))
			} else {
				prog.expects = slices.Grow(prog.expects, len(n.children))
			}
			for _, c := range n.children {
				if err := p.sectionLine(prog, section, c); err != nil {
					return nil, err
				}
			}
		default:
			return nil, errorf(file, n.line, "expected card, players, state, do or expect; found %q (in %s)", n.text, orNone(section))
		}
	}
	if prog.setup.line == 0 {
		return nil, errorf(file, line, "the scenario has no \"state\" section")
	}
	if err := p.checkNames(prog); err != nil {
		return nil, err
	}
	return prog, nil
}

// sharedCard reads the card defined by n, or takes it from where earlier
// parses left theirs when one read the same lines and every decision its
// edition made about them is the same under this one: the card library's
// blocks when there is a library (shared is then not needed), else shared.
func (p *blockParser) sharedCard(n *node, shared *Shared) (*rulings.CardDefinition, error) {
	if p.lib != nil {
		shared = &p.lib.blocks
	}
	if shared == nil {
		return p.card(n)
	}
	var b strings.Builder
	n.writeKey(&b)
	key := b.String()
	if c, ok := shared.find(key, p); ok {
		p.namesCards = p.namesCards || c.namesCards
		return c.def, nil
	}
	names := p.namesCards
	p.editionRead, p.eraChecks, p.namesCards = false, nil, false
	def, err := p.card(n)
	if err == nil && !p.editionRead {
		shared.keep(key, sharedCard{def: def, checks: p.eraChecks, namesCards: p.namesCards})
	}
	p.eraChecks = nil
	p.namesCards = p.namesCards || names
	return def, err
}

// decidesAlike reports whether the program's edition answers each check
// as the edition that read a shared card did.
func (p *blockParser) decidesAlike(checks []func(edition string) bool) bool {
	for _, same := range checks {
		if !same(p.edition) {
			return false
		}
	}
	return true
}

// writeKey writes n and the lines under it, each with its indentation:
// two nodes with the same key hold the same lines, wherever they are. A
// card's definition holds no line number (only errors do, and a card
// read with an error is not shared).
func (n *node) writeKey(b *strings.Builder) {
	b.WriteString(strconv.Itoa(n.indent))
	b.WriteByte(' ')
	b.WriteString(n.text)
	b.WriteByte('\n')
	for _, c := range n.children {
		c.writeKey(b)
	}
	b.WriteByte('\n')
}

func orNone(s string) string {
	if s == "" {
		return "no section"
	}
	return "the " + s + " section"
}

func (p *blockParser) sectionLine(prog *Program, section string, n *node) error {
	if section == "do" && n.text == "check" {
		if len(n.children) == 0 {
			return errorf(p.file, n.line, "a check block holds expectations, indented under \"check\"")
		}
		a := action{line: n.line, kind: actCheck}
		for _, c := range n.children {
			if len(c.children) > 0 {
				return errorf(p.file, c.children[0].line, "unexpected indentation under %q", c.text)
			}
			e, err := p.expectation(prog, c)
			if err != nil {
				return err
			}
			a.expects = append(a.expects, e)
		}
		prog.actions = append(prog.actions, a)
		return nil
	}
	if who, ok := strings.CutSuffix(n.text, " proposes a shortcut"); ok && section == "do" {
		actions, err := p.shortcutBlock(prog, n, who)
		if err != nil {
			return err
		}
		prog.actions = append(prog.actions, actions...)
		return nil
	}
	if section == "do" && n.text == "subgame" {
		a := action{line: n.line, kind: actSubgame}
		for _, c := range n.children {
			if c.text == "subgame" || len(c.children) > 0 {
				return errorf(p.file, c.line, "a subgame block holds plain actions")
			}
			sub, err := p.action(prog, c)
			if err != nil {
				return err
			}
			a.sub = append(a.sub, sub)
		}
		prog.actions = append(prog.actions, a)
		return nil
	}
	if len(n.children) > 0 {
		return errorf(p.file, n.children[0].line, "unexpected indentation under %q", n.text)
	}
	if section == "do" {
		a, err := p.action(prog, n)
		if err != nil {
			return err
		}
		prog.actions = append(prog.actions, a)
		return nil
	}
	e, err := p.expectation(prog, n)
	if err != nil {
		return err
	}
	prog.expects = append(prog.expects, e)
	return nil
}

// variant parses "variant two-headed giant: A and B, C and D": the
// teams of a Two-Headed Giant game (606.1). Only its mulligans are played
// (101.4a).
func (p *blockParser) variant(prog *Program, line int, rest string) error {
	list, ok := strings.CutPrefix(rest, "two-headed giant: ")
	if !ok {
		return errorf(p.file, line, "expected \"variant two-headed giant: A and B, C and D\", found %q", rest)
	}
	for _, team := range splitList(list) {
		a, b, ok := strings.Cut(team, " and ")
		if !ok {
			return errorf(p.file, line, "expected a team of two players, \"A and B\", found %q", team)
		}
		prog.teams = append(prog.teams, []string{strings.TrimSpace(a), strings.TrimSpace(b)})
	}
	prog.teamsLine = line
	return nil
}

// state parses "state turn N, PLAYER STEP" and its zone lines.
func (p *blockParser) state(prog *Program, n *node, rest string) error {
	s := &prog.setup
	s.line = n.line
	s.seed = 1
	parts := splitList(rest)
	if len(parts) < 2 {
		return errorf(p.file, n.line, "expected \"state turn N, PLAYER STEP\" (e.g. \"state turn 1, alice main1\")")
	}
	if n, ok := number(strings.TrimPrefix(parts[0], "turn ")); ok && strings.HasPrefix(parts[0], "turn ") {
		s.turn = n
	}
	if s.turn < 1 {
		return errorf(p.file, n.line, "expected \"turn N\" with N at least 1, found %q", parts[0])
	}
	who, step, ok := strings.Cut(parts[1], " ")
	if !ok {
		return errorf(p.file, n.line, "expected \"PLAYER STEP\" after the turn, found %q", parts[1])
	}
	s.active = who
	st, ok := rulings.ParseStep(step)
	if !ok {
		return errorf(p.file, n.line, "unknown step %q (expected upkeep, draw, main1, main2, end of turn, ...)", step)
	}
	s.step = st
	for _, extra := range parts[2:] {
		if extra == "mulligans" {
			s.mulligans = true
			continue
		}
		seed, err := strconv.ParseUint(strings.TrimSpace(strings.TrimPrefix(extra, "seed ")), 10, 64)
		if err != nil || !strings.HasPrefix(extra, "seed ") {
			return errorf(p.file, n.line, "expected \"seed N\" or \"mulligans\", found %q", extra)
		}
		s.seed = seed
	}
	for _, c := range n.children {
		if err := p.stateLine(prog, c); err != nil {
			return err
		}
	}
	return nil
}

// number reads s, spaces around it aside, as a whole decimal number.
func number(s string) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	return n, err == nil
}

// stateLine parses "PLAYER ZONE: cards" or "PLAYER life N".
func (p *blockParser) stateLine(prog *Program, n *node) error {
	if len(n.children) > 0 {
		return errorf(p.file, n.children[0].line, "unexpected indentation under %q", n.text)
	}
	who, rest, _ := strings.Cut(n.text, " ")
	if l, ok := strings.CutPrefix(rest, "life "); ok {
		life, ok := number(l)
		if !ok {
			return errorf(p.file, n.line, "expected \"%s life N\"", who)
		}
		prog.setup.lives = append(prog.setup.lives, lifeEntry{line: n.line, player: who, life: life})
		return nil
	}
	if l, ok := strings.CutPrefix(rest, "poison "); ok {
		poison, ok := number(l)
		if !ok || poison < 0 {
			return errorf(p.file, n.line, "expected \"%s poison N\"", who)
		}
		prog.setup.lives = append(prog.setup.lives, lifeEntry{line: n.line, player: who, life: poison, poison: true})
		return nil
	}
	if l, ok := strings.CutPrefix(rest, "speed "); ok {
		speed, ok := number(l)
		if !ok || speed < 1 || speed > 4 {
			return errorf(p.file, n.line, "expected \"%s speed N\", N from 1 to 4 (702.179 of 2026)", who)
		}
		if err := p.wordingInEdition(n.line, "speed", rulings.SpeedSince); err != nil {
			return err
		}
		prog.setup.lives = append(prog.setup.lives, lifeEntry{line: n.line, player: who, life: speed, speed: true})
		return nil
	}
	if list, ok := strings.CutPrefix(rest, "contraption deck:"); ok {
		// A supplementary deck of Contraptions, top first (701.45a).
		e := zoneEntry{line: n.line, player: who, zone: rulings.ZoneCommand}
		for _, item := range p.joinNames(splitList(list)) {
			ref, err := p.cardRef(n.line, item)
			if err != nil {
				return err
			}
			e.cards = append(e.cards, ref)
		}
		prog.setup.contraptions = append(prog.setup.contraptions, e)
		return nil
	}
	if ok, err := p.schemeStateLine(prog, n, who, rest); ok {
		return err
	}
	zoneName, list, ok := strings.Cut(rest, ":")
	if !ok {
		return errorf(p.file, n.line, "expected \"PLAYER ZONE: cards\" or \"PLAYER life N\", found %q", n.text)
	}
	if strings.TrimSpace(zoneName) == "attraction deck" {
		return p.attractionDeckLine(prog, n, who, list)
	}
	if z := strings.TrimSpace(zoneName); z == "planar deck" || z == "plane" {
		return p.planarDeckLine(prog, n, who, z == "plane", list)
	}
	zone, ok := rulings.ParseZone(strings.TrimSpace(zoneName))
	if !ok || zone == rulings.ZoneStack {
		return errorf(p.file, n.line, "unknown zone %q (expected library, hand, graveyard, in play, removed or sideboard; battlefield and exile are read as in play and removed)", strings.TrimSpace(zoneName))
	}
	e := zoneEntry{line: n.line, player: who, zone: zone}
	for _, item := range p.joinNames(splitList(list)) {
		var naming []string
		if zone == rulings.ZoneCommand {
			// Only conspiracy cards begin the game there (315.2); dungeon
			// cards and emblems get there only as effects put them there
			// (309.2b, 114.1).
			card, names, hasNames := strings.Cut(item, " naming ")
			if hasNames {
				for _, nm := range strings.Split(names, " and ") {
					if nm = unquote(strings.TrimSpace(nm)); nm != "" {
						naming = append(naming, nm)
					}
				}
			}
			item = card
			if d := p.cards[unquote(strings.TrimSpace(card))]; d == nil || len(d.Faces) == 0 || !d.Faces[0].HasType("conspiracy") {
				return errorf(p.file, n.line, "%q: only conspiracy cards are set up in the command zone, as the game begins (315.2); a dungeon card comes in as its owner ventures into the dungeon (309.2)", strings.TrimSpace(card))
			}
		}
		ref, err := p.cardRef(n.line, item)
		if err != nil {
			return err
		}
		ref.naming = naming
		if d := p.cards[ref.name]; d != nil && len(d.Faces) > 0 && d.Faces[0].HasType("conspiracy") && zone != rulings.ZoneCommand {
			return errorf(p.file, n.line, "%q is a conspiracy card: conspiracy cards can't be included in a deck and begin the game in the command zone (315.3): write \"%s command: %q\"", item, who, ref.name)
		}
		if d := p.cards[ref.name]; d != nil && len(d.Faces) > 0 && rulings.IsScheme(&d.Faces[0]) {
			return errorf(p.file, n.line, "%q is a scheme card: scheme cards remain in the command zone throughout the game and can't be cast (314.2); write \"%s scheme deck: %q\"", item, who, ref.name)
		}
		if d := p.cards[ref.name]; d != nil && len(d.Faces) > 0 && d.Faces[0].HasType("dungeon") {
			return errorf(p.file, n.line, "%q is a dungeon card: dungeon cards begin outside the game and aren't part of a deck or sideboard (309.2)", item)
		}
		if len(ref.counters) > 0 && zone != rulings.ZoneInPlay && zone != rulings.ZoneRemoved {
			// A card in a hand, library or graveyard has no counters: they
			// would be set up and then never count.
			return errorf(p.file, n.line, "%q: only permanents in play and cards removed from the game (time counters) have counters, not cards in a %s", item, strings.TrimSpace(zoneName))
		}
		if (ref.status.any || ref.token != nil) && zone != rulings.ZoneInPlay {
			// Damage, another owner, an attachment and being a token are
			// a permanent's: a token elsewhere has ceased to exist (704.5d).
			return errorf(p.file, n.line, "%q: only permanents in play have damage, another owner, a protector, an attachment or are tokens, not cards in a %s", item, strings.TrimSpace(zoneName))
		}
		if ref.status.owner != "" && ref.status.owner == who {
			return errorf(p.file, n.line, "%q: %s is listed as its controller; \"owned by\" names another player", item, who)
		}
		e.cards = append(e.cards, ref)
	}
	prog.setup.entries = append(prog.setup.entries, e)
	return nil
}

// cardRef parses "tapped Name x3".
func (p *blockParser) cardRef(line int, item string) (cardRef, error) {
	r := cardRef{count: 1}
	if s, ok := strings.CutPrefix(item, "tapped "); ok {
		r.tapped, item = true, s
	}
	item, r.status = cutStatus(item)
	r.counters = r.status.counters
	name, count := SplitCount(item)
	if count < 1 {
		return r, errorf(p.file, line, "bad count in %q", item)
	}
	r.name, r.count = unquote(name), count
	if r.name == "" {
		return r, errorf(p.file, line, "expected a card name, found %q", item)
	}
	if desc, ok := tokenDescription(r.name); ok {
		ins, err := p.tokens(line, rulings.Instruction{Text: r.name}, "1 "+desc)
		if err != nil {
			return r, err
		}
		r.token = &ins
	}
	return r, nil
}

// checkNames makes sure every player and card named in the state exists.
func (p *blockParser) checkNames(prog *Program) error {
	s := &prog.setup
	if !contains(prog.players, s.active) {
		return errorf(p.file, s.line, "unknown player %q (players are %s)", s.active, strings.Join(prog.players, ", "))
	}
	for _, e := range s.entries {
		if !contains(prog.players, e.player) {
			return errorf(p.file, e.line, "unknown player %q (players are %s)", e.player, strings.Join(prog.players, ", "))
		}
		for _, c := range e.cards {
			if o := c.status.owner; o != "" && !contains(prog.players, o) {
				return errorf(p.file, e.line, "unknown player %q after \"owned by\" (players are %s)", o, strings.Join(prog.players, ", "))
			}
			if q := c.status.protector; q != "" && !contains(prog.players, q) {
				return errorf(p.file, e.line, "unknown player %q after \"protected by\" (players are %s)", q, strings.Join(prog.players, ", "))
			}
			if c.token != nil {
				continue
			}
			if _, err := p.lookupCard(c.name); err != nil {
				return errorf(p.file, e.line, "%v", err)
			}
		}
	}
	for _, l := range s.lives {
		if !contains(prog.players, l.player) {
			return errorf(p.file, l.line, "unknown player %q", l.player)
		}
	}
	return nil
}

// joinNames rejoins the items of a card list that a comma split inside an
// unquoted card name ("Isamaru, Hound of Konda"): an item that names no
// card, with the items after it up to one that completes a card's name, is
// that card. A "tapped" in front and an "xN" count behind stay with the
// joined name; quoted items are never joined.
func (p *blockParser) joinNames(items []string) []string {
	known := func(item string) bool {
		item, _ = cutStatus(strings.TrimPrefix(item, "tapped "))
		name, _ := SplitCount(item)
		if _, ok := tokenDescription(unquote(name)); ok {
			return true
		}
		_, err := p.lookupCard(unquote(name))
		return err == nil
	}
	quoted := func(item string) bool { return strings.Contains(item, `"`) }
	var out []string
	for i := 0; i < len(items); i++ {
		if quoted(items[i]) || known(items[i]) {
			out = append(out, items[i])
			continue
		}
		joined, end := items[i], i
		for j := i + 1; j < len(items) && !quoted(items[j]); j++ {
			if candidate := joined + ", " + items[j]; known(candidate) {
				joined, end = candidate, j
				break
			} else {
				joined = candidate
			}
		}
		if end == i {
			out = append(out, items[i])
			continue
		}
		out = append(out, joined)
		i = end
	}
	return out
}

func (p *blockParser) lookupCard(name string) (*rulings.CardDefinition, error) {
	// Another card, whether the scenario's or the library's, may read
	// differently under another edition.
	edition := p.era()
	if d, ok := p.cards[name]; ok {
		return d, nil
	}
	d, ok, err := p.lib.cardUnder(name, edition)
	if err != nil {
		return nil, err
	}
	if !ok {
		d, ok, err = p.lib.fromSource(name, p.edition)
		if err != nil {
			return nil, err
		}
	}
	if ok {
		p.cards[name] = d
		return d, nil
	}
	if src := p.lib.Source(); src != nil {
		return nil, fmt.Errorf("unknown card %q: define it with a \"card\" line or in the card library; %s has no card of that name", name, src.Origin())
	}
	return nil, fmt.Errorf("unknown card %q: define it with a \"card\" line or in the card library", name)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
