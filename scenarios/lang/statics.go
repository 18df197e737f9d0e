package lang

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// cost parses "{1}, {T}, sacrifice this".
func (p *blockParser) cost(line int, s string) (rulings.Cost, error) {
	var c rulings.Cost
	for _, part := range splitList(s) {
		switch {
		case part == "{T}":
			c.Tap = true
		case strings.HasPrefix(part, "waterbend {"):
			// "Waterbend {2}" (701.67a): mana, of which the generic part
			// may be paid by tapping artifacts and creatures.
			if err := p.actionInEdition(line, "waterbend"); err != nil {
				return c, err
			}
			wb := strings.TrimPrefix(part, "waterbend ")
			m, err := rulings.ParseManaCost(wb)
			if err != nil {
				return c, errorf(p.file, line, "%v", err)
			}
			c.Waterbend += m.Generic
			if c.HasMana {
				// "{1}, waterbend {2}": one total of mana.
				if m, err = rulings.ParseManaCost(c.Mana.String() + wb); err != nil {
					return c, errorf(p.file, line, "%v", err)
				}
			}
			c.Mana, c.HasMana = m, true
		case strings.HasPrefix(part, "{"):
			m, err := rulings.ParseManaCost(part)
			if err != nil {
				return c, errorf(p.file, line, "%v", err)
			}
			if err := p.symbolsInEdition(line, part, m); err != nil {
				return c, err
			}
			c.Mana, c.HasMana = m, true
		default:
			cp, err := p.costPart(line, part)
			if err != nil {
				return c, err
			}
			c.Parts = append(c.Parts, cp)
		}
	}
	return c, nil
}

// costPart parses "sacrifice a creature", "sacrifice this", "discard a card".
func (p *blockParser) costPart(line int, s string) (rulings.CostPart, error) {
	verb, what, _ := strings.Cut(strings.TrimSpace(s), " ")
	part := rulings.CostPart{Text: strings.TrimSpace(s)}
	if top, ok, err := p.libraryTopCost(line, part.Text); ok {
		return top, err
	}
	if kind, ok := strings.CutSuffix(strings.TrimPrefix(strings.TrimSpace(s), "remove a "), " counter from this"); ok && verb == "remove" {
		part.Action, part.Counter = rulings.RemoveCounter, kind
		return part, nil
	}
	if amount, ok := strings.CutSuffix(what, " life"); ok && strings.EqualFold(verb, "pay") {
		n, isNumber := numberWord(amount)
		if amount == "0" {
			// "Pay 0 life", which a player can always pay (119.4b of
			// 2026).
			n, isNumber = 0, true
		}
		if !isNumber {
			return part, errorf(p.file, line, "cost %q: expected \"pay N life\" with a number N", s)
		}
		part.Action, part.Count = rulings.PayLifeCost, n
		return part, nil
	}
	if card, ok := strings.CutSuffix(what, " card from your hand"); ok && verb == "exile" {
		// "Exile a white card from your hand." (Solitude's evoke cost).
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(card, "an "), "a ")+" card")
		if err != nil {
			return part, err
		}
		part.Action, part.Filter = rulings.ExileFromHand, f
		return part, nil
	}
	if card, ok := strings.CutSuffix(what, " card from your hand"); ok && verb == "reveal" {
		// "reveal a Merfolk card from your hand" (701.20a of 2026).
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(card, "an "), "a ")+" card")
		if err != nil {
			return part, err
		}
		part.Action, part.Filter = rulings.RevealFromHand, f
		return part, nil
	}
	switch verb {
	case "sacrifice":
		part.Action = rulings.Sacrifice
	case "discard":
		part.Action = rulings.Discard
	default:
		return part, errorf(p.file, line, "unknown cost %q (expected a mana cost, {T}, \"sacrifice ...\", \"discard ...\" or \"pay N life\")", s)
	}
	if what == "this" {
		part.Self = true
		return part, nil
	}
	f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
	if err != nil {
		return part, err
	}
	part.Filter = f
	return part, nil
}

// targetSpec parses "T: nonblack creature" or "A, B: creature" (one
// instance of the word "target" asking for two targets).
func (p *blockParser) targetSpec(line int, s string) (rulings.TargetSpec, error) {
	names, what, ok := strings.Cut(s, ":")
	if !ok {
		return rulings.TargetSpec{}, errorf(p.file, line, "expected \"target NAME: what\" (e.g. \"target T: nonblack creature\")")
	}
	spec := rulings.TargetSpec{Names: splitList(names)}
	var lo, hi int
	var group string
	if k, err := fmt.Sscanf(names, "%d-%d %s", &lo, &hi, &group); err == nil && k == 3 {
		if lo < 0 || hi < 1 || lo > hi || hi > 20 {
			return spec, errorf(p.file, line, "bad number of targets %d-%d", lo, hi)
		}
		spec.Names, spec.Min, spec.Max = []string{group}, lo, hi
	}
	if len(spec.Names) == 0 {
		return spec, errorf(p.file, line, "expected a name for the target before ':'")
	}
	for _, nm := range spec.Names {
		if strings.ContainsAny(nm, " \"") {
			return spec, errorf(p.file, line, "a target name is one word, found %q", nm)
		}
	}
	what = strings.TrimSpace(what)
	if rest, ok := strings.CutPrefix(what, "for each opponent, "); ok {
		// "for each opponent, permanent that player controls": one target
		// for each opponent.
		rest, ok = strings.CutSuffix(rest, " that player controls")
		if !ok || len(spec.Names) != 1 {
			return spec, errorf(p.file, line, "expected \"target NAME: for each opponent, FILTER that player controls\"")
		}
		what, spec.PerOpponent = rest, true
	}
	if rest, ok := strings.CutSuffix(what, ", an opponent's choice"); ok {
		// "target creature of an opponent's choice": an opponent chooses
		// it as the spell is played (409.2).
		if spec.PerOpponent || spec.Max > 0 || len(spec.Names) != 1 {
			return spec, errorf(p.file, line, "expected \"target NAME: FILTER, an opponent's choice\" for one target")
		}
		what, spec.ByOpponent = rest, true
	}
	f, err := p.filter(line, what)
	if err != nil {
		return spec, err
	}
	spec.Filter = f
	return spec, nil
}

// static parses a static ability's effect.
// keywordCostIsManaCost reads "each FILTER has KEYWORD. The KEYWORD cost
// is equal to its mana cost." (Varolz, the Scar-Striped): a keyword whose
// cost is a variable, defined for each object given it as that object's
// mana cost (702.1a of 2026). ok is false for any other wording.
func (p *blockParser) keywordCostIsManaCost(line int, s string) (st *rulings.Static, ok bool, err error) {
	s = strings.ToLower(strings.TrimSuffix(s, "."))
	grant, costSentence, found := strings.Cut(s, ". the ")
	if !found {
		return nil, false, nil
	}
	keyword, found := strings.CutSuffix(costSentence, " cost is equal to its mana cost")
	if !found {
		return nil, false, nil
	}
	what, has, found := strings.Cut(strings.TrimPrefix(grant, "each "), " has ")
	if !found || has != keyword {
		return nil, false, nil
	}
	// The keyword is parsed with a placeholder cost that each activation
	// replaces with the mana cost of the object with the ability.
	a, err := p.oneKeyword(line, keyword+" {0}")
	if err != nil {
		return nil, true, err
	}
	if a.Kind != rulings.ActivatedAbility {
		return nil, true, errorf(p.file, line, "%q: a cost equal to the mana cost is played for an activated keyword ability (scavenge), not %s", s, keyword)
	}
	a.CostIsManaCost = true
	f, err := p.filter(line, what)
	if err != nil {
		return nil, true, err
	}
	return &rulings.Static{Kind: rulings.GrantAbility, Filter: f, Grant: a}, true, nil
}

// stationSince is the release of Edge of Eternities, whose cards first
// station permanents (702.184 of 2026).
const stationSince = "2025-08-01"

func (p *blockParser) static(line int, s string) (*rulings.Static, error) {
	if before, after, ok := strings.Cut(s, "; any player may pay "); ok {
		return p.ignorableStatic(line, before, after)
	}
	if a, ok := rulings.ParseCombatRule(s); ok {
		return a.Static, nil
	}
	if strings.TrimSuffix(strings.ToLower(s), ".") == "if this is in your opening hand, you may begin the game with it on the battlefield" {
		// Leyline of the Void: an action its owner may take once the
		// mulligans are done (103.6a of 2026).
		if err := p.wordingInEdition(line, "begin the game with it on the battlefield", rulings.M10Update); err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.OpeningHandBattlefield}, nil
	}
	if strings.TrimSuffix(strings.ToLower(s), ".") == "you have no maximum hand size" {
		// Reliquary Tower: its controller discards nothing in cleanup
		// (217.3b of 2006, 402.2 of 2026).
		return &rulings.Static{Kind: rulings.PlayerHas, Keyword: rulings.NoMaximumHandSize}, nil
	}
	// "You have hexproof." (702.11c of 2026), "You have shroud." (702.18a):
	// a keyword of the permanent's controller.
	if kw, ok := strings.CutPrefix(strings.TrimSuffix(strings.ToLower(s), "."), "you have "); ok && rulings.IsPlayerKeyword(kw) {
		if kw == "hexproof" {
			if err := p.wordingInEdition(line, "You have hexproof.", "2011-07-15"); err != nil {
				return nil, err
			}
		}
		return &rulings.Static{Kind: rulings.PlayerHas, Keyword: kw}, nil
	}
	if st, ok, err := p.namedStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.forbidStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.devotionStatic(line, s); ok {
		return st, err
	}
	switch strings.TrimSuffix(strings.ToLower(s), ".") {
	case "each opponent can cast spells only any time they could cast a sorcery":
		// Teferi, Time Raveler (307.5 of 2026).
		return &rulings.Static{Kind: rulings.CastOnlyAsSorcery, Players: "opponents"}, nil
	case "each player can cast spells only any time they could cast a sorcery":
		return &rulings.Static{Kind: rulings.CastOnlyAsSorcery, Players: "players"}, nil
	case "players can't gain life":
		// Everlasting Torment, Leyline of Punishment (119.7 of 2026).
		return &rulings.Static{Kind: rulings.CantGainLife, Players: "players"}, nil
	case "your opponents can't gain life":
		return &rulings.Static{Kind: rulings.CantGainLife, Players: "opponents"}, nil
	case "you can't gain life":
		return &rulings.Static{Kind: rulings.CantGainLife, Players: "you"}, nil
	case "your life total can't change":
		// Platinum Emperion (119.7, 119.8 of 2026).
		return &rulings.Static{Kind: rulings.LifeCantChange}, nil
	}
	if m := printedKeywordWhileControl().FindStringSubmatch(s); m != nil {
		// "As long as you control three or more other snow permanents,
		// this creature has deathtouch." (Ice-Fang Coatl, 611.3a).
		n, ok := cardinals[m[1]]
		if !ok {
			if v, err := strconv.Atoi(m[1]); err == nil {
				n, ok = v, v > 0
			}
		}
		if !ok || n < 1 {
			return nil, errorf(p.file, line, "expected a number of permanents in \"as long as you control N or more FILTER\", found %q", m[1])
		}
		f, err := p.filter(line, m[3])
		if err != nil {
			return nil, err
		}
		a, err := p.oneKeyword(line, m[4])
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.KeywordWhileControl, Amount: rulings.Value{N: n}, Counted: &f, CountOther: m[2] != "", Grant: a}, nil
	}
	if m := printedLastExiled().FindStringSubmatch(s); m != nil {
		// Duplicant: the power, toughness and creature types of the
		// last creature card exiled with this, keeping one subtype.
		if err := rulings.CreatureTypeError(m[1]); err != nil {
			return nil, errorf(p.file, line, "cannot keep %q as a creature type: %v", m[1], err)
		}
		return &rulings.Static{Kind: rulings.LastExiledCharacteristics, Types: []string{m[1]}}, nil
	}
	if st, ok, err := p.keywordCostIsManaCost(line, s); ok {
		return st, err
	}
	if s == "this is unblockable" || s == "this can't be blocked" {
		// "This creature can't be blocked." (2006: "NAME is
		// unblockable.").
		if s == "this can't be blocked" {
			if err := p.wordingInEdition(line, "can't be blocked", rulings.M14Update); err != nil {
				return nil, err
			}
		}
		return &rulings.Static{Kind: rulings.CantBeBlocked}, nil
	}
	if what, ok := strings.CutPrefix(s, "this can't be blocked except by "); ok {
		// "This creature can't be blocked except by black creatures."
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.CantBeBlocked, Filter: f}, nil
	}
	if what, land, ok := strings.Cut(s, " are unblockable as long as defending player controls "); ok {
		// "Creatures you control are unblockable as long as defending
		// player controls an artifact land" (308.1).
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		controls, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(land, "an "), "a "))
		if err != nil {
			return nil, err
		}
		// "an artifact land" is one permanent with both types.
		for _, t := range controls.Types[min(1, len(controls.Types)):] {
			controls.Also = append(controls.Also, rulings.Filter{Types: []string{t}})
		}
		controls.Types = controls.Types[:min(1, len(controls.Types))]
		return &rulings.Static{Kind: rulings.UnblockableWhileDefenderControls, Filter: f, DefenderControls: &controls}, nil
	}
	// The Oracle wording adds "each combat" (509.1a of 2026): the same
	// ability.
	if n, ok := additionalBlocks[strings.TrimSuffix(s, " each combat")]; ok {
		st := &rulings.Static{Kind: rulings.BlocksAdditional, Amount: rulings.Value{N: n}}
		if n < 0 {
			st.Amount = rulings.Value{Var: "any"}
		}
		return st, nil
	}
	// "lands can't enter the battlefield": a prohibition, checked as the
	// permanent would exist there (608.3e).
	for _, suffix := range []string{" can't enter the battlefield", " can't come into play"} {
		if what, ok := strings.CutSuffix(s, suffix); ok {
			f, err := p.filter(line, what)
			return &rulings.Static{Kind: rulings.CantEnter, Filter: f}, err
		}
	}
	// The replacement effects whose order their affected player chooses,
	// and the abilities linked to a choice (lang_replacement.go), come
	// before the older single forms below.
	if st, ok, err := p.lifeStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.replacementStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.compoundStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.abilityStatic(line, s); ok {
		return st, err
	}
	if st, ok, err := p.graveyardReplacement(line, s); ok {
		return st, err
	}
	if what, ok := strings.CutPrefix(s, "you control "); ok {
		return p.controlStatic(line, what)
	}
	if what, ok := strings.CutSuffix(strings.TrimPrefix(s, "if you control "), ", damage that would reduce your life total to less than 1 reduces it to 1 instead"); ok && strings.HasPrefix(s, "if you control ") {
		// Worship: a replacement effect weighed against a damage event's
		// results (120.4d of 2026).
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "a "), "an ")+" you control")
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.DamageLifeFloor, Filter: f}, nil
	}
	if what, ok := strings.CutSuffix(strings.TrimPrefix(s, "each "), " stations permanents using its toughness rather than its power"); ok {
		// "Each creature you control with toughness greater than its
		// power stations permanents using its toughness rather than its
		// power." (702.184c of 2026).
		if err := p.wordingInEdition(line, "stations permanents", stationSince); err != nil {
			return nil, err
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.StationsUsingToughness, Filter: f}, nil
	}
	switch s {
	case "for each 1 life you would gain, instead draw a card":
		return &rulings.Static{Kind: rulings.LifeGainToDraw}, nil
	case "if you would draw a card, instead return a card from your graveyard to your hand":
		return &rulings.Static{Kind: rulings.DrawToReturn}, nil
	}
	if rest, ok := strings.CutPrefix(s, "if a "); ok {
		what, okDouble := strings.CutSuffix(rest, " would deal damage to a creature or player, it deals double that damage to that creature or player instead")
		if !okDouble {
			return nil, errorf(p.file, line, "expected \"if a FILTER would deal damage to a creature or player, it deals double that damage to that creature or player instead\"")
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.DoubleDamage, Filter: f}, nil
	}
	if st, ok, err := p.eachIsStatic(line, s); ok {
		return st, err
	}
	for _, phrase := range []string{"its mana value", "its converted mana cost"} {
		if s == "power and toughness are each equal to "+phrase {
			// A characteristic-defining ability (604.3 of 2026).
			if phrase == "its mana value" {
				if err := p.wordingInEdition(line, "mana value", manaValueSince); err != nil {
					return nil, err
				}
			}
			return &rulings.Static{Kind: rulings.PTFromManaValue}, nil
		}
	}
	if mana, what, _, ok := costLessEach(s); ok && s != "this spell costs {1} less to cast for each creature you attacked with this turn" {
		m, err := rulings.ParseManaCost(mana)
		if err != nil || m.Generic == 0 || m.ConvertedCost() != m.Generic {
			return nil, errorf(p.file, line, "cannot read %q: expected a generic amount such as {1} before \"less\"", s)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.CostLessPerCount, Mana: m, Filter: f}, nil
	}
	if what, ok := strings.CutPrefix(s, "power and toughness are each equal to the number of "); ok {
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.PTFromCount, Filter: f}, nil
	}
	if rest, ok := strings.CutPrefix(s, "power and toughness are each equal to "); ok {
		// "1 plus the number of creatures the chosen player controls"
		// (Lost Order of Jarkeld, 208.2a).
		plus, what, ok := strings.Cut(rest, " plus the number of ")
		n, err := strconv.Atoi(plus)
		if !ok || err != nil {
			return nil, errorf(p.file, line, "cannot read %q: expected \"power and toughness are each equal to N plus the number of FILTER\"", s)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.PTFromCount, Filter: f, Power: n}, nil
	}
	if rest, ok := strings.CutPrefix(s, "cost-increase "); ok {
		amount, what, _ := strings.Cut(rest, " ")
		m, err := rulings.ParseManaCost(amount)
		if err != nil {
			return nil, errorf(p.file, line, "cost-increase: %v", err)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.CostIncrease, Mana: m, Filter: f}, nil
	}
	if rest, ok := strings.CutPrefix(s, "cost-reduction "); ok {
		amount, what, _ := strings.Cut(rest, " ")
		m, err := rulings.ParseManaCost(amount)
		if err != nil {
			return nil, errorf(p.file, line, "cost-reduction: %v", err)
		}
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		return &rulings.Static{Kind: rulings.CostReduction, Mana: m, Filter: f}, nil
	}
	for _, form := range [][2]string{{"attack", "creatures can't attack you unless their controller pays "}, {"block", "creatures can't block unless their controller pays "}} {
		if rest, ok := strings.CutPrefix(s, form[1]); ok {
			amount, ok := strings.CutSuffix(rest, " for each creature")
			m, err := rulings.ParseManaCost(amount)
			if !ok || err != nil {
				return nil, errorf(p.file, line, "expected \"%s{COST} for each creature\", found %q", form[1], s)
			}
			f, err := p.filter(line, "creatures")
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.CombatCost, CombatCostOf: form[0], Mana: m, Filter: f}, nil
		}
	}
	if s == "you may play an additional land on each of your turns" {
		return &rulings.Static{Kind: rulings.AdditionalLand}, nil
	}
	for _, who := range [][2]string{{"players can't play ", "players"}, {"your opponents can't play ", "opponents"}} {
		if rest, ok := strings.CutPrefix(s, who[0]); ok {
			f, err := p.filter(line, rest)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.Prohibition, Filter: f, Players: who[1]}, nil
		}
	}
	for _, verb := range []string{" gets ", " get "} {
		if what, pt, ok := strings.Cut(s, verb); ok {
			pw, tg, okPT := parsePT(strings.ReplaceAll(pt, "+", ""))
			if !okPT {
				return nil, errorf(p.file, line, "expected \"FILTER gets +N/+N\", found %q", s)
			}
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.ModifyPT, Filter: f, Power: pw, Toughness: tg}, nil
		}
	}
	if what, ok := strings.CutSuffix(s, " can't be countered"); ok {
		// "Creature spells you control can't be countered."
		f, err := p.filter(line, what)
		if err != nil {
			return nil, err
		}
		if f.Kind != "spell" {
			return nil, errorf(p.file, line, "expected \"FILTER spells can't be countered\", found %q", s)
		}
		return &rulings.Static{Kind: rulings.CantBeCountered, Filter: f}, nil
	}
	if rest, ok := strings.CutPrefix(s, "prevent all damage that would be dealt to "); ok {
		// A prevention effect the affected player orders with the other
		// replacement and prevention effects (419.9a; 616.1 of 2026).
		f, err := p.damageRecipients(line, rest)
		if err != nil {
			return nil, err
		}
		rep := &rulings.Replacement{Event: rulings.ReplaceDamage, Recipient: true, Filter: f, PreventAll: true, Text: s}
		return &rulings.Static{Kind: rulings.PreventDamage, Filter: f, Replacement: rep}, nil
	}
	if rest, ok := strings.CutPrefix(s, "all damage that would be dealt to "); ok {
		// A redirection effect (419.6c; 614.9 of 2026): "All damage that
		// would be dealt to you is dealt to enchanted creature instead."
		what, dest, found := strings.Cut(rest, " is dealt to ")
		dest, instead := strings.CutSuffix(dest, " instead")
		to := map[string]string{"enchanted creature": rulings.RedirectEnchanted, "this": rulings.RedirectThis, "this creature": rulings.RedirectThis}[dest]
		if !found || !instead || to == "" {
			return nil, errorf(p.file, line, "cannot read the redirection effect %q: expected \"all damage that would be dealt to FILTER is dealt to enchanted creature (or this creature) instead\"", s)
		}
		f, err := p.damageRecipients(line, what)
		if err != nil {
			return nil, err
		}
		rep := &rulings.Replacement{Event: rulings.ReplaceDamage, Recipient: true, Filter: f, RedirectTo: to, Text: s}
		return &rulings.Static{Kind: rulings.Replaces, Replacement: rep}, nil
	}
	if st, ok, err := p.landTypeStatic(line, s); ok {
		return st, err
	}
	if rest, ok := strings.CutPrefix(s, "all "); ok {
		if what, pt, ok := cutAny(rest, " lose all abilities and are ", " lose all abilities and have base power and toughness "); ok {
			// Humility: one ability, its two effects in layer 5 and in
			// the sublayer setting power and toughness (418.5b; 613.6 of
			// 2026), sharing its timestamp.
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			pw, tg, okPT := parsePT(pt)
			if !okPT {
				return nil, errorf(p.file, line, "expected \"all FILTER lose all abilities and are P/T\", found %q", s)
			}
			set := &rulings.Static{Kind: rulings.TypeChange, Filter: f, SetsPT: true, Power: pw, Toughness: tg}
			return &rulings.Static{Kind: rulings.LoseAllAbilities, Filter: f, Also: set}, nil
		}
		if what, ok := strings.CutSuffix(rest, " lose all abilities"); ok {
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			return &rulings.Static{Kind: rulings.LoseAllAbilities, Filter: f}, nil
		}
		if what, become, ok := strings.Cut(rest, " are "); ok {
			// "All Forests are 1/1 creatures that are still lands": the
			// types are added, so the lands keep theirs.
			become = strings.TrimSuffix(become, " that are still lands")
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			st := &rulings.Static{Kind: rulings.TypeChange, Filter: f}
			var bad string
			st.SetsPT, st.Power, st.Toughness, st.Types, bad = ptAndTypes(strings.Fields(become))
			if bad != "" {
				return nil, errorf(p.file, line, "unknown word %q in \"are ...\" (expected card types and an optional P/T)", bad)
			}
			if len(st.Types) == 0 {
				return nil, errorf(p.file, line, "\"are ...\" needs a card type, e.g. \"all lands are creatures\"")
			}
			return st, nil
		}
	}
	return nil, errorf(p.file, line, "unknown static ability %q (expected cost-reduction, \"prevent all damage that would be dealt to ...\", \"all ... are TYPES\", \"all ... lose all abilities\", \"players can't play ...\" or \"your opponents can't play ...\")", s)
}

// additionalBlocks reads the abilities that let a creature block more than
// one attacking creature: how many more, or -1 for any number.
var additionalBlocks = map[string]int{
	"this can block an additional creature":   1,
	"this can block two additional creatures": 2,
	"this can block any number of creatures":  -1,
}

// ignorableStatic reads a static ability whose effect any player may pay
// to ignore until end of turn (408.2j): "players can't play creature
// spells; any player may pay {2} to ignore this effect until end of
// turn". The engine lets a player ignore a prohibition only.
func (p *blockParser) ignorableStatic(line int, effect, payment string) (*rulings.Static, error) {
	cost, ok := strings.CutSuffix(payment, " to ignore this effect until end of turn")
	if !ok {
		return nil, errorf(p.file, line, "expected \"; any player may pay {COST} to ignore this effect until end of turn\", found %q", "; any player may pay "+payment)
	}
	m, err := rulings.ParseManaCost(cost)
	if err != nil {
		return nil, errorf(p.file, line, "%q: %v", cost, err)
	}
	st, err := p.static(line, effect)
	if err != nil {
		return nil, err
	}
	if st.Kind != rulings.Prohibition {
		return nil, errorf(p.file, line, "%q: only a prohibition (\"players can't play ...\") can be ignored by paying, in the engine so far", effect)
	}
	st.IgnoreCost = &m
	return st, nil
}

// controlStatic parses "you control enchanted creature" (or "equipped
// creature", any enchanted or equipped FILTER): a control-changing effect
// of the permanent the Aura or Equipment is attached to (layer 2). A
// static ability that gives control of other permanents ("you control all
// creatures") is refused.
func (p *blockParser) controlStatic(line int, what string) (*rulings.Static, error) {
	f, err := p.filter(line, what)
	if err != nil || !f.Enchanted {
		return nil, errorf(p.file, line, "cannot read \"you control %s\": a static ability can give control only of the permanent its Aura or Equipment is attached to, with no condition (\"you control enchanted creature\", \"you control equipped creature\")", what)
	}
	return &rulings.Static{Kind: rulings.ControlAttached, Filter: f}, nil
}

// damageRecipients parses what damage is dealt to in a prevention or
// redirection effect: "you", or a filter of permanents ("enchanted
// creature", "creatures you control").
func (p *blockParser) damageRecipients(line int, s string) (rulings.Filter, error) {
	if s == "you" {
		return rulings.Filter{Text: s, Player: true, Controller: "you"}, nil
	}
	return p.filter(line, s)
}

// basicLandTypeWords reads a basic land type, singular or plural.
var basicLandTypeWords = map[string]string{
	"Plains": "Plains", "Island": "Island", "Islands": "Island", "Swamp": "Swamp", "Swamps": "Swamp",
	"Mountain": "Mountain", "Mountains": "Mountain", "Forest": "Forest", "Forests": "Forest",
}

// landTypeStatic parses the static abilities that change land types
// (212.6e; 305.7 of 2026):
//
//	nonbasic lands are Mountains
//	all Mountains are Plains
//	each land is a Swamp in addition to its other land types
//	each land is a Swamp in addition to its other types   (Oracle from 2021)
//
// ok is false for any other text.
func (p *blockParser) landTypeStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	kind := rulings.SetLandTypes
	what, become, found := strings.Cut(s, " are ")
	if !found {
		what, become, found = strings.Cut(s, " is ")
	}
	if !found {
		return nil, false, nil
	}
	if b, ok := cutAnySuffix(become, " in addition to its other land types", " in addition to their other land types", " in addition to its other types", " in addition to their other types"); ok {
		kind, become = rulings.AddLandTypes, b
	}
	become = strings.TrimPrefix(strings.TrimPrefix(become, "an "), "a ")
	var types []string
	for _, w := range strings.Fields(strings.ReplaceAll(strings.ReplaceAll(become, ",", " "), " and ", " ")) {
		t, isLand := basicLandTypeWords[w]
		if !isLand {
			return nil, false, nil
		}
		types = append(types, t)
	}
	if len(types) == 0 {
		return nil, false, nil
	}
	what = strings.TrimPrefix(strings.TrimPrefix(what, "all "), "each ")
	f, err := p.filter(line, what)
	return &rulings.Static{Kind: kind, Filter: f, Types: types}, true, err
}

// printedKeywordWhileControl matches "as long as you control N or more
// [other] FILTER, this [creature] has KEYWORD".
var printedKeywordWhileControl = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^as long as you control ([a-z0-9]+) or more (other )?(.+?), this(?: creature)? has ([a-z][a-z ]*?)\.?$`)
})
