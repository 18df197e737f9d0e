package rulings

// read ahead: "Chapter abilities of this Saga can't trigger the turn it
// entered the battlefield unless it has exactly the number of lore
// counters on it specified in the chapter symbol of that ability"
// (702.155a of 2026), with the intrinsic abilities "As this Saga enters,
// choose a number between one and this Saga's final chapter number" and
// "This Saga enters with the chosen number of lore counters on it"
// (702.155b, 714.3b). The number is asked of the Saga's controller as it
// enters (`alice chooses "3"`); a number out of range is refused. Several
// instances are redundant (702.155c). The engine applies it where Sagas
// are played (saga.go). A keyword from Kamigawa: Neon Dynasty, dated by
// that set's release.
var readAhead = Keyword{Name: "read ahead", Rule: "702.155", Form: "read ahead", Since: "2022-02-18", redundantRule: "702.155c", build: staticKeyword(PlayRule)}
