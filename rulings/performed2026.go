package rulings

import "fmt"

// completedRules names, for each keyword action an ability may trigger on
// ("whenever you scry"), the 2026 rule saying when it triggers, and how it
// puts it: most once the whole process of the action is complete, even if
// some or all of its steps were impossible; airbend once objects are
// exiled by it, earthbend once its delayed triggered ability is created.
var completedRules = map[string]struct{ rule, when string }{
	"scry":      {"701.22d", "after the whole process"},
	"surveil":   {"701.25d", "after the whole process"},
	"amass":     {"701.47b", "after the whole process"},
	"blight":    {"701.68d", "after the whole process"},
	"airbend":   {"701.65b", "as one or more objects are exiled by it"},
	"earthbend": {"701.66b", "as its delayed triggered ability is created"},
}

// completedPhrases are the words after "whenever you" of the abilities
// that trigger on a keyword action, each with the action's name.
var completedPhrases = map[string]string{
	"scry": "scry", "surveil": "surveil", "amass": "amass", "blight": "blight",
	"airbend": "airbend", "earthbend": "earthbend", "shuffle your library": "shuffle",
	// A die roll (706, dice.go) and the actions of Attractions (701.51c,
	// 701.52).
	"roll a die": rollDieAction, "roll one or more dice": rollDieAction,
	"open an Attraction": openAttractionName, "open an attraction": openAttractionName,
	"roll to visit your Attractions": rollToVisitName, "roll to visit your attractions": rollToVisitName,
	// The planar die (901.9, planar_die.go).
	"roll the planar die": planarDieAction,
}

// CompletedAction returns the keyword action that "whenever you PHRASE"
// triggers on ("shuffle your library": shuffle), if there is one.
func CompletedAction(phrase string) (string, bool) {
	action, ok := completedPhrases[phrase]
	return action, ok
}

// shuffled reports that player p shuffled their library, which held n
// cards, for abilities that trigger "whenever you shuffle your library":
// they trigger even when the library held zero or one card (701.24e of
// 2026), a shuffle that changes nothing.
func (g *Game) shuffled(p PlayerID, n int) {
	if !g.watches(ActionCompleted) {
		return
	}
	if n <= 1 && g.rules.Numbers != nil {
		g.record("701.24e", "%s shuffles a library of %s: abilities that trigger when a library is shuffled trigger all the same", g.playerName(p), count(n, "card"))
	}
	g.completedAction(p, "shuffle", "")
}

// completedAction reports that player p completed the keyword action
// named action, for abilities that trigger "whenever you ACTION". It is
// one event after the whole process, not one per card looked at or
// counter put, so an ability triggers once the player has finished,
// whatever the action could actually do (what says so for the trace).
func (g *Game) completedAction(p PlayerID, action, what string) {
	if !g.watches(ActionCompleted) {
		return
	}
	if c, ok := completedRules[action]; ok && g.rules.Numbers != nil {
		g.record(c.rule, "%s has completed the instruction to %s (%s): abilities that trigger whenever they %s trigger now, %s", g.playerName(p), action, what, action, c.when)
	}
	g.afterEvents([]Event{{Kind: ActionCompleted, Player: p, Action: action}}, nil)
}

// scryCompleted is completedAction for the keyword scry, set by init:
// the keyword table is built before init runs, and a direct call would
// make the table depend on the trigger machinery that reads it.
var scryCompleted func(g *Game, p PlayerID, what string)

func init() {
	scryCompleted = func(g *Game, p PlayerID, what string) { g.completedAction(p, scryName, what) }
}

// YouComplete is the condition of "whenever you ACTION": the player who
// completed the action named action controls the ability's source.
func YouComplete(action string) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		return ev.Action == action && ev.Player == src.controller
	}
}

// completedWhat says how much of a library-looking action was possible:
// the cards looked at out of those asked.
func completedWhat(looked, asked int) string {
	if looked < asked {
		return fmt.Sprintf("only %s of %d could be looked at", count(looked, "card"), asked)
	}
	return fmt.Sprintf("%s looked at", count(looked, "card"))
}
