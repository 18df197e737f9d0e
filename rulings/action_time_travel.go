package rulings

import "fmt"

// timeTravelAction: to time travel is to choose any number of permanents
// you control with a time counter and/or suspended cards you own in exile
// with a time counter, and for each of them put a time counter on it or
// remove one from it (701.56a). A keyword action from Doctor Who.
var timeTravelAction = KeywordAction{
	Name:   "time travel",
	Rule:   "701.56",
	Since:  "2023-10-13",
	Oracle: []string{"time travel"},
	Ops:    []string{"time-travel"},
}

// opTimeTravel has each player of the instruction time travel: for each
// permanent they control and each suspended card they own with a time
// counter, in turn, they choose to put a time counter on it, remove one
// from it, or leave it out. Removing the last time counter is an event
// like any other removal: vanishing's and suspend's last-counter triggers
// watch it.
func opTimeTravel(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var objects []ObjectID
		for _, id := range g.inPlay {
			if o := g.objects[id]; o.Controller == p && o.Counters["time"] > 0 {
				objects = append(objects, id)
			}
		}
		for _, id := range g.removed {
			if o := g.objects[id]; o.Owner == p && o.Counters["time"] > 0 && suspendAbility(&o.Card.Faces[0]) != nil {
				objects = append(objects, id)
			}
		}
		if len(objects) == 0 {
			g.record("701.56a", "%s time travels with no permanent or suspended card with a time counter: nothing changes", g.playerName(p))
			continue
		}
		g.record("701.56a", "%s time travels: for each permanent they control and suspended card they own with a time counter, they may put a time counter on it or remove one from it", g.playerName(p))
		var last []Event
		for _, id := range objects {
			o := g.objects[id]
			options := []string{"put a time counter", "remove a time counter", "leave it"}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.56a", About: fmt.Sprintf("what %s does with %s's time counters as they time travel", g.playerName(p), g.name(id)), Options: options})
			if err != nil {
				return err
			}
			switch pick(options, answer) {
			case 0:
				g.putCountersOn(o, "time", 1, false)
				g.record("701.56a", "%s puts a time counter on %s (now %d)", g.playerName(p), g.name(id), o.Counters["time"])
			case 1:
				o.Counters["time"]--
				g.record("701.56a", "%s removes a time counter from %s (%s left)", g.playerName(p), g.name(id), count(o.Counters["time"], "time counter"))
				if o.Counters["time"] > 0 {
					continue
				}
				if o.Zone == ZoneRemoved {
					g.lastTimeCounterOffSuspended(o)
				} else {
					last = append(last, Event{Kind: LastTimeCounterRemoved, Object: g.view(id), NoPlayer: true})
				}
			}
		}
		if len(last) > 0 {
			g.afterEvents(last, nil)
		}
	}
	return nil
}
