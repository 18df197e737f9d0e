package rulings

import (
	"reflect"
	"testing"
)

// How clone copies each field of the game's state. A field added to one
// of these structs without an entry here fails TestCloneCoversEveryField:
// whoever adds it must decide, and make clone agree.
const (
	// byValue: the field holds no references; copying the struct copies it.
	byValue = "value"
	// deep: clone gives the copy its own; the test checks they differ.
	deep = "deep"
	// shared: the copy shares it on purpose, because nothing changes it
	// after it is made (cards, abilities, views, effects) or because undo
	// must keep it (the trace).
	shared = "shared"
	// none: clone gives the copy its own, as memory to copy into, not
	// state (Game.spare).
	none = "none"
)

var cloneFields = map[reflect.Type]map[string]string{
	reflect.TypeFor[Game](): {
		"players": deep, "objects": deep, "nextID": byValue, "inPlay": deep, "stack": deep, "removed": deep, "command": deep,
		"turn": byValue, "active": byValue, "step": byValue, "priority": byValue, "passes": byValue,
		"effects": deep, "entering": deep, "lki": deep, "pending": deep, "stateTriggered": deep, "choices": deep, "rolls": deep,
		"timestamp": byValue, "rng": deep, "rngSeed": byValue, "trace": shared,
		"rules": shared, "cardReference": shared, "layered": shared, "settlingControl": byValue, "spellCopiesThisTurn": byValue, "stepLimit": byValue, "loopStates": deep, "damagedBy": deep, "resolutions": byValue, "over": byValue, "epics": deep, "delayed": deep, "extra": deep, "replacedBy": byValue, "checkingGrants": byValue, "preventions": deep, "storms": deep, "spellsThisTurn": byValue, "graveyardDeaths": byValue, "costEffects": deep, "enterControl": deep, "nextCopies": deep, "subgamePlayer": shared, "dayNight": byValue, "prevActive": byValue, "prevActiveSpells": byValue, "shortcut": shared, "mustDiffer": shared, "broughtInCards": shared,
		"subgame": shared, "endingTurn": byValue, "extraTurns": deep, "skippedTurns": deep, "inExtraTurn": byValue, "resumeFrom": byValue, "extraCombats": byValue, "combatOwed": byValue, "skips": deep, "keywords": deep, "combat": deep, "attackPlan": deep, "bandPlan": deep, "defenderPlan": deep, "planeswalkerPlan": deep, "blockPlans": deep, "mulligans": deep, "damagePlan": deep, "devotionNoted": deep, "whileControlNoted": deep, "flashUntilNextTurn": deep, "exileIfDies": deep, "combatPayment": deep, "faceDownEntry": byValue, "entryCounter": byValue, "toBottom": byValue, "firstTurn": byValue, "firstTeam": shared,
		"turnControls": deep, "lifelinkBatch": shared, "movesBatch": shared, "controlledTurn": byValue, "acting": byValue, "drawAgreed": byValue, "refused": deep, "entry": shared, "manaLog": shared, "noted": deep,
		"spare": none, "objectBuf": none,
	},
	reflect.TypeFor[Player](): {
		"ID": byValue, "Name": byValue, "Life": byValue, "Pool": shared, "Library": deep, "Hand": deep,
		"Graveyard": deep, "Sideboard": deep, "LandsPlayed": byValue, "DrewFromEmpty": byValue, "DamageThisTurn": byValue, "ManaSpentOnSpells": byValue, "DrawsThisTurn": byValue, "DrawsBeforeDrawStep": byValue, "LeftBattlefieldThisTurn": byValue,
		"Lost": byValue, "Monarch": byValue, "turnBegan": byValue, "othersGraveyardsTurn": byValue, "attacked": deep, "lostLifeTurn": byValue, "Speed": byValue, "speedTriggeredTurn": byValue, "spellsCast": byValue, "combatDamageTypes": deep, "Poison": byValue, "Prevention": byValue, "PreventAll": byValue, "venture": byValue, "dungeonsCompleted": byValue, "attractions": deep, "hasAttractionDeck": byValue, "ring": byValue, "tempted": byValue, "ringBearer": byValue, "schemes": deep, "archenemy": byValue, "planar": deep, "hasPlanarDeck": byValue, "planarRolls": byValue, "planarRollTurn": byValue,
	},
	reflect.TypeFor[Object](): {
		"ID": byValue, "Card": shared, "Token": byValue, "Owner": byValue, "Controller": byValue, "Zone": byValue,
		"Face": byValue, "Tapped": byValue, "Damage": byValue, "Counters": deep, "Timestamp": byValue, "control": byValue,
		"Ability": shared, "Source": shared, "Targets": deep, "X": byValue, "ModeIndex": byValue, "ChosenModes": deep, "Kicked": byValue, "KickedWith": deep,
		"Division": deep, "Event": shared, "stateKey": byValue, "Arrived": byValue, "Combat": shared,
		"Shields": byValue, "CantRegenerate": byValue, "Prevention": byValue, "PreventAll": byValue, "AttachedTo": byValue, "FaceDown": byValue, "FaceDownBy": byValue, "Bestowed": byValue, "Haunting": byValue,
		"Copy": byValue, "CopyOf": shared, "ChosenType": byValue, "Flipped": byValue, "OnPlayer": byValue, "EnchantedPlayer": byValue, "Sacrificed": shared, "sacrificedObjects": shared, "Origin": byValue, "FlashedBack": byValue, "BoughtBack": byValue, "DeathtouchDamage": byValue, "lethalDamageNoted": byValue, "LoyaltyTurn": byValue, "Renowned": byValue, "Monstrous": byValue, "Suspected": byValue, "Harnessed": byValue, "Prepared": byValue, "preparedFor": byValue, "detained": deep, "goaded": deep, "exerted": shared, "Chosen": byValue, "chosenUnder": shared, "Damaged": deep, "Transformed": byValue, "turnedOver": byValue, "entersTransformed": byValue, "Melded": shared, "Merged": shared, "meldValueNoted": byValue, "ChosenPlayer": byValue, "HasChosenPlayer": byValue, "protector": byValue, "hasProtector": byValue, "NameStickers": shared, "attacksTurn": byValue,
	},
	reflect.TypeFor[combatState](): {
		"attackers": deep, "blockers": deep, "blocking": deep, "bands": deep, "defenders": deep, "attackedPermanent": deep, "battles": deep, "blocked": deep, "firstStrikeStep": byValue, "second": byValue, "struckFirst": deep,
	},
}

func TestCloneCoversEveryField(t *testing.T) {
	for typ, fields := range cloneFields {
		for i := range typ.NumField() {
			f := typ.Field(i)
			how, ok := fields[f.Name]
			switch {
			case !ok:
				t.Errorf("%s.%s: say in cloneFields how Game.clone copies it, and make clone do so", typ.Name(), f.Name)
			case how == byValue && holdsReferences(f.Type):
				t.Errorf("%s.%s holds references: copying the struct shares them, so it can't be %q", typ.Name(), f.Name, byValue)
			}
		}
		if len(fields) != typ.NumField() {
			t.Errorf("%s: cloneFields lists %d fields, the struct has %d", typ.Name(), len(fields), typ.NumField())
		}
	}
}

// holdsReferences reports whether copying a value of type t shares memory.
func holdsReferences(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Slice, reflect.Map, reflect.Pointer, reflect.Func, reflect.Interface, reflect.Chan, reflect.UnsafePointer:
		return true
	case reflect.Array:
		return holdsReferences(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if holdsReferences(t.Field(i).Type) {
				return true
			}
		}
	}
	return false
}

// TestCloneSharesNothingDeep clones a game in the middle of combat, with
// combat damage on the stack, and checks every field marked deep is the
// copy's own.
func TestCloneSharesNothingDeep(t *testing.T) {
	g := twoBearsFight(t, Rules2006())
	add(g, 0, ZoneHand, creature(t, "Card", "{G}", 1, 1), 1)
	g.Choose(0, "an answer")
	c := g.clone()
	checked := 0
	var walk func(typ reflect.Type, a, b reflect.Value, path string)
	walk = func(typ reflect.Type, a, b reflect.Value, path string) {
		for name, how := range cloneFields[typ] {
			fa, fb := a.FieldByName(name), b.FieldByName(name)
			if how != deep || fa.IsNil() || (fa.Kind() != reflect.Pointer && fa.Len() == 0) {
				continue
			}
			checked++
			if fa.Pointer() == fb.Pointer() {
				t.Errorf("%s.%s is shared between a game and its clone", path, name)
			}
		}
	}
	walk(reflect.TypeFor[Game](), reflect.ValueOf(g).Elem(), reflect.ValueOf(c).Elem(), "Game")
	walk(reflect.TypeFor[combatState](), reflect.ValueOf(g.combat).Elem(), reflect.ValueOf(c.combat).Elem(), "combat")
	for i := range g.players {
		walk(reflect.TypeFor[Player](), reflect.ValueOf(g.players[i]).Elem(), reflect.ValueOf(c.players[i]).Elem(), "Player")
		if g.players[i] == c.players[i] {
			t.Errorf("player %d is shared", i)
		}
	}
	for id, o := range g.objects {
		walk(reflect.TypeFor[Object](), reflect.ValueOf(o).Elem(), reflect.ValueOf(c.objects[id]).Elem(), "Object")
		if o == c.objects[id] {
			t.Errorf("object %d is shared", id)
		}
	}
	if checked < 10 {
		t.Fatalf("only %d deep fields were populated: the game isn't rich enough to test clone", checked)
	}
}

// TestCloneReusesARecycledSnapshot checks that a clone taken after a
// snapshot was recycled copies into the snapshot's memory, holds the
// game's state, shares no player or object with the game, and undoes a
// change when restored.
func TestCloneReusesARecycledSnapshot(t *testing.T) {
	g := twoBearsFight(t, Rules2006())
	first := g.clone()
	g.recycle(first)
	c := g.clone()
	if c != first {
		t.Fatalf("the clone did not reuse the recycled snapshot")
	}
	if g.spare != nil || c.spare != nil {
		t.Errorf("the recycled snapshot is still kept as spare")
	}
	if len(c.objects) != len(g.objects) || len(c.players) != len(g.players) {
		t.Fatalf("the clone has %d objects and %d players, the game %d and %d", len(c.objects), len(c.players), len(g.objects), len(g.players))
	}
	fresh := g.clone()
	for id, o := range g.objects {
		if c.objects[id] == o || !reflect.DeepEqual(*c.objects[id], *fresh.objects[id]) {
			t.Errorf("object %d: the clone's is shared or differs from a fresh clone's", id)
		}
	}
	for i, p := range g.players {
		if c.players[i] == p || !reflect.DeepEqual(*c.players[i], *p) {
			t.Errorf("player %d: the clone's is shared or differs", i)
		}
	}
	life := g.players[0].Life
	g.players[0].Life -= 5
	for _, o := range g.objects {
		o.Tapped = !o.Tapped
	}
	g.restore(c)
	if g.players[0].Life != life {
		t.Errorf("after restore, life is %d, want %d", g.players[0].Life, life)
	}
	for id, o := range first.objects {
		if g.objects[id].Tapped != o.Tapped {
			t.Errorf("object %d: restore did not undo tapping", id)
		}
	}
}
