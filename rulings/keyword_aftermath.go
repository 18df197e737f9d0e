package rulings

// aftermath, on one half of a split card: "You may cast this half of this
// split card from your graveyard," "This half of this split card can't be
// cast from any zone other than a graveyard," and "If this spell was cast
// from a graveyard, exile it instead of putting it anywhere else any time
// it would leave the stack" (702.127a of 2026). The half is written with
// the keyword on a line of its own under it, and cast with the clause `as
// "HALF"` (709.3); no other clause is needed, as a half with aftermath is
// only ever cast this way. A keyword from Amonkhet, dated by that set's
// release.
var aftermath = Keyword{Name: "aftermath", Rule: "702.127", Form: "aftermath", Since: "2017-04-28", build: staticKeyword(PlayRule)}

func init() {
	castWays[aftermath.Name] = castWay{rule: "702.127a", fromGraveyard: true, exileFromStack: true}
}

// aftermathRequest returns req with aftermath's way of casting named when
// the half of a split card it casts has aftermath: that half is cast only
// from a graveyard, and exiled as it leaves the stack (702.127a).
func aftermathRequest(req PlayRequest, card *Object) PlayRequest {
	if card == nil || card.Card == nil || !card.Card.IsSplit() || req.KeywordCost != "" {
		return req
	}
	face := card.Card.Face(req.Face)
	if face < 0 || !hasKeyword(&card.Card.Faces[face], aftermath.Name) {
		return req
	}
	req.KeywordCost = aftermath.Name
	return req
}
