package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// opChooseNewTargets performs "you may choose new targets for S": for
// each target of the spell or ability, the player chooses a new legal
// target or leaves it unchanged (115.7d of 2026). Only the final set of
// targets is evaluated (115.7e): two targets of one instance of the word
// "target" may pass through the same object on the way, as long as they
// differ at the end. A final set that isn't legal changes nothing.
func opChooseNewTargets(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		a := o.Ability
		if a == nil && o.Card != nil {
			a = spellAbilityOf(&o.Card.Faces[max(o.Face, 0)])
		}
		a = o.effective(a)
		if a == nil || len(o.Targets) == 0 {
			g.record("115.7d", "%s has no targets to choose anew", g.name(id))
			continue
		}
		chosen := make([][]Target, len(o.Targets))
		for si := range o.Targets {
			chosen[si] = slices.Clone(o.Targets[si])
			if si >= len(a.Targets) {
				continue
			}
			spec := a.Targets[si]
			for ti, current := range o.Targets[si] {
				legal := g.legalTargets(o, spec, o.Controller)
				if !slices.Contains(legal, current) {
					legal = append([]Target{current}, legal...)
				}
				options := g.targetOptions(legal)
				answer, err := g.ask(Question{Kind: ChooseTarget, Player: r.controller, Rule: "115.7d", About: fmt.Sprintf("the new target %s of %s, now %s", spec.Filter, g.name(id), g.targetName(current)), Options: options})
				if err != nil {
					return err
				}
				chosen[si][ti] = legal[slices.Index(options, answer)]
			}
		}
		if reason, ok := sameTargetTwice(g, chosen); ok {
			g.record("115.7e", "the final set of targets of %s isn't legal (%s): none of its targets changes", g.name(id), reason)
			continue
		}
		var changes []string
		for si := range chosen {
			for ti, t := range chosen[si] {
				if was := o.Targets[si][ti]; was != t {
					changes = append(changes, fmt.Sprintf("%s to %s", g.targetName(was), g.targetName(t)))
				}
			}
		}
		before := o.Targets
		o.Targets = chosen
		if len(changes) == 0 {
			g.record("115.7d", "%s leaves the targets of %s unchanged", g.playerName(r.controller), g.name(id))
			continue
		}
		g.record("115.7e", "only the final set of targets of %s is evaluated, and it is legal: %s", g.name(id), strings.Join(changes, ", "))
		g.retargeted(o, before)
	}
	return nil
}

// sameTargetTwice reports an instance of the word "target" whose targets
// name one object or player twice (601.2c), saying which.
func sameTargetTwice(g *Game, targets [][]Target) (string, bool) {
	for _, set := range targets {
		for i, t := range set {
			if slices.Contains(set[:i], t) {
				return fmt.Sprintf("%s would be chosen twice for one instance of the word \"target\"", g.targetName(t)), true
			}
		}
	}
	return "", false
}
