package rulings

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
)

// PlayerID identifies a player: its index in turn order.
type PlayerID int

// ObjectID identifies an object. An object that changes zones becomes a new
// object with a new ID (217.1c).
type ObjectID int

// Player is a player's state: life, mana pool and own zones.
type Player struct {
	// ID is the player's place in turn order.
	ID PlayerID
	// Name is how scenarios and the trace name the player.
	Name string
	// Life is the life total.
	Life int
	// Pool is the mana pool.
	Pool ManaPool
	// Library lists the library top first.
	Library   []ObjectID
	Hand      []ObjectID
	Graveyard []ObjectID
	// Sideboard lists the cards the player owns outside the game
	// (217.1e), which an effect may bring into it.
	Sideboard []ObjectID
	// LandsPlayed counts the lands played this turn (212.6b).
	LandsPlayed int
	// DrewFromEmpty records an attempt to draw from an empty library (420.5g).
	DrewFromEmpty bool
	// DamageThisTurn is the damage dealt to the player this turn (502.50).
	DamageThisTurn int
	// ManaSpentOnSpells is the mana the player spent to cast spells this
	// turn (700.14 of 2026).
	ManaSpentOnSpells int
	// DrawsThisTurn counts the cards the player drew this turn (404.5).
	DrawsThisTurn int
	// DrawsBeforeDrawStep is DrawsThisTurn as the player's draw step
	// began: the next card drawn is the first drawn in that step.
	DrawsBeforeDrawStep int
	// LeftBattlefieldThisTurn counts the permanents that left the
	// battlefield under the player's control this turn (revolt).
	LeftBattlefieldThisTurn int
	// Poison is the number of poison counters the player has (420.5h).
	Poison int
	// Prevention is how much of the next damage that would be dealt to
	// the player this turn is prevented (419.7b).
	Prevention int
	// PreventAll is set until the turn ends by "prevent all damage that
	// would be dealt to NAME this turn" (419.7a).
	PreventAll bool
	// Lost records that the player has lost the game.
	Lost bool

	// attacked lists the creatures the player attacked with this turn, by
	// their ID then (608.2i, attacked2026.go).
	attacked []ObjectID
	// lostLifeTurn is the last turn the player lost life in, plus one;
	// 0 if never (spectacle, keywords_later.go).
	lostLifeTurn int
	// Speed is the player's speed; 0 means the player has no speed
	// (702.179b of 2026, keyword_start_your_engines.go).
	Speed int
	// Monarch marks the monarch (725 of 2026, monarch.go).
	Monarch bool
	// speedTriggeredTurn is the last turn, plus one, the inherent ability
	// of the player's speed triggered in (702.179d: once each turn).
	speedTriggeredTurn int
	// spellsCast counts the spells the player cast this turn (surge).
	spellsCast int
	// combatDamageTypes are the subtypes of the sources the player
	// controlled that dealt combat damage to a player this turn, as they
	// were then (prowl).
	combatDamageTypes []string

	// othersGraveyardsTurn is the turn in which the player may play
	// cards from other players' graveyards as though they were in his or
	// her own (609.4, as_though2026.go); 0 for none.
	othersGraveyardsTurn int

	// turnBegan is the number of the turn that is the player's most
	// recent turn, 0 before the first (212.3d).
	turnBegan int

	// venture is the player's venture marker: the dungeon card in the
	// command zone it is on and the room, 0 for none (309.4,
	// action_venture.go); dungeonsCompleted counts the dungeons the
	// player completed (309.7).
	venture           ventureMarker
	dungeonsCompleted int

	// attractions is the player's Attraction deck in the command zone,
	// top first (717.2, attractions.go); hasAttractionDeck says the
	// player plays with one, even once it is empty (701.51a).
	attractions       []ObjectID
	hasAttractionDeck bool

	// planar is the player's planar deck in the command zone, face down
	// and top first (901.3, planechase.go); hasPlanarDeck says the player
	// plays with one, which makes the game a Planechase game.
	// planarRolls counts the times the player took the special action of
	// rolling the planar die in turn planarRollTurn (901.9).
	planar         []ObjectID
	hasPlanarDeck  bool
	planarRolls    int
	planarRollTurn int

	// ring is the player's emblem named The Ring in the command zone, 0
	// before the Ring first tempts them; tempted counts the times it has;
	// ringBearer is the creature they chose the last time, 0 for none
	// (701.54, action_ring_tempts.go).
	ring       ObjectID
	tempted    int
	ringBearer ObjectID

	// schemes is the player's scheme deck in the command zone, top
	// first, its cards face down; archenemy says the player is the
	// archenemy, who plays with one (904.2a, 904.3, schemes.go).
	schemes   []ObjectID
	archenemy bool
}

// Target is one chosen target: an object or a player.
type Target struct {
	// Object is the targeted object, unless IsPlayer is set.
	Object ObjectID
	// Player is the targeted player when IsPlayer is set.
	Player   PlayerID
	IsPlayer bool
}

// Object is a card, token, spell or ability on the stack.
type Object struct {
	// ID is the object's identity in its current zone.
	ID ObjectID
	// Card is the card the object is; a token has a definition made by
	// the effect that created it, and an ability on the stack has none.
	Card *CardDefinition
	// Token marks a token (216).
	Token bool
	// Owner is the player who owns the card (or created the token).
	Owner PlayerID
	// Controller is meaningful in play and on the stack (217.5d).
	Controller PlayerID
	// Zone is the zone the object is in.
	Zone Zone
	// Face is the half of a split card being played, or -1 (505.2).
	Face int
	// Tapped, Damage and Counters are a permanent's status.
	Tapped   bool
	Damage   int
	Counters map[string]int
	// LoyaltyTurn is the turn in which a loyalty ability of the
	// permanent was last activated (606.3).
	LoyaltyTurn int
	// protector is the player designated as a battle's protector, set
	// when hasProtector (310.8 of 2026, battle.go): chosen as it enters,
	// kept if it stops being a battle (310.8g), gone with the permanent.
	protector    PlayerID
	hasProtector bool
	// Renowned is the renowned designation (702.112b of 2026): no
	// ability, not copiable, kept until the permanent leaves play.
	Renowned bool
	// Monstrous is the monstrous designation (701.37b of 2026), kept like
	// Renowned until the permanent leaves play.
	Monstrous bool
	// Suspected is the suspected designation (701.60b of 2026), kept until
	// the permanent leaves play.
	Suspected bool
	// Harnessed is the harnessed designation (701.64b of 2026), kept until
	// the permanent leaves play.
	Harnessed bool
	// Prepared is the prepared designation (722.3a of 2026), kept until
	// the permanent leaves play or its prepare spell's copy is cast.
	Prepared bool
	// preparedFor, on the copy of a prepare spell in exile (and the
	// spell cast from it), is the permanent it was created for (722.3c,
	// preparation.go).
	preparedFor ObjectID
	// detained are the detentions on the permanent (701.35a of 2026).
	detained []detention
	// goaded are the goadings of the permanent (701.15a of 2026).
	goaded []goading
	// attacksTurn is the turn in which an effect said the permanent
	// attacks this turn if able, 0 when none did (attacks_this_turn.go).
	attacksTurn int
	// exerted, when set, keeps the permanent tapped during the next
	// untap step of the player who exerted it (701.43a of 2026); never
	// changed in place, only replaced, so clones share it.
	exerted *exertion
	// Melded, on a melded permanent, is the other card of its meld pair:
	// one object represented by two cards (712.4a of 2026), the second
	// of which is in no zone of its own until the permanent leaves the
	// battlefield (712.21). Never changed in place, so clones share it.
	Melded *Object
	// Merged, on a merged permanent, are the components under its
	// topmost one, from the top down: one object represented by more
	// than one card or token (730.2 of 2026), whose topmost component is
	// Card (and Token). Like Melded, they are in no zone of their own
	// until the permanent leaves the battlefield (730.3); never changed
	// in place, so clones share it.
	Merged []*Object
	// meldValueNoted is set once the trace has said how the melded
	// permanent's mana value is found (712.8g).
	meldValueNoted bool
	// Chosen is the color chosen for the permanent as it came into play,
	// none if no choice was made (linked2026.go).
	Chosen ColorSet
	// Damaged are the players this object has dealt damage to since it
	// became this object ("target opponent previously dealt damage by
	// it"); a permanent that phases out and in remembers them (502.15h).
	Damaged []PlayerID
	// chosenUnder is the copiable values (CopyOf) the permanent had when
	// Chosen was made: the choice belongs to the abilities of those
	// values (Rules.ChoicesLinkedToAbility).
	chosenUnder *copiedValues
	// lethalDamageNoted is the damage last recorded as not destroying
	// this indestructible permanent (702.12b), so the trace says it once.
	lethalDamageNoted int
	// DeathtouchDamage records damage dealt by a source with deathtouch
	// since state-based actions were last checked (704.5h).
	DeathtouchDamage bool
	// Timestamp orders continuous effects (418.5e).
	Timestamp int
	// control is what control-changing effects did to the permanent
	// (control_static.go).
	control controlState

	// Ability is set for an activated or triggered ability on the stack.
	Ability *Ability
	// Source is the object the ability came from, seen as it was when the
	// ability was played or triggered.
	Source *view
	// Targets holds the chosen targets per instance of "target" (409.1c).
	Targets [][]Target
	// X is the announced value of X (409.1b).
	X int
	// ModeIndex is the chosen mode, counting from 1; zero when the
	// ability isn't modal (409.1b).
	ModeIndex int
	// ChosenModes are the modes chosen, counting from 0, when more than one
	// may be (kicker_modes.go).
	ChosenModes []int
	// Kicked records that the kicker cost was announced and paid.
	Kicked bool
	// KickedWith are the kicker costs paid, as written ("{2}{B}"); the
	// permanent a kicked spell becomes keeps them (502.21d).
	KickedWith []string
	// Division is the announced division of a divided effect (409.1e).
	Division []int
	// Event is the event that triggered a triggered ability.
	Event *Event
	// stateKey marks a state trigger that is waiting or on the stack (410.11).
	stateKey string
	// Arrived is the turn the permanent came under its controller's
	// control; zero for permanents of the starting state.
	Arrived int
	// Combat is set for the combat damage object on the stack (310.1).
	Combat []combatDamage
	// Shields counts regeneration shields on a permanent (419.6b).
	Shields int
	// CantRegenerate is set until the turn ends by an effect saying the
	// permanent can't be regenerated this turn: shields don't apply.
	CantRegenerate bool
	// Prevention is the damage still to be prevented by shields from
	// "prevent the next N damage" effects this turn (419.7b).
	Prevention int
	// PreventAll is set until the turn ends by "prevent all damage that
	// would be dealt to NAME this turn" (419.7a).
	PreventAll bool
	// AttachedTo is the permanent an Aura is attached to (212.4h).
	AttachedTo ObjectID
	// FaceDown marks a face-down spell or permanent (504).
	FaceDown bool
	// FaceDownBy names the keyword action that put a face-down permanent
	// onto the battlefield ("manifest", "cloak"; 701.40a, 701.58a of
	// 2026); empty for one cast face down.
	FaceDownBy string
	// Bestowed marks a spell cast for its bestow cost, and the Aura it
	// becomes (702.103 of 2026).
	Bestowed bool
	// Haunting is the creature a card removed by haunt haunts (502.51b).
	Haunting ObjectID
	// FlashedBack marks a spell played with flashback (502.22a);
	// BoughtBack one whose buyback cost was announced (502.16a).
	FlashedBack bool
	BoughtBack  bool
	// Copy marks a copy of a spell, which ceases to exist when it leaves
	// the stack (420.5j).
	Copy bool
	// CopyOf holds the copiable values a copy effect gave the permanent
	// (503, copy.go); nil when it copies nothing.
	CopyOf *copiedValues
	// ChosenType is the creature type chosen for the permanent as it came
	// into play ("as this comes into play, choose a creature type"), as
	// Chosen is the color (503.6-503.8).
	ChosenType string
	// ChosenPlayer is the opponent chosen for the permanent as it came
	// into play ("as this creature enters, choose an opponent"), when
	// HasChosenPlayer; a card outside play has none (208.2a, cda.go).
	ChosenPlayer    PlayerID
	HasChosenPlayer bool
	// NameStickers are the name stickers on the object, in the order
	// they were placed (123.6, stickers.go); the slice is replaced, never
	// changed in place.
	NameStickers []NameSticker
	// Flipped is a permanent's flipped status (508.4, 510.4).
	Flipped bool
	// Transformed is set while a double-faced permanent or spell has its
	// back face up (701.27g of 2026); a new object has its front face up
	// unless what put it there says otherwise (712.8a, 712.14).
	Transformed bool
	// turnedOver is the timestamp of the permanent's last transformation
	// or conversion, 0 if it never did: an ability of it put on the stack
	// before then can't turn it over again (701.27f of 2026).
	turnedOver int
	// entersTransformed marks a double-faced card an instruction puts onto
	// the battlefield transformed (712.14a): the object it becomes there
	// has its back face up.
	entersTransformed bool
	// OnPlayer marks an Aura attached to a player, EnchantedPlayer
	// (502.45d).
	OnPlayer        bool
	EnchantedPlayer PlayerID
	// Sacrificed are the permanents sacrificed to pay a spell's or
	// ability's costs, as they last were in play; a copy of a spell shares
	// the original's (503.10).
	Sacrificed []*view
	// sacrificedObjects are the same permanents as objects, as they last
	// were on the battlefield: what a copy of "the sacrificed creature"
	// copies (608.2h of 2026).
	sacrificedObjects []*Object
	// Origin identifies the card across zone changes, which otherwise make
	// it a new object (217.1c); a subgame uses it to send cards home.
	Origin ObjectID
}

// Game is the whole game state. Nothing in it knows a card by name; cards
// are data interpreted by the engine. Its state is unexported: it changes
// only through the engine's methods, and readers get copies (state.go).
// clone copies every field; TestCloneCoversEveryField fails for a field
// added without deciding how clone copies it.
type Game struct {
	// shortcut is the shortcut proposed and not yet taken, nil when none
	// (732.2, shortcuts.go); mustDiffer is the place where a player who
	// shortened a shortcut must make a different choice (732.2c). Both
	// are replaced, never changed.
	shortcut   *shortcut
	mustDiffer *ShortcutPoint
	// broughtInCards are the origins of the cards brought into the game
	// from outside it (108.3b), which a restarted game keeps (727.2,
	// restart.go); the slice is replaced, never changed.
	broughtInCards []ObjectID
	// devotionNoted is, for each permanent whose type depends on its
	// controller's devotion, whether the trace last said it was below
	// the number (devotion.go).
	devotionNoted map[ObjectID]bool
	// whileControlNoted is, for each permanent with a KeywordWhileControl
	// ability, whether its condition held when last noted in the trace.
	whileControlNoted map[ObjectID]bool
	// flashUntilNextTurn are the permissions "until your next turn, you
	// may cast FILTER as though they had flash" given by resolved spells
	// and abilities, each ending as its player's next turn begins.
	flashUntilNextTurn []flashGrant
	// exileIfDies are the sources of the effects "if a creature dealt
	// damage this way would die this turn, exile it instead" resolved
	// this turn (damaged_exile.go).
	exileIfDies []ObjectID
	// players are the players in turn order.
	players []*Player
	objects map[ObjectID]*Object
	nextID  ObjectID
	// inPlay lists the permanents in play, oldest first.
	inPlay []ObjectID
	// stack lists the stack, bottom first.
	stack []ObjectID
	// removed lists the objects removed from the game.
	removed []ObjectID
	// command lists the objects in the command zone, dungeon cards and
	// emblems, oldest first (command_zone.go).
	command []ObjectID
	// movesBatch gathers the libraries to shuffle, and the objects put
	// into a position in them, while objects move at the same time
	// (putIntoGraveyards); nil otherwise, as it is whenever the game is
	// cloned.
	movesBatch *simultaneousMoves
	// lifelinkBatch gathers lifelink's life gain while damage is dealt
	// at once (dealingAtOnce); nil otherwise, as it is whenever the game
	// is cloned (between actions), so the clone copies nil.
	lifelinkBatch *lifelinkGains

	// turn is the turn number; active is the player whose turn it is;
	// step is the current step; priority is the player who has priority.
	turn     int
	active   PlayerID
	step     StepKind
	priority PlayerID
	passes   int

	effects []*ContinuousEffect
	// entering lists the objects entering play at the same time while
	// their entering replacement effects apply (614.13a, entering2026.go).
	entering []ObjectID
	// entry is the event putting a permanent into play while its entering
	// replacement effects apply (614.13c, life_payment2026.go).
	entry          *Event
	lki            map[ObjectID]*view
	pending        []*pendingTrigger
	stateTriggered map[string]bool
	choices        map[PlayerID][]string
	// rolls are the die results the script states for each player's
	// rolls, taken in order (dice.go).
	rolls     map[PlayerID][]string
	timestamp int
	// cardReference are the cards a chosen card name is looked up in
	// (card_names.go).
	cardReference map[string]*CardDefinition
	rng           *rand.Rand
	rngSeed       uint64
	trace         *Trace
	// layered is the sorted list of continuous effects, kept until
	// something it depends on changes (continuousEffects).
	layered layeredEffects
	// settlingControl is set while settleControl gives permanents the
	// controllers the control-changing effects name.
	settlingControl bool
	// stepLimit is the length of trace at which the game stops
	// (SetStepLimit); loopStates maps the hash of each state seen after a
	// resolution since a player last acted to the count of resolutions
	// before it, to find loops (421, loops.go).
	stepLimit int
	// damagedBy lists, for each permanent dealt damage this turn, the
	// sources that dealt it (oracle_ops.go).
	damagedBy   map[ObjectID][]ObjectID
	loopStates  map[uint64]int
	resolutions int
	// rules are the rules of the edition the game is played under.
	rules Rules
	// over records that the game has ended (102.1).
	over bool

	// epics are the epic spells that have resolved (502.44a).
	epics []*epicRecord
	// spellCopiesThisTurn counts the copies of spells put on the stack
	// this turn by storm and copy effects, which weren't cast (503.10;
	// 707.10 of 2026).
	spellCopiesThisTurn int
	// storms are the spells whose storm abilities triggered (502.30a);
	// spellsThisTurn counts the spells played this turn.
	storms         []*stormRecord
	spellsThisTurn int
	// dayNight is the game's day or night designation (731.1,
	// keyword_daybound.go); prevActive and prevActiveSpells are the
	// previous turn's active player and the spells they cast in it, which
	// the untap step looks back at (731.2).
	dayNight         int
	prevActive       PlayerID
	prevActiveSpells int
	// graveyardDeaths counts the permanents put into a graveyard from
	// the battlefield this turn (gravestorm, 702.69a of 2026).
	graveyardDeaths int
	// costEffects are cost increases from resolved spells, until end of
	// turn.
	costEffects []costEffect
	// enterControl are the replacement effects of resolved spells that
	// change who a permanent enters under (enter_control.go).
	enterControl []enterControlEffect
	// nextCopies are the effects of resolved spells making the next
	// creatures entering copies (enter_as_copy_next.go).
	nextCopies []enterAsCopyEffect
	// extraTurns are the players of the extra turns effects have added
	// after the current one, the most recently added last (300.6).
	extraTurns []PlayerID
	// skippedTurns are the players who will skip their next turn, once
	// for each time they appear (419.6e, skip.go).
	skippedTurns []PlayerID
	// inExtraTurn marks an extra turn being taken, and resumeFrom the
	// active player of the turn in turn order that the extra turns were
	// added after: the turns are added to the sequence, not taken in its
	// place, so the turn after them is the one that would have followed
	// that turn (300.6).
	inExtraTurn bool
	resumeFrom  PlayerID
	// extraCombats counts the additional combat phases, each followed by
	// an additional main phase, added after the current main phase;
	// combatOwed records that the turn's own combat phase still follows
	// them (300.7).
	extraCombats int
	combatOwed   bool
	// skips are the steps players will skip, in the order the effects
	// were created (419.6e).
	skips []skip
	// subgamePlayer plays out a subgame as scripted (506); subgame is the
	// result of the last one.
	subgamePlayer SubgameFunc
	subgame       *subgameResult

	// turnControls are the pending effects that give a player control of
	// another's next turn (507.1); controlledTurn is the turn being
	// controlled now, and acting the player deciding for another in the
	// action being taken (turn_control.go).
	turnControls   []turnControl
	controlledTurn turnControl
	acting         turnControl
	// drawAgreed marks, one bit a player, the players who have agreed to
	// an intentional draw (conduct.go).
	drawAgreed uint64
	// refused are the scripted answers the rules refused, not yet taken
	// by TakeRefusedAnswers (refused_answers.go).
	refused []RefusedAnswer

	// delayed are the delayed triggered abilities created so far (404.4,
	// delayed.go).
	delayed []*delayedTrigger
	// preventions are the prevention effects of resolved spells that
	// modify the rules until end of turn (418.3b, prevention_rules.go).
	preventions []preventionEffect
	// checkingGrants is set while the engine works out whether objects
	// still have granted abilities, so those abilities' own effects are
	// left out of that computation (407.2, granted.go).
	checkingGrants bool
	// replacedBy names the source of the replacement effect whose
	// modified event is happening now (419.9b, replacement.go).
	replacedBy string

	// endingTurn is set by a resolving "end the turn" (509.1): once the
	// resolution is over, the turn ends instead of a player receiving
	// priority (end_the_turn.go).
	endingTurn bool

	// keywords is what keyword abilities remember (keyword_state.go).
	keywords *keywordState
	// extra holds the beginning phases with only an upkeep step that
	// effects added after the current phase (extra_steps.go).
	extra *extraPhases

	combat     *combatState
	attackPlan []ObjectID
	// bandPlan is the attacking bands scripted with attackPlan (308.2b).
	bandPlan [][]ObjectID
	// defenderPlan is the player each creature of attackPlan attacks,
	// when the active player names them (308.1, 602.3).
	defenderPlan []PlayerID
	// planeswalkerPlan is the planeswalker or battle each creature of
	// attackPlan attacks, by its index there, for those that attack one.
	planeswalkerPlan map[int]ObjectID
	// blockPlans are the defending players' declarations of blockers,
	// one for each defending player who declares (309.1, 602.4).
	blockPlans []BlockDeclaration
	// mulligans is set while players decide on their opening hands,
	// before the first turn (101.4, mulligan.go).
	mulligans *mulliganState
	// firstTurn is the number of the game's first turn when the game
	// began with its mulligans under the 2026 rules, whose starting
	// player may skip its draw step (103.8a of 2026); 0 otherwise.
	firstTurn int
	// firstTeam is the team that plays first in a Two-Headed Giant
	// game begun with the 2026 mulligans, which skips the draw step of
	// its first turn (103.8b of 2026); nil otherwise.
	firstTeam  []PlayerID
	damagePlan map[ObjectID]plannedDamage
	// noted holds what the trace has said once and needn't say again:
	// the dependencies found among continuous effects (dependency.go),
	// the schemes a trigger of a scheme on the stack keeps face up at
	// each height of the stack (schemes.go).
	noted map[string]bool
	// manaLog records the mana abilities played during the action being
	// taken, which reversing it may leave played (mana_reversal.go); nil
	// between actions.
	manaLog *manaAbilityLog
	// combatPayment is the permanents whose mana abilities the player
	// declaring attackers or blockers plays to pay a cost to attack or
	// block (308.2e, 309.2c; combat_costs.go).
	combatPayment []ObjectID
	// faceDownEntry, while a keyword action puts a card onto the
	// battlefield face down, names that action ("manifest", "cloak"):
	// the card enters face down (701.40a, 701.58a of 2026).
	faceDownEntry string
	// entryCounter, while an effect returns a card to the battlefield
	// "with a COUNTER counter on it", names that counter: the permanent
	// enters with it (122.6 of 2026).
	entryCounter string
	// toBottom, set as a replacement effect sends a card moving to a
	// library to its bottom, has move place it there.
	toBottom bool
	// spare is a snapshot the action it was taken for no longer needs
	// (recycle): the next clone copies into its memory rather than
	// allocating its own. objectBuf is the array a snapshot's objects
	// are copied into. Neither is copied by clone: a clone gets its own.
	spare     *Game
	objectBuf []Object
}

// NewGame starts an empty game under rules between the named players, in
// turn order, each at 20 life (101.3). seed fixes every random choice the
// game makes.
func NewGame(rules Rules, names []string, seed uint64) *Game {
	g := &Game{
		rules:          rules,
		stepLimit:      DefaultStepLimit,
		objects:        map[ObjectID]*Object{},
		lki:            map[ObjectID]*view{},
		stateTriggered: map[string]bool{},
		choices:        map[PlayerID][]string{},
		rng:            rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)),
		rngSeed:        seed,
		nextID:         1,
		step:           Main1,
		turn:           1,
	}
	// Most plays take a few dozen steps: room for them at once spares
	// the appends that grow the slice step by step.
	g.trace = newTrace(&g.rules.Words, 128)
	for i, n := range names {
		g.players = append(g.players, &Player{ID: PlayerID(i), Name: n, Life: StartingLife})
	}
	return g
}

// Trace returns the game's trace so far.
func (g *Game) Trace() *Trace { return g.trace }

// object returns the object with the given ID, or nil if it no longer
// exists in any zone.
func (g *Game) object(id ObjectID) *Object { return g.objects[id] }

// AddCard puts a new card owned and controlled by player into zone, as part
// of setting up a game state; it records nothing in the trace. Cards added
// to a library go to the bottom, so adding them top first builds the
// library in order.
func (g *Game) AddCard(player PlayerID, zone Zone, card *CardDefinition) ObjectID {
	o := &Object{Card: card, Owner: player, Controller: player, Face: -1}
	g.place(o, zone, true)
	o.Arrived = 0
	o.Origin = o.ID
	return o.ID
}

// SetTurn sets the turn number, active player and step of a game being set
// up; the active player gets priority.
func (g *Game) SetTurn(turn int, active PlayerID, step StepKind) {
	g.turn, g.active, g.step, g.priority = turn, active, step, active
	g.players[active].turnBegan = turn
	for _, id := range g.faceUpPlanes() {
		// The active player is the planar controller (901.6).
		g.objects[id].Controller = active
	}
}

// SetLife sets a player's life total while setting up a game.
func (g *Game) SetLife(p PlayerID, life int) { g.players[p].Life = life }

// SetPoison sets a player's poison counters while setting up a game.
func (g *Game) SetPoison(p PlayerID, n int) { g.players[p].Poison = n }

// SetSpeed gives a player a speed while setting up a game (702.179 of
// 2026); 0 is no speed.
func (g *Game) SetSpeed(p PlayerID, n int) {
	g.players[p].Speed = n
	g.effectsChanged()
}

// SetTapped taps or untaps a permanent while setting up a game.
func (g *Game) SetTapped(id ObjectID, tapped bool) {
	if o := g.objects[id]; o != nil {
		o.Tapped = tapped
	}
}

// AddPrintedCounters gives a permanent being set up in play the counters
// of kind it would have entered with: a planeswalker's printed loyalty
// in loyalty counters (306.5b of 2026), a battle's printed defense in
// defense counters (310.4b), when the set-up states no such counters
// itself. It records nothing
// in the trace: the permanent entered before the game being set up
// begins. Other counters a permanent enters with are the set-up's to
// state: a permanent listed in play need not have entered under its own
// rules (a fading creature put there by another effect has none).
func (g *Game) AddPrintedCounters(id ObjectID, kind string) {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return
	}
	for _, a := range g.view(id).chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == EntersWithCounters && a.Static.Counter == kind && a.Static.Amount.Var == "" && a.Static.Amount.Count == nil {
			g.putCounters(o, kind, a.Static.Amount.N)
		}
	}
}

// SetOwner makes another player the owner of a permanent being set up in
// play: it entered under the control of the player it is listed for, and
// goes to its owner's zones when it leaves (108.3, 110.2 of 2026).
func (g *Game) SetOwner(id ObjectID, owner PlayerID) {
	if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay {
		o.Owner = owner
	}
}

// MarkToken makes a permanent being set up in play a token (111.1 of
// 2026): it ceases to exist once it leaves the battlefield.
func (g *Game) MarkToken(id ObjectID) {
	if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay {
		o.Token = true
	}
}

// SetDamage marks damage on a permanent while setting up a game: damage
// dealt earlier in the turn, which stays until the cleanup step (120.6 of
// 2026). It records nothing; the first check of state-based actions sees
// it.
func (g *Game) SetDamage(id ObjectID, n int) {
	if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay {
		o.Damage = n
	}
}

// AttachForSetUp attaches an Aura or Equipment being set up in play to
// another permanent, as it was when the game being set up began. Whether
// it may be attached there is the state-based actions' to check (704.5m,
// 704.5n of 2026), as for any attachment.
func (g *Game) AttachForSetUp(id, to ObjectID) {
	o, host := g.objects[id], g.objects[to]
	if o == nil || host == nil || o.Zone != ZoneInPlay || host.Zone != ZoneInPlay {
		return
	}
	o.AttachedTo = to
	g.effectsChanged()
}

// AddCounters puts counters on an object while setting up a game.
func (g *Game) AddCounters(id ObjectID, kind string, n int) {
	if o := g.objects[id]; o != nil {
		if o.Counters == nil {
			o.Counters = map[string]int{}
		}
		o.Counters[kind] += n
	}
}

// Choose scripts an answer to the next decision player is asked to make.
func (g *Game) Choose(player PlayerID, answer string) {
	g.choices[player] = append(g.choices[player], answer)
}

// WithdrawChoices removes the last n answers scripted for player: the
// answers given with an action the rules reversed (422.1). They were the
// announcements of that action, so no later decision may take them.
func (g *Game) WithdrawChoices(player PlayerID, n int) {
	q := g.choices[player]
	g.choices[player] = q[:len(q)-min(n, len(q))]
}

// UnusedChoices returns the scripted answers no decision asked for.
func (g *Game) UnusedChoices() map[PlayerID][]string {
	out := map[PlayerID][]string{}
	for p, c := range g.choices {
		if len(c) > 0 {
			out[p] = slices.Clone(c)
		}
	}
	return out
}

func (g *Game) newTimestamp() int {
	g.timestamp++
	return g.timestamp
}

func (g *Game) playerName(p PlayerID) string { return g.players[p].Name }

// playerNamed is the player with the given name, which must exist.
func (g *Game) playerNamed(name string) PlayerID {
	return PlayerID(slices.IndexFunc(g.players, func(p *Player) bool { return p.Name == name }))
}

// opponentsOf lists the other players in turn order after p.
func (g *Game) apnap() []PlayerID {
	out := make([]PlayerID, 0, len(g.players))
	for i := range g.players {
		out = append(out, PlayerID((int(g.active)+i)%len(g.players)))
	}
	return out
}

// clone copies the game state so an illegal action can be undone (422.1).
func (g *Game) clone() *Game {
	// The copies of the players, and of the objects, are allocated
	// together, or taken from a snapshot no action needs any more: an
	// action takes a snapshot, so this runs often.
	var players []*Player
	var objectBuf []Object
	var objectMap map[ObjectID]*Object
	c := g.spare
	g.spare = nil
	if c != nil {
		if len(c.players) == len(g.players) {
			players = c.players
		}
		objectBuf, objectMap = c.objectBuf, c.objects
		clear(objectMap)
	} else {
		c = &Game{}
	}
	*c = *g
	c.spare = nil
	if players == nil {
		players = make([]*Player, len(g.players))
		all := make([]Player, len(g.players))
		for i := range all {
			players[i] = &all[i]
		}
	}
	c.players = players
	for i, p := range g.players {
		pc := players[i]
		*pc = *p
		pc.Library = slices.Clone(p.Library)
		pc.Hand = slices.Clone(p.Hand)
		pc.Graveyard = slices.Clone(p.Graveyard)
		pc.Sideboard = slices.Clone(p.Sideboard)
		pc.attacked = slices.Clone(p.attacked)
		pc.combatDamageTypes = slices.Clone(p.combatDamageTypes)
		pc.attractions = slices.Clone(p.attractions)
		pc.schemes = slices.Clone(p.schemes)
		pc.planar = slices.Clone(p.planar)
	}
	if objectMap == nil {
		objectMap = make(map[ObjectID]*Object, len(g.objects))
	}
	c.objects = objectMap
	if cap(objectBuf) < len(g.objects) {
		objectBuf = make([]Object, len(g.objects))
	}
	c.objectBuf = objectBuf[:cap(objectBuf)]
	objects := objectBuf[:len(g.objects)]
	for id, o := range g.objects {
		oc := &objects[0]
		objects = objects[1:]
		*oc = *o
		oc.Counters = maps.Clone(o.Counters)
		oc.Division = slices.Clone(o.Division)
		oc.ChosenModes = slices.Clone(o.ChosenModes)
		oc.Damaged = slices.Clone(o.Damaged)
		oc.detained = slices.Clone(o.detained)
		oc.goaded = slices.Clone(o.goaded)
		oc.KickedWith = slices.Clone(o.KickedWith)
		oc.Targets = make([][]Target, len(o.Targets))
		for i, t := range o.Targets {
			oc.Targets[i] = slices.Clone(t)
		}
		c.objects[id] = oc
	}
	if g.combat != nil {
		cs := *g.combat
		cs.attackers = slices.Clone(cs.attackers)
		cs.blockers = maps.Clone(cs.blockers)
		for k, v := range cs.blockers {
			cs.blockers[k] = slices.Clone(v)
		}
		cs.blocking = maps.Clone(cs.blocking)
		for k, v := range cs.blocking {
			cs.blocking[k] = slices.Clone(v)
		}
		cs.bands = cloneBands(cs.bands)
		cs.defenders = maps.Clone(cs.defenders)
		cs.attackedPermanent = maps.Clone(cs.attackedPermanent)
		cs.battles = slices.Clone(cs.battles)
		cs.blocked = maps.Clone(cs.blocked)
		cs.struckFirst = maps.Clone(cs.struckFirst)
		c.combat = &cs
	}
	c.keywords = g.keywords.clone()
	c.attackPlan = slices.Clone(g.attackPlan)
	c.bandPlan = cloneBands(g.bandPlan)
	c.defenderPlan = slices.Clone(g.defenderPlan)
	c.planeswalkerPlan = maps.Clone(g.planeswalkerPlan)
	c.blockPlans = slices.Clone(g.blockPlans)
	c.mulligans = g.mulligans.clone()
	c.combatPayment = slices.Clone(g.combatPayment)
	c.damagePlan = maps.Clone(g.damagePlan)
	c.devotionNoted = maps.Clone(g.devotionNoted)
	c.whileControlNoted = maps.Clone(g.whileControlNoted)
	c.flashUntilNextTurn = slices.Clone(g.flashUntilNextTurn)
	c.exileIfDies = slices.Clone(g.exileIfDies)
	c.delayed = slices.Clone(g.delayed)
	if g.extra != nil {
		x := *g.extra
		c.extra = &x
	}
	c.epics = slices.Clone(g.epics)
	c.preventions = slices.Clone(g.preventions)
	c.storms = slices.Clone(g.storms)
	c.costEffects = slices.Clone(g.costEffects)
	c.enterControl = slices.Clone(g.enterControl)
	c.nextCopies = slices.Clone(g.nextCopies)
	c.extraTurns = slices.Clone(g.extraTurns)
	c.skips = slices.Clone(g.skips)
	c.skippedTurns = slices.Clone(g.skippedTurns)
	c.turnControls = slices.Clone(g.turnControls)
	c.refused = slices.Clone(g.refused)
	c.inPlay = slices.Clone(g.inPlay)
	c.stack = slices.Clone(g.stack)
	c.removed = slices.Clone(g.removed)
	c.command = slices.Clone(g.command)
	c.effects = slices.Clone(g.effects)
	c.entering = slices.Clone(g.entering)
	c.lki = maps.Clone(g.lki)
	c.pending = slices.Clone(g.pending)
	c.stateTriggered = maps.Clone(g.stateTriggered)
	c.loopStates = maps.Clone(g.loopStates)
	c.damagedBy = maps.Clone(g.damagedBy)
	c.noted = maps.Clone(g.noted)
	c.choices = map[PlayerID][]string{}
	for p, q := range g.choices {
		c.choices[p] = slices.Clone(q)
	}
	c.rolls = cloneRolls(g.rolls)
	rngState := *g.rng
	c.rng = &rngState
	return c
}

// recycle hands snapshot s, which the action it was taken for no longer
// needs, to the next clone to copy into. s must not have been restored,
// nor be kept by anything else.
func (g *Game) recycle(s *Game) {
	g.spare = s
}

// restore undoes everything since snapshot s was taken, keeping the trace
// so the ruling shows why the action was reversed.
func (g *Game) restore(s *Game) {
	trace := g.trace
	*g = *s
	g.trace = trace
}

// IllegalError is an action the rules don't allow. The game has been
// returned to the moment before the action (409.1, 422.1).
type IllegalError struct {
	// Rule is the rule that makes the action illegal.
	Rule string
	// Reason says why, in plain English.
	Reason string
}

// Error renders the rule and reason.
func (e *IllegalError) Error() string { return fmt.Sprintf("illegal (%s): %s", e.Rule, e.Reason) }

// DecisionError is a decision a player had to make that the script did not
// make for them, or made with an answer that isn't an option.
type DecisionError struct {
	// Kind is what the decision is about.
	Kind     QuestionKind
	Player   string
	Question string
	Options  []string
	Given    string
}

// Error says who must decide what, and among which options.
func (e *DecisionError) Error() string {
	if e.Given != "" {
		return fmt.Sprintf("%s chose %q for %s, but the options are %q", e.Player, e.Given, e.Question, e.Options)
	}
	if e.Kind == ChooseDamageAssignment {
		// A division of combat damage is written as an assignment, read
		// before the passes that begin the combat damage step.
		return fmt.Sprintf("%s must decide %s (options %q); script it with \"%s assigns \"CREATURE\" damage: N to \"NAME\", ...\" before the passes that begin the combat damage step", e.Player, e.Question, e.Options, e.Player)
	}
	return fmt.Sprintf("%s must decide %s (options %q); script it with \"%s chooses ...\"", e.Player, e.Question, e.Options, e.Player)
}

// illegal records the rule stopping an action and returns the error that
// unwinds it.
func (g *Game) illegal(rule, format string, args ...any) error {
	e := &IllegalError{Rule: g.rules.Cite(rule), Reason: g.rules.Words.phrase(fmt.Sprintf(format, args...))}
	g.trace.add(e.Rule, e.Reason)
	return e
}

// record adds a step to the trace citing the rule numbered ref in the
// reference edition, by its number in the edition the game is played
// under.
func (g *Game) record(ref, format string, args ...any) {
	rule := g.rules.Cite(ref)
	g.noteNamed(rule)
	g.trace.addLater(rule, format, args)
}

// stepText formats a step's text; a fixed text, or one string alone, is
// taken as it is rather than through fmt, and a text whose verbs are all
// %s of strings and %d of ints, as nearly every step's are, is written
// directly (plainSprintf).
func stepText(format string, args ...any) string {
	switch {
	case len(args) == 0 && !strings.Contains(format, "%"):
		return format
	case len(args) == 1 && format == "%s":
		if s, ok := args[0].(string); ok {
			return s
		}
	}
	if s, ok := plainSprintf(format, args); ok {
		return s
	}
	return fmt.Sprintf(format, args...)
}

// plainSprintf is fmt.Sprintf(format, args...) for a format whose verbs
// are only %s, %d and %%, with a string for each %s and an int for each
// %d and no argument left over; ok is false for anything else, which fmt
// then formats.
func plainSprintf(format string, args []any) (string, bool) {
	size := len(format)
	for _, a := range args {
		if s, ok := a.(string); ok {
			size += len(s)
		} else {
			size += 8
		}
	}
	var b strings.Builder
	b.Grow(size)
	next := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		if i+1 == len(format) {
			return "", false
		}
		i++
		switch format[i] {
		case '%':
			b.WriteByte('%')
		case 's':
			if next == len(args) {
				return "", false
			}
			s, ok := args[next].(string)
			if !ok {
				return "", false
			}
			b.WriteString(s)
			next++
		case 'd':
			if next == len(args) {
				return "", false
			}
			n, ok := args[next].(int)
			if !ok {
				return "", false
			}
			b.WriteString(strconv.Itoa(n))
			next++
		default:
			return "", false
		}
	}
	if next != len(args) {
		return "", false
	}
	return b.String(), true
}

// Rules returns the rules the game is played under.
func (g *Game) Rules() Rules { return g.rules }
