package rulings

import (
	"fmt"
	"slices"
)

// Reversing an illegal action cancels its payments and may reverse the
// mana abilities played while making it, but not those that moved cards
// to a library or from a library to any zone other than the stack (422.1;
// 733.1 of 2026), such as a mana ability that draws a card; nor those
// whose mana was spent on a mana ability that isn't reversed. Those stay
// played: their costs stay paid and their effects done, and the mana they
// added, no longer spent on the reversed play, is in the pool. The engine
// reverses every other mana ability, as a player may. (The 2026 rule also
// keeps an action that shuffled a library or revealed cards from it; no
// mana ability the engine plays does either.)

// manaAbilityLog records the mana abilities played during one action.
type manaAbilityLog struct {
	// taken counts, for each player, the scripted answers taken during
	// the action so far.
	taken map[PlayerID]int
	// played are the mana abilities, in the order they were played.
	played []*manaPlayed
	// current is the mana ability being played, whose answers are kept.
	current *manaPlayed
}

// manaPlayed is one mana ability played during an action.
type manaPlayed struct {
	player  PlayerID
	source  ObjectID
	name    string
	ability *Ability
	named   PlayRequest
	// answerer is the player whose scripted answers it took, offset how
	// many of them the action had taken before it, answers those it took.
	answerer PlayerID
	offset   int
	answers  []string
	// library records that it moved a card to or from a library.
	library bool
}

// beginManaAbility starts recording a mana ability played during an
// action; it returns nil when no action is being recorded.
func (g *Game) beginManaAbility(p PlayerID, id ObjectID, a *Ability, named PlayRequest) *manaPlayed {
	l := g.manaLog
	if l == nil || l.current != nil {
		return nil
	}
	who := g.decider(p)
	m := &manaPlayed{player: p, source: id, name: g.name(id), ability: a, named: named, answerer: who, offset: l.taken[who]}
	l.current = m
	return m
}

// endManaAbility records a mana ability that was played, and whether it
// moved cards to or from a library, comparing the libraries with before.
func (g *Game) endManaAbility(m *manaPlayed, before [][]ObjectID) {
	if m == nil {
		return
	}
	g.manaLog.current = nil
	for i, p := range g.players {
		if !sameMembers(before[i], p.Library) {
			m.library = true
		}
	}
	g.manaLog.played = append(g.manaLog.played, m)
}

// libraries copies every player's library, for endManaAbility.
func (g *Game) libraries() [][]ObjectID {
	if g.manaLog == nil {
		return nil
	}
	out := make([][]ObjectID, len(g.players))
	for i, p := range g.players {
		out[i] = slices.Clone(p.Library)
	}
	return out
}

// sameMembers reports whether two lists hold the same objects, in any
// order: a card that moves becomes a new object (217.1c), so a card that
// left or entered the library changes them.
func sameMembers(a, b []ObjectID) bool {
	if len(a) != len(b) {
		return false
	}
	seen := make(map[ObjectID]bool, len(a))
	for _, id := range a {
		seen[id] = true
	}
	for _, id := range b {
		if !seen[id] {
			return false
		}
	}
	return true
}

// noteAnswerTaken counts a scripted answer of player p taken during the
// action being recorded, and keeps it for the mana ability being played.
func (g *Game) noteAnswerTaken(p PlayerID, answer string) {
	l := g.manaLog
	if l == nil {
		return
	}
	l.taken[p]++
	if l.current != nil && l.current.answerer == p {
		l.current.answers = append(l.current.answers, answer)
	}
}

// keepIrreversibleMana plays again, on the game returned to the moment
// before the illegal action, the mana abilities of l that can't be
// reversed, and before each the earlier ones whose mana it needs to pay
// its cost; it reports whether it played any. Their answers are the ones
// they took, no longer waiting.
func (g *Game) keepIrreversibleMana(l *manaAbilityLog) bool {
	last := -1
	for i, m := range l.played {
		if m.library {
			last = i
		}
	}
	if last < 0 {
		return false
	}
	before := g.clone()
	removed := map[PlayerID]int{}
	var waiting []*manaPlayed
	var kept []string
	replay := func(m *manaPlayed, why string) error {
		// A step recorded now would come before the steps saying the
		// action was reversed: each is recorded once all are played.
		queue := g.choices[m.answerer]
		g.choices[m.answerer] = slices.Clone(m.answers)
		trace := g.trace
		g.trace = newTrace(&g.rules.Words, 0)
		err := g.playManaAbility(m.player, m.source, m.ability, m.named)
		g.trace = trace
		at := m.offset - removed[m.answerer]
		if at < 0 || at+len(m.answers) > len(queue) || err != nil {
			return fmt.Errorf("the mana ability of %s can't be played again", m.name)
		}
		g.choices[m.answerer] = slices.Delete(slices.Clone(queue), at, at+len(m.answers))
		removed[m.answerer] += len(m.answers)
		kept = append(kept, fmt.Sprintf("%s's mana ability \"%s\" %s", m.name, m.ability.Text, why))
		return nil
	}
	for _, m := range l.played[:last+1] {
		if !m.library {
			waiting = append(waiting, m)
			continue
		}
		var err error
		for len(waiting) > 0 && m.ability.Cost.HasMana && !poolCovers(g.players[m.player].Pool, m.ability.Cost.Mana) {
			if err = replay(waiting[0], fmt.Sprintf("added mana spent on %s's mana ability, which isn't reversed: it can't be reversed either, and stays played", m.name)); err != nil {
				break
			}
			waiting = waiting[1:]
		}
		if err == nil {
			err = replay(m, fmt.Sprintf("moved a card to or from a library: it can't be reversed, so it stays played, its cost paid and its effects done, and the mana it added, no longer spent, is in %s's mana pool", g.playerName(m.player)))
		}
		if err != nil {
			g.restore(before)
			return false
		}
	}
	for _, k := range kept {
		g.record("422.1", "%s", k)
	}
	return true
}

// poolCovers reports whether pool holds the mana cost asks for, by color
// and in all; the symbols that may be paid otherwise aren't counted.
func poolCovers(pool ManaPool, cost ManaCost) bool {
	for _, c := range allColors {
		if pool.Colored[c] < cost.Colored[c] {
			return false
		}
	}
	return pool.Total() >= cost.ConvertedCost()
}
