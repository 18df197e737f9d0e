package lang

import (
	"strconv"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// triggered parses "when/whenever/at CONDITION: EFFECT" with optional
// target lines under it.
func (p *blockParser) triggered(c *rulings.Characteristics, n *node) error {
	cond, effect, ok := strings.Cut(n.text, ":")
	if !ok {
		return errorf(p.file, n.line, "expected \"CONDITION: EFFECT\" in a triggered ability")
	}
	cond, ifClause, hasIf := strings.Cut(cond, ", if ")
	if first, second, ok := p.twoConditions(n.line, strings.TrimSpace(cond)); ok {
		// "When this comes into play or the creature it haunts is put into
		// a graveyard": one ability with two trigger conditions, each
		// functioning in its own zone (402.8f).
		for _, t := range []*rulings.Trigger{first, second} {
			t.OneOf = strings.TrimSpace(cond)
			if err := p.triggeredWith(c, n, t, effect, ifClause, hasIf); err != nil {
				return err
			}
		}
		return nil
	}
	t, err := p.trigger(n.line, strings.TrimSpace(cond))
	if err != nil {
		return err
	}
	return p.triggeredWith(c, n, t, effect, ifClause, hasIf)
}

// twoConditions splits "A or B" into two trigger conditions when both
// halves read as one; a filter's own "or" ("a black or red spell") keeps
// the condition whole.
func (p *blockParser) twoConditions(line int, cond string) (*rulings.Trigger, *rulings.Trigger, bool) {
	// "When this creature enters and whenever an opponent draws a card
	// ...": two trigger conditions, each bringing its own word.
	if first, second, ok := strings.Cut(cond, " and whenever "); ok {
		a, errA := p.trigger(line, first)
		b, errB := p.trigger(line, "whenever "+second)
		if errA == nil && errB == nil {
			return a, b, true
		}
	}
	for i := strings.Index(cond, " or "); i >= 0; {
		first, errA := p.trigger(line, cond[:i])
		word, _, _ := strings.Cut(cond, " ")
		rest := cond[i+4:]
		if !strings.HasPrefix(rest, "at ") {
			// "When you planeswalk to this or at the beginning of your
			// upkeep": the second condition brings its own word.
			rest = word + " " + rest
		}
		second, errB := p.trigger(line, rest)
		if errA == nil && errB == nil {
			return first, second, true
		}
		next := strings.Index(cond[i+4:], " or ")
		if next < 0 {
			break
		}
		i += 4 + next
	}
	return nil, nil, false
}

// triggeredWith adds the triggered ability with trigger condition t.
func (p *blockParser) triggeredWith(c *rulings.Characteristics, n *node, t *rulings.Trigger, effect, ifClause string, hasIf bool) error {
	var err error
	if hasIf {
		if !rulings.KnownStateCondition(ifClause) {
			return errorf(p.file, n.line, "unknown condition %q after \", if\" (expected one of %q)", ifClause, rulings.StateConditions())
		}
		t.If = ifClause
	}
	a := &rulings.Ability{Kind: rulings.TriggeredAbility, Trigger: t, Text: n.text}
	p.thatCreature = rulings.RefIt
	if t.Self {
		p.thatCreature = rulings.RefEventSource
	}
	if t.Kind != rulings.OnEvent || t.Event == rulings.LifeGained || t.Event == rulings.ManaSpent || t.Event == rulings.ActionCompleted {
		// The beginning of a step, a state or a life total: no object
		// for "it" or "that creature" to name.
		p.thatCreature = rulings.RefNone
	}
	p.eventSpell = t.Kind == rulings.OnEvent && t.Event == rulings.SpellPlayed
	defer func() { p.thatCreature, p.eventSpell = rulings.RefNone, false }()
	modal := hasModeLines(n)
	if strings.TrimSpace(effect) != "" || !modal {
		if modal {
			return errorf(p.file, n.line, "a modal triggered ability's effect is in its modes: write \"CONDITION:\" with the mode lines under it")
		}
		if a.Effect, err = p.instructions(n.line, effect); err != nil {
			return err
		}
	}
	if err := p.subTargets(a, n); err != nil {
		return err
	}
	if modal {
		// The trace names the ability as the 2006 printings did: "when
		// this comes into play, choose one — A; or B".
		names := make([]string, len(a.Modes))
		for i, m := range a.Modes {
			names[i] = m.Text
		}
		a.Text = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(n.text), ":")) + ", choose one — " + strings.Join(names, "; or ")
	}
	for _, ab := range append([]*rulings.Ability{a}, a.Modes...) {
		for _, ins := range ab.Effect {
			if err := rulings.CheckThatPlayer(ins, t); err != nil {
				return errorf(p.file, n.line, "cannot use %v", err)
			}
		}
	}
	reflexiveTargets(a)
	c.Abilities = append(c.Abilities, a)
	return nil
}

// trigger parses a trigger condition.
func (p *blockParser) trigger(line int, s string) (*rulings.Trigger, error) {
	word, rest, _ := strings.Cut(s, " ")
	if word == "at" && rest == "end of turn" {
		// The printed "at end of turn" of the 2006 cards triggers at the
		// beginning of every end of turn step (313.1; 513.1a of 2026).
		return &rulings.Trigger{Kind: rulings.AtBeginning, Step: rulings.EndOfTurn, Whose: "each"}, nil
	}
	if word == "at" {
		rest = strings.TrimPrefix(rest, "the ")
		if rest == "beginning of combat on your turn" {
			// The later wording of "at the beginning of your beginning of
			// combat step".
			return &rulings.Trigger{Kind: rulings.AtBeginning, Step: rulings.BeginningOfCombat, Whose: "your"}, nil
		}
		if step, ok := strings.CutPrefix(rest, "beginning of the "); ok {
			// "At the beginning of the end step": every player's (513.1a).
			rest = "beginning of each " + step
		}
		what, ok := strings.CutPrefix(rest, "beginning of ")
		if !ok {
			return nil, errorf(p.file, line, "expected \"at the beginning of ...\"")
		}
		whose, step, _ := strings.Cut(what, " ")
		switch whose {
		case "each", "each player's":
		case "your":
		default:
			return nil, errorf(p.file, line, "expected \"each\" or \"your\" in \"at the beginning of ...\", found %q", whose)
		}
		step = strings.TrimPrefix(step, "player's ")
		st, ok := rulings.ParseStep(step)
		if !ok {
			return nil, errorf(p.file, line, "unknown step %q", step)
		}
		return &rulings.Trigger{Kind: rulings.AtBeginning, Step: st, Whose: whose}, nil
	}
	if rulings.KnownStateCondition(rest) {
		return &rulings.Trigger{Kind: rulings.OnState, State: rest}, nil
	}
	// "Whenever this or another creature dies": any creature, the one
	// with the ability included.
	rest = strings.Replace(rest, "this or another ", "a ", 1)
	t := &rulings.Trigger{Kind: rulings.OnEvent, From: rulings.ZoneAny, To: rulings.ZoneAny}
	if spell, ok := strings.CutSuffix(rest, " spell of the chosen color"); ok {
		// Linked to "as this comes into play, choose a color" (607.2d).
		rest, t.Condition = spell+" spell", rulings.OfChosenColor
	}
	if rest == "the creature it haunts is put into a graveyard from play" {
		t.Event, t.Haunted, t.From, t.To = rulings.ZoneChanged, true, rulings.ZoneInPlay, rulings.ZoneGraveyard
		return t, nil
	}
	if before, after, ok := strings.Cut(rest, " dealt damage by this this turn "); ok {
		// Sengir Vampire: "a creature dealt damage by this creature this
		// turn dies".
		rest, t.Condition = before+" "+after, rulings.DamagedByThisThisTurn
	}
	if st, ok := schemeTrigger(rest); ok {
		// "When you set this scheme in motion" (904.9).
		return st, nil
	}
	subject, event := splitSubject(rest)
	if subject == "this" {
		t.Self = true
	} else if subject != "" {
		f, err := p.filter(line, subject)
		if err != nil {
			return nil, err
		}
		t.Filter = f
	}
	switch {
	case event == "comes into play":
		t.Event, t.To = rulings.ZoneChanged, rulings.ZoneInPlay
	case event == "is put into a graveyard from play":
		t.Event, t.From, t.To = rulings.ZoneChanged, rulings.ZoneInPlay, rulings.ZoneGraveyard
	case event == "is put into a graveyard":
		// From anywhere (2006 printings: "is put into a graveyard").
		t.Event, t.To = rulings.ZoneChanged, rulings.ZoneGraveyard
	case event == "is put into a graveyard from anywhere":
		t.Event, t.To, t.Anywhere = rulings.ZoneChanged, rulings.ZoneGraveyard, true
	case event == "is put into an opponent's graveyard from anywhere":
		// A card goes to its owner's graveyard (400.3 of 2026): an
		// opponent's card.
		t.Event, t.To, t.Anywhere, t.Condition = rulings.ZoneChanged, rulings.ZoneGraveyard, true, rulings.IntoOpponentsGraveyard
	case event == "is removed from the game":
		t.Event, t.To = rulings.ZoneChanged, rulings.ZoneRemoved
	case event == "leaves play":
		t.Event, t.From = rulings.ZoneChanged, rulings.ZoneInPlay
	case event == "is dealt damage":
		t.Event = rulings.DamageDealt
	case rulings.PlanarCondition(rest) != nil:
		// A plane's chaos ability (311.7), "when you planeswalk to/away
		// from this" (701.31d), "when you encounter this" (312.5).
		t.Event, t.Condition = rulings.ActionCompleted, rulings.PlanarCondition(rest)
	case completedAction(rest) != "":
		// "whenever you scry": once the whole action is complete
		// (701.22d of 2026).
		t.Event, t.Condition = rulings.ActionCompleted, rulings.YouComplete(completedAction(rest))
	case rest == "you gain life":
		t.Event, t.Condition = rulings.LifeGained, rulings.YouGainLife
	case expendAmount(rest) > 0:
		// "whenever you expend 4" (700.14 of 2026).
		t.Event, t.Condition = rulings.ManaSpent, rulings.YouExpend(expendAmount(rest))
	case rest == "this deals combat damage to a player":
		t.Event, t.Self, t.Condition = rulings.DealsDamage, true, rulings.CombatDamageToPlayer
	case rest == "this deals damage to an opponent":
		// Hypnotic Specter: "that player" is the opponent dealt damage.
		t.Event, t.Self, t.Condition = rulings.DealsDamage, true, rulings.DamageToOpponent
	case rest == "this deals damage":
		t.Event, t.Self = rulings.DealsDamage, true
	case rest == "you draw a card" || rest == "an opponent draws a card" || rest == "a player draws a card" || rest == drawExceptFirst:
		// Each card drawn is its own event (121.2, 603.2c of 2026):
		// "that player" is the player who drew it.
		who, _, _ := strings.Cut(rest, " draw")
		t.Event, t.From, t.To, t.Condition = rulings.ZoneChanged, rulings.ZoneLibrary, rulings.ZoneHand, rulings.Draws(who, rest == drawExceptFirst)
	case rest == "a player discards a card" || rest == "an opponent discards a card" || rest == "you discard a card":
		// The card leaves its owner's hand (701.9a): "that player" is
		// the player who discarded it.
		who, _, _ := strings.Cut(rest, " discard")
		t.Event, t.From, t.Condition = rulings.ZoneChanged, rulings.ZoneHand, rulings.Discards(who)
	case rest == "this deals damage to a creature":
		// "that creature" is the creature dealt the damage.
		t.Event, t.Self, t.Condition = rulings.DealsDamage, true, rulings.DamageToCreature
	case rest == "this attacks":
		t.Event, t.Self = rulings.Attacks, true
	case rest == "this blocks":
		t.Event, t.Self = rulings.Blocks, true
	case rest == "this blocks a creature":
		t.Event, t.Self = rulings.BlocksCreature, true
	case rest == "this attacks and isn't blocked":
		// It triggers as the creature becomes an unblocked attacking
		// creature (309.2f).
		t.Event, t.Self = rulings.AttacksUnblocked, true
	case rest == "this becomes blocked":
		t.Event, t.Self = rulings.BecomesBlocked, true
	case blockedByAtLeast(rest) > 0:
		// "this becomes blocked by two or more creatures" (410.9e)
		t.Event, t.Self, t.Condition = rulings.BecomesBlocked, true, rulings.BlockedByAtLeast(blockedByAtLeast(rest))
	case rest == "this crews a vehicle" || rest == "this crews a Vehicle":
		// A creature tapped to pay a crew cost crews the Vehicle
		// (702.122b of 2026); "that Vehicle" is the one it crewed.
		t.Event, t.Self = rulings.Crews, true
	case strings.HasSuffix(rest, " becomes tapped"):
		// "whenever a creature becomes tapped": a permanent already on the
		// battlefield changing from untapped to tapped (603.2e of 2026).
		what := strings.TrimPrefix(strings.TrimPrefix(strings.TrimSuffix(rest, " becomes tapped"), "an "), "a ")
		if what == "this" {
			t.Self = true
		} else {
			f, err := p.filter(line, what)
			if err != nil {
				return nil, err
			}
			t.Filter = f
		}
		t.Event = rulings.BecomesTapped
	case event == "attacks" && !t.Self:
		t.Event = rulings.Attacks
	case strings.HasPrefix(rest, "this becomes blocked by "):
		what := strings.TrimPrefix(rest, "this becomes blocked by ")
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		if err != nil {
			return nil, err
		}
		t.Event, t.Self, t.SourceFilter = rulings.BlockedBy, true, &f
	case rest == "a creature blocks this":
		t.Event, t.Self, t.Filter = rulings.BlockedBy, true, rulings.Filter{}
	case rest == "this is turned face up":
		// "When this creature is turned face up" (603.2 of 2026): it
		// triggers once the permanent is face up, as it then has the
		// ability.
		t.Event, t.Self = rulings.TurnedFaceUp, true
	case rest == "this mutates":
		// A mutating creature spell merging with this creature, or this
		// one merging with another (702.140d of 2026).
		t.Event, t.Self = rulings.Mutates, true
	case rest == "you cycle this":
		t.Event, t.Self = rulings.Cycled, true
	case strings.Contains(rest, " spell that targets only a single ") && playsSpell(rest) != "":
		// "Whenever you cast a spell that targets only a single creature
		// you control" (Frontline Heroism, 707.10e of 2026).
		who := playsSpell(rest)
		spell, only, _ := strings.Cut(strings.TrimPrefix(rest, who), " that targets only a single ")
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(spell, "an "), "a "))
		if err != nil {
			return nil, err
		}
		target, err := p.filter(line, only)
		if err != nil {
			return nil, err
		}
		f.TargetsOnly = &target
		if who == "you play " || who == "you cast " {
			f.Controller = "you"
		}
		t.Event, t.Filter, t.Self = rulings.SpellPlayed, f, false
	case (strings.HasSuffix(rest, " spell") || strings.Contains(rest, " spell with ")) && playsSpell(rest) != "":
		// "Whenever a player plays a black spell" triggers as the spell
		// becomes played (409.1i); the spell's controller is the player who
		// played it. The filter may follow the word "spell": "a spell with
		// mana value equal to the number of charge counters on this".
		who := playsSpell(rest)
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(rest, who), "an "), "a "))
		if err != nil {
			return nil, err
		}
		switch who {
		case "you play ", "you cast ":
			f.Controller = "you"
		case "an opponent plays ", "an opponent casts ":
			f.Controller = "opponent"
		}
		t.Event, t.Filter, t.Self = rulings.SpellPlayed, f, false
	case strings.HasPrefix(rest, "a player taps ") && strings.HasSuffix(rest, " for mana"):
		what := strings.TrimSuffix(strings.TrimPrefix(rest, "a player taps "), " for mana")
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(what, "an "), "a "))
		if err != nil {
			return nil, err
		}
		t.Event, t.Filter, t.Self = rulings.TappedForMana, f, false
	default:
		return nil, errorf(p.file, line, "unknown trigger condition %q (expected e.g. \"this comes into play\", \"a land is put into a graveyard from play\", \"this is dealt damage\", \"you cycle this\", \"a player taps a land for mana\", \"a player plays a black spell\", \"the beginning of each upkeep\", or a state such as %q)", s, strings.Join(rulings.StateConditions(), "\", \""))
	}
	return t, nil
}

// playsSpell returns the "PLAYER plays " opening of a spell-played
// trigger condition, or "".
func playsSpell(s string) string {
	for _, who := range []string{"a player plays ", "you play ", "an opponent plays "} {
		if strings.HasPrefix(s, who) {
			return who
		}
	}
	// The wording from 2009 ("casts"), read as the same trigger.
	for _, who := range []string{"a player casts ", "you cast ", "an opponent casts "} {
		if strings.HasPrefix(s, who) {
			return who
		}
	}
	return ""
}

// splitSubject splits "a land is put into ..." into "land" and the event.
func splitSubject(s string) (string, string) {
	for _, verb := range []string{" comes into play", " is put into", " leaves play", " is dealt damage", " is removed from the game", " attacks"} {
		if i := strings.Index(s, verb); i >= 0 {
			subj := strings.TrimSpace(s[:i])
			subj = strings.TrimPrefix(strings.TrimPrefix(subj, "an "), "a ")
			return subj, strings.TrimSpace(s[i:])
		}
	}
	return "", s
}

// blockedByAtLeast reads "this becomes blocked by N or more creatures"
// (N a number word or digits) and returns N, or 0.
func blockedByAtLeast(s string) int {
	n, ok := strings.CutPrefix(s, "this becomes blocked by ")
	if !ok {
		return 0
	}
	n, ok = strings.CutSuffix(n, " or more creatures")
	if !ok {
		return 0
	}
	words := map[string]int{"two": 2, "three": 3, "four": 4}
	if v, ok := words[n]; ok {
		return v
	}
	v, err := strconv.Atoi(n)
	if err != nil || v < 1 {
		return 0
	}
	return v
}

// expendAmount is N of the trigger condition "you expend N", or 0.
func expendAmount(condition string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(condition, "you expend "))
	if !strings.HasPrefix(condition, "you expend ") || err != nil || n < 1 {
		return 0
	}
	return n
}

// hasModeLines reports whether `mode` lines are indented under an ability
// line: the modes of a modal ability (409.1b; 603.3c of 2026).
func hasModeLines(n *node) bool {
	for _, child := range n.children {
		if head, _, _ := strings.Cut(child.text, " "); head == "mode" {
			return true
		}
	}
	return false
}

// completedAction is the keyword action of a trigger condition "you
// PHRASE" ("you scry", "you shuffle your library"), or "".
func completedAction(rest string) string {
	phrase, ok := strings.CutPrefix(rest, "you ")
	if !ok {
		return ""
	}
	action, _ := rulings.CompletedAction(phrase)
	return action
}

// isOneOf reports whether abilities are the triggered abilities one line
// with two trigger conditions ("When ... or at the beginning of your
// upkeep, ...") was read as.
func isOneOf(abilities []*rulings.Ability) bool {
	for _, a := range abilities {
		if a.Kind != rulings.TriggeredAbility || a.Trigger == nil || a.Trigger.OneOf == "" {
			return false
		}
	}
	return true
}

// drawExceptFirst is Orcish Bowmasters' trigger condition: an opponent's
// draws, but not the first card they draw in each of their draw steps.
const drawExceptFirst = "an opponent draws a card except the first one they draw in each of their draw steps"
