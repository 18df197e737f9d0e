package lang

import (
	"strconv"
	"strings"
)

// permanentStatus is what a set-up line says of a permanent after its
// name, beyond tapped: counters, damage marked on it, an owner other than
// the player it is listed for, and what it is attached to.
type permanentStatus struct {
	counters []counterSpec
	// damage is the damage marked on it, dealt earlier in the turn
	// (`Hill Giant with 2 damage`; 120.6 of 2026).
	damage int
	// owner names the player who owns it when that isn't the player it
	// is listed for, who controls it (`Grizzly Bears owned by bob`).
	owner string
	// attachedTo names the permanent an Aura or Equipment is attached to
	// (`Pacifism attached to "Grizzly Bears"`, `"bob's Grizzly Bears"`
	// when names repeat).
	attachedTo string
	// protector names the player designated as a battle's protector
	// (`Invasion of Example protected by bob`; 310.8 of 2026).
	protector string
	// any reports that a status other than counters was written: only
	// permanents have those.
	any bool
}

// cutStatus splits a set-up item into the card's name (with its count)
// and the status written after it, the parts in any order: "owned by
// PLAYER", "protected by PLAYER", "attached to NAME" and "with COUNTERS" (damage among them,
// "with 2 damage and a +1/+1 counter"). A name that merely holds one of
// those words ("Play with Fire") is left whole.
func cutStatus(item string) (string, permanentStatus) {
	var st permanentStatus
	for {
		if i := strings.LastIndex(item, " owned by "); i >= 0 {
			if who := strings.TrimSpace(item[i+len(" owned by "):]); who != "" && !strings.ContainsAny(who, " \"") {
				st.owner, st.any, item = who, true, strings.TrimSpace(item[:i])
				continue
			}
		}
		if i := strings.LastIndex(item, " protected by "); i >= 0 {
			if who := strings.TrimSpace(item[i+len(" protected by "):]); who != "" && !strings.ContainsAny(who, " \"") {
				st.protector, st.any, item = who, true, strings.TrimSpace(item[:i])
				continue
			}
		}
		if i := strings.LastIndex(item, " attached to "); i >= 0 {
			if to := unquote(item[i+len(" attached to "):]); to != "" {
				st.attachedTo, st.any, item = to, true, strings.TrimSpace(item[:i])
				continue
			}
		}
		if i := strings.LastIndex(item, " with "); i >= 0 {
			if specs, damage, ok := parseStatusWith(item[i+len(" with "):]); ok {
				st.counters = append(st.counters, specs...)
				if damage > 0 {
					st.damage, st.any = damage, true
				}
				item = strings.TrimSpace(item[:i])
				continue
			}
		}
		return item, st
	}
}

// parseStatusWith reads what follows "with" in the state: counters
// (parseCounters) and "N damage", joined by "and".
func parseStatusWith(s string) ([]counterSpec, int, bool) {
	var specs []counterSpec
	damage := 0
	for _, part := range strings.Split(strings.TrimSpace(s), " and ") {
		if n, ok := strings.CutSuffix(strings.TrimSpace(part), " damage"); ok {
			v, err := strconv.Atoi(n)
			if err != nil || v < 1 {
				return nil, 0, false
			}
			damage += v
			continue
		}
		c, ok := parseCounters(part)
		if !ok {
			return nil, 0, false
		}
		specs = append(specs, c...)
	}
	return specs, damage, true
}

// tokenDescription reports whether a set-up name describes a token as the
// effects creating it do ("1/1 white Soldier creature token", "1/1 white
// Spirit creature token with flying"), and returns the words the create
// instruction reads after its number.
func tokenDescription(name string) (string, bool) {
	f := strings.Fields(name)
	if len(f) < 3 || !isPT(f[0]) {
		return "", false
	}
	if strings.HasSuffix(name, " token") || strings.Contains(name, " token with ") {
		return name, true
	}
	return "", false
}
