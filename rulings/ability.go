package rulings

// AbilityKind says what sort of ability an Ability is (rule 402).
type AbilityKind int

// The kinds of abilities. A spell ability is the text an instant or
// sorcery follows when it resolves.
const (
	SpellAbility AbilityKind = iota
	ActivatedAbility
	TriggeredAbility
	StaticAbility
)

// Ability is an ability as data: its cost, targets, effect instructions,
// trigger condition or static effect. The engine interprets it; nothing in
// the engine knows a card by name.
type Ability struct {
	// Kind is the ability's kind.
	Kind AbilityKind
	// Text is the ability as written, for the trace.
	Text string
	// Keyword names a keyword ability ("cycling", "convoke"), if any.
	Keyword string
	// Mana marks a mana ability (406.1).
	Mana bool
	// Cost is an activated ability's activation cost.
	Cost Cost
	// CostIsManaCost marks a keyword ability granted with "the [keyword]
	// cost is equal to its mana cost": the mana of its cost is the mana
	// cost of the object that has it, as it is activated (702.1a of 2026).
	CostIsManaCost bool
	// Zone is where an activated ability can be played from; in play
	// unless the ability says otherwise (cycling: the hand, 502.18a).
	Zone Zone
	// AdditionalCosts are a spell's additional costs (409.1b).
	AdditionalCosts []CostPart
	// Targets are the instances of the word "target", in order (409.1c).
	Targets []TargetSpec
	// Effect is what the ability does when it resolves, in order (413.2b).
	Effect []Instruction
	// Trigger is a triggered ability's trigger condition (404.1).
	Trigger *Trigger
	// Chapter is, for a Saga's chapter ability, the number of its
	// chapter symbol (714.2a); 0 for any other ability.
	Chapter int
	// Room is, for a dungeon card's room ability, the room's name
	// (309.4b); Next names the rooms its arrows point to, none for the
	// bottommost room (309.4, action_venture.go).
	Room string
	Next []string
	// Static is a static ability's effect (405).
	Static *Static
	// Cleaved, on a spell ability whose rules text has words within
	// square brackets, is the ability as its text reads with all of them
	// removed: what a spell cast for its cleave cost says (702.148a).
	Cleaved *Ability
	// Modes are the modes of a modal ability ("Choose one —"); each has
	// its own targets and effect, and its Text names it (409.1b).
	Modes []*Ability
	// SorceryTiming restricts an activated ability to any time its
	// controller could play a sorcery (502.48a).
	SorceryTiming bool
	// OpponentChooses makes an opponent of the controller choose the mode
	// (409.2).
	OpponentChooses bool
	// AnyNumberIfKicked lets the controller of a kicked modal spell
	// choose any number of its modes ("Choose one. If this spell was
	// kicked, choose any number instead.", kicker_modes.go).
	AnyNumberIfKicked bool
	// ZoneRule is the rule that set Zone from the ability's own text
	// (402.8g, ability_zones.go).
	ZoneRule string
	// OnlyDuring restricts an activated ability to these steps, of its
	// controller's own turn when OnlyYourTurn ("Play this ability only
	// during your upkeep", 403.3).
	OnlyDuring   []StepKind
	OnlyYourTurn bool
}

// Cost is an activation cost: mana, the tap symbol and other actions.
type Cost struct {
	Mana    ManaCost
	HasMana bool
	Tap     bool
	Parts   []CostPart
	// Waterbend is the generic mana of Mana that is a waterbend cost,
	// which tapping artifacts and creatures may pay (701.67 of 2026,
	// action_waterbend.go).
	Waterbend int
}

// CostAction is an action taken to pay a cost.
type CostAction int

// The non-mana cost actions.
const (
	Sacrifice CostAction = iota
	Discard
	// ReturnUnblocked returns an unblocked attacking creature its payer
	// controls to its owner's hand (ninjutsu, 502.43a).
	ReturnUnblocked
	// Loyalty puts Loyalty loyalty counters on the source, or removes them
	// when negative: a loyalty ability's cost (606.4, planeswalker.go).
	Loyalty
	// RemoveCounter removes one counter of kind Counter from the source
	// ("remove a fade counter from this", granted_source.go).
	RemoveCounter
	// RemoveLibraryTop removes the top Count cards of the payer's library
	// from the game ("remove the top ten cards of your library from the
	// game", linked_removed.go).
	RemoveLibraryTop
	// DrawCard draws a card: a cost paid as an ability resolves
	// ("cumulative upkeep—draw a card", keyword_cumulative_upkeep.go).
	DrawCard
)

// CostPart is one non-mana part of a cost: sacrifice or discard an object,
// either the source itself or one matching Filter.
type CostPart struct {
	Action CostAction
	Self   bool
	Filter Filter
	Text   string
	// Loyalty is the change in loyalty counters of a Loyalty part.
	Loyalty int
	// LoyaltyX marks the Loyalty part "−X": X loyalty counters removed,
	// X announced as the ability is activated.
	LoyaltyX bool
	// Counter is the kind of counter a RemoveCounter part removes.
	Counter string
	// Count is the number of cards a RemoveLibraryTop part removes.
	Count int
	// alternative marks a part of an alternative cost being paid, which,
	// unlike an additional cost, replaces the mana cost (409.1f).
	alternative bool
}

// TargetSpec is one instance of the word "target" (409.1c): Names holds a
// name per target it asks for ("two target creatures" has two).
type TargetSpec struct {
	Names  []string
	Filter Filter
	// OnlyIf is "kicked" for a target chosen only if the kicker cost is
	// paid (409.1d).
	OnlyIf string
	// Min and Max, when Max is set, make the number of targets variable:
	// the player announces how many, all named Names[0] (409.1c).
	Min, Max int
	// PerOpponent asks for one target for each opponent, each controlled
	// by that opponent ("for each opponent, target permanent that player
	// controls"), all named Names[0].
	PerOpponent bool
	// ByOpponent makes an opponent of the controller choose the target,
	// after the controller has chosen his or her own (409.2, 409.2b).
	ByOpponent bool
}

// RefKind says what a Ref refers to.
type RefKind int

// The kinds of reference an instruction can make.
const (
	RefNone RefKind = iota
	// RefTarget is the target named Name.
	RefTarget
	// RefThis is the object the ability is on ("this").
	RefThis
	// RefYou is the ability's controller.
	RefYou
	// RefControllerOf is the controller of the target named Name.
	RefControllerOf
	// RefThatPlayer is the player the trigger event or step is about.
	RefThatPlayer
	// RefThatCard is the card the previous instruction moved.
	RefThatCard
	// RefIt is the object a zone-change trigger's event moved, looked for
	// in the zone it moved to (410.10).
	RefIt
	// RefEventSource is the other creature of the trigger's event: the
	// creature blocking (flanking) or blocked.
	RefEventSource
	// RefEachPlayer is every player, in APNAP order (413.2d).
	RefEachPlayer
	// RefRemembered is the objects a delayed triggered ability was
	// created about (404.4c, delayed.go).
	RefRemembered
	// RefMostLife is the player with the most life; Name says what the
	// text does in a tie (413.2i, ties.go).
	RefMostLife
	// RefDefendingPlayer is the player the source creature is attacking
	// (308.1, attack_players.go).
	RefDefendingPlayer
	// RefAttached is the permanent the source is attached to: "enchanted
	// creature", "equipped creature" (forbids.go).
	RefAttached
	// RefEachOpponent is every opponent of the ability's controller still
	// in the game, in APNAP order ("each opponent loses 2 life").
	RefEachOpponent
	// RefChosenCard is the card an earlier instruction of the same
	// resolution had its controller choose from a revealed hand ("the
	// chosen card", search_name.go).
	RefChosenCard
	// RefSacrificed is the permanent sacrificed to pay the cost of the
	// spell or ability, as it last existed ("the sacrificed creature").
	RefSacrificed
)

// Ref names an object or player an instruction acts on.
type Ref struct {
	Kind RefKind
	Name string
}

// Value is an amount: a constant, or a variable fixed during resolution
// ("X", "that many", "the chosen number", "the converted mana cost of that
// card").
type Value struct {
	N   int
	Var string
	// Count, when set, makes the value the number of permanents matching
	// it ("the number of creatures you control").
	Count *Filter
}

// Duration is how long a continuous effect from a resolving spell lasts.
type Duration int

// The durations.
const (
	Forever Duration = iota
	UntilEndOfTurn
	// UntilEndOfCombat effects expire as the combat phase ends (300.4).
	UntilEndOfCombat
	// WhileSourceTapped is "as long as [this] remains tapped" (418.3d,
	// durations.go).
	WhileSourceTapped
	// UntilPlaneswalk effects last "until a player planeswalks": they end
	// as any player planeswalks (901.11, planechase_durations.go).
	UntilPlaneswalk
)

// Instruction is one step of an effect. Op selects the behaviour from the
// instruction table in effects.go; the other fields are its operands.
type Instruction struct {
	Op     string
	Player Ref
	Object Ref
	// Objects are further objects acted on at the same time ("destroy T
	// and L").
	Objects []Ref
	Amount  Value
	Filter  Filter
	// Groups are further groups acted on at the same time as Filter's
	// ("each creature without flying and each player").
	Groups    []Filter
	Colors    ColorSet
	Power     int
	Toughness int
	Types     []string
	Subtypes  []string
	Name      string
	// Keywords are the keywords a gain-shared-keywords instruction grants
	// (702.1c of 2026).
	Keywords []string
	// Zone is where a "move" instruction puts objects; From, when set, is
	// the zone its text says they are taken from ("return this from your
	// graveyard to play").
	Zone Zone
	From Zone
	// UnderOwner puts a permanent a "move" instruction returns to play
	// under its owner's control rather than the effect's controller's.
	UnderOwner bool
	// EntersTapped has the permanent a search puts into play enter
	// tapped ("put that card onto the battlefield tapped", 110.5b of
	// 2026).
	EntersTapped bool
	// EnterCounter is the counter a "move" instruction's permanent
	// enters the battlefield with ("return that card to the battlefield
	// with a +1/+1 counter on it", 122.6 of 2026).
	EnterCounter   string
	Duration       Duration
	NoRegeneration bool
	CostPart       *CostPart
	// If is "kicked" for an instruction followed only if the kicker cost
	// was paid.
	If string
	// OnlyIf, when set, is a quality the objects the instruction acts on
	// must have as it is followed ("Destroy target creature if it has
	// mana value 2 or less."); one without it is left alone.
	OnlyIf *Filter
	// Instead is the instruction followed in place of this one when the
	// condition InsteadIf holds as it would be followed, a
	// self-replacement effect (614.15 of 2026): Fatal Push's revolt,
	// "Destroy that creature if it has mana value 4 or less instead if a
	// permanent left the battlefield under your control this turn."
	Instead   *Instruction
	InsteadIf string
	// KickedAmount, on a "damage" instruction, is the amount it deals
	// instead if the spell was kicked ("If this spell was kicked, it deals
	// 4 damage instead."): a self-replacement effect (614.15 of 2026).
	KickedAmount *Value
	// Ability is an ability the instruction grants ("gains protection from
	// white").
	Ability *Ability
	// TokenAbilities are the keyword abilities the tokens a create-tokens
	// instruction makes have ("a 1/1 white Spirit creature token with
	// flying"): part of the characteristics the effect defines (111.3 of
	// 2026).
	TokenAbilities []*Ability
	// TokenName is the name a create-tokens instruction gives its tokens
	// ("create Boo, a legendary 1/1 red Hamster creature token"), empty
	// when the effect names none (111.4 of 2026); TokenSupertypes are
	// the supertypes it gives them ("legendary", "snow").
	TokenName       string
	TokenSupertypes []string
	// Card is the card a token created by name copies its
	// characteristics from ("create a Tarmogoyf token", 111.11 of 2026).
	Card *CardDefinition
	// Becomes is what a "become" instruction makes its objects, an effect
	// with parts in several layers (layers2026.go).
	Becomes *Becoming
	// Else holds the instructions an optional or conditional instruction
	// wraps, or performs when the option isn't taken.
	Else []Instruction
	// IfDone, on an optional instruction, holds the instructions of an
	// "If you do" clause after it: followed when the player chose to take
	// the option, whatever its action did (118.12 of 2026).
	IfDone []Instruction
	// CopyExcept, on a create-token-copy instruction, is the exception
	// "except it's a 1/1 green Frog": the power, toughness, colors and
	// creature types the token has instead of the original's, as part of
	// copying (707.9b of 2026).
	CopyExcept *Characteristics
	// Linked, on an instruction referring to cards "removed from the game
	// with this", is the ability of the same object whose removals it
	// refers to (217.7d, linked_removed.go).
	Linked *Ability
	// GainsThis, on a copy instruction, gives the copy the ability being
	// resolved as part of copying ("and gains this ability", 503.9).
	GainsThis bool
	// NewTargets, on a spell-copying instruction, lets the copy's
	// controller choose new targets for it.
	NewTargets bool
	// Costs are the choices of a cost with choices ("{W} or {U}",
	// 502.13a).
	Costs []ManaCost
	// UnlessPays, on a counter instruction, lets the controller of each
	// spell or ability it counters pay it instead ("counter target spell
	// unless its controller pays {3}", 118.12a of 2026).
	UnlessPays *ManaCost
	// EndCost, when set, lets any player pay it to end the continuous
	// effects the instruction creates: a special action (408.2i,
	// special_end.go).
	EndCost *ManaCost
	// MeldInto, for the meld instruction, names the melded permanent the
	// pair becomes ("meld them into Chittering Host", 701.42a of 2026).
	MeldInto string
	// Table marks an instruction that is a row of a results table, followed
	// only for the die results of its range (706.3a, dice.go).
	Table bool
	Text  string
}

// TriggerKind says what a trigger condition watches.
type TriggerKind int

// The kinds of trigger conditions (410.2, 410.11).
const (
	OnEvent TriggerKind = iota
	AtBeginning
	OnState
)

// EventKind is a kind of game event a trigger can match.
type EventKind int

// The game events.
const (
	ZoneChanged EventKind = iota
	DamageDealt
	TappedForMana
	Cycled
	SpellPlayed
	// Attacks is a creature being declared as an attacker (308.3).
	Attacks
	// Blocks is a creature being declared as a blocker, once per blocker
	// (410.9a).
	Blocks
	// BlocksCreature is a blocker blocking one attacking creature; Source
	// is the attacker (410.9b).
	BlocksCreature
	// BecomesBlocked is an attacking creature becoming blocked, once per
	// combat (410.9c).
	BecomesBlocked
	// BlockedBy is one creature blocking the attacker; Source is the
	// blocker (410.9d).
	BlockedBy
	// DealsDamage is an object dealing damage: Object is the source,
	// Amount the damage ("whenever this deals damage").
	DealsDamage
	// BecomesTapped is a permanent changing from untapped to tapped
	// (603.2e of 2026); one that enters tapped doesn't become tapped.
	BecomesTapped
	// LifeGained is a player gaining life: Player gained Amount.
	LifeGained
	// DelayedTime is the time a delayed triggered ability waits for
	// coming ("at end of combat"); Object is the object it refers to
	// (404.4, delayed.go).
	DelayedTime
	// Untapped is a permanent becoming untapped by an effect (delayed.go).
	Untapped
	// ManaSpent is a player paying mana to cast a spell: Player spent
	// Amount, and Total this turn with it (700.14 of 2026, expend2026.go).
	ManaSpent
	// AttacksUnblocked is an attacking creature becoming unblocked as
	// blockers are declared ("attacks and isn't blocked", 309.2f); Player
	// is the player it attacks.
	AttacksUnblocked
	// BecomesTarget is a permanent becoming the target of a spell or
	// ability: Object is the permanent, Source the spell or ability,
	// Player its controller (ward, keyword_ward.go).
	BecomesTarget
	// LastTimeCounterRemoved is the last time counter being removed
	// from a permanent: Object is the permanent (vanishing,
	// keyword_vanishing.go).
	LastTimeCounterRemoved
	// Crews is a creature tapped to pay a crew cost crewing the Vehicle:
	// Object is the creature, Source the Vehicle (702.122b of 2026,
	// keyword_crew.go).
	Crews
	// LoreCountersPut is one or more lore counters being put on a
	// permanent: Object is the permanent, Amount the number put and Total
	// the number on it after (714.2b of 2026, saga.go).
	LoreCountersPut
	// VentureMarkerMoved is a player moving their venture marker into a
	// room: Object is the dungeon card, Player its owner, Amount the
	// room's index among the card's rooms (309.4c of 2026,
	// action_venture.go).
	VentureMarkerMoved
	// ActionCompleted is a player completing a keyword action that
	// abilities trigger on ("whenever you scry"): Player is the player,
	// Action the action's name (701.22d of 2026, performed2026.go).
	ActionCompleted
	// Mutates is a mutating creature spell merging with a creature:
	// Object is the merged permanent, Source the spell as it was
	// (702.140d of 2026, keyword_mutate.go).
	Mutates
	// SchemeSetInMotion is the archenemy setting a scheme in motion:
	// Object is the scheme card, face up in the command zone, Player the
	// archenemy (701.32b of 2026, schemes.go).
	SchemeSetInMotion
	// TurnedFaceUp is a face-down permanent being turned face up:
	// Object is the permanent, face up (603.2 of 2026, face_up_trigger.go).
	TurnedFaceUp
)

// Trigger is a triggered ability's trigger condition.
type Trigger struct {
	Kind TriggerKind
	// Event is the event an OnEvent trigger matches.
	Event EventKind
	// Self restricts the event to the object with the ability ("this").
	Self bool
	// Filter restricts the event's object ("a land").
	Filter Filter
	// From and To restrict a zone change; ZoneAny matches every zone.
	From, To Zone
	// Anywhere marks a trigger on a card put into a zone "from
	// anywhere": never a leaves-the-battlefield ability, even for a card
	// put there from the battlefield (603.6c of 2026).
	Anywhere bool
	// Step and Whose describe an "at the beginning of" trigger.
	Step  StepKind
	Whose string
	// State is a state trigger's condition (410.11).
	State string
	// If is an intervening "if" condition, checked when the ability
	// triggers and again as it resolves (410.8).
	If string
	// Haunted makes the trigger watch the creature its source haunts,
	// from the removed-from-the-game zone (502.51c).
	Haunted bool
	// FromGraveyard makes the trigger work while its card is in a
	// graveyard (recover, 502.55a).
	FromGraveyard bool
	// Condition, when set, is the rest of a keyword's trigger condition
	// ("if this came under your control since your last upkeep", 502.19a;
	// "another creature", 502.54a), checked as the event occurs.
	Condition func(g *Game, ev *Event, src *view) bool
	// SourceLacks restricts the event to one whose other creature (the
	// blocker of BlockedBy) lacks this keyword ("a creature without
	// flanking").
	SourceLacks string
	// SourceFilter restricts the event's other creature (the blocker of
	// BlockedBy: "becomes blocked by a white creature"), as it is when the
	// event occurs (309.4).
	SourceFilter *Filter
	// OneOf is the whole trigger condition when the ability has several
	// ("when this comes into play or the creature it haunts is put into a
	// graveyard"), each a Trigger of its own (402.8f).
	OneOf string
	// Linked is the static ability the trigger condition is linked to
	// ("reveal the first card you draw each turn", 404.5).
	Linked string
}

// StaticKind is a kind of static ability effect.
type StaticKind int

// The static effects.
const (
	CostReduction StaticKind = iota
	TypeChange
	LoseAllAbilities
	PreventDamage
	Convoke
	// PlayRule is a rule about playing the object, such as an additional
	// cost (412.3); it has no continuous effect.
	PlayRule
	// Protection is "protection from" the colors in Colors (502.7).
	Protection
	// EntersTapped is "this comes into play tapped" (410.10e).
	EntersTapped
	// EntersWithCounters is "this comes into play with N counters" of
	// kind Counter (410.10e).
	EntersWithCounters
	// Bloodthirst is "bloodthirst N" (N in Amount) or "bloodthirst X"
	// (Amount.Var set) (502.50).
	Bloodthirst
	// Prohibition stops players matching Players from playing spells
	// matching Filter (409.4).
	Prohibition
	// Dredge is "dredge N" (502.47).
	Dredge
	// Enchant restricts what an Aura can target and enchant (502.45a).
	Enchant
	// ModifyPT gives the objects matching Filter +Power/+Toughness
	// (sublayer 6d).
	ModifyPT
	// CostIncrease makes spells matching Filter cost Mana more.
	CostIncrease
	// PlayOnly restricts when the card can be played, from the zone it is
	// played from: only during Steps (412.4).
	PlayOnly
	// AsTurnedFaceUp is an "As this is turned face up" ability, applied
	// while the permanent is turned face up (504.8); Effect holds it.
	AsTurnedFaceUp
	// BlocksAdditional lets the creature block Amount.N more attacking
	// creatures than one, or any number with Amount.Var set
	// (multiblock.go).
	BlocksAdditional
	// EntersAsCopy is "you may have this come into play as a copy of any
	// FILTER in play" (503.5, copy.go).
	EntersAsCopy
	// ReplaceGameLoss is "If you would lose the game, instead ...": Effect
	// holds what its controller does instead (lose_replacement.go).
	ReplaceGameLoss
	// AdditionalLand lets its controller play an additional land on each
	// of his or her turns (land_permissions.go).
	AdditionalLand
	// CastFromLibraryTop lets its controller cast spells matching Filter
	// from the top of his or her library (cast_from_top.go).
	CastFromLibraryTop
	// FlashPermission lets its controller cast spells matching Filter as
	// though they had flash (keyword_bestow.go).
	FlashPermission
	// GrantAbility gives the objects matching Filter the ability Grant
	// ("enchanted creature has flying", layer 5; abilities_granted.go).
	GrantAbility
	// LoseKeyword removes every instance of the keyword Keyword from the
	// objects matching Filter ("enchanted creature loses flying", 407.3).
	LoseKeyword
	// SetColor makes the objects matching Filter the colors in Colors
	// ("enchanted creature is white", layer 5).
	SetColor
	// CantBlock is "[this creature] can't block", an ability (402.3).
	CantBlock
	// PTFromCount is a characteristic-defining ability: power and
	// toughness each equal to the number of objects matching Filter
	// (cda.go).
	PTFromCount
	// PTFromCounters is a characteristic-defining ability: power and
	// toughness each equal to the number of Counter counters on the
	// object Of (granted_source.go).
	PTFromCounters
	// DoubleDamage doubles the damage sources matching Filter would deal
	// (419.6a, replacement.go).
	DoubleDamage
	// ReplaceGraveyard sends an object that would be put into a graveyard
	// to To instead (419.9a, replace_zone.go).
	ReplaceGraveyard
	// LifeGainToDraw is "for each 1 life you would gain, instead draw a
	// card"; DrawToReturn is "if you would draw a card, instead return a
	// card from your graveyard to your hand" (419.9b, replacement.go).
	LifeGainToDraw
	DrawToReturn
	// CombatCost is "creatures can't attack you unless their controller
	// pays {2} for each creature" (CombatCostOf "attack") or "creatures
	// can't block unless their controller pays {1} for each creature"
	// ("block"): Mana for each creature (combat_costs.go).
	CombatCost
	// Forbids stops the objects matching Filter (or the permanent itself,
	// with Self) from what Forbids names: "enchanted creature can't attack
	// or block", "... doesn't untap during its controller's untap step"
	// (forbids.go).
	Forbids
	// ControlAttached is "you control enchanted creature" (or equipped):
	// its controller controls the permanent its source is attached to, a
	// control-changing effect (layer 2, control_static.go).
	ControlAttached
	// SetLandTypes makes the lands matching Filter have the land types
	// Types and no others, losing the abilities of their rules text and
	// gaining the mana ability of each basic land type (212.6e; 305.7 of
	// 2026): "Nonbasic lands are Mountains." AddLandTypes gives them the
	// land types Types in addition to their own, with those mana
	// abilities: "Each land is a Swamp in addition to its other land
	// types." (land_types.go)
	SetLandTypes
	AddLandTypes
	// CantBeCountered is "this spell can't be countered", an ability that
	// functions on the stack (113.6g of 2026), or, with Filter set, a
	// permanent's "FILTER spells can't be countered" (uncounterable.go).
	CantBeCountered
	// ExertAsAttacksRule is "you may exert this creature as it attacks",
	// an optional cost to attack; Effect is what the "when you do"
	// ability linked to it does (701.43d of 2026, action_exert.go).
	ExertAsAttacksRule
	// StationsUsingToughness is "Each creature you control with toughness
	// greater than its power stations permanents using its toughness
	// rather than its power": the creatures of Filter put counters equal
	// to their toughness (702.184c of 2026, keyword_station.go).
	StationsUsingToughness
	// DamageLifeFloor is "If you control a FILTER, damage that would
	// reduce your life total to less than 1 reduces it to 1 instead": a
	// replacement effect weighed against a damage event's results as a
	// whole (120.4d of 2026, life_floor.go).
	DamageLifeFloor
	// SetName is "FILTER is named NAME" (Static.Name): a text-changing
	// effect that sets the name (612.8, layer 3; names.go).
	SetName
	// SetTypes is "FILTER is a Citizen creature": the card types and
	// subtypes become those in Types and Subtypes, the supertypes kept
	// (layer 4; names.go); SetsPT, Power and Toughness may set the base
	// power and toughness with the same timestamp.
	SetTypes
	// OpeningHandBattlefield is "If this card is in your opening hand, you
	// may begin the game with it on the battlefield." (Leyline of the
	// Void): an action its owner may take once the mulligans are done
	// (103.6 of 2026, opening_hand.go).
	OpeningHandBattlefield
	// KeywordWhileControl is "As long as you control N or more [other]
	// FILTER, this creature has KEYWORD." (Ice-Fang Coatl): Grant is the
	// keyword, Amount N, Counted the permanents counted and CountOther
	// leaves the permanent itself out (while_control.go).
	KeywordWhileControl
	// CastOnlyAsSorcery is "Each opponent can cast spells only any time
	// they could cast a sorcery." (Teferi, Time Raveler): Players is
	// "opponents" or "players", those it restricts (307.5 of 2026,
	// sorcery_timing.go).
	CastOnlyAsSorcery
	// CantGainLife is "Players can't gain life." (Everlasting Torment):
	// Players is "players", "opponents" or "you", those it applies to;
	// their life can't go up, an exchange or a new total that would raise
	// it doesn't happen (119.7 of 2026, life_cant.go).
	CantGainLife
	// LifeCantChange is "Your life total can't change." (Platinum
	// Emperion): its controller can neither gain nor lose life (119.7,
	// 119.8 of 2026); damage is still dealt (life_cant.go).
	LifeCantChange
)

// Static is a static ability's effect (412).
type Static struct {
	// CopyAdds, for an EntersAsCopy ability, holds the types, supertypes
	// and subtypes the copy has "in addition to its other types", as part
	// of copying (copy_exceptions.go).
	CopyAdds *Characteristics
	// CopyPT, for an EntersAsCopy ability, is the power and toughness the
	// copy has instead of the original's ("except it's 7/7").
	CopyPT *[2]int
	// CopyIfCreature, for an EntersAsCopy ability, is an exception that
	// applies only if the copy would be a creature (copy_exceptions.go).
	CopyIfCreature *CopyIfCreature
	// CopyCounters, for an EntersAsCopy ability, is the exception "except
	// it enters with X additional +1/+1 counters on it", X that of the
	// spell that became the permanent.
	CopyCounters bool
	Kind         StaticKind
	// Filter says which objects (or spells) the effect applies to.
	Filter Filter
	// ManaValuePT, on a TypeChange that sets power and toughness, makes
	// them each the mana value of the object it applies to ("with power
	// and toughness each equal to its mana value").
	ManaValuePT bool
	// Mana is a cost reduction's amount.
	Mana ManaCost
	// Types are added by a type-changing effect.
	Types []string
	// Power and Toughness, when SetsPT, are set by a type-changing effect
	// that makes creatures.
	SetsPT           bool
	Power, Toughness int
	// Colors are the qualities of a protection ability.
	Colors ColorSet
	// Amount and Counter describe counters a permanent comes into play
	// with, or a dredge or bloodthirst number.
	Amount  Value
	Counter string
	// Players is "players" or "opponents": who a prohibition restricts.
	Players string
	// IgnoreCost, when set, lets any player pay it to ignore the effect
	// of the ability until end of turn: a special action (408.2j).
	IgnoreCost *ManaCost
	// DefenderControls, for UnblockableWhileDefenderControls, is what the
	// defending player must control.
	DefenderControls *Filter
	// CombatCostOf is "attack" or "block" for a CombatCost.
	CombatCostOf string
	// Steps are the steps a PlayOnly restriction allows; Whose is "your"
	// when only the player's own turn counts.
	Steps []StepKind
	Whose string
	// Effect is what an AsTurnedFaceUp ability does, or the ability
	// linked to an ExertAsAttacksRule.
	Effect []Instruction
	// Combat, on a PlayRule, is a restriction or requirement on attacking
	// or blocking (combat_requirements.go).
	Combat *CombatRule
	// Grant is the ability a GrantAbility static gives; Keyword the
	// keyword a LoseKeyword static removes.
	Grant   *Ability
	Keyword string
	// Replacement is a Replaces static's replacement or prevention effect
	// (replacement_order.go).
	Replacement *Replacement
	// Self, FromPlay, To and Shuffle describe a ReplaceGraveyard effect:
	// "this" rather than Filter, only from play, where the object goes
	// instead, and whether its owner's library is then shuffled.
	Self, FromPlay, Shuffle bool
	To                      Zone
	// Of is the object a PTFromCounters ability counts counters on: the
	// object whose ability granted it (202.2b).
	Of ObjectID
	// Forbidden lists what a Forbids static stops: ForbidAttack,
	// ForbidBlock, ForbidUntap, ForbidActivate.
	Forbidden []string
	// Name is the name a SetName static gives; Subtypes the subtypes a
	// SetTypes static gives.
	Name     string
	Subtypes []string
	// Counted and CountOther are what a KeywordWhileControl ability
	// counts among the permanents its controller controls, and whether
	// the permanent with it is left out ("other").
	Counted    *Filter
	CountOther bool
	// Also is the second thing one static ability does, with the same
	// objects ("gets +10/+10 and loses flying"): its effect has the same
	// timestamp.
	Also *Static
}

// triggerCondition returns a triggered ability's trigger, or nil.
func (a *Ability) triggerCondition() *Trigger {
	if a == nil || a.Kind != TriggeredAbility {
		return nil
	}
	return a.Trigger
}

// modeNames lists a modal ability's modes.
func (a *Ability) modeNames() []string {
	out := make([]string, len(a.Modes))
	for i, m := range a.Modes {
		out[i] = m.Text
	}
	return out
}

// AlternativeCostKeyword marks the ability "You may [cost] rather than pay
// this spell's mana cost"; its Cost is the alternative cost (409.1b).
const AlternativeCostKeyword = "alternative cost"

// alternativeCost returns a face's alternative cost ability, or nil:
// evoke's first ability is one (702.74a of 2026).
func alternativeCost(c *Characteristics) *Ability {
	for _, a := range c.Abilities {
		if a.Keyword == AlternativeCostKeyword || a.Keyword == evoke.Name {
			return a
		}
	}
	return nil
}
